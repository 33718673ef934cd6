"""Short animations that follow the engine's events (a card sliding, turning over, a die changing), which a player
can turn off in the View menu; off, every change shows at once."""
from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QObject, QVariantAnimation
from PySide6.QtGui import QColor

_on = True
FLASH_MS = 900
PACES = {"slow": 1.7, "normal": 1.0, "fast": 0.45}   # how long what the rules did alone stays on the screen
_pace = "normal"


def enabled() -> bool:
    return _on


def set_enabled(on: bool) -> None:
    global _on
    _on = bool(on)


def pace() -> str:
    return _pace


def paced(ms: int) -> int:
    """A playback's time on the screen at the pace the players chose (View > Hostiles' pace)."""
    return round(ms * PACES[_pace])


def set_pace(name: str) -> None:
    global _pace
    _pace = name if name in PACES else "normal"


def animation(parent: QObject, ms: int, start, end, step, done=None,
              curve: QEasingCurve.Type = QEasingCurve.Type.OutCubic) -> QVariantAnimation:
    """A value going from `start` to `end` in `ms`, `step(value)` at each frame, `done()` at the end; it
    deletes itself when it ends."""
    anim = QVariantAnimation(parent)
    anim.setStartValue(start)
    anim.setEndValue(end)
    anim.setDuration(ms)
    anim.setEasingCurve(curve)
    anim.valueChanged.connect(step)
    if done is not None:
        anim.finished.connect(done)
    anim.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)
    return anim


def flash(widget, colour: str = "#facc46") -> None:
    """Draw the eye to a value that just changed (a die turned to a new face): its background fades out."""
    if not _on:
        return
    base = QColor(colour)

    def step(alpha):
        shade = QColor(base)
        shade.setAlpha(int(alpha))
        widget.setStyleSheet(f"background-color: rgba({shade.red()},{shade.green()},{shade.blue()},{shade.alpha()})")

    step(220)  # lit at once, not at the animation's first frame
    animation(widget, FLASH_MS, 220, 0, step, lambda: widget.setStyleSheet(""))
