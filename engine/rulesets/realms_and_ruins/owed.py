"""What waits for a seat beyond its cards, in words a player reads on its panel: the "next card" modifiers it
has not used, the refills an interrupt it played skips, and the Actions an Event allowed it for its next turn.
Everything here is public (each was played or read openly)."""
from __future__ import annotations

from engine.core.game import Game

from .next_card import MODIFIERS, waiting


def said(game: Game, seat: int) -> list[str]:
    """One line for each thing waiting for this seat, as its panel shows it (to every seat: no "you")."""
    lines = [MODIFIERS[kind].words.removeprefix("your ") for kind in waiting(game, seat)]
    skipped = game.table.locked.get(str(seat), 0)
    if skipped:
        own = game.table.active == seat
        when = {(True, 1): "this turn", (True, 2): "this turn and the next",
                (False, 1): "the next turn"}.get((own, skipped), "the next two turns")
        lines.append(f"no refill at the end of {when} (an interrupt played)")
    more = game.table.granted.get(str(seat), 0)
    if more:
        lines.append(f"{more} more Action{'s' if more > 1 else ''} next turn (an Event allowed it)")
    return lines
