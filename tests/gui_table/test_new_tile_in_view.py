"""A tile explored in the middle of a journey comes into view whole on a board the player moved by hand, as a new
card does (test_new_terrain_in_view.py): Cursed City's tiles are drawn by the ruleset's board (its scenery), not laid
as cards, and a tile placed at the view's edge stayed off it until the player pressed F."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication


@pytest.fixture
def mirewick(qapp, tmp_path):
    from engine.content.loader import list_packs, load_pack
    from engine.core.ruleset import Seat
    from engine.rulesets.cursed_city import RULESET
    from gui.faces import FaceCache
    from gui.pixmaps import FaceProvider

    pack = load_pack(next(s for s in list_packs() if s.id == "mirewick").folder)
    heroes = [c.id for c in pack.cards.values() if c.type == "hero"][:4]
    provider = FaceProvider(pack, FaceCache(tmp_path / "faces"))
    yield RULESET.new_game(pack, [Seat("Ann")], {"heroes": heroes}, 1), provider
    provider.wait()


def test_a_tile_explored_is_scrolled_into_a_view_moved_by_hand(qtbot, mirewick):
    from engine.rulesets.cursed_city.explore import placements, put_tile
    from engine.rulesets.cursed_city.table import EXPLORATION
    from gui.table import BoardView

    game, faces = mirewick
    view = BoardView(faces)
    view.board.animate = False
    qtbot.addWidget(view)
    view.resize(700, 500)
    view.show()
    view.show_game(game)
    view.fit_board()
    view.zoom_in()
    view.zoom_in()  # the player looks closer, at the board's middle
    QApplication.processEvents()
    before = {(r.x(), r.y(), r.width(), r.height()) for r in (i.sceneBoundingRect() for i in view.board.scenery)}
    tile = game.card(game.zones.top(EXPLORATION)).get("tile")
    put_tile(game, tile, placements(game, tile)[0])  # explored: laid against the river gate, at the board's edge
    view.show_game(game)
    QApplication.processEvents()
    laid = [i.sceneBoundingRect() for i in view.board.scenery
            if (i.sceneBoundingRect().x(), i.sceneBoundingRect().y(), i.sceneBoundingRect().width(),
                i.sceneBoundingRect().height()) not in before]
    assert laid
    new = laid[0]
    for rect in laid[1:]:
        new = new.united(rect)
    seen = view.visible_rect()
    assert new.width() < seen.width() and new.height() < seen.height(), "the test's view must hold the tile whole"
    assert seen.contains(new), (seen, new)
