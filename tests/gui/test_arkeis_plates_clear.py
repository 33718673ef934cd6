"""A name plate (an Adversaries' or a special token's) keeps clear of the marks printed on the board a player reads:
the Search symbols printed on a floor and the zones' numbers. At 200 % the Glass Dunes' "Staircase A" lay over the
"L" printed in the middle of its zone (play12); zoomed out, a plate moves as little as clears them."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from gui.rulesets.arkeis.scenery import TagItem
from tests.gui.test_arkeis_seen_at_the_table import painted_box, start_episode


@pytest.mark.parametrize("zoom", [0.6, 0.45, 0.3, 0.25, 0.2])
def test_a_name_plate_keeps_clear_of_the_symbols_and_numbers_printed_on_the_board(window, qtbot, zoom):
    session = start_episode(window, qtbot, 2)                  # the Glass Dunes: an L printed, a staircase beside it
    view, scene = window.board, window.board.board
    shape = scene.shape
    marks = shape.printed_marks(session.game)
    dunes = shape.zone_rect("zone:glass-dunes:1")
    assert any(dunes.contains(mark) for mark in marks)         # the L, and the zone's number
    qtbot.wait(50)                                              # the window settled: no re-fit comes after
    view.set_zoom(zoom)
    view.centerOn(dunes.center())
    QApplication.processEvents()
    assert abs(view.zoom - zoom) < 1e-6
    tags = [t for t in scene.scenery if isinstance(t, TagItem)]
    assert "Staircase A" in {t.text for t in tags}
    seen_marks = [QRectF(view.mapFromScene(mark).boundingRect()) for mark in marks]
    for tag in tags:
        plate = painted_box(tag, view)
        for mark in seen_marks:
            assert not plate.intersects(mark.adjusted(1, 1, -1, -1)), (tag.text, plate, mark)

