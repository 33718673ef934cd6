"""The effects of the active player's cards during an action (rulebook, "Gear up" and "Apply the effects
of their cards"): which cards may be selected, which effects apply to the action taken, what they
change in the Draw and Result steps, and how class icons are spent.

An effect is one table of a card's `effects`, named `<piece>@<index>`. Selected cards (purse cards,
quest items, the card bearing the action) and skill cards in hand lend their effects when their
condition names the action (no condition: any action); a reflex skill lends its effects when it is
revealed from the active player's deck. A `must` effect is applied whether the players like it or not, and so
are the effects of global events in play, on every action their condition names."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from engine.core.game import Game
from engine.core.pieces import PieceDef

from .table import DRAWN, GLOBAL, QUEST_ITEMS, hand, purse
from .frames import ActionLocals

WILD = "wild"  # a class icon standing for any other
ANY = "any"    # in a conversion: any class icon may be spent


@dataclass(frozen=True)
class Effect:
    key: str
    piece: str
    table: Mapping

    @property
    def must(self) -> bool:
        return bool(self.table.get("must"))

    @property
    def cost(self) -> int:
        return int(self.table.get("cost", 0))


def effects_of(g: Game, piece: str) -> list[Effect]:
    """A card's effects as printed (made once per game: a card's text never changes)."""
    found = g.memo.get(("citadel_effects", piece))
    if found is None:
        found = g.memo[("citadel_effects", piece)] = [Effect(f"{piece}@{i}", piece, e)
                                                       for i, e in enumerate(g.card(piece).get("effects", ()) or ())]
    return found


def matches(effect: Effect, icon: str) -> bool:
    return _names(effect.table, icon)


def _names(table: Mapping, icon: str | None) -> bool:
    """Whether an effect is for this action: its condition names the action's icon (no condition: any action)."""
    condition = table.get("condition") or ()
    return not condition or icon in condition


def by_itself(card: PieceDef, icon: str | None) -> list[int]:
    """The effects (by index) a reflex skill applies by itself as it is revealed in an action of `icon`: each for the
    action, the first of alternatives printed with OR; not a cost (the Draw step's, over by then), nor drawing more
    cards (how many is asked: it is offered like a held card's)."""
    if card.get("kind") != "reflex":
        return []
    found, chosen = [], set()
    for i, table in enumerate(card.get("effects", ()) or ()):
        if "cost" in table or table.get("reveal_more") or not _names(table, icon):
            continue
        either = table.get("either")
        if either in chosen:
            continue
        if either:
            chosen.add(either)
        found.append(i)
    return found


def gains(table: Mapping, chain: bool) -> tuple[int, int]:
    """What an applied effect adds to the count: successes, and more cards whose stars count (on a chain action)."""
    return int(table.get("successes", 0)), int(table.get("extra_cards", 0)) if chain else 0


def selectable(g: Game, seat: int) -> list[str]:
    """The cards a player may select in Gear up: their purse cards and the quest items."""
    return list(g.zones.cards(purse(seat))) + list(g.zones.cards(QUEST_ITEMS))


def keywords(g: Game, piece: str) -> set[str]:
    return set(g.card(piece).get("keywords", ()) or ())


def lends(g: Game, d: ActionLocals, piece: str) -> bool:
    """Whether a card has an effect for the action taken."""
    return any(matches(e, d.icon) for e in effects_of(g, piece))


def why_not_select(g: Game, d: ActionLocals, piece: str) -> str | None:
    """Why a card may not be selected for this action now, or None."""
    if piece in d.selected:
        return "it is selected already"
    if not lends(g, d, piece):
        return f"none of its effects is for the {d.icon.replace('_', ' ')} action"
    for other in d.selected:
        shared = keywords(g, piece) & keywords(g, other)
        if shared:
            return f"it shares the keyword {sorted(shared)[0].upper()} with {g.card(other).title}"
    return None


def forced(g: Game, d: ActionLocals) -> list[str]:
    """Cards the active player must select: a `must` effect for the action taken."""
    return [p for p in selectable(g, d.active)
            if p not in d.selected and any(e.must and matches(e, d.icon) for e in effects_of(g, p))]


def reflex(g: Game, piece: str) -> bool:
    """A reflex skill revealed from the deck: it lends its effects, most of them applied at once (`by_itself`)."""
    return g.card(piece).get("kind") == "reflex" and g.zones.zone_of(piece) == DRAWN


def imposed(g: Game, effect: Effect) -> bool:
    """An effect applied whether the players like it or not: a `must` one, or a global event's (its effects
    apply to the entire board while it is in play)."""
    return effect.must or g.zones.zone_of(effect.piece) == GLOBAL


def lending(g: Game, d: ActionLocals) -> list[Effect]:
    """Every effect the active player's cards (and the global events in play) lend to this action now: a reflex
    skill lends its effects only as it is revealed from the deck, never from the hand ("their effect is only
    applied when they are revealed during the Result step")."""
    held = [p for p in g.zones.cards(hand(d.active)) if g.card(p).get("kind") != "reflex"]
    pieces = list(d.selected) + held + list(g.zones.cards(GLOBAL))
    if d.revealed:
        pieces += [p for p in g.zones.cards(DRAWN) if reflex(g, p)]
    return [e for p in dict.fromkeys(pieces) for e in effects_of(g, p) if matches(e, d.icon)]


def _chosen_instead(g: Game, d: ActionLocals) -> set[tuple[str, str]]:
    """(card, alternative name) of the effects printed with OR whose one alternative was applied."""
    chosen = set()
    for key in d.applied:
        piece, _, index = key.rpartition("@")
        either = (g.card(piece).get("effects") or ())[int(index)].get("either")
        if either:
            chosen.add((piece, either))
    return chosen


def unused(g: Game, d: ActionLocals, step: str) -> list[Effect]:
    """Effects not yet applied for this step: "draw" (a cost change) or "result" (everything else); of
    effects printed as alternatives (`either`), only until one of them is applied."""
    instead = _chosen_instead(g, d)
    return [e for e in lending(g, d) if e.key not in d.applied and ("cost" in e.table) == (step == "draw")
            and (e.piece, e.table.get("either")) not in instead]


# -- class icons ------------------------------------------------------------------------------------
def spendable(icon: str, spend) -> bool:
    return ANY in spend or icon in spend or icon == WILD


def conversions(pool: list[str], convert: Mapping) -> tuple[int, list[str]]:
    """How many times a conversion applies with these icons, and the icons it spends (each icon once;
    exact icons are spent before wild ones)."""
    spend, per, most = convert["spend"], int(convert.get("count", 1)), int(convert.get("max", 1))
    usable = sorted((i for i in pool if spendable(i, spend)), key=lambda i: i == WILD)
    times = min(most, len(usable) // per)
    return times, usable[:times * per]
