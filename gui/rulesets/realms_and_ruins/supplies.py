"""The shared supplies at a glance: Gold and Othersiders left, and the cards removed from the game."""
from __future__ import annotations

from PySide6.QtWidgets import QLabel, QVBoxLayout

from engine.rulesets.realms_and_ruins.table import GOLD, OTHERSIDERS, REMOVED, supply
from gui.panels.cards import CardList
from gui.panels.base import BasePanel


class SuppliesPanel(BasePanel):

    def __init__(self, faces, parent=None):
        super().__init__(parent)
        self.words = QLabel()
        self.words.setWordWrap(True)
        self.removed = CardList(faces, "Cards removed from the game", width=64)
        self.removed.card_clicked.connect(self.card_clicked)
        self.removed.card_opened.connect(self.card_opened)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.words)
        layout.addWidget(self.removed, 1)

    def show_game(self, game) -> None:
        gold, others = game.zones.size(GOLD), game.zones.size(supply(OTHERSIDERS))
        removed = game.zones.cards(REMOVED)
        self.words.setText(
            f"<b>Gold supply</b>: {gold} left (nobody wins Gold once it is empty)<br>"
            f"<b>Othersiders</b>: {others} left in their supply<br>"
            f"<b>Removed from the game</b>: {len(removed)} card{'s' if len(removed) != 1 else ''}")
        self.removed.show_cards(game, list(reversed(removed)))
        self.removed.setVisible(bool(removed))
