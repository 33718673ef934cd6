"""Games saved by older builds, brought up to date as they load: the steps now read what an answer means from
its option's data, which older saves' pending questions lack (and their explore options named the face-down
card, where they now name its space), and consequence lists kept an "asking" mark the core's runner does not."""
from __future__ import annotations

from engine.core.game import Game
from engine.core.procedure import Ask
from engine.core.serial import game_to_plain


def bring_up_to_date(g: Game) -> None:
    """Lift the running frames to the runner's convention, then let the step that asked ask again."""
    for frame in g.state.stack:
        if frame.proc == "consequence" and frame.data.pop("asking", None):
            frame.data["i"] -= 1  # the old loop had moved past the op that was asking
    ask_again(g)


def ask_again(g: Game) -> None:
    """The pending question as the asking step words it now: a step reached with no answer asks anew without
    changing anything. Kept as saved when asking again would change the state or ask something else."""
    saved = g.pending
    if saved is None or not g.state.stack or saved.number is not None:
        return
    frame = g.state.stack[-1]
    step = g.ruleset.procedures[frame.proc].steps.get(frame.step)
    if step is None:
        return
    before, plain = g.snapshot(), game_to_plain(g)
    try:
        result = step(g, frame, None)
    except Exception:  # noqa: BLE001 - whatever the step objects to, the save keeps its own question
        result = None
    if isinstance(result, Ask) and _same_question(saved, result.decision) and game_to_plain(g) == plain:
        g.state.pending = result.decision
    else:
        g.restore(before)
        g.state.pending = saved


def _same_question(saved, asked) -> bool:
    """The same question of the same seat (its options are the rules' of now, which may offer more)."""
    return (saved.owner, saved.kind) == (asked.owner, asked.kind)
