"""What a campaign of The 7th Continent keeps between sessions: the curses, the experience, the save stacks."""
from __future__ import annotations

from engine.core.game import Game

from . import save_rule


def ledger(g: Game) -> dict:
    """The ledger sections of a game: curses pursued and lifted, experience, and the rulebook's
    save stacks while the game may be saved (None otherwise)."""
    table = g.table
    return {
        "curses": {"pursued": list(table.curses), "lifted": list(table.lifted)},
        "experience": table.xp,
        "save_stacks": save_rule.save_stacks(g) if save_rule.why_not(g) is None else None,
    }
