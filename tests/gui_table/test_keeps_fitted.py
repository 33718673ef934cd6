"""The board keeps fitting the view while the window settles (maximised, panels laid out) until the player zooms or
pans it: fitted once at a first, smaller size, a long board stayed a strip in a large window."""
from __future__ import annotations

from PySide6.QtCore import QPoint, Qt


def test_a_fitted_board_fits_again_when_the_view_grows(view, qtbot):
    view.resize(500, 350)
    view.fit_board()
    small = view.zoom
    view.resize(1400, 1000)
    qtbot.waitUntil(lambda: view.zoom > small)
    grown = view.zoom
    view.fit_board()
    assert abs(view.zoom - grown) < 1e-6          # as fitted as F would make it


def test_once_the_player_zooms_the_board_stays_as_they_left_it(view, qtbot):
    view.fit_board()
    view.zoom_in()
    zoomed = view.zoom
    view.resize(600, 400)
    qtbot.wait(50)
    assert abs(view.zoom - zoomed) < 1e-6


def test_once_the_player_pans_the_board_stays_as_they_left_it(view, qtbot):
    view.resize(500, 350)
    view.fit_board()
    fitted = view.zoom
    qtbot.keyClick(view, Qt.Key.Key_Left)
    view.resize(1400, 1000)
    qtbot.wait(50)
    assert abs(view.zoom - fitted) < 1e-6
    qtbot.keyClick(view, Qt.Key.Key_F)              # F fits it again, and it keeps fitting
    view.resize(500, 350)
    qtbot.waitUntil(lambda: view.zoom < fitted + 1e-6)
    assert view.mapFromScene(view.board.board_rect().center()) != QPoint(-1, -1)
