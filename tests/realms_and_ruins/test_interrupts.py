"""Interrupts: played out of turn against the card a rival just played, outside the Action budget, paid for
as they are played; the window asks every other seat (or none) and never tells who could answer; chains
answer last in first out; whoever interrupts skips their next refill."""
from __future__ import annotations

import pytest

from engine.core.decisions import IllegalChoice
from engine.core.view import decision_for, view
from engine.rulesets.realms_and_ruins import RULESET

from .conftest import arrange, cubes, gold, hold, new, refuses, seats

BELL, CANDLE, WAYFARER = "villager-bell-ringer", "villager-candle", "villager-wayfarer"
NOBLE = ("noble-bell-ringer", "noble-candle", "noble-wayfarer")


def test_nobody_is_asked_when_no_rival_owns_an_interrupt_card(pack):
    game = new(pack)
    hold(game, 0, BELL, CANDLE, WAYFARER)
    game.choose(f"play:{BELL}")
    assert game.zones.size("purse:0") == 1 and game.pending.kind == "action"


def test_every_other_seat_is_asked_when_a_rival_owns_one_even_far_down_its_deck(pack):
    game = new(pack, 3)
    arrange(game, {"mesmer": "deck:2"})              # owned (bought face up), not in hand: nobody can answer
    hold(game, 0, BELL, CANDLE, WAYFARER)
    game.choose(f"play:{BELL}")
    decision = game.pending
    assert decision.owner == "any" and decision.kind == "interrupt" and decision.waiting == (1, 2)
    assert decision.eligible == () and game.zones.zone_of(BELL) == "played:0"
    with pytest.raises(IllegalChoice, match="only passing is possible now"):
        game.choose("interrupt", seat=1)
    with pytest.raises(IllegalChoice, match="one of the seats still asked"):
        game.choose("pass", seat=0)                  # the seat that played is not asked
    game.choose("pass", seat=2)
    assert game.pending.waiting == (1,)
    game.choose("pass", seat=1)
    assert game.zones.size("purse:0") == 1 and game.zones.top("discard:0") == BELL


def test_the_window_looks_the_same_to_every_seat_asked_and_never_names_the_holder(pack):
    game = new(pack, 3)
    arrange(game, {"mesmer": "deck:2"})
    hold(game, 1, "mesmer", *NOBLE[:2])
    hold(game, 0, BELL, CANDLE, WAYFARER)
    game.choose(f"play:{BELL}")
    decision = game.pending
    assert decision.eligible == (1,) and decision.waiting == (1, 2)
    for seat in (0, 1, 2, None):
        shown = view(game, seat).decision
        assert shown.eligible == () and shown.prompt == decision.prompt == "Ann plays Bell-ringer: does anyone interrupt it?"
        assert shown.waiting == (1, 2)
    assert [o.label for o in decision_for(decision, 1).options] == ["Interrupt Bell-ringer", "Let it be"]
    assert [o.key for o in decision_for(decision, 2).options] == ["pass"]
    assert not view(game, 2).named("mesmer") and not view(game, 0).named("mesmer")


def test_an_interrupt_negates_the_card_its_action_stays_spent_and_its_cost_is_paid(pack):
    game = new(pack)
    hold(game, 1, "mesmer", *NOBLE[:2])
    hold(game, 0, BELL, CANDLE, WAYFARER)
    game.choose(f"play:{BELL}")
    game.choose("interrupt", seat=1)
    decision = game.pending                          # the cost: discard 1 card, chosen in private
    assert decision.owner == "seat:1" and decision.kind == "interrupt_cost" and decision.private
    assert sorted(decision.keys()) == sorted(f"discard:{c}" for c in NOBLE[:2])
    assert view(game, 0).decision.options == []
    game.choose(f"discard:{NOBLE[1]}")
    assert game.zones.size("purse:0") == 0           # the Bell-ringer won nothing
    assert game.zones.top("discard:0") == BELL
    assert game.zones.cards("discard:1") == [NOBLE[1], "mesmer"]
    interrupted = [e for e in game.state.log.events if e.kind == "realms_interrupted"]
    assert [(e.seat, e.card, e.by, e.interrupt) for e in interrupted] == [(0, BELL, 1, "mesmer")]
    assert [e.what for e in game.state.log.events if e.kind == "realms_action"] == [BELL]
    game.choose(f"play:{CANDLE}")                    # the second Action: the Mesmer's owner is asked again
    game.choose("pass", seat=1)
    assert game.table.active == 1


def test_the_gold_cost_goes_to_the_interrupted_seat_and_cannot_be_played_without_gold(pack):
    game = new(pack)
    hold(game, 1, "rogue", *NOBLE[:2])
    hold(game, 0, BELL, CANDLE, WAYFARER)
    game.choose(f"play:{BELL}")
    assert game.pending.eligible == ()               # the Rogue's holder has no Gold to give
    refuses(game, "interrupt", "only passing is possible now", seat=1)
    game.choose("pass", seat=1)
    gold(game, 1, 2)
    game.choose(f"play:{CANDLE}")
    assert game.pending.eligible == (1,)
    game.choose("interrupt", seat=1)
    assert game.zones.size("purse:1") == 1 and game.zones.size("purse:0") == 2   # 1 won by the Bell, 1 given
    assert game.zones.size("hand:0") == 3 and game.table.active == 1            # the Candle drew nothing


def test_the_follower_cost_is_lost_from_a_realm_of_the_interrupters_choice(pack):
    game = new(pack)
    hold(game, 1, "phantom", *NOBLE[:2])
    cubes(game, "1", 1, "realm:castle")
    cubes(game, "1", 1, "realm:magic")
    hold(game, 0, BELL, CANDLE, WAYFARER)
    game.choose(f"play:{BELL}")
    game.choose("interrupt", seat=1)
    assert game.pending.owner == "seat:1" and game.pending.keys() == ["lose:magic", "lose:castle"]
    game.choose("lose:castle")
    assert game.zones.size("supply:1") == 14 and game.zones.size("purse:0") == 0


def test_an_interrupt_is_a_card_played_and_may_itself_be_interrupted(pack):
    game = new(pack, 3)
    hold(game, 1, "rogue", *NOBLE[:2])
    gold(game, 1, 1)
    hold(game, 0, "phantom", BELL, CANDLE)
    cubes(game, "0", 1, "realm:village")
    game.choose(f"play:{BELL}")
    game.choose("pass", seat=2)
    game.choose("interrupt", seat=1)                 # the Rogue answers the Bell-ringer; its Gold is given
    decision = game.pending                          # and the Rogue's own window asks everyone but seat 1
    assert decision.owner == "any" and decision.waiting == (2, 0) and decision.eligible == (0,)
    assert decision.prompt == "Bo plays Rogue: does anyone interrupt it?"
    game.choose("interrupt", seat=0)                 # the Phantom stops the Rogue: the Bell-ringer stands
    game.choose("lose:village")
    assert game.pending.prompt == "Ann plays Phantom: does anyone interrupt it?"   # the chain may go on
    game.choose("pass", seat=1)
    game.choose("pass", seat=2)
    assert [(e.card, e.by) for e in game.state.log.events if e.kind == "realms_interrupted"] == [("rogue", 0)]
    assert game.zones.size("purse:0") == 2           # 1 given by the Rogue, 1 won by the Bell-ringer
    assert game.zones.top("discard:1") == "rogue" and game.zones.cards("discard:0")[-2:] == ["phantom", BELL]
    assert game.table.locked == {"0": 2, "1": 1}


def test_a_card_whose_every_effect_an_interrupts_cost_made_unaffordable_is_played_for_nothing(pack):
    """Ann's last Gold goes to Bo as the price of the Rogue that stops Bo's Phantom: her Levy stands, but
    neither of its effects can be paid any more, so none is offered and nothing is asked; its Action is spent."""
    game = new(pack)
    hold(game, 1, "phantom", *NOBLE[:2])
    cubes(game, "1", 1, "realm:castle")
    hold(game, 0, "villager-levy", "rogue", CANDLE)
    gold(game, 0, 1)
    game.choose("play:villager-levy")                # both effects pay 1 Gold: affordable as it is laid down
    game.choose("interrupt", seat=1)
    game.choose("lose:castle")                       # the Phantom's price
    game.choose("interrupt", seat=0)                 # the Rogue answers the Phantom: Ann's only Gold to Bo
    assert game.zones.size("purse:0") == 0 and game.zones.size("purse:1") == 1
    game.choose("pass", seat=1)
    decision = game.pending                          # no "which effect?" with nothing to choose: the card is done
    assert decision.owner == "seat:0" and decision.kind == "action" and decision.options
    assert [(e.card, e.by) for e in game.state.log.events if e.kind == "realms_interrupted"] == [("phantom", 0)]
    assert game.zones.cards("discard:0")[-2:] == ["rogue", "villager-levy"] and game.zones.size("supply:0") == 15
    assert [e.what for e in game.state.log.events if e.kind == "realms_action"] == ["villager-levy"]
    assert "play:villager-levy" not in decision.keys() and f"play:{CANDLE}" in decision.keys()


def test_an_effect_an_interrupts_cost_made_unaffordable_is_refused_with_its_reason_the_other_offered(pack):
    """The same chain with the Envoy ("perform 1 Move - or - pay 1 Gold and gain 1 Follower"): once Ann's
    Gold went to Bo, the Gold effect is shown refused, and choosing it changes nothing."""
    game = new(pack)
    hold(game, 1, "phantom", *NOBLE[:2])
    cubes(game, "1", 1, "realm:castle")
    hold(game, 0, "villager-envoy", "rogue", CANDLE)
    gold(game, 0, 1)
    game.choose("play:villager-envoy")
    game.choose("interrupt", seat=1)
    game.choose("lose:castle")
    game.choose("interrupt", seat=0)
    game.choose("pass", seat=1)
    decision = game.pending
    assert decision.kind == "effect" and decision.keys() == ["effect:0"]
    assert [(o.key, o.why_not) for o in decision.refused] == [("effect:1", "you cannot pay 1 Gold (you have 0)")]
    refuses(game, "effect:1", "you cannot pay 1 Gold", seat=0)
    game.choose("effect:0", seat=0)
    assert game.pending.kind == "move"


def test_without_chains_an_interrupt_opens_no_window(pack):
    seed = 0
    while (game := RULESET.new_game(pack, seats(2), {"interrupt_chains": "no"}, seed)).table.active != 0:
        seed += 1
    hold(game, 1, "rogue", *NOBLE[:2])
    gold(game, 1, 1)
    hold(game, 0, "phantom", BELL, CANDLE)
    cubes(game, "0", 1, "realm:village")
    game.choose(f"play:{BELL}")
    game.choose("interrupt", seat=1)
    assert game.pending.kind == "action" and game.zones.size("purse:0") == 1   # the Rogue's Gold only


def test_a_card_that_only_interrupts_is_no_action(pack):
    game = new(pack)
    hold(game, 0, "mesmer", BELL, CANDLE)
    refuses(game, "play:mesmer", "it is played only to interrupt a rival's card")


def test_the_interrupter_skips_the_refill_at_the_end_of_its_next_turn_only(pack):
    game = new(pack)
    hold(game, 1, "mesmer", *NOBLE[:2])
    hold(game, 0, BELL, CANDLE, WAYFARER)
    game.choose(f"play:{BELL}")
    game.choose("interrupt", seat=1)
    game.choose(f"discard:{NOBLE[1]}")
    game.choose("end")
    assert game.table.active == 1 and game.zones.cards("hand:1") == [NOBLE[0]]
    game.choose(f"play:{NOBLE[0]}")
    game.choose("end")
    assert game.zones.size("hand:1") == 0 and game.table.locked == {}
    assert any(e.kind == "message" and e.data.get("rule") == "interrupt_no_refill" for e in game.state.log.events)
    hold(game, 0, BELL, CANDLE, WAYFARER)
    game.choose(f"play:{BELL}")
    game.choose("pass", seat=1)                      # the Mesmer, in its discard pile, is still its own
    game.choose("end")
    assert game.table.active == 1 and game.pending.keys() == ["end"]   # an empty hand: nothing to do
    game.choose("end")
    assert game.zones.size("hand:1") == 3            # the turn after: the hand is refilled again


def test_a_game_saved_in_an_open_window_goes_on_identically_and_a_forged_lock_is_refused(pack):
    import json

    from engine.core.serial import game_from_plain, game_to_plain

    from .conftest import plain
    game = new(pack, 3)
    hold(game, 1, "mesmer", *NOBLE[:2])
    hold(game, 0, BELL, CANDLE, WAYFARER)
    game.choose(f"play:{BELL}")
    loaded = game_from_plain(json.loads(json.dumps(game_to_plain(game))), RULESET, pack.cards)
    RULESET.check_state(loaded)
    assert loaded.pending.eligible == (1,) and loaded.pending.waiting == (1, 2)
    for g in (game, loaded):
        g.choose("interrupt", seat=1)
        g.choose(f"discard:{NOBLE[0]}")
    assert plain(loaded) == plain(game) and loaded.table.locked == {"1": 1}
    loaded.table.locked = {"7": 1}
    with pytest.raises(ValueError, match="an interrupt locks one seat at the table 1 or 2"):
        RULESET.check_state(loaded)
    loaded.table.locked, loaded.table.allies = {}, [5]
    with pytest.raises(ValueError, match="a seat not at the table sides with the Othersiders"):
        RULESET.check_state(loaded)
