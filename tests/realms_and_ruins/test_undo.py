"""Undo at a table of rivals (`engine.core.undo`): it stops at anything an answer showed a seat (a hand turned face
up, what a hidden hand lacks, chance), never survives the question going to another seat, and the log a seat reads
words each past line with what that seat could see then."""
from __future__ import annotations

from engine.core.undo import Undo
from engine.core.view import HIDDEN, event_for

from .conftest import arrange, cubes, gold, hold, new
from .more import more  # noqa: F401  (a fixture)

BELL, CANDLE, WAYFARER = "villager-bell-ringer", "villager-candle", "villager-wayfarer"
NOBLE = ("noble-bell-ringer", "noble-candle", "noble-wayfarer", "noble-envoy")


def rivals(game) -> Undo:
    return Undo(list(range(game.table.seats)), rivals=True)


def answer(game, undo: Undo, key: str, seat: int | None = None) -> None:
    """Answer as the table does: what undo needs kept before, the answer, then undo told of it."""
    seat = game.pending.asking() if seat is None else seat
    was = undo.before(game)
    events = game.choose(key, seat)
    undo.answered(game, was, key, seat, events)


def test_buying_a_card_that_turns_a_rivals_hand_face_up_cannot_be_taken_back(pack):
    game = new(pack, first=1)
    cube = game.zones.cards("supply:1")[-1]
    arrange(game, {cube: "realm:castle", "seeress": "slot:castle:0"})
    undo = rivals(game)
    answer(game, undo, "buy:slot:castle:0")          # the '1 Follower' marker: nothing else is asked
    assert game.pending.owner == "seat:1"           # the buyer is still asked: the same seat
    assert not undo.can_undo(game)                  # it has read Ann's hand: no taking the purchase back


def test_an_answer_is_taken_back_only_while_its_seat_is_still_asked(pack):
    game = new(pack)
    hold(game, 0, BELL, CANDLE, WAYFARER)
    undo = rivals(game)
    answer(game, undo, f"play:{WAYFARER}")
    answer(game, undo, "effect:1")                   # win 1 Gold: nothing drawn, nothing shown
    answer(game, undo, "end")                        # Bo is asked now (Ann's refill drew: that stops undo too)
    assert game.pending.owner == "seat:1" and not undo.can_undo(game)
    game2 = new(pack)
    hold(game2, 0, BELL, CANDLE, WAYFARER)
    gold(game2, 0, 1)
    undo = rivals(game2)
    answer(game2, undo, f"play:{WAYFARER}")
    answer(game2, undo, "effect:0")                  # a Move: Ann is asked which, still her question
    assert undo.can_undo(game2)
    answer(game2, undo, "move:hero1:castle:village")  # Bo's Hero moved; then Ann's next Action
    assert undo.can_undo(game2)
    undo.undo(game2)
    assert game2.pending.kind == "move"


def test_undo_never_survives_the_question_going_to_another_seat(pack):
    """Ann's card opens a window (Cy owns an interrupt): the others are asked in turn, and none of them may take
    back what was answered before it was asked, nor may Ann once the question left her."""
    game = new(pack, 3)
    hold(game, 0, BELL, CANDLE, WAYFARER)
    hold(game, 2, "rogue", *NOBLE[:2])
    undo = rivals(game)
    answer(game, undo, f"play:{WAYFARER}")
    assert game.pending.owner == "any" and game.pending.asking() == 1
    assert not undo.can_undo(game)                   # Bo at the screen cannot take back Ann's card
    answer(game, undo, "pass", 1)
    assert game.pending.asking() == 2 and not undo.can_undo(game)
    answer(game, undo, "pass", 2)
    assert game.pending.owner == "seat:0" and not undo.can_undo(game)   # back to Ann: the others answered since


def test_a_demand_answered_on_a_hand_without_the_suit_cannot_be_asked_again(more):
    game = new(more)
    hold(game, 0, "sentry", BELL, CANDLE)
    hold(game, 1, *NOBLE[:3])                        # Bell-ringer (village), Candle (magic), Wayfarer (village)
    cubes(game, "1", 1, "realm:castle")
    undo = rivals(game)
    answer(game, undo, "play:sentry")
    answer(game, undo, "demand:1:castle")            # Bo holds no castle card: Ann is asked which Follower
    assert game.pending.owner == "seat:0" and game.pending.kind == "remove"
    assert not undo.can_undo(game)                   # undone, another suit would tell what else he lacks


def test_the_log_words_a_rivals_draws_with_what_a_seat_saw_then(pack):
    game = new(pack)
    hold(game, 0, BELL, CANDLE, WAYFARER)
    game.choose(f"play:{BELL}")
    game.choose("end")                              # Ann refills her hand: Bo does not see what she draws
    drawn = [e for e in game.state.log.events if e.kind == "piece_moved" and e.target == "hand:0"
             and e.source == "deck:0"]
    assert drawn
    assert all(event_for(game, e, 1).piece == HIDDEN for e in drawn)
    arrange(game, {"seeress": "discard:1"})          # Bo's Seeress now shows Ann's hand to him
    assert all(event_for(game, e, 1).piece == HIDDEN for e in drawn)  # but not what she drew back then
    assert all(event_for(game, e, 0).piece == e.piece for e in drawn)
