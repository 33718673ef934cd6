"""The pack format of skill trees, Hero cards and the verbs that replay, wait for the next card or ask a
condition: the test pack validates, and a broken tree or an unknown verb or grant is named with file, card
and field."""
from __future__ import annotations

from tests.content.test_problems import has, problems_of

from .test_pack import broken, names, refused  # noqa: F401  (broken: a fixture)


def test_the_skill_trees_validate_and_list(capsys):
    from gui.packtool import main
    from .conftest import PACK
    assert main(["validate", str(PACK)]) == 0


def test_an_unknown_grant_and_an_unknown_verb_inside_a_grant_are_named(broken):
    folder, replace = broken
    replace("cards/skills.toml", 'grants = [{ pay_less = 1 }]', 'grants = [{ pay_lots = 1 }]')
    replace("cards/skills.toml", '[{ may = [{ remove = 1, where = "hero_realm" }] }]', '[{ may = [{ banish = 1 }] }]')
    found = problems_of(folder)
    assert any(p.file == "cards/skills.toml" and p.card_id == "villager-thrift" and p.field == "grants[0]"
               and "pay_lots" in p.message for p in found), "\n".join(map(str, found))
    assert any(p.card_id == "noble-iron-hand" and p.field.startswith("grants[0].hero_card_then[0].may[0]")
               and "banish" in p.message for p in found), "\n".join(map(str, found))


def test_a_tree_needs_one_root_branches_to_its_own_skills_and_a_way_to_each(broken):
    folder, replace = broken
    replace("cards/skills.toml", 'id = "villager-calling"\ntype = "skill"\ntitle = "Calling"\n'
            'text = "Your Hero card goes on top of your discard pile."\nhero = "villager"\nslots = 1\nroot = true\n',
            'id = "villager-calling"\ntype = "skill"\ntitle = "Calling"\n'
            'text = "Your Hero card goes on top of your discard pile."\nhero = "villager"\nslots = 1\n')
    replace("cards/skills.toml", 'branches = ["noble-decree", "noble-sanctuary"]', 'branches = ["noble-decree", "sorceress-wayward"]')
    replace("cards/skills.toml", 'branches = ["sorceress-wayward"]\nwhile', 'while')   # a branch is named at
    replace("cards/skills.toml", '"sorceress-light-fingers", "sorceress-far-sight"]', '"sorceress-light-fingers"]')  # either end
    found = problems_of(folder)
    has(found, "cards/skills.toml", "villager-calling", "root", "has 0 roots; it needs exactly one")
    has(found, "cards/skills.toml", "noble-rally", "branches", "'sorceress-wayward', which is not a skill of 'noble'")
    has(found, "cards/skills.toml", "sorceress-far-sight", "branches", "no branch leads to this skill from the root")


def test_conditions_name_realms_and_counters(broken):
    folder, replace = broken
    replace("cards/skills.toml", 'while = { hero_in = "magic" }', 'while = { hero_in = "moon" }')
    replace("cards/skills.toml", 'while = { gained = 2 }', 'while = { hugs = 2 }')
    found = problems_of(folder)
    has(found, "cards/skills.toml", "sorceress-far-sight", "while.hero_in", "'moon', which is not a Realm")
    has(found, "cards/skills.toml", "noble-rally", "while.hugs", "unknown field")


def test_an_amount_is_a_number_a_count_or_up_to_n(broken):
    folder, replace = broken
    replace("cards/offers.toml", "[[{ win = 2 }]]", '[[{ win = { count = "hugs" } }]]')
    replace("cards/offers.toml", "[[{ move = 2 }]]", '[[{ move = { up_to = 2 } }]]')
    found = problems_of(folder)
    assert any(p.card_id == "lamplighter" and p.field == "effects[0][0].win" for p in found), "\n".join(map(str, found))
    assert not any(p.card_id == "ferryman" for p in found)


def test_only_if_names_what_it_plays(tmp_path):
    said = refused(tmp_path, "cards/offers.toml", "[[{ win = 1 }, { draw = 1 }]]", '[[{ only_if = { gold_won = 1 } }]]')
    names(said, "cards/offers.toml", "tinker", "effects[0][0].then", "is required")


def test_a_board_count_names_a_realm(tmp_path):
    said = refused(tmp_path, "cards/offers.toml", "[[{ win = 2 }]]", '[[{ win = { cubes_in = "moon", every = 3 } }]]')
    names(said, "cards/offers.toml", "lamplighter", "effects[0][0].win.cubes_in", "'moon'")


def test_the_readme_says_every_verb_and_grant_and_its_skill_example_fits_the_schema():
    import re
    import tomllib
    from pathlib import Path

    from engine.content.schema_check import check_table
    from engine.rulesets.realms_and_ruins.ops import VOCABULARY
    from engine.rulesets.realms_and_ruins.schema import CARD_SCHEMAS
    from engine.rulesets.realms_and_ruins.skills import GRANTS

    readme = (Path(__file__).resolve().parents[2] / "assets" / "packs" / "README.md").read_text(encoding="utf-8")
    part = readme[readme.index("Tales of Realms and Ruins"):]
    for name in [n for n in VOCABULARY.names() + GRANTS.names() if n != "handler"]:
        assert f"{name} = " in part, name
    (example,) = [b for b in re.findall(r"```toml\n(.*?)```", part, re.DOTALL) if 'type = "skill"' in b]
    skill = tomllib.loads(example)["card"][0]
    assert check_table(skill, CARD_SCHEMAS["skill"], "README", skill["id"], None) == []
