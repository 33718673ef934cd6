"""Cursed City walks no action through the step dialog: a hero's action asks its few questions (which action,
which die pays, where to, whom to strike, a die to re-roll) one by one in the decision dialog, each weapon's
option showing the engine's exact odds and expected damage before the roll."""
from __future__ import annotations


class NoSteps:
    names: tuple[str, ...] = ()

    def runs(self, game, decision) -> bool:
        return False

    def step(self, decision) -> int:
        return 0

    def action(self, game, decision) -> dict:
        return {}

    def odds(self, game, extra: int = 0):
        return None

    def worth(self, game, piece: str) -> str:
        return ""

    def tally(self, game, pieces: list[str]) -> str:
        return ""

    def outcome(self, event):
        return None

    def drawn(self, game) -> list[str]:
        return []

    def drawn_zone(self) -> str:
        return ""
