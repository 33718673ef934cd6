"""Compound actions: a die on the current row shows what is still needed; a failure lowers it by the
successes taken into account, a success moves it on (or ends the action); a mandatory one is taken again
at once until it is over; four dice in all, one taken from another card when none is left."""
from __future__ import annotations

from engine.rulesets.seventh_citadel.compound import on
from engine.rulesets.seventh_citadel.table import DICE, QUEST_ITEMS, Die
from tests.seventh_citadel.conftest import act, last_result, new, stack


def fight(game, *top: str) -> None:
    stack(game, 0, *top)
    act(game, 0, "t-1", 2)                                  # fight: cost 2 (chain), rows at 4 then 3
    game.choose("reveal")


def test_a_die_set_to_the_first_rows_difficulty_and_lowered_by_a_failures_successes(pack):
    game = new(pack)
    fight(game, "a-star", "a-right")
    (die, rest), = game.table.dice.items()
    assert game.zones.zone_of(die) == on("t-1") and game.zones.size(DICE) == 3
    assert (rest.piece, rest.action, rest.row) == ("t-1", 2, 0)
    assert last_result(game) == {"rule": "result", "success": False, "successes": 1, "need": 4}
    assert rest.value == 3 and game.table.player(0).life == 11   # 4 − 1; the failure costs 1 life point
    fight(game, "a-star", "a-star")                          # the same die: 2 of the 3 still needed
    assert list(game.table.dice) == [die] and game.table.dice[die].value == 1
    assert last_result(game)["need"] == 3


def test_a_success_moves_the_die_to_the_next_row_and_the_last_row_ends_the_action(pack):
    game = new(pack)
    fight(game, "a-star", "a-star")
    assert last_result(game)["success"] is False             # 2 cards drawn, 2 stars: 2 of 4; 1 life point lost
    die = next(iter(game.table.dice))
    game.table.dice[die].value = 2                           # the fight has gone on a while
    stack(game, 0, "a-star", "a-star")
    act(game, 0, "t-1", 2)
    game.choose("reveal")
    assert last_result(game) == {"rule": "result", "success": True, "successes": 2, "need": 2}
    assert game.pending.kind == "keep"                       # success: 2 damage, a card to the hand, the die on
    game.choose("done")
    rest = game.table.dice[die]
    assert (rest.row, rest.value) == (1, 3) and game.table.player(0).life == 9
    stack(game, 0, "a-star", "a-star", "a-star")
    act(game, 0, "t-1", 2)
    game.choose("more")
    game.choose("reveal")                                    # 3 cards, but the chain counts 2 stars
    assert last_result(game) == {"rule": "result", "success": False, "successes": 2, "need": 3}
    stack(game, 0, "a-star", "a-star")
    act(game, 0, "t-1", 2)
    game.choose("reveal")
    assert last_result(game)["success"] and die not in game.table.dice and game.zones.zone_of(die) == DICE
    assert [game.state.pieces[p] for p in game.zones.cards(QUEST_ITEMS)] == ["trophy"]


def test_with_no_die_left_one_is_taken_from_another_card_of_the_active_players_choice(pack):
    game = new(pack)
    resting = ["hound", "wyrm", "lurker", "lasher"]
    for card, die in zip(resting, list(game.zones.cards(DICE))):
        game.zones.move(die, on(card))
        game.table.dice[die] = Die(card, 0, 0, 5)
    stack(game, 0, "a-right", "a-right")
    act(game, 0, "t-1", 2)                                  # fight: a compound action, and no die in the box
    assert game.pending.kind == "take_die" and game.pending.owner == "seat:0"
    assert [o.data["piece"] for o in game.pending.options] == sorted(resting, key=lambda c: next(
        d for d, r in game.table.dice.items() if r.piece == c))
    taken = next(d for d, r in game.table.dice.items() if r.piece == "wyrm")
    game.choose(f"die:{taken}")
    assert game.table.dice[taken].piece == "t-1" and game.zones.zone_of(taken) == on("t-1")
    assert game.table.dice[taken].value == 4 and len(game.table.dice) == 4
    assert all(r.piece != "wyrm" for r in game.table.dice.values())


def test_a_mandatory_compound_action_is_taken_again_at_once_by_the_characters_involved(pack):
    game = new(pack, players=2)
    stack(game, 0, "a-right")
    act(game, 0, "t-1", 5)                                  # hide: mandatory, one row at 2
    assert game.pending.kind == "active"                     # everyone on the terrain is involved; who acts?
    game.choose("active:0")
    game.choose("reveal")
    assert last_result(game) == {"rule": "result", "success": False, "successes": 0, "need": 2}
    assert game.pending.kind == "active"                     # again, before any other action
    stack(game, 1, "b-star", "b-star")
    game.choose("active:1")
    game.choose("more")
    game.choose("reveal")
    assert last_result(game)["success"] and not game.table.dice
    assert game.pending.kind == "action"


def test_a_card_leaving_play_frees_its_die(pack):
    from engine.rulesets.seventh_citadel.consequences import discard_card
    game = new(pack)
    fight(game, "a-right", "a-right")
    die = next(iter(game.table.dice))
    discard_card(game, "t-1", 0)
    assert not game.table.dice and game.zones.zone_of(die) == DICE


def test_the_difficulty_asked_of_a_compound_action_is_the_value_of_its_die(pack):
    """Seen in Ashenreach: crafting at the Hearth Hall said 'Difficulty 0' over a die showing 2 (and odds counted
    against 2); a compound action's difficulty is its die's value, wherever a step's question says it."""
    game = new(pack)
    stack(game, 0, "a-star", "a-right")
    act(game, 0, "t-1", 2)
    assert game.pending.context["difficulty"] == game.pending.context["need"] == 4
