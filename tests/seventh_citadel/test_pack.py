"""A 7th Citadel pack is checked like any other: each problem names its file, card and field."""
from __future__ import annotations

from tests.pack_edits import refusal
from tests.seventh_citadel.conftest import PACK


def broken(tmp_path, old: str, new: str, file: str = "cards/adventure.toml"):
    return refusal(PACK, tmp_path, file, old, new, "seventh-citadel", "engine.rulesets.seventh_citadel")


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


def test_the_designer_readme_tells_every_type_op_trait_and_field():
    from pathlib import Path

    from engine.rulesets.seventh_citadel import schema
    from engine.rulesets.seventh_citadel.traits import NAMES
    text = (Path(__file__).resolve().parents[2] / "assets" / "packs" / "README.md").read_text(encoding="utf-8")
    section = text[text.index("## The 7th Citadel"):]
    for card_type in schema.CARD_TYPES:
        assert f"| `{card_type}` |" in section, card_type
    for op in schema.VOCABULARY.names():
        assert op == "handler" or f"{{ {op} = " in section, op
    for name in [*NAMES, *schema.ACTION["properties"], *schema.EFFECT["properties"]]:
        assert f"`{name}`" in section, name


def test_the_readmes_examples_fit_the_schema():
    import re
    import tomllib
    from pathlib import Path

    from engine.content.schema_check import check_table
    from engine.rulesets.seventh_citadel import schema
    text = (Path(__file__).resolve().parents[2] / "assets" / "packs" / "README.md").read_text(encoding="utf-8")
    section = text[text.index("## The 7th Citadel"):]
    section = section[:section.find("\n## ", 1)] if "\n## " in section else section   # its own section only
    meta_block, card_block = re.findall(r"```toml\n(.*?)```", section, re.DOTALL)
    meta = {"id": "p", "title": "P", "ruleset": "seventh-citadel", "version": "0.1", "players": [1, 4],
            **tomllib.loads(meta_block)}
    assert check_table(meta, schema.PACK_SCHEMA, "pack.toml", None, None) == []
    examples = tomllib.loads(card_block)
    card = {"id": "c", "type": "purse", "title": "C", "number": 9, "back": "green", "weight": 1, **examples}
    assert check_table(card, schema.CARD_SCHEMAS["purse"], "x", "c", None) == []


def test_a_hidden_number_whose_card_does_not_show_the_number_it_hides_in(tmp_path):
    said = broken(tmp_path, "source = 1\n", "source = 2\n")
    assert "t-1" in said and "hidden[0]" in said and "no card 5 shows 1 on its back" in said


def test_a_dialogue_going_to_a_paragraph_the_book_lacks(tmp_path):
    said = broken(tmp_path, "goto = 101", "goto = 109", "cards/dialogues.toml")
    assert "d-100" in said and "choices[0].goto" in said and "no paragraph 109" in said
    said = broken(tmp_path / "again", "{ read = 100 }", "{ read = 108 }")
    assert "smith" in said and "actions[3].success[0].read" in said and "no paragraph 108" in said


def test_the_leaflets_symbols_join_symbols_of_the_page_and_name_cards_that_exist(tmp_path):
    said = broken(tmp_path, 'adjacent = ["lead", "chart"]', 'adjacent = ["leed", "chart"]', "pack.toml")
    assert "pack.toml" in said and "leaflet.destiny[1].adjacent" in said and "'leed' is no symbol of the page" in said
    said = broken(tmp_path / "again", "take = 80", "take = 81", "pack.toml")
    assert "leaflet.destiny[4].take" in said and "81 is the number of none" in said
    said = broken(tmp_path / "kind", 'kind = "advanced"', 'kind = "moon"', "pack.toml")
    assert "leaflet.destiny[5].kind" in said


def test_a_building_has_no_card_to_discard(tmp_path):
    said = broken(tmp_path, "preparation = [{ score = { defense = -1 } }]", "preparation = [{ discard = true }]",
                  "pack.toml")
    assert "leaflet.buildings[0].preparation[0].discard" in said and "a building is no card" in said


def test_the_world_map_names_world_map_cards(tmp_path):
    said = broken(tmp_path, "start = 90", "start = 1", "pack.toml")
    assert "world_map.start" in said and "1 is the number of no World Map card" in said
    said = broken(tmp_path / "arrow", "numbox = 93", "numbox = 2")
    assert "wm-91" in said and "map_arrows[0].numbox" in said and "no World Map card 2" in said


def test_an_arrow_whose_area_has_no_exploration_card(tmp_path):
    said = broken(tmp_path, 'arrows = [{ side = "E", numbox = 3, area = "II" }]',
                  'arrows = [{ side = "E", numbox = 3, area = "VII" }]')
    assert "t-2" in said and "arrows[0].area" in said and "area VII has no exploration card" in said


def test_a_building_card_is_written_only_above_a_blank_building_once_built(tmp_path):
    """`choose_building` belongs in a building's `built` list, and takes building cards only: elsewhere the check
    names the file, the entry and the field."""
    from engine.rulesets.seventh_citadel import RULESET  # noqa: F401  (the ruleset the copied pack names)
    from tests.pack_edits import refusal
    from tests.seventh_citadel.conftest import PACK

    said = refusal(PACK, tmp_path / "a", "cards/adventure.toml", 'success = [{ take = 40, if_available = true }]',
                   'success = [{ choose_building = 95 }]', "seventh-citadel", "engine.rulesets.seventh_citadel")
    assert "adventure.toml" in said and "t-1" in said and "choose_building" in said and "blank building" in said
    said = refusal(PACK, tmp_path / "b", "pack.toml", "built = [{ choose_building = 95 }]",
                   "built = [{ choose_building = 40 }]", "seventh-citadel", "engine.rulesets.seventh_citadel")
    assert "pack.toml" in said and "choose_building" in said and "the cards 40 are not all building cards" in said


def test_a_hidden_number_no_card_of_the_pack_has(tmp_path):
    said = broken(tmp_path, "hidden = [5]", "hidden = [55]")
    assert "t-1" in said and "hidden[0]" in said and "no card 55 shows 1 on its back" in said


def test_a_paragraph_pointing_to_no_card(tmp_path):
    said = broken(tmp_path, 'paragraph = 100\n', 'paragraph = 100\npoints_to = [1, 999]\n', "cards/dialogues.toml")
    assert "d-100" in said and "points_to[1]" in said and "no card numbered 999" in said and "points_to[0]" not in said
