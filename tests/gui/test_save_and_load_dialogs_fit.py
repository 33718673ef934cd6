"""Play6 at 1920×1080 and at 150 %: the Load dialog opened over the menu bar, and the Save dialog's title bar read
"Save the g… Fogbound". Each now opens below the menus, centred over the window, the Save dialog wide enough for
its title."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication

from gui.dialogs import saving
from gui.fit import FRAME_GUESS
from tests.gui.conftest import start_through_wizard

SCREENS = {"150 %": QRect(0, 0, 1280, 690), "1920x1080": QRect(0, 0, 1920, 1040)}


def menus_end(window) -> int:
    bar = window.menuBar()
    return bar.mapToGlobal(QPoint(0, bar.height())).y()


@pytest.mark.parametrize("size", list(SCREENS))
def test_the_load_dialog_opens_below_the_menu_bar_over_the_window(window, qtbot, screen_area, size):
    area = SCREENS[size]
    screen_area(area)
    window.setGeometry(area.adjusted(4, 32, -4, -4))
    start_through_wizard(window, qtbot)
    QApplication.processEvents()
    dialog = saving.LoadDialog(window.campaigns, window)
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    placed = dialog.geometry()
    assert placed.top() - FRAME_GUESS.top() >= menus_end(window), (placed, menus_end(window))
    assert area.contains(placed.marginsAdded(FRAME_GUESS)), placed
    assert abs(placed.center().x() - window.geometry().center().x()) <= 2   # over the window's middle
    dialog.close()


def test_the_save_dialogs_title_bar_has_room_for_its_title(window, qtbot):
    session = start_through_wizard(window, qtbot)
    dialog = saving.slot_dialog(window, session.campaign)
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    bold = QFont(dialog.font())
    bold.setBold(True)
    words = QFontMetrics(bold).horizontalAdvance("Save the game — Fogbound")
    assert dialog.width() >= words + saving.TITLE_BAR
    assert dialog.geometry().top() - FRAME_GUESS.top() >= menus_end(window)
    assert dialog.comboBoxItems()[0] == "Save 1" and dialog.isComboBoxEditable()
    dialog.close()


def test_the_save_dialog_is_as_large_as_its_lines_and_cannot_be_resized(window, qtbot):
    """Seen at 1920×1080 and at 200 % under openbox: an empty strip across the Save dialog's foot, under OK and Cancel,
    the resize handle a window manager draws under a window that may be resized. Nothing in it grows: its size is
    fixed at its lines' and the title's width."""
    session = start_through_wizard(window, qtbot)
    dialog = saving.slot_dialog(window, session.campaign)
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    assert dialog.minimumSize() == dialog.maximumSize() == dialog.size()
    assert dialog.height() == dialog.layout().totalSizeHint().height()
    dialog.close()
