"""The pack format of Realms and Ruins: the test pack validates and lists through `fogbound-pack`, and a
broken pack is told what is wrong with file, card and field."""
from __future__ import annotations

import shutil

import pytest

from gui.packtool import main
from tests.content.test_problems import has, problems_of
from tests.pack_edits import refusal

from .conftest import PACK


def refused(tmp_path, file: str, old: str, new: str) -> str:
    """The loader's refusal of a copy of the test pack with one line of one file changed."""
    return refusal(PACK, tmp_path, file, old, new, "realms-and-ruins", "engine.rulesets.realms_and_ruins")


def names(said: str, file: str, card: str | None, field: str | None, words: str) -> None:
    """The refusal has a line naming the file, the card and the field, with these words."""
    where = " ".join(part for part in (f"[{card}]" if card else "", field or "") if part) + ":"
    assert any(line.strip().startswith(f"{file}") and where in line and words in line
               for line in said.splitlines()), said


@pytest.fixture
def broken(tmp_path):
    """A copy of the test pack and a way to change several of its lines, for a test of several problems at once."""
    folder = tmp_path / "pack"
    shutil.copytree(PACK, folder)

    def replace(name: str, old: str, new: str, count: int = 1) -> None:
        path = folder / name
        text = path.read_text(encoding="utf-8")
        assert old in text
        path.write_text(text.replace(old, new, count), encoding="utf-8")

    return folder, replace


def test_the_test_pack_validates_and_lists_by_group(capsys):
    assert main(["validate", str(PACK)]) == 0
    out = capsys.readouterr().out
    assert "24 Offer cards" in out and "6 Realms and cost markers" in out


def test_names_of_heroes_realms_and_markers_are_checked(broken):
    folder, replace = broken
    replace("cards/heroes.toml", 'hero = "villager"\nsuit = "village"', 'hero = "jester"\nsuit = "village"')
    replace("cards/realms.toml", 'marker = "four-gold"', 'marker = "villager"')
    found = problems_of(folder)
    has(found, "cards/heroes.toml", "villager-wayfarer", "hero", "'jester', which is not in the pack")
    has(found, "cards/realms.toml", "village", "marker", "'villager', a hero, not a marker")


def test_a_cost_marker_names_one_cost(tmp_path):
    said = refused(tmp_path, "cards/realms.toml", "pay = 4", "pay = 4\nlose = 1")
    names(said, "cards/realms.toml", "four-gold", None, "exactly one of pay, lose or cards")


def test_an_offer_short_of_cards_and_an_unknown_verb_are_refused(broken):
    folder, replace = broken
    replace("cards/offers.toml", 'suit = "village"', 'suit = "castle"', 5)
    replace("cards/offers.toml", "[[{ win = 1 }]]", "[[{ fly = 1 }]]")
    found = problems_of(folder)
    has(found, "cards/realms.toml", "village", None, "has 3 offer cards of its suit; its Offer needs 4")
    assert any(p.card_id == "miller" and "fly" in p.message for p in found), "\n".join(map(str, found))


def test_a_rule_is_a_number_or_a_number_marked_unverified(tmp_path):
    said = refused(tmp_path, "pack.toml", "hand_limit = 3", 'hand_limit = "three"')
    names(said, "pack.toml", None, "rules.hand_limit", "whole number")
