"""Drawing a card more than the action costs, as both 7th games offer it: the players' life (the 7th Continent) or
energy (the 7th Citadel) spent for a better chance, marked `spend` (see `engine.core.decisions.Option`) so a bot's
random finishes seldom take it (or, told its `chance`, take it by the odds)."""
from __future__ import annotations

from engine.core.decisions import Option


def reveal(drawn: int, data: dict) -> Option:
    """The answer that turns over the cards drawn for the action, as the players say it ("the card" when one)."""
    return Option("reveal", "Reveal the card drawn" if drawn == 1 else f"Reveal the {drawn} cards drawn", data)


def one_more(key: str, label: str, data: dict | None = None, chance: tuple[float, float] | None = None) -> Option:
    """The answer that draws one card more than the cost: it spends for a better chance (`chance`: the chance of
    success now and with the card, when the ruleset counts them)."""
    marks = {"spend": True} if chance is None else {"spend": True, "chance": (float(chance[0]), float(chance[1]))}
    return Option(key, label, {**(data or {}), **marks})
