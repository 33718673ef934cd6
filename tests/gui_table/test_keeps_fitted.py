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


def test_a_card_laid_beyond_the_edge_of_the_view_is_brought_into_it_at_the_same_zoom(view, game, qtbot):
    """Seen in Ashenreach at 200 %: the fog laid east of a terrain just explored stayed cut at the view's edge (its
    Pathfind out of sight) until the player panned. The board scrolls as little as shows the new card, and keeps the
    player's zoom."""
    from gui.rulesets.sevenths.geometry import slot_rect

    view.resize(700, 500)
    view.set_zoom(1.0)
    view.centerOn(slot_rect("board:0,0").center())
    zoom = view.zoom
    assert not view.visible_rect().intersects(slot_rect("board:3,0"))
    game.zones.move("t-2", "board:3,0")
    view.show_game(game)
    assert view.visible_rect().contains(view.board.cards["t-2"].sceneBoundingRect())
    assert abs(view.zoom - zoom) < 1e-9


def test_a_card_laid_in_view_moves_nothing(view, game, qtbot):
    from gui.rulesets.sevenths.geometry import slot_rect

    view.resize(900, 700)
    view.set_zoom(0.5)
    view.centerOn(slot_rect("board:0,0").center())
    before = view.visible_rect()
    assert before.contains(slot_rect("board:0,1"))
    game.zones.move("t-2", "board:0,1")
    view.show_game(game)
    assert view.visible_rect() == before


def test_a_fitted_board_that_grows_is_fitted_again_even_after_a_dialog_closes(view, game, qtbot):
    """Seen in Ashenreach at 200 %: the board fitted to the view (never zoomed nor panned by the player) was fitted
    again to what it held before, when the step dialog over it closed: the cards laid since were cut at its edge."""
    from PySide6.QtCore import QRect

    view.resize(900, 600)
    view.fit_board()
    game.zones.move("t-2", "board:3,0")
    view.set_covered(QRect(600, 0, 300, 600))      # the step dialog over the right of the view
    view.show_game(game)
    view.set_covered(None)                         # ...closes
    assert not view.zoomed_by_hand
    assert view.visible_rect().contains(view.board.cards["t-2"].sceneBoundingRect())
    assert view.visible_rect().contains(view.board.board_rect())
