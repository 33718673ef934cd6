"""Faces arrive from a worker as pixmaps; a placeholder meanwhile; the cache stays within its budget."""
from __future__ import annotations

from gui.faces import FaceCache
from gui.faces.render import SIZES
from gui.pixmaps import FaceProvider


def test_placeholder_then_face(faces, small_pack, qtbot):
    card = small_pack.cards["t-1"]
    first = faces.pixmap(card, "table")
    assert (first.width(), first.height()) == SIZES["table"]
    with qtbot.waitSignal(faces.ready, timeout=20000) as blocker:
        pass
    assert blocker.args[0] == ("t-1", "table", False)
    face = faces.loaded(card, "table")
    assert face is not None and face.cacheKey() != first.cacheKey()
    meanwhile = faces.pixmap(card, "table", shrink=4)  # the board zoomed out: the face it has, until the small one
    assert meanwhile.cacheKey() == face.cacheKey()
    faces.wait()
    small = faces.pixmap(card, "table", shrink=4)
    assert small.width() == SIZES["table"][0] // 4
    assert faces.loaded(card, "table") is None  # only the size shown is kept


def test_a_zoomed_out_board_holds_small_faces_only(view, small_pack, faces):
    """300 cards fitted in a 1920x1080 view held their full faces and two smaller copies each: 136 MB of the
    table's 238 MB. A face is kept at the size it is drawn at."""
    from PySide6.QtGui import QImage

    view.fit_board()
    view.set_zoom(0.25)
    image = QImage(view.viewport().size(), QImage.Format_ARGB32_Premultiplied)
    view.viewport().render(image)
    faces.wait()
    view.viewport().render(image)
    shown = [item for item in view.board.cards.values() if item.isVisible()]
    assert shown
    for item in shown:
        assert faces.loaded(item.card, "table", item.face_down) is None
        assert faces.pixmap(item.card, "table", item.face_down, 4).width() == SIZES["table"][0] // 4
    assert faces.used <= len(shown) * (SIZES["table"][0] // 4) * (SIZES["table"][1] // 4) * 4


def test_the_lru_keeps_within_its_budget(qapp, small_pack, tmp_path):
    provider = FaceProvider(small_pack, FaceCache(tmp_path / "faces"), budget_mb=1)
    cards = list(small_pack.cards.values())[:6]
    for card in cards:
        provider.request(card, "table")
    provider.wait()
    assert provider.used <= 1024 * 1024
    kept = [c for c in cards if provider.has(c, "table")]
    assert 1 <= len(kept) < len(cards)
    assert provider.has(cards[-1], "table")  # the newest stays


def test_a_face_that_cannot_be_drawn_keeps_its_placeholder(qapp, small_pack, tmp_path):
    class Broken:
        def get(self, *args, **kwargs):
            raise OSError("disk full")
    provider = FaceProvider(small_pack, Broken())
    card = small_pack.cards["t-1"]
    provider.request(card)
    provider.wait()
    assert provider.loaded(card) is None and "disk full" in provider.errors[("t-1", "table", False)]
    assert not provider.pixmap(card).isNull()
