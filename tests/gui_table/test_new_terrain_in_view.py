"""A terrain laid next to the board comes into view whole: the board kept the player's view, and at 200 % on a
1280x720 screen a new 7th Citadel terrain stayed half off the view's edge."""
from __future__ import annotations

from PySide6.QtWidgets import QApplication


def test_a_card_laid_at_the_edge_is_scrolled_into_view(view, game, qtbot):
    view.resize(460, 400)  # a small view: the board does not fit at the zoom the player chose
    view.fit_board()
    view.zoom_in()
    QApplication.processEvents()
    on_board = [z for z in game.zones.contents if z.startswith("board:") and game.zones.cards(z)]
    xs = [int(z.split(":")[1].split(",")[0]) for z in on_board]
    y = int(on_board[0].split(",")[1])
    east = f"board:{max(xs) + 1},{y}"
    spare = next(p for z in game.zones.contents if not z.startswith(("board:", "hand:")) for p in game.zones.cards(z))
    game.zones.move(spare, east)
    view.show_game(game)
    QApplication.processEvents()
    item = view.board.cards[spare]
    seen = view.visible_rect()
    assert item.sceneBoundingRect().width() < seen.width() and item.sceneBoundingRect().height() < seen.height()
    assert view.visible_rect().contains(item.sceneBoundingRect()), (view.visible_rect(), item.sceneBoundingRect())


def test_a_card_turned_over_where_it_lies_is_scrolled_into_view(view, game, qtbot):
    """The 7th Continent explores a fog card by turning it over where it lies: no card is new to the board, and at 200 %
    the terrain found at the edge of a view the player had zoomed stayed half off it (Hollowmere, "Reed Wall")."""
    view.resize(560, 560)
    view.fit_board()
    view.zoom_in()
    QApplication.processEvents()
    seen = view.visible_rect()
    down = [p for p, item in view.board.cards.items() if item.face_down]
    assert down
    far = max(down, key=lambda p: (view.board.cards[p].sceneBoundingRect().center() - seen.center()).manhattanLength())
    bounds = view.board.cards[far].sceneBoundingRect()
    assert not seen.contains(bounds), "the test needs a card cut at the view's edge"
    assert bounds.width() < seen.width() and bounds.height() < seen.height(), "...that the view can hold whole"
    game.table.face_down.remove(far)  # explored: turned face up where it lies
    view.show_game(game)
    view.board.finish_animations()
    QApplication.processEvents()
    item = view.board.cards[far]
    assert not item.face_down
    assert view.visible_rect().contains(item.sceneBoundingRect()), (view.visible_rect(), item.sceneBoundingRect())
