"""The first dialog of a session stands where every later one does: it is placed in a guessed frame before the
window manager draws one (openbox's title bar is smaller than the guess), and stood a title bar's difference lower,
until the next question, over the top of "What now?" (seen at 100 % and 200 % under openbox)."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QMargins
from PySide6.QtWidgets import QApplication

from tests.gui.conftest import start_through_wizard


def test_the_first_dialog_is_placed_again_once_its_frame_is_drawn(window, qtbot, monkeypatch):
    import gui.playing
    from gui.fit import FRAME_GUESS

    session = start_through_wizard(window, qtbot)
    act = next(o.key for o in session.game.pending.options if o.data.get("icon") == "explore")
    assert window.choose(act)
    step = window.step
    qtbot.waitUntil(step.isVisible)
    QApplication.processEvents()
    assert step.property("placed_in") == FRAME_GUESS      # offscreen: no title bar is drawn, the guess stands
    guessed = step.geometry()
    drawn = QMargins(1, FRAME_GUESS.top() - 12, 1, 1)     # the window manager's, smaller by 12 pixels
    monkeypatch.setattr(gui.playing, "seen_frame", lambda dialog: drawn)
    QApplication.sendEvent(step, QEvent(QEvent.Type.WindowActivate))   # as the frame comes with its first paint
    qtbot.waitUntil(lambda: step.property("placed_in") == drawn)
    assert step.geometry().top() == guessed.top() - 12
    QApplication.sendEvent(step, QEvent(QEvent.Type.WindowActivate))
    QApplication.processEvents()
    assert step.geometry().top() == guessed.top() - 12    # once: where it was placed in the frame drawn
