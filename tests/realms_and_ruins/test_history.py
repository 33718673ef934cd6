"""Cards that read what a seat did from the log: Moves performed this turn, Gold won this turn, Followers
lost since the start of its last turn, Gold this very card paid; and "up to N" amounts the player chooses."""
from __future__ import annotations

from .conftest import cubes, gold, hold, new, refuses
from .more import more  # noqa: F401  (fixture)

WAYFARER, BELL, ENVOY, LEVY, WITCH, CANDLE = (f"villager-{c}" for c in
                                              ("wayfarer", "bell-ringer", "envoy", "levy", "hedge-witch", "candle"))
N_WAYFARER, N_BELL, N_CANDLE, N_LEVY = "noble-wayfarer", "noble-bell-ringer", "noble-candle", "noble-levy"


def followers(game, seat: int) -> int:
    return sum(1 for r in game.table.realms for p in game.zones.cards(f"realm:{r}") if p.startswith(
        game.table.players[seat].hero + "-follower"))


def test_removals_count_the_moves_performed_this_turn(more):
    game = new(more)
    hold(game, 0, WAYFARER, "outrider", BELL)
    gold(game, 0, 1)
    cubes(game, "1", 3, "realm:castle")
    game.choose(f"play:{WAYFARER}")
    game.choose("effect:0")
    game.choose("move:1:castle:magic")              # one Move this turn
    game.choose("play:outrider")
    assert game.pending.kind == "remove" and "(1 left)" in game.pending.prompt
    game.choose("remove:1:castle")
    assert followers(game, 1) == 2 and game.table.active == 1


def test_no_move_this_turn_removes_nothing(more):
    game = new(more)
    hold(game, 0, "outrider", BELL, CANDLE)
    gold(game, 0, 1)
    cubes(game, "1", 3, "realm:castle")
    game.choose("play:outrider")
    assert game.pending.kind == "action" and followers(game, 1) == 3


def test_gold_for_every_move_counts_the_cards_own_move_too(more):
    game = new(more)
    hold(game, 0, WAYFARER, "hawker", BELL)
    game.choose(f"play:{WAYFARER}")
    game.choose("effect:0")
    game.choose("move:hero1:castle:magic")
    game.choose("play:hawker")
    game.choose("move:hero1:magic:village")
    assert game.zones.size("purse:0") == 2


def test_a_follower_only_if_gold_was_won_this_turn(more):
    game = new(more)
    hold(game, 0, "innkeeper", BELL, CANDLE)
    game.choose("play:innkeeper")                    # no Gold won yet: nothing
    assert game.pending.kind == "action" and followers(game, 0) == 0
    game = new(more)
    hold(game, 0, "innkeeper", BELL, CANDLE)
    game.choose(f"play:{BELL}")
    game.choose("play:innkeeper")
    assert game.pending.kind == "gain"
    game.choose("gain:village")
    assert followers(game, 0) == 1


def test_gold_won_on_an_earlier_turn_does_not_count(more):
    game = new(more)
    hold(game, 0, BELL, CANDLE, WAYFARER)
    game.choose(f"play:{BELL}")
    game.choose("end")
    hold(game, 1, N_BELL, N_CANDLE, N_WAYFARER)
    game.choose(f"play:{N_BELL}")
    game.choose("end")
    hold(game, 0, "innkeeper", CANDLE, WAYFARER)
    game.choose("play:innkeeper")
    assert game.pending.kind == "action" and followers(game, 0) == 0


def test_followers_lost_since_the_start_of_ones_last_turn_come_back(more):
    game = new(more)
    cubes(game, "0", 4, "realm:village")
    hold(game, 0, LEVY, BELL, CANDLE)
    gold(game, 0, 1)
    game.choose(f"play:{LEVY}")                      # the Villager removes one of its own (turn 1)
    game.choose("effect:1")
    game.choose("remove:0:village")
    game.choose("end")
    hold(game, 1, N_LEVY, N_BELL, N_CANDLE)
    gold(game, 1, 1)
    game.choose(f"play:{N_LEVY}")                    # the Noble removes another (between its turns)
    game.choose("effect:1")
    game.choose("remove:0:village")
    game.choose("end")
    hold(game, 0, "mender", BELL, CANDLE)
    gold(game, 0, 1)
    assert followers(game, 0) == 2
    game.choose("play:mender")
    assert "(2 left)" in game.pending.prompt         # both: since the start of its last turn
    game.choose("gain:castle")
    game.choose("gain:castle")
    assert followers(game, 0) == 4


def test_a_loss_before_ones_last_turn_is_forgotten(more):
    game = new(more)
    cubes(game, "0", 4, "realm:village")
    hold(game, 0, LEVY, BELL, CANDLE)
    gold(game, 0, 1)
    game.choose(f"play:{LEVY}")
    game.choose("effect:1")
    game.choose("remove:0:village")                  # turn 1
    game.choose("end")
    for seat, cards in ((1, (N_BELL, N_CANDLE, N_WAYFARER)), (0, (BELL, CANDLE, WAYFARER)),
                        (1, (N_BELL, N_CANDLE, N_WAYFARER))):
        hold(game, seat, *cards)
        game.choose(f"play:{cards[0]}")
        game.choose("end")
    hold(game, 0, "mender", BELL, CANDLE)            # turn 3: the loss of turn 1 is too old
    game.choose("play:mender")
    assert game.pending.kind == "action" and followers(game, 0) == 3


def test_pay_up_to_two_and_gain_as_many_as_this_card_paid(more):
    game = new(more)
    hold(game, 0, "almoner", ENVOY, CANDLE)
    gold(game, 0, 3)
    game.choose(f"play:{ENVOY}")                     # Gold another card paid is not this card's
    game.choose("effect:1")
    game.choose("gain:village")
    game.choose("play:almoner")
    assert game.pending.number == (0, 2)
    assert (game.pending.owner, game.pending.kind) == ("seat:0", "pay")
    assert game.pending.prompt == "How much Gold do you pay (0 to 2)?"     # as a player says it, not "0 to 2 pays"
    refuses(game, "3", "not a number from 0 to 2")
    game.choose("2")
    assert game.zones.size("purse:0") == 0 and "(2 left)" in game.pending.prompt
    game.choose("gain:magic")
    game.choose("gain:magic")
    assert followers(game, 0) == 3


def test_up_to_n_moves_may_stop_after_any_one(more):
    game = new(more)
    hold(game, 0, "rover", BELL, CANDLE)
    gold(game, 0, 2)
    game.choose("play:rover")
    assert "move:stop" in [o.key for o in game.pending.options]
    game.choose("move:hero1:castle:magic")
    game.choose("move:stop")
    assert game.pending.kind == "action" and game.zones.zone_of("meeple:noble") == "realm:magic"


def test_gold_for_every_third_follower_standing_in_a_realm(more):
    game = new(more)
    hold(game, 0, "tollman", BELL, CANDLE)
    cubes(game, "0", 2, "realm:village")
    cubes(game, "1", 2, "realm:village")
    cubes(game, "othersiders", 1, "realm:village")   # 5 Followers (the Hero is none): 1 Gold
    game.choose("play:tollman")
    assert game.zones.size("purse:0") == 1


def test_up_to_what_one_can_pay_is_asked_as_a_player_says_it(more):
    """"How much: 0 to 2 pays?" read badly (Play5): the question names the Gold and the range one may really
    pay, which is less than the card's "up to 2" when the purse holds less."""
    game = new(more)
    hold(game, 0, "almoner", ENVOY, CANDLE)
    gold(game, 0, 2)
    game.choose(f"play:{ENVOY}")                     # 1 Gold paid: 1 left in the purse
    game.choose("effect:1")
    game.choose("gain:village")
    game.choose("play:almoner")
    assert game.pending.number == (0, 1)
    assert game.pending.prompt == "How much Gold do you pay (0 to 1)?"

