"""What the 7th Continent's players know of the way ahead, as the planning bot reads it (`Ruleset.prospects`): a card
the players have met is no lead when it comes back (issue 31: four Hollowmere tables of ten ate Sweet Flag Roots and
Samphire and Sorrel hundreds of times, each meal a lead again once the past had returned to the deck)."""
from __future__ import annotations

from engine.rulesets.sevenths import board, numbered
from engine.rulesets.sevenths.cards import number_of
from engine.rulesets.sevenths.places import PAST, slot
from engine.rulesets.sevenths.prospects import leads, taken
from tests.saves import real_saves as real
from tests.seventh.conftest import finish, refresh


def _piece(game, card_id: str) -> str:
    return next(p for p, c in game.state.pieces.items() if c == card_id)


def _numbered(game, number: int) -> str:
    return next(p for p, c in game.state.pieces.items() if number_of(game.cards[c]) == number)


def _standing_on(card_id: str):
    """A one-seat Hollowmere table whose character stands on this terrain, laid away from the start."""
    game = real.new_game("seventh-continent", 0)
    x, y = board.coords(game.table.figures()[0].at)
    here = slot(x + 10, y)
    game.zones.move(_piece(game, card_id), here)
    game.table.figures()[0].at = here
    refresh(game)
    return game, here


def test_food_eaten_and_back_in_the_deck_is_no_lead_and_the_past_returning_takes_nothing_learnt_away():
    game, causeway = _standing_on("t02-saltreed-causeway")  # gather: take 51, Sweet Flag Roots
    roots = _numbered(game, 51)
    before = leads(game)[causeway]
    for _ in range(12):  # gather until the roots are found (difficulty 1)
        game.choose(f"act:0:{_piece(game, 't02-saltreed-causeway')}:1")
        finish(game)
        if game.zones.zone_of(roots) == PAST:
            break
    assert game.zones.zone_of(roots) == PAST and 51 in game.table.met
    assert leads(game)[causeway] == before - 1
    eaten, way = game.ruleset.prospects(game, 0), taken(game)
    # the next meal takes them from the past: the whole past returns to the deck first (rulebook, "If no card with
    # that number is available"). What the players learnt stays learnt, and the roots are no lead again
    numbered.return_past(game)
    assert game.zones.zone_of(roots) == "adventure"
    assert leads(game)[causeway] == before - 1
    assert taken(game) == way
    assert game.ruleset.prospects(game, 0) == eaten


def test_a_card_met_that_takes_a_card_still_unmet_is_still_a_lead():
    """The Strongbox in the Silt (62) found and left shut: digging on the hulks again is the way to the clapper."""
    game, hulks = _standing_on("t28-ferrymans-hulks")  # dig: take 62, whose use takes 152
    unmet = leads(game)[hulks]
    game.table.met.append(62)
    assert leads(game)[hulks] == unmet
    game.table.met.append(152)
    game.zones.move(_numbered(game, 152), "satchel")
    assert leads(game).get(hulks, 0) == unmet - 1
