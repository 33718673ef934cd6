"""No answer shown to a seat names a piece that seat may not see: the keys, data and context of the pending
decision as each seat is asked it (a hand's cards are asked privately of their owner; a window's answers are
shown to every seat), checked at every decision of random games of both Offer rules."""
from __future__ import annotations

import random

import pytest

from engine.core.bot import random_move
from engine.core.view import view
from engine.rulesets.realms_and_ruins import RULESET

from .conftest import seats


def _words(value) -> set[str]:
    """Every string an answer carries, and each part of a key written with colons."""
    if isinstance(value, dict):
        return set().union(*(_words(k) | _words(v) for k, v in value.items())) if value else set()
    if isinstance(value, (list, tuple)):
        return set().union(*(_words(v) for v in value)) if value else set()
    if isinstance(value, str):
        return {value, *value.split(":")}
    return set()


def unseen_named(game, seat: int) -> set[str]:
    """The pieces the decision, as `seat` is asked it, names though `seat` cannot see them."""
    seen = view(game, seat)
    decision = seen.decision
    if decision is None:
        return set()
    named = _words(decision.context)
    for option in [*decision.options, *decision.refused]:
        named |= _words(option.key) | _words(option.data)
    pieces = named & set(game.state.pieces)
    return {piece for piece in pieces if not seen.named(piece)}


@pytest.mark.parametrize("players, offers, seed", [(3, "demo", 1), (2, "original", 2), (3, "original", 3)])
def test_no_answer_shown_to_a_seat_names_a_piece_it_cannot_see(pack, players, offers, seed):
    game = RULESET.new_game(pack, seats(players), {"offers": offers}, seed)
    chooser = random.Random(seed)
    asked = 0
    while not game.over and asked < 3000:
        for seat in range(players):
            assert not unseen_named(game, seat), (game.pending.kind, seat)
        game.choose(*random_move(game, chooser))
        asked += 1
    assert game.over
