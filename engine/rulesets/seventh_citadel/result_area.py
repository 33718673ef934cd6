"""What a revealed action card brings in the Result step: the stars and half-stars of its result area
(counted by the star test both games share) and its class icons; and the chain cap, which counts the
stars of at most X revealed cards, the best ones."""
from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple, Sequence

from engine.core.game import Game
from engine.core.pieces import PieceDef
from engine.rulesets.sevenths.stars import ResultArea, successes

from .modifiers import by_itself, gains


def face_of(card: PieceDef) -> ResultArea:
    """The result area of an action card as the pack prints it."""
    halves = list(card.get("half_stars", ()) or ())
    return ResultArea(int(card.get("stars", 0) or 0), halves.count("left"), halves.count("right"),
                      icons=tuple(card.get("class_icons", ()) or ()))


class Kind(NamedTuple):
    """All the odds tell apart of an action card for one action: its stars and half-stars, and what a reflex skill
    adds by itself as it is revealed (`modifiers.by_itself`, applied by the Result step through `modifiers.gains`):
    successes, and more cards whose stars count on a chain."""

    stars: int
    left: int = 0
    right: int = 0
    successes: int = 0
    extra: int = 0


def kind_for(card: PieceDef, icon: str | None = None, chain: bool = False) -> Kind:
    """What a card drawn in an action of `icon` (`chain`: one counting the stars of so many cards) brings when it is
    revealed."""
    face = face_of(card)
    successes = extra = 0
    effects = card.get("effects", ()) or ()
    for i in by_itself(card, icon):
        more, wider = gains(effects[i], chain)
        successes, extra = successes + more, extra + wider
    return Kind(face.stars, face.left, face.right, successes, extra)


def kind_of(g: Game, card: PieceDef, icon: str | None = None, chain: bool = False) -> Kind:
    """`kind_for`, read once a game (the odds ask it of every card of a deck, again and again)."""
    key = ("result kind", card.id, icon, chain)
    kind = g.memo.get(key)
    if kind is None:
        kind = g.memo[key] = kind_for(card, icon, chain)
    return kind


@dataclass(frozen=True, slots=True)
class Count:
    """The successes taken into account, and which revealed cards' stars they came from (by index)."""

    successes: int
    counted: tuple[int, ...]


def count(faces: Sequence[ResultArea], cap: int | None = None) -> Count:
    """The most successes the stars of `faces` give, counting at most `cap` cards (None: all of them).

    A card adds (stars + left, stars + right); a set of cards is worth the smaller sum. A small dynamic
    programme over (cards counted, first sum) keeps the best second sum and the cards that gave it."""
    if cap is None or cap >= len(faces):
        total = ResultArea(sum(f.stars for f in faces), sum(f.left for f in faces), sum(f.right for f in faces))
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
