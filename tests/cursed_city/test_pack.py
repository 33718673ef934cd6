"""A Cursed City pack is checked before play: every problem names its file, entry and field."""
from __future__ import annotations

import pytest

from tests.pack_edits import refusal

from .conftest import PACK


def _broken(tmp_path, file: str, old: str, new: str):
    return refusal(PACK, tmp_path, file, old, new, "cursed-city", "engine.rulesets.cursed_city")


@pytest.mark.parametrize("file, old, new, said", [
    ("cards/heroes.toml", 'dice = ["red-d8", "red-d8"]', 'dice = ["red-d8", "purple-d20"]',
     "cards/heroes.toml:1 [warden] weapons[0].dice[1]: names 'purple-d20', which is not in the pack"),
    ("cards/heroes.toml", 'agility = ["blue-d6"]', 'agility = ["white-d6"]',
     "[warden] agility[0]: 'white-d6' is a numbered die"),
    ("cards/hostiles.toml", '{ roll = [10, 12], name = "Charge"', '{ roll = [11, 12], name = "Charge"',
     "[bone-rat] behaviour: says nothing for a roll of 10"),
    ("cards/hostiles.toml", 'hostile = "bone-archer", count = 2', 'hostile = "bone-archers", count = 2',
     "[archer-line] groups[0].hostiles[0].hostile: names 'bone-archers'"),
    ("cards/map.toml", "objects = [[7, 0], [8, 2]]", "objects = [[7, 0], [3, 2]]",
     "cards/map.toml:25 [night-errand] objects[1]: [3, 2] is not a space of the map's tiles"),
    ("cards/map.toml", 'zone = "drop"', 'zone = "extraction"',
     "its drop zone holds 0 spaces"),
    ("cards/map.toml", 'at = [11, 0] }]', 'at = [9, 0] }]',
     "[night-errand] extraction[0].at: the extraction zone would overlap the map's tiles"),
    ("cards/map.toml", 'gateway = "far-gate"', 'gateway = "back-gate"',
     "[night-errand] extraction[0].gateway: names 'back-gate', which is no gateway of the map"),
    ("cards/map.toml", 'finale = "bell-tower"', 'finale = "lamp-quest"',
     "[lamp-quest] finale: names 'lamp-quest', a quest, not a journey"),
    ("cards/map.toml", 'roll = [13, 14]', 'roll = [13, 13]', "[quiet-return] roll: says nothing for a roll of 14"),
    ("cards/map.toml", 'slay = ["grave-knight"]', 'slay = ["grave-night"]',
     "[bell-tower] victory.slay[0]: names 'grave-night', which is not in the pack"),
    ("cards/map.toml", 'type = "quest"', 'type = "crisis"', "the pack has no quest entry"),
    ("cards/heroes.toml", 'abilities = [{ id = "rally", name = "Rally", cost = 3, target = "hero", effects = [{ heal = 1 }] }]',
     'abilities = [{ id = "rally", name = "Rally", cost = 3, effects = [{ heal = 1 }] }, '
     '{ id = "rally", name = "Rally again", effects = [{ heal = 1 }] }]',
     "[warden] abilities[1].id: 'rally' names two abilities of the card"),
    ("cards/heroes.toml", 'id = "ruin", name = "Hex of ruin", free = true,', 'id = "ruin", name = "Hex of ruin", free = true, cost = 2,',
     "[hexer] abilities[0].cost: a free ability costs no die"),
    ("cards/heroes.toml", 'target = "hostile", effects = [{ harm = 1 }]', 'target = "hostile", effects = [{ harm = 1 }], reach = "far"',
     "[duellist] abilities[0].reach"),
    ("pack.toml", "{ roll = [11, 11], event = \"inspiring_effort\" },", "",
     "rules.event_table.rows: says nothing for a roll of 11"),
    ("pack.toml", 'event = "destiny_denied"', 'event = "plague"', "rules.event_table.rows[0].event"),
])
def test_a_broken_pack_is_refused_naming_file_entry_and_field(tmp_path, file, old, new, said):
    assert said in _broken(tmp_path, file, old, new)


MIREWICK = PACK.parents[2] / "assets" / "packs" / "mirewick"


@pytest.mark.parametrize("old, new, said", [
    # a quarry shuffled into the deck every journey draws from: the Bellwraith blocked the cinder market's gate
    ("set_aside = true   #", "#", "[the-bell-below] quarry: names 'the-tolling', an encounter card of the deck every "
                                  "journey shuffles"),
    ('quarry = "the-tolling"', "", "[the-tolling] set_aside: is set aside from the encounter deck, yet no journey's "
                                   "quarry"),
])
def test_a_quarry_is_its_journeys_own_card_set_aside_from_the_deck(tmp_path, old, new, said):
    file = "cards/hostiles.toml" if "set_aside" in old else "cards/map.toml"
    assert said in refusal(MIREWICK, tmp_path, file, old, new, "cursed-city", "engine.rulesets.cursed_city")
