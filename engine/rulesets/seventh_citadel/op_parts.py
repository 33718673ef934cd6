"""What the ops of The 7th Citadel's effect vocabulary share: a nested consequence list's schema, a count in
words, fixed words, the frame of a consequence list inside an op, and the action whose consequences run."""
from __future__ import annotations

from dataclasses import replace

from engine.core.procedure import Frame
from engine.core.words import counted as plural

from .consequences import Consequence

NESTED = {"$ref": "#/$defs/consequences"}


def says(text: str):
    return lambda op, vocabulary: text


def inner_frame(d: Consequence, *below, **changes) -> Frame:
    """A consequence list inside the op being done (at `below` in it), run in a frame of its own."""
    inner = replace(d, path=d.path + [d.op, *below], op=0, involved=list(d.involved), i=None, each=None, **changes)
    return Frame("consequence", "", inner)


def action_frame(g) -> Frame | None:
    """The action whose consequences these are (the nearest running action)."""
    return next((f for f in reversed(g.state.stack) if f.proc == "action"), None)
