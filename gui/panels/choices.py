"""What the game waits for now: the pending decision's prompt and every answer, reachable from the keyboard."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget

from gui.panels.words import owner_name

KEY = Qt.ItemDataRole.UserRole


class ChoicesPanel(QWidget):
    """A list of the legal answers (Enter or double-click takes one), the refused ones greyed with their reason."""

    chosen = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.who = QLabel()
        self.options = QListWidget()
        self.options.setAccessibleName("Available choices")
        self.options.setToolTip("Enter or double-click takes the selected choice")
        self.options.itemActivated.connect(self._activated)
        self.take = QPushButton("&Take this choice")
        self.take.setToolTip("Answer with the selected choice (Enter)")
        self.take.clicked.connect(self._take)
        self.hint = QLabel("Tip: click a card on the board or in a panel to see its actions.")
        self.hint.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.prompt)
        layout.addWidget(self.who)
        layout.addWidget(self.options, 1)
        layout.addWidget(self.take)
        layout.addWidget(self.hint)

    def _activated(self, item) -> None:
        if item.data(KEY) is not None:
            self.chosen.emit(item.data(KEY))

    def _take(self) -> None:
        item = self.options.currentItem()
        if item is not None and item.data(KEY) is not None:
            self.chosen.emit(item.data(KEY))

    def show_game(self, game) -> None:
        decision = game.pending
        self.options.clear()
        if decision is None:
            self.prompt.setText("<b>The game is over.</b>" if game.over else "")
            self.who.clear()
            self.take.setEnabled(False)
            return
        self.prompt.setText(f"<b>{decision.prompt}</b>")
        self.who.setText(f"Decides: {owner_name(game, decision.owner)}")
        for option in decision.options:
            item = QListWidgetItem(option.label)
            item.setData(KEY, option.key)
            item.setToolTip(option.label)
            self.options.addItem(item)
        for option in decision.refused:  # shown so players see why, but never taken
            item = QListWidgetItem(f"{option.label} — {option.why_not}")
            item.setData(KEY, None)
            item.setToolTip(option.why_not or "")
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled & ~Qt.ItemFlag.ItemIsSelectable)
            self.options.addItem(item)
        if decision.number:
            lo, hi = decision.number
            self.hint.setText(f"This answer is a number from {lo} to {hi}: use the dialog's number box.")
        else:
            self.hint.setText("Tip: click a card on the board or in a panel to see its actions.")
        self.options.setCurrentRow(decision.default())
        self.take.setEnabled(bool(decision.options))
