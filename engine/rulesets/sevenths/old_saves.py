"""Games of both 7th games saved by older builds: the steps now read what an answer means from its option's
data, which older saves' pending questions lack (and an explore option named the face-down card, where it now
names its space). A ruleset's load check calls `ask_again` once the state is known to fit."""
from __future__ import annotations

from engine.core.game import Game
from engine.core.procedure import Ask
from engine.core.serial import game_to_plain


def ask_again(g: Game) -> None:
    """The pending question as the asking step words it now: a step reached with no answer asks anew without
    changing anything. Kept as saved when asking again would change the state or ask something else."""
    saved = g.pending
    if saved is None or not g.state.stack:
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
