"""The two-action turn: its per-type limits, '- or -' alternatives with their costs as prerequisites,
effects played to their full potential, and the hand refilled at the end of the turn."""
from __future__ import annotations

from .conftest import arrange, cubes, gold, hold, new, refuses

WAYFARER, BELL, ENVOY, LEVY, WITCH, CANDLE = (f"villager-{c}" for c in
                                              ("wayfarer", "bell-ringer", "envoy", "levy", "hedge-witch", "candle"))


def actions_taken(game) -> list[tuple[int, str, str]]:
    return [(e.seat, e.action, e.what) for e in game.state.log.events if e.kind == "realms_action"]


def test_two_actions_end_the_turn_then_the_hand_is_refilled_and_the_next_rival_plays(pack):
    game = new(pack)
    hold(game, 0, BELL, CANDLE, WAYFARER)
    game.choose(f"play:{BELL}")
    assert game.zones.size("purse:0") == 1 and game.table.active == 0
    assert game.zones.top("discard:0") == BELL
    game.choose(f"play:{CANDLE}")                    # the second Action: the turn is over
    assert actions_taken(game) == [(0, "play", BELL), (0, "play", CANDLE)]
    assert game.zones.size("hand:0") == 3            # 3 - 2 played + 1 drawn by the Candle, + 1 at the end
    assert game.table.active == 1 and game.pending.owner == "seat:1"


def test_a_turn_takes_at_least_one_action_and_may_stop_after_one(pack):
    game = new(pack)
    hold(game, 0, BELL, CANDLE, WAYFARER)
    refuses(game, "end", "take at least one Action first")
    game.choose(f"play:{BELL}")
    game.choose("end")
    assert game.table.active == 1 and game.zones.size("hand:0") == 3


def test_a_hand_at_or_over_its_limit_draws_nothing_at_the_end_of_the_turn(pack):
    game = new(pack)
    hold(game, 0, BELL, CANDLE, WAYFARER)
    cubes(game, "0", 1, "realm:magic")               # seat 0 rules the Magic Realm: draw 2
    game.choose("realm:magic")
    assert game.zones.size("hand:0") == 5
    game.choose(f"play:{BELL}")
    assert game.table.active == 1 and game.zones.size("hand:0") == 4   # no discarding down either


def test_each_realm_once_a_turn_and_only_a_realm_one_rules(pack):
    game = new(pack)
    cubes(game, "0", 1, "realm:magic")
    refuses(game, "realm:castle", "you do not rule the Castle")
    game.choose("realm:magic")
    refuses(game, "realm:magic", "you used the Magic this turn already")


def test_one_card_bought_a_turn(pack):
    game = new(pack)
    gold(game, 0, 8)
    game.choose("buy:slot:village:0")
    assert game.zones.size("purse:0") == 4
    refuses(game, "buy:slot:village:1", "you bought a card this turn already")


def test_an_alternative_whose_cost_cannot_be_paid_is_refused_and_a_card_with_none_cannot_be_played(pack):
    game = new(pack)
    hold(game, 0, LEVY, ENVOY, WAYFARER)
    refuses(game, f"play:{LEVY}", r"you cannot pay 1 Gold \(you have 0\)")
    game.choose(f"play:{ENVOY}")
    assert game.pending.kind == "effect" and game.zones.zone_of(ENVOY) == "played:0"
    refuses(game, "effect:1", "you cannot pay 1 Gold")
    game.choose("effect:0")
    assert game.pending.kind == "move"


def test_or_means_one_of_them_and_a_move_is_played_to_its_full_potential(pack):
    game = new(pack)
    hold(game, 0, WAYFARER, BELL, CANDLE)
    game.choose(f"play:{WAYFARER}")
    assert [o.key for o in game.pending.options] == ["effect:0", "effect:1"]
    game.choose("effect:0")
    # one Move is owed: no Follower stands anywhere, so it moves a Hero; there is no way to skip it
    decision = game.pending
    assert decision.kind == "move" and all(o.data.get("hero") is not None for o in decision.options)
    refuses(game, "pass", "not a legal answer")
    game.choose("move:hero1:castle:village")
    assert game.zones.zone_of("meeple:noble") == "realm:village"
    assert game.zones.size("purse:0") == 0           # the other alternative was not played
    assert game.zones.top("discard:0") == WAYFARER


def test_a_gain_goes_as_far_as_the_supply_allows_and_a_needed_othersider_is_a_prerequisite(pack):
    game = new(pack)
    hold(game, 0, ENVOY, WITCH, BELL)
    gold(game, 0, 1)
    arrange(game, {p: "realm:magic" for p in game.zones.cards("supply:othersiders")})
    cubes(game, "0", 14, "realm:castle")             # one Follower left in the supply
    game.choose(f"play:{WITCH}")
    refuses(game, "effect:0", "no Othersider is left in the supply")
    game.choose("effect:1")                          # send an Othersider back
    game.choose("remove:othersiders:magic")
    game.choose(f"play:{ENVOY}")
    game.choose("effect:1")
    game.choose("gain:village")
    assert game.zones.size("supply:0") == 0 and game.table.active == 1
