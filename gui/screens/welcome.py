"""The first screen: continue the last campaign, start a new game, load one, or quit."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from gui.fit import scrolling
from gui.theme import ACCENT


class WelcomeScreen(QWidget):
    continue_last = Signal()
    new_game = Signal()
    load = Signal()
    quit = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setAccessibleName("Welcome")
        title = QLabel("Fogbound")
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 3.2)
        font.setBold(True)
        title.setFont(font)
        title.setStyleSheet(f"color: {ACCENT}")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        tagline = QLabel("A tabletop for card-driven adventure games: lay the land, read the cards, win together or alone.")
        tagline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        tagline.setWordWrap(True)
        self.last = QLabel()
        self.last.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.last.setWordWrap(True)
        # a line kept for it, and Continue hidden, until the last campaign is known (just after the first paint):
        # a first game's welcome never moves
        self.last.setMinimumHeight(self.last.fontMetrics().lineSpacing())
        self.continue_button = self._button("&Continue", "Continue the campaign you played last", self.continue_last)
        self.new_button = self._button("&New game…", "Choose a pack, its setup and the players", self.new_game)
        self.load_button = self._button("&Load…", "Open a campaign or one of its saves", self.load)
        self.quit_button = self._button("&Quit", "Close Fogbound", self.quit)
        self.continue_button.hide()
        column = QVBoxLayout()
        column.setSpacing(10)
        for button in (self.continue_button, self.new_button, self.load_button, self.quit_button):
            column.addWidget(button)
        holder = QWidget()
        holder.setLayout(column)
        holder.setMaximumWidth(360)
        body = QWidget()
        QVBoxLayout(self).addWidget(scrolling(body))
        self.layout().setContentsMargins(0, 0, 0, 0)
        layout = QVBoxLayout(body)
        layout.addStretch(2)
        layout.addWidget(title)
        layout.addWidget(tagline)
        layout.addSpacing(24)
        layout.addWidget(self.last)
        layout.addSpacing(12)
        layout.addWidget(holder, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)

    def _button(self, text: str, tip: str, signal) -> QPushButton:
        button = QPushButton(text)
        button.setMinimumHeight(44)
        button.setMinimumWidth(300)
        button.setToolTip(tip)
        button.setAccessibleName(text.replace("&", "").rstrip("…"))
        button.clicked.connect(signal)
        return button

    def set_last(self, description: str | None) -> None:
        """Describe the last campaign, or hide Continue when there is none."""
        self.continue_button.setVisible(bool(description))
        self.last.setText(description or "No campaign yet: start a new game.")
        (self.continue_button if description else self.new_button).setFocus()
