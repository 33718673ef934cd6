"""The locals of Cursed City's procedures, one dataclass each (`Procedure(frame=...)`), kept here because several
modules build or read them (an effect list is pushed from five places, a roll writes its outcome into its caller's
frame, the journey's end is started by name). Every field has a default: a save made before a field was added (or
before frames were typed, when they were dicts holding only the keys set so far) loads into it."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(slots=True)
class Turn:
    """The turn's locals: quest marks being resolved, a diseased hero's die, a gambit, the event rolled."""

    marks: list[int] | None = None        # the quest marks reached this turn and not yet resolved (None: not looked)
    marks_in_order: bool = False          # the leader has put those marks in order
    ordered: list[str] = field(default_factory=list)   # keys chosen so far while the leader orders (choices.order)
    sick: str | None = None               # the diseased hero whose player picks the die for its diseased space
    hero: str | None = None               # the hero attempting a gambit, or born again to the fight
    outcome: str | None = None            # the outcome of the roll just made (written by the roll)
    event: str | None = None              # the event rolled this turn
    declared: list[list[str]] = field(default_factory=list)   # gambits declared together: [hero, "die" or "ip"]
    gambit_order: list[str] = field(default_factory=list)     # the leader's order of them so far (choices.order)
    queue: list[list[str]] = field(default_factory=list)      # the declared gambits left to resolve, in that order


@dataclass(slots=True)
class Activation:
    """A hero's activation: the action under way and how far it has gone."""

    hero: str = ""
    action: str = ""
    stage: str = ""                       # "done" (or "drawn" by a search) once the action itself is over
    outcome: str | None = None            # the outcome of the roll just made (written by the roll)
    # read only from saves of earlier builds, which asked "which wounds recover?" with these kept
    heal: dict[str, list[str]] = field(default_factory=dict)
    crit: bool = False
    crushed: bool = False                 # a buried hero has suffered its 2 damage as the activation ends


@dataclass(slots=True)
class Carry:
    """A hero holding two of what it may carry only one of."""

    hero: str = ""
    kind: str = "item"


@dataclass(slots=True)
class GroupActivation:
    """A hostile group's activation: what its hostiles are still to do, one deed at a time."""

    n: int = 0                            # the group's number on the combat track
    queue: list[list[Any]] = field(default_factory=list)    # [verb, what] deeds waiting, the next first
    asking: list[Any] | None = None       # the [verb, what] deed waiting for the leader's answer


@dataclass(slots=True)
class Wound:
    """Damage a hero suffers, placed point by point."""

    hero: str = ""
    left: int = 0


@dataclass(slots=True)
class Effects:
    """An effect list being applied: where it is written, and on whom."""

    entry: str | None = None              # a book entry's id (a journey, a crisis, an extraction event)...
    card: str | None = None               # ...or a piece whose card holds the list
    path: list[str | int] | None = None   # a list further in that card (a quest mark's, an ability's effects)
    field: list[str] | None = None        # a list in a table of that card (["consequences", "success"])
    hero: str | None = None               # the model the effects act on
    by: str | None = None                 # the hero whose card or ability it is
    i: int = 0                            # the op being done (effects.run's cursor)


@dataclass(slots=True)
class Reactions:
    """The reaction window a hostile's deed opens."""

    model: str = ""                       # the hostile that acted
    declared: list[list[str]] = field(default_factory=list)   # [hero, weapon id, die committed] of each reaction
    paying: list[str] | None = None       # [hero, weapon id] of a reaction whose die is being picked
    lined_up: bool = False                # the leader has put the reactions in order
    ordered: list[str] = field(default_factory=list)   # keys chosen so far while the leader orders (choices.order)


@dataclass(slots=True)
class Crisis:
    """A crisis: the entry rolled and the hero who resolves it."""

    entry: str | None = None
    hero: str | None = None


@dataclass(slots=True)
class Disease:
    """A diseased hero's token to be placed."""

    hero: str = ""


@dataclass(slots=True)
class Setup:
    """The journey's setup: the players in deployment order and the hero being deployed."""

    players: list[int] | None = None      # seats in the order the leader put them (None: not asked yet)
    hero: str | None = None
    ordered: list[str] = field(default_factory=list)   # keys chosen so far while the leader orders (choices.order)
    picked: list[str] | None = None       # the heroes chosen so far, from the leader clockwise (None: not begun)
    deployed: list[int] = field(default_factory=list)   # the hostile groups deployed at the objects so far


@dataclass(slots=True)
class Exploration:
    """Tiles being explored: how many are left and the one being placed."""

    left: int = 2
    card: str | None = None               # the exploration card drawn (None: the extraction zone's tile)
    placing: dict[str, Any] | None = None  # where it goes: gate, location, at


@dataclass(slots=True)
class Roll:
    """A roll made by or for a hero, who may re-roll its dice with inspiration."""

    dice: list[str] = field(default_factory=list)   # the dice types thrown
    what: str = ""
    hero: str | None = None               # the hero who may re-roll (None: nobody)
    into: str = "outcome"                 # the field of the caller's frame that gets the outcome
    pool: list[str] = field(default_factory=list)   # the die pieces thrown
    again: list[str] = field(default_factory=list)  # the pieces already re-rolled


@dataclass(slots=True)
class Strike:
    """A weapon action against one target, with the target's defence roll."""

    attacker: str = ""
    weapon: dict[str, Any] = field(default_factory=dict)
    target: str = ""
    outcome: str | None = None            # the outcome of the roll just made (written by the roll)
    damage: int = 0
    extra: int = 0                        # damage from an ailment the hit inflicts (stunned again)


@dataclass(slots=True)
class JourneysEnd:
    """The journey's end: whether it failed, realmstone spent, the next journey."""

    failed: bool = False
    spent: dict[str, int] = field(default_factory=dict)   # realmstone points each hero has spent
    next: str | None = None
