"""The program icon: drawn in code, exported in every size Linux, Windows and macOS ask for."""
from __future__ import annotations

import pytest
from PIL import Image

from tests.packaging.recipes import load


@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    folder = tmp_path_factory.mktemp("icons")
    load("make_icons").export(folder)
    return folder


def test_export_writes_every_size_each_platform_wants(exported):
    tmp_path = exported
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        with Image.open(tmp_path / "png" / f"fogbound-{size}.png") as png:
            assert png.size == (size, size) and png.mode == "RGBA"
    with Image.open(tmp_path / "fogbound.ico") as ico:
        assert {(s, s) for s in (16, 24, 32, 48, 64, 128, 256)} <= ico.info["sizes"]
    expected = {f"icon_{p}x{p}{x}.png" for p in (16, 32, 128, 256, 512) for x in ("", "@2x")}
    assert {p.name for p in (tmp_path / "fogbound.iconset").iterdir()} == expected
    with Image.open(tmp_path / "fogbound.iconset" / "icon_512x512@2x.png") as largest:
        assert largest.size == (1024, 1024)


def test_icon_is_a_lit_lantern_on_a_transparent_corner():
    icon = load("icon_art").draw_icon(256)
    assert icon.getpixel((0, 0))[3] == 0, "the rounded tile leaves its corners transparent"
    flame = icon.getpixel((128, 128))
    glass = icon.getpixel((144, 155))
    night = icon.getpixel((20, 128))
    assert sum(flame[:3]) > 650, "the flame at the centre is the brightest thing"
    assert glass[0] - glass[2] > 80, "the glass around it glows amber"
    assert night[2] > night[0] and sum(night[:3]) < 200, "around it, a dark blue night"


def test_small_sizes_get_their_own_bolder_drawing():
    draw_icon = load("icon_art").draw_icon
    small = draw_icon(32)
    shrunk = draw_icon(256).resize((32, 32), Image.Resampling.LANCZOS)
    assert small.tobytes() != shrunk.tobytes()


def test_ico_keeps_the_small_drawing_in_its_small_frames(exported):
    with Image.open(exported / "fogbound.ico") as ico:
        ico.size = (16, 16)
        ico.load()
        frame = ico.convert("RGBA")
    expected = load("icon_art").draw_icon(16)
    difference = sum(abs(a - b) for a, b in zip(frame.tobytes(), expected.tobytes())) / len(expected.tobytes())
    assert difference < 2
