"""Decisions are the only door into a game: a pending question with enumerable legal options."""
from __future__ import annotations

from dataclasses import dataclass, field


class IllegalChoice(Exception):
    """A choice the rules refuse; the game state is left exactly as it was."""


class GameOver(Exception):
    """Raised when a choice is asked of a game that has already ended."""


@dataclass(frozen=True, slots=True)
class Option:
    """One legal answer: a stable key for code and saves, a label for people."""

    key: str
    label: str


@dataclass(slots=True)
class Decision:
    """What the game waits for: who decides, what kind of question, and the legal answers.

    `owner` is a seat ("seat:0"), "table" for a collective choice, or "any" for a window in
    which any eligible player may answer. `number` marks a free number entry (lo, hi), used
    where listing answers would spoil the game: the step that asked it must check the number
    and raise IllegalChoice before it changes anything.
    """

    owner: str
    kind: str
    prompt: str
    options: list[Option] = field(default_factory=list)
    number: tuple[int, int] | None = None
    context: dict = field(default_factory=dict)

    def keys(self) -> list[str]:
        return [option.key for option in self.options]

    def option(self, key: str) -> Option | None:
        for option in self.options:
            if option.key == key:
                return option
        return None
