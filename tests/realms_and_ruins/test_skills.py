"""What learned skills change in the core rules: Gold effects that cost less, an Action bought with Gold or
granted once a condition holds, pieces rivals may not Move or Remove, '- or -' played as '- and -', a
higher hand limit. Each holds only once the skill is learned, and only while its condition holds."""
from __future__ import annotations

from .conftest import arrange, cubes, gold, hold, new, refuses
from .test_training import learn


def cards(hero: str):
    return tuple(f"{hero}-{c}" for c in ("wayfarer", "bell-ringer", "envoy", "levy", "hedge-witch", "candle"))


WAYFARER, BELL, ENVOY, LEVY, WITCH, CANDLE = cards("villager")
N_WAYFARER, N_BELL, N_ENVOY, N_LEVY, N_WITCH, N_CANDLE = cards("noble")
S_WAYFARER, S_BELL, S_ENVOY, S_LEVY, S_WITCH, S_CANDLE = cards("sorceress")


def test_a_skill_pays_one_gold_of_each_card_effect(pack):
    game = new(pack)
    hold(game, 0, LEVY, ENVOY, BELL)
    refuses(game, f"play:{LEVY}", r"you cannot pay 1 Gold \(you have 0\)")
    learn(game, 0, "villager-calling", "villager-open-road")
    refuses(game, f"play:{LEVY}", r"you cannot pay 1 Gold")       # not learned yet: no Thrift
    learn(game, 0, "villager-thrift")
    game.choose(f"play:{LEVY}")
    game.choose("effect:0")                          # pay 1 (the skill pays it), gain 1
    game.choose("gain:castle")
    assert game.zones.size("purse:0") == 0 and len([p for p in game.zones.cards("realm:castle")
                                                    if p.startswith("villager-follower")]) == 1
    paid = [e for e in game.state.log.events if e.kind == "realms_performed" and e.verb == "pay"]
    assert [(e.seat, e.amount) for e in paid] == [(0, 1)]   # counted as paid, though no coin moved


def test_once_a_turn_gold_buys_one_more_action(pack):
    game = new(pack)
    hold(game, 0, BELL, CANDLE, WAYFARER)
    assert "bought" not in [o.key for o in game.pending.options + game.pending.refused]
    learn(game, 0, "villager-calling", "villager-purse-strings", "villager-kinship", "villager-hired-hands")
    gold(game, 0, 2)
    refuses(game, "bought", "you cannot pay 3 Gold")
    gold(game, 0, 2)
    game.choose("bought")
    assert game.zones.size("purse:0") == 1 and game.pending.context == {"taken": 0, "of": 3}
    refuses(game, "bought", "you bought an Action this turn already")
    game.choose(f"play:{BELL}")
    game.choose(f"play:{CANDLE}")
    assert game.table.active == 0                    # a third Action is asked
    game.choose(f"play:{WAYFARER}")
    game.choose("effect:1")
    assert game.table.active == 1


def test_rivals_cannot_move_a_guarded_hero_or_the_followers_beside_it(pack):
    game = new(pack, first=1)
    learn(game, 0, "villager-calling", "villager-purse-strings", "villager-kinship")
    cubes(game, "0", 1, "realm:village")             # beside the Villager's Hero
    cubes(game, "0", 1, "realm:magic")               # away from it
    hold(game, 1, N_WAYFARER, N_BELL, N_CANDLE)
    game.choose(f"play:{N_WAYFARER}")
    game.choose("effect:0")
    keys = [o.key for o in game.pending.options]
    assert not any(k.startswith("move:hero0:") or k.startswith("move:0:village:") for k in keys)
    assert "move:0:magic:castle" in keys and "move:hero1:castle:magic" in keys
    refuses(game, "move:hero0:village:castle", "not a legal answer")


def test_the_guard_is_the_owners_own_to_break(pack):
    game = new(pack)
    learn(game, 0, "villager-calling", "villager-purse-strings", "villager-kinship")
    hold(game, 0, WAYFARER, BELL, CANDLE)
    game.choose(f"play:{WAYFARER}")
    game.choose("effect:0")
    assert "move:hero0:village:castle" in [o.key for o in game.pending.options]


def test_rivals_cannot_remove_the_followers_beside_a_guarded_hero(pack):
    game = new(pack)
    learn(game, 1, "noble-oath", "noble-iron-hand", "noble-sanctuary")
    cubes(game, "1", 2, "realm:castle")              # beside the Noble's Hero
    cubes(game, "1", 1, "realm:village")
    hold(game, 0, LEVY, BELL, CANDLE)
    gold(game, 0, 1)
    game.choose(f"play:{LEVY}")
    game.choose("effect:1")
    assert [o.key for o in game.pending.options] == ["remove:1:village"]


def test_a_ruler_standing_in_its_realm_may_play_or_as_and(pack):
    game = new(pack, first=1)
    learn(game, 1, "noble-oath", "noble-hidden-seal", "noble-decree")
    hold(game, 1, N_WAYFARER, N_BELL, N_CANDLE)
    game.choose(f"play:{N_WAYFARER}")
    assert [o.key for o in game.pending.options] == ["effect:0", "effect:1"]   # the Noble rules nothing
    game = new(pack, first=1)
    learn(game, 1, "noble-oath", "noble-hidden-seal", "noble-decree")
    cubes(game, "1", 1, "realm:castle")
    hold(game, 1, N_WAYFARER, N_BELL, N_CANDLE)
    game.choose(f"play:{N_WAYFARER}")
    assert [o.key for o in game.pending.options] == ["effect:0", "effect:1", "effect:all"]
    game.choose("effect:all")                        # move 1, then win 1
    game.choose("move:hero0:village:magic")
    assert game.zones.size("purse:1") == 1 and game.zones.zone_of("meeple:villager") == "realm:magic"


def test_or_as_and_needs_every_cost_paid(pack):
    game = new(pack, first=1)
    learn(game, 1, "noble-oath", "noble-hidden-seal", "noble-decree")
    cubes(game, "1", 1, "realm:castle")
    hold(game, 1, N_LEVY, N_BELL, N_CANDLE)
    gold(game, 1, 1)
    game.choose(f"play:{N_LEVY}")
    refuses(game, "effect:all", r"you cannot pay 2 Gold \(you have 1\)")


def test_two_followers_gained_grant_one_more_action(pack):
    game = new(pack, first=1)
    learn(game, 1, "noble-oath", "noble-iron-hand", "noble-sanctuary", "noble-rally")
    hold(game, 1, N_ENVOY, N_LEVY, N_BELL)
    gold(game, 1, 2)
    game.choose(f"play:{N_ENVOY}")
    game.choose("effect:1")
    game.choose("gain:castle")
    assert game.pending.context["of"] == 2
    game.choose(f"play:{N_LEVY}")
    game.choose("effect:0")
    game.choose("gain:castle")
    assert game.table.active == 1 and game.pending.context == {"taken": 2, "of": 3}
    game.choose(f"play:{N_BELL}")
    assert game.table.active == 0


def test_the_hand_limit_is_higher_while_the_hero_stands_in_the_magic_realm(pack):
    game = new(pack, 3, first=2)
    learn(game, 2, "sorceress-awakening", "sorceress-wayward", "sorceress-far-sight")
    hold(game, 2, S_BELL, S_CANDLE, S_WAYFARER)
    game.choose(f"play:{S_BELL}")
    game.choose("end")
    # the Sorceress stands in the Magic Realm: the rulebook's "you may increase your hand limit" is asked
    assert game.pending.kind == "hand_limit" and game.pending.keys() == ["limit:4", "limit:3"]
    game.choose("limit:4")
    assert game.zones.size("hand:2") == 4
    game = new(pack, 3, first=2)
    learn(game, 2, "sorceress-awakening", "sorceress-wayward", "sorceress-far-sight")
    hold(game, 2, S_BELL, S_CANDLE, S_WAYFARER)
    game.choose(f"play:{S_BELL}")
    game.choose("end")
    game.choose("limit:3")                           # she may keep to the usual limit
    assert game.zones.size("hand:2") == 3 and game.table.active == 0
    game = new(pack, 3, first=2)
    learn(game, 2, "sorceress-awakening", "sorceress-wayward", "sorceress-far-sight")
    hold(game, 2, S_BELL, S_CANDLE, S_WAYFARER)
    game.choose(f"play:{S_WAYFARER}")
    game.choose("effect:0")
    game.choose("move:hero2:magic:castle")
    game.choose("end")
    assert game.zones.size("hand:2") == 3


def test_two_cards_of_a_suit_played_in_the_castle_grant_one_more_action(pack):
    game = new(pack, 3, first=2)
    learn(game, 2, "sorceress-awakening", "sorceress-fresh-wares", "sorceress-light-fingers",
          "sorceress-court-favour")
    arrange(game, {"meeple:sorceress": "realm:castle"})
    hold(game, 2, S_BELL, S_WAYFARER, S_CANDLE)      # the Bell-ringer and the Wayfarer: both Village cards
    game.choose(f"play:{S_BELL}")
    game.choose(f"play:{S_WAYFARER}")
    game.choose("effect:1")
    assert game.table.active == 2 and game.pending.context["of"] == 3
    game.choose(f"play:{S_CANDLE}")
    assert game.table.active == 0


def test_two_cards_of_different_suits_grant_nothing(pack):
    game = new(pack, 3, first=2)
    learn(game, 2, "sorceress-awakening", "sorceress-fresh-wares", "sorceress-light-fingers",
          "sorceress-court-favour")
    arrange(game, {"meeple:sorceress": "realm:castle"})
    hold(game, 2, S_BELL, S_CANDLE, S_WAYFARER)
    game.choose(f"play:{S_BELL}")
    game.choose(f"play:{S_CANDLE}")
    assert game.table.active == 0
