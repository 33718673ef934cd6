"""The log of both sevenths games in a player's words: board spaces by direction from a revealed card, an
attached event by its terrain's title, life points, scores and buildings by name; never board coordinates,
seat numbers or the pack's ids, and never a card nobody has revealed."""
from __future__ import annotations

import re

import pytest

from engine.content.loader import load_pack
from engine.core import events as ev
from engine.rulesets.sevenths import board
from gui.panels.words import line
from gui.rulesets.seventh_continent.words import zone_words
from tests.seventh_citadel.conftest import PACK as CITADEL_PACK, new as new_citadel

COMPASS = {"N": "north", "E": "east", "S": "south", "W": "west"}
RAW = re.compile(r"-?\d+, ?-?\d+|\w+:\w+")


def test_the_fog_laid_at_setup_is_said_by_direction_from_the_start_terrain(game):
    events = game.state.log.events
    lines = [line(game, events, i) for i in range(len(events))]
    start = game.card(board.terrain_in(game, "board:0,0"))
    sides = [COMPASS[a["side"]] for a in start.get("arrows", ())]
    laid = [text for text in lines if text and text.startswith("A face-down card goes from the exploration deck")]
    assert laid and len(laid) == len(sides)
    assert sorted(text.rsplit(" to the board ", 1)[1] for text in laid) == sorted(f"{s} of {start.title}." for s in sides)
    hidden = {game.card(p).title for p in game.table.face_down}
    for text in filter(None, lines):
        assert not RAW.search(text), text
        assert not any(title in text for title in hidden), text


def test_an_attached_event_is_said_with_its_terrain_and_a_lone_space_names_nothing_hidden(game):
    start = game.card(board.terrain_in(game, "board:0,0")).title
    assert zone_words(game, "attached:0,0") == f"the terrain {start}"
    assert zone_words(game, "attached:5,5") == "a terrain"
    fog = next(p for p in game.table.face_down if game.zones.zone_of(p).startswith("board:"))
    x, y = board.coords(game.zones.zone_of(fog))
    beyond = f"board:{2 * x},{2 * y}"                      # past the fog, away from the start: only the fog beside it
    assert zone_words(game, beyond) == "the board"


@pytest.fixture(scope="module")
def citadel():
    return new_citadel(load_pack(CITADEL_PACK), players=2)


def test_the_citadels_counts_are_said_with_the_players_and_the_leaflets_names(citadel):
    ada = citadel.table.player(0).name
    said = [line(citadel, [event], 0) for event in (ev.ValueChanged("life:0", 12, 11),
                                                    ev.ValueChanged("score:defense", 0, 2),
                                                    ev.ValueChanged("building:watchtower", 0, 1))]
    assert said == [f"{ada}'s life points: 12 → 11.", "Defense score: 0 → 2.", "Watchtower: 1 of 2 boxes checked."]
    assert line(citadel, [ev.ValueChanged("elsewhere", 1, 2)], 0) == "Elsewhere: 1 → 2."   # the table's words


def test_a_paragraph_whose_title_ends_a_sentence_is_not_given_a_second_full_stop(citadel):
    piece = next(p for p, card in sorted(citadel.state.pieces.items()) if card == "d-100")
    said = line(citadel, [ev.Revealed(piece, "book")], 0)
    assert said == "Revealed: “The smith looks up from his anvil.”", said
    chosen = line(citadel, [ev.Chosen("seat:0", "read", "ask", label="Ask after the ferry.")], 0)
    assert chosen.endswith("chose: Ask after the ferry."), chosen
