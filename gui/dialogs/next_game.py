"""Asking the setup options of a campaign's next game: what that game will be, as the ruleset says (going on from
what the campaign kept, or a new start), and the questions the rules leave to the players, each set to the
campaign's last answer."""
from __future__ import annotations

import html
from dataclasses import replace

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout

from engine.core.ruleset import Coming
from gui.screens.wizard import OptionField
from gui.theme import BAD


class NextGameDialog(QDialog):
    """The next game's setup options (scenario, difficulty...) the rules do not settle themselves (`coming.settled`,
    a scenario the last game named), each set to the campaign's last answer; those settled are named, not asked."""

    def __init__(self, ruleset, pack, previous: dict, coming: Coming | None = None, parent=None):
        super().__init__(parent)
        coming = coming or Coming(True, "The next game goes on from what this campaign kept.")
        self.coming = coming
        self.setWindowTitle("The next game" if coming.goes_on else "A new start")
        asked = [option for option in ruleset.setup_options(pack) if option.key not in coming.settled]
        self.fields = [OptionField(replace(option, default=previous.get(option.key, option.default),
                                           choices=_going_on(option.choices) if coming.goes_on else option.choices),
                                   self) for option in asked]
        settled = [f"{option.label}: <b>{_label(option, coming.settled[option.key])}</b>"
                   for option in ruleset.setup_options(pack) if option.key in coming.settled]
        self.said = QLabel(coming.words + ("<br>" + "<br>".join(settled) if settled else ""))
        self.said.setWordWrap(True)
        self.said.setAccessibleName("What comes next")
        form = QFormLayout()
        for field in self.fields:
            form.addRow(field.option.label, field.widget)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("&Start" if coming.goes_on else "&Begin")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.problem = QLabel()  # why Start is refused, by the same rule as the new-game wizard's first page
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(f"color: {BAD}")
        self.problem.hide()
        layout = QVBoxLayout(self)
        layout.addWidget(self.said)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)

    def accept(self) -> None:
        problem = next((said for said in (field.problem() for field in self.fields) if said), None)
        self.problem.setText(problem or "")
        self.problem.setVisible(bool(problem))
        if not problem:
            super().accept()

    def options(self) -> dict:
        return {**{field.option.key: field.value() for field in self.fields}, **self.coming.settled}


def _going_on(choices) -> tuple:
    """A choice refused to a new game (a quest's finale) may be open to one going on: the rules judge it at its
    start, from what the campaign kept, and say why if not."""
    return tuple(replace(choice, refused="") for choice in choices)


def _label(option, value) -> str:
    return html.escape(next((c.label for c in option.choices if c.key == value), str(value)))


def ask_options(parent, ruleset, pack, previous: dict, coming: Coming | None = None) -> dict | None:
    """The options chosen for the next game, or None when the players cancel."""
    previous = dict(previous or {})
    dialog = NextGameDialog(ruleset, pack, previous, coming, parent)
    return {**previous, **dialog.options()} if dialog.exec() else None
