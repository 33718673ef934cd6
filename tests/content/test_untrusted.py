"""Packs are untrusted input: no path leaves the pack folder, pictures are real and bounded."""
from __future__ import annotations

import os
import sys

import pytest
from PIL import Image

from tests.content.test_problems import has, only, problems_of

needs_symlinks = pytest.mark.skipif(sys.platform == "win32", reason="symlinks need privileges on Windows")


@pytest.mark.parametrize("path, words", [
    ("/etc/passwd", "absolute path"),
    ("../pack.toml", "'..'"),
    ("sub/../../pack.toml", "'..'"),
    ("C:/Windows/win.ini", "absolute path"),
    ("sub\\\\shore.png", "use / between folder names"),
])
def test_art_paths_may_not_leave_the_pack(tiny, path, words):
    tiny.replace("cards/items.toml", 'art = "rope.png"', f'art = "{path}"')
    problem = only(tiny.folder)
    assert (problem.card_id, problem.field) == ("i-050-rope", "art")
    assert words in problem.message


@needs_symlinks
def test_art_link_leading_out_is_refused(tiny, tmp_path):
    outside = tmp_path / "secret.png"
    Image.new("RGB", (4, 4)).save(outside)
    os.symlink(outside, tiny.folder / "art" / "leak.png")
    tiny.replace("cards/items.toml", 'art = "rope.png"', 'art = "leak.png"')
    assert "outside the pack" in only(tiny.folder).message


@needs_symlinks
def test_art_folder_linked_out_is_refused(tiny, tmp_path):
    (tiny.folder / "art").rename(tmp_path / "elsewhere")
    os.symlink(tmp_path / "elsewhere", tiny.folder / "art")
    found = problems_of(tiny.folder)
    assert found and all("outside the pack" in p.message for p in found)


@needs_symlinks
def test_card_file_and_cards_folder_linked_out_are_refused(tiny, tmp_path):
    (tmp_path / "extra.toml").write_text('[[card]]\nid = "x"\ntype = "save"\ntitle = "X"\n', encoding="utf-8")
    os.symlink(tmp_path / "extra.toml", tiny.folder / "cards" / "extra.toml")
    has(problems_of(tiny.folder), "cards/extra.toml", None, None, "outside the pack folder")
    os.unlink(tiny.folder / "cards" / "extra.toml")
    (tiny.folder / "cards").rename(tmp_path / "cards")
    os.symlink(tmp_path / "cards", tiny.folder / "cards")
    has(problems_of(tiny.folder), "cards", None, None, "outside the pack")


@needs_symlinks
def test_pack_toml_linked_out_is_refused(tiny, tmp_path):
    (tiny.folder / "pack.toml").rename(tmp_path / "pack.toml")
    os.symlink(tmp_path / "pack.toml", tiny.folder / "pack.toml")
    has(problems_of(tiny.folder), "pack.toml", None, None, "outside the pack folder")


@needs_symlinks
def test_link_inside_the_pack_is_fine(tiny):
    os.symlink(tiny.folder / "art" / "rope.png", tiny.folder / "art" / "rope-again.png")
    tiny.replace("cards/items.toml", 'art = "rope.png"', 'art = "rope-again.png"')
    from engine.content.loader import load_pack
    assert load_pack(tiny.folder).art_path("i-050-rope").name == "rope-again.png"


def test_missing_picture(tiny):
    (tiny.folder / "art" / "rope.png").unlink()
    found = problems_of(tiny.folder)
    # named by both the item and the skill's crafted item
    has(found, "cards/items.toml", "i-050-rope", "art", "art/rope.png is missing")
    has(found, "cards/action.toml", "sk-wren-knots", "craft.item.art", "art/rope.png is missing")


@pytest.mark.parametrize("content", [
    b"just some text, not a picture",
    b"",
    b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00",   # a PNG cut short
])
def test_not_a_picture(tiny, content):
    (tiny.folder / "art" / "shore.png").write_bytes(content)
    problem = only(tiny.folder)
    assert (problem.card_id, problem.field) == ("t-001-landing", "art")
    assert "not a PNG or JPEG picture" in problem.message


def test_corrupt_png_data_is_refused(tiny):
    raw = bytearray((tiny.folder / "art" / "shore.png").read_bytes())
    raw[-20] ^= 0xFF  # inside the image data: its checksum no longer matches
    (tiny.folder / "art" / "shore.png").write_bytes(bytes(raw))
    assert "not a PNG or JPEG picture" in only(tiny.folder).message


def test_other_picture_formats_are_refused(tiny):
    Image.new("RGB", (8, 8)).save(tiny.folder / "art" / "shore.png", format="GIF")
    assert "not a PNG or JPEG" in only(tiny.folder).message


def test_jpeg_is_accepted(tiny):
    Image.new("RGB", (8, 8), (9, 90, 9)).save(tiny.folder / "art" / "shore.jpg", format="JPEG")
    tiny.replace("cards/terrain.toml", 'art = "shore.png"', 'art = "shore.jpg"')
    from engine.content.loader import load_pack
    assert load_pack(tiny.folder).art_path("t-001-landing").suffix == ".jpg"


def test_picture_too_wide(tiny):
    Image.new("L", (4097, 2)).save(tiny.folder / "art" / "shore.png")
    problem = only(tiny.folder)
    assert "4097x2 px; at most 4096 px a side" in problem.message


def test_picture_file_too_big(tiny):
    with open(tiny.folder / "art" / "shore.png", "r+b") as handle:
        handle.truncate(8 * 1024 * 1024 + 1)  # sparse: cheap to make
    assert "at most 8 MB" in only(tiny.folder).message


def test_card_file_too_big(tiny):
    with open(tiny.folder / "cards" / "huge.toml", "wb") as handle:
        handle.truncate(3 * 1024 * 1024)
    has(problems_of(tiny.folder), "cards/huge.toml", None, None, "at most 2048 KB")


def test_deep_nesting_is_a_problem_not_a_crash(tiny):
    depth = 5000
    (tiny.folder / "cards" / "deep.toml").write_text("x = " + "[" * depth + "]" * depth + "\n", encoding="utf-8")
    found = problems_of(tiny.folder)
    assert any(p.file == "cards/deep.toml" for p in found)


def test_deeply_nested_consequences_are_a_problem_not_a_crash(tiny):
    inner = "{ take = 60 }"
    for _ in range(40):
        inner = f"{{ each_involved = [{inner}] }}"
    tiny.replace("cards/events.toml", "on_reveal = [{ take = 60 }, ", f"on_reveal = [{inner}, ")
    has(problems_of(tiny.folder), "cards/events.toml", "e-031-slip", None, "nested more than 32 levels")
