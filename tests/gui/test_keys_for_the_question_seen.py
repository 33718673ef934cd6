"""A key press answers only a question that was on screen when it was pressed. A question with one possible
answer goes on by itself (the engine's rule), so a second "1" or Enter meant for the question just answered (or
for one the player expected) answered the next question, unread."""
from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.gui.conftest import start_through_wizard


@pytest.fixture(autouse=True)
def reading_time(monkeypatch):
    """The keys of these tests are timed as a player's (the suite's other tests press them once read)."""
    from gui.read_first import ReadFirst

    monkeypatch.setattr(ReadFirst, "READ_MS", 400)


def _chosen(game):
    return [e.option for e in game.state.log.events if e.kind == "chosen"]


def _settle():
    for _ in range(5):
        QApplication.processEvents()


def _after_the_guard(window):
    """As long as a player needs to see a new question before answering it."""
    time.sleep(window.keys_guard.READ_MS / 1000 + 0.05)
    _settle()


def _keyboard_on(widget):
    widget.window().activateWindow()
    widget.setFocus()
    _settle()


def test_a_second_digit_pressed_at_once_does_not_answer_the_next_question(window, qtbot):
    session = start_through_wizard(window, qtbot)
    game = session.game
    _after_the_guard(window)
    _keyboard_on(window.choices.options)
    before = len(_chosen(game))
    QTest.keyClick(window.choices.options, Qt.Key.Key_1)  # an action: its dialog asks the next question
    QTest.keyClick(window.focusWidget() or window, Qt.Key.Key_1)  # the same instant: meant for the last one
    _settle()
    assert len(_chosen(game)) == before + 1, "the key pressed before the next question showed answered it"
    assert "press again" in window.statusBar().currentMessage()
    _after_the_guard(window)
    dialog = window.step if window.step.isVisible() else window.decision
    assert dialog.isVisible() and dialog.box.buttons
    _keyboard_on(dialog.box.buttons[0])
    QTest.keyClick(dialog.box.buttons[0], Qt.Key.Key_1)  # read, then pressed: it answers
    _settle()
    assert len(_chosen(game)) == before + 2


def test_an_enter_pressed_with_the_last_answer_does_not_answer_the_next_question(window, qtbot):
    session = start_through_wizard(window, qtbot)
    game = session.game
    _after_the_guard(window)
    _keyboard_on(window.choices.options)
    window.choices.select(0)
    before = len(_chosen(game))
    QTest.keyClick(window.choices.options, Qt.Key.Key_Return)
    target = QApplication.focusWidget() or window
    QTest.keyClick(target, Qt.Key.Key_Return)
    _settle()
    assert len(_chosen(game)) == before + 1


def test_a_key_held_down_answers_once(window, qtbot):
    session = start_through_wizard(window, qtbot)
    game = session.game
    _after_the_guard(window)
    _keyboard_on(window.choices.options)
    before = len(_chosen(game))
    QTest.keyClick(window.choices.options, Qt.Key.Key_1)
    _after_the_guard(window)
    dialog = window.step if window.step.isVisible() else window.decision
    _keyboard_on(dialog.box.buttons[0])
    for key in (Qt.Key.Key_1, Qt.Key.Key_Return):  # the key repeats while held: its repeats answer nothing
        QApplication.sendEvent(dialog.box.buttons[0], QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier,
                                                                "", True))
        _settle()
    assert len(_chosen(game)) == before + 1
