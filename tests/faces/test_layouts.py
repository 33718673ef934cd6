"""The face machinery draws any ruleset's cards by asking that ruleset's presentation for its card layout."""
from __future__ import annotations

from PIL.PdfParser import PdfParser

from engine.content.carddef import card_def
from gui.faces import FaceCache, print_sheet, render_face, render_pack_to_folder
from gui.faces.render import SIZES
from gui.faces.sheet import print_order
from tests.faces import plain_cards
from tests.faces.plain_cards import BLUE, GREY, RED, RULESET_ID
from tests.faces.sample_cards import SamplePack, sample_cards

HERO = card_def({"id": "h-1", "type": "hero", "title": "Ada"})
VILLAIN = card_def({"id": "v-1", "type": "villain", "title": "Bram"})


def test_a_second_ruleset_draws_its_own_fronts_and_backs(monkeypatch):
    plain_cards.register(monkeypatch)
    front = render_face(HERO, None, "magnifier", ruleset=RULESET_ID)
    assert front.size == SIZES["magnifier"] and front.getpixel((0, 0))[3] == 0
    assert front.getpixel((315, 700))[:3] == RED
    assert render_face(VILLAIN, None, "table", ruleset=RULESET_ID).getpixel((126, 300))[:3] == BLUE
    assert render_face(HERO, None, "table", back=True, ruleset=RULESET_ID).getpixel((126, 176))[:3] == GREY


def test_the_same_card_looks_as_its_ruleset_prints_it(monkeypatch):
    plain_cards.register(monkeypatch)
    card = sample_cards()["t-1"]
    plain = render_face(card, None, "table", ruleset=RULESET_ID)
    assert plain.tobytes() != render_face(card, None, "table", ruleset="seventh-continent").tobytes()


def test_the_cache_key_holds_the_ruleset_and_its_layout_version(monkeypatch, tmp_path):
    cards = plain_cards.register(monkeypatch)
    cache = FaceCache(tmp_path / "cache")
    first = cache.get(HERO, None, "table", ruleset=RULESET_ID)
    assert cache.get(HERO, None, "table", ruleset=RULESET_ID) == first and cache.renders == 1
    assert cache.key(HERO, None, "table", ruleset=RULESET_ID) != cache.key(HERO, None, "table",
                                                                              ruleset="seventh-continent")
    monkeypatch.setattr(cards, "version", 2)
    again = cache.get(HERO, None, "table", ruleset=RULESET_ID)
    assert again != first and cache.renders == 2
    back = cache.key(HERO, None, "table", back=True, ruleset=RULESET_ID)
    monkeypatch.setattr(cards, "version", 3)
    assert cache.key(HERO, None, "table", back=True, ruleset=RULESET_ID) != back


def test_a_pack_prints_and_renders_in_its_rulesets_layout(monkeypatch, tmp_path):
    plain_cards.register(monkeypatch)
    pack = SamplePack(tmp_path, {"v-1": VILLAIN, "h-1": HERO}, ruleset=RULESET_ID)
    assert [c.id for c in print_order(pack)] == ["h-1", "v-1"]  # by title, as that layout orders them
    written = render_pack_to_folder(pack, tmp_path / "out")
    assert sorted(p.name for p in written) == ["h-1.back.png", "h-1.png", "v-1.back.png", "v-1.png"]
    parser = PdfParser(str(print_sheet(pack, tmp_path / "sheet.pdf")))
    try:
        assert len(parser.pages) == 1
    finally:
        parser.close()
