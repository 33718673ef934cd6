"""What a seat believes of the pieces it cannot see (engine.bots.belief): a card it saw go into a closed place (the
Citadel's past) is there in every world it deals, and a card it never saw is still dealt at random; a piece it
could not name leaving that place since makes it forget which of those it knew are still there."""
from __future__ import annotations

import random

from engine import bots
from engine.bots.belief import Belief, gone_into
from engine.bots.random_bot import RandomBot
from engine.core import events as ev
from engine.core.view import HIDDEN
from engine.rulesets.seventh_citadel.table import PAST
from tests.saves import real_saves as real


def _past_with_a_fog_card():
    """A Citadel game played at random until an exploration card lies in the past (the players saw it there)."""
    for seed in range(6):
        game = real.new_game("seventh-citadel", seed)
        table = {s: RandomBot(seed + s) for s in game.ruleset.makeup(game).seats}
        for _ in range(400):
            past = [p for p in game.zones.cards(PAST) if game.card(p).get("area") is not None]
            if past and bots.asked(game) is not None:
                return game, past
            if bots.step(game, {None: table[min(table)], **table}) is None:
                break
    raise AssertionError("no exploration card went into the past in 400 random decisions of 6 games")


def test_a_card_seen_going_into_the_past_is_there_in_every_world_and_one_never_seen_is_dealt_at_random():
    game, past = _past_with_a_fog_card()
    seat = bots.asked(game)
    belief = Belief(game, seat)
    luck = random.Random(7)
    worlds = [belief.deal(luck) for _ in range(12)]
    for world in worlds:
        world.zones.check()
        for piece in past:
            assert world.zones.zone_of(piece) == PAST, f"{piece} was seen going into the past"
    # an exploration card nobody has seen (still in its area's deck) is somewhere else from world to world
    area = game.card(past[0]).get("area")
    deck = f"exploration:{area}"
    unseen = game.zones.cards(deck)
    assert len(unseen) > 1
    assert len({tuple(w.zones.cards(deck)) for w in worlds}) > 1, "the deck's order is not known"


def test_a_piece_that_could_not_be_named_leaving_a_closed_place_makes_the_seat_forget_what_it_knew_there():
    moved = [ev.PieceMoved("a", "hand:0", "past"), ev.PieceMoved("b", "hand:0", "past"),
             ev.PieceMoved("c", "hand:0", "deck")]
    assert gone_into(moved) == {"a": "past", "b": "past", "c": "deck"}
    assert gone_into(moved + [ev.PieceMoved(HIDDEN, "past", "box", face_up=False)]) == {"c": "deck"}
    # a piece named going out is no longer known where it was
    assert gone_into(moved + [ev.PieceMoved("a", "past", "board:0,0")]) == {
        "a": "board:0,0", "b": "past", "c": "deck"}
