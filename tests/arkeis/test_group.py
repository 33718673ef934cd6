"""A group of changing size: between episodes a player joins with an Explorer nobody plays, or leaves, their
Explorer waiting at camp with everything they own; the next episode's Fate stock follows the number of players;
the campaign's ledger names the group, and a save made after the change loads as it was."""
from __future__ import annotations

import json

from engine.core.serial import game_to_plain
from engine.rulesets.arkeis import RULESET, harm
from saves import Campaigns, PackIdentity, load_slot, restore_game, save_slot

from .conftest import arrange, load_dice, new, place, token_at


def to_camp(game) -> None:
    """Open the Sealed Codex (the positive epilogue), read it, and go through camp up to the group's question."""
    place(game, game.table.active, "gallery:2")
    arrange(game, {m: "minis:warden" for m in list(game.zones.cards("zone:gallery:2")) if game.card(m).id == "warden"})
    load_dice(game, "inspection", "key", "key")
    game.choose(f"search:{token_at(game, 'door:vault-door')}")
    game.choose("roll")
    while game.pending.kind != "change_explorer":
        game.choose("skip" if game.pending.kind == "log" else "camp" if game.pending.kind == "epilogue"
                    else "none" if game.pending.kind == "set_die" else "done")


def next_episode(game) -> None:
    while game.pending.kind != "first_player":
        game.choose({"change_explorer": "done", "difficulty": "keep"}.get(game.pending.kind, "done"))


def test_a_player_joins_between_episodes_and_the_fate_stock_follows(pack):
    game = new(pack, "mender", "brawler")
    to_camp(game)
    assert "join:scholar" in game.legal_options() and "join:young-gambler" in game.legal_options()
    game.choose("join:scholar")
    assert [(p.seat, p.name, p.explorer) for p in game.table.explorers] == \
        [(0, "Ann", "mender"), (1, "Bo", "brawler"), (2, "Player 3", "scholar")]
    assert "join:envoy" not in game.legal_options()           # the test pack seats three Explorers at most
    next_episode(game)
    assert game.zones.size("fate:stock") == 2                 # the Drowned Stair's stock for three players
    assert game.zones.zone_of("mini:scholar") == "zone:vault:1"
    game.choose("first:2")
    assert game.table.active == 2 and game.pending.owner == "seat:2"
    assert RULESET.ledger(game)["group"] == [{"name": "Ann", "explorer": "mender"}, {"name": "Bo", "explorer": "brawler"},
                                             {"name": "Player 3", "explorer": "scholar"}]


def test_a_player_leaves_and_their_explorer_keeps_everything_at_camp(pack):
    game = new(pack, "mender", "brawler", "scholar")
    harm.take_fate(game, 0, 2)
    arrange(game, {"pry-bar": "backpack:0", "dread": "trauma:0", "field-training": "experience:1",
                   "herb-pouch": "equipped:2"})
    to_camp(game)
    game.choose("leave:0")
    assert [(p.seat, p.name, p.explorer) for p in game.table.explorers] == [(0, "Bo", "brawler"), (1, "Cy", "scholar")]
    assert set(game.zones.cards("kept:mender")) >= {"pry-bar", "dread"} and harm.fate_had(game, 0) == 0
    assert game.zones.cards("experience:0") == ["field-training"] and game.zones.cards("backpack:1") == ["herb-pouch"]
    assert not game.zones.cards("backpack:2") and not game.zones.cards("trauma:2")
    assert RULESET.ledger(game)["explorers"]["mender"]["fate"] == 2
    assert "play:0:mender" in game.legal_options()            # anyone may take her up again
    next_episode(game)
    assert game.zones.size("fate:stock") == 3                 # two players now
    assert game.zones.zone_of("mini:mender") == "rooms:nearby"


def test_an_explorer_whose_player_left_comes_back_with_a_newcomer(pack):
    game = new(pack, "mender", "brawler")
    harm.take_fate(game, 0, 1)
    arrange(game, {"dread": "trauma:0"})
    to_camp(game)
    game.choose("leave:0")
    assert game.table.seats == 1 and "leave:0" not in game.legal_options()     # somebody stays
    game.choose("join:mender")
    assert game.table.explorers[1].explorer == "mender" and game.zones.cards("trauma:1") == ["dread"]
    assert harm.fate_had(game, 1) == 1 and not game.zones.cards("kept:mender")


def test_the_changed_group_is_saved_and_loads_as_it_was(pack, data_dir):
    game = new(pack, "mender", "brawler")
    to_camp(game)
    game.choose("join:scholar")
    campaign = Campaigns().create("Changing group", PackIdentity("pack", "0.1"), ruleset="arkeis",
                                  seats=[], options={})
    save_slot(campaign, "After camp", game_to_plain(game), ledger=RULESET.ledger(game))
    loaded = restore_game(load_slot(campaign, "After camp"), pack.cards, RULESET)
    assert json.dumps(game_to_plain(loaded), sort_keys=True) == json.dumps(game_to_plain(game), sort_keys=True)
    assert [p.name for p in loaded.table.explorers] == ["Ann", "Bo", "Player 3"]
    assert campaign.ledger["group"][2] == {"name": "Player 3", "explorer": "scholar"}
    next_episode(loaded)
    assert loaded.zones.size("fate:stock") == 2


def test_the_group_may_change_the_difficulty_between_two_sessions(pack):
    game = new(pack, "mender")
    assert "beetle-elite" not in game.zones.cards("profiles:beetle")
    to_camp(game)
    game.choose("done")
    assert game.pending.kind == "difficulty" and game.legal_options() == ["keep", "elite:intermediate", "elite:regular"]
    game.choose("elite:regular")
    next_episode(game)
    assert game.table.elite == "regular" and "beetle-elite" in game.zones.cards("profiles:beetle")
    assert game.zones.size("profiles:beetle") == len([c for c in pack.cards.values() if c.type == "profile"
                                                      and c.get("adversary") == "beetle" and not c.get("elite")])
