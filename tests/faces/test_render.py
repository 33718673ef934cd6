"""Every card type renders at both sizes, fronts and backs, without overflowing."""
from __future__ import annotations

import pytest
from PIL import Image

from engine.content.carddef import card_def
from gui.faces import render_face, render_pack_to_folder
from gui.faces.render import SIZES, pixel_size
from gui.rulesets.seventh_continent.faces.backs import back_kind
from tests.faces.sample_cards import SamplePack, sample_cards, sample_tables

CARDS = sample_cards()
TYPES = {"terrain", "permanent_event", "temporary_event", "item", "quest_item", "state", "bonus", "skill", "curse",
         "character", "satchel", "clue", "save", "mode"}


def test_samples_cover_every_card_type():
    assert {c.type for c in CARDS.values()} == TYPES


@pytest.mark.parametrize("size", ["table", "magnifier"])
@pytest.mark.parametrize("card_id", sorted(CARDS))
def test_front_renders_at_size(card_id, size):
    image = render_face(CARDS[card_id], None, size)
    assert image.size == SIZES[size]
    assert image.mode == "RGBA"
    # corners are cut round, the middle is opaque card
    assert image.getpixel((0, 0))[3] == 0
    assert image.getpixel((image.width // 2, image.height // 2))[3] == 255


@pytest.mark.parametrize("card_id", sorted(CARDS))
def test_back_renders(card_id):
    image = render_face(CARDS[card_id], None, "table", back=True)
    assert image.size == SIZES["table"]


def test_backs_follow_the_deck():
    assert back_kind(CARDS["t-1"]) == "green"
    assert back_kind(CARDS["t-2"]) == "gold"
    assert back_kind(CARDS["ex-1"]) == "exploration"
    assert back_kind(CARDS["sk-1"]) == "action"
    assert back_kind(CARDS["cu-1"]) == "action"
    assert back_kind(CARDS["char-wren"]) == "box"


def test_green_and_gold_backs_differ_and_show_the_number():
    green = render_face(CARDS["t-1"], None, "table", back=True)
    gold = render_face(CARDS["t-2"], None, "table", back=True)
    other = card_def(dict(sample_tables()[0], number=2))
    assert green.tobytes() != gold.tobytes()
    assert green.tobytes() != render_face(other, None, "table", back=True).tobytes()


def test_data_changes_the_face():
    table = dict(sample_tables()[0])
    before = render_face(card_def(table), None, "table")
    after = render_face(card_def(dict(table, title="Another Place")), None, "table")
    assert before.tobytes() != after.tobytes()


def test_rendering_is_deterministic():
    card = CARDS["t-1"]
    assert render_face(card, None, "table").tobytes() == render_face(card, None, "table").tobytes()



def test_overlong_text_still_renders_within_the_card():
    long_words = "An extraordinarily long-winded and entirely unreasonable title for one small card " * 3
    action = {"icon": "dig", "cost": 6, "difficulty": 9,
              "success": [{"take": n} for n in range(100, 160)],
              "failure": [{"each_involved": [{"take": 104}, {"durability": 3}, {"discard_actions": 4}] * 12}]}
    table = {"id": "huge", "type": "temporary_event", "title": long_words, "number": 7, "back": "green",
             "text": "Lorem " * 400, "keywords": ["kw-" + str(i) for i in range(40)],
             "actions": [action] * 6, "on_reveal": [{"xp": 1}] * 30,
             "effects": [{"icon": ["dig"], "step": "cost", "cards": 1, "then": [{"discard": "this"}]}] * 20}
    card = card_def(table)
    for size in ("table", "magnifier"):
        image = render_face(card, None, size)
        assert image.size == SIZES[size]


def test_unknown_words_are_shown_not_fatal():
    table = {"id": "odd", "type": "riddle", "title": "Odd", "actions": [{"icon": "juggle", "cost": 2, "difficulty": 1,
             "success": [{"teleport": 3}, "free text"]}], "effects": ["strange"], "arrows": [{"side": "Q"}]}
    assert render_face(card_def(table), None, "magnifier").size == SIZES["magnifier"]


def test_art_is_cover_cropped_into_the_window(tmp_path):
    (tmp_path / "art").mkdir()
    Image.new("RGB", (400, 100), (255, 0, 255)).save(tmp_path / "art" / "pink.png")
    table = {"id": "pic", "type": "item", "title": "Pink Thing", "art": "pink.png", "durability": 2}
    image = render_face(card_def(table), tmp_path, "table").convert("RGB")
    assert image.getpixel((image.width // 2, 100)) == (255, 0, 255)
    fallback = render_face(card_def(dict(table, art="missing.png")), tmp_path, "table").convert("RGB")
    assert fallback.getpixel((fallback.width // 2, 100)) != (255, 0, 255)


def test_art_outside_the_pack_is_never_read(tmp_path):
    pack = tmp_path / "pack"
    (pack / "art").mkdir(parents=True)
    Image.new("RGB", (50, 50), (255, 0, 255)).save(tmp_path / "secret.png")
    table = {"id": "esc", "type": "item", "title": "Escape", "art": "../../secret.png"}
    image = render_face(card_def(table), pack, "table").convert("RGB")
    assert image.getpixel((image.width // 2, 100)) != (255, 0, 255)


def test_not_an_image_falls_back(tmp_path):
    (tmp_path / "art").mkdir()
    (tmp_path / "art" / "bad.png").write_bytes(b"not a picture at all")
    table = {"id": "bad", "type": "bonus", "title": "Bad Art", "art": "bad.png"}
    assert render_face(card_def(table), tmp_path, "magnifier").size == SIZES["magnifier"]


def test_sizes():
    assert pixel_size(630) == (630, 880)
    assert pixel_size((10, 20)) == (10, 20)
    with pytest.raises(ValueError, match="unknown face size"):
        pixel_size("huge")


def test_render_pack_to_folder(tmp_path):
    pack = SamplePack(tmp_path, dict(list(CARDS.items())[:4]))
    written = render_pack_to_folder(pack, tmp_path / "out", "table")
    assert len(written) == 8
    for path in written:
        with Image.open(path) as image:
            assert image.size == SIZES["table"]


def test_pillows_own_font_gets_plain_marks(monkeypatch):
    """On a machine without DejaVu or Arial the faces still print every mark legibly."""
    from gui.faces import fonts

    monkeypatch.setattr(fonts, "_source", lambda style: None)
    for cache in (fonts.font, fonts._missing_marks):
        cache.cache_clear()
    try:
        assert fonts.printable("wood ×3 → Raft", "regular") == "wood x3 -> Raft"
        assert render_face(CARDS["sk-1"], None, "magnifier").size == SIZES["magnifier"]
    finally:
        monkeypatch.undo()
        for cache in (fonts.font, fonts._missing_marks):
            cache.cache_clear()
    if fonts._source("regular") == "DejaVuSans.ttf":
        assert fonts.printable("wood ×3 → Raft", "regular") == "wood ×3 → Raft"


def test_a_designer_renders_one_card(tmp_path):
    """`fogbound-pack render PACK OUT --card ID`: a designer iterates on one card at a time."""
    pack = SamplePack(tmp_path, dict(list(CARDS.items())[:4]))
    one = sorted(pack.cards)[2]
    written = render_pack_to_folder(pack, tmp_path / "out", "table", cards=[one])
    assert sorted(p.name for p in written) == [f"{one}.back.png", f"{one}.png"]
    assert sorted(p.name for p in (tmp_path / "out").glob("*.png")) == [f"{one}.back.png", f"{one}.png"]
    with pytest.raises(KeyError, match="no card 'nowhere'"):
        render_pack_to_folder(pack, tmp_path / "out", "table", cards=["nowhere"])


def test_only_the_faces_whose_card_or_art_changed_are_drawn_again(tmp_path):
    import dataclasses

    from engine.content.carddef import frozen

    pack = SamplePack(tmp_path, dict(list(CARDS.items())[:4]))
    out = tmp_path / "out"
    assert len(render_pack_to_folder(pack, out, "table", changed=True)) == 8  # nothing rendered there yet
    assert render_pack_to_folder(pack, out, "table", changed=True) == []
    edited = sorted(pack.cards)[1]
    card = pack.cards[edited]
    pack.cards[edited] = dataclasses.replace(card, title=card.title + " anew",
                                             data=frozen({**card.data, "title": card.title + " anew"}))
    assert [p.name for p in render_pack_to_folder(pack, out, "table", changed=True)] == [f"{edited}.png"]
    (out / f"{edited}.back.png").unlink()  # a face deleted by hand is drawn again too
    assert [p.name for p in render_pack_to_folder(pack, out, "table", changed=True)] == [f"{edited}.back.png"]


def test_faces_drawn_by_several_processes_are_the_ones_drawn_by_one(tmp_path):
    pack = SamplePack(tmp_path, dict(list(CARDS.items())[:6]))
    alone = render_pack_to_folder(pack, tmp_path / "one", "table", workers=1)
    shared = render_pack_to_folder(pack, tmp_path / "two", "table", workers=2)
    assert [p.name for p in alone] == [p.name for p in shared]
    assert all(a.read_bytes() == b.read_bytes() for a, b in zip(alone, shared))
