"""The line over the board that says the turn structure: whose turn it is, which phase and what is left (actions,
dice, moves). The facts are the engine's (`engine.core.turns`), the words the ruleset's presentation's."""
from __future__ import annotations

from html import escape

from gui.panels.board_line import BoardLine


def turn_line(game) -> str:
    """The turn as the header says it, in rich text ("" when the ruleset says nothing of it)."""
    # read with the first game, not before the welcome window is painted (cold start)
    from engine.core import turns
    from gui import rulesets
    from gui.panels.words import player_name

    turn = turns.turn(game)
    if turn is None:
        return ""
    presentation = rulesets.of(game)
    parts = []
    if turn.number is not None:
        parts.append(f"Turn {turn.number}")
    if turn.seat is not None:
        name = escape(player_name(game, turn.seat))
        acting = escape(game.card(turn.who).title) if turn.who in game.state.pieces else ""
        parts.append(f"<b>{acting}</b> ({name})" if acting else "<b>" + presentation.whose.format(name=name) + "</b>")
    phase = presentation.phases.get(turn.phase, turn.phase.replace("_", " ").capitalize())
    if phase:
        parts.append(escape(phase))
    for left in turn.left:
        plain = ("{left} of {of} " if left.of is not None else "{left} ") + left.what
        one, many = presentation.counted.get(left.what, (plain + " left", plain + "s left"))
        said = one if (left.of if left.of is not None else left.left) == 1 else many
        parts.append(escape(said).format(left=f"<b>{left.left}</b>", of=left.of))
    return " · ".join(parts)


class TurnHeader(BoardLine):
    """One line over the board: whose turn, which phase, what is left."""

    def __init__(self, parent=None):
        super().__init__("Turn", parent=parent)

    def show_game(self, game) -> None:
        text = turn_line(game)
        self.setText(text)
        self.setVisible(bool(text))
