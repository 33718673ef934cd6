"""Passive cards, at work while they top their owner's discard pile (from the moment they are bought): one
shows every rival's hand, one takes a toll each time a rival plays or discards a card."""
from __future__ import annotations

import dataclasses

from engine.core.view import view

from .conftest import arrange, gold, hold, new, refuses

BELL, CANDLE, WAYFARER = "villager-bell-ringer", "villager-candle", "villager-wayfarer"
NOBLE = ("noble-bell-ringer", "noble-candle", "noble-wayfarer", "noble-envoy")


def test_a_card_that_reveals_hands_shows_every_rivals_hand_while_it_tops_the_pile(pack):
    game = new(pack, 3, first=1)
    hold(game, 0, BELL, CANDLE, WAYFARER)
    assert not view(game, 1).named(BELL) and not view(game, None).named(BELL)
    arrange(game, {"seeress": "discard:1"})
    for seat in (1, 2, None):
        assert view(game, seat).named(BELL) and view(game, seat).named(WAYFARER)
    hold(game, 1, *NOBLE[:3])
    assert not view(game, 0).named(NOBLE[0]) and not view(game, 2).named(NOBLE[0])   # its owner's stays hidden
    game.choose(f"play:{NOBLE[0]}")                   # another card covers it: hidden again
    assert game.zones.top("discard:1") == NOBLE[0]
    assert not view(game, 2).named(BELL) and not view(game, None).named(BELL)


def test_a_bought_card_that_reveals_hands_works_at_once(pack):
    game = new(pack, first=1)
    cubes_needed = [p for p in game.zones.cards("supply:1")][-1:]
    arrange(game, {cubes_needed[0]: "realm:castle", "seeress": "slot:castle:0"})
    game.choose("buy:slot:castle:0")                  # the '1 Follower' marker
    assert game.zones.top("discard:1") == "seeress"
    assert all(view(game, 1).named(p) for p in game.zones.cards("hand:0"))


def test_a_toll_card_takes_gold_from_a_rival_who_plays_a_card_if_its_owner_will(pack):
    game = new(pack)
    arrange(game, {"scrounger": "discard:1"})
    gold(game, 0, 2)
    hold(game, 0, BELL, CANDLE, WAYFARER)
    game.choose(f"play:{BELL}")
    decision = game.pending
    assert decision.owner == "seat:1" and decision.kind == "toll" and decision.keys() == ["take", "leave"]
    assert decision.options[0].label == "Take 1 Gold from Ann"
    game.choose("take")
    assert game.zones.size("purse:0") == 2 and game.zones.size("purse:1") == 1
    game.choose(f"play:{CANDLE}")
    game.choose("leave")
    assert game.zones.size("purse:0") == 2 and game.table.active == 1


def test_no_toll_from_a_rival_without_gold_and_none_once_the_card_is_covered(pack):
    game = new(pack)
    arrange(game, {"scrounger": "discard:1"})
    hold(game, 0, CANDLE, WAYFARER, BELL)
    game.choose(f"play:{CANDLE}")                     # Ann has no Gold: nobody is asked
    assert game.pending.kind == "action" and game.pending.owner == "seat:0"
    game.choose("end")
    gold(game, 1, 1)
    hold(game, 1, *NOBLE[:3])
    game.choose(f"play:{NOBLE[0]}")                   # Bo's own card covers the Scrounger
    game.choose("end")
    gold(game, 0, 1)
    hold(game, 0, CANDLE, WAYFARER, BELL)
    game.choose(f"play:{BELL}")
    assert game.pending.kind == "action" and game.pending.owner == "seat:0" and game.zones.size("purse:0") == 2


def test_a_discard_pays_a_toll_too(pack):
    game = new(pack, 3, first=2)                      # the Sorceress stands in Magic: the '2 Cards' marker
    arrange(game, {"scrounger": "discard:1"})
    gold(game, 2, 1)
    hold(game, 2, "sorceress-wayfarer", "sorceress-bell-ringer", "sorceress-candle")
    game.choose("buy:slot:magic:0")
    game.choose("cards:sorceress-bell-ringer:sorceress-wayfarer")   # one discarded, one removed
    assert game.pending.owner == "seat:1" and game.pending.kind == "toll"
    game.choose("take")
    assert game.zones.size("purse:1") == 1 and game.pending.kind == "action"


def test_a_random_discard_from_a_revealed_hand_is_chosen_instead(pack):
    game = new(pack)
    hold(game, 1, *NOBLE[:3])
    hold(game, 0, "oracle", BELL, CANDLE)
    game.choose("play:oracle")
    assert game.pending.keys() == ["rival:1"]        # a hidden hand: a random card
    game = new(pack)
    hold(game, 1, *NOBLE[:3])
    hold(game, 0, "oracle", BELL, CANDLE)
    arrange(game, {"seeress": "discard:0"})
    game.choose("play:oracle")
    assert sorted(game.pending.keys()) == sorted(f"rival:1:{c}" for c in NOBLE[:3])
    game.choose(f"rival:1:{NOBLE[2]}")
    assert game.zones.top("discard:1") == NOBLE[2]


def test_a_toll_is_judged_as_the_rival_discards_so_its_owners_own_card_pays(pack):
    """The toll card's owner makes a rival discard: the toll is owed right after the discard, before the card
    played covers the toll card."""
    game = new(pack, first=1)
    arrange(game, {"scrounger": "discard:1"})
    gold(game, 0, 2)
    hold(game, 0, BELL, CANDLE, WAYFARER)
    hold(game, 1, "oracle", *NOBLE[:2])
    game.choose("play:oracle")
    game.choose("rival:0")                            # Ann discards a card at random
    decision = game.pending
    assert decision.owner == "seat:1" and decision.kind == "toll"
    game.choose("take")
    assert game.zones.size("purse:0") == 1 and game.zones.size("purse:1") == 1
    assert game.zones.top("discard:1") == "oracle"   # then the Oracle covers the Scrounger


def test_an_interrupts_price_and_the_interrupt_itself_each_pay_a_toll_before_the_card_it_stops_covers_it(pack):
    game = new(pack, first=1)
    arrange(game, {"scrounger": "discard:1"})
    gold(game, 0, 3)
    hold(game, 0, "mesmer", BELL, CANDLE)
    hold(game, 1, *NOBLE[:3])
    game.choose(f"play:{NOBLE[0]}")
    assert game.pending.owner == "any"
    game.choose("interrupt", 0)                       # Ann stops it with the Mesmer: she discards a card for it
    game.choose(f"discard:{BELL}")
    tolls = []
    while game.pending.kind == "toll":
        tolls.append(game.pending.prompt)
        game.choose("take")
    assert len(tolls) == 2 and game.zones.size("purse:1") == 2   # her discard, then her Mesmer played
    assert game.zones.top("discard:1") == NOBLE[0]   # the card stopped covers the Scrounger only then


def test_several_toll_owners_are_asked_clockwise_from_the_seat_after_the_payer(pack):
    game = new(pack, 3, first=1)
    arrange(game, {"scrounger": "discard:0", "miller": "discard:2"})
    game.cards = dict(game.cards)                     # a second toll card, for this table only
    miller = game.cards["miller"]
    game.cards["miller"] = dataclasses.replace(miller, data={**miller.data, "passive": {"toll": 1}})
    game.memo.clear()
    gold(game, 1, 2)
    hold(game, 1, *NOBLE[:3])
    game.choose(f"play:{NOBLE[1]}")                   # Bo (seat 1) plays: Cy (seat 2) is asked first, then Ann
    assert game.pending.kind == "toll" and game.pending.owner == "seat:2"
    game.choose("leave")
    assert game.pending.kind == "toll" and game.pending.owner == "seat:0"
