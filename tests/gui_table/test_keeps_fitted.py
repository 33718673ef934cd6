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


def _grow_east(view, game, far: int = 6):
    """A card laid well east of the board, as exploring lays one (the view is left where it was)."""
    game.zones.move("a-70", f"board:{far},0")
    view.show_game(game)
    return view.board.cards["a-70"].sceneBoundingRect()


def test_a_refit_takes_in_the_cards_laid_since_the_last_fit(view, game, qtbot):
    """A card laid as the board grew stayed off the view through every dialog and resize after it (played in the
    7th Citadel and Cursed City): the re-fit went back to what the board held before it. Growth alone still moves
    nothing; a re-fit fits the board as it is now."""
    from PySide6.QtCore import QRect

    view.fit_board()
    centre = view.mapToScene(view.viewport().rect().center())
    far = _grow_east(view, game)
    assert not view.visible_rect().contains(far)                       # the board does not move as it grows
    assert view.mapToScene(view.viewport().rect().center()) == centre
    view.set_covered(QRect(0, 0, 260, view.viewport().height()))      # a dialog opens over the view's west
    assert view.open_rect().contains(far) and not view.zoomed_by_hand
    view.set_covered(None)                                            # and closes
    assert view.visible_rect().contains(far)
    far = _grow_east(view, game, far=9)
    view.resize(900, 650)                                             # the window resized
    qtbot.waitUntil(lambda: view.visible_rect().contains(far))
    fitted = view.zoom
    for _ in range(4):                                                # dialogs opening and closing do not drift
        view.set_covered(QRect(0, 0, 260, view.viewport().height()))
        view.set_covered(None)
    assert abs(view.zoom - fitted) < 1e-6


def test_a_board_zoomed_or_panned_by_hand_stays_through_a_refit(view, game, qtbot):
    from PySide6.QtCore import QRect

    view.fit_board()
    view.zoom_in()
    _grow_east(view, game)  # (a card laid is scrolled into a hand-moved view: test_new_terrain_in_view.py)
    zoom, centre = view.zoom, view.mapToScene(view.viewport().rect().center())
    whole = view.board.focus_rect()
    view.set_covered(QRect(0, 0, 260, view.viewport().height()))
    view.set_covered(None, dialog=True)
    view.set_covered(None, dialog=False)
    view.resize(900, 650)
    qtbot.wait(50)
    assert abs(view.zoom - zoom) < 1e-6 and not view.visible_rect().contains(whole)
    assert (view.mapToScene(view.viewport().rect().center()) - centre).manhattanLength() < 60  # the resize's anchor


def test_a_dialog_beside_the_view_refits_it_as_it_opens_and_closes(view, game, qtbot):
    """At ×2 in Hollowmere the step dialog lay over "What now?", beside the board but not over it: the covered part
    never changed, nothing re-fitted, and the fog laid east of the terrain just explored stayed off the view after
    the action. A dialog opening or closing is a re-fit whether or not it covers the view."""
    view.fit_board()
    view.set_covered(None, dialog=True)                               # the step dialog opens, beside the view
    far = _grow_east(view, game)
    assert not view.visible_rect().contains(far)
    view.set_covered(None, dialog=True)                               # it moves or repaints: no re-fit
    assert not view.visible_rect().contains(far)
    view.set_covered(None, dialog=False)                              # the action is over, the dialog closes
    assert view.visible_rect().contains(far)
    view.zoom_in()
    zoom = view.zoom
    _grow_east(view, game, far=9)
    view.set_covered(None, dialog=True)
    view.set_covered(None, dialog=False)
    assert abs(view.zoom - zoom) < 1e-6                               # a board zoomed by hand stays


def test_a_dialog_over_the_views_edge_and_no_card_moves_nothing(view, qtbot):
    """Played at 1920×1080 and 150 %: the step dialog over "What now?", widened to its least width, lay over the
    board's last few pixels, where no card was; the fitted board shrank and moved by a few pixels as it opened and
    came back as it closed. A dialog that covers none of the board leaves it where it is."""
    from PySide6.QtCore import QRect

    view.fit_board()
    zoom, centre = view.zoom, view.mapToScene(view.viewport().rect().center())
    cards = view.mapFromScene(view.board.focus_rect()).boundingRect()
    edge = view.viewport().rect()
    beside = QRect(cards.right() + 2, edge.top(), edge.right() - cards.right() - 1, edge.height())
    assert beside.width() >= 4                                         # the margin a fitted board keeps
    view.set_covered(beside, dialog=True)                              # the dialog opens over the edge
    assert abs(view.zoom - zoom) < 1e-9 and view.mapToScene(view.viewport().rect().center()) == centre
    view.set_covered(None, dialog=False)                               # and closes
    assert abs(view.zoom - zoom) < 1e-9 and view.mapToScene(view.viewport().rect().center()) == centre
    wider = QRect(cards.center().x(), edge.top(), edge.right() - cards.center().x() + 1, edge.height())
    view.set_covered(wider, dialog=True)                               # one over the cards still re-fits the board
    assert view.zoom < zoom


def test_a_card_a_bot_laid_beyond_a_fitted_board_is_fitted_in_at_once(view, game, qtbot):
    """A table of bots opens no dialog, so nothing re-fitted the board as bots explored: the watcher lost sight of
    the play (play12). A change nobody at the screen answered is followed (`follow_play`); a person's still moves
    nothing until a dialog opens or closes (above)."""
    view.fit_board()
    far = _grow_east(view, game)
    assert not view.visible_rect().contains(far)
    view.follow_play()                                                # the table shows a bot's answer
    assert view.visible_rect().contains(far) and not view.zoomed_by_hand
    zoom = view.zoom
    view.follow_play()                                                # nothing new: nothing moves
    assert abs(view.zoom - zoom) < 1e-6
