"""Saves for any ruleset: the campaign names its ruleset, options, seats and ledger; format-2 campaigns still open."""
from __future__ import annotations

import json
import random
import re
import shutil
from pathlib import Path

import pytest

from engine.core.ruleset import Seat
from engine.core.serial import game_to_plain
from saves import (
    CampaignError, Campaigns, SaveSchemaError, SaveStateError, autosave, decode_document,
    list_slots, load_autosave, load_slot, restore_game, save_slot,
)
from saves import envelope, migrations
from saves.checksum import tag
from tests.seventh.conftest import read_pack

from .kits import play, seventh_continent_kit, tiny_kit

DATA = Path(__file__).parent / "data"
SAVES = Path(__file__).parents[2] / "saves"


@pytest.fixture
def old_campaign(data_dir):
    """The frozen format-2 campaign of The 7th Continent, put where campaigns live."""
    campaigns = Campaigns()
    folder = campaigns.root / "lanterns-at-dusk-0a1b2c"
    shutil.copytree(DATA / "v2-seventh", folder, ignore=shutil.ignore_patterns("*.md"))
    [campaign] = campaigns.list()
    return campaigns, campaign


def test_format_2_campaign_opens_with_its_setup_as_options_and_seats(old_campaign):
    campaigns, campaign = old_campaign
    assert campaign.name == "Lanterns at Dusk"
    assert campaign.ruleset == "seventh-continent"
    assert campaign.options == {"curses": ["bell"], "mode": "hardcore"}
    assert [s.role for s in campaign.seats] == ["char-bruno", "char-ludo"]
    assert all(s.name for s in campaign.seats) and campaign.ledger == {}


def test_format_2_slot_and_autosave_restore_through_the_registry_and_play_on(old_campaign):
    campaigns, campaign = old_campaign
    cards = read_pack().cards
    for document in (load_slot(campaign, "By the ford"), load_autosave(campaign)):
        assert document.ruleset == "seventh-continent"
        assert document.campaign.options["mode"] == "hardcore"
        # no ruleset given: the registry finds it by id; the rules tests' pack has gained cards since
        game = restore_game(document, cards, pack_changed=True)
        assert game.ruleset.id == "seventh-continent"
        again = game_to_plain(game)
        # the engine may lift an older state format on its own: what the rules keep stays exact
        for part in ("ruleset", "pieces", "zones", "rng", "outcome"):
            assert again[part] == document.game[part], part
        # the table's saved fields kept, a field added since (the cards met, for the bots) empty
        saved = document.game["table"]
        assert {k: again["table"][k] for k in saved} == saved
        assert {k: v for k, v in again["table"].items() if k not in saved and v} == {}
        # a frame's locals are now its procedure's dataclass: the saved ones kept, the newer ones at their defaults
        assert [(f["proc"], f["step"]) for f in again["stack"]] == [(f["proc"], f["step"]) for f in document.game["stack"]]
        for now, saved in zip(again["stack"], document.game["stack"]):
            assert {k: now["data"][k] for k in saved["data"]} == saved["data"]
        assert len(again["log"]) == len(document.game["log"])
        play(game, random.Random(1), 20)


def test_format_2_campaign_saves_again_as_the_current_format(old_campaign):
    campaigns, campaign = old_campaign
    document = load_slot(campaign, "By the ford")
    game = restore_game(document, read_pack().cards, pack_changed=True)
    save_slot(campaign, "Later", game_to_plain(game), ledger=game.ruleset.ledger(game))
    written = json.loads((campaign.folder / "campaign.json").read_text())
    assert written["format"] == migrations.CURRENT == 3
    assert written["payload"]["campaign"]["options"] == {"curses": ["bell"], "mode": "hardcore"}
    again = campaigns.open(campaign.id)
    assert [s.name for s in list_slots(again)] == ["Later", "By the ford"]
    assert again.ledger["curses"] == {"pursued": ["bell"], "lifted": []}


def test_v2_to_v3_step_by_itself():
    v2 = {"kind": "slot", "game": {"ruleset": "tiny"},
          "campaign": {"name": "N", "curses": ["c"], "characters": ["hero"], "mode": "easy"}}
    v3 = migrations.v2_to_v3(v2)
    assert v3["campaign"]["ruleset"] == "tiny"
    assert v3["campaign"]["options"] == {"curses": ["c"], "mode": "easy"}
    assert v3["campaign"]["seats"] == [{"name": "Player 1", "role": "hero"}]
    assert v3["campaign"]["ledger"] == {}
    assert not {"curses", "characters", "mode"} & set(v3["campaign"])
    assert v2["campaign"]["curses"] == ["c"]  # the input is not changed
    # a file without a game names no ruleset: before format 3 there was only one
    assert migrations.v2_to_v3({"kind": "campaign", "campaign": {}})["campaign"]["ruleset"] == "seventh-continent"


def test_campaign_keeps_ruleset_options_seats_and_ledger(data_dir):
    kit = tiny_kit()
    campaigns = Campaigns()
    campaign = campaigns.create("Any rules", kit.pack, ruleset="tiny", options={"level": 3, "rooms": ["a", "b"]},
                                seats=[Seat("Ann", "knight"), Seat("Bo", "knight")])
    game = kit.new_game(2)
    play(game, random.Random(2), 8)
    save_slot(campaign, "One", game_to_plain(game), ledger=kit.ruleset.ledger(game))
    again = campaigns.open(campaign.id)
    assert (again.ruleset, again.options) == ("tiny", {"level": 3, "rooms": ["a", "b"]})
    assert again.seats == [Seat("Ann", "knight"), Seat("Bo", "knight")]
    assert again.ledger == {"score": game.table.score}
    autosave(campaign, game_to_plain(game), ledger={"score": 99})
    assert load_autosave(campaign).campaign.ledger == {"score": 99}


def test_a_game_of_another_ruleset_is_refused_by_the_campaign(data_dir):
    kit = tiny_kit()
    campaign = Campaigns().create("Tiny only", kit.pack, ruleset="tiny")
    state = dict(game_to_plain(kit.new_game(1)), ruleset="seventh-continent")
    with pytest.raises(CampaignError, match="seventh-continent"):
        save_slot(campaign, "Wrong", state)
    with pytest.raises(CampaignError):
        autosave(campaign, state)
    assert campaign.slots == []


def test_a_save_whose_game_and_campaign_disagree_on_the_ruleset_is_refused(data_dir):
    kit = tiny_kit()
    campaign = Campaigns().create("Mixed", kit.pack, ruleset="tiny")
    save_slot(campaign, "One", game_to_plain(kit.new_game(1)))
    payload = json.loads((campaign.folder / "slots" / "one.json").read_text())["payload"]
    payload["campaign"]["ruleset"] = "arkeis"
    data = json.dumps({"format": envelope.FORMAT, "checksum": tag(payload), "payload": payload}).encode()
    with pytest.raises(SaveSchemaError, match="arkeis"):
        decode_document(data)


def test_an_unknown_ruleset_is_a_state_error_naming_it(data_dir):
    kit = tiny_kit()
    campaign = Campaigns().create("Unknown", kit.pack, ruleset="tiny")
    save_slot(campaign, "One", game_to_plain(kit.new_game(1)))
    with pytest.raises(SaveStateError, match="'tiny' is not a ruleset"):
        restore_game(load_slot(campaign, "One"), kit.cards)  # tiny is a test ruleset: not registered


def test_the_ruleset_check_refuses_a_state_the_engine_accepts():
    kit = tiny_kit()
    plain = game_to_plain(kit.new_game(1))
    plain["table"] = dict(plain["table"], active=7)
    with pytest.raises(SaveStateError, match="seat 7 is not at the table"):
        restore_game(plain, kit.cards, ruleset=kit.ruleset)


def test_the_seventh_continent_check_refuses_a_character_out_of_its_hand():
    kit = seventh_continent_kit()
    plain = game_to_plain(kit.new_game(1))
    character = plain["table"]["players"][0]["character"]
    zones = {zone: [p for p in pieces if p != character] for zone, pieces in plain["zones"].items()}
    zones["box"] = zones.get("box", []) + [character]
    with pytest.raises(SaveStateError, match="not in the hand of seat 0"):
        restore_game(dict(plain, zones=zones), kit.cards)


def test_seventh_continent_ledger_sections_are_plain_data():
    kit = seventh_continent_kit()
    game = kit.new_game(4)
    ledger = kit.ruleset.ledger(game)
    assert set(ledger) == {"curses", "experience", "save_stacks"}
    assert ledger["curses"] == {"pursued": ["bell"], "lifted": []}
    assert json.loads(json.dumps(ledger)) == ledger
    assert (ledger["save_stacks"] is None) == (game.pending.kind != "action")


def test_saves_hold_no_rule_system_nouns():
    """Only the history of the format (migrations) may name The 7th Continent's setup."""
    nouns = re.compile(r"\bcurses?\b|characters\s*[=:(]|\bmode\b|seventh|hardcore", re.IGNORECASE)
    for module in SAVES.glob("*.py"):
        if module.name != "migrations.py":
            assert not nouns.findall(module.read_text()), module.name
