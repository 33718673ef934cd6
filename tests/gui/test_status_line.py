"""A status message longer than the room beside who sits at the table ends in "…" and reads whole in its tooltip; the
window's tests and players read it whole (`currentMessage`)."""
from __future__ import annotations

from PySide6.QtWidgets import QLabel, QMainWindow, QStatusBar

from gui.status_line import StatusLine

LONG = "Your move: click a card on the board or in a panel, or pick a choice under “What now?” and press Enter."


def _window(qtbot, width: int):
    window = QMainWindow()
    line = StatusLine(window)
    window.setStatusBar(line)
    qtbot.addWidget(window)
    window.resize(width, 300)
    window.show()
    qtbot.waitExposed(window)
    return window, line


def _shown(line: StatusLine) -> str:
    return QStatusBar.currentMessage(line)  # what the bar paints


def test_a_message_too_long_for_its_room_ends_in_an_ellipsis_and_reads_whole_in_its_tooltip(qtbot):
    window, line = _window(qtbot, 700)
    seats = QLabel("Ann: here  ·  Bo: bot  ·  Cy: away")
    line.addPermanentWidget(seats)
    line.showMessage(LONG)
    qtbot.waitUntil(lambda: _shown(line).endswith("…"))
    assert line.fontMetrics().horizontalAdvance(_shown(line)) <= seats.x()  # it stops short of who sits where
    assert line.currentMessage() == LONG and line.toolTip() == LONG and line.accessibleDescription() == LONG
    window.resize(2400, 300)  # room enough: the whole message again
    qtbot.waitUntil(lambda: _shown(line) == LONG)


def test_the_room_is_fitted_again_when_who_sits_at_the_table_changes(qtbot):
    window, line = _window(qtbot, 1100)
    seats = QLabel("Ann: here")
    line.addPermanentWidget(seats)
    line.showMessage(LONG)
    qtbot.waitUntil(lambda: _shown(line) == LONG)
    seats.setText("Ann: here  ·  Bo: connected  ·  Cy: connected  ·  Dee: away  ·  Eli: a bot at the table now")
    qtbot.waitUntil(lambda: _shown(line).endswith("…"))
    assert line.currentMessage() == LONG


def test_a_message_shown_for_a_while_still_goes_when_fitted_again(qtbot):
    window, line = _window(qtbot, 600)
    line.showMessage(LONG, 400)
    window.resize(650, 300)
    qtbot.waitUntil(lambda: line.currentMessage() == "" and _shown(line) == "" and line.toolTip() == "", timeout=3000)


def test_the_window_has_it(qtbot, tmp_path):
    from gui.main_window import MainWindow
    from saves.folders import user_folders

    window = MainWindow(user_folders(tmp_path))
    qtbot.addWidget(window)
    assert isinstance(window.statusBar(), StatusLine)


def test_a_tip_qt_shows_itself_is_the_message_while_it_shows(qtbot):
    window, line = _window(qtbot, 900)
    line.showMessage("Ann's turn.")
    QStatusBar.showMessage(line, "Open a saved game")  # as Qt does for a menu's tip, past the Python method
    assert line.currentMessage() == "Open a saved game" and line.toolTip() == "Open a saved game"
    QStatusBar.clearMessage(line)
    assert line.currentMessage() == "" and line.toolTip() == ""
