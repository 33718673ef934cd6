"""The card viewer is generic: a card's words and placeholder colour come from its ruleset's card layout."""
from __future__ import annotations

from PySide6.QtGui import QColor

from engine.content.carddef import card_def
from gui.card_viewer import CardViewer
from gui.faces import FaceCache
from gui.pixmaps import FaceProvider
from tests.faces import plain_cards
from tests.faces.plain_cards import GREY, RULESET_ID
from tests.faces.sample_cards import SamplePack

HERO = card_def({"id": "h-1", "type": "hero", "title": "Ada"})


def test_the_viewer_shows_the_words_of_the_cards_ruleset(qapp, qtbot, monkeypatch, tmp_path):
    plain_cards.register(monkeypatch)
    faces = FaceProvider(SamplePack(tmp_path, {"h-1": HERO}, ruleset=RULESET_ID), FaceCache(tmp_path / "faces"))
    viewer = CardViewer(faces, HERO)
    qtbot.addWidget(viewer)
    assert viewer.text.toPlainText() == "Ada\nA plain hero."
    hidden = CardViewer(faces, HERO, face_down=True)
    qtbot.addWidget(hidden)
    assert hidden.text.toPlainText() == "A plain card, face down."
    assert faces.placeholder(HERO, "table", back=True).toImage().pixelColor(4, 176) == QColor(*GREY)  # its edge
    faces.wait()
