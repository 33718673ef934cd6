"""Several panels one under the other, as one docked panel: a short screen has room for few tabs, and panels a
player reads together (two parts of one campaign record, the shared piles) read well in one column."""
from __future__ import annotations

from PySide6.QtWidgets import QFrame, QVBoxLayout, QWidget
from gui.panels.base import BasePanel


class Sections(BasePanel):
    """The `parts` (each with `show_game(game)`, and maybe `card_clicked`/`card_opened`) in one column, a line between
    two; it passes their signals on and shows the game in each."""

    def __init__(self, parts: list[QWidget], parent=None):
        super().__init__(parent)
        self.parts = list(parts)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for k, part in enumerate(self.parts):
            if k:
                line = QFrame()
                line.setFrameShape(QFrame.Shape.HLine)
                line.setFrameShadow(QFrame.Shadow.Sunken)
                layout.addWidget(line)
            layout.addWidget(part)
            for signal in ("card_clicked", "card_opened"):
                if hasattr(part, signal):
                    getattr(part, signal).connect(getattr(self, signal))
        layout.addStretch(1)

    def show_game(self, game) -> None:
        for part in self.parts:
            part.show_game(game)
