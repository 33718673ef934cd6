"""Broken packs: every kind of problem is reported with file, card and field, all of them at once."""
from __future__ import annotations

import pytest

from engine.content.loader import load_pack
from engine.content.problems import PackError, Problem


def problems_of(folder) -> list[Problem]:
    with pytest.raises(PackError) as caught:
        load_pack(folder)
    assert str(caught.value).startswith(str(folder))
    return caught.value.problems


def only(folder) -> Problem:
    found = problems_of(folder)
    assert len(found) == 1, "\n".join(map(str, found))
    return found[0]


def has(found: list[Problem], file, card_id, field, words) -> Problem:
    for problem in found:
        if (problem.file, problem.card_id, problem.field) == (file, card_id, field) and words in problem.message:
            return problem
    raise AssertionError(f"no {file} [{card_id}] {field}: ...{words}... in\n" + "\n".join(map(str, found)))


def test_unknown_key_names_the_field_and_suggests(tiny):
    tiny.replace("cards/items.toml", "durability = 3", "durabilty = 3")
    found = problems_of(tiny.folder)
    has(found, "cards/items.toml", "i-050-rope", "durabilty", "unknown field (did you mean 'durability'?)")
    has(found, "cards/items.toml", "i-050-rope", "durability", "required")


def test_nested_unknown_key_and_bad_number(tiny):
    tiny.replace("cards/terrain.toml", "cost = 2, difficulty = 1", "cost = 25, dificulty = 1")
    found = problems_of(tiny.folder)
    has(found, "cards/terrain.toml", "t-001-landing", "actions[0].cost", "at most 20, not 25")
    has(found, "cards/terrain.toml", "t-001-landing", "actions[0].dificulty", "did you mean 'difficulty'")


def test_wrong_types_and_enums(tiny):
    tiny.replace("cards/action.toml", 'half_stars = ["left", "right"]', 'half_stars = ["up"]')
    tiny.replace("cards/action.toml", "stars = 1\ncopies = 3", 'stars = "one"\ncopies = 3')
    tiny.replace("cards/terrain.toml", 'side = "E"', 'side = "NE"')
    found = problems_of(tiny.folder)
    has(found, "cards/action.toml", "sk-lucky", "half_stars[0]", '"up" is not one of: left, right')
    has(found, "cards/action.toml", "sk-steady", "stars", 'must be a whole number, not "one"')
    has(found, "cards/terrain.toml", "t-001-landing", "arrows[0].side", "not one of: N, E, S, W")


def test_problems_carry_the_line_of_the_card(tiny):
    tiny.replace("cards/terrain.toml", 'title = "Whistling Dunes"', 'title = "Whistling Dunes"\nmood = "grim"')
    problem = only(tiny.folder)
    assert problem.line == 17
    assert str(problem) == 'cards/terrain.toml:17 [t-002-dunes] mood: unknown field'


def test_unknown_type_and_missing_id(tiny):
    tiny.append("cards/items.toml", '\n[[card]]\nid = "odd"\ntype = "gizmo"\ntitle = "Odd"\n'
                                    '\n[[card]]\ntype = "bonus"\ntitle = "Nameless"\n')
    found = problems_of(tiny.folder)
    has(found, "cards/items.toml", "odd", "type", '"gizmo" is not a card type')
    has(found, "cards/items.toml", "card #7", "id", "required")


def test_consequence_with_two_ops_or_an_unknown_op(tiny):
    tiny.replace("cards/events.toml", "on_reveal = [{ take = 60 }, { discard = \"this\" }]",
                 "on_reveal = [{ take = 60, discard = \"this\" }, { teleport = 3 }]")
    found = problems_of(tiny.folder)
    has(found, "cards/events.toml", "e-031-slip", "on_reveal[0]", "several consequences (take, discard)")
    has(found, "cards/events.toml", "e-031-slip", "on_reveal[1]", "not a known consequence (teleport)")


def test_effect_shape_is_checked(tiny):
    tiny.replace("cards/items.toml", 'step = "result", successes = 1', 'step = "result", cards = 1')
    found = problems_of(tiny.folder)
    has(found, "cards/items.toml", "i-050-rope", "effects[0]", "result")


def test_numbox_pointing_at_no_card(tiny):
    tiny.replace("cards/terrain.toml", "numbox = 10", "numbox = 11")
    tiny.replace("cards/events.toml", "{ take = 50 }", "{ take = 55 }")
    tiny.replace("pack.toml", "start = 1", "start = 3")
    found = problems_of(tiny.folder)
    has(found, "cards/terrain.toml", "t-001-landing", "arrows[1].numbox", "numbox 11 points at no card")
    has(found, "cards/events.toml", "e-030-gull", "on_reveal[0].choose[0].then[0].take", "numbox 55")
    has(found, "pack.toml", None, "curse[0].start", "start 3 points at no card")


def test_start_must_be_a_terrain(tiny):
    tiny.replace("pack.toml", "start = 1", "start = 30")
    assert "is not a terrain" in only(tiny.folder).message


def test_banner_sums_and_unknown_pictographs(tiny):
    tiny.replace("cards/items.toml", "value = 3 }", "value = 4 }")
    found = problems_of(tiny.folder)
    has(found, "cards/terrain.toml", "t-002-dunes", "actions[0].success[0].banner", "40 + rope banner 4 = 44")
    tiny.replace("cards/terrain.toml", 'banner = "rope"', 'banner = "ladder"')
    found = problems_of(tiny.folder)
    has(found, "cards/terrain.toml", "t-002-dunes", "actions[0].success[0].banner", "shows a 'ladder' banner")


def test_hidden_numbers_need_their_card_and_its_source(tiny):
    tiny.replace("cards/terrain.toml", "source = 1\n", "")
    has(problems_of(tiny.folder), "cards/terrain.toml", "t-001-landing", "hidden[0]",
        "card 120 should show source = 1")
    tiny.replace("cards/terrain.toml", "hidden = [120]", "hidden = [121]")
    has(problems_of(tiny.folder), "cards/terrain.toml", "t-001-landing", "hidden[0]", "121 points at no card")


def test_a_card_pointing_the_players_to_a_number_of_no_card_is_refused(tiny):
    tiny.replace("cards/terrain.toml", "hidden = [120]", "hidden = [120]\npoints_to = [10, 121]")
    found = problems_of(tiny.folder)
    has(found, "cards/terrain.toml", "t-001-landing", "points_to[1]", "points_to 121 points at no card")
    assert not [p for p in found if p.field == "points_to[0]"]
    tiny.replace("cards/terrain.toml", "points_to = [10, 121]", 'points_to = "north"')
    has(problems_of(tiny.folder), "cards/terrain.toml", "t-001-landing", "points_to", "")


def test_clue_and_curse_card_ids_must_exist(tiny):
    tiny.replace("pack.toml", 'clue = "clue-sunken-lamp"', 'clue = "clue-lost"')
    tiny.replace("pack.toml", 'curse_card = "curse-sunken-lamp"', 'curse_card = "sk-steady"')
    tiny.replace("pack.toml", 'death_is_lurking = "curse-death"', 'death_is_lurking = "curse-sunken-lamp"')
    found = problems_of(tiny.folder)
    has(found, "pack.toml", None, "curse[0].clue", "'clue-lost', which is not in the pack")
    has(found, "pack.toml", None, "curse[0].curse_card", "is a skill, not a curse")
    has(found, "pack.toml", None, "rules.death_is_lurking", 'should have curse = "death"')


def test_curse_ids_named_by_cards_must_be_in_pack_toml(tiny):
    tiny.replace("cards/terrain.toml", 'lift = "sunken-lamp"', 'lift = "sunken-lump"')
    tiny.replace("cards/items.toml", 'curse = "sunken-lamp"', 'curse = "sunk"')
    found = problems_of(tiny.folder)
    has(found, "cards/terrain.toml", "t-010-tor", "actions[0].success[0].lift", "'sunken-lump'")
    has(found, "cards/items.toml", "clue-sunken-lamp", "curse", "'sunk'")


def test_skill_for_a_missing_character(tiny):
    tiny.replace("cards/action.toml", 'character = "char-wren"', 'character = "char-robin"')
    problem = only(tiny.folder)
    assert (problem.file, problem.card_id, problem.field) == ("cards/action.toml", "sk-wren-knots", "character")
    assert "no character card" in problem.message


def test_skill_owner_must_be_a_character_not_any_card(tiny):
    tiny.replace("cards/action.toml", 'character = "char-wren"', 'character = "satchel"')
    assert only(tiny.folder).field == "character"


def test_card_ids_in_requirements_and_discards(tiny):
    tiny.replace("cards/terrain.toml", 'requires = [{ card = "clue-sunken-lamp" }]',
                 'requires = [{ card = "clue-x" }, { keyword = "ladder" }]')
    tiny.replace("cards/items.toml", '{ return = "this" }', '{ return = "s-999" }')
    found = problems_of(tiny.folder)
    has(found, "cards/terrain.toml", "t-010-tor", "actions[0].requires[0].card", "'clue-x'")
    has(found, "cards/terrain.toml", "t-010-tor", "actions[0].requires[1].keyword", "keyword 'ladder'")
    has(found, "cards/items.toml", "s-060-bruised", "actions[0].success[0].return", "'s-999'")


def test_duplicate_ids_name_both_places(tiny):
    tiny.append("cards/people.toml", '\n[[card]]\nid = "sk-lucky"\ntype = "save"\ntitle = "Save"\n')
    problem = only(tiny.folder)
    assert (problem.file, problem.card_id, problem.field) == ("cards/people.toml", "sk-lucky", "id")
    assert "used twice (first in cards/action.toml, line 8)" in problem.message


def test_areas_need_terrains_and_exploration_cards(tiny):
    tiny.replace("cards/events.toml", 'area = "II"\nplacement', 'area = "III"\nplacement')
    found = problems_of(tiny.folder)
    has(found, "cards/events.toml", "x-fog-wind", "area", "no terrain is in area III")
    tiny.replace("cards/events.toml", 'area = "I"\nactions', 'area = "IV"\nactions')
    has(problems_of(tiny.folder), "cards/terrain.toml", "t-001-landing", "area", "area I has no exploration cards")


def test_pack_toml_problems(tiny):
    tiny.replace("pack.toml", 'id = "tiny-isle"', 'id = "tiny-island"')
    tiny.replace("pack.toml", "players = [1, 4]", "players = [3, 2]")
    tiny.replace("pack.toml", 'version = "0.1.0"', 'version = "0.1.0"\nlicence = "CC0"')
    found = problems_of(tiny.folder)
    has(found, "pack.toml", None, "id", "differs from the pack's folder name 'tiny-isle'")
    has(found, "pack.toml", None, "licence", "unknown field")
    tiny.replace("pack.toml", '\nlicence = "CC0"', "")
    has(problems_of(tiny.folder), "pack.toml", None, "players", "minimum 3 is above maximum 2")


def test_unknown_ruleset_stops_early_with_a_clear_message(tiny):
    tiny.replace("pack.toml", 'ruleset = "seventh-continent"', 'ruleset = "chess"')
    assert "not a ruleset Fogbound knows" in only(tiny.folder).message


def test_toml_syntax_error_has_its_line_and_skips_reference_checks(tiny):
    tiny.replace("cards/items.toml", 'title = "Lamp Chart"', 'title = "Lamp Chart')
    found = problems_of(tiny.folder)
    syntax = has(found, "cards/items.toml", None, None, "TOML syntax error")
    assert syntax.line == 16  # where the unclosed string meets the line's end
    # the cards of that file are unknown: no false alarm about the numbers they hold
    assert not any("points at no card" in p.message for p in found)
    assert any("were not checked" in p.message for p in found)


def test_not_utf8_and_missing_files(tiny):
    (tiny.folder / "cards" / "latin.toml").write_bytes(b'[[card]]\nid = "x"\ntitle = "Caf\xe9"\n')
    has(problems_of(tiny.folder), "cards/latin.toml", None, None, "not UTF-8")
    (tiny.folder / "pack.toml").unlink()
    has(problems_of(tiny.folder), "pack.toml", None, None, "missing")


def test_top_level_keys_in_card_files(tiny):
    tiny.append("cards/people.toml", '\n[deck]\nname = "x"\n')
    problem = only(tiny.folder)
    assert (problem.file, problem.field) == ("cards/people.toml", "deck")


def test_every_problem_is_reported_at_once(tiny):
    tiny.replace("cards/items.toml", "durability = 3", "durability = 9")
    tiny.replace("cards/terrain.toml", "numbox = 10", "numbox = 11")
    tiny.replace("cards/action.toml", 'character = "char-wren"', 'character = "char-robin"')
    tiny.replace("cards/people.toml", 'figure = "teal"', 'figure = "teal"\nage = 30')
    (tiny.folder / "art" / "shore.png").unlink()
    found = problems_of(tiny.folder)
    assert len(found) == 5, "\n".join(map(str, found))
    fields = {(p.card_id, p.field) for p in found}
    assert fields == {("i-050-rope", "durability"), ("t-001-landing", "arrows[1].numbox"),
                      ("sk-wren-knots", "character"), ("char-wren", "age"), ("t-001-landing", "art")}


def test_a_broken_card_still_gets_its_reference_checks(tiny):
    tiny.replace("cards/terrain.toml", "cost = 2, difficulty = 1", "cost = 2, difficulty = 1, colour = 1")
    tiny.replace("cards/terrain.toml", "numbox = 10", "numbox = 11")
    found = problems_of(tiny.folder)
    assert {p.field for p in found} == {"actions[0].colour", "arrows[1].numbox"}


def test_message_is_readable_for_a_designer(tiny):
    tiny.replace("cards/items.toml", "durability = 3", "durability = 0")
    with pytest.raises(PackError) as caught:
        load_pack(tiny.folder)
    text = str(caught.value)
    assert "1 problem\n" in text
    assert "cards/items.toml:1 [i-050-rope] durability: must be at least 1, not 0" in text
    assert "Traceback" not in text and "jsonschema" not in text


def test_not_a_folder(tmp_path):
    problem = only(tmp_path / "nowhere")
    assert "is not a folder" in problem.message
