"""The board's overview, in a corner of a board larger than the view, lies where it covers least of what a player
reads, and the player may put it away. Zoomed in at 200 %, every corner of the view lay over the rooms: it stayed
bottom right, over the Orrery Chamber's zone number (play12)."""
from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from gui.table.items import CardItem, FigureItem
from tests.gui.test_arkeis_seen_at_the_table import start_episode


def zoomed_on_the_orrery(window, qtbot):
    start_episode(window, qtbot, 2)                             # the Orrery Heart
    qtbot.wait(50)                                              # the window settled: no re-fit comes after
    view, scene = window.board, window.board.board
    orrery = scene.shape.zone_rect("zone:orrery:1").united(scene.shape.zone_rect("zone:orrery:4"))
    view.set_zoom(1.0)
    view.centerOn(orrery.center())
    QApplication.processEvents()
    return view, scene


def test_the_overview_lies_over_no_piece_nor_printed_mark_while_a_corner_has_none(window, qtbot):
    view, scene = zoomed_on_the_orrery(window, qtbot)
    overview = view.minimap
    assert overview.isVisible() and overview.covering           # every corner lies over the rooms
    under = view.mapToScene(overview.geometry().translated(-view.viewport().geometry().topLeft())).boundingRect()
    read = scene.shape.printed_marks(scene.game)
    read += [item.sceneBoundingRect() for item in scene.items() if isinstance(item, (CardItem, FigureItem))]
    assert not [r for r in read if r.intersects(under)], under
    assert QRectF(view.mapToScene(view.viewport().rect()).boundingRect()).contains(under)


def test_the_player_puts_the_overview_away_from_the_view_menu_and_it_stays_away(window, qtbot):
    view, _ = zoomed_on_the_orrery(window, qtbot)
    assert view.minimap.isVisible() and window.overview_action.isChecked()
    window.overview_action.trigger()
    assert not view.minimap.isVisible() and not window.settings.overview
    view.set_zoom(1.2)                                          # zoomed further: still away
    QApplication.processEvents()
    assert not view.minimap.isVisible()
    window.overview_action.trigger()
    assert view.minimap.isVisible() and window.settings.overview


def test_a_realms_board_and_the_words_beside_the_offers_count_as_read_under_the_overview(window, qtbot):
    """A Realm's board is read as much as a card (what its ruler may do, who rules): at 200 % the overview sat over
    the Saltgate Keep's Ruler's Action (only cards and pawns counted), where another corner showed the edge of a card."""
    from gui.rulesets.realms_and_ruins import geometry as at
    from tests.gui.conftest import start_through_wizard

    start_through_wizard(window, qtbot, pack_id="brinefall")
    qtbot.waitUntil(window.hand_over_screen.button.isEnabled, timeout=3000)
    window.hand_over_screen.button.click()
    view, scene = window.board, window.board.board
    view.set_zoom(1.5)
    view.centerOn(at.realm_rect(1).center())
    QApplication.processEvents()
    inside = view.mapFromScene(at.realm_rect(1).adjusted(300, 40, -20, -40)).boundingRect()   # its words, no pawn
    assert not [item for item in scene.items(view.mapToScene(inside).boundingRect())
                if isinstance(item, (CardItem, FigureItem))]
    assert view.minimap._covers_read(inside) > 0
