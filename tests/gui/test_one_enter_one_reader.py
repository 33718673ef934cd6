"""One Enter on a card acts once, where the keyboard is: on a card picture in the step dialog it opens that card's
viewer only (the board does not also open its card's menu, nothing is answered); on a card of the board it opens
that card's menu only (no viewer, nothing answered)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from gui.panels.card_picture import CardPicture
from tests.gui.conftest import start_through_wizard


def _chosen(game):
    return [e.option for e in game.state.log.events if e.kind == "chosen"]


def _spy(signal) -> list:
    heard = []
    signal.connect(lambda *args: heard.append(args))
    return heard


def test_one_enter_on_a_card_acts_once_where_the_keyboard_is(window, qtbot):
    session = start_through_wizard(window, qtbot)
    game = session.game
    view = window.board
    opened, clicked = _spy(window.reading.opened), _spy(view.card_clicked)
    backs = _spy(window.reading.back_opened)
    board_opened = _spy(view.card_opened)
    explore = next(o.key for o in game.pending.options if o.data.get("icon") == "explore")
    assert session.choose(explore)
    while game.pending.kind == "involve":
        assert session.choose("go")
    QApplication.processEvents()
    assert window.step.isVisible()
    pictures = [p for p in window.step.findChildren(CardPicture) if p.isVisible()]
    assert pictures, "the step dialog shows the drawn card"
    # a card of the board is selected too: the Enter must not reach it
    start = view.board.cards[game.zones.cards("board:0,0")[0]]
    start.setSelected(True)
    picture = pictures[0]
    window.step.activateWindow()
    picture.setFocus()
    QApplication.processEvents()
    before = _chosen(game)
    QTest.keyClick(picture, Qt.Key.Key_Return)
    QApplication.processEvents()
    # the card drawn lies face down until the result: its back is read, by a stand-in holding nothing of it
    assert picture.piece == "" and opened == [] and [args[0] for args in backs] == [picture.card_id]
    assert window.viewer is not None and window.viewer.face_down
    assert clicked == [] and board_opened == [] and _chosen(game) == before
    # on the board: the selected card's menu, once; no viewer
    window.viewer.close()
    opened.clear()
    window.activateWindow()
    view.setFocus()
    view.board.setFocusItem(start)
    QApplication.processEvents()
    QTest.keyClick(view, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert [args[0] for args in clicked] == [start.piece]
    assert opened == [] and board_opened == [] and _chosen(game) == before
