"""The face cache: hits without drawing, misses when the card's data or art changes."""
from __future__ import annotations

import threading

from PIL import Image

from engine.content.carddef import card_def
from gui.faces import FaceCache
from tests.faces.sample_cards import sample_tables

ITEM = {"id": "lamp", "type": "item", "title": "Storm Lamp", "art": "lamp.png", "durability": 3}


def _art(folder, color):
    (folder / "art").mkdir(exist_ok=True)
    Image.new("RGB", (60, 40), color).save(folder / "art" / "lamp.png")


def test_hit_does_not_redraw(tmp_path):
    _art(tmp_path, (200, 10, 10))
    cache = FaceCache(tmp_path / "cache")
    card = card_def(ITEM)
    first = cache.get(card, tmp_path, "table")
    mtime = first.stat().st_mtime_ns
    again = cache.get(card_def(dict(ITEM)), tmp_path, "table")
    assert again == first and cache.renders == 1
    assert again.stat().st_mtime_ns == mtime
    # a fresh cache object (a new session) finds the file too
    other = FaceCache(tmp_path / "cache")
    assert other.get(card, tmp_path, "table") == first and other.renders == 0


def test_miss_when_data_changes(tmp_path):
    _art(tmp_path, (200, 10, 10))
    cache = FaceCache(tmp_path / "cache")
    a = cache.get(card_def(ITEM), tmp_path, "table")
    b = cache.get(card_def(dict(ITEM, durability=4)), tmp_path, "table")
    assert a != b and cache.renders == 2


def test_miss_when_art_changes(tmp_path):
    _art(tmp_path, (200, 10, 10))
    cache = FaceCache(tmp_path / "cache")
    a = cache.get(card_def(ITEM), tmp_path, "table")
    _art(tmp_path, (10, 10, 200))
    b = cache.get(card_def(ITEM), tmp_path, "table")
    assert a != b and cache.renders == 2
    with Image.open(b) as image:
        assert image.convert("RGB").getpixel((126, 100)) == (10, 10, 200)


def test_sizes_and_sides_are_distinct(tmp_path):
    cache = FaceCache(tmp_path / "cache")
    card = card_def(sample_tables()[0])
    paths = {cache.get(card, None, "table"), cache.get(card, None, "magnifier"),
             cache.get(card, None, "table", back=True)}
    assert len(paths) == 3 and cache.renders == 3


def test_backs_are_shared(tmp_path):
    cache = FaceCache(tmp_path / "cache")
    skills = [card_def(t) for t in sample_tables() if t["type"] == "skill"]
    assert len({cache.get(c, None, "table", back=True) for c in skills}) == 1
    assert cache.renders == 1


def test_default_folder_is_the_user_cache(data_dir):
    assert FaceCache().folder == data_dir / "cache" / "faces"


def test_threads_drawing_the_same_face(tmp_path):
    cache = FaceCache(tmp_path / "cache")
    card = card_def(sample_tables()[0])
    results, errors = [], []

    def work():
        try:
            results.append(cache.get(card, None, "table"))
        except Exception as error:  # pragma: no cover - reported below
            errors.append(error)

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors and len(set(results)) == 1
    with Image.open(results[0]) as image:
        image.verify()
    assert not [p for p in (tmp_path / "cache").rglob(".face-*")]
