"""How a game ended for each seat: all win together, all lose together, or seats ranked by places."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Hashable, Mapping

WIN = "win"        # every seat wins (a co-operative game won)
LOSS = "loss"      # every seat loses (a co-operative game lost, or a competitive game nobody wins)
RANKED = "ranked"  # seats ranked by places: the first place wins, several seats may share it


@dataclass(frozen=True, slots=True)
class Standing:
    """One seat's result: whether it won, and its place (1 = first; ties share a place)."""

    won: bool
    place: int | None = None


def places_by(scores: Mapping[int, Hashable]) -> list[list[int]]:
    """Seats grouped from first place to last by descending score; equal scores share a place."""
    groups: dict[Any, list[int]] = {}  # scores are compared, too
    for seat, score in scores.items():
        groups.setdefault(score, []).append(seat)
    return [sorted(groups[score]) for score in sorted(groups, reverse=True)]


def standing(outcome: str | None, places: list[list[int]], seat: int) -> Standing | None:
    """The seat's result, or None while the game goes on."""
    if outcome is None:
        return None
    if outcome == WIN:
        return Standing(True, 1)
    if outcome == LOSS:
        return Standing(False)
    place = 1
    for group in places:
        if seat in group:
            return Standing(place == 1, place)
        place += len(group)
    return Standing(False)


def check_places(places: list[list[int]], seats: int) -> None:
    """Raise ValueError unless the places name every seat once."""
    named = [seat for group in places for seat in group]
    if sorted(named) != list(range(seats)) or any(not group for group in places):
        raise ValueError(f"places {places} must name each of the {seats} seats once")
