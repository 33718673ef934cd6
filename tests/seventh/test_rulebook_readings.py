"""Four rules the engine once read otherwise than the rulebook (issue 18, section 3), each played
through the decisions and checked on the resulting state."""
from __future__ import annotations

import pytest

from engine.content.loader import load_pack
from engine.content.paths import packs_dir
from engine.rulesets.seventh_continent import RULESET, Seat, new_game, resume, save_rule
from engine.rulesets.seventh_continent.table import ACTION_DECK, BANISHED, DISCARD, MODE, PAST

from .conftest import act, finish, give_hand, give_item, go_east, refresh, stack_deck, start


# -- "A player may relinquish an item from their inventory at any time" (Items) ----------------
def test_an_item_may_be_relinquished_while_an_action_is_resolved(pack):
    game = start(pack, ("char-bruno", "char-ludo"))
    shovel = give_item(game, 0, "a-20")
    stick = give_item(game, 1, "a-21")
    refresh(game)
    stack_deck(game, ["s-star"] * 6)
    act(game, 0, "t-1", 0)                        # dig, cost 6, together
    game.choose("involve:1")
    assert game.pending.kind == "use_item"        # a table decision: every player's items
    assert {f"relinquish:{shovel}", f"relinquish:{stick}"} <= set(game.legal_options())
    game.choose(f"relinquish:{stick}")
    assert not game.table.items_of(1) and game.zones.zone_of("a-21") == PAST
    assert game.pending.kind == "use_item"        # the same step is asked again, the action goes on
    assert [f.proc for f in game.state.stack][-1] == "action"
    game.choose("done")
    assert game.pending.kind == "cost" and f"relinquish:{shovel}" in game.legal_options()
    game.choose("draw")
    assert game.pending.kind == "extra" and game.pending.owner == "seat:0"
    assert f"relinquish:{shovel}" in game.legal_options()
    game.choose(f"relinquish:{shovel}")           # the active player's own decision: their items only
    assert not game.table.items and game.zones.zone_of("a-20") == PAST
    assert game.pending.kind == "extra" and game.zones.size("drawn") == 6
    finish(game)
    success = [e for e in game.state.log.events if e.kind == "message" and e.data.get("rule") == "result"][-1]
    assert success.data["success"] and success.data["successes"] == 6


def test_a_seats_decision_offers_only_that_seats_items(pack):
    game = start(pack, ("char-bruno", "char-ludo"))
    give_item(game, 0, "a-22")
    stick = give_item(game, 1, "a-21")
    refresh(game)
    stack_deck(game, ["s-star"] * 6)
    act(game, 0, "t-1", 0)
    game.choose("go")                             # alone: the cost is drawn at once
    assert game.pending.kind == "extra" and game.pending.owner == "seat:0"
    assert f"relinquish:{stick}" not in game.legal_options()
    assert any(k.startswith("relinquish:") for k in game.legal_options())


def test_the_item_whose_own_action_runs_is_not_relinquished_in_it(pack):
    game = start(pack)
    spyglass = give_item(game, 0, "a-24")
    shovel = give_item(game, 0, "a-20")
    refresh(game)
    assert f"relinquish:{spyglass}" in game.legal_options()   # between actions, as before
    act(game, 0, "a-24", 0)
    assert game.pending.kind == "extra"
    assert f"relinquish:{spyglass}" not in game.legal_options()
    assert f"relinquish:{shovel}" in game.legal_options()


def test_an_item_may_be_relinquished_at_a_consequences_choice(pack):
    game = start(pack)
    raft = give_item(game, 0, "a-23")
    act(game, 0, "t-1", 3)                        # swim: take 40, or 40 + the raft's banner
    game.choose(f"use:{raft}")
    game.choose("effect:a-23:0")
    game.choose("reveal") if game.pending.kind == "extra" else None
    assert game.pending.kind == "banner" and f"relinquish:{raft}" in game.legal_options()
    game.choose(f"relinquish:{raft}")
    assert game.zones.zone_of("a-23") == PAST
    # the same op asks anew: the raft's banner went with it, so card 40 is taken with no choice left
    assert game.pending.kind == "found_card" and "take:45" not in game.legal_options()
    assert "Riverside" in game.pending.prompt and not game.table.items


def test_an_item_may_be_relinquished_while_durability_is_shared_out(pack):
    game = start(pack, ("char-bruno", "char-ludo"))
    go_east(game, together=True)
    shovel = give_item(game, 0, "a-20")
    bow = give_item(game, 1, "a-22")
    act(game, 0, "t-2", 3)                        # cut: lose 3 durability
    game.choose("involve:1")
    finish(game, until="durability")
    assert {f"relinquish:{shovel}", f"relinquish:{bow}"} <= set(game.legal_options())
    game.choose(f"relinquish:{shovel}")
    assert game.zones.zone_of("a-20") == PAST and game.pending.kind == "durability"
    assert [k for k in game.legal_options() if k.startswith("wear:")] == [f"wear:{bow}"]
    assert "3 durability" in game.pending.prompt  # nothing of the loss was spent by relinquishing
    for _ in range(3):
        game.choose(f"wear:{bow}")
    assert game.table.item(bow).die == 1


def test_an_item_may_be_relinquished_at_the_hand_limit(pack):
    game = start(pack, ("char-bruno", "char-ludo"))   # limit 3 with two players
    for _ in range(3):
        give_hand(game, 0, "s-star")
    stick = give_item(game, 0, "a-21")
    refresh(game)
    stack_deck(game, ["s-double"] + ["s-star"] * 5)
    act(game, 0, "t-1", 0)
    game.choose("go")
    game.choose("reveal")
    game.choose(next(k for k in game.legal_options() if k.startswith("keep:s-double:0")))
    game.choose("new:0")
    assert game.pending.kind == "hand_limit" and f"relinquish:{stick}" in game.legal_options()
    before = [k for k in game.legal_options() if k.startswith("discard:")]
    game.choose(f"relinquish:{stick}")
    assert game.zones.zone_of("a-21") == PAST
    assert game.pending.kind == "hand_limit"
    assert [k for k in game.legal_options() if k.startswith("discard:")] == before


# -- a gold terrain replacing its green card is a terrain put into play --------------------------
def test_a_gold_terrain_replacing_its_green_card_gets_exploration_cards(pack):
    game = start(pack)
    game.zones.move("t-1", "box")
    game.zones.move("t-30-green", "board:0,0")
    refresh(game)
    east = list(game.zones.cards("board:1,0"))     # the start's fog, where the gold's E arrow points
    deck = list(game.zones.cards("exploration:I"))
    assert len(deck) == 1 and not game.zones.size("board:0,-1")
    act(game, 0, "t-30-green", 0)                  # observe: replace with the gold card
    finish(game)
    assert game.zones.cards("board:0,0") == ["t-30-gold"] and game.zones.zone_of("t-30-green") == BANISHED
    assert game.zones.cards("board:0,-1") == deck  # the N arrow's free space gets the card
    assert "t-30-gold" not in game.table.face_down and deck[0] in game.table.face_down
    assert game.zones.cards("board:1,0") == east   # an occupied space gets none
    assert not game.zones.size("exploration:I")


def test_a_gold_card_that_is_no_terrain_puts_no_exploration_card(pack):
    game = start(pack)
    token = give_hand(game, 0, "a-50-green")
    game.zones.move(token, "satchel")
    refresh(game)
    before = game.zones.size("exploration:I")
    act(game, 0, token, 0)
    finish(game)
    assert "a-50-gold" in game.zones.cards("satchel") and game.zones.zone_of(token) == BANISHED
    assert game.zones.size("exploration:I") == before


# -- the easy mode card's printed action is offered -----------------------------------------------
@pytest.fixture(scope="module")
def hollowmere():
    return load_pack(packs_dir() / "hollowmere")


def _characters(pack, n):
    return sorted(c.id for c in pack.cards.values() if c.type == "character")[:n]


def _start_hollowmere(pack, mode):
    seats = [Seat(f"P{i}", c) for i, c in enumerate(_characters(pack, 1))]
    options = {o.key: o.default for o in RULESET.setup_options(pack)}
    return new_game(pack, seats, options["curses"], seed=3, mode=mode)


def test_fair_weather_is_offered_in_easy_mode_and_used(hollowmere):
    game = _start_hollowmere(hollowmere, "easy")
    fair = list(game.zones.cards(MODE))
    assert [game.card(p).title for p in fair] == ["Fair Weather"]
    key = f"act:0:{fair[0]}:0"
    assert key in game.legal_options()
    for piece in list(game.zones.cards(ACTION_DECK))[:12]:
        game.zones.move(piece, DISCARD)
    deck, pile = game.zones.size(ACTION_DECK), game.zones.size(DISCARD)
    game.choose(key)
    finish(game)
    assert game.zones.zone_of(fair[0]) == BANISHED        # once in the adventure
    assert game.zones.size(ACTION_DECK) == deck + 10 and game.zones.size(DISCARD) == pile - 10
    assert not any(k.startswith(f"act:0:{fair[0]}") for k in game.legal_options())


def test_the_mode_card_is_in_play_again_after_resuming_until_used(hollowmere):
    game = _start_hollowmere(hollowmere, "easy")
    fair = list(game.zones.cards(MODE))
    resumed = resume(hollowmere, save_rule.save_stacks(game), seed=4)
    assert resumed.zones.cards(MODE) == fair and f"act:0:{fair[0]}:0" in resumed.legal_options()
    resumed.choose(f"act:0:{fair[0]}:0")
    finish(resumed)
    again = resume(hollowmere, save_rule.save_stacks(resumed), seed=5)
    assert not again.zones.cards(MODE) and again.zones.zone_of(fair[0]) != MODE   # used: once in the adventure
    stacks = save_rule.save_stacks(game)
    del stacks["mode_cards"]                              # stacks written before the card was recorded
    assert resume(hollowmere, stacks, seed=6).zones.cards(MODE) == fair
    stacks["mode_cards"] = [next(p for p in game.zones.cards("box") if game.card(p).type != "mode")]
    with pytest.raises(ValueError, match="no mode card"):
        resume(hollowmere, stacks, seed=6)


@pytest.mark.parametrize("mode", ["normal", "hardcore"])
def test_fair_weather_is_not_offered_in_other_modes(hollowmere, mode):
    game = _start_hollowmere(hollowmere, mode)
    titles = {game.card(o.data["piece"]).title for o in game.pending.options if "piece" in o.data and "icon" in o.data}
    assert "Fair Weather" not in titles


# -- once a player has left for now, actions all characters must take are not refused ------------
def test_an_action_for_all_characters_after_a_player_left(pack):
    game = start(pack, ("char-bruno", "char-ludo", "char-cyd"))
    search = "act:0:t-1:2"                                 # search: every character must be involved
    assert search in game.legal_options()
    game.choose("leave:2")
    finish(game)
    assert search in game.legal_options()
    stack_deck(game, ["s-star"] * 2)
    game.choose(search)
    assert game.pending.kind != "involve"                 # all present characters are involved at once
    finish(game)
    assert game.zones.zone_of("a-50-green") == "satchel"   # success: card 50 is taken


def test_the_adventure_is_over_for_all_when_every_present_character_is_involved(pack):
    game = start(pack, ("char-bruno", "char-ludo", "char-cyd"))
    game.choose("leave:2")
    finish(game)
    go_east(game, together=True)
    finish(game)
    stack_deck(game, ["s-blank"])
    act(game, 0, "t-2", 2)                                 # fight, difficulty 9: the adventure is over
    game.choose("involve:1")
    finish(game, until="none")
    ended = [e for e in game.state.log.events if e.kind == "game_ended"]
    assert [e.reason for e in ended] == ["the adventure is over in an action every character is involved in"]
