"""The locals of the procedures several modules of Arkeis push or read: an effect list, a Search card read, an
inspection test, a roll of dice, a fight and an action (the forecast and the table read the roll and the test)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class Effects:
    """An effect list carried out for an Explorer, op after op."""

    seat: int
    effects: list[Any] = field(default_factory=list)  # the op tables, as plain dicts
    i: int = 0  # the op being done (the core runner's cursor)
    foe: str = ""  # a fight result's: the Adversary name fought, in its zone
    zone: str = ""
    while_foe: bool = False  # a fight result's list stops once no Adversary of the name is left
    left: int = 0  # what the op being done has still to do (Injuries to place, Fate tokens, moves)
    placing: dict[str, int] | None = None  # miniatures still wanted in each zone, while too few are left to add
    card: str = ""  # the card whose own effects these are (what "discard this card" discards)
    movers: list[str] | None = None  # Adversaries still to move one zone nearer the Explorers


@dataclass
class Reading:
    """A Search card taken by the symbol on its back, read and sent where it goes."""

    seat: int
    symbol: str
    token: str = ""  # the Search token searched ("" for a symbol printed on the floor, or a card's 'take')
    opening: bool = False  # the episode's starting card: a threat it brings does nothing on the first turn
    card: str = ""  # the card drawn


@dataclass
class InspectionTest:
    """An inspection test: the dice rolled, what they need, what follows success or failure."""

    seat: int
    dice: int
    need: dict[str, int] = field(default_factory=dict)  # none: the dice are only rolled (and logged)
    log: bool = False  # the symbols rolled go into the logbook
    success: list[Any] = field(default_factory=list)
    failure: list[Any] = field(default_factory=list)
    got: dict[str, int] | None = None  # each symbol's count once the dice are read


@dataclass
class Roll:
    """A roll of Fight or Inspection dice for an Explorer, from counting them to switching Fate faces."""

    seat: int
    role: str  # "fight" or "inspection"
    count: int
    preset: int | None = None  # the face index of the die set before rolling
    dice: list[str] | None = None  # the dice thrown (None: not thrown yet)
    marked: list[str] = field(default_factory=list)  # the dice marked for a re-roll
    ability_used: bool = False  # the ability's one re-roll


@dataclass
class Fight:
    """A fight against every Adversary of one name in the Explorer's zone."""

    seat: int
    foe: str
    zone: str
    tally: dict[str, int] | None = None  # each symbol's count once the dice are read
    order: list[int] = field(default_factory=list)  # the profile's result rows to apply, in order, once per symbol
    at: int = 0  # the next of them


@dataclass
class ActionLocals:
    """An action of phase 4 (Search, Move, Fight, Support), as its option said it."""

    seat: int
    action: str
    token: str = ""  # searched
    symbol: str = ""
    printed: bool = False
    zone: str = ""  # moved to
    trapdoor: str = ""  # dropped through
    injuries: int = 0  # the fall's
    door: str = ""
    foe: str = ""  # fought
    item: str = ""  # given or used
    card: str = ""  # the card whose action this is
    to: int | None = None  # the Explorer given the item


ACTION_FIELDS = frozenset(ActionLocals.__dataclass_fields__) - {"seat"}  # what an action's option may say
