"""Rules of the Citadel and its books the other tests leave out: a hope card slipped under the character card
of a player of the players' choice; conditional effects (a building's Preparation effect needing its
condition); the Dialogue Book's glossary of starred words; an action of cost 0 asks for no reveal of zero
cards; what the Preparation phase shares out comes on top of the next scenario's life points; the ledger
taken at the Citadel goes on with the scenario the epilogue named."""
from __future__ import annotations

from engine.core.ruleset import Seat, next_game
from engine.rulesets.seventh_citadel import RULESET, dialogues
from engine.rulesets.seventh_citadel.table import GLOBAL, blocked, purse
from tests.seventh_citadel.conftest import as_listed, give, new, reask, refuses, reveal
from tests.seventh_citadel.test_citadel import at_the_gate
from tests.seventh_citadel.test_leaflet import hope
from tests.seventh_citadel.test_pack import broken
from tests.seventh_citadel.test_traits import facing


def test_a_hope_card_is_blocked_under_the_character_card_of_the_players_choice(pack):
    game = new(pack, players=2)
    card = hope(game)
    game.choose("symbol:heart")
    game.choose("box:forge")
    assert game.pending.kind == "slip_under" and game.legal_options() == ["under:0", "under:1"]
    refuses(game, "under:2", "not a legal answer")
    assert [o.data["piece"] for o in game.pending.options] == [p.character for p in game.table.players]  # on each card
    assert game.pending.context["piece"] == card
    game.choose("under:1")                                  # Ann held it; it goes under Bo's character card
    assert game.zones.zone_of(card) == blocked(1)


def test_alone_the_hope_card_goes_under_the_one_character_card_without_a_question(pack):
    game = new(pack)
    card = hope(game)
    game.choose("symbol:heart")
    game.choose("box:forge")
    assert game.zones.zone_of(card) == blocked(0) and game.pending.kind == "action"


def test_a_buildings_conditional_effect_applies_only_when_its_condition_holds(pack):
    game, _ = at_the_gate(pack)                             # Ann 10 life points, Bo unconscious
    game.table.leaflet.buildings = {"cemetery": 1, "market": 1}
    game.choose("act:0:gate:0")
    as_listed(game)
    # the cemetery: more than 10 life points together? 10 + 1 (Bo wakes at 1): yes; the market, no guild: +1
    assert game.table.scores["influence"] == 1 and game.table.scores["production"] == 3 - 1 + 1
    game, _ = at_the_gate(pack)
    game.table.player(0).life = 9
    game.table.leaflet.buildings = {"cemetery": 1, "market": 1, "guild": 1}
    game.choose("act:0:gate:0")
    as_listed(game)
    assert game.table.scores["influence"] == 0 and game.table.scores["production"] == 3 - 1 + 2
    said = [e.data.get("holds") for e in game.state.log.events if getattr(e, "data", {}).get("rule") == "condition"]
    assert said == [False, True]


def test_a_condition_naming_a_building_the_leaflet_lacks_is_refused_by_the_pack_check(tmp_path):
    said = broken(tmp_path, 'if = { built = "guild"', 'if = { built = "temple"', "pack.toml")
    assert "leaflet.buildings[6].preparation[0].if.built" in said and "no building 'temple'" in said


def test_the_glossary_tells_the_starred_words_of_a_paragraph(pack):
    game = new(pack)
    piece = next(p for p in game.zones.cards("book") if game.card(p).get("paragraph") == 100)
    assert dialogues.glossary(game, piece) == {"smith": game.table.glossary["smith"],
                                               "Hollow Drum": game.table.glossary["Hollow Drum"]}
    assert dialogues.starred("the SMITH* and the smith*", ["smith"]) == ["smith"]
    assert dialogues.unknown_stars("a drum* beats", ["Hollow Drum"]) == ["drum*"]
    text = "The Hollow Drum* and the drum*, the smith*"
    assert dialogues.marks(text, ["Hollow Drum", "drum", "smith"]) == [(4, 15, "Hollow Drum"), (25, 29, "drum"),
                                                                        (36, 41, "smith")]


def test_a_starred_word_of_a_paragraphs_title_is_in_its_glossary(pack, tmp_path):
    game = new(pack)
    growl = next(p for p in game.zones.cards("book") if game.card(p).get("paragraph") == 101)
    assert dialogues.glossary(game, growl) == {"smith": game.table.glossary["smith"]}   # its title marks the smith
    said = broken(tmp_path, "before the smith* does", "before the farrier* does", "cards/dialogues.toml")
    assert "d-101" in said and "title" in said and "'farrier*' is marked for the glossary" in said


def test_the_dialogue_question_carries_its_glossary(pack):
    game = new(pack)
    smith = next((p for p in game.state.pieces if game.card(p).get("paragraph") == 100), None)
    game.state.pending = None
    game.state.stack.append(dialogues.read_frame(0, 0, [0], 100))
    game.start()
    assert game.pending.kind == "dialogue" and game.pending.context["piece"] == smith
    assert set(game.pending.context["glossary"]) == {"smith", "Hollow Drum"}


def test_a_word_starred_for_a_glossary_that_lacks_it_is_refused_by_the_pack_check(tmp_path):
    said = broken(tmp_path, "The smith* wipes", "The blacksmith* wipes", "cards/dialogues.toml")
    assert "d-100" in said and "text" in said and "'blacksmith*' is marked for the glossary" in said


def test_an_action_of_cost_0_asks_to_draw_or_go_on_never_to_reveal_zero_cards(pack):
    game = new(pack)
    facing(game, "stone")
    game.choose("act:0:stone:0")                            # cost 0, difficulty 1
    assert game.pending.kind == "more"
    assert [o.label for o in game.pending.options] == ["Draw no card and go on to the Result", "Draw a card"]
    assert not any("Reveal the 0" in o.label for o in game.pending.options)
    game.choose("reveal")
    assert game.table.player(0).life == 12                  # no success: it failed


def test_one_card_drawn_is_revealed_as_the_card_drawn(pack):
    game = new(pack)
    facing(game, "stone")
    game.choose("act:0:stone:0")                            # cost 0, difficulty 1
    game.choose(game.pending.options[1].key)                # draw a card
    assert game.pending.kind == "more" and game.pending.options[0].label == "Reveal the card drawn"
    game.choose(game.pending.options[1].key)                # and one more
    assert game.pending.options[0].label == "Reveal the 2 cards drawn"


def test_an_action_of_cost_0_and_difficulty_0_succeeds_without_a_question(pack):
    game = new(pack, players=2)
    game.choose("act:0:t-1:3")                              # rest, a group action: both gain 1 at once
    assert [p.life for p in game.table.players] == [11, 11] and game.pending.kind == "action"


def test_life_points_the_preparation_phase_shares_come_on_top_of_the_next_scenarios(pack):
    game, _ = at_the_gate(pack)
    give(game, "toll", "box")                               # no toll this time
    game.table.leaflet.buildings = {"sanatorium": 1}
    game.choose("act:0:gate:0")
    while game.pending.kind == "share":
        game.choose("share:1")                              # all three to Bo
    kept = RULESET.ledger(game)
    assert kept["bookmark"]["shared"] == {"arden": 0, "brisk": 3}
    game.choose("scenario:second-steps")
    assert [p.life for p in game.table.players] == [8, 11]   # 8 each in Second Steps, Bo 3 more
    again = next_game(RULESET, pack, [Seat("Ann", "arden"), Seat("Bo", "brisk")],
                      {"scenario": "second-steps"}, 3, ledger=kept)
    assert [p.life for p in again.table.players] == [8, 11]


def test_the_ledger_taken_at_the_citadel_goes_on_with_the_scenario_the_epilogue_named(pack):
    game, _ = at_the_gate(pack)
    game.table.finished = []
    game.choose("act:0:gate:1")                             # the end, naming Second Steps
    kept = RULESET.ledger(game)
    assert kept["bookmark"]["next"] == "second-steps"
    again = next_game(RULESET, pack, [Seat("Ann", "arden"), Seat("Bo", "brisk")],
                      {"scenario": "first-steps"}, 3, ledger=kept)
    assert again.table.scenario == "second-steps" and again.table.finished == ["first-steps"]
