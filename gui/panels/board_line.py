"""A line of rich text over the board (the turn line, the hint), hidden while it has nothing to say."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel


class BoardLine(QLabel):
    """One line over the board, wrapped on a narrow window, named for screen readers."""

    def __init__(self, name: str, top: int = 3, parent=None):
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setWordWrap(True)
        self.setAccessibleName(name)
        self.setContentsMargins(8, top, 8, 3)
        self.setMinimumSize(1, 1)  # never what keeps the window from fitting a small screen: the board gives way first
        self.hide()
