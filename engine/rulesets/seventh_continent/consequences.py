"""Consequences of actions and events: the effect vocabulary applied op by op, and what happens to a
card once it is taken (rulebook, "Consequences of actions and events")."""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Iterable

from engine.core import events as ev
from engine.core.decisions import Decision, Option
from engine.core.game import Game
from engine.core.effects import run
from engine.core.procedure import END, Ask, Frame, Procedure, Push
from engine.core.words import counted
from engine.rulesets.sevenths import board, numbered, placement
from engine.rulesets.sevenths.cards import consequences_in

from . import actions, adventure, items, life_force
from .free_actions import at_any_time
from .cards import deck_of, number_of
from .frames import Consequence
from engine.rulesets.sevenths.seat_order import clockwise_from
from .table import ACTION_DECK, BANISHED, DISCARD, PAST, REVEALED, SATCHEL, Mandatory, hand


def ops_at(g: Game, piece: str, path: list):
    """The consequence list at a path inside a card's data (`@back` = the foggy side's action)."""
    return consequences_in(g.card(piece).data, path, lambda: actions.action_def(g, piece, actions.BACK))


def sub_frame(f: Frame, path: list, seat: int | None = None) -> Frame:
    """A consequence frame for a nested list (a branch, each involved character's part)."""
    d: Consequence = f.data
    return Frame("consequence", "", dataclasses.replace(d, path=list(path), i=0, seat=d.seat if seat is None else seat,
                                                        each=None))


def apply(g: Game, f: Frame, answer: Option | None):
    """Apply the ops of a consequence list in order through the core's runner (`i` is the op being done);
    a space opened by an op gets its card before the next op.

    What each op does is its declaration in the ruleset's vocabulary (`ops.py`)."""
    d: Consequence = f.data
    ops = ops_at(g, d.card, d.path)
    result = run(g, f, g.ruleset.vocabulary, ops, answer, between=placement.settle)
    return END if result is None else result


def number_of_card(g: Game, piece: str) -> int | None:
    """The number of the card a piece is."""
    return number_of(g.card(piece))


def banner_values(g: Game, d: Consequence, pictograph: str) -> list[int]:
    """Banner values shown by an item used in this action or by a quest item."""
    pieces = [p for zone in d.used for p in g.zones.cards(zone)] + list(g.zones.cards(SATCHEL))
    values = set()
    for piece in pieces:
        for banner in _banners(items.shown(g, piece).get("banner")):
            if banner.get("pictograph") == pictograph:
                values.add(int(banner["value"]))
    return sorted(values)


def _banners(raw):
    if raw is None:
        return ()
    return (raw,) if hasattr(raw, "get") else raw


def leave_play(g: Game, piece: str, banish: bool = False) -> None:
    """Discard (or banish) a card; an exploration card leaving its space opens that space."""
    where = g.zones.zone_of(piece)
    board.forget(g, piece)
    item = next((it for it in g.table.items if it.zone == where), None)
    if banish:
        adventure.banish(g, piece)
    else:
        adventure.discard(g, piece)
    if item is not None and not g.zones.size(item.zone):
        g.table.items.remove(item)
    if where.startswith("board:") and deck_of(g.card(piece)) == "exploration":
        board.queue_open(g, where)


def lift(g: Game, curse: str) -> None:
    if curse not in g.table.lifted:
        g.table.lifted.append(curse)
        g.emit(ev.Message(f"A curse is lifted: {adventure.curse_title(g, curse)}.",
                          {"rule": "curse_lifted", "curse": curse}))
    if g.table.curses and all(c in g.table.lifted for c in g.table.curses):
        g.end("win", "every chosen curse is lifted")


def adventure_over(g: Game, d: Consequence) -> None:
    """'Your adventure is over': the character is eliminated; all characters involved = everyone loses."""
    if g.table.every_character(d.involved):
        g.end("loss", "the adventure is over in an action every character is involved in")
    eliminate(g, d.seat)
    if all(p.seat in g.table.eliminated for p in g.table.players):
        g.end("loss", "the adventure is over for every character")


def eliminate(g: Game, seat: int) -> None:
    """Discard skills, bonuses and items; return states; banish the character's own skills."""
    if seat in g.table.eliminated:
        return
    player = g.table.player(seat)
    for piece in list(g.zones.cards(hand(seat))):
        card = g.card(piece)
        if card.type in ("skill", "bonus"):
            adventure.discard(g, piece)
        elif card.type == "state":
            adventure.return_card(g, piece)
    for item in list(g.table.items_of(seat)):
        items.destroy(g, item)
    character_id = g.state.pieces[player.character]
    for zone in (ACTION_DECK, DISCARD):
        for piece in list(g.zones.cards(zone)):
            if g.card(piece).get("character") == character_id:
                g.move(piece, BANISHED)
    g.table.eliminated.append(seat)
    g.emit(ev.Message(f"{player.name}'s adventure is over.", {"rule": "eliminated", "seat": seat}))


CONSEQUENCE = Procedure("consequence", [at_any_time(apply)], frame=Consequence)


# -- taking a card ---------------------------------------------------------------------------
@dataclass
class Reveal:
    """A card taken (card `number`) or turned over where it lies (`piece`), then resolved by its type."""

    number: int  # 0: the card is `piece`
    seat: int  # the player who takes it
    active: int
    involved: list[int]
    used: list[str] = field(default_factory=list)  # the action's items
    source: int | None = None  # taken without a numbox: the number its back must show
    piece: str | None = None  # the card, once found
    space: str | None = None  # the board space it lay in
    phase: str = ""  # a temporary event: "effects" once its on-reveal effects are under way


def take_frame(number: int, seat: int, active: int, involved: Iterable[int], used: Iterable[str] = (),
               source: int | None = None, space: str | None = None) -> Frame:
    """Card `number` to take for `seat`, in the action of `active` (its involved players and items)."""
    return Frame("reveal", "", Reveal(number, seat, active, list(involved), list(used), source, space=space))


def reveal_frame(d: Consequence, piece: str, seat: int, space: str | None) -> Frame:
    return Frame("reveal", "", Reveal(0, seat, d.active, list(d.involved), list(d.used), piece=piece, space=space))


def find_step(g: Game, f: Frame, answer: Option | None):
    """Find the card (numbox rules) and reveal it."""
    d: Reveal = f.data
    d.piece = numbered.turn_up(g, d.number, d.source, d.piece)
    return None if d.piece is not None else END


def resolve_step(g: Game, f: Frame, answer: Option | None):
    """Resolve the revealed card by its type."""
    d: Reveal = f.data
    piece, seat = d.piece, d.seat
    card = g.card(piece)
    kind = card.type
    if kind == "state":
        take_state(g, seat, piece)
    elif kind in ("quest_item", "clue"):
        g.move(piece, SATCHEL)
    elif kind in ("terrain", "permanent_event"):
        return placement.onto_board(g, piece, d.space, d.active)
    elif kind == "temporary_event":
        return _temporary_event(g, f, answer)
    elif kind == "item":
        return _found_item(g, f, answer)
    elif kind in ("skill", "bonus"):
        return _to_hand(g, f, answer)
    else:
        leave_play(g, piece)
    return None


def _temporary_event(g: Game, f: Frame, answer: Option | None):
    d: Reveal = f.data
    piece = d.piece
    card = g.card(piece)
    if d.phase == "":
        d.phase = "effects"
        if card.get("on_reveal"):
            listed = Consequence(piece, ["on_reveal"], d.seat, d.active, list(d.involved), list(d.used))
            return Push(Frame("consequence", "", listed), again=True)
    for index, spec in enumerate(card.get("actions", ())):
        if spec.get("mandatory"):
            g.table.mandatory.append(Mandatory(piece, index, d.active, list(d.involved)))
            return None
    if g.zones.zone_of(piece) in (REVEALED,) or g.zones.zone_of(piece).startswith("board:"):
        leave_play(g, piece, banish=bool(card.get("banish")))
    return None


def _found_item(g: Game, f: Frame, answer: Option | None):
    d: Reveal = f.data
    piece = d.piece
    receivers = clockwise_from(g, d.seat, d.involved)
    if answer is not None:
        into = answer.data["into"]
        space = g.zones.zone_of(piece)
        if into == "new":
            items.new_item(g, answer.data["seat"], piece, items.durability_of(g, piece))
        elif into == "combine":
            items.combine(g, g.table.item(answer.data["zone"]), piece, items.durability_of(g, piece))
        else:
            g.move(piece, PAST)
        if space.startswith("board:"):
            board.queue_open(g, space)
        return None
    options = []
    for seat in receivers:
        name = g.table.player(seat).name
        if items.dice_free(g, seat) > 0:
            options.append(Option(f"new:{seat}", f"{name}: a new item", {"into": "new", "seat": seat}))
        for item in g.table.items_of(seat):
            if items.can_combine(g, item):
                options.append(Option(f"combine:{item.zone}", f"{name}: combine with {g.card(g.zones.cards(item.zone)[0]).title}",
                                      {"into": "combine", "zone": item.zone, "seat": seat}))
    options.append(Option("past", "Leave it (to the past)", {"into": "past"}))
    return Ask(Decision(f"seat:{d.seat}", "found_item", f"Found: {g.card(piece).title}. Where does it go?", options,
                        context={"piece": piece}))


def _to_hand(g: Game, f: Frame, answer: Option | None):
    d: Reveal = f.data
    piece = d.piece
    if answer is not None:
        space = g.zones.zone_of(piece)
        if answer.data.get("past"):
            g.move(piece, PAST)
        else:
            g.move(piece, hand(answer.data["seat"]))
        if space.startswith("board:"):
            board.queue_open(g, space)
        return None
    card = g.card(piece)
    options = []
    for seat in clockwise_from(g, d.seat, d.involved):
        owner = card.get("character")
        if owner and g.state.pieces[g.table.player(seat).character] != owner:
            continue
        options.append(Option(f"hand:{seat}", f"{g.table.player(seat).name} takes {card.title} in hand", {"seat": seat, "piece": piece}))
    options.append(Option("past", "Leave it (to the past)", {"past": True}))
    return Ask(Decision(f"seat:{d.seat}", "found_card", f"{card.title}: who takes it?", options,
                        context={"piece": piece}))


def take_state(g: Game, seat: int, piece: str) -> None:
    """Vital force first (one action card per character/state card in hand), then the state replaces
    any state of the same title."""
    card = g.card(piece)
    held = g.zones.cards(hand(seat))
    if card.get("vital"):
        count = sum(1 for p in held if g.card(p).type in ("character", "state"))
        g.emit(ev.Message(f"{g.table.player(seat).name} loses vital force: {counted(count, 'card')}.", {"rule": "vital", "count": count}))
        life_force.discard_from_deck(g, count, "vital force")
    for same in [p for p in held if g.card(p).type == "state" and g.card(p).title == card.title]:
        adventure.return_card(g, same)
    g.move(piece, hand(seat))


def settle_step(g: Game, f: Frame, answer: Option | None):
    """Spaces opened while resolving the card get their adventure card now."""
    return placement.settle(g)


REVEAL = Procedure("reveal", [find_step, resolve_step, settle_step], frame=Reveal)


# -- lower durability, move, spot a hidden number ---------------------------------------------
@dataclass
class Wear:
    """Durability lost in all by the involved characters' items."""

    left: int  # points still to lose
    involved: list[int]
    card: str  # whose consequence it is

    @property
    def in_use(self) -> str:
        return self.card


@dataclass
class Move:
    """The involved characters moving together."""

    active: int
    involved: list[int]
    via: str | None = None  # the card whose consequence moves them (an obstacle leads across)

    @property
    def in_use(self) -> None:
        return None


@dataclass
class Spot:
    """A hidden number spotted on a card."""

    seat: int
    piece: str
    space: str  # where the card lay


def wear(g: Game, f: Frame, answer: Option | None):
    """Involved characters lose durability in total, shared across their items as they like."""
    d: Wear = f.data
    if answer is not None:
        item = g.table.item(answer.data["zone"])
        items.lower(g, item)
        d.left -= 1
        if item.die == 0:
            items.destroy(g, item)
    candidates = [it for s in d.involved for it in g.table.items_of(s) if it.die > 0]
    if d.left <= 0 or not candidates:
        return END
    options = [Option(f"wear:{it.zone}", f"{g.table.player(it.owner).name}: {g.card(g.zones.cards(it.zone)[0]).title} ({it.die})",
                      {"zone": it.zone, "piece": g.zones.cards(it.zone)[0], "seat": it.owner})
               for it in candidates]
    return Ask(Decision("table", "durability", f"Lose {d.left} durability: which item?", options))


def move(g: Game, f: Frame, answer: Option | None):
    """All involved characters move to the same reachable terrain."""
    d: Move = f.data
    here = g.table.player(d.active).at
    if answer is not None:
        target = answer.data["zone"]
        movers = [s for s in d.involved if s not in g.table.eliminated]
        for seat in movers:
            g.table.player(seat).at = target
        g.emit(ev.Message("The characters move.", {"rule": "move", "to": target, "seats": movers}))
        terrain = board.terrain_in(g, target)
        if movers and terrain is not None and g.card(terrain).get("mandatory"):
            # arriving on a terrain with a mandatory action: the arrivals take it next
            g.table.mandatory.append(Mandatory(terrain, actions.TERRAIN_MANDATORY, d.active, movers))
        return END
    via = d.via
    if via is not None and g.card(via).type == "permanent_event" and len(board.placement(g, via)) > 1:
        # an obstacle's crossing: to the terrain on the other side
        targets = [s for s in board.pointed_at(g, via) if s != here and board.terrain_in(g, s)]
    else:
        targets = board.reachable(g, here)
    options = [Option(f"to:{s}", f"Go to {g.card(board.terrain_in(g, s)).title}", {"zone": s}) for s in targets]
    if not options:
        return END
    return Ask(Decision("table", "move", "Where to?", options))


def spot(g: Game, f: Frame, answer: Option | None):
    """A hidden number: the card with that number must show the spotted card's number on its back."""
    d: Spot = f.data
    if answer is None:
        return Ask(Decision(f"seat:{d.seat}", "hidden_number", f"Which number did you spot on {g.card(d.piece).title}?",
                            [Option("cancel", "Never mind", {"cancel": True})], number=(100, 999)))
    if answer.data.get("cancel"):
        return END
    spotted_on = number_of(g.card(d.piece))
    number = answer.data["number"]
    space = g.zones.zone_of(d.piece)
    board.forget(g, d.piece)
    g.move(d.piece, PAST)
    return Push(take_frame(number, d.seat, d.seat, [d.seat], source=spotted_on, space=space))


WEAR = Procedure("wear", [at_any_time(wear)], frame=Wear)
MOVE = Procedure("move", [at_any_time(move)], frame=Move)


SPOT = Procedure("spot", [spot], checks={spot: lambda g, f, answer: numbered.spotted(g, f.data.piece, answer)}, frame=Spot)
