"""Ctrl+Z when nothing can be taken back says why (Edit → Undo was greyed and the key did nothing at all: the player
never learnt that a card drawn, a bot's answer or another player's turn keeps the last answer)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.gui.conftest import answer_until_action, start_through_wizard


def _ctrl_z(window) -> str:
    window.activateWindow()
    window.board.setFocus()
    QApplication.processEvents()
    QTest.keyClick(window.board, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()
    return window.statusBar().currentMessage()


def test_ctrl_z_with_nothing_to_take_back_says_why(window, qtbot):
    session = start_through_wizard(window, qtbot)
    game = session.game
    said = _ctrl_z(window)
    assert said.startswith("Nothing to undo:") and "since the game was opened" in said, said
    # an action that draws: its answers stay once the cards are seen
    explore = next(o.key for o in game.pending.options if o.data.get("icon") == "explore")
    assert session.choose(explore)
    answer_until_action(session)
    QApplication.processEvents()
    assert not session.can_undo
    said = _ctrl_z(window)
    assert said.startswith("Nothing to undo:") and "showed something new" in said, said
    assert "Nothing to undo" in window.undo_action.statusTip()


def test_ctrl_z_takes_back_what_it_can(window, qtbot):
    session = start_through_wizard(window, qtbot)
    game = session.game
    explore = next(o.key for o in game.pending.options if o.data.get("icon") == "explore")
    assert session.choose(explore)
    QApplication.processEvents()
    assert session.can_undo
    assert _ctrl_z(window).startswith("Undone")
    assert game.pending.kind == "action"
