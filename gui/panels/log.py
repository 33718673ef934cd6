"""The log: every event of the game in plain words, as the seat at the screen may read them, kept in step with
undo, exportable as text."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QFont, QTextCursor
from PySide6.QtWidgets import (QFileDialog, QHBoxLayout, QMessageBox, QPlainTextEdit, QPushButton, QVBoxLayout)

from gui import looking
from gui.cut import LOG, cut
from gui.panels.words import line as log_line
from gui.panels.base import BasePanel


class LogPanel(BasePanel):
    """Read-only text of the game's history; lines are rebuilt from the game's own log, so undo trims them."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.text = QPlainTextEdit(readOnly=True)
        self.text.setAccessibleName("Game log")
        self.text.setToolTip("Everything that happened, in order")
        self.text.setMaximumBlockCount(20000)
        font = QFont(self.text.font())
        font.setPointSizeF(font.pointSizeF() * 0.95)
        self.text.setFont(font)
        self.export_button = QPushButton("&Export log…")
        self.export_button.setToolTip("Save the whole log as a text file")
        self.export_button.clicked.connect(self.ask_export)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.export_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.text)
        layout.addLayout(row)
        self.lines: list[tuple[int, str]] = []  # (index in the game's log, line)
        self._seen = 0
        self._reader: object = None  # the seat the lines were written for: another seat reads its own log

    def show_session(self, session) -> None:
        game = session.game
        events = game.state.log.events
        if looking.seat(game) != self._reader:
            self._reader = looking.seat(game)
            self.lines, self._seen = [], 0
            self.text.clear()
        if len(events) < self._seen:  # undo: the history got shorter
            self.lines = [(i, line) for i, line in self.lines if i < len(events)]
            self.text.setPlainText("\n".join(line for _, line in self.lines))
            self.text.moveCursor(QTextCursor.MoveOperation.End)  # the latest lines stay in view, as before undo
            self._seen = len(events)
        added = []
        for i in range(self._seen, len(events)):
            line = log_line(game, events, i)
            if line:
                line = cut(line, LOG)
                self.lines.append((i, line))
                added.append(line)
        self._seen = len(events)
        if added:
            self.text.appendPlainText("\n".join(added))
            self.text.moveCursor(QTextCursor.MoveOperation.End)

    def plain_text(self) -> str:
        return "\n".join(line for _, line in self.lines) + "\n"

    def export(self, path) -> Path:
        path = Path(path)
        path.write_text(self.plain_text(), encoding="utf-8")
        return path

    def ask_export(self) -> None:
        name, _ = QFileDialog.getSaveFileName(self, "Export the log", "fogbound-log.txt", "Text (*.txt)")
        if name:
            try:
                self.export(name)
            except OSError as error:
                QMessageBox.warning(self, "Export the log", f"The log could not be written: {error.strerror or error}")
