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


def test_a_dialog_over_what_now_is_placed_again_in_the_frame_the_window_manager_gives_it(window, qtbot,
                                                                                       monkeypatch):
    """Played under openbox: the dialog over "What now?" was placed in a guessed frame larger than openbox's, and a
    strip of the panel showed under it. Once shown, its frame is known: it is placed again in it, and the dialog
    with its frame covers the panel, from its top to its foot."""
    from PySide6.QtCore import QMargins, QPoint, QRect
    from PySide6.QtWidgets import QApplication

    import gui.playing

    openbox = QMargins(1, 13, 1, 3)
    monkeypatch.setattr(gui.playing, "seen_frame", lambda w: openbox if w.isVisible() else None, raising=False)
    start_through_wizard(window, qtbot, pack_id="cinderfane")
    dialog = window.decision
    qtbot.waitUntil(dialog.isVisible)                          # who starts the episode? over "What now?"
    qtbot.wait(20)
    QApplication.processEvents()
    answers = window.answers_dock
    panel = QRect(answers.mapToGlobal(QPoint(0, 0)), answers.size())
    framed = dialog.geometry().marginsAdded(openbox)
    assert framed.contains(panel) and (framed.top(), framed.bottom()) == (panel.top(), panel.bottom()), (framed, panel)
