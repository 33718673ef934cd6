"""The rulebook's odds table of the starting action deck, and how far another table is from it."""
from __future__ import annotations

from dataclasses import dataclass

# P(at least N successes | K cards drawn) in percent, rows N = 1..7, columns K = 1..6, from the
# rulebook's table; its "–" cells (under half a percent) are 0.
RULEBOOK_TABLE: tuple[tuple[int, ...], ...] = (
    (55, 88, 97, 99, 99, 99),
    (6, 45, 75, 90, 97, 99),
    (2, 14, 39, 65, 82, 91),
    (0, 2, 14, 34, 55, 72),
    (0, 0, 3, 12, 27, 45),
    (0, 0, 1, 4, 11, 22),
    (0, 0, 0, 1, 3, 9),
)
MAX_DRAWS = 6
MAX_SUCCESSES = 7
MAX_CELL = 4.0
MAX_MEAN = 2.0


@dataclass(frozen=True)
class Fit:
    """How far a deck's odds table is from the rulebook's, in percentage points."""

    max_diff: float
    mean_diff: float

    @property
    def within_bounds(self) -> bool:
        return self.max_diff <= MAX_CELL and self.mean_diff <= MAX_MEAN


def compare(table: list[list[float]]) -> Fit:
    """Max and mean absolute difference (points) between a percent table and the rulebook's."""
    diffs = [abs(table[n][k] - RULEBOOK_TABLE[n][k])
             for n in range(MAX_SUCCESSES) for k in range(MAX_DRAWS)]
    return Fit(max(diffs), sum(diffs) / len(diffs))
