"""The ladder of the bots' strengths at two-seat games of Brinefall: Hard beats Normal, Normal beats Easy, and Easy
still beats the random bot. The default run plays a few games of each rung (every game dealt from its seed, so the
same games each time); FOGBOUND_HEAVY=1 plays the long ladder (100 games a rung) and holds each rung to the 65 %
the issue asks. The figures themselves are benchmarks (`python -m tests.bench bots.realms_and_ruins`)."""
from __future__ import annotations

import os

import pytest

from tests.bench.ladder import duel

HEAVY = os.environ.get("FOGBOUND_HEAVY") == "1"
# (stronger, weaker, the first game's seed, games, the least share of all the games the stronger wins): Hard over
# Normal and Normal over Easy as the issue asks (65 %); Easy over the random bot by winning more than it loses
# (random play often lets the Othersiders ruin every Realm, a loss for both)
RUNGS = ([("hard", "normal", 1000, 100, 0.65), ("normal", "easy", 2000, 100, 0.65), ("easy", "random", 3000, 100, 0.0)]
         if HEAVY else
         [("normal", "easy", 2000, 6, 0.6), ("easy", "random", 3000, 8, 0.0), ("hard", "easy", 4000, 2, 1.0)])


@pytest.mark.parametrize("stronger, weaker, first, games, least", RUNGS)
def test_the_stronger_bot_wins_most_two_seat_games(stronger, weaker, first, games, least):
    played = duel(stronger, weaker, games, first)
    assert played.games == games and played.share(stronger) >= least, played.wins
    assert played.wins[stronger] > played.wins[weaker], played.wins
