"""A 7th Citadel campaign across scenarios through the save slots: a game saved at the Citadel between two scenarios
keeps its exact state and the campaign's ledger (leaflet, bookmark, World Map, characters); loaded, it goes on to
the next scenario, whose save moves the ledger on while the older slot still opens at the Citadel; a campaign file
whose ledger is garbled is refused in favour of its newest good copy and left on disk as it was."""
from __future__ import annotations

import json

import pytest

import saves
from saves import envelope
from engine.content.loader import load_pack
from engine.core.ruleset import Seat, next_game
from engine.core.serial import game_to_plain
from engine.rulesets.seventh_citadel import RULESET
from engine.rulesets.seventh_citadel.table import SideQuest, purse
from saves.folders import user_folders
from tests.seventh_citadel.conftest import PACK
from tests.seventh_citadel.test_citadel import at_the_gate

SEATS = [Seat("Ann", "arden"), Seat("Bo", "brisk")]
IDENTITY = saves.PackIdentity("pack", "0.1", "sha256:" + "7" * 64)


@pytest.fixture(scope="module")
def pack():
    return load_pack(PACK)


@pytest.fixture
def campaigns(tmp_path):
    return saves.Campaigns(user_folders(tmp_path / "data"))


def at_the_citadel(pack):
    """A two-player game back at the Citadel after its first scenario, with something on each leaflet page."""
    game, kept = at_the_gate(pack)
    game.table.leaflet.destiny = ["heart"]
    game.table.leaflet.buildings = {"watchtower": 1}
    game.table.leaflet.side_quests = [SideQuest("The lost bell", 120, "active")]
    game.choose("act:0:gate:0")
    if game.pending.kind == "more":     # a gate that costs no card leaves the Lands at once
        game.choose("reveal")
    assert game.pending.kind == "scenario"
    return game, kept


def save(campaign, name, game):
    return saves.save_slot(campaign, name, game_to_plain(game), ledger=RULESET.ledger(game))


def test_a_campaign_goes_on_across_scenarios_through_its_save_slots(pack, campaigns):
    campaign = campaigns.create("Ember walk", IDENTITY, ruleset=RULESET.id, options={"scenario": "first-steps"},
                                seats=SEATS)
    game, kept = at_the_citadel(pack)
    save(campaign, "At the Citadel", game)
    ledger = campaigns.open(campaign.id).ledger
    json.dumps(ledger)
    assert ledger["bookmark"]["finished"] == ["first-steps"]
    assert ledger["leaflet"]["destiny"] == ["heart"] and ledger["leaflet"]["buildings"] == {"watchtower": 1}
    assert ledger["leaflet"]["side_quests"] == [{"title": "The lost bell", "paragraph": 120, "status": "active"}]
    assert ledger["leaflet"]["world_map"] == {"citadel": "wm-90"}
    assert ledger["characters"]["arden"]["purse"] == [kept["sword"]]

    loaded = saves.restore_game(saves.load_slot(campaigns.open(campaign.id), "At the Citadel"), pack.cards)
    assert loaded.pending.kind == "scenario" and loaded.legal_options() == ["scenario:second-steps"]
    assert loaded.table.leaflet.destiny == ["heart"] and loaded.zones.cards(purse(0)) == [kept["sword"]]
    loaded.choose("scenario:second-steps")
    assert loaded.table.scenario == "second-steps" and loaded.pending.kind == "action"
    reopened = campaigns.open(campaign.id)
    save(reopened, "Second Steps", loaded)
    ledger = campaigns.open(campaign.id).ledger
    assert ledger["bookmark"]["scenario"] == "second-steps" and ledger["leaflet"]["destiny"] == ["heart"]

    older = saves.restore_game(saves.load_slot(campaigns.open(campaign.id), "At the Citadel"), pack.cards)
    assert older.pending.kind == "scenario" and older.table.scenario == "first-steps"   # the older slot is intact


def test_a_new_session_goes_on_from_the_ledger_read_back_from_disk(pack, campaigns):
    campaign = campaigns.create("Ember walk", IDENTITY, ruleset=RULESET.id, options={"scenario": "first-steps"},
                                seats=SEATS)
    game, kept = at_the_citadel(pack)
    save(campaign, "At the Citadel", game)
    ledger = campaigns.open(campaign.id).ledger
    again = next_game(RULESET, pack, SEATS, {"scenario": "second-steps", "mode": "standard"}, 4, ledger=ledger)
    assert again.table.finished == ["first-steps"] and again.table.leaflet.buildings == {"watchtower": 1}
    assert again.zones.zone_of(kept["sword"]) == purse(0) and again.table.leaflet.world_map == {"citadel": "wm-90"}


def test_a_campaign_file_with_a_garbled_ledger_is_refused_and_left_as_it_was(pack, campaigns):
    campaign = campaigns.create("Ember walk", IDENTITY, ruleset=RULESET.id, options={"scenario": "first-steps"},
                                seats=SEATS)
    game, _ = at_the_citadel(pack)
    save(campaign, "At the Citadel", game)
    good = campaigns.open(campaign.id).ledger
    save(campaigns.open(campaign.id), "At the Citadel again", game)        # the previous file becomes a backup
    path = campaign.folder / "campaign.json"
    text = path.read_text(encoding="utf-8")
    data = json.loads(text)
    data["payload"]["campaign"]["ledger"] = "not the leaflet"
    path.write_text(json.dumps(data), encoding="utf-8")
    garbled = path.read_bytes()
    with pytest.raises(saves.SaveError):
        envelope.read(path, "campaign")
    reopened = campaigns.open(campaign.id)                                 # its newest good copy instead
    assert reopened.ledger == good
    assert path.read_bytes() == garbled                                    # never overwritten by reading it
