"""A panel that shows one shared zone's cards, those nobody saw by their back."""
from __future__ import annotations

from PySide6.QtWidgets import QLabel, QVBoxLayout

from gui.panels.cards import CardList
from gui.panels.base import BasePanel


class ZonePanel(BasePanel):
    """A count, a line saying who may look, and the cards: face up, but by their back those nobody saw."""

    def __init__(self, faces, zone: str, title: str, note: str, one_row: bool = False, parent=None):
        super().__init__(parent)
        self.zone = zone
        self.title = title
        self.one_row = one_row  # the cards in one row that scrolls sideways (a panel among others in one column)
        self.count = QLabel()
        self.note = QLabel(note)
        self.note.setWordWrap(True)
        self.cards = CardList(faces, title, width=80, wrap=not one_row)
        if one_row:
            self.cards.setFixedHeight(self.cards.gridSize().height() + 12)
        self.cards.card_clicked.connect(self.card_clicked)
        self.cards.card_opened.connect(self.card_opened)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.count)
        layout.addWidget(self.note)
        layout.addWidget(self.cards, 1)

    def show_game(self, game) -> None:
        pieces = game.zones.cards(self.zone)
        self.count.setText(f"<b>{self.title}</b>: {len(pieces)} card{'s' if len(pieces) != 1 else ''}")
        self.cards.show_cards(game, list(reversed(pieces)))  # newest first; unseen ones by their back
        if self.one_row:
            self.cards.setVisible(bool(pieces))  # an empty row would only take room from the others

