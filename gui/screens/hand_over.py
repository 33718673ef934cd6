"""The screen between two seats at a table of rivals: it hides everything private until the next seat says it
is the one looking. It names who is asked and nothing else (a window asks every seat in turn)."""
from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from gui.fit import scrolling
from gui.theme import BAD


class HandOverScreen(QWidget):
    """'Pass the screen to X': `ready` when X confirms they are looking."""

    ready = Signal()
    undo = Signal()  # Ctrl+Z here: Edit → Undo is off while the screen is passed, and the players are told why

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setAccessibleName("Pass the screen")
        self.headline = QLabel()
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 2.4)
        font.setBold(True)
        self.headline.setFont(font)
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.headline.setWordWrap(True)
        self.note = QLabel()
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.RichText)
        self.button = QPushButton()
        self.button.setMinimumHeight(48)
        self.button.setMinimumWidth(320)
        self.button.setDefault(True)
        self.button.setAutoDefault(True)
        self.button.clicked.connect(self.ready)
        self.message = QLabel()  # a refusal (Ctrl+Z), said on the page the players look at
        self.message.setWordWrap(True)
        self.message.hide()
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setStyleSheet(f"color: {BAD}")
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.addStretch(2)
        layout.addWidget(self.headline)
        layout.addSpacing(16)
        layout.addWidget(self.note)
        layout.addSpacing(24)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(12)
        layout.addWidget(self.message)
        layout.addStretch(3)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scrolling(body))
        self.name = ""
        # keys still arriving from the last seat (an Enter too many) must not hand the screen over by themselves
        self.guard_ms = 900
        self._guard = QTimer(self, singleShot=True)
        self._guard.timeout.connect(self._open)

    def show_seat(self, name: str, why: str) -> None:
        """Ask for the screen to go to `name`; `why` is what the table asks of them, in words all may read."""
        self.name = name
        self.message.clear()
        self.message.hide()
        self.headline.setText(f"Pass the screen to {name}")
        self.note.setText(
            f"{escape(why)}<br><br>Everything private is hidden until <b>{escape(name)}</b> is the one looking: "
            f"the table will then show {escape(name)}'s hand and nobody else's.<br>"
            "<small>Others, please look away.</small>")
        self.button.setText(f"I am {name}: show my table")
        self.button.setAccessibleName(f"I am {name}: show my table")
        self.button.setEnabled(self.guard_ms <= 0)
        self._guard.start(max(0, self.guard_ms))
        self.button.setFocus()

    def _open(self) -> None:
        """The guard is over: the button takes Enter. It takes the keyboard again: a disabled button cannot hold it,
        and Enter did nothing at all on a screen passed while the button waited (the keys went to the window)."""
        self.button.setEnabled(True)
        if self.isVisible():
            self.button.setFocus()

    def say(self, text: str) -> None:
        """Why what was just tried (Ctrl+Z) is refused while the screen is passed."""
        self.message.setText(text)
        self.message.setVisible(bool(text))

    def keyPressEvent(self, event):  # noqa: N802 - Qt's name
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.button.isEnabled():
                self.ready.emit()
            return
        if event.matches(QKeySequence.StandardKey.Undo):
            self.undo.emit()
            return
        super().keyPressEvent(event)
