"""A hostile group's activation cut into the steps players would take by hand at the box, for the table to play
back: each behaviour roll and the row it gives, each model's move, each attack (its roll, the defence roll, the
wounds), reinforcements arriving. Built from the engine's events of one decision, in the log's words."""
from __future__ import annotations

from engine.core.events import Message, TurnBegun
from engine.rulesets.cursed_city.events import HostileTurnBegun, QuestRolled, Reinforced, RollSettled, StepBegun
from engine.rulesets.cursed_city.table import ACTION_DICE, ROLLED, cell_of
from gui import looking
from gui.panels.words import line
from gui.rulesets.cursed_city import geometry as at
from gui.table.playback import PlayStep

HOSTILE_DECISIONS = ("hostile_move", "hostile_target", "hostile_category", "hostile_first", "hostile_arrival",
                     "hostile_arrival_space", "hostile_arrival_struck", "hostile_parting", "aside_order", "aside_space")
STARTS = (HostileTurnBegun, Reinforced)
OWN_STEP = (TurnBegun, StepBegun)   # the events that begin a step


def acting(events: list) -> bool:
    """Whether the rules made hostiles act among these events (an activation, reinforcements)."""
    return any(isinstance(e, STARTS)
               or (e.kind == "chosen" and e.decision in HOSTILE_DECISIONS) for e in events)


def _next_message(events: list, i: int):
    for event in events[i + 1:i + 4]:
        if isinstance(event, Message):
            return event
    return None


def _first_own(events: list) -> int:
    """Where the rules' own doings begin among one decision's events: a roll, a step or a hostile's answer."""
    for i, e in enumerate(events):
        if isinstance(e, STARTS + OWN_STEP + (QuestRolled,)):
            return i
        if e.kind == "chosen" and e.decision in HOSTILE_DECISIONS:
            return i
    return 0


def steps(game, events: list) -> list[PlayStep]:
    """The steps of the hostiles' activations among one decision's events ([] when no hostile acted)."""
    if not acting(events):
        return []
    # what came before the hostiles' turn (the last hero's dice losing a pip as its activation ended) is the
    # heroes', already seen: the playback begins with the first thing the rules did by themselves
    events = events[_first_own(events):]
    found: list[PlayStep] = []
    current: PlayStep | None = None
    rolls_in_step = 0
    hit = False
    for i, event in enumerate(events):
        seen = looking.event(game, event)
        if seen is None or event.kind == "chosen":
            continue
        said = line(game, events, i)
        if isinstance(event, QuestRolled):
            after = _next_message(events, i)
            if isinstance(after, HostileTurnBegun):
                current = PlayStep(after.text, [said])
                found.append(current)
                rolls_in_step = 0
                continue
        if isinstance(event, HostileTurnBegun) and current is not None \
                and current.title == event.text:
            continue
        if event.kind == "piece_moved" and seen.target.startswith("space:"):
            if seen.source.startswith("space:"):
                (x0, y0), (x1, y1) = cell_of(seen.source), cell_of(seen.target)
                current = PlayStep(said or "A model moves", [],
                                   [(seen.piece, (x1 - x0) * at.SPACE, (y1 - y0) * at.SPACE)])
            else:
                current = PlayStep(said or "A model arrives", [], [], [seen.piece])
            found.append(current)
            rolls_in_step = 0
            continue
        if event.kind == "piece_moved" and seen.source == ACTION_DICE and seen.target == ROLLED and said:
            # a roll begins: a new attack, unless it is the defence roll against the attack just rolled
            if not (current is not None and rolls_in_step == 1 and hit):
                current = PlayStep("An attack", [])
                found.append(current)
                rolls_in_step = 0
            rolls_in_step += 1
        if isinstance(event, RollSettled):
            hit = event.outcome != "fail"
            if current is not None and current.title == "An attack" and rolls_in_step == 1:
                current.title = event.text
                continue
        if not said:
            continue
        if current is None or isinstance(event, OWN_STEP):
            current = PlayStep(said, [])
            found.append(current)
            continue
        current.lines.append(said)
    return found


def heading(game) -> str:
    return "The hostiles act"
