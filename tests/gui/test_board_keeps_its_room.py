"""The board keeps its room: in a 900 px window on a large screen the side panels, laid out for the screen and not the
window, left the board about 118 px between them."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRect

from tests.gui.test_every_game_laid_out_alike import PACKS, looking, sized, start

BOARD_SHARE = 0.4  # of the window's width, at the least


@pytest.fixture
def large_screen(monkeypatch):
    """A 1920x1080 screen with a task bar, as the table reads it."""
    import gui.dialogs.decision
    import gui.laying_out
    import gui.playing

    area = QRect(0, 0, 1920, 1050)
    for module in (gui.laying_out, gui.playing, gui.dialogs.decision):
        monkeypatch.setattr(module, "free_area", lambda widget=None: QRect(area))
    return area


@pytest.mark.parametrize("width", [900, 1000, 1280])
@pytest.mark.parametrize("pack_id", PACKS)
def test_in_a_window_narrower_than_its_screen_the_board_keeps_its_room(window, qtbot, large_screen, pack_id, width):
    sized(window, QRect(0, 0, width, 1000))
    start(window, qtbot, pack_id)
    looking(window)
    board = window.board.width()
    assert board >= width * BOARD_SHARE, (board, {d.windowTitle(): d.width() for d in window.docks if d.isVisible()})
