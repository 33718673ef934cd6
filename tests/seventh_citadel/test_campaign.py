"""What a campaign keeps between sessions (the ledger) and a game going on from it, through the platform's
`next_game`: the characters' cards, the leaflet, the quest items and banished cards; a player joining at
the Citadel with a new character; a saved scenario resumed; a new beginning once the adventure is over."""
from __future__ import annotations

import json

import pytest

from engine.core.ruleset import Seat, next_game
from engine.rulesets.seventh_citadel import RULESET
from engine.rulesets.seventh_citadel.table import BANISHED, BOX, QUEST_ITEMS, blocked, deck, discard, hand, purse
from tests.seventh_citadel.conftest import give, new, stack
from tests.seventh_citadel.test_leaflet import hope

OPTIONS = {"scenario": "first-steps", "mode": "standard"}


def played(pack):
    """A game with something written on the leaflet and kept by Ann's character."""
    game = new(pack, players=2)
    hope(game)
    game.choose("symbol:heart")
    game.choose("box:watchtower")
    game.choose("under:0")                                  # the hope card under Ann's character card
    sword = give(game, "sword", purse(0))
    skill = give(game, "a-star", hand(0))
    spent = give(game, "a-left", discard(0))
    lost = give(game, "a-right", BANISHED)
    chart = give(game, "map", QUEST_ITEMS)
    game.table.scores["knowledge"] = 7
    return game, {"sword": sword, "skill": skill, "spent": spent, "lost": lost, "chart": chart}


def test_the_ledger_keeps_the_leaflet_and_each_characters_cards(pack):
    game, cards = played(pack)
    kept = RULESET.ledger(game)
    json.dumps(kept)                                        # plain data
    assert kept["leaflet"]["destiny"] == ["heart"] and kept["leaflet"]["buildings"] == {"watchtower": 1}
    assert kept["community"]["scores"]["knowledge"] == 7 and kept["bookmark"]["scenario"] == "first-steps"
    arden = kept["characters"]["arden"]
    assert arden["purse"] == [cards["sword"]] and arden["hand"] == [cards["skill"]]
    assert arden["discard"] == [cards["spent"]] and len(arden["blocked"]) == 1   # the hope card
    assert kept["quest_items"] == [cards["chart"]] and kept["banished"] == [cards["lost"]]
    assert set(kept["characters"]) == {"arden", "brisk"} and kept["over"] is False


def test_the_next_game_goes_on_from_the_ledger(pack):
    game, cards = played(pack)
    kept = RULESET.ledger(game)
    seats = [Seat("Ann", "arden"), Seat("Bo", "brisk")]
    again = next_game(RULESET, pack, seats, OPTIONS, 5, ledger=kept)
    arden = kept["characters"]["arden"]
    assert sorted(again.zones.cards(deck(0))) == sorted(arden["deck"] + arden["discard"] + arden["hand"])
    assert again.zones.size(hand(0)) == 0 and again.zones.size(discard(0)) == 0
    assert list(again.zones.cards(purse(0))) == [cards["sword"]] and list(again.zones.cards(blocked(0))) == arden["blocked"]
    assert list(again.zones.cards(QUEST_ITEMS)) == [cards["chart"]] and cards["lost"] in again.zones.cards(BANISHED)
    assert again.table.leaflet.destiny == ["heart"] and again.table.leaflet.buildings == {"watchtower": 1}
    assert again.table.scores["knowledge"] == 7 and again.pending.kind == "action"
    assert [p.life for p in again.table.players] == [10, 10]   # the scenario's life points
    RULESET.check_state(again)
    hope(again)
    assert again.legal_options() == ["symbol:crowd", "symbol:drill"]   # the centre is checked already


def test_a_player_joins_at_the_citadel_with_a_new_character(pack):
    game, cards = played(pack)
    kept = RULESET.ledger(game)
    again = next_game(RULESET, pack, [Seat("Ann", "arden"), Seat("Cy", "corin")], OPTIONS, 5, ledger=kept)
    assert {again.card(p).get("character") for p in again.zones.cards(deck(1))} == {"corin"}
    assert again.zones.size(deck(1)) == new(pack, players=3).zones.size(deck(2))   # corin's starting deck
    assert list(again.zones.cards(purse(0))) == [cards["sword"]]
    assert {again.zones.zone_of(p) for p in kept["characters"]["brisk"]["deck"]} == {BOX}   # Bo's character left


def test_a_ledger_that_does_not_fit_the_pack_is_refused_with_what_is_wrong(pack):
    game, _ = played(pack)
    seats = [Seat("Ann", "arden"), Seat("Bo", "brisk")]
    for change, said in (
            (lambda k: k["characters"]["arden"]["purse"].append("no-such-card"), "does not fit the pack: no-such-card"),
            (lambda k: k["characters"]["arden"]["purse"].append(k["quest_items"][0]), "a card is kept twice"),
            (lambda k: k["leaflet"]["destiny"].append("moon"), "Destiny page checks symbols"),
            (lambda k: k["leaflet"]["buildings"].update(forge=2), "Buildings page checks boxes"),
            (lambda k: k.update(format=9), "unknown 7th Citadel ledger format 9")):
        kept = RULESET.ledger(game)
        change(kept)
        with pytest.raises(ValueError, match=said):
            next_game(RULESET, pack, seats, OPTIONS, 5, ledger=kept)


def test_once_the_adventure_is_over_a_new_beginning_keeps_nothing(pack):
    game, cards = played(pack)
    game.table.player(1).life, game.table.player(1).at = 0, None
    game.table.player(0).life = 1
    stack(game, 0, "a-right", "a-right", "a-left", "a-left", "a-blank")
    game.choose("act:0:t-1:0")                             # pull: its failure knocks Ann out, the last one standing
    game.choose("reveal")
    while game.pending and game.pending.kind == "result":
        game.choose("done")
    assert game.state.outcome == "loss"
    kept = RULESET.ledger(game)
    assert kept["over"] is True
    again = next_game(RULESET, pack, [Seat("Ann", "arden"), Seat("Bo", "brisk")], OPTIONS, 5, ledger=kept)
    assert again.zones.size(purse(0)) == 0 and again.zones.size(QUEST_ITEMS) == 0 and again.table.leaflet.destiny == []
    assert cards["lost"] not in again.zones.cards(BANISHED)


def test_a_saved_scenario_resumes_from_the_ledger_with_its_characters_only(pack):
    game, cards = played(pack)
    game.choose("save")
    kept = RULESET.ledger(game)
    assert kept["save_stacks"] is not None
    again = next_game(RULESET, pack, [Seat("Ann", "arden"), Seat("Bo", "brisk")], OPTIONS, 5, ledger=kept)
    assert list(again.zones.cards(purse(0))) == [cards["sword"]] and again.table.saved
    assert again.table.leaflet.buildings == {"watchtower": 1} and again.table.scores["knowledge"] == 7
    with pytest.raises(ValueError, match="a player joins only before a new scenario"):
        next_game(RULESET, pack, [Seat("Ann", "arden"), Seat("Cy", "corin")], OPTIONS, 5, ledger=kept)


def test_the_world_map_is_kept_and_put_back(pack):
    from engine.rulesets.seventh_citadel.table import WORLD_MAP

    game = new(pack)
    game.table.leaflet.destiny = ["heart", "crowd"]
    hope(game)
    game.choose("symbol:chart")
    game.choose("map:92:east")
    kept = RULESET.ledger(game)
    assert kept["leaflet"]["world_map"] == {"citadel": "wm-90", "east": "wm-92"}
    again = next_game(RULESET, pack, [Seat("Ann", "arden")], OPTIONS, 2, ledger=kept)
    assert again.table.leaflet.world_map == {"citadel": "wm-90", "east": "wm-92"}
    assert set(again.zones.cards(WORLD_MAP)) == {"wm-90", "wm-92"}
    kept["leaflet"]["world_map"]["north"] = "t-2"
    with pytest.raises(ValueError, match="no World Map cards of this pack"):
        next_game(RULESET, pack, [Seat("Ann", "arden")], OPTIONS, 2, ledger=kept)


def test_what_comes_next_is_said_from_the_ledger_and_the_next_game_does_it(pack):
    from engine.core.ruleset import coming
    from tests.seventh_citadel.test_citadel import at_the_gate

    seats = [Seat("Ann", "arden"), Seat("Bo", "brisk")]
    game, _ = at_the_gate(pack)
    game.table.finished = []
    game.choose("act:0:gate:1")                             # the end of First Steps, its epilogue naming Second Steps
    named = coming(RULESET, pack, RULESET.ledger(game))
    assert named.goes_on and named.settled == {"scenario": "second-steps"}
    assert named.words.startswith("The adventure goes on with Second Steps: each character keeps their cards")
    again = next_game(RULESET, pack, seats, {"scenario": "first-steps"}, 3, ledger=RULESET.ledger(game))
    assert again.table.scenario == "second-steps"

    game, _ = played(pack)
    game.choose("save")
    saved = coming(RULESET, pack, RULESET.ledger(game))
    assert saved.goes_on and saved.settled == {"scenario": "first-steps"} and "First Steps resumes" in saved.words


def test_once_the_adventure_is_over_the_next_game_is_a_new_beginning_with_the_introductory_scenario(pack):
    from engine.core.ruleset import coming

    game, _ = played(pack)
    game.state.outcome, game.state.pending = "win", None      # the threat overcome
    kept = RULESET.ledger(game)
    over = coming(RULESET, pack, kept)
    assert not over.goes_on and over.settled == {"scenario": "a-new-dawn"}
    assert over.words.startswith("The adventure is over. A new adventure begins with the introductory scenario, A New Dawn")
    assert "goes on" not in over.words and "go on" not in over.words
    again = next_game(RULESET, pack, [Seat("Ann", "arden")], {"scenario": "second-steps"}, 5, ledger=kept)
    assert again.table.scenario == "a-new-dawn" and again.table.leaflet.destiny == []   # the rulebook's new beginning
    fresh = coming(RULESET, pack, {})
    assert not fresh.goes_on and fresh.words.startswith("A new adventure begins with") and fresh.settled == over.settled
    with pytest.raises(ValueError, match="field over should be true or false"):
        coming(RULESET, pack, {**kept, "over": "yes"})
