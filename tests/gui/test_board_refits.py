"""The board re-fits when the window is maximised or restored, unless the player zoomed by hand (seen at the table:
after maximising, the board stayed small in a corner of the larger view until F was pressed)."""
from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tests.gui.conftest import start_through_wizard


def _settle(qtbot):
    for _ in range(5):
        QApplication.processEvents()
        qtbot.wait(20)


def _fitted_zoom(view) -> float:
    """The zoom fitting the board would give now, the view left as it was."""
    zoom, centre = view.zoom, view.mapToScene(view.viewport().rect().center())
    by_hand = view.zoomed_by_hand
    view.fit_board()
    fitted = view.zoom
    view.set_zoom(zoom)
    view.centerOn(centre)
    view.zoomed_by_hand = by_hand
    return fitted


def test_maximising_refits_the_board_unless_the_player_zoomed(window, qtbot):
    start_through_wizard(window, qtbot)
    view = window.board
    window.showNormal()
    window.resize(640, 420)
    _settle(qtbot)
    view.fit_board()
    small, before = view.zoom, view.size()
    window.showMaximized()
    qtbot.waitUntil(lambda: window.isMaximized() and view.width() > before.width() * 1.2)
    _settle(qtbot)
    assert abs(view.zoom - _fitted_zoom(view)) < 1e-6 and view.zoom > small * 1.1
    assert view.visible_rect().contains(view.board.focus_rect())
    # zoomed by hand: restoring the window keeps the player's zoom
    view.zoom_in()
    mine = view.zoom
    window.showNormal()
    window.resize(640, 420)
    _settle(qtbot)
    assert abs(view.zoom - mine) < 1e-6
    # F fits again, and from then on the window's size is followed again
    view.fit_board()
    window.showMaximized()
    qtbot.waitUntil(lambda: window.isMaximized() and view.width() > before.width() * 1.2)
    _settle(qtbot)
    assert abs(view.zoom - _fitted_zoom(view)) < 1e-6
