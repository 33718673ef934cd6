"""The faces' common colours: parchment, inks, and mixing one colour into another."""
from __future__ import annotations

PARCHMENT = (243, 235, 214)
PARCHMENT_DARK = (226, 214, 186)
INK = (38, 33, 28)
INK_SOFT = (92, 82, 70)
WHITE = (252, 250, 244)
BLACK = (26, 24, 24)


def mix(a, b, t: float) -> tuple[int, int, int]:
    """The colour a fraction `t` of the way from a to b."""
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))
