"""What a character carries (rulebook, "Purse cards and maximum carried weight"): the weight of every purse card of
theirs, blocked ones too, against the most their character card allows for this many players."""
from __future__ import annotations

from engine.core.game import Game

from .table import blocked, purse


def weight(g: Game, seat: int) -> int:
    """The carried weight: every purse card's, blocked ones too."""
    cards = [*g.zones.cards(purse(seat)), *(p for p in g.zones.cards(blocked(seat)) if g.card(p).type == "purse")]
    return sum(int(g.card(p).get("weight", 0) or 0) for p in cards)


def max_weight(g: Game, seat: int) -> int:
    return g.table.by_count(list(g.card(g.table.player(seat).character).get("max_weight")))
