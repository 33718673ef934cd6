"""What a revealed action card brings in the Result step: the stars and half-stars of its result area
(counted by the star test both games share) and its class icons; and the chain cap, which counts the
stars of at most X revealed cards, the best ones."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from engine.core.pieces import PieceDef
from engine.rulesets.sevenths.stars import successes


@dataclass(frozen=True, slots=True)
class Face:
    """A result area: full stars, left and right half-stars, class icons."""

    stars: int = 0
    left: int = 0
    right: int = 0
    icons: tuple[str, ...] = ()


_FACES: dict[int, tuple[PieceDef, Face]] = {}  # id(card) -> (card, face): a card definition never changes


def face_of(card: PieceDef) -> Face:
    """The result area of an action card as the pack prints it."""
    seen = _FACES.get(id(card))
    if seen is not None and seen[0] is card:
        return seen[1]
    halves = list(card.get("half_stars", ()) or ())
    face = Face(int(card.get("stars", 0) or 0), halves.count("left"), halves.count("right"),
                tuple(card.get("class_icons", ()) or ()))
    _FACES[id(card)] = (card, face)
    return face


_KINDS: dict[int, tuple[PieceDef, tuple[int, int, int]]] = {}


def kind_of(card: PieceDef) -> tuple[int, int, int]:
    """(stars, left halves, right halves) of an action card: all the odds need to know of it."""
    seen = _KINDS.get(id(card))
    if seen is not None and seen[0] is card:
        return seen[1]
    face = face_of(card)
    kind = (face.stars, face.left, face.right)
    _KINDS[id(card)] = (card, kind)
    return kind


@dataclass(frozen=True, slots=True)
class Count:
    """The successes taken into account, and which revealed cards' stars they came from (by index)."""

    successes: int
    counted: tuple[int, ...]


def count(faces: Sequence[Face], cap: int | None = None) -> Count:
    """The most successes the stars of `faces` give, counting at most `cap` cards (None: all of them).

    A card adds (stars + left, stars + right); a set of cards is worth the smaller sum. A small dynamic
    programme over (cards counted, first sum) keeps the best second sum and the cards that gave it."""
    if cap is None or cap >= len(faces):
        total = Face(sum(f.stars for f in faces), sum(f.left for f in faces), sum(f.right for f in faces))
        worth = successes(total.stars, total.left, total.right)
        return Count(worth, tuple(i for i, f in enumerate(faces) if f.stars or f.left or f.right))
    best: dict[tuple[int, int], tuple[int, tuple[int, ...]]] = {(0, 0): (0, ())}
    for i, face in enumerate(faces):
        a, b = face.stars + face.left, face.stars + face.right
        if not a and not b:
            continue
        for (k, sum_a), (sum_b, chosen) in list(best.items()):
            if k >= cap:
                continue
            key = (k + 1, sum_a + a)
            if key not in best or best[key][0] < sum_b + b:
                best[key] = (sum_b + b, chosen + (i,))
    worth, chosen = max(((min(sum_a, sum_b), chosen) for (_, sum_a), (sum_b, chosen) in best.items()),
                        key=lambda pair: (pair[0], -len(pair[1])))
    return Count(worth, chosen)
