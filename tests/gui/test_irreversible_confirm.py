"""An answer that cannot be taken back asks the players to confirm it (issue 27, what a player met: pressing 5 on
"What now?" left a character's adventure for good, with no question): the digit opens the question, Enter and
Escape go back with nothing changed, and only the confirm button sends the answer."""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from gui.dialogs.confirm import TITLE
from tests.gui.test_citadel_table import _start


def _when_asked(then) -> list:
    """When the confirmation opens, record what it shows (title, default button, words) and answer it with
    `then(box)`."""
    seen = []

    def answer():
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer)
            return
        seen.append((box.windowTitle(), box.defaultButton().text(), box.informativeText()))
        then(box)

    QTimer.singleShot(0, answer)
    return seen


def _chosen(game) -> int:
    return len([e for e in game.state.log.events if e.kind == "chosen"])


def test_leaving_for_good_by_its_digit_asks_to_confirm_and_only_the_confirm_button_sends_it(window, qtbot):
    session = _start(window, qtbot, players=2)
    game = session.game
    keys = [window.choices.key_at(window.choices.answers.index(item)) for item in window.choices.numbered]
    leave = next(k for k in keys if k.startswith("leave:"))
    digit = keys.index(leave) + 1
    before = _chosen(game)

    def digit_then_back(box):
        QTest.keyClick(box, Qt.Key.Key_1)                    # a digit is no answer to the question
        assert box.isVisible()
        box.escapeButton().click()

    for answer in (lambda box: QTest.keyClick(box, Qt.Key.Key_Return),   # Enter: the default, go back
                   lambda box: QTest.keyClick(box, Qt.Key.Key_Escape),   # Escape: go back
                   digit_then_back):
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
        window.board.setFocus()
        seen = _when_asked(answer)
        qtbot.keyClick(window.board, Qt.Key(Qt.Key.Key_0 + digit))
        assert seen and seen[-1][:2] == (TITLE, "Go back")
        assert "leaves the adventure for good" in seen[-1][2]
        assert _chosen(game) == before and game.table.left == [] and game.pending.kind == "action"

    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.board.setFocus()
    seen = _when_asked(lambda box: box.property("confirm").click())
    qtbot.keyClick(window.board, Qt.Key(Qt.Key.Key_0 + digit))
    assert seen and _chosen(game) == before + 1
    assert [e.option for e in game.state.log.events if e.kind == "chosen"][-1] == leave


def test_an_ordinary_answer_asks_nothing_and_the_default_is_never_the_irreversible_one(window, qtbot):
    session = _start(window, qtbot, players=2)
    game = session.game
    assert not (window.choices.key_at(window.choices.current_row()) or "").startswith("leave:")
    before = _chosen(game)
    window.choices.take.click()                              # the default: an ordinary answer, sent at once
    assert QApplication.activeModalWidget() is None and _chosen(game) == before + 1
