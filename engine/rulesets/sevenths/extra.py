"""Drawing a card more than the action costs, as both 7th games offer it: the players' life (the 7th Continent) or
energy (the 7th Citadel) spent for a better chance, marked `spend` (see `engine.core.decisions.Option`) so a bot's
random finishes seldom take it."""
from __future__ import annotations

from engine.core.decisions import Option


def one_more(key: str, label: str, data: dict | None = None) -> Option:
    """The answer that draws one card more than the cost: it spends for a better chance."""
    return Option(key, label, {**(data or {}), "spend": True})
