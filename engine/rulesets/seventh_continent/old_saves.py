"""Games of The 7th Continent saved by older builds, brought up to date as they load."""
from __future__ import annotations

from engine.core.game import Game


def bring_up_to_date(g: Game) -> None:
    """Lift the running frames to the core runner's convention (an older consequence list kept an "asking" mark
    and had moved past the op that asked); the step that asked then asks again (`engine.core.consistency.ask_anew`)."""
    for frame in g.state.stack:
        if frame.proc == "consequence" and frame.data.asking:
            frame.data.asking = False
            frame.data.i -= 1
