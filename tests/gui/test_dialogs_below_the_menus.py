"""The step dialog (and any question's dialog) opens below the window's menu bar: on a short screen (1280x720 at
200 %) it was moved up over the menus to fit, and Game, Edit, View and Help could not be reached while it was open."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication

from gui.fit import FRAME_GUESS
from tests.gui.conftest import start_through_wizard

SCREENS = {"1280x720": QRect(0, 0, 1280, 690), "200 %": QRect(0, 0, 640, 345)}


@pytest.mark.parametrize("size", list(SCREENS))
@pytest.mark.parametrize("in_front", ["What now?", "Log"])
def test_the_step_dialog_opens_below_the_menu_bar(window, qtbot, monkeypatch, size, in_front):
    import gui.dialogs.decision
    import gui.laying_out
    import gui.playing

    area = SCREENS[size]
    for module in (gui.laying_out, gui.playing, gui.dialogs.decision):
        monkeypatch.setattr(module, "free_area", lambda widget=None: QRect(area))
    window.setGeometry(area.adjusted(4, 32, -4, -4))
    session = start_through_wizard(window, qtbot)
    game = session.game
    dock = next(d for d in window.docks if d.windowTitle() == in_front)
    dock.raise_()  # another tab than "What now?" in front: the dialog opens beside the board
    for _ in range(3):
        QApplication.processEvents()
    explore = next(o.key for o in game.pending.options if o.data.get("icon") == "explore")
    assert window.choose(explore)
    for _ in range(5):
        QApplication.processEvents()
    assert window.step.isVisible()
    bar = window.menuBar()
    menus_end = bar.mapToGlobal(QPoint(0, bar.height())).y()
    assert window.step.geometry().top() - FRAME_GUESS.top() >= menus_end, (window.step.geometry(), menus_end)
    assert window.step.geometry().bottom() <= area.bottom()
