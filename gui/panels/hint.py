"""The first-game hint over the board: what to do next, in one line ("drag this card to a lit space", "click a card
for its actions"), until the player turns hints off (its link, or Help → First-game hints)."""
from __future__ import annotations

from PySide6.QtCore import Signal

from gui.panels.board_line import BoardLine
from gui.theme import ACCENT

OFF = "hints:off"


def hint_for(decision, board, in_dialog: bool, asked_elsewhere: bool, beside: bool = True) -> str:
    """What to do next, for the pending decision as the table shows it: `board` says which questions are answered
    by a drop on the board (the presentation's); `in_dialog`: a dialog asks it; `asked_elsewhere`: not this seat's
    to answer; `beside`: the piece to place waits beside the board (not one already on it, such as a hero asked to
    move). "" when there is nothing to say."""
    if decision is None or asked_elsewhere:
        return ""
    if decision.kind in board.card_drops and not beside:
        return "Drag the figure to a lit space."
    if decision.kind in board.card_drops:
        return "Drag what waits beside the board (“Place me”) to a lit space."
    if decision.kind in board.figure_drops:
        return "Drag the figure to a lit space."
    if in_dialog and decision.kind in board.figure_starts:   # the dialog asks it, and a figure's drag answers it
        return "Answer in the dialog, or drag the figure to a lit space."
    if in_dialog:
        return "Answer in the dialog: click an answer or press its number."
    if decision.kind in board.figure_starts:
        return "Click a card for its actions, or drag a figure to a lit space."
    return "Click a card for its actions, or pick one under “What now?”."


class HintLine(BoardLine):
    """One line of advice over the board, with a link that turns hints off."""

    turned_off = Signal()

    def __init__(self, parent=None):
        super().__init__("Hint", top=2, parent=parent)
        self.setStyleSheet(f"QLabel {{ border-left: 4px solid {ACCENT}; }}")
        self.linkActivated.connect(lambda link: self.turned_off.emit() if link == OFF else None)

    def say(self, words: str) -> None:
        if not words:
            self.clear()
            self.hide()
            return
        self.setText(f"<b>Hint:</b> {words} &nbsp; <a href='{OFF}'>Hide hints</a>")
        self.show()

    def words(self) -> str:
        from html import unescape
        import re

        return unescape(re.sub(r"<[^>]+>", "", self.text()))
