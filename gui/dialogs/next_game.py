"""Asking the setup options of a campaign's next game: the ruleset's questions, the campaign's last answers offered."""
from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout

from gui.screens.wizard import OptionField


class NextGameDialog(QDialog):
    """The next game's setup options (scenario, difficulty...), each set to the campaign's last answer."""

    def __init__(self, ruleset, pack, previous: dict, parent=None):
        super().__init__(parent)
        self.setWindowTitle("The next game")
        self.fields = [OptionField(replace(option, default=previous.get(option.key, option.default)), self)
                       for option in ruleset.setup_options(pack)]
        said = QLabel("The next game goes on from what this campaign kept: the same players and characters, and "
                      "what the rules carry from one game to the next.")
        said.setWordWrap(True)
        form = QFormLayout()
        for field in self.fields:
            form.addRow(field.option.label, field.widget)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("&Start")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(said)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def options(self) -> dict:
        return {field.option.key: field.value() for field in self.fields}


def ask_options(parent, ruleset, pack, previous: dict) -> dict | None:
    """The options chosen for the next game, or None when the players cancel."""
    previous = dict(previous or {})
    dialog = NextGameDialog(ruleset, pack, previous, parent)
    return {**previous, **dialog.options()} if dialog.exec() else None
