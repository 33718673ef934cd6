"""The 7th Continent schemas: well-formed, in step with the README's examples and vocabulary."""
from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from engine.content.schema_check import check_table
from engine.rulesets.seventh_continent import schema

README = (Path(__file__).resolve().parents[2] / "assets" / "packs" / "README.md").read_text(encoding="utf-8")
BLOCKS = re.findall(r"```toml\n(.*?)```", README, re.DOTALL)


@pytest.mark.parametrize("card_type", schema.CARD_TYPES)
def test_card_schemas_are_valid_json_schema(card_type):
    Draft202012Validator.check_schema(schema.CARD_SCHEMAS[card_type])


def test_pack_example_of_the_readme_fits_the_schema():
    meta = tomllib.loads(BLOCKS[0])
    assert check_table(meta, schema.PACK_SCHEMA, "pack.toml", None, None) == []


def test_action_effect_and_craft_examples_fit_the_schema():
    actions = tomllib.loads(BLOCKS[1])["actions"]
    effects = tomllib.loads(BLOCKS[2])["effects"]
    craft_card = tomllib.loads(BLOCKS[3])["card"][0]
    terrain = {"id": "t", "type": "terrain", "title": "T", "number": 1, "back": "green", "actions": actions}
    skill = {"id": "s", "type": "skill", "title": "S", "effects": effects}
    for card in (terrain, skill, craft_card):
        assert check_table(card, schema.CARD_SCHEMAS[card["type"]], "x", card["id"], None) == []


def test_readme_lists_every_icon_resource_op_and_type():
    for word in schema.ICONS + schema.RESOURCES + schema.CARD_TYPES:
        assert f"`{word}`" in README, word
    for op in schema.OPS:
        assert f"{{ {op} = " in README, op


def test_every_type_has_a_row_in_the_readme():
    for card_type in schema.CARD_TYPES:
        assert re.search(rf"^\| `{card_type}`", README, re.MULTILINE) or f"`{card_type}`" in README


def test_unknown_fields_are_refused_by_every_type():
    for card_type, card_schema in schema.CARD_SCHEMAS.items():
        card = {"id": "x", "type": card_type, "title": "X", "colour": "red"}
        fields = {p.field for p in check_table(card, card_schema, "f", "x", None)}
        assert "colour" in fields, card_type


def test_handler_consequences_take_plain_parameters():
    card = {"id": "e", "type": "temporary_event", "title": "E",
            "on_reveal": [{"handler": "flood", "rows": 2, "sides": ["N"]}, {"handler": "x", "deep": {"a": 1}}]}
    found = check_table(card, schema.CARD_SCHEMAS["temporary_event"], "f", "e", None)
    assert [p.field for p in found] == ["on_reveal[1].deep"]
