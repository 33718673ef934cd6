"""Seen at the table: an action taken from a card's menu opened the step dialog, and Enter (for its highlighted
answer) opened the card's menu again instead, the card keeping the keyboard on the board. An answer taken from a
card's menu gives the keyboard to the dialog it opens; a card the player puts the keyboard on still opens its menu
with Enter (tests/gui/test_one_enter_one_reader.py)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.gui.conftest import answer_until_action, start_through_wizard


def test_enter_answers_the_dialog_opened_from_a_cards_menu(window, qtbot):
    session = start_through_wizard(window, qtbot)
    game = session.game
    assert session.choose(next(o.key for o in game.pending.options if o.data.get("icon") == "listen"))
    answer_until_action(session)  # the last action's results stay in its dialog, in view
    QApplication.processEvents()
    view = window.board
    card = view.board.cards[game.zones.cards("board:0,0")[0]]
    card.setSelected(True)
    view.setFocus()
    view.board.setFocusItem(card)
    window.activateWindow()
    window.card_clicked(card.piece)  # the card's menu, as a click opens it
    search = next(a for a in window.card_menu.actions() if str(a.data() or "").startswith("act:0:")
                  and "search" in a.text())
    search.trigger()
    QApplication.processEvents()
    asked = game.pending
    assert window.step.isVisible() and window.step.box.buttons
    focused = QApplication.focusWidget()
    assert focused is not None and window.step.isAncestorOf(focused), focused  # the keyboard is on the dialog
    QTest.keyClick(focused, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert game.pending is not asked  # the dialog's answer was taken, no menu opened
