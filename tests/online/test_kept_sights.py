"""A table keeps its seats' sights between changes (`online.sights.Kept`) and looks again only at the zones a change
touched, unless what the ruleset's sight rests on changed (`sight_key`), and what the seats' views share (the ruleset's
table, the procedures) with the fields that did not change taken as they were: after every decision of whole games of
each ruleset, every seat's kept sight is the sight made afresh, piece by piece, stand-in by stand-in, and so its view."""
from __future__ import annotations

import pytest

from engine import rulesets
from engine.core.view import view
from online.seat_view import Kept, common, seat_state, sights
from online.view_change import what_changed

from .harness import HEAVY, PACKS, pack, random_game, seats_for

GAMES = 3 if HEAVY else 1
MOST = 20_000 if HEAVY else 3_000  # decisions a game may take before it is cut short (a long campaign's chapter)


@pytest.mark.parametrize("ruleset_id", sorted(PACKS))
def test_the_sights_kept_between_decisions_are_those_made_afresh_after_every_decision_of_whole_games(ruleset_id):
    """Every seat's kept sight equals the one made afresh after every decision, whichever seats were asked before (a
    seat not asked for a while looks again at every zone touched since), and names what the engine's view shows; what
    changed since the seat's last view, found among the zones looked at again alone, is what changed in the whole."""
    looked = narrowed = 0
    for seed in range(GAMES):
        kept, last = Kept(), {}
        seats = [*range(len(seats_for(PACKS[ruleset_id]))), None]
        for n, game in enumerate(random_game(ruleset_id, seed, MOST)):
            asked_now = seats if n % 5 else seats[n // 5 % len(seats):][:1]  # now and then a seat alone
            found = sights(game, asked_now, kept)
            afresh = sights(game, asked_now)
            shared = kept.common = common(game, kept.common)  # the parts every view shares, kept between changes too
            for seat in asked_now:
                assert found[seat] == afresh[seat], (seat, n)
                state = seat_state(game, found[seat], shared)
                assert state == seat_state(game, afresh[seat]), (seat, n)
                if seat in last:  # what changed, found among the zones looked at again alone, is all that changed
                    assert what_changed(last[seat], state, seen=found[seat]) == what_changed(last[seat], state)
                    narrowed += found[seat].since is not None and last[seat]["pieces"] is found[seat].since[0]
                last[seat] = state
            if n % 50 == 0:  # now and then against the engine's view of each seat, back by back
                for seat in asked_now:
                    shown = view(game, seat)
                    for zone, pieces in shown.zones.items():
                        for one, written in zip(pieces, found[seat].zones[zone]):
                            assert (one.piece is None) == (written not in found[seat].pieces), (seat, zone)
                            if one.piece is None:
                                assert found[seat].backs[written] == one.back, (seat, zone, written)
            looked += 1
    assert looked > 50
    if hasattr(rulesets.ruleset(pack(PACKS[ruleset_id]).ruleset), "sight_key"):  # else every zone is looked at again
        assert narrowed > looked // 2
