"""Verbs on one's own cards: discarding chosen hand cards (a cost a skill may lighten), the one shuffle the
rules allow, and a deck and discard pile that swap roles, each turned over as one pile."""
from __future__ import annotations

from .conftest import arrange, hold, new, refuses
from .more import more  # noqa: F401  (fixture)
from .test_training import learn

WAYFARER, BELL, ENVOY, LEVY, WITCH, CANDLE = (f"villager-{c}" for c in
                                              ("wayfarer", "bell-ringer", "envoy", "levy", "hedge-witch", "candle"))


def test_a_card_that_discards_needs_the_cards_and_the_player_picks_them(more):
    game = new(more)
    hold(game, 0, "scribe")
    refuses(game, "play:scribe", r"you cannot discard 1 card \(you would hold 0\)")
    hold(game, 0, "scribe", BELL)
    game.choose("play:scribe")
    assert game.pending.kind == "discard" and game.pending.private
    game.choose(f"discard:{BELL}")
    game.choose("played:0")
    assert game.zones.size("hand:0") == 3 and game.zones.cards("discard:0")[-2:] == [BELL, "scribe"]


def test_in_the_village_the_sorceress_counts_one_card_as_discarded(more):
    game = new(more, 3, first=2)
    learn(game, 2, "sorceress-awakening", "sorceress-fresh-wares", "sorceress-light-fingers")
    hold(game, 2, "scribe")
    refuses(game, "play:scribe", "you cannot discard 1 card")      # in the Magic Realm: no help
    arrange(game, {"meeple:sorceress": "realm:village"})
    game.choose("play:scribe")
    assert game.pending.kind == "action" and game.zones.size("hand:2") == 3   # nothing discarded, 3 drawn
    assert [(e.verb, e.amount) for e in game.state.log.events if e.kind == "realms_performed"] == [("discard", 1)]


def _sorceress_in_the_village(more, *cards):
    game = new(more, 3, first=2)
    learn(game, 2, "sorceress-awakening", "sorceress-fresh-wares", "sorceress-light-fingers")
    arrange(game, {"meeple:sorceress": "realm:village"})
    hold(game, 2, *cards)
    return game


def test_the_sorceress_may_discard_a_card_herself_instead_of_counting_one(more):
    """'You may play card effects that require you to discard cards as if you have already discarded 1 card':
    the player says whether the skill counts one (a Witch-like card needs a card really discarded)."""
    game = _sorceress_in_the_village(more, "scribe", "sorceress-bell-ringer")
    game.choose("play:scribe")
    assert game.pending.kind == "discard_share" and [o.data["number"] for o in game.pending.options] == [0, 1]
    game.choose("0")
    assert game.pending.kind == "discard" and game.pending.options[0].data["card"] == "sorceress-bell-ringer"
    game.choose("discard:sorceress-bell-ringer")
    game.choose("played:1")
    assert game.zones.cards("discard:2")[-2:] == ["scribe", "sorceress-bell-ringer"]


def test_the_sorceress_may_count_the_card_and_keep_her_hand(more):
    game = _sorceress_in_the_village(more, "scribe", "sorceress-bell-ringer")
    game.choose("play:scribe")
    game.choose("1")
    assert game.pending.kind == "action" and "sorceress-bell-ringer" in game.zones.cards("hand:2")
    assert [(e.verb, e.amount) for e in game.state.log.events if e.kind == "realms_performed"] == [("discard", 1)]


def test_moves_count_the_cards_this_card_discarded(more):
    game = new(more)
    hold(game, 0, "conjurer", BELL, CANDLE)
    game.choose("play:conjurer")
    assert "discard:stop" in [o.key for o in game.pending.options]
    game.choose(f"discard:{BELL}")
    game.choose("discard:stop")
    assert game.pending.kind == "move" and "(2 left)" in game.pending.prompt


def test_the_deck_and_the_discard_pile_swap_each_turned_over_whole(more):
    game = new(more)
    hold(game, 0, "shuffler", BELL)
    arrange(game, {WITCH: "discard:0", CANDLE: "discard:0"})
    pile, deck = list(game.zones.cards("discard:0")), list(game.zones.cards("deck:0"))   # bottom first
    assert len(pile) == 2 and len(deck) >= 2
    shuffles = game.state.log.count("shuffled")
    game.choose("play:shuffler")
    game.choose("effect:1")
    assert game.zones.cards("deck:0") == pile[::-1]              # the first discarded is drawn first
    assert game.zones.cards("discard:0") == deck[::-1] + ["shuffler"]   # the deck's bottom card on top
    assert game.state.log.count("shuffled") == shuffles


def test_a_chosen_player_shuffles_a_pile_of_two_cards_or_more(more):
    game = new(more)
    hold(game, 0, "shuffler", BELL, CANDLE)
    arrange(game, {"noble-wayfarer": "discard:1", "noble-candle": "discard:1", WITCH: "discard:0"})
    game.choose("play:shuffler")
    game.choose("effect:0")
    keys = [o.key for o in game.pending.options]
    assert "shuffle:discard:1" in keys and "shuffle:discard:0" not in keys and "shuffle:deck:0" in keys
    game.choose("shuffle:discard:1")
    assert sorted(game.zones.cards("discard:1")) == ["noble-candle", "noble-wayfarer"]
    assert any(e.kind == "shuffled" and e.zone == "discard:1" for e in game.state.log.events)


def test_what_follows_a_discard_may_depend_on_the_suit_of_the_card(more):
    game = new(more)
    hold(game, 0, "hexer", CANDLE, BELL)             # the Candle is a Magic card: Followers onto the tree
    game.choose("play:hexer")
    game.choose(f"discard:{CANDLE}")
    assert game.pending.kind == "train" and [o.key for o in game.pending.options] == [
        "train:villager-calling", "train:stop"]
    game.choose("train:villager-calling")
    assert [o.key for o in game.pending.options] == ["train:villager-purse-strings", "train:villager-open-road",
                                                     "train:stop"]
    game.choose("train:stop")
    game.choose("played:0")
    assert game.zones.size("skill:0:villager-calling") == 1 and game.zones.top("discard:0") == "hexer"


def test_a_gain_in_every_realm_one_does_not_rule_is_judged_as_the_card_is_played(more):
    from .conftest import cubes, gold
    game = new(more)
    hold(game, 0, "piper", BELL, CANDLE)
    gold(game, 0, 2)
    cubes(game, "0", 1, "realm:magic")               # the Villager rules the Magic Realm
    game.choose("play:piper")
    assert sorted(o.key for o in game.pending.options) == ["gain:castle", "gain:village"]
    game.choose("gain:village")
    refuses(game, "gain:village", "not a legal answer")   # one in each
    game.choose("gain:castle")
    assert game.pending.kind == "action"


def test_the_played_card_may_go_under_the_cards_it_made_one_discard(more):
    game = new(more)
    hold(game, 0, "scribe", BELL, CANDLE)
    game.choose("play:scribe")
    game.choose(f"discard:{BELL}")
    assert game.pending.kind == "place_played" and [o.key for o in game.pending.options] == ["played:0", "played:1"]
    game.choose("played:1")
    assert game.zones.cards("discard:0")[-2:] == ["scribe", BELL]     # an Echo would replay the Bell-ringer
    game = new(more)
    hold(game, 0, "scribe", BELL, CANDLE)
    game.choose("play:scribe")
    game.choose(f"discard:{BELL}")
    game.choose("played:0")
    assert game.zones.cards("discard:0")[-2:] == [BELL, "scribe"]


def test_a_card_that_discards_nothing_goes_on_top_unasked(more):
    game = new(more)
    hold(game, 0, "conjurer", BELL, CANDLE)
    game.choose("play:conjurer")
    game.choose("discard:stop")
    game.choose("move:hero1:castle:magic")
    assert game.pending.kind == "action" and game.zones.top("discard:0") == "conjurer"


def test_a_deck_turned_over_names_only_its_new_top_card(more):
    from engine.core.view import event_for, view
    game = new(more)
    hold(game, 0, "shuffler", BELL)
    arrange(game, {WITCH: "discard:0"})
    deck = list(game.zones.cards("deck:0"))
    events = game.choose("play:shuffler")
    events += game.choose("effect:1")
    moved = [e for e in events if e.kind == "piece_moved" and e.target == "discard:0" and e.piece in deck]
    assert len(moved) == len(deck) and all(event_for(game, e, 1).piece == "" for e in moved)
    assert view(game, 1).named(game.zones.top("discard:0"))     # what lies on top is seen (the Shuffler)
