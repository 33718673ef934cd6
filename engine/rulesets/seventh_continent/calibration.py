"""The starting action deck against the rulebook's odds table: the table, the comparison, the report.

Each character's starting deck (the common skills plus that character's own five) should give
the same chances as the original game's: at most MAX_CELL points off in any cell and at most
MAX_MEAN points off on average. `CALIBRATED_COMMON` + `CALIBRATED_CHARACTER` is a composition that
does, found with `search_composition`; the bundled pack's skills print these stars.
"""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Iterable, Mapping

from engine.core.cards import CardDef
from engine.rulesets.seventh_continent.odds import Face, face_of, odds_table

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

# (full stars, left half-stars, right half-stars) of each starting skill, from search_composition()
# (seeds 4, 5, 11 and 12 all end here or at its mirror image): max 3.0 points off, mean 0.78.
# Right halves are rare, so pairs are scarce: that is what the rulebook's low rows ask for.
CALIBRATED_COMMON: tuple[tuple[int, int, int], ...] = (
    ((0, 0, 1),) * 3 + ((0, 1, 0),) * 14 + ((1, 0, 0),) * 1 + ((1, 1, 0),) * 16 + ((2, 1, 0),) * 1
)
# each character's five own skills: the deck's one three-star card is theirs
CALIBRATED_CHARACTER: tuple[tuple[int, int, int], ...] = (
    (3, 0, 0), (2, 1, 0), (1, 1, 0), (1, 0, 0), (0, 0, 1),
)


@dataclass(frozen=True)
class Fit:
    """How far a deck's odds table is from the rulebook's, in percentage points."""

    max_diff: float
    mean_diff: float

    @property
    def within_bounds(self) -> bool:
        return self.max_diff <= MAX_CELL and self.mean_diff <= MAX_MEAN


def percent_table(deck: list[Face]) -> list[list[float]]:
    """The deck's odds table in percent, in the rulebook's layout."""
    return [[100.0 * p for p in row] for row in odds_table(deck, MAX_DRAWS, MAX_SUCCESSES)]


def compare(table: list[list[float]]) -> Fit:
    """Max and mean absolute difference (points) between a percent table and the rulebook's."""
    diffs = [abs(table[n][k] - RULEBOOK_TABLE[n][k])
             for n in range(MAX_SUCCESSES) for k in range(MAX_DRAWS)]
    return Fit(max(diffs), sum(diffs) / len(diffs))


def fit_of(deck: list[Face]) -> Fit:
    """How well a deck reproduces the rulebook's odds."""
    return compare(percent_table(deck))


def deck_of(stars: Iterable[tuple[int, int, int]]) -> list[Face]:
    """Faces from (full stars, left halves, right halves) triples."""
    return [Face(stars=s, left=left, right=right) for s, left, right in stars]


def calibrated_deck() -> list[Face]:
    """One character's calibrated starting deck: the common skills and five of the character's own."""
    return deck_of(CALIBRATED_COMMON + CALIBRATED_CHARACTER)


# -- searching for a composition ----------------------------------------------------------------

# one card's possible stars: 0..3 full stars and at most one half-star, either way
PROFILES: tuple[tuple[int, int, int], ...] = tuple(
    (s, left, right) for s in range(4) for left, right in ((0, 0), (1, 0), (0, 1))
)


def _score(counts: Mapping[tuple[int, int, int], int]) -> tuple[float, Fit]:
    fit = fit_of(deck_of(p for p, n in counts.items() for _ in range(n)))
    # the cell bound is the harder one to meet: weigh it first, the mean breaks ties
    return max(fit.max_diff, MAX_CELL * 0.5) + fit.mean_diff, fit


def search_composition(size: int = 40, seed: int = 7, rounds: int = 50,
                       margin: float = 0.5) -> dict[tuple[int, int, int], int]:
    """A composition of `size` cards (profile -> count) whose odds are close to the rulebook's.

    Hill climbing from a random start, moving one card from one profile to another while that
    improves the score, with random restarts until a composition is within the bounds less
    `margin` points (or `rounds` restarts); takes a few seconds.
    """
    rng = random.Random(seed)
    best_counts: dict | None = None
    best_score = float("inf")
    for _ in range(rounds):
        counts = Counter(rng.choice(PROFILES) for _ in range(size))
        score, _ = _score(counts)
        improved = True
        while improved:
            improved = False
            moves = [(a, b) for a in PROFILES if counts[a] for b in PROFILES if b != a]
            rng.shuffle(moves)
            for a, b in moves:
                counts[a] -= 1
                counts[b] += 1
                new_score, _ = _score(counts)
                if new_score < score - 1e-9:
                    score, improved = new_score, True
                    break
                counts[a] += 1
                counts[b] -= 1
        if score < best_score:
            best_score, best_counts = score, {p: n for p, n in counts.items() if n}
        fit = _score(best_counts)[1]
        if fit.max_diff <= MAX_CELL - margin and fit.mean_diff <= MAX_MEAN - margin:
            break
    return dict(sorted(best_counts.items()))


# -- the pack's report ---------------------------------------------------------------------------

def _copies(card: CardDef) -> int:
    return int(card.get("copies", 1) or 1)


def starting_skills(cards: Mapping[str, CardDef], character: str | None) -> list[CardDef]:
    """Common starting skills (character None) or that character's own starting skills, with copies."""
    found = []
    for card in cards.values():
        if card.type != "skill" or card.get("advanced"):
            continue
        if card.get("character") == character:
            found.extend([card] * _copies(card))
    return found


def starting_deck(cards: Mapping[str, CardDef], character: str | None) -> list[Face]:
    """The faces of a character's starting action deck, curses excluded (as in the rulebook's table)."""
    skills = starting_skills(cards, None)
    if character is not None:
        skills += starting_skills(cards, character)
    return [face_of(card) for card in skills]


def _block(table, signed: bool = False, dash_zero: bool = False) -> list[str]:
    def cell(value) -> str:
        if dash_zero and value == 0:
            return "  -"  # the rulebook prints a dash for under half a percent
        return f"{round(value):+3d}" if signed else f"{round(value):>3}"
    return [" ".join(cell(value) for value in row) for row in table]


def table_report(deck: list[Face]) -> list[str]:
    """Lines showing a deck's table beside the rulebook's and the differences, then the fit."""
    if len(deck) < MAX_DRAWS:
        return [f"  only {len(deck)} cards: at least {MAX_DRAWS} are needed for the table"]
    table = percent_table(deck)
    diffs = [[table[n][k] - RULEBOOK_TABLE[n][k] for k in range(MAX_DRAWS)] for n in range(MAX_SUCCESSES)]
    width = 4 * MAX_DRAWS - 1
    heads = " ".join(f"{k:>3}" for k in range(1, MAX_DRAWS + 1))
    lines = [f"  {'':>4}  {'this pack (%)':<{width}}   {'rulebook (%)':<{width}}   {'difference':<{width}}",
             f"  {'N':>4}  {heads}   {heads}   {heads}"]
    for n, (ours, theirs, diff) in enumerate(zip(_block(table), _block(RULEBOOK_TABLE, dash_zero=True),
                                                    _block(diffs, signed=True)), 1):
        lines.append(f"  {n:>4}  {ours}   {theirs}   {diff}")
    fit = compare(table)
    verdict = "within" if fit.within_bounds else "OUTSIDE"
    lines.append(f"  max difference {fit.max_diff:.1f} points, mean {fit.mean_diff:.2f} points: "
                 f"{verdict} the bounds ({MAX_CELL:g} / {MAX_MEAN:g})")
    return lines


def odds_report(pack) -> str:
    """For each character of the pack, the exact odds table of its starting deck beside the rulebook's.

    Rows: at least N successes; columns: cards drawn. `pack.cards` maps card ids to CardDefs.
    """
    cards: Mapping[str, CardDef] = pack.cards
    characters = sorted((c for c in cards.values() if c.type == "character"), key=lambda c: c.id)
    common = starting_skills(cards, None)
    title = getattr(pack, "title", None) or getattr(pack, "id", None) or "pack"
    lines = [f"Starting action deck odds of {title}: chance of at least N successes drawing K cards",
             f"(common skills: {len(common)}; curses and advanced skills left out)"]
    if not characters:
        lines += ["", "No characters: the common skills alone"] + table_report(starting_deck(cards, None))
    for character in characters:
        own = starting_skills(cards, character.id)
        lines += ["", f"{character.title} ({len(common)} common + {len(own)} own skills)"]
        lines += table_report(starting_deck(cards, character.id))
    return "\n".join(lines)
