"""The dice tray: dice as a player sees them in the tray, each in a coloured cell with the face it shows and a
caption, its history when it changed (set before the roll, re-rolled, turned), then what the roll did. A ruleset
reads its roll from the engine's events and hands it here to be drawn: the tray never works out a rule."""
from __future__ import annotations

from dataclasses import dataclass, field
from html import escape
from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QScrollArea, QVBoxLayout, QWidget
from gui.panels.base import BasePanel


@dataclass
class TrayDie:
    """One die as the tray shows it: the faces it showed in order (the last is the one up), how each came,
    the caption under it and the colour of its cell."""

    faces: list[str]
    how: list[str] = field(default_factory=list)
    caption: str = ""
    colour: str = "#7a4a1c"


def dice_row(dice: list[TrayDie], size: int = 74) -> str:
    """The dice side by side, each face up in its cell; as many rows as the panel's width needs (a narrow panel
    below the board cut the last die of a roll off at its edge)."""
    # each die floats left inside one cell the width of the panel: floats wrap, and what follows starts below them
    cells = [f"<table cellspacing='0' style='float: left; margin: 3px'><tr>"
             f"<td align='center' bgcolor='{d.colour}' width='{size}' height='{round(size * 0.84)}'>"
             f"<font color='white' size='+1'><b>{escape(d.faces[-1][:1].upper() + d.faces[-1][1:])}</b></font><br>"
             f"<font color='#f3e9d8'>{escape(d.caption)}</font></td></tr></table>" for d in dice]
    return "<table width='100%' cellspacing='0' cellpadding='0'><tr><td>" + "".join(cells) + "</td></tr></table>"


def histories(dice: list[TrayDie], rolled: str = "rolled") -> list[str]:
    """A line for each die: its faces in order and how each change came (nothing said of a plain roll)."""
    notes = []
    for die in dice:
        history = " → ".join(escape(f) for f in die.faces)
        changes = "; ".join(escape(h) for h in die.how[1:])
        first = die.how[0] if die.how else rolled
        notes.append(f"{escape(die.caption.capitalize())}: {history}" + (f" <i>({changes})</i>" if changes else
                                                                          f" <i>({escape(first)})</i>" if first != rolled else ""))
    return notes


def roll_html(title: str, dice: list[TrayDie], after: list[str]) -> str:
    """A roll in the tray: its title, the dice face up, each die's history, and what the roll did."""
    html = [f"<b>{escape(title, quote=False)}</b>", dice_row(dice), "<br>".join(histories(dice))]
    if after:
        html.append("<b>What it did</b><br>" + "<br>".join(escape(t) for t in after))
    return "<br>".join(html)


class DiceTray(BasePanel):
    """A panel showing the ruleset's dice tray: `read(game)` gives its words (see `roll_html`)."""

    def __init__(self, read: Callable[[object], str], parent=None, scrolls: bool = True):
        super().__init__(parent)
        self.read = read
        self.words = QLabel()
        self.words.setWordWrap(True)
        layout = QVBoxLayout(self)
        if not scrolls:  # a part of a panel that scrolls as a whole
            layout.setContentsMargins(0, 0, 0, 0)
            layout.addWidget(self.words)
            return
        body = QWidget()
        column = QVBoxLayout(body)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.words)
        column.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        # its words wrap to the panel's width: a narrow panel below the board never scrolls sideways
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(body)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(scroll)

    def show_game(self, game) -> None:
        self.words.setText(self.read(game))
