"""The Hero cards and what their skills make of them: Gold left in Realms for one's own Hero to collect, a
Realm's effect used as if ruled (its hidden side too, once trained), an offer card's effect played where
it lies (and the Offer refreshed, the Hero moved, once trained)."""
from __future__ import annotations

from .conftest import arrange, cubes, hold, new, refuses
from .test_training import learn

WAYFARER, BELL, ENVOY, LEVY, WITCH, CANDLE = (f"villager-{c}" for c in
                                              ("wayfarer", "bell-ringer", "envoy", "levy", "hedge-witch", "candle"))
N_WAYFARER, N_BELL, N_CANDLE = "noble-wayfarer", "noble-bell-ringer", "noble-candle"
S_WAYFARER, S_BELL, S_CANDLE = "sorceress-wayfarer", "sorceress-bell-ringer", "sorceress-candle"


def test_gold_left_in_a_realm_is_collected_by_its_owners_hero_only(pack):
    game = new(pack)
    hold(game, 0, "villager", WAYFARER, BELL)
    game.choose("play:villager")
    assert [o.key for o in game.pending.options] == ["cache:village", "cache:magic", "cache:castle"]
    game.choose("cache:castle")
    assert game.zones.size("cache:castle:0") == 3 and game.zones.size("purse:0") == 0
    game.choose(f"play:{WAYFARER}")
    game.choose("effect:0")
    game.choose("move:hero1:castle:magic")           # the Noble leaves, ...
    hold(game, 1, N_WAYFARER, N_BELL, N_CANDLE)
    game.choose(f"play:{N_WAYFARER}")
    game.choose("effect:0")
    game.choose("move:hero1:magic:castle")           # ... comes back: not its Gold
    assert game.zones.size("cache:castle:0") == 3 and game.zones.size("purse:1") == 0
    game.choose(f"play:{N_BELL}")
    hold(game, 0, WAYFARER, BELL, CANDLE)
    game.choose(f"play:{WAYFARER}")
    game.choose("effect:0")
    game.choose("move:hero0:village:castle")         # the Villager's Hero arrives: it collects
    assert game.zones.size("cache:castle:0") == 0 and game.zones.size("purse:0") == 3


def test_gold_left_where_the_hero_stands_waits_for_it_to_leave_and_return(pack):
    game = new(pack)
    hold(game, 0, "villager", WAYFARER, BELL)
    game.choose("play:villager")
    game.choose("cache:village")
    assert game.zones.size("cache:village:0") == 3 and game.zones.size("purse:0") == 0
    game.choose(f"play:{WAYFARER}")
    game.choose("effect:0")
    game.choose("move:hero0:village:magic")
    assert game.zones.size("purse:0") == 0


def test_trained_the_villager_leaves_gold_in_two_realms_or_moves_twice(pack):
    game = new(pack)
    learn(game, 0, "villager-calling", "villager-purse-strings", "villager-open-road")
    hold(game, 0, "villager", WAYFARER, BELL)
    game.choose("play:villager")
    assert [o.key for o in game.pending.options] == ["effect:0", "effect:1"]   # the Gold, or 2 Moves
    game.choose("effect:0")
    game.choose("cache:magic")
    refuses(game, "cache:magic", "not a legal answer")   # two different Realms
    game.choose("cache:castle")
    assert game.zones.size("cache:magic:0") == game.zones.size("cache:castle:0") == 3


def test_the_noble_uses_the_shown_side_of_its_realm_and_may_still_use_it_as_an_action(pack):
    game = new(pack, first=1)
    cubes(game, "1", 1, "realm:castle")              # the Noble also rules the Castle
    hold(game, 1, "noble", N_BELL, N_CANDLE)
    game.choose("play:noble")
    assert game.pending.kind == "swap"               # the Healthy Castle's effect, at once
    game.choose("swap:village:magic")
    assert game.zones.top("marker:village") == "two-cards"
    game.choose("realm:castle")                      # the card was no use of the Realm: the Action is free
    game.choose("swap:village:magic")
    assert game.zones.top("marker:village") == "four-gold" and game.table.active == 0


def test_trained_the_noble_may_use_the_hidden_side_and_remove_a_follower_beside_it(pack):
    game = new(pack, first=1)
    learn(game, 1, "noble-oath", "noble-hidden-seal", "noble-iron-hand")
    cubes(game, "0", 2, "realm:castle")
    cubes(game, "0", 1, "realm:village")
    hold(game, 1, "noble", N_BELL, N_CANDLE)
    game.choose("play:noble")
    assert [o.key for o in game.pending.options] == ["realm_effect:castle:healthy", "realm_effect:castle:ruined"]
    game.choose("realm_effect:castle:ruined")        # the hidden side: remove 1 Follower
    game.choose("remove:0:village")
    assert game.pending.kind == "may"                # then it may remove one beside its Hero
    game.choose("may:yes")
    assert [o.key for o in game.pending.options] == ["remove:0:castle"]
    game.choose("remove:0:castle")
    assert len(game.zones.cards("realm:castle")) == 2   # the Noble's figure and one cube


def test_the_sorceress_plays_an_offer_card_where_it_lies(pack):
    game = new(pack, 3, first=2)
    hold(game, 2, "sorceress", S_BELL, S_CANDLE)
    slots = [f"slot:magic:{n}" for n in range(2)]
    shown = [game.zones.top(s) for s in slots]
    game.choose("play:sorceress")
    assert [o.key for o in game.pending.options] == [f"replay:{s}" for s in slots]
    refuses(game, "replay:slot:village:0", "not a legal answer")   # only the Offer of its Hero's Realm
    game.choose(f"replay:{slots[0]}")
    assert [game.zones.top(s) for s in slots] == shown          # the offer card stays
    assert game.zones.top("discard:2") != shown[0]


def test_trained_the_sorceress_may_refresh_the_offer_and_move_her_hero(pack):
    game = new(pack, 3, first=2)
    learn(game, 2, "sorceress-awakening", "sorceress-fresh-wares", "sorceress-wayward")
    arrange(game, {"archivist": "slot:magic:0"})              # Draw 2 cards
    hold(game, 2, "sorceress", S_BELL, S_CANDLE)
    deck = game.table.feeds["slot:magic:0"]
    under = game.zones.top(deck)
    game.choose("play:sorceress")
    game.choose("replay:slot:magic:0")
    assert game.zones.size("hand:2") == 4
    assert game.pending.kind == "any_order" and len(game.pending.options) == 2   # the rulebook orders neither
    refresh = next(o.key for o in game.pending.options if "offer card" in o.label)
    game.choose(refresh)
    assert game.pending.kind == "may"
    game.choose("may:yes")                                     # refresh
    game.choose("refresh:slot:magic:0")
    assert game.zones.top("slot:magic:0") == under and game.zones.cards(deck)[0] == "archivist"
    assert game.pending.kind == "may"
    game.choose("may:yes")                                     # move her Hero
    game.choose("move_hero:castle")
    assert game.zones.zone_of("meeple:sorceress") == "realm:castle"


def test_trained_the_sorceress_may_move_her_hero_first_and_refresh_the_offer_where_she_arrives(pack):
    game = new(pack, 3, first=2)
    learn(game, 2, "sorceress-awakening", "sorceress-fresh-wares", "sorceress-wayward")
    arrange(game, {"archivist": "slot:magic:0"})
    hold(game, 2, "sorceress", S_BELL, S_CANDLE)
    village = game.zones.top("slot:village:0")
    game.choose("play:sorceress")
    game.choose("replay:slot:magic:0")
    game.choose(next(o.key for o in game.pending.options if "move your Hero" in o.label))
    game.choose("may:yes")
    game.choose("move_hero:village")
    game.choose("may:yes")
    assert [o.key for o in game.pending.options] == ["refresh:slot:village:0", "refresh:slot:village:1"]
    game.choose("refresh:slot:village:0")
    assert game.zones.top("slot:village:0") != village


def test_the_log_names_a_skill_slot_and_gold_left_in_a_realm(pack):
    from gui.rulesets.realms_and_ruins.words import zone_words
    game = new(pack)
    assert zone_words(game, "skill:0:villager-calling") == "Ann's skill Calling"
    assert zone_words(game, "cache:castle:1") == "Bo's Gold left in the Castle"
