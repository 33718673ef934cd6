"""The Heroes of each bundled Realms and Ruins pack are told apart at the table: every Hero's figure, Followers
and name marker have a colour of its own, never the neutral grey of a card with no suit (Brinefall's Heroes
were three grey figures alike)."""
from __future__ import annotations

from pathlib import Path

import pytest

from engine.content.loader import load_pack
from gui.rulesets.realms_and_ruins import palette

PACKS = Path(__file__).parents[2] / "assets" / "packs"


def realms_and_ruins_packs() -> list[Path]:
    return sorted(p for p in PACKS.iterdir() if (p / "pack.toml").is_file()
                  and 'ruleset = "realms-and-ruins"' in (p / "pack.toml").read_text(encoding="utf-8"))


@pytest.mark.parametrize("folder", realms_and_ruins_packs(), ids=lambda p: p.name)
def test_each_hero_has_a_colour_of_its_own(folder):
    pack = load_pack(folder)
    colours = [palette.hero_colour(card) for card in pack.cards.values() if card.type == "hero"]
    assert len(colours) >= 3
    assert palette.NEUTRAL not in colours
    assert len(set(colours)) == len(colours)
