"""The events of Cursed City that its table reacts to: the rolls it shows in the dice tray, and the steps the
rules take by themselves that the hostiles' playback walks through."""
from __future__ import annotations

from typing import ClassVar

from engine.core.events import Ruled, reads

CURSED_CITY = "cursed-city"


class QuestRolled(Ruled):
    """The quest dice thrown (a search, a survival roll...): the value it shows."""

    __slots__ = ()
    rule: ClassVar[str] = "quest_roll"
    ruleset: ClassVar = CURSED_CITY
    value = reads("value")


class RollSettled(Ruled):
    """An attack or test roll's outcome, with its dice and what was rolled, in words ("" in logs written before)."""

    __slots__ = ()
    rule: ClassVar[str] = "roll"
    ruleset: ClassVar = CURSED_CITY
    outcome = reads("outcome")
    dice = reads("dice", ())
    what = reads("what", "")


class JourneyBegun(Ruled):
    """A journey is set up: the table starts it afresh (no roll of the last journey in the dice tray)."""

    __slots__ = ()
    rule: ClassVar[str] = "setup"
    ruleset: ClassVar = CURSED_CITY
    journey = reads("journey")


class StepBegun(Ruled):
    """The rules begin a step of their own (the playback shows each from its start); each kind below."""

    __slots__ = ()
    ruleset: ClassVar = CURSED_CITY


class HostileTurnBegun(Ruled):
    """A hostile group acts: the behaviour row read for it (its step begins with the quest roll before it)."""

    __slots__ = ()
    rule: ClassVar[str] = "behaviour"
    ruleset: ClassVar = CURSED_CITY
    category = reads("category")
    row = reads("row")


class Reinforced(StepBegun):
    __slots__ = ()
    rule: ClassVar[str] = "reinforce"
    n = reads("n")


class EventBegun(StepBegun):
    __slots__ = ()
    rule: ClassVar[str] = "event"
    event = reads("event")


class DrivenOff(StepBegun):
    __slots__ = ()
    rule: ClassVar[str] = "driven_off"
    n = reads("n")


class NightFalls(StepBegun):
    __slots__ = ()
    rule: ClassVar[str] = "nightfall"


class CrisisBegun(StepBegun):
    __slots__ = ()
    rule: ClassVar[str] = "crisis"
    entry = reads("entry")
