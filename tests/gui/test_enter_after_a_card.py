"""Seen at the table: an action taken from a card's menu opened the step dialog, and Enter (for its highlighted
answer) opened the card's menu again instead, the card still selected on the board. While a dialog shows the
question's answers, Enter answers it wherever the keyboard is."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.gui.conftest import start_through_wizard


def test_enter_answers_the_dialog_with_a_card_still_selected_on_the_board(window, qtbot):
    session = start_through_wizard(window, qtbot)
    game = session.game
    board = window.board
    item = board.board.cards["t01-gull-stair"] if "t01-gull-stair" in board.board.cards else next(
        iter(board.board.cards.values()))
    item.setSelected(True)
    item.setFocus()
    board.setFocus()
    assert board.selected_piece()
    assert window.choose(next(o.key for o in game.pending.options if o.data.get("icon") == "search"))
    QApplication.processEvents()
    asked = game.pending
    assert window.step.isVisible() and window.step.box.buttons
    QTest.keyClick(board, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert game.pending is not asked  # the dialog's answer was taken
    assert window.card_menu is None or not window._menu_timer.isActive()  # and no menu is on its way
