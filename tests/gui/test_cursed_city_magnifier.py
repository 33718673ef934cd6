"""Play6: the magnifier on a Cursed City hostile showed only its token's picture, neither its name nor its
profile. The loupe writes them under a face that prints no words (`CardFaces.caption`); a card's own face is
shown whole as before, and a face-down side is never captioned."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from engine.content.loader import list_packs, load_pack
from gui.faces import FaceCache
from gui.magnifier import LOUPE_H, Magnifier
from gui.pixmaps import FaceProvider


@pytest.fixture(scope="module")
def mirewick():
    return load_pack(next(s for s in list_packs() if s.id == "mirewick").folder)


def bright_pixels(image, top: int, bottom: int) -> int:
    return sum(1 for y in range(top, bottom, 2) for x in range(20, image.width() - 20, 2)
               if image.pixelColor(x, y).lightness() > 200)


def test_the_loupe_on_a_hostile_names_it_and_writes_its_profile(qtbot, mirewick, tmp_path):
    faces = FaceProvider(mirewick, FaceCache(tmp_path / "faces"))
    magnifier = Magnifier(faces)
    qtbot.addWidget(magnifier)
    hostile = next(c for c in mirewick.cards.values() if c.type == "hostile")
    magnifier.pin(hostile)
    faces.wait()
    QApplication.processEvents()
    assert magnifier.caption[0] == hostile.title and magnifier.caption[1] == "Hostile"
    profile = " ".join(magnifier.caption)
    assert f"move {hostile.get('move')}" in profile and hostile.get("weapons")[0]["name"] in profile
    shot = magnifier.grab().toImage()
    assert bright_pixels(shot, 240, LOUPE_H - 10) > 40   # the words under the picture (it ends 226 px down)
    magnifier.forget()
    magnifier.pin(hostile, face_down=True)
    assert magnifier.caption == []                                  # a face-down side says nothing
    encounter = next(c for c in mirewick.cards.values() if c.type == "encounter")
    magnifier.forget()
    magnifier.pin(encounter)
    assert magnifier.caption == []                                  # a card prints its own words
    faces.wait()
