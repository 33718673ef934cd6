"""Loading the valid fixture pack: what a Pack holds."""
from __future__ import annotations

import shutil

from engine.content.loader import list_packs, load_pack
from engine.rulesets.seventh_continent.adventure import Curse, curses
from engine.rulesets.sevenths.numbered import by_number
from engine.rulesets.seventh_continent.cards import deck_of
from engine.rulesets.seventh_continent.schema import RULE_DEFAULTS
from tests.content.conftest import TINY


def test_loads_every_card_with_its_deck():
    pack = load_pack(TINY)
    assert pack.id == "tiny-isle" and pack.ruleset == "seventh-continent" and pack.version == "0.1.0"
    assert pack.players == (1, 4)
    assert curses(pack) == [Curse("sunken-lamp", "The Sunken Lamp", "clue-sunken-lamp", "curse-sunken-lamp", 1)]
    assert len(pack.cards) == 27
    assert deck_of(pack.cards["t-001-landing"]) == "adventure"
    assert deck_of(pack.cards["x-fog-hollow"]) == "exploration"
    assert deck_of(pack.cards["sk-steady"]) == "action"
    assert deck_of(pack.cards["char-wren"]) == "box"
    assert {c.id for c in by_number(pack, 40)} == {"e-040-well", "e-040-well-gold"}
    assert pack.card_files["sk-steady"] == "cards/action.toml"


def test_card_data_is_read_only_and_nested():
    pack = load_pack(TINY)
    action = pack.cards["t-002-dunes"].get("actions")[0]
    assert action["success"][0]["banner"] == "rope"
    try:
        action["cost"] = 9
    except TypeError:
        pass
    else:
        raise AssertionError("card data must be read-only")


def test_rules_take_defaults_for_missing_fields():
    pack = load_pack(TINY)
    assert pack.rules["dice"] == RULE_DEFAULTS["dice"]
    assert pack.rules["stack"] == [4, 3, 3, 2]
    assert pack.rules["death_is_lurking"] == "curse-death"
    assert pack.rules["death_is_lurking_count"] == 4


def test_art_path_points_inside_the_pack():
    pack = load_pack(TINY)
    assert pack.art_path("t-001-landing") == pack.folder / "art" / "shore.png"
    assert pack.art_path("t-001-landing").is_file()
    assert pack.art_path("sk-steady") is None


def test_content_hash_is_stable_and_follows_cards_and_art(tiny):
    first = load_pack(tiny.folder).content_hash
    assert load_pack(tiny.folder).content_hash == first
    assert load_pack(TINY).content_hash == first  # the folder's location does not matter
    tiny.replace("cards/items.toml", 'title = "Gull Friend"', 'title = "Gull Pal"')
    second = load_pack(tiny.folder).content_hash
    assert second != first
    art = tiny.folder / "art" / "rope.png"
    from PIL import Image
    Image.new("RGB", (10, 10), (1, 2, 3)).save(art)
    assert load_pack(tiny.folder).content_hash != second


def test_list_packs_reads_titles_and_flags_broken_ones(tmp_path):
    shutil.copytree(TINY, tmp_path / "tiny-isle")
    (tmp_path / "broken").mkdir()
    (tmp_path / "broken" / "pack.toml").write_text("title = [", encoding="utf-8")
    (tmp_path / "not-a-pack").mkdir()
    found = {p.folder.name: p for p in list_packs(tmp_path)}
    assert set(found) == {"tiny-isle", "broken"}
    assert found["tiny-isle"].title == "The Tiny Isle" and found["tiny-isle"].error is None
    assert "TOML syntax error" in found["broken"].error


def test_list_packs_defaults_to_the_bundled_folder(monkeypatch, tmp_path):
    monkeypatch.setenv("FOGBOUND_ASSETS", str(tmp_path))
    (tmp_path / "packs").mkdir()
    shutil.copytree(TINY, tmp_path / "packs" / "tiny-isle")
    assert [p.id for p in list_packs()] == ["tiny-isle"]
