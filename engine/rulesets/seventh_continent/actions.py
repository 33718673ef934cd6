"""Which actions can be taken now, and the four reasons one cannot (rulebook, "Take an action")."""
from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Mapping

from engine.core.game import Game
from engine.rulesets.sevenths import board

from . import items
from .table import MODE, SATCHEL, hand

# the foggy side of an exploration card: flip it over and resolve it
EXPLORE_BACK = MappingProxyType({"icon": "explore", "cost": 1, "difficulty": 0,
                                 "success": (MappingProxyType({"reveal": True}),)})
BACK = -1
TERRAIN_MANDATORY = -2  # a terrain's mandatory action, taken by the characters arriving on it


@dataclass(frozen=True, slots=True)
class ActionRef:
    piece: str
    index: int  # index in the card's `actions`, or BACK for an exploration card's foggy side

    @property
    def key(self) -> str:
        return f"{self.piece}:{self.index}"


def action_def(g: Game, piece: str, index: int) -> Mapping:
    if index == BACK:
        return g.card(piece).get("back_action", EXPLORE_BACK)
    if index == TERRAIN_MANDATORY:
        return g.card(piece).get("mandatory")
    return items.shown(g, piece)["actions"][index]


def _card_actions(g: Game, piece: str, in_item: bool = False) -> list[ActionRef]:
    if piece in g.table.face_down:
        return [ActionRef(piece, BACK)]
    data = items.shown(g, piece) if in_item else g.card(piece).data
    return [ActionRef(piece, i) for i in range(len(data.get("actions", ())))]


def _terrain_pieces(g: Game, at: str) -> list[str]:
    terrain = board.terrain_in(g, at)
    return ([terrain] if terrain is not None else []) + board.attached_events(g, at) + board.explorable(g, at)


def _refs(g: Game, pieces: list[str]) -> list[ActionRef]:
    refs = []
    for piece in pieces:
        refs += _card_actions(g, piece)
    return refs


def _hand_refs(g: Game, seat: int) -> list[ActionRef]:
    return _refs(g, [p for p in g.zones.cards(hand(seat)) if g.card(p).type in ("skill", "bonus", "state")])


def _item_refs(g: Game, seat: int) -> list[ActionRef]:
    refs = []
    for item in g.table.items_of(seat):
        for piece in g.zones.cards(item.zone):
            refs += _card_actions(g, piece, in_item=True)
    return refs


def _shared_pieces(g: Game) -> list[str]:
    """Cards in play for every character: the quest items in the satchel and the mode card."""
    return list(g.zones.cards(SATCHEL)) + list(g.zones.cards(MODE))


def visible(g: Game, seat: int) -> list[ActionRef]:
    """Actions visible to a player: their terrain, its attached and explorable cards, their hand,
    the quest items, the mode card and their items."""
    at = g.table.player(seat).at
    return (_refs(g, _terrain_pieces(g, at)) + _hand_refs(g, seat) + _refs(g, _shared_pieces(g))
            + _item_refs(g, seat))


def on_same_terrain(g: Game, seat: int) -> list[int]:
    at = g.table.player(seat).at
    return [p.seat for p in g.table.playing() if p.at == at]


def why_not(g: Game, seat: int, ref: ActionRef) -> str | None:
    """The reason this action cannot be taken by this active player now, or None."""
    at = g.table.player(seat).at
    return _why_not(g, seat, ref, at, board.terrain_in(g, at), None)


def _performed(g: Game, at: str) -> set[str]:
    """Action icons shown in the placement arrows of the events attached to a terrain."""
    return {g.card(e).get("caused_by") for e in board.attached_events(g, at)}


def _why_not(g: Game, seat: int, ref: ActionRef, at: str, terrain: str | None, performed: set | None) -> str | None:
    spec = action_def(g, ref.piece, ref.index)
    icon = spec["icon"]
    if g.state.stack and g.state.stack[-1].proc != "turn":
        return "another action is in progress"
    if spec.get("mandatory") and ref.index != BACK and g.card(ref.piece).type == "temporary_event":
        return "it is taken right after the action that revealed it"
    if terrain is not None and icon in g.card(terrain).get("forbids", ()):
        return f"this terrain forbids the {icon.replace('_', ' ')} action"
    if ref.piece == terrain:
        if performed is None:
            performed = _performed(g, at)
        if icon in performed:
            return "it has already been performed here (a permanent event shows it)"
    if spec.get("all"):
        if not g.table.every_character(on_same_terrain(g, seat)):
            return "every character must be involved, and not all are on this terrain"
    for need in spec.get("requires", ()):
        if not _meets(g, seat, need):
            return f"a prerequisite is not met ({_describe(need)})"
    return None


def _meets(g: Game, seat: int, need: Mapping) -> bool:
    return held(g, need, on_same_terrain(g, seat))


def held(g: Game, need: Mapping, helpers: list[int]) -> bool:
    """Whether a prerequisite is met by the quest items and what these characters hold."""
    if "keyword" in need:
        for s in helpers:
            for item in g.table.items_of(s):
                if any(need["keyword"] in items.keywords(g, p) for p in g.zones.cards(item.zone)):
                    return True
        return False
    if "card" in need:
        zones = [SATCHEL] + [hand(s) for s in helpers] + [i.zone for s in helpers for i in g.table.items_of(s)]
        return any(g.state.pieces[p] == need["card"] for z in zones for p in g.zones.cards(z))
    return True


def _describe(need: Mapping) -> str:
    if "keyword" in need:
        return f"an item with the keyword {need['keyword']}"
    if "card" in need:
        return f"the card {need['card']}"
    return str(dict(need))


def gathering(g: Game) -> list[str]:
    """The terrains where an action asking every character (`all`) waits for them alone: each of its prerequisites
    met by the quest items and what the characters hold, wherever they stand (the final swim with the ledger and
    the clapper found); read off the cards on the board, which every player sees."""
    waiting = g.memo.get("gathering")
    if waiting is None:
        waiting = g.memo["gathering"] = tuple(
            piece for piece, card_id in g.state.pieces.items()
            if any(spec.get("all") and spec.get("requires") for spec in g.cards[card_id].get("actions", ()) or ()))
    # read at every try's end: the board is walked only once such a card lies face up on it
    if not any(g.zones.where.get(piece, "").startswith(("board:", "attached:")) and piece not in g.table.face_down
               for piece in waiting):
        return []
    everyone = [p.seat for p in g.table.playing()]
    found = []
    for at in board.terrain_slots(g):
        for ref in _refs(g, _terrain_pieces(g, at)):
            spec = action_def(g, ref.piece, ref.index)
            if ref.index != BACK and spec.get("all") and spec.get("requires") \
                    and all(held(g, need, everyone) for need in spec["requires"]):
                found.append(at)
                break
    return found


@dataclass(frozen=True, slots=True)
class Sight:
    """What the players see they may do, for the planning bot's prospects."""

    icons: frozenset[str]  # the icons of the actions in sight
    needs: frozenset[str]  # the keywords those actions require
    refill: int            # the most cards a repeatable action on the board shuffles back from the discard pile, less
                           # its cost (the Ferryman's Hut's rest: 4 for 2), 0 if none does


def in_sight(g: Game) -> Sight:
    """The actions the players see (on the cards lying on the board, a foggy side's too, in their hands, the satchel and
    their items): what an item may help with and what it opens, and a rest on the board. Read at every try's stop,
    so card by card from what each card's data says once."""
    contents = g.zones.contents
    board_pieces = [piece for zone, lying in contents.items() if zone.startswith(("board:", "attached:"))
                    for piece in lying]
    pieces = [piece for player in g.table.playing() for piece in contents.get(hand(player.seat), ())]
    pieces += _shared_pieces(g) + [piece for item in g.table.items for piece in contents.get(item.zone, ())]
    icons: set[str] = set()
    needs: set[str] = set()
    refill = 0
    memo = g.memo.setdefault("in_sight", {})
    for on_board, piece in [(True, piece) for piece in board_pieces] + [(False, piece) for piece in pieces]:
        key = (g.state.pieces[piece], piece in g.table.face_down, g.zones.where[piece].startswith("item:"))
        found = memo.get(key)
        if found is None:
            specs = [action_def(g, ref.piece, ref.index) for ref in _card_actions(g, piece, in_item=key[2])]
            found = memo[key] = (frozenset(spec["icon"] for spec in specs),
                                 frozenset(need["keyword"] for spec in specs for need in spec.get("requires", ())
                                           if "keyword" in need),
                                 max((sum(op["shuffle_back"] for op in spec.get("success") or ()
                                          if isinstance(op, Mapping) and "shuffle_back" in op) - int(spec["cost"])
                                      for spec in specs if not spec.get("mandatory")), default=0))
        icons |= found[0]
        needs |= found[1]
        if on_board:
            refill = max(refill, found[2])
    return Sight(frozenset(icons), frozenset(needs), refill)


def legal(g: Game) -> list[tuple[int, ActionRef]]:
    """(active seat, action) pairs that may be taken now, in the order of `visible`.

    Whether a terrain's, its events' or a quest item's action may be taken depends on the
    terrain, not on which of the characters standing there takes it: computed once per terrain.
    """
    found = []
    shared: dict[str, tuple[list[ActionRef], list[ActionRef]]] = {}
    for player in g.table.playing():
        seat, at = player.seat, player.at
        terrain = board.terrain_in(g, at)
        performed = _performed(g, at)
        if at not in shared:
            on_terrain = [r for r in _refs(g, _terrain_pieces(g, at))
                          if _why_not(g, seat, r, at, terrain, performed) is None]
            in_satchel = [r for r in _refs(g, _shared_pieces(g))
                          if _why_not(g, seat, r, at, terrain, performed) is None]
            shared[at] = (on_terrain, in_satchel)
        on_terrain, in_satchel = shared[at]
        found += [(seat, r) for r in on_terrain]
        found += [(seat, r) for r in _hand_refs(g, seat) if _why_not(g, seat, r, at, terrain, performed) is None]
        found += [(seat, r) for r in in_satchel]
        found += [(seat, r) for r in _item_refs(g, seat) if _why_not(g, seat, r, at, terrain, performed) is None]
    return found
