"""The locals of an action and of a consequence list, which several modules read (effects, the forecast, the ops)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated

from engine.core.consistency import Range


@dataclass
class ActionLocals:
    """An action being resolved in the rulebook's seven steps."""

    active: int
    involved: list[int]
    piece: str  # the card whose action it is (for the fog, the face-down card lying there)
    index: Annotated[int, Range(-2)]  # its action on that card (actions.BACK: the foggy side's, TERRAIN_MANDATORY: a terrain's)
    icon: str
    cost: Annotated[int, Range(-99)]  # lowered by effects, perhaps below nothing
    difficulty: int
    craft: bool = False  # a skill's craft action: on success it becomes an item
    locked: bool = False
    mandatory: bool = False
    used: list[str] = field(default_factory=list)  # item zones used in step 1
    applied: list[str] = field(default_factory=list)  # keys of the effects applied (effects.Effect.key)
    from_discard: list[str] = field(default_factory=list)  # drawn cards that came from the discard pile
    phase: str = ""  # "result" once the drawn cards are revealed
    successes: int = 0
    sevens: int = 0
    success: bool | None = None  # None until step 3 decides

    @property
    def in_use(self) -> str:
        return self.piece


@dataclass
class Consequence:
    """An effect list being applied, op by op."""

    card: str
    path: list[str | int]  # where the list lies inside the card's data
    seat: int  # the player it happens to
    active: int
    involved: list[int]
    used: list[str] = field(default_factory=list)  # the action's items (their banners may add to a numbox)
    i: int = 0  # the op being done (the core runner's cursor)
    each: list[int] | None = None  # the involved characters still to go through an 'each involved' list
    asking: bool = False  # read from saves made before the core runner (old_saves lifts it)

    @property
    def in_use(self) -> str:
        return self.card
