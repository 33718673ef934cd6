"""Where a board's name plates go: each plate, in turn, moved as little as keeps it clear of what a player must see
(the pieces, what is printed on the board) and of the plates placed before it, by its own size at most; where no move
clears them all, where it covers least. Plates keep their size whatever the zoom, so where they fit changes with it."""
from __future__ import annotations

from PySide6.QtCore import QRectF

GAP = 2  # pixels a plate keeps between itself and what it keeps clear of

Box = tuple[float, float, float, float]   # left, top, right, bottom


def _box(rect: QRectF) -> Box:
    return rect.left(), rect.top(), rect.right(), rect.bottom()


def _covered(box: Box, others: list[tuple[Box, float]]) -> float:
    """How much of what is under the box it covers, each part by its weight (its area in pixels, weighed)."""
    left, top, right, bottom = box
    total = 0.0
    for (l2, t2, r2, b2), weight in others:
        wide, high = min(right, r2) - max(left, l2), min(bottom, b2) - max(top, t2)
        if wide > 0 and high > 0:
            total += wide * high * weight
    return total


def _outside(box: Box, within: Box | None) -> float:
    """How much of the box lies outside `within` (its area in pixels)."""
    if within is None:
        return 0.0
    left, top, right, bottom = box
    wide = max(0.0, min(right, within[2]) - max(left, within[0]))
    high = max(0.0, min(bottom, within[3]) - max(top, within[1]))
    return (right - left) * (bottom - top) - wide * high


def placed(plates: list[QRectF], clear_of: list[tuple[QRectF, float]], plate_weight: float,
           within: QRectF | None = None, elsewhere: list[list[QRectF]] | None = None,
           away: float = 0.0) -> list[QRectF]:
    """The plates (in one space of pixels, in the order they are placed) moved off what they would cover:
    `clear_of` are the rectangles to keep clear with the weight of covering each (a pawn that would stand over the
    plate's words weighs more than a token the plate hides the corner of), a plate placed before weighs
    `plate_weight`, as does a part of a plate out of `within` (the board: the view fitted to it cut off a plate
    moved beyond it); a plate's part over a place it does not name (`elsewhere`, each plate's: the zones next to the
    one whose pieces it names) weighs `away`.
    Each moves as little as clears, by its own width and height at most; else to where it covers least (the
    nearest such place)."""
    keep = [(_box(rect), weight) for rect, weight in clear_of]
    bounds = _box(within) if within is not None else None
    done: list[QRectF] = []
    for plate, others in zip(plates, elsewhere or [[]] * len(plates)):
        left, top, right, bottom = _box(plate)
        wide, high = right - left, bottom - top
        near = [(b, w) for b, w in keep + [(_box(rect), away) for rect in others]
                if b[0] < right + wide + GAP and b[2] > left - wide - GAP and b[1] < bottom + high + GAP
                and b[3] > top - high - GAP]
        grown = [((b[0] - GAP, b[1] - GAP, b[2] + GAP, b[3] + GAP), w) for b, w in near]

        def cost(box: Box) -> float:
            return _covered(box, grown) + _outside(box, bounds) * plate_weight
        best, least = (0.0, 0.0), cost((left, top, right, bottom))
        if least > 0:
            xs = {0.0} | {b[2] - left for b, _ in grown} | {b[0] - right for b, _ in grown}
            ys = {0.0} | {b[3] - top for b, _ in grown} | {b[1] - bottom for b, _ in grown}
            if bounds is not None:   # back onto the board: along its edge
                xs |= {bounds[0] - left, bounds[2] - right}
                ys |= {bounds[1] - top, bounds[3] - bottom}
            moves = sorted(((dx, dy) for dx in xs for dy in ys if abs(dx) <= wide and abs(dy) <= high),
                           key=lambda d: d[0] * d[0] + d[1] * d[1])
            for dx, dy in moves:
                here = cost((left + dx, top + dy, right + dx, bottom + dy))
                if here < least:
                    best, least = (dx, dy), here
                    if here == 0:
                        break   # the nearest that clears everything
        moved = plate.translated(*best)
        done.append(moved)
        keep.append((_box(moved), plate_weight))
    return done
