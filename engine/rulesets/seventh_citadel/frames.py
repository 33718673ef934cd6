"""The action's locals, shared by its steps (`resolution`) and what reads the running action: the card effects
(`modifiers`), the creatures' traits (`traits`), the forecast (`odds`), the ops and the step pages."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated

from engine.core.consistency import Range


@dataclass
class Conversion:
    """A conversion the active player applies: how many times, and the class icons spent so far."""

    effect: str  # the effect's key (`modifiers.Effect.key`)
    times: int | None = None  # None: not answered yet
    spent: list[str] = field(default_factory=list)


@dataclass
class ActionLocals:
    """An action under way, through its four steps (Gear up, Draw, Result, Consequence)."""

    active: int
    involved: list[int]  # the active player first
    piece: str  # the card bearing the action
    index: Annotated[int, Range(-2)]  # which of its actions (actions.BACK, actions.MANDATORY: its back's, its mandatory one)
    icon: str
    cost: int  # the default cost, as it was when the action began
    difficulty: int
    chain: bool = False  # only the stars of `cost` (+ `extra`) cards count
    compound: bool = False  # a die on a row of the card gives the successes needed
    mandatory: bool = False
    traits: dict[str, int] = field(default_factory=dict)  # the creature's traits: name -> X
    geared: bool = False  # Gear up's forced selections were made
    selected: list[str] = field(default_factory=list)  # the cards selected in Gear up, in order
    applied: list[str] = field(default_factory=list)  # the effects applied (their keys)
    raised: int = 0  # cards added to the cost by +X effects
    lowered: int = 0  # cards taken off it by −X effects
    lowering: str | None = None  # a −X effect being applied: how many fewer is being asked
    owed: int = 0  # the cost paid, once settled
    weighing: bool = False  # the active player chose which successes to take into account
    revealed: bool = False  # the drawn cards are revealed (the Result step began)
    bonus: int = 0  # successes added by effects
    extra: int = 0  # more cards whose stars count on a chain action
    icons: list[str] = field(default_factory=list)  # class icons revealed or added, not spent yet
    protection: int = 0  # damage the active player's effects cancel
    ignored: int = 0  # successes the active player chose not to take into account
    successes: int = 0
    success: bool | None = None  # None until the Result step compares
    converting: Conversion | None = None  # a conversion being asked
    shown: int | None = None  # the drawn cards revealed so far (more may be drawn in the Result step); None: all
    drawing: str | None = None  # an effect drawing more cards in the Result step: how many is being asked
    keep: int = 0  # revealed cards that may go to the hand ("hand X")
    struck: list[list[int]] | None = None  # Ambush and Reach: [seat, cards] still to discard; None: not known yet
    moved: bool = False  # a consequence moved the compound action's die
    die: str | None = None  # a compound action's die
    row: int | None = None  # the row its die rests on
    done_selected: int = 0  # how many of `selected` had their [selected] effects applied
    brutal: list[str] | None = None  # the selected cards Brutal's roll may block (None: the traits after the result not applied yet)

    def applied_cards(self) -> set[str]:
        """The cards whose effects were applied in this action (an effect's mark is "card@index", no option key)."""
        return {mark.rpartition("@")[0] for mark in self.applied}
