"""The rulebook's save: once a scenario, every conscious character on one terrain, no action under way;
the hands discarded, the board folded to that terrain, the save stacks kept; resuming rebuilds the
scenario from them with the past returned."""
from __future__ import annotations

from engine.rulesets.seventh_citadel import RULESET, resume
from engine.rulesets.seventh_citadel.table import GLOBAL, PAST, QUEST_ITEMS, deck, discard, hand, purse
from tests.seventh_citadel.conftest import act, give, new, reask, refuses
from tests.seventh_citadel.test_turn import second_terrain


def test_saving_is_offered_only_when_the_rule_allows_it(pack):
    game = new(pack, players=2)
    assert "save" in game.legal_options()
    game.table.player(1).at = second_terrain(game)
    reask(game)
    refuses(game, "save", "not a legal answer")             # not on one terrain
    game.table.player(1).life, game.table.player(1).at = 0, None
    reask(game)
    assert "save" in game.legal_options()                   # an unconscious character does not count
    act(game, 0, "t-1", 0)
    assert "save" not in game.legal_options()


def test_a_save_folds_the_board_and_keeps_the_stacks_once_a_scenario(pack):
    game = new(pack, players=2)
    skill, sword = give(game, "a-star", hand(0)), give(game, "sword", purse(1))
    give(game, "drums", GLOBAL)
    give(game, "map", QUEST_ITEMS)
    fog = game.zones.cards("board:1,0")[0]
    game.choose("save")
    assert game.zones.zone_of(skill) == discard(0) and game.zones.zone_of(fog) == PAST
    assert game.pending.kind == "saved"
    stacks = RULESET.ledger(game)["save_stacks"]
    assert stacks["terrain"] == "t-1" and stacks["global"] == ["drums"] and stacks["quest_items"] == ["map"]
    assert stacks["players"][1]["purse"] == [sword] and stacks["players"][0]["discard"] == [skill]
    assert stacks["players"][0]["deck"] == list(game.zones.cards(deck(0)))
    game.choose("resume")
    assert game.zones.zone_of(fog) != PAST and game.zones.size("board:1,0") == 1
    assert "save" not in game.legal_options()               # once in each scenario


def test_resuming_from_the_stacks(pack):
    game = new(pack, players=2)
    sword = give(game, "sword", purse(1))
    returned = game.zones.cards(deck(0))[0]
    game.zones.move(returned, "box")                        # a skill returned to the box during the scenario
    game.table.player(0).life = 5
    game.choose("save")
    stacks = RULESET.ledger(game)["save_stacks"]
    again = resume(pack, stacks, seed=7)
    assert [p.life for p in again.table.players] == [5, 10] and again.zones.zone_of(sword) == purse(1)
    assert list(again.zones.cards(deck(0))) == stacks["players"][0]["deck"]
    assert again.zones.zone_of(returned) == "box"
    assert again.zones.cards("board:0,0") == ["t-1"] and again.zones.size("board:1,0") == 1
    assert again.zones.size(PAST) == 0 and again.pending.kind == "action"
    assert "save" not in again.legal_options()
    RULESET.check_state(again)


def test_the_introductory_scenario_is_not_saved(pack):
    from engine.core.ruleset import Seat

    game = RULESET.new_game(pack, [Seat("Ann", "arden")], {"scenario": "a-new-dawn"}, 1)
    assert "save" not in game.legal_options()
    refuses(game, "save", "not a legal answer")
    game = RULESET.new_game(pack, [Seat("Ann", "arden")], {"scenario": "second-steps"}, 1)
    assert "save" in game.legal_options()
    assert RULESET.ledger(game)["bookmark"]["threat"] == "The Hollow Drum"


def test_a_bots_random_finish_never_saves_while_another_answer_is_left(pack):
    """The rulebook's save folds the board to one terrain: it gives up the places explored and their events (marked
    `waive`). Taken at random in a planner's tries, it cost a try more than any answer was worth, and the noise chose
    for the table (issue 31, Ashenreach). The players may still save whenever the rule allows."""
    import random

    from engine.bots.belief import fork
    from engine.bots.planner import finish
    from engine.core.events import Chosen

    game = new(pack, players=1)
    assert game.pending.option("save").data["waive"]
    assert not any(o.data.get("waive") for o in game.pending.options if o.key != "save")
    for seed in range(20):
        trial = fork(game, seed)
        finish(trial, 0, random.Random(seed), 12)
        assert not any(isinstance(e, Chosen) and e.option == "save" for e in trial.state.log.events)
