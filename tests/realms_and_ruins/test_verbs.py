"""Verbs beyond the common list: all one's Followers gathered where one's Hero stands (no Move), a coin
flipped, and a card of a suit demanded from a rival (who picks which, or may lose a Follower)."""
from __future__ import annotations

from .conftest import arrange, cubes, gold, hold, new, refuses
from .more import more  # noqa: F401  (fixture)

BELL, CANDLE, WAYFARER = "villager-bell-ringer", "villager-candle", "villager-wayfarer"


def test_gathering_brings_every_follower_to_the_hero_and_is_no_move(more):
    game = new(more)
    hold(game, 0, "standard", BELL, CANDLE)
    gold(game, 0, 1)
    cubes(game, "0", 2, "realm:magic")
    cubes(game, "0", 1, "realm:castle")
    game.choose("play:standard")
    assert len([p for p in game.zones.cards("realm:village") if p.startswith("villager-follower")]) == 3
    assert not any(e.kind == "realms_performed" and e.verb == "move" for e in game.state.log.events)


def test_a_coin_decides_what_follows(more):
    sides = set()
    for seed in range(12):
        game = new(more, seed=seed * 7)
        hold(game, 0, "dicer", BELL, CANDLE)
        gold(game, 1, 2)
        game.choose("play:dicer")
        side = next(e.data["side"] for e in game.state.log.events if e.kind == "message" and e.data.get("rule") == "coin")
        sides.add(side)
        if side == "heads":
            assert game.zones.size("purse:0") == 3 and game.pending.kind == "action"
        else:
            assert game.pending.kind == "steal"
            game.choose("steal:1")
            assert game.zones.size("purse:0") == 3
    assert sides == {"heads", "tails"}


def test_a_rival_holding_the_suit_must_discard_one_of_their_choice(more):
    game = new(more)
    hold(game, 0, "sentry", BELL, CANDLE)
    hold(game, 1, "noble-wayfarer", "noble-bell-ringer", "noble-candle")
    game.choose("play:sentry")
    game.choose("demand:1:village")
    assert game.pending.owner == "seat:1" and game.pending.private
    assert sorted(o.key for o in game.pending.options) == ["discard:noble-bell-ringer", "discard:noble-wayfarer"]
    refuses(game, "discard:noble-candle", "not a legal answer", seat=1)
    game.choose("discard:noble-wayfarer", 1)
    assert game.zones.top("discard:1") == "noble-wayfarer" and game.pending.owner == "seat:0"


def _demanded(more):
    """Seat 0's Sentry demands a Village card of seat 1, who has none and two Followers in the magic Realm."""
    game = new(more)
    hold(game, 0, "sentry", BELL, CANDLE)
    hold(game, 1, "noble-candle")
    cubes(game, "1", 2, "realm:magic")
    game.choose("play:sentry")
    game.choose("demand:1:village")
    return game


def test_a_rival_without_the_suit_loses_a_follower_to_the_demander(more):
    game = _demanded(more)
    assert [o.key for o in game.pending.options] == ["remove:1:magic", "remove:stop"]
    game.choose("remove:1:magic")
    assert game.zones.cards("realm:magic") == ["noble-follower:15"]   # one of the two is left


def test_the_demander_may_leave_the_rivals_followers_be(more):
    """'You are allowed to Remove 1 of their Followers': allowed, not bound (a removal may hand a Realm to the
    Othersiders)."""
    game = _demanded(more)
    game.choose("remove:stop")
    assert len(game.zones.cards("realm:magic")) == 2 and game.pending.kind == "action"


def _tails(more):
    """A game where the Dicer's coin shows tails: its player steals 0 to 2 Gold from a rival holding 2."""
    for seed in range(12):
        game = new(more, seed=seed * 7)
        hold(game, 0, "dicer", BELL, CANDLE)
        gold(game, 1, 2)
        game.choose("play:dicer")
        if game.pending.kind == "steal":
            return game
    raise AssertionError("no seed flips tails")


def test_taking_0_to_2_gold_from_a_rival_the_player_says_how_much(more):
    """'Take 0, 1 or 2 Gold from the supply of a player of your choice': 1 is the player's to choose too."""
    game = _tails(more)
    assert {o.key: o.data.get("gold") for o in game.pending.options} == {"steal:1:1": 1, "steal:1": 2, "steal:stop": None}
    game.choose("steal:1:1")
    assert game.zones.size("purse:0") == 2 and game.zones.size("purse:1") == 1


def test_a_rival_holding_less_than_the_most_is_offered_only_what_they_hold(more):
    game = _tails(more)
    arrange(game, {game.zones.top("purse:1"): "gold"})
    assert [(o.key, o.data.get("gold")) for o in game.pending.options] == [("steal:1", 1), ("steal:stop", None)]
    game.choose("steal:stop")
    assert game.zones.size("purse:0") == 1 and game.zones.size("purse:1") == 1


def test_a_card_that_needs_a_follower_to_remove_is_refused_without_one_and_gains_where_it_removed(pack):
    """Court Maiden-like: pay 2 Gold, remove 1 Follower, gain 1 in that same Realm; not played with nothing to
    remove (the rulebook's "You cannot play this card if there are no Followers to Remove")."""
    import dataclasses

    game = new(pack)
    game.cards = dict(game.cards)
    herald = game.cards["herald"]
    game.cards["herald"] = dataclasses.replace(herald, data={**herald.data, "effects": [
        [{"pay": 2}, {"remove": 1, "required": True}, {"gain": 1, "same_realm": True}]]})
    game.memo.clear()
    gold(game, 0, 2)
    hold(game, 0, "herald", "villager-candle", "villager-bell-ringer")
    assert game.pending.why_not("play:herald") == "there is no Follower you may remove"
    refuses(game, "play:herald", "there is no Follower you may remove")
    cubes(game, "1", 1, "realm:magic")
    game.choose("play:herald")
    assert game.pending.keys() == ["remove:1:magic"]
    game.choose("remove:1:magic")
    assert game.pending.keys() == ["gain:magic"]      # that same Realm, and no other
    game.choose("gain:magic")
    assert [game.card(p).get("hero") for p in game.zones.cards("realm:magic") if game.card(p).type == "follower"] \
        == ["villager"]


def test_a_rival_may_be_made_to_discard_a_random_card_of_their_deck(pack):
    """Seer as printed: "a random card from their deck" (the pack says `from = "deck"`)."""
    import dataclasses

    game = new(pack)
    game.cards = dict(game.cards)
    oracle = game.cards["oracle"]
    game.cards["oracle"] = dataclasses.replace(oracle, data={**oracle.data, "effects": [
        [{"rival_discards": 1, "from": "deck"}]]})
    game.memo.clear()
    hold(game, 0, "oracle", "villager-candle", "villager-bell-ringer")
    hand, deck = list(game.zones.cards("hand:1")), list(game.zones.cards("deck:1"))
    game.choose("play:oracle")
    assert game.pending.keys() == ["rival_deck:1"]
    game.choose("rival_deck:1")
    assert game.zones.cards("hand:1") == hand and game.zones.size("deck:1") == len(deck) - 1
    assert game.zones.top("discard:1") in deck


def test_a_rival_discards_up_to_the_amount_and_the_player_may_stop_after_any(pack):
    """`rival_discards` takes any amount the schema allows, as the other verbs do: "up to 2" asks each discard in
    turn with "No more" offered, and prints as 0 to 2."""
    import dataclasses

    game = new(pack)
    game.cards = dict(game.cards)
    oracle = game.cards["oracle"]
    game.cards["oracle"] = dataclasses.replace(oracle, data={**oracle.data, "effects": [
        [{"rival_discards": {"up_to": 2}}]]})
    game.memo.clear()
    hold(game, 0, "oracle", "villager-candle", "villager-bell-ringer")
    held = game.zones.size("hand:1")
    game.choose("play:oracle")
    asked = game.pending
    assert (asked.owner, asked.kind, asked.prompt) == ("seat:0", "rival", "Which rival discards a card? (2 left)")
    assert [(o.key, o.label) for o in asked.options] == [("rival:1", "Bo discards a random card"),
                                                         ("rival:stop", "No more")]
    game.choose("rival:1")
    assert game.zones.size("hand:1") == held - 1
    assert game.pending.keys() == ["rival:1", "rival:stop"] and "(1 left)" in game.pending.prompt
    game.choose("rival:stop")
    assert game.zones.size("hand:1") == held - 1 and game.pending.kind != "rival"
    op = game.cards["oracle"].data["effects"][0][0]
    assert game.ruleset.vocabulary.words([op]) == "a rival of your choice discards 0 to 2 random cards"


def test_a_card_that_must_remove_in_the_heros_realm_is_refused_with_followers_only_elsewhere(pack):
    """"You cannot play this card if there are no Followers to Remove": where the removal is in your Hero's Realm,
    Followers elsewhere do not count."""
    import dataclasses

    game = new(pack)
    game.cards = dict(game.cards)
    herald = game.cards["herald"]
    game.cards["herald"] = dataclasses.replace(herald, data={**herald.data, "effects": [
        [{"remove": 1, "required": True, "where": "hero_realm"}]]})
    game.memo.clear()
    hold(game, 0, "herald", "villager-candle", "villager-bell-ringer")
    here = game.zones.zone_of("meeple:villager").split(":")[1]
    elsewhere = next(r for r in game.table.realms if r != here)
    cubes(game, "1", 1, f"realm:{elsewhere}")
    refuses(game, "play:herald", "there is no Follower you may remove")
    cubes(game, "1", 1, f"realm:{here}")
    game.choose("play:herald")
    assert game.pending.keys() == [f"remove:1:{here}"]
