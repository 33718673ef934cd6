"""One press of Enter on "What now?" takes exactly one choice (the list once passed the key on to the window)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.gui.conftest import start_through_wizard


def _chosen(game):
    return [e.option for e in game.state.log.events if e.kind == "chosen"]


def test_one_enter_on_the_choices_list_takes_one_choice(window, qtbot):
    session = start_through_wizard(window, qtbot)
    game = session.game
    assert not window.step.isVisible() and not window.decision.isVisible()
    window.choices.select(0)
    picked = window.choices.key_at(0)
    before = len(_chosen(game))
    window.choices.options.setFocus()
    QTest.keyClick(window.choices.options, Qt.Key.Key_Return)
    after = _chosen(game)
    assert len(after) == before + 1
    assert after[-1] == picked
