"""Win and loss screens: the outcome, why, and a short summary of the game."""
from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from gui.fit import scrolling
from gui.theme import BAD, GOOD


def duration(seconds: int) -> str:
    hours, rest = divmod(max(0, int(seconds)), 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours} h {minutes:02d} min" if hours else f"{minutes} min {secs:02d} s"


class GameEndScreen(QWidget):
    back_to_welcome = Signal()
    show_board = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.headline = QLabel()
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 2.6)
        font.setBold(True)
        self.headline.setFont(font)
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason = QLabel()
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason.setWordWrap(True)
        self.summary = QLabel()
        self.summary.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        board = QPushButton("Look at the &board")
        board.setToolTip("See the table as it was left")
        board.clicked.connect(self.show_board)
        home = QPushButton("Back to the &welcome screen")
        home.clicked.connect(self.back_to_welcome)
        for b in (board, home):
            b.setMinimumHeight(40)
            b.setMaximumWidth(320)
        body = QWidget()
        QVBoxLayout(self).addWidget(scrolling(body))
        self.layout().setContentsMargins(0, 0, 0, 0)
        layout = QVBoxLayout(body)
        layout.addStretch(2)
        layout.addWidget(self.headline)
        layout.addWidget(self.reason)
        layout.addSpacing(20)
        layout.addWidget(self.summary)
        layout.addSpacing(20)
        layout.addWidget(board, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(home, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)

    def show_summary(self, summary: dict) -> None:
        outcome = summary.get("outcome")
        won = outcome == "win"
        self.headline.setText(summary.get("headline") or {"win": "Won!", "loss": "Lost."}.get(outcome, "The game has ended."))
        self.headline.setStyleSheet(f"color: {GOOD if won else BAD}")
        self.setAccessibleName("Victory" if won else "Defeat")
        self.reason.setText(summary.get("reason", ""))
        self.summary.setText(
            "<table cellpadding=6>"
            f"<tr><td>Time played</td><td><b>{duration(summary.get('seconds', 0))}</b></td></tr>"
            + "".join(f"<tr><td>{escape(label)}</td><td><b>{value}</b></td></tr>"
                      for label, value in summary.get("facts", ()))
            + "</table>")
