"""Every character of the bundled pack starts with an action deck calibrated to the rulebook's odds."""
from __future__ import annotations

import tomllib
import pytest

from engine.content.carddef import card_def
from engine.content.paths import packs_dir
from engine.rulesets.seventh_continent import calibration as cal

PACK = packs_dir() / "hollowmere"


def bundled_cards() -> dict:
    cards = {}
    for path in sorted((PACK / "cards").glob("*.toml")):
        for table in tomllib.loads(path.read_text(encoding="utf-8")).get("card", []):
            cards[table["id"]] = card_def(table)
    return cards


@pytest.fixture(scope="module")
def cards():
    return bundled_cards()


def test_the_pack_has_35_common_skills_and_5_per_character(cards):
    owners = {c.get("character") for c in cards.values() if c.type == "skill" and not c.get("advanced")}
    characters = owners - {None}
    assert len(characters) == 4
    assert len(cal.starting_skills(cards, None)) == 35
    for character in characters:
        assert len(cal.starting_skills(cards, character)) == 5, character


def test_every_character_deck_is_within_the_bounds(cards):
    characters = {c.get("character") for c in cards.values() if c.type == "skill"} - {None}
    for character in sorted(characters):
        fit = cal.fit_of(cal.starting_deck(cards, character))
        assert fit.max_diff <= cal.MAX_CELL and fit.mean_diff <= cal.MAX_MEAN, (character, fit)
