"""A Cursed City quest across journeys through the save slots: a journey played to its end and saved between
journeys keeps the campaign ledger (each hero's bag: level, experience, traits, empowerments, treasure, item; the
quest bag, fear, influence, the journeys played; the dead); read back in a fresh session, the quest's next
journey starts from it through `next_game` with all of it carried over. A ledger edited by hand that does not fit
the pack is refused with a ValueError naming what is wrong, and its campaign file is left as it was."""
from __future__ import annotations

import copy
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import saves
from engine.core.ruleset import Seat, next_game
from engine.core.serial import game_to_plain
from engine.rulesets.cursed_city import RULESET
from engine.rulesets.cursed_city.table import BOX, DEAD, carried, kit, traits
from saves import checksum
from saves.folders import user_folders
from tests.cursed_city import plan
from tests.cursed_city.conftest import HEROES, new, pack  # noqa: F401 - the pack fixture

SEATS = [Seat("Ann"), Seat("Bo")]
IDENTITY = saves.PackIdentity("pack", "0.1", "sha256:" + "c" * 64)
OPTIONS = {"quest": "lamp-quest", "journey": "night-errand", "heroes": HEROES}


@pytest.fixture
def campaigns(tmp_path):
    return saves.Campaigns(user_folders(tmp_path / "data"))


def between_journeys(pack):
    """A two-player quest whose first journey the plan plays to its end: the leader is asked the next journey.
    Before it, the heroes were given something for their bags, and a hero of the roster died."""
    game = new(pack, players=2, seed=3)
    game.zones.move("silver-reliquary:1", carried("warden"))
    game.zones.move("tonic-flask:1", carried("ranger"))
    game.zones.move("steady-hand", traits("ranger"))
    game.zones.move("whetted-edge:1", kit("duellist", "weapon"))
    game.table.roster["lamplighter"].dead = True
    game.zones.move("lamplighter", DEAD)
    game.table.bag.append("lamp-oil")
    plan.play(game)
    while not game.over and game.pending.kind != "journey":          # trading, empowerments: the plan's answers
        game.choose(plan.answer(game))
    assert not game.over and game.pending.kind == "journey" and len(game.table.history) == 1
    return game


def save(campaign, name, game):
    return saves.save_slot(campaign, name, game_to_plain(game), ledger=RULESET.ledger(game))


def create(campaigns):
    return campaigns.create("Lamps out", IDENTITY, ruleset=RULESET.id, options=dict(OPTIONS), seats=SEATS)


def test_the_next_journey_goes_on_from_the_ledger_saved_between_journeys(pack, campaigns):
    campaign = create(campaigns)
    game = between_journeys(pack)
    save(campaign, "Between journeys", game)
    kept = RULESET.ledger(game)

    fresh = saves.Campaigns(campaigns.folders)                    # a fresh session reads it all back from disk
    ledger = fresh.open(campaign.id).ledger
    assert ledger == json.loads(json.dumps(kept)) and ledger["over"] is False
    assert ledger["heroes"]["warden"]["treasure"] == ["silver-reliquary"]
    assert ledger["heroes"]["ranger"]["item"] == ["tonic-flask"] and ledger["heroes"]["ranger"]["traits"] == ["steady-hand"]
    assert ledger["heroes"]["duellist"]["empowerments"] == {"weapon": "whetted-edge"}
    assert ledger["quest"]["dead"] == ["lamplighter"] and "lamp-oil" in ledger["quest"]["bag"]
    assert ledger["quest"]["journeys"] == [{"journey": "night-errand", "success": game.table.history[0]["success"]}]

    loaded = saves.restore_game(saves.load_slot(fresh.open(campaign.id), "Between journeys"), pack.cards)
    assert loaded.pending.kind == "journey" and RULESET.ledger(loaded) == kept      # the slot itself, exactly

    again = next_game(RULESET, pack, SEATS, dict(OPTIONS, journey="lamp-run"), 11, ledger=ledger)
    table = again.table
    assert table.journey == "lamp-run" and again.pending.kind == "hero_pick" and table.turn == 1   # two players
    assert (table.fear, table.influence, table.bag, table.history) == (
        game.table.fear, game.table.influence, game.table.bag, game.table.history)
    for hero, record in game.table.roster.items():
        assert table.roster[hero] == record                         # level, experience token, dead or alive
    assert again.zones.zone_of("lamplighter") == DEAD
    assert [again.card(p).id for p in again.zones.cards(carried("warden"))] == ["silver-reliquary"]
    assert [again.card(p).id for p in again.zones.cards(kit("duellist", "weapon"))] == ["whetted-edge"]
    assert again.zones.cards(traits("ranger")) == ["steady-hand"]
    assert all(again.zones.zone_of(h) in (BOX, "space:0,0") or again.zones.zone_of(h).startswith("space:")
               for h in HEROES)
    again.zones.check()
    assert RULESET.ledger(again) == kept                             # nothing lost, nothing added on the way

    save(fresh.open(campaign.id), "Lamp run", again)                 # the ledger moves on; the older slot still opens
    older = saves.restore_game(saves.load_slot(fresh.open(campaign.id), "Between journeys"), pack.cards)
    assert older.pending.kind == "journey" and older.table.journey == "night-errand"


def test_a_quest_going_on_refuses_the_dead_and_a_finale_without_its_influence(pack):
    ledger = RULESET.ledger(between_journeys(pack))
    with pytest.raises(ValueError, match="Lamplighter has died in this quest"):
        next_game(RULESET, pack, SEATS, dict(OPTIONS, heroes=["lamplighter", *HEROES[1:]]), 1, ledger=ledger)
    with pytest.raises(ValueError, match="cannot be the next journey: the finale needs influence 8"):
        next_game(RULESET, pack, SEATS, dict(OPTIONS, journey="bell-tower"), 1, ledger=dict(ledger, quest={
            **ledger["quest"], "influence": 7}))


def test_a_quest_that_is_over_begins_anew(pack):
    game = new(pack)
    ledger = dict(RULESET.ledger(game), over=True)
    ledger["quest"] = dict(ledger["quest"], fear=9)
    again = next_game(RULESET, pack, SEATS, OPTIONS, 1, ledger=ledger)
    assert again.table.fear == game.table.fear and again.table.history == []


EDITS = [
    (lambda led: led.update(heroes=list(led["heroes"])), "the ledger's field heroes should be the heroes' bags, by hero, "
                                                         "not a list"),
    (lambda led: led["heroes"]["warden"].update(level="three"),
     "the ledger's field heroes['warden'].level should be a whole number from 0 to 1000000, not a text"),
    (lambda led: led["heroes"]["warden"].update(experience="grizzled"),
     "the ledger's field heroes['warden'].experience should be one of none, novice, veteran, not \"grizzled\""),
    (lambda led: led["heroes"]["warden"].pop("traits"), "the ledger's field heroes['warden'].traits is missing"),
    (lambda led: led["heroes"]["ranger"].update(traits=["no-such-trait"]),
     "hero 'ranger' keeps 'no-such-trait', which is no trait card of this pack"),
    (lambda led: led["heroes"]["duellist"].update(empowerments={"armour": "whetted-edge"}),
     "hero 'duellist''s armour empowerment 'whetted-edge' is no armour empowerment"),
    (lambda led: led["heroes"]["warden"].update(treasure=["silver-reliquary", "silver-reliquary"]),
     "hero 'warden' keeps 2 treasure cards"),
    (lambda led: led["heroes"].update(stranger=dict(led["heroes"]["warden"])),
     "the heroes section keeps hero 'stranger', which is no hero"),
    (lambda led: led["quest"].update(fear=-2), "the ledger's field quest.fear should be a whole number from 0 to 1000000, "
                                               "not -2"),
    (lambda led: led.update(format=99), "unknown Cursed City ledger format 99"),
]


@pytest.mark.parametrize("edit, said", EDITS, ids=[said.split(",")[0][:40] for _, said in EDITS])
def test_a_ledger_edited_by_hand_is_refused_and_its_file_left_as_it_was(pack, campaigns, edit, said):
    campaign = create(campaigns)
    game = between_journeys(pack)
    save(campaign, "Between journeys", game)
    path = campaign.folder / "campaign.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    edit(data["payload"]["campaign"]["ledger"])
    data["checksum"] = checksum.tag(data["payload"])                 # edited with care: the save layer takes it
    path.write_text(json.dumps(data), encoding="utf-8")
    edited = path.read_bytes()
    ledger = saves.Campaigns(campaigns.folders).open(campaign.id).ledger
    with pytest.raises(ValueError) as refused:
        next_game(RULESET, pack, SEATS, dict(OPTIONS, journey="lamp-run"), 2, ledger=ledger)
    assert said in str(refused.value)
    assert path.read_bytes() == edited


@pytest.fixture(scope="module")
def kept_ledger(pack):
    return RULESET.ledger(between_journeys(pack))


def places(value, at=()):
    """Every place in plain data: the value itself, each key of its tables and each item of its lists."""
    yield at
    if isinstance(value, dict):
        for key, item in value.items():
            yield from places(item, (*at, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from places(item, (*at, i))


def junk():
    """What a hand-edited file might hold: any plain value, and values close to the real ones."""
    near = st.sampled_from(["lamp-quest", "night-errand", "lamp-run", "warden", "ranger", "whetted-edge",
                            "silver-reliquary", "weapon", "armour", "novice", "veteran", "none", "", -1, 0, 1, 3,
                            10**12, 1.5, True, False, None])
    leaf = st.one_of(near, st.integers(), st.text(max_size=8), st.floats(allow_nan=True))
    return st.recursive(leaf, lambda inner: st.one_of(st.lists(inner, max_size=3),
                                                       st.dictionaries(st.text(max_size=6), inner, max_size=3)),
                        max_leaves=6)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                 HealthCheck.too_slow])
@given(data=st.data())
def test_a_mutated_ledger_goes_on_or_is_refused_with_a_value_error(pack, kept_ledger, data):
    """Whatever a file's ledger holds, the schema and the pack's checks refuse it with a ValueError or the quest
    goes on with a game its own consistency check takes: never another exception."""
    kept = copy.deepcopy(kept_ledger)
    for _ in range(data.draw(st.integers(1, 3))):
        where = data.draw(st.sampled_from(list(places(kept))))
        if not where:
            kept = data.draw(junk())
            break
        *parent_path, last = where
        parent = kept
        for step in parent_path:
            parent = parent[step]
        if data.draw(st.booleans()) and isinstance(parent, dict):
            del parent[last]
        else:
            parent[last] = data.draw(junk())
    try:
        game = next_game(RULESET, pack, SEATS, dict(OPTIONS, journey="lamp-run"), 2, ledger=kept)
    except ValueError:
        return
    assert game.pending is not None
    RULESET.check_state(game)
