"""Between actions: discarding skill and purse cards, giving a purse card for its weight in cards."""
from __future__ import annotations

from engine.rulesets.seventh_citadel.table import PAST, blocked, deck, discard, hand, purse
from tests.seventh_citadel.conftest import give, new, reask, refuses
from tests.seventh_citadel.test_turn import second_terrain


def test_skills_and_purse_cards_may_be_discarded_but_not_those_that_say_no(pack):
    game = new(pack)
    skill, coat, bones = give(game, "a-star", hand(0)), give(game, "armor", blocked(0)), give(game, "mark", purse(0))
    game.choose(f"drop:{skill}")
    assert game.zones.zone_of(skill) == discard(0) and game.pending.kind == "action"
    game.choose(f"drop:{coat}")                             # blocked, and still free to discard
    assert game.zones.zone_of(coat) == PAST
    refuses(game, f"drop:{bones}", "not a legal answer")


def test_a_gift_costs_the_giver_or_the_receiver_its_weight_in_cards(pack):
    game = new(pack, players=2)
    sword = give(game, "sword", purse(0))                   # weight 2
    skill = give(game, "a-star", hand(0))
    assert f"give:{sword}:1" in game.legal_options()
    refuses(game, f"give:{skill}:1", "not a legal answer")  # skill cards are never given
    game.choose(f"give:{sword}:1")
    assert [o.key for o in game.pending.options] == ["pays:0", "pays:1"]
    game.choose("pays:1")
    assert game.zones.zone_of(sword) == purse(1)
    assert game.zones.size(deck(1)) == 8 and game.zones.size(discard(1)) == 2 and game.zones.size(deck(0)) == 9  # 1 in hand


def test_a_blocked_card_given_stays_blocked_and_nobody_gives_across_the_board(pack):
    game = new(pack, players=2)
    coat = give(game, "armor", blocked(0))
    game.choose(f"give:{coat}:1")
    game.choose("pays:0")
    assert game.zones.zone_of(coat) == blocked(1)
    game.table.player(1).at = second_terrain(game)
    reask(game)
    assert not any(k.startswith("give:") for k in game.legal_options())
