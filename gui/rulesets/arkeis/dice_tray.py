"""The dice tray: the last roll of Fight or Inspection dice as the log tells it, each die with the face it shows
and how it came to show it (set before the roll, re-rolled, turned from Fate for a token), then what the roll
did. Read from the engine's events only: the tray never works out a rule."""
from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.events import TurnBegun
from engine.rulesets.arkeis.events import (DiceRerolled, DiceRolled, FateSwitched, IntroductionRead, Regrouped,
                                           RollSettled)
from gui import looking
from gui.rulesets.arkeis.read_out import episodes_before
from gui.panels.dice_tray import DiceTray as Tray, TrayDie, roll_html

NEW_ACTION = ("action", "lent_action")


@dataclass
class Die:
    """One die of the roll: the faces it showed, in order, and how each change came."""

    faces: list[str]
    how: list[str] = field(default_factory=list)


@dataclass
class Roll:
    who: int
    role: str
    dice: dict[str, Die]
    after: list[str] = field(default_factory=list)   # what the roll did, in the log's words


def last_roll(game) -> Roll | None:
    """The last roll the seat at the screen has seen, rebuilt from its events."""
    events = game.state.log.events
    # read from the last roll on only: the log of a long campaign is long, and the tray is shown at every change;
    # a roll of an episode before, or of before the group changed (its thrower's seat may be another's now), is not
    # this table's last roll. An episode ends with its epilogue: its last roll stays while the epilogue is in front
    # of the players and at camp, never into the next episode's "who starts?" (play10)
    ends = (Regrouped, IntroductionRead, *episodes_before(game))
    begin = next((n for n in range(len(events) - 1, -1, -1) if isinstance(events[n], (DiceRolled, *ends))), None)
    if begin is None or not isinstance(events[begin], DiceRolled):
        return None
    seen = [e for e in (looking.event(game, e) for e in events[begin:]) if e is not None]
    start = next((n for n, e in enumerate(seen) if isinstance(e, DiceRolled)), None)
    if start is None:
        return None
    first = seen[start]
    roll = Roll(first.seat, first.role,
                {p: Die([f], ["set before the roll" if first.set and n == 0 else "rolled"])
                 for n, (p, f) in enumerate(zip(first.dice, first.faces))})
    for event in seen[start + 1:]:
        if event.kind == "chosen" and event.decision in NEW_ACTION:
            break          # what follows belongs to the next action
        if isinstance(event, (DiceRolled, TurnBegun)):
            break
        if isinstance(event, DiceRerolled):
            how = "re-rolled with an ability" if event.way == "ability" else "re-rolled for a Reroll token"
            for piece, face in zip(event.dice, event.faces):
                if piece in roll.dice:
                    roll.dice[piece].faces.append(face)
                    roll.dice[piece].how.append(how)
        elif isinstance(event, FateSwitched) and event.die in roll.dice:
            roll.dice[event.die].faces.append(event.face)
            roll.dice[event.die].how.append("turned from Fate for a Fate token")
        elif isinstance(event, RollSettled):
            roll.after.append(event.text)
    return roll


COLOURS = {"Fate": "#6b3fa0", "blank": "#8a8070"}


def tray_html(game) -> str:
    roll = last_roll(game)
    if roll is None:
        return "<i>No die rolled yet this episode. A fight or an inspection test rolls its dice here.</i>"
    who = game.table.explorers[roll.who].name if roll.who < len(game.table.explorers) else "Someone"
    kind = "Fight" if roll.role == "fight" else "Inspection"
    dice = [TrayDie(list(die.faces), list(die.how), f"die {n}",
                    COLOURS.get(die.faces[-1], "#7a4a1c" if roll.role == "fight" else "#2f5d62"))
            for n, die in enumerate(roll.dice.values(), start=1)]
    return roll_html(f"{who}'s {kind} dice", dice, roll.after)


class DiceTray(Tray):
    """Arkeis' dice tray: the last Fight or Inspection roll, the first part of the Expedition panel (which scrolls)."""

    def __init__(self, faces, parent=None):
        super().__init__(tray_html, parent, scrolls=False)
