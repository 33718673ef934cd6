"""Played at 1280×720: a player closed the step dialog with its window's close button and nothing happened, nothing
said why. A dialog waiting for an answer stays, and says so under its answers."""
from __future__ import annotations

from tests.gui.conftest import start_through_wizard


def test_closing_the_step_dialog_keeps_it_and_says_why(window, qtbot):
    session = start_through_wizard(window, qtbot)
    act = next(o.key for o in session.game.pending.options if "icon" in o.data)
    assert window.choose(act)
    step = window.step
    assert step.isVisible() and not step.message.isVisible()
    step.close()
    assert step.isVisible() and step.message.isVisible()
    assert "The action is not over" in step.message.text()


def test_closing_a_decision_dialog_keeps_it_and_says_why(window, qtbot):
    start_through_wizard(window, qtbot, pack_id="cinderfane")
    dialog = window.decision
    qtbot.waitUntil(dialog.isVisible)                          # who starts the episode?
    dialog.close()
    assert dialog.isVisible() and "waits for this answer" in dialog.message.text()
