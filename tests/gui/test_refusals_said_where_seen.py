"""A refusal is read whole where the player is looking, not only in the status bar: at 200 % on 1280×720 a step
dialog covered the status bar's right half ("Nothing to undo: the last answer showed someth…"), and Ctrl+Z on "Pass
the screen" said nothing at all (Edit → Undo is off there on purpose, and its key with it)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.gui.conftest import answer_until_action, start_through_wizard


def _ctrl_z(window, where) -> str:
    window.activateWindow()
    where.setFocus()
    QApplication.processEvents()
    QTest.keyClick(where, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()
    return window.statusBar().currentMessage()


def test_ctrl_z_while_the_screen_is_passed_says_why_on_that_screen(window, qtbot):
    start_through_wizard(window, qtbot, pack_id="brinefall")
    assert window.passing_screen()
    screen = window.hand_over_screen
    said = _ctrl_z(window, screen.button)
    assert said.startswith("Nothing to undo while the screen is passed"), said
    assert screen.message.isVisible() and screen.message.text() == said
    assert not window.undo_action.isEnabled()  # still off: nobody may take an answer back from this screen
    assert "the screen is being passed" in window.undo_action.statusTip()
    screen.show_seat("Bram", "Bram is asked: what now?")
    assert not screen.message.isVisible()  # said of that pass only


def test_a_refused_undo_is_said_whole_in_the_step_dialog_over_the_status_bar(window, qtbot):
    session = start_through_wizard(window, qtbot)
    game = session.game
    act = next(o.key for o in game.pending.options if o.data.get("icon") == "explore")
    assert window.choose(act)
    qtbot.waitUntil(window.step.isVisible)
    answer_until_action(session)   # the cards drawn: the answers before them stay
    QApplication.processEvents()
    assert not session.can_undo and window.step.isVisible()
    said = _ctrl_z(window, window.board)
    assert said.startswith("Nothing to undo:") and "showed something new" in said, said
    step = window.step
    shown = [line.text() for line in (step.message, step.aside) if line.isVisible() and line.wordWrap()]
    assert shown == [said]  # whole, wrapped, in the dialog that covers the status bar
    step.close_button.click()
    assert not step.aside.text()  # said of that moment only


def test_a_refused_undo_is_said_under_what_now_when_no_dialog_is_open(window, qtbot):
    start_through_wizard(window, qtbot)
    assert not window.step.isVisible() and not window.decision.isVisible()
    said = _ctrl_z(window, window.board)
    assert said.startswith("Nothing to undo:"), said
    message = window.choices.message
    assert message.isVisible() and message.text() == said and message.wordWrap()
    act = next(o.key for o in window.session.game.pending.options if o.data.get("icon") == "explore")
    assert window.choose(act)
    QApplication.processEvents()
    assert not message.isVisible()  # the next question takes it away


def test_enter_takes_the_screen_once_its_guard_is_over(window, qtbot):
    """Played at 150 %: the screen passed after an answer given in a dialog; Enter then did nothing (the button,
    disabled for a moment against a stray key, could not hold the keyboard, and nothing gave it back)."""
    start_through_wizard(window, qtbot, pack_id="brinefall")
    screen = window.hand_over_screen
    assert window.passing_screen()
    screen.show_seat("Bram", "Bram is asked: what now?")   # as the next pass does, the guard on again
    qtbot.waitUntil(screen.button.isEnabled, timeout=3000)
    where = window.focusWidget()
    assert where is screen.button
    QTest.keyClick(where, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert not window.passing_screen()


def test_at_200_percent_on_1280x720_the_step_dialog_and_its_refusal_lie_whole_on_the_screen(window, qtbot,
                                                                                            screen_area):
    """Played at 200 % on 1280×720 (640×360 logical): Listen read a paragraph out, and the step dialog ran under the
    screen's foot, the refusal of Ctrl+Z with it (its last line cut): the answers scroll sooner instead."""
    from PySide6.QtCore import QPoint, QRect

    from tests.gui.test_glossary_read_whole import paragraph_read_on

    area = QRect(0, 0, 640, 360)
    _, step = paragraph_read_on(window, qtbot, screen_area, area)
    assert step.frameGeometry().bottom() <= area.bottom(), (step.frameGeometry(), area)
    window.undo()
    qtbot.wait(100)
    said = step.message
    assert said.isVisible() and said.text().startswith("Nothing to undo")
    top = said.mapToGlobal(QPoint(0, 0)).y()
    viewport = step.box.answers.viewport()
    assert top < min(area.bottom(), viewport.mapToGlobal(QPoint(0, viewport.height())).y()), top  # scrolled to
