"""Every seat's view is made in one pass over the pieces (`online.sights.sights`, `engine.core.view.unnamed`) and
shares with the other seats what they all see (a zone, an event's or the question's plain form): each seat still sees
exactly what the engine's view of that seat shows, piece by piece, and a part made for one seat never reaches another
seat it would name a hidden piece to."""
from __future__ import annotations

import pytest

from engine.core.events import Revealed
from engine.core.undo import named, named_by
from engine.core.view import HIDDEN, decision_for, sees, view
from online.seat_view import STAND_IN, Kept, common, seat_events, seat_state, sights
from online.view_change import changed_view, what_changed

from .harness import HEAVY, PACKS, random_game, seats_for, strings

DECISIONS = 600 if HEAVY else 120


@pytest.mark.parametrize("ruleset_id", sorted(PACKS))
def test_each_seat_found_in_one_pass_sees_what_the_engines_view_of_it_shows(ruleset_id):
    """Each seat sees, piece by piece, what the engine's view of it shows; the zones' parts kept from one decision to
    the next (as a table keeps them) are taken again only where still right: the sights are those made afresh."""
    hidden_seen = 0
    kept = Kept()
    for game in random_game(ruleset_id, 4, DECISIONS):
        seats = [*range(len(seats_for(PACKS[ruleset_id]))), None]
        found = sights(game, seats, kept)
        assert found == sights(game, seats)
        sight_of = named_by(game, seats)
        for seat in seats:
            reference = view(game, seat)
            seen = found[seat]
            for zone, pieces in reference.zones.items():
                written = seen.zones[zone]
                assert len(written) == len(pieces), (seat, zone)
                for piece, one, shown in zip(game.zones.cards(zone), pieces, written):
                    if one.piece is None:  # hidden: a stand-in showing its back, never the piece
                        assert shown.startswith(STAND_IN) and seen.backs[shown] == one.back, (seat, zone, piece)
                        assert seen.stand_ins[piece] == shown and piece not in seen.pieces
                        hidden_seen += 1
                    else:
                        assert shown == piece and seen.pieces[piece] == game.state.pieces[piece], (seat, piece)
            assert sight_of[seat] == named(game, seat) == frozenset(
                piece for pieces in game.state.zones.contents.values() for piece in pieces if sees(game, piece, seat))
    assert hidden_seen, "no seat had a piece hidden: nothing was checked"


def test_an_event_made_once_for_every_seat_still_hides_from_each_what_it_may_not_see():
    """The plain form of an event every seat reads alike is made once and given to each seat it names no hidden piece
    to; a seat it would name one to (a card of a rival's hand) gets it with the piece unnamed, whichever seat's events
    were made first."""
    for game in random_game("realms-and-ruins", 2, DECISIONS):
        seats = list(range(len(seats_for(PACKS["realms-and-ruins"]))))
        found = sights(game, seats)
        pair = next(((owner, rival, piece) for owner in seats for rival in seats
                     for piece in sorted(found[rival].hidden) if piece in found[owner].pieces), None)
        if pair is None:
            continue
        owner, rival, hidden = pair
        told = Revealed(card=hidden, zone="hand")
        for order in ([owner, rival], [rival, owner]):
            shared = common(game)
            events = {seat: seat_events(game, [told], found[seat], found[seat], shared) for seat in order}
            assert events[owner][0]["card"] == hidden and events[rival][0]["card"] == HIDDEN
        return
    pytest.fail("no piece was named by one seat and hidden from another: nothing was checked")


@pytest.mark.parametrize("ruleset_id", ["realms-and-ruins", "seventh-citadel"])
def test_the_question_made_once_for_every_seat_names_no_piece_hidden_from_a_seat(ruleset_id):
    """The question's plain form is made once; each seat takes it as it is only when it names none of that seat's
    hidden pieces (The 7th Citadel asks of cards nobody has seen by their stand-ins), whichever seat comes first."""
    count = len(seats_for(PACKS[ruleset_id]))
    swapped = 0
    for game in random_game(ruleset_id, 2, DECISIONS):
        if game.state.pending is None:
            continue
        found = sights(game, range(count))
        for order in (range(count), reversed(range(count))):
            shared = common(game)
            for seat in order:
                pending = seat_state(game, found[seat], shared)["pending"]
                named = strings(pending, set())
                assert not named & found[seat].hidden, (seat, sorted(named & found[seat].hidden))
                asked_ = decision_for(game.state.pending, seat)
                assert [option["key"] for option in pending["options"]] == \
                    [found[seat].stand_ins.get(key, key) for key in asked_.keys()]
                swapped += pending is not shared.pending
    assert swapped, "no seat's question named a hidden piece: the shared form was never refused"


@pytest.mark.parametrize("ruleset_id", sorted(PACKS))
def test_what_changed_laid_on_the_last_view_is_the_new_view_with_the_table_sent_by_its_changed_fields(ruleset_id):
    """A seat is sent what changed in its view (the ruleset's table and each pile's unseen cards by the fields that
    changed): laid on the view it holds, it makes the view made afresh, decision after decision."""
    import json

    last, by_fields = None, 0
    for game in random_game(ruleset_id, 5, DECISIONS):
        now = json.loads(json.dumps(seat_state(game, sights(game, [0])[0])))  # as the client reads it
        if last is not None:
            change = what_changed(last, now)
            assert changed_view(last, json.loads(json.dumps(change))) == now
            table = change.get("fields", {}).get("table")
            if table is not None:
                assert table and set(table) < set(now["table"])  # some fields, not all
                by_fields += 1
        last = now
    assert by_fields, "the ruleset's table never changed by some of its fields: nothing was checked"
