"""What is wrong with a pack, said so a designer can fix it: file, card, field, message."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Problem:
    """One problem found in a pack; `file` is relative to the pack folder."""

    file: str
    card_id: str | None
    field: str | None
    message: str
    line: int | None = None

    def __str__(self) -> str:
        where = self.file
        if self.line is not None:
            where += f":{self.line}"
        if self.card_id:
            where += f" [{self.card_id}]"
        if self.field:
            where += f" {self.field}"
        return f"{where}: {self.message}"


class PackError(Exception):
    """A pack cannot be loaded; carries every problem found, not just the first."""

    def __init__(self, folder, problems: list[Problem]):
        self.folder = folder
        self.problems = list(problems)
        super().__init__(self._describe())

    def _describe(self) -> str:
        count = len(self.problems)
        head = f"{self.folder}: {count} problem{'s' if count != 1 else ''}"
        return "\n".join([head] + [f"  {p}" for p in self.problems])

    def __str__(self) -> str:
        return self._describe()
