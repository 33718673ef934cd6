"""Play online: host the game on the table for players elsewhere (who plays each seat, on which port), the
invitations to hand them (an address and one code per seat), and joining a game with an address and a code."""
from __future__ import annotations

import re

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QPlainTextEdit, QPushButton,
    QSpinBox, QVBoxLayout,
)

HERE, ELSEWHERE, BOT = "here", "elsewhere", "bot"
WHERE = {HERE: "At this screen", ELSEWHERE: "Elsewhere (gets a code)", BOT: "A bot"}


def _opened(dialog: QDialog, title: str, words: str = "") -> QVBoxLayout:
    """The dialog's title and its column, headed by the words that say what it is for (when it has them)."""
    dialog.setWindowTitle(title)
    layout = QVBoxLayout(dialog)
    if words:
        label = QLabel(words)
        label.setWordWrap(True)
        layout.addWidget(label)
    return layout


def _ok_or_cancel(dialog: QDialog, ok: str) -> QDialogButtonBox:
    """The dialog's buttons: `ok` (its own words) and Cancel."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    buttons.button(QDialogButtonBox.StandardButton.Ok).setText(ok)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


def _fitting(share: float) -> int:
    """A dialog's width: 520 pixels, or this share of a smaller screen."""
    return min(520, int(QGuiApplication.primaryScreen().availableGeometry().width() * share))


class HostDialog(QDialog):
    """Who plays each seat of the game to host, and the port players reach it on."""

    def __init__(self, seats: list[tuple[int, str, bool]], port: int = 8765, parent=None) -> None:
        super().__init__(parent)
        layout = _opened(self, "Host this game online",
                         "Players on your network (or VPN) join with this computer's address and a code for their "
                         "seat. The game stays in your campaigns; it is played while this window hosts it.")
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
        layout.addWidget(_ok_or_cancel(self, "&Host"))

    def seats_where(self) -> dict[int, str]:
        return {seat: box.currentData() for seat, box in self.where.items()}


def invitation(address: str, code: str) -> str:
    """What one player is sent: the address and their code, in one line the Join dialog reads whole."""
    return f"Fogbound table at {address} - your code: {code}"


def read_invitation(text: str) -> tuple[str, str] | None:
    """(address, code) from an invitation pasted whole, or None when the text is not one."""
    found = re.search(r"(wss?://[^\s]+).*?code:\s*([A-Za-z0-9_-]{20,200})", text)
    return (found.group(1), found.group(2)) if found else None


class InvitationsDialog(QDialog):
    """What to send each player elsewhere: the addresses to try and their seat's code (shown once), each seat's
    invitation copied in one line."""

    def __init__(self, addresses: list[str], codes: list[tuple[str, str]], parent=None) -> None:
        super().__init__(parent)
        layout = _opened(self, "Invitations",
                         "Send each player their invitation: this computer's address and their seat's code. The "
                         "codes are shown only now: the game keeps only a fingerprint of them.")
        lines = ["Addresses, to try in this order:", *(f"  {a}" for a in addresses), ""]
        lines += [f"{name}: {code}" for name, code in codes] or ["Nobody plays elsewhere: no code is needed."]
        self.text = QPlainTextEdit("\n".join(lines))
        self.text.setReadOnly(True)
        self.text.setAccessibleName("Invitations")
        self.text.setMinimumWidth(_fitting(0.8))
        layout.addWidget(self.text)
        for name, code in codes:
            button = QPushButton(f"Copy {name}'s invitation")
            button.clicked.connect(lambda _=False, c=code: QGuiApplication.clipboard().setText(
                invitation(addresses[0], c)))
            layout.addWidget(button)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)


class JoinDialog(QDialog):
    """The host's address and this player's code."""

    def __init__(self, address: str = "", parent=None) -> None:
        super().__init__(parent)
        self.setMinimumWidth(_fitting(0.9))
        layout = _opened(self, "Join a game online")
        form = QFormLayout()
        self.address = QLineEdit(address)
        self.address.setPlaceholderText("192.168.1.20:8765, wss://games.example.org, or the invitation pasted whole")
        self.address.textChanged.connect(self._pasted)
        self.address.setAccessibleName("Address")
        self.address.selectAll()  # an address remembered from last time is replaced by one typed, not lengthened
        self.code = QLineEdit()
        self.code.setPlaceholderText("the code the host sent you")
        self.code.setAccessibleName("Code")
        form.addRow("&Address:", self.address)
        form.addRow("C&ode:", self.code)
        layout.addLayout(form)
        layout.addWidget(_ok_or_cancel(self, "&Join"))

    def _pasted(self, text: str) -> None:
        """An invitation pasted whole fills both fields."""
        found = read_invitation(text)
        if found is not None:
            self.address.setText(found[0])
            self.code.setText(found[1])


class SeatsDialog(QDialog):
    """The host's view of the seats: who is connected, a seat handed to a bot (or back to a person) while its player
    is away, a new code for a seat (its old ones stop working)."""

    def __init__(self, session, parent=None) -> None:
        super().__init__(parent)
        self.session = session
        layout = _opened(self, "Seats")
        form = QFormLayout()
        for seat in session.seats:
            n = seat["seat"]
            state = "played by a bot" if seat["bot"] else "connected" if seat["connected"] else "away"
            row = QHBoxLayout()
            row.addWidget(QLabel(state))
            hand = QPushButton("Back to a person" if seat["bot"] else "Give to a bot")
            hand.clicked.connect(lambda _=False, n=n, bot=seat["bot"]: self._hand(n, "person" if bot else "bot"))
            row.addWidget(hand)
            invite = QPushButton("New code")
            invite.setToolTip("A new code for this seat; the old one stops working")
            invite.clicked.connect(lambda _=False, n=n: session.link.send({"t": "invite", "seat": n}))
            row.addWidget(invite)
            form.addRow(f"{seat['name']}:", row)
        layout.addLayout(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _hand(self, seat: int, to: str) -> None:
        self.session.hand(seat, to)
        self.accept()
