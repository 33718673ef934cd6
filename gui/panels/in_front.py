"""A panel brought to the front of its dock's tabs for a while (a page read out, a part of the game begun), and the
tab it covered given the front back afterwards."""
from __future__ import annotations

from PySide6.QtWidgets import QDockWidget, QWidget


def dock_of(widget: QWidget) -> QDockWidget | None:
    """The dock a panel lies in, if any."""
    parent = widget.parent()
    while parent is not None and not isinstance(parent, QDockWidget):
        parent = parent.parent()
    return parent


def to_front(widget: QWidget, covered: QDockWidget | None) -> QDockWidget | None:
    """Bring a panel's dock to the front of its tabs; the dock it covered (to give the front back to later)."""
    dock = dock_of(widget)
    window = dock.parent() if dock is not None else None
    if dock is None or not hasattr(window, "tabifiedDockWidgets"):
        return covered
    if covered is None:
        covered = next((d for d in window.tabifiedDockWidgets(dock) if not d.visibleRegion().isEmpty()), None)
    dock.raise_()
    return covered


def give_back(covered: QDockWidget | None) -> None:
    """Give the front back to the dock a panel covered."""
    if covered is not None:
        covered.raise_()
    return None
