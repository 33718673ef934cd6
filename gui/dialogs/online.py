"""Play online: host the game on the table for players elsewhere (who plays each seat, on which port), the
invitations to hand them (an address and one code per seat), and joining a game with an address and a code."""
from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QPlainTextEdit, QPushButton, QSpinBox,
    QVBoxLayout,
)

HERE, ELSEWHERE, BOT = "here", "elsewhere", "bot"
WHERE = {HERE: "At this screen", ELSEWHERE: "Elsewhere (gets a code)", BOT: "A bot"}


class HostDialog(QDialog):
    """Who plays each seat of the game to host, and the port players reach it on."""

    def __init__(self, seats: list[tuple[int, str, bool]], port: int = 8765, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Host this game online")
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("Players on your network (or VPN) join with this computer's address and a code for "
                                "their seat. The game stays in your campaigns; it is played while this window hosts it."))
        form = QFormLayout()
        self.where: dict[int, QComboBox] = {}
        for n, (seat, name, bot) in enumerate(seats):
            box = QComboBox()
            for key, words in WHERE.items():
                box.addItem(words, key)
            box.setCurrentIndex(list(WHERE).index(BOT if bot else HERE if n == 0 else ELSEWHERE))
            box.setAccessibleName(f"Who plays {name}")
            self.where[seat] = box
            form.addRow(f"{name}:", box)
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setValue(port)
        self.port.setAccessibleName("Port")
        form.addRow("Port:", self.port)
        layout.addLayout(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("&Host")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def seats_where(self) -> dict[int, str]:
        return {seat: box.currentData() for seat, box in self.where.items()}


class InvitationsDialog(QDialog):
    """What to send each player elsewhere: the addresses to try and their seat's code (shown once)."""

    def __init__(self, text: str, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Invitations")
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("Send each player the address and their seat's code. The codes are shown only now: "
                                "the game keeps only a fingerprint of them."))
        self.text = QPlainTextEdit(text)
        self.text.setReadOnly(True)
        self.text.setAccessibleName("Invitations")
        self.text.setMinimumWidth(560)
        layout.addWidget(self.text)
        copy = QPushButton("&Copy all")
        copy.clicked.connect(lambda: QGuiApplication.clipboard().setText(self.text.toPlainText()))
        layout.addWidget(copy)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)


class JoinDialog(QDialog):
    """The host's address and this player's code."""

    def __init__(self, address: str = "", parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Join a game online")
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.address = QLineEdit(address)
        self.address.setPlaceholderText("192.168.1.20:8765, or wss://games.example.org")
        self.address.setAccessibleName("Address")
        self.code = QLineEdit()
        self.code.setPlaceholderText("the code the host sent you")
        self.code.setAccessibleName("Code")
        form.addRow("&Address:", self.address)
        form.addRow("C&ode:", self.code)
        layout.addLayout(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("&Join")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
