"""Exact odds of an action: the chance that the cards drawn in the Cost step bring enough successes.

Players do not know the order of the action deck, so every set of `draws` cards is equally likely
(hypergeometric). When the deck runs short, the remaining cards come at random from the face-down
discard pile, and a curse among those ends the game at once.

Successes of revealed cards = full stars + min(left halves, right halves) + per_lucky7 x sevens
+ bonus. Writing a = stars + per_lucky7 x sevens + left and b = stars + per_lucky7 x sevens + right,
the successes are min(a, b) + bonus, and both a and b add up card by card; so a dynamic programme
over groups of cards with the same (a, b) contribution, with a and b capped at what can matter,
gives the exact answer in integers.

`odds_report` sets each starting deck of a pack beside the rulebook's table (`rulebook_odds`).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from math import comb
from typing import Iterable, Mapping

from engine.core.pieces import PieceDef
from engine.rulesets.sevenths.stars import ResultArea, reaching, successes

from .rulebook_odds import MAX_CELL, MAX_DRAWS, MAX_MEAN, MAX_SUCCESSES, RULEBOOK_TABLE, compare


BLANK = ResultArea()


@dataclass(frozen=True, slots=True)
class Odds:
    """Chance that an action succeeds, and chance that its draw loses the game (a curse from the discard pile)."""

    success: float
    loss: float

    @property
    def failure(self) -> float:
        """Chance that the action fails without the game being lost."""
        return max(0.0, 1.0 - self.success - self.loss)


def face_of(card: PieceDef) -> ResultArea:
    """The face of an action-deck card as the pack prints it (curses are worth nothing)."""
    if card.type == "curse":
        return ResultArea(curse=True)
    halves = list(card.get("half_stars", ()) or ())
    bad = [h for h in halves if h not in ("left", "right")]
    if bad:
        raise ValueError(f"card {card.id!r}: half_stars may only hold 'left' or 'right', not {bad[0]!r}")
    return ResultArea(
        stars=int(card.get("stars", 0) or 0),
        left=halves.count("left"),
        right=halves.count("right"),
        sevens=int(card.get("lucky7", 0) or 0),
    )


@dataclass(frozen=True, slots=True)
class Tally:
    """What the revealed cards bring together: full stars, half-stars of each side, lucky sevens."""

    stars: int = 0
    left: int = 0
    right: int = 0
    sevens: int = 0

    @property
    def successes(self) -> int:
        """Full stars plus paired half-stars (sevens count only through an effect)."""
        return successes(self.stars, self.left, self.right)


def tally(faces: Iterable[ResultArea]) -> Tally:
    """The one count of revealed cards, used by the Result step and shown by the table."""
    stars = left = right = sevens = 0
    for face in faces:
        stars, left, right, sevens = stars + face.stars, left + face.left, right + face.right, sevens + face.sevens
    return Tally(stars, left, right, sevens)


def _groups(faces: Iterable[ResultArea], per_lucky7: int, cap: int) -> list[tuple[int, int, int]]:
    """(count, a, b) for each distinct capped contribution, richest first; curses are worth nothing."""
    counts: Counter = Counter()
    for face in faces:
        if face.curse:
            counts[(0, 0)] += 1
            continue
        sure = face.stars + per_lucky7 * face.sevens
        counts[(min(sure + face.left, cap), min(sure + face.right, cap))] += 1
    # rich groups first: sets saturate early and the bound that drops hopeless sets tightens sooner
    return sorted(((n, a, b) for (a, b), n in counts.items()), key=lambda g: (-(g[1] + g[2]), -g[0]))


def chance_exact(deck: list[ResultArea], draws: int, difficulty: int, *, per_lucky7: int = 0,
                 bonus: int = 0, discard: list[ResultArea] | None = None) -> tuple[Fraction, Fraction]:
    """(success, loss) as exact fractions; see `chance`."""
    if draws < 0:
        raise ValueError(f"cannot draw a negative number of cards ({draws})")
    if per_lucky7 < 0 or bonus < 0:
        raise ValueError("per_lucky7 and bonus successes must be >= 0")
    discard = list(discard or ())
    if draws > len(deck) + len(discard):
        raise ValueError(f"cannot draw {draws} cards: {len(deck)} in the action deck "
                         f"and {len(discard)} in the discard pile")
    need = difficulty - bonus
    if draws <= len(deck):
        if need <= 0:
            return Fraction(1), Fraction(0)
        good = reaching(_groups(deck, per_lucky7, need), draws, need)[draws]
        return Fraction(good, comb(len(deck), draws)), Fraction(0)

    # The whole deck is drawn; the rest comes from the discard pile, where a curse loses the game.
    extra = draws - len(deck)
    safe = [f for f in discard if not f.curse]
    p_safe = Fraction(comb(len(safe), extra), comb(len(discard), extra))
    loss = 1 - p_safe
    if need <= 0:
        return p_safe, loss
    a0 = b0 = 0
    for face in deck:
        if not face.curse:
            sure = face.stars + per_lucky7 * face.sevens
            a0 += sure + face.left
            b0 += sure + face.right
    if len(safe) < extra:
        return Fraction(0), loss
    good = reaching(_groups(safe, per_lucky7, need), extra, need, start=(a0, b0))[extra]
    return p_safe * Fraction(good, comb(len(safe), extra)), loss


def chance(deck: list[ResultArea], draws: int, difficulty: int, *, per_lucky7: int = 0,
           bonus: int = 0, discard: list[ResultArea] | None = None) -> Odds:
    """Odds of an action drawing `draws` cards from `deck` (then from `discard` if short) against `difficulty`.

    `per_lucky7` successes per lucky-7 icon revealed and `bonus` flat successes come from effects
    (items, hand cards, events). Raises ValueError when there are not enough cards to draw.
    """
    success, loss = chance_exact(deck, draws, difficulty, per_lucky7=per_lucky7,
                                 bonus=bonus, discard=discard)
    return Odds(success=float(success), loss=float(loss))


def success_chance(deck: list[ResultArea], draws: int, difficulty: int, *, per_lucky7: int = 0,
                   bonus: int = 0, discard: list[ResultArea] | None = None) -> float:
    """Chance that the action succeeds (a lost game counts as failure)."""
    return chance(deck, draws, difficulty, per_lucky7=per_lucky7, bonus=bonus, discard=discard).success


def odds_table(deck: list[ResultArea], max_draws: int = 6, max_successes: int = 7) -> list[list[float]]:
    """P(at least N successes | K cards drawn) as rows N = 1..max_successes, columns K = 1..max_draws.

    As in the rulebook's table: curses count as zero and lucky 7s are ignored.
    """
    if max_draws > len(deck):
        raise ValueError(f"cannot draw {max_draws} cards from a deck of {len(deck)}")
    table = []
    for n in range(1, max_successes + 1):
        reached = reaching(_groups(deck, 0, n), max_draws, n)
        table.append([reached[k] / comb(len(deck), k) for k in range(1, max_draws + 1)])
    return table


def faces_of_counts(counts: Mapping[ResultArea, int]) -> list[ResultArea]:
    """A deck from {face: how many} (handy for compositions and tests)."""
    return [face for face, n in counts.items() for _ in range(n)]


def percent_table(deck: list[ResultArea]) -> list[list[float]]:
    """The deck's odds table in percent, in the rulebook's layout."""
    return [[100.0 * p for p in row] for row in odds_table(deck, MAX_DRAWS, MAX_SUCCESSES)]


# -- the pack's report ---------------------------------------------------------------------------

def _copies(card: PieceDef) -> int:
    return int(card.get("copies", 1) or 1)


def starting_skills(cards: Mapping[str, PieceDef], character: str | None) -> list[PieceDef]:
    """Common starting skills (character None) or that character's own starting skills, with copies."""
    found = []
    for card in cards.values():
        if card.type != "skill" or card.get("advanced"):
            continue
        if card.get("character") == character:
            found.extend([card] * _copies(card))
    return found


def starting_deck(cards: Mapping[str, PieceDef], character: str | None) -> list[ResultArea]:
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


def table_report(deck: list[ResultArea]) -> list[str]:
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

    Rows: at least N successes; columns: cards drawn. `pack.cards` maps card ids to PieceDefs.
    """
    cards: Mapping[str, PieceDef] = pack.cards
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
