"""The board mirrors the engine's board zones, and follows the game decision after decision."""
from __future__ import annotations

import random

from PySide6.QtCore import Qt

from gui.rulesets.sevenths.geometry import slot_rect
from tests.gui_table.shots import play


def board_pieces(game) -> dict[str, bool]:
    """Pieces on the board (slots and attached events) -> face down."""
    found = {}
    for zone, pieces in game.zones.contents.items():
        if zone.startswith(("board:", "attached:")):
            for piece in pieces:
                found[piece] = piece in game.table.face_down
    return found


def check_matches(view, game):
    pieces = board_pieces(game)
    assert set(view.board.cards) == set(pieces)
    for piece, down in pieces.items():
        item = view.board.cards[piece]
        assert item.face_down == down
        zone = game.zones.zone_of(piece)
        if zone.startswith("board:"):
            assert item.pos() == slot_rect(zone).topLeft()
    for player in game.table.players:
        figure = view.board.figures[player.seat]
        assert slot_rect(player.at).contains(figure.sceneBoundingRect().center())


def test_items_match_the_board_at_the_start(view, game):
    check_matches(view, game)
    assert view.board.cards["fog-2"].face_down
    assert not view.board.cards["t-1"].face_down
    assert set(view.board.figures) == {0, 1}


def test_items_follow_decisions_without_rebuilding(view, game):
    kept = dict(view.board.cards)
    seen = set(kept)
    rng = random.Random(5)
    for step in range(60):
        if game.pending is None or game.over:
            break
        play(game, 1, seed=rng.randrange(1000))
        view.show_game(game)
        view.set_pending(game.pending)
        check_matches(view, game)
        for piece, item in kept.items():
            if piece in view.board.cards:
                assert view.board.cards[piece] is item, "an unchanged card was rebuilt"
        kept = dict(view.board.cards)
        seen |= set(kept)
    # exploring the fog changes the board in this pack's first moves
    assert set(view.board.cards) != {"t-1", "fog-2"} or game.over
    assert step > 0 and len(seen) > 2, "sixty decisions put no new card on the board"
    assert set(view.board.cards) == set(board_pieces(game))


def test_faces_arrive_for_every_card(view, faces, qtbot):
    def arrived():  # a face is asked as its card is painted: a loaded machine may paint after the first wait
        faces.wait()
        return all(faces.loaded(item.card, "table", item.face_down) is not None for item in view.board.cards.values())

    qtbot.waitUntil(arrived, timeout=30000)


def test_keyboard_tab_enter_space_zoom(view, qtbot):
    view.setFocus()
    clicked, opened = [], []
    view.card_clicked.connect(clicked.append)
    view.card_opened.connect(opened.append)
    qtbot.keyClick(view, Qt.Key_Tab)
    first = view.selected_piece()
    assert first in view.board.cards
    qtbot.keyClick(view, Qt.Key_Tab)
    assert view.selected_piece() not in (None, first)
    qtbot.keyClick(view, Qt.Key_Return)
    qtbot.keyClick(view, Qt.Key_Space)
    assert clicked == [view.selected_piece()] and opened == clicked
    zoom = view.zoom
    qtbot.keyClick(view, Qt.Key_Plus)
    assert view.zoom > zoom
    qtbot.keyClick(view, Qt.Key_Minus)
    qtbot.keyClick(view, Qt.Key_Minus)
    assert view.zoom < zoom


def test_fit_board_and_minimap(view):
    view.set_zoom(3.0)
    assert not view.minimap.isHidden()
    view.fit_board()
    assert view.visible_rect().contains(view.board.board_rect())
    assert view.minimap.isHidden()


def test_clicking_a_card_emits_its_piece(view, qtbot):
    clicked = []
    view.card_clicked.connect(clicked.append)
    point = view.mapFromScene(view.board.cards["t-1"].sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=point)
    assert clicked == ["t-1"]


def test_attached_events_in_their_own_slot_or_across_the_terrain_edge(view, game):
    game.zones.move("a-70", "attached:0,0")
    game.table.attached_at["a-70"] = "board:-1,0"  # a free space west of the terrain: drawn there, full size
    game.zones.move("a-71", "attached:0,0")
    game.table.attached_at["a-71"] = "board:1,0"   # the fog's space: drawn small across the east edge
    view.show_game(game)
    own, edge = view.board.cards["a-70"], view.board.cards["a-71"]
    assert own.pos() == slot_rect("board:-1,0").topLeft() and own.scale() == 1.0
    terrain = slot_rect("board:0,0")
    assert edge.scale() < 1.0
    box = edge.sceneBoundingRect()
    assert box.left() < terrain.right() < box.right()  # overlaps the east edge
    assert edge.zValue() > view.board.cards["t-1"].zValue()


def test_a_selected_card_paints_nothing_outside_its_bounds(view, qtbot):
    """Whatever a card paints (its selection frame too) lies inside its bounding rectangle: otherwise a card
    sliding back after a refused drop leaves trails of its frame on the board."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    item = next(iter(view.board.cards.values()))
    item.setSelected(True)
    bounds = item.boundingRect()
    margin = 20
    image = QImage(int(bounds.width()) + 2 * margin, int(bounds.height()) + 2 * margin, QImage.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.translate(QPointF(margin, margin) - bounds.topLeft())
    item.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    inside = bounds.translated(QPointF(margin, margin) - bounds.topLeft())
    outside = [(x, y) for x in range(image.width()) for y in range(0, image.height(), 3)
               if image.pixelColor(x, y).alpha() and not inside.contains(QPointF(x + 0.5, y + 0.5))]
    assert not outside, outside[:5]


def test_the_minimap_takes_a_share_of_a_small_view(view, qtbot):
    """At 200 % on a laptop the view is about 380 logical pixels wide: a 200-pixel overview hid half the board."""
    view.resize(380, 320)
    view.set_zoom(3.0)
    view.minimap.rebuild()
    assert max(view.minimap.width(), view.minimap.height()) <= 0.3 * 320 + 4
    view.resize(1400, 1000)
    qtbot.waitUntil(lambda: max(view.minimap.width(), view.minimap.height()) > 150)  # room again: a larger one
