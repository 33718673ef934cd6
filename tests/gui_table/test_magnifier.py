"""The loupe follows the pointer and pins; the viewer shows the card and its text in words, without spoilers."""
from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from engine.rulesets.seventh_continent.cards import deck_of, number_of
from gui.card_viewer import CardViewer
from gui.magnifier import Magnifier
from gui.rulesets.seventh_continent.faces.card_text import card_text


def hover(view, piece):
    point = view.mapFromScene(view.board.cards[piece].sceneBoundingRect().bottomRight())
    point.setX(point.x() - 10)
    point.setY(point.y() - 10)
    QTest.mouseMove(view.viewport(), point)


def test_the_loupe_shows_the_hovered_card(view, faces, qtbot):
    magnifier = Magnifier(faces)
    qtbot.addWidget(magnifier)
    view.attach_magnifier(magnifier)
    hover(view, "t-1")
    assert magnifier.isVisible()
    assert magnifier.current == (view.board.cards["t-1"].card, False)
    hover(view, "fog-2")
    assert magnifier.current == (view.board.cards["fog-2"].card, True)  # the back only
    faces.wait()
    assert faces.loaded(view.board.cards["fog-2"].card, "magnifier", True) is not None


def test_the_loupe_is_cut_to_its_outline(faces, qtbot):
    """Without a compositor (a bare X server) a translucent window is black where nothing is painted: the loupe's
    window is cut to its rounded outline, so its corners show what lies beneath."""
    magnifier = Magnifier(faces)
    qtbot.addWidget(magnifier)
    shape = magnifier.mask()
    width, height = magnifier.width(), magnifier.height()
    for corner in ((0, 0), (width - 1, 0), (0, height - 1), (width - 1, height - 1), (4, 4)):
        assert not shape.contains(QPoint(*corner)), corner
    for inside in ((width // 2, height // 2), (width // 2, 2), (2, height // 2)):  # the card and its border
        assert shape.contains(QPoint(*inside)), inside


def test_no_tooltip_covers_the_loupe(view, faces, qtbot):
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent

    magnifier = Magnifier(faces)
    qtbot.addWidget(magnifier)
    view.attach_magnifier(magnifier)
    hover(view, "t-1")
    assert magnifier.isVisible()
    asked = QHelpEvent(QEvent.Type.ToolTip, QPoint(10, 10), view.viewport().mapToGlobal(QPoint(10, 10)))
    assert magnifier.eventFilter(view.viewport(), asked)  # swallowed: the loupe already shows the card
    magnifier.set_enabled(False)
    assert not magnifier.eventFilter(view.viewport(), asked)  # without the loupe the tooltip says what it is


def test_pinned_loupe_stays_on_its_card_and_m_toggles(view, faces, qtbot):
    magnifier = Magnifier(faces)
    qtbot.addWidget(magnifier)
    view.attach_magnifier(magnifier)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key_Tab)
    piece = view.selected_piece()
    qtbot.keyClick(view, Qt.Key_P)
    pinned = view.board.cards[piece]
    assert magnifier.pinned == (pinned.card, pinned.face_down) and magnifier.isVisible()
    other = next(p for p in view.board.cards if p != piece)
    hover(view, other)
    assert magnifier.current == (pinned.card, pinned.face_down)
    qtbot.keyClick(view, Qt.Key_P)
    assert magnifier.pinned is None
    hover(view, piece)
    hover(view, other)
    assert magnifier.current[0] is view.board.cards[other].card
    qtbot.keyClick(view, Qt.Key_M)
    assert not magnifier.enabled and not magnifier.isVisible()
    hover(view, piece)
    assert not magnifier.isVisible()


def test_card_text_describes_actions_in_words(small_pack):
    terrain = small_pack.cards["t-1"]
    text = card_text(terrain)
    assert terrain.title in text
    first = terrain.get("actions")[0]
    assert f"{first['icon'].capitalize()}: draw {first['cost']} card" in text
    assert "Success:" in text
    assert "Terrain" in text


def test_face_down_text_tells_only_the_back(small_pack):
    card = next(c for c in small_pack.cards.values() if deck_of(c) == "exploration")
    text = card_text(card, face_down=True)
    assert card.title not in text and "exploration card of area" in text
    numbered = small_pack.cards["t-2"]
    text = card_text(numbered, face_down=True)
    assert numbered.title not in text and f"number {number_of(numbered)}" in text


def test_card_viewer_shows_picture_and_selectable_text(faces, small_pack, qtbot):
    viewer = CardViewer(faces, small_pack.cards["t-1"])
    qtbot.addWidget(viewer)
    faces.wait()
    assert viewer.picture.pixmap() is not None and not viewer.picture.pixmap().isNull()
    assert "Move: draw" in viewer.text.toPlainText() or "move" in viewer.text.toPlainText().lower()
    assert viewer.text.textInteractionFlags() & Qt.TextSelectableByMouse
    hidden = CardViewer(faces, small_pack.cards["t-2"], face_down=True)
    qtbot.addWidget(hidden)
    assert small_pack.cards["t-2"].title not in hidden.text.toPlainText()
    assert small_pack.cards["t-2"].title not in hidden.windowTitle()


def test_a_curse_card_and_the_card_lifting_it_name_the_curse_in_words():
    """The card viewer read "the curse drowned-bell is lifted": the pack's id, not words."""
    from pathlib import Path

    from engine.content.loader import load_pack

    pack = load_pack(Path(__file__).resolve().parents[2] / "assets" / "packs" / "hollowmere")
    texts = [card_text(card) for card in pack.cards.values()]
    assert any("the curse of the Drowned Bell is lifted" in t for t in texts)
    assert any("Belongs to the curse of the Drowned Bell." in t for t in texts)
    assert not any("drowned-bell" in t for t in texts)
