"""A key answers only a question the player had in front of them when they pressed it. A question with one
possible answer goes on by itself (the engine's rule, as at the physical table), so the next question can come
at once: a second digit or Enter pressed for the question just answered, or for the one the player expected, would
answer a question nobody has read. Such a key, and a key held down (its repeats), is dropped with a word why."""
from __future__ import annotations

import os
from time import monotonic

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QLineEdit, QWidget

DIGITS = {Qt.Key(Qt.Key.Key_0 + n) for n in range(1, 10)}
ANSWERING = DIGITS | {Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space}


class ReadFirst(QObject):
    """Watches the keys of the table's window and its dialogs: `shown(question)` after each change on the
    screen; an answering key within READ_MS of a new question (less than anyone needs to read it) is dropped."""

    # less than anyone needs to read a question; FOGBOUND_READ_MS=0 for scripted keys, that need no reading
    READ_MS = int(os.environ.get("FOGBOUND_READ_MS", "400"))

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self._question = None
        self._shown_at = 0.0
        QApplication.instance().installEventFilter(self)

    def shown(self, question) -> None:
        """The screen now shows `question` (anything that tells one question from the next)."""
        if question != self._question:
            self._question = question
            self._shown_at = monotonic()

    def too_soon(self) -> bool:
        return (monotonic() - self._shown_at) * 1000 < self.READ_MS

    def eventFilter(self, watched, event):  # noqa: N802 - Qt's name
        kind = event.type()
        if kind not in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride) or not isinstance(watched, QWidget):
            return False
        key = event.key()
        window = self.window
        if (key not in ANSWERING or event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
                or window.session is None or watched.window() not in (window, window.step, window.decision)):
            return False
        if key in DIGITS and isinstance(watched, (QLineEdit, QAbstractSpinBox)):
            return False  # digits typed into a number or a name are that text
        if not event.isAutoRepeat() and not self.too_soon():
            return False
        event.accept()  # a shortcut overridden: the digit's "take answer" does not fire either
        if kind == QEvent.Type.KeyPress and not event.isAutoRepeat():
            window.statusBar().showMessage("A new question came as you pressed: read it, then press again.", 5000)
        return True
