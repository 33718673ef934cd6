"""Games of The 7th Continent saved by older builds, brought up to date as they load."""
from __future__ import annotations

from engine.core.game import Game
from engine.rulesets.sevenths.old_saves import ask_again


def bring_up_to_date(g: Game) -> None:
    """Lift the running frames to the core runner's convention (an older consequence list kept an "asking" mark
    and had moved past the op that asked), then let the step that asked ask again."""
    for frame in g.state.stack:
        if frame.proc == "consequence" and frame.data.asking:
            frame.data.asking = False
            frame.data.i -= 1
    ask_again(g)
