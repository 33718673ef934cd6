"""Name plates keep clear of one another and of the pieces: at 200 % the Orrery Chamber's "Staircase A" lay over the
"Glass Asp" plate and over a Glass Asp miniature, and the Hall of Bells' "Ash Mite" over "Chain" (play12)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from gui.rulesets.arkeis.scenery import TagItem
from gui.table.view import MARGIN
from tests.gui.test_arkeis_seen_at_the_table import painted_box, start_episode


def seen(view, item, rect: QRectF) -> QRectF:
    return QRectF(view.mapFromScene(item.mapToScene(rect)).boundingRect())


def plates_and_pieces(window, zone: str, zoom: float):
    """The plates painted and the pieces in sight (each with its name), in view pixels, zoomed on `zone`."""
    view, scene = window.board, window.board.board
    view.set_zoom(zoom)
    view.centerOn(scene.shape.zone_rect(zone).center())
    QApplication.processEvents()
    plates = [(t.text, painted_box(t, view)) for t in scene.scenery if isinstance(t, TagItem)]
    pieces = [(piece, seen(view, card, card.shape().boundingRect())) for piece, card in scene.cards.items()]
    pieces += [(f"pawn {seat}", seen(view, pawn, pawn.shape().boundingRect())) for seat, pawn in scene.figures.items()]
    return plates, pieces


def area(a: QRectF, b: QRectF) -> float:
    both = a.intersected(b)
    return max(0.0, both.width()) * max(0.0, both.height())


@pytest.mark.parametrize("episode,zone", [(1, "zone:bell-hall:1"), (2, "zone:orrery:3")])
@pytest.mark.parametrize("zoom", [0.6, 0.45, 0.35, 0.3, 0.25, 0.2])
def test_name_plates_keep_clear_of_one_another_and_of_the_pieces(window, qtbot, episode, zone, zoom):
    """Every plate readable (none over another, none under a pawn, none beyond the board) at every zoom; every piece
    at least three quarters in sight from 30 % on (zoomed further out, a plate is larger than a zone and must cover
    something)."""
    start_episode(window, qtbot, episode)                      # the Hall of Bells; the Orrery Heart
    qtbot.wait(50)                                              # the window settled: no re-fit comes after
    plates, pieces = plates_and_pieces(window, zone, zoom)
    assert len(plates) >= 4
    view = window.board
    board = QRectF(view.mapFromScene(view.board.shape.home().adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN))
                   .boundingRect()).adjusted(-1, -1, 1, 1)   # the board and the table a fitted view keeps around it
    assert all(board.contains(plate) for _, plate in plates), board  # a fitted view cut "Trapdoor" at its edge
    for n, (text, plate) in enumerate(plates):
        for other, box in plates[n + 1:]:
            assert not plate.intersects(box.adjusted(1, 1, -1, -1)), (text, other, plate, box)
    for piece, box in pieces:
        hidden = sum(area(plate, box.adjusted(1, 1, -1, -1)) for _, plate in plates)
        if piece.startswith("pawn"):
            assert hidden == 0, piece
        elif zoom >= 0.3:
            assert hidden <= area(box, box) / 4, (piece, hidden, area(box, box))


@pytest.mark.parametrize("zoom", [0.6, 0.45, 0.35, 0.3, 0.25, 0.2])
def test_an_adversaries_plate_stays_in_the_zone_whose_adversaries_it_names(window, qtbot, zoom):
    """Played at 200 %: Mara standing over the two Ash Mites, their plate moved off her feet into the next zone, by
    Jonah, and read as if the mites stood there. It keeps its middle in their zone, sliding over their heads."""
    from tests.gui.test_arkeis_table import arkeis, arrange

    session, game = arkeis(window, qtbot)
    arrange(session, {"mini:mara": "zone:gallery:2", "mini:jonah": "zone:gallery:1"})
    view, scene = window.board, window.board.board
    mites = scene.shape.zone_rect("zone:gallery:2")
    qtbot.waitUntil(lambda: len(scene.figures) == 2 and any(mites.contains(p.pos()) for p in scene.figures.values()))
    view.set_zoom(zoom)
    view.centerOn(mites.center())
    QApplication.processEvents()
    tag = next(t for t in scene.scenery if isinstance(t, TagItem) and t.text == "Ash Mite")
    assert scene.shape.zone_at(tag.pos()) == "zone:gallery:2"
    plate = painted_box(tag, view)
    assert QRectF(view.mapFromScene(mites).boundingRect()).contains(plate.center()), (plate, mites)
