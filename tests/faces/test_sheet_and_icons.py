"""The print sheet (pages, cut marks) and the icon set."""
from __future__ import annotations

import pytest
from PIL import Image
from PIL.PdfParser import PdfParser

from gui.faces import ACTION_ICONS, RESOURCE_ICONS, export_icons, icon_image, print_sheet
from gui.faces.pen import GLYPHS
from gui.faces.sheet import _page, mm, page_count, print_order
from gui.rulesets.seventh_continent.faces import glyphs  # noqa: F401  (the game's own symbols join the set)
from tests.faces.sample_cards import big_pack

README_ACTIONS = {"move", "explore", "dig", "search", "observe", "fight", "hunt", "fish", "climb", "swim", "craft",
                  "make_fire", "rest", "cook", "listen", "pray", "use", "sail", "gather", "cut"}
README_RESOURCES = {"wood", "stone", "foliage", "vine", "bamboo", "bone", "poison", "fire"}
SYMBOLS = {"cost", "difficulty", "half_star_left", "half_star_right", "lucky7", "vital", "locked", "all_characters",
           "mandatory", "item_die", "quest_item", "state", "bonus", "skill", "curse", "temporary_event",
           "permanent_event", "banner"}


def _pages(path) -> int:
    parser = PdfParser(str(path))
    try:
        return len(parser.pages)
    finally:
        parser.close()


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_print_sheet_pages(tmp_path, paper):
    pack = big_pack(tmp_path, 15)  # 15 cards, one of them a curse printed 4 times: 18 to print
    assert len(print_order(pack)) == 18
    out = print_sheet(pack, tmp_path / "sheet.pdf", paper)
    assert _pages(out) == page_count(pack) == 2


def test_print_sheet_with_backs_doubles_pages(tmp_path):
    pack = big_pack(tmp_path, 3)
    assert _pages(print_sheet(pack, tmp_path / "duplex.pdf", "a4", backs=True)) == 2


def test_page_is_true_size_with_cut_marks(tmp_path):
    pack = big_pack(tmp_path, 1)
    page = _page(print_order(pack), tmp_path, 210, 297, False)
    assert page.size == (mm(210), mm(297))
    left, top = (page.width - 3 * mm(63)) // 2, (page.height - 3 * mm(88)) // 2
    # a mark above each column edge, in the margin, and white paper beside it
    for i in range(4):
        assert page.getpixel((left + i * mm(63), top - mm(3))) == (0, 0, 0)
    assert page.getpixel((left + mm(30), top - mm(3))) == (255, 255, 255)


def test_bad_paper_is_refused(tmp_path):
    with pytest.raises(ValueError, match="unknown paper"):
        print_sheet(big_pack(tmp_path, 1), tmp_path / "x.pdf", "tabloid")
    assert not (tmp_path / "x.pdf").exists()


def test_every_icon_is_drawn():
    assert set(ACTION_ICONS) == README_ACTIONS and set(RESOURCE_ICONS) == README_RESOURCES
    assert SYMBOLS <= set(GLYPHS)
    for name in GLYPHS:
        alpha = icon_image(name, 32).getchannel("A")
        lo, hi = alpha.getextrema()
        covered = alpha.point(lambda a: 255 if a > 128 else 0).histogram()[255] / (32 * 32)
        assert hi == 255 and lo == 0, name
        assert 0.08 < covered < 0.85, f"{name} covers {covered:.0%}"


def test_icons_differ_from_each_other():
    seen = {}
    for name in GLYPHS:
        data = icon_image(name, 24).tobytes()
        assert data not in seen, f"{name} looks exactly like {seen.get(data)}"
        seen[data] = name


def test_export_icons(tmp_path):
    written = export_icons(tmp_path / "icons", 48)
    assert len(written) == len(GLYPHS)
    with Image.open(written[0]) as image:
        assert image.size == (48, 48) and image.mode == "RGBA"
