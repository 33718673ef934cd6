"""The pack format of Arkeis: the test pack validates and lists through `fogbound-pack`, and a broken pack is
told what is wrong with file, card and field."""
from __future__ import annotations

import shutil

import pytest

from engine import rulesets
from gui.packtool import main
from tests.content.test_problems import has, problems_of
from tests.pack_edits import edit

from .conftest import PACK


@pytest.fixture
def registered(monkeypatch):
    monkeypatch.setitem(rulesets.PACKAGES, "arkeis", "engine.rulesets.arkeis")


@pytest.fixture
def broken(tmp_path, registered):
    folder = tmp_path / "pack"
    shutil.copytree(PACK, folder)
    return folder, lambda name, old, new, count=1: edit(folder, name, old, new, count)


def test_the_test_pack_validates_and_lists_by_group(registered, capsys):
    assert main(["validate", str(PACK)]) == 0
    out = capsys.readouterr().out
    assert "7 Rooms and floors" in out and "9 Explorers and their Experience cards" in out


def test_names_between_entries_are_checked(broken):
    folder, replace = broken
    replace("cards/adversaries.toml", 'adversary = "beetle"\nhealth = 1\nstart = [{ spawn',
            'adversary = "scarab"\nhealth = 1\nstart = [{ spawn')
    replace("cards/explorers.toml", 'excludes = ["gambler"]', 'excludes = ["gamber"]')
    replace("cards/search.toml", 'episode = "silent-archive"\nsymbol = "b"', 'episode = "beetle"\nsymbol = "b"')
    found = problems_of(folder)
    has(found, "cards/adversaries.toml", "beetle-swarming", "adversary", "'scarab', which is not in the pack")
    has(found, "cards/explorers.toml", "young-gambler", "excludes[0]", "not an Explorer of the pack")
    has(found, "cards/search.toml", "stiff-hinges", "episode", "'beetle', a adversary, not a episode")
    has(found, "cards/adversaries.toml", "beetle", None, "has 2 profiles")


def test_a_layout_with_rooms_on_each_other_or_a_door_on_no_wall_is_refused(broken):
    folder, replace = broken
    replace("cards/episode.toml", '{ room = "vault", at = [4, 0] }', '{ room = "vault", at = [3, 0] }')
    replace("cards/episode.toml", 'between = ["atrium:4", "terrace:1"]', 'between = ["atrium:1", "terrace:1"]')
    replace("cards/episode.toml", '{ symbol = "e", zone = "garden:1" }', '{ symbol = "e", zone = "garden:2" }')
    replace("cards/episode.toml", 'door = "vault-door" }', 'door = "back-door" }')
    found = problems_of(folder)
    has(found, "cards/episode.toml", "silent-archive", "rooms[2].at", "puts vault:1 on gallery:2")
    has(found, "cards/episode.toml", "silent-archive", "doors[3].between", "share no wall")
    has(found, "cards/episode.toml", "silent-archive", "tokens[4].zone", "'garden:2' is not a zone")
    has(found, "cards/episode.toml", "silent-archive", "tokens[2].door", "'back-door' is not a door")


def test_counts_an_episode_needs_are_checked(broken):
    folder, replace = broken
    replace("cards/episode.toml", "players = [6, 6, 5, 5, 4]", "players = [6, 31]")
    replace("cards/episode.toml", '{ adversary = "warden", zone = "gallery:2" }',
            '{ adversary = "warden", zone = "gallery:2", count = 4 }')
    replace("cards/map.toml", 'symbol = "a"\ncount = 3', 'symbol = "a"\ncount = 1')
    found = problems_of(folder)
    has(found, "cards/episode.toml", "silent-archive", "fate_stock.players", "gives 2 stock sizes")
    has(found, "cards/episode.toml", "silent-archive", "fate_stock.players", "needs 31 Fate tokens; the pack has 30")
    has(found, "cards/episode.toml", "silent-archive", "adversaries[1].count", "the box holds 3")
    has(found, "cards/episode.toml", "silent-archive", "tokens", "places 2 Search tokens 'a'; the pack has 1")


def test_dice_need_one_fate_face_and_fight_results_known_symbols(broken):
    folder, replace = broken
    replace("cards/components.toml", '{ symbols = ["eye"] }, { symbols = ["fate"] }]',
            '{ symbols = ["fate"] }, { symbols = ["fate"] }]')
    replace("cards/adversaries.toml", '{ symbol = "eye", effects = [{ injure = 1 }] }',
            '{ symbol = "skull", effects = [{ injure = 1 }] }')
    found = problems_of(folder)
    has(found, "cards/components.toml", "fight-die", "faces", "has 2 Fate faces")
    has(found, "cards/adversaries.toml", "beetle-burrowing", "fight[1].symbol", "'skull' is on no Fight die face")


def test_effects_are_checked_to_the_deepest_list(broken):
    folder, replace = broken
    replace("cards/search.toml", 'success = [{ epilogue = "positive" }]', 'success = [{ epilogue = "glorious" }]')
    replace("cards/search.toml", '{ take = "e" }', '{ take = "q" }')
    replace("cards/search.toml", 'effects = [{ injure = 1 }]', 'effects = [{ wound = 1 }]')
    replace("cards/search.toml", 'spawn = { adversary = "beetle" }', 'spawn = { adversary = "sphinx" }')
    found = problems_of(folder)
    has(found, "cards/search.toml", "sealed-codex", "effects[0].inspect.success[0].epilogue", "not one of")
    has(found, "cards/search.toml", "crossroads", "effects[0].choose[0].effects[0].take", "'q' on its back")
    has(found, "cards/search.toml", "stiff-hinges", "effects[0]", "only a profile's fight results")
    has(found, "cards/search.toml", "hollow-bust", "effects[0].spawn.adversary", "'sphinx'")


def test_the_verbs_of_the_scene_name_zones_tokens_and_adversaries_the_pack_has(broken):
    folder, replace = broken
    replace("cards/vocabulary.toml", 'zone = "garden:1", count = 2', 'zone = "garden:3", count = 2')
    replace("cards/vocabulary.toml", 'symbol = "a", zone = "terrace:1"', 'symbol = "q", zone = "attic:1"')
    replace("cards/vocabulary.toml", '{ approach = "beetle" }', '{ approach = "sphinx" }')
    replace("cards/vocabulary.toml", 'kind = "mechanical", injuries', 'kind = "clockwork", injuries')
    replace("cards/vocabulary.toml", 'label = "Smash the Cursed Altar", effects = [{ injure = 1 }',
            'label = "Smash the Cursed Altar", effects = [{ take = "q" }')
    found = problems_of(folder)
    has(found, "cards/vocabulary.toml", "collapsing-shelf", "effects[1].spawn.zone", "'garden' has 1 zone, not 3")
    has(found, "cards/vocabulary.toml", "collapsing-shelf", "effects[0].search_token.zone", "'attic'")
    has(found, "cards/vocabulary.toml", "collapsing-shelf", "effects[0].search_token.symbol", "no Search token 'q'")
    has(found, "cards/vocabulary.toml", "ill-omen", "effects[1].approach", "'sphinx'")
    has(found, "cards/vocabulary.toml", "lamp-oil", "effects[0].harm.kind", "not one of")
    has(found, "cards/vocabulary.toml", "cursed-altar", "action.effects[0].take", "'q' on its back")


def test_a_rule_is_a_number_or_a_number_marked_unverified(broken):
    folder, replace = broken
    replace("pack.toml", "fight_dice = 2", 'fight_dice = "two"')
    has(problems_of(folder), "pack.toml", None, "rules.fight_dice", "must be a whole number")
    assert len(problems_of(folder)) == 1


def test_the_logbook_grid_is_checked(broken):
    folder, replace = broken
    replace("cards/episode.toml", 'grid = [["key", "lore", "key"], ["lore", "key", ""]]',
            'grid = [["key", "lore", "key"], ["lore", "gem"]]')
    replace("cards/episode.toml", '{ artifact = "g" }', '{ artifact = "h" }')
    found = problems_of(folder)
    has(found, "cards/episode.toml", "silent-archive", "logbook.grid[1]", "has 2 spaces; the first row has 3")
    has(found, "cards/episode.toml", "silent-archive", "logbook.grid[1][1]", "'gem' is on no Inspection die face")
    has(found, "cards/episode.toml", "silent-archive", "logbook.columns[1].artifact", "'h' on its back")


def test_camp_upgrades_and_experience_cards_are_checked(broken):
    folder, replace = broken
    replace("cards/episode.toml", "{ event = true }", '{ upgrade = "windmill" }')
    replace("cards/explorers.toml", 'explorer = "scholar"', 'explorer = "sage"')
    found = problems_of(folder)
    has(found, "cards/episode.toml", "silent-archive", "logbook.columns[2].upgrade", "'windmill', which is not a camp")
    has(found, "cards/explorers.toml", "field-training", "explorer", "'sage', which is not in the pack")



def test_an_epilogues_upgrades_are_checked(broken):
    folder, replace = broken
    replace("cards/episode.toml", 'stock_empty = [{ epilogue = "negative" }]',
            'stock_empty = [{ epilogue = "negative" }]\nepilogues = { positive = { text = "Dawn.", upgrades = '
            '["workshop", "windmill"] }, negative = { text = "Dusk." } }')
    has(problems_of(folder), "cards/episode.toml", "silent-archive", "epilogues.positive.upgrades[1]",
        "'windmill', which is not a camp")


def test_an_epilogue_with_an_unknown_field_is_refused(broken):
    folder, replace = broken
    replace("cards/episode.toml", 'stock_empty = [{ epilogue = "negative" }]',
            'stock_empty = [{ epilogue = "negative" }]\nepilogues = { negative = { txt = "Dusk." } }')
    has(problems_of(folder), "cards/episode.toml", "silent-archive", "epilogues.negative.txt", "unknown field")


def test_the_special_components_fields_are_checked_with_file_card_and_field(broken):
    folder, replace = broken
    replace("cards/episode.toml", 'explorers = "atrium:1"',
            'explorers = "atrium:1"\ntime = { spaces = 3, at = [{ space = 5, effects = [{ fate = 1 }] }, '
            '{ space = 2, effects = [{ activate = { adversary = "ghoul" } }] }, { space = 2, effects = [] }] }')
    replace("cards/search.toml", 'effects = [{ injure = 1 }]',
            'effects = [{ staircase = { mark = "b", between = ["vault:2", "garden:1"] } }, { deactivate = "ghoul" }]')
    replace("cards/components.toml", 'token = "power"', 'token = "poison"')
    replace("cards/adversaries.toml", "start = [{ injure = 1 }]\nsearching", "start = [{ power = { adversary = \"warden\" } }]\nsearching")
    found = problems_of(folder)
    has(found, "cards/episode.toml", "silent-archive", "time.at[0].space", "past the track's last, 3")
    has(found, "cards/episode.toml", "silent-archive", "time.at", "two entries for one space")
    has(found, "cards/episode.toml", "silent-archive", "time.at[1].effects[0].activate.adversary",
        "'ghoul', which is not an adversary")
    has(found, "cards/search.toml", "stiff-hinges", "effects[0].staircase.between[0]", "'vault' has 1 zone, not 2")
    has(found, "cards/search.toml", "stiff-hinges", "effects[1].deactivate", "'ghoul', which is not an adversary")
    has(found, "cards/adversaries.toml", "warden-stern", "start[0]", "power needs power tokens")


def test_every_verb_of_the_card_language_is_documented_for_designers():
    """assets/packs/README.md's Arkeis section shows each verb a pack may write (`name = ...`)."""
    import re

    from engine.content.paths import packs_dir
    from engine.rulesets.arkeis.ops import VOCABULARY

    text = (packs_dir() / "README.md").read_text(encoding="utf-8")
    arkeis = text[text.index("## Arkeis"):text.index("## The 7th Citadel")]
    missing = [name for name in VOCABULARY.names() if name != "handler" and not re.search(rf"`{name} ?=", arkeis)]
    assert not missing, missing
