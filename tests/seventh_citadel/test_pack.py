"""A 7th Citadel pack is checked like any other: each problem names its file, card and field."""
from __future__ import annotations

import shutil

import pytest

from engine import rulesets
from engine.content.loader import load_pack
from engine.content.problems import PackError
from tests.seventh_citadel.conftest import PACK


def broken(tmp_path, old: str, new: str, file: str = "cards/adventure.toml"):
    folder = tmp_path / "pack"
    shutil.copytree(PACK, folder)
    path = folder / file
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(rulesets.PACKAGES, "seventh-citadel", "engine.rulesets.seventh_citadel")
        with pytest.raises(PackError) as caught:
            load_pack(folder)
    return str(caught.value)


def test_an_unknown_class_icon(tmp_path):
    said = broken(tmp_path, 'convert = { spend = ["might"], count = 1, max = 3 }',
                  'convert = { spend = ["valour"], count = 1, max = 3 }')
    assert "cards/adventure.toml" in said and "sword" in said and "effects[1].convert.spend" in said
    assert "'valour' is not a class icon of this pack" in said


def test_a_numbox_pointing_at_no_card(tmp_path):
    said = broken(tmp_path, "success = [{ take = 41 }]", "success = [{ take = 441 }]")
    assert "t-1" in said and "actions[2].rows[1].success[0].take" in said and "numbox 441 points at no card" in said


def test_an_action_with_both_a_difficulty_and_rows(tmp_path):
    said = broken(tmp_path, '{ icon = "hide", cost = 1, mandatory = true, rows',
                  '{ icon = "hide", cost = 1, difficulty = 2, mandatory = true, rows')
    assert "t-1" in said and "difficulty (simple) or rows (compound)" in said


def test_a_scenario_starting_on_no_terrain(tmp_path):
    said = broken(tmp_path, "start = 1", "start = 20", "pack.toml")
    assert "pack.toml" in said and "scenario[0].start" in said and "no terrain" in said
