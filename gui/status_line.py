"""The window's status bar: a message longer than the room left beside who sits at the table ends in "…" instead
of being cut mid-word, and reads whole in its tooltip (and to screen readers)."""
from __future__ import annotations

import time

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QSizeGrip, QStatusBar, QWidget

MARGIN = 8  # the status bar's own margin left of a message, and between it and the widgets beside it


class StatusLine(QStatusBar):
    """A status bar whose message fits the room it has, fitted again as that room changes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._whole = ""
        self._passed = ""  # the text last given to the bar itself (the whole message, or its fitted part)
        self._until: float | None = None  # when a message shown for a while goes (monotonic seconds)
        self.messageChanged.connect(self._changed)

    def showMessage(self, text: str, timeout: int = 0) -> None:  # noqa: N802 - Qt's name
        self._whole = text
        self._until = time.monotonic() + timeout / 1000 if timeout > 0 else None
        self.setToolTip(text)
        self.setAccessibleDescription(text)
        self._passed = self._fitted(text)
        super().showMessage(self._passed, timeout)

    def currentMessage(self) -> str:  # noqa: N802 - Qt's name
        """The message as it was given, however much of it is shown."""
        return self._whole if super().currentMessage() else ""

    def _changed(self, shown: str) -> None:
        if shown == self._passed:
            return
        # its time is up, it was cleared, or Qt showed a menu's tip itself: that is the message now
        self._whole, self._passed, self._until = shown, shown, None
        self.setToolTip(shown)
        self.setAccessibleDescription(shown)

    def _fitted(self, text: str) -> str:
        return self.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, max(0, self._room()))

    def _room(self) -> int:
        """The width a message has: up to the first widget beside it (who sits at the table, a proposal)."""
        beside = [child.x() for child in self.children() if isinstance(child, QWidget) and child.isVisible()
                  and not isinstance(child, QSizeGrip) and not child.isWindow()]
        return (min(beside) if beside else self.width()) - 2 * MARGIN

    def _fit_again(self) -> None:
        if not self._whole or not super().currentMessage():
            return
        left = 0
        if self._until is not None:
            left = int((self._until - time.monotonic()) * 1000)
            if left <= 0:
                return
        fitted = self._fitted(self._whole)
        if fitted != super().currentMessage():
            self._passed = fitted
            super().showMessage(fitted, left)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit_again()

    def childEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().childEvent(event)
        if event.type() == QEvent.Type.ChildAdded and isinstance(event.child(), QWidget):
            event.child().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        # a widget beside the message grown or moved (more people connected): the message's room changed
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Move, QEvent.Type.Show, QEvent.Type.Hide):
            self._fit_again()
        return False
