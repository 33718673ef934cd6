"""Setting up a scenario: each player's own action deck, empty hands, purses and discard piles, the
scenario's life points, the start terrain with every figure on it; the pack is checked like any other."""
from __future__ import annotations

import pytest

from engine.rulesets.seventh_citadel.table import DICE, character, deck, discard, hand, purse
from tests.seventh_citadel.conftest import new


def test_each_player_has_their_own_deck_of_their_characters_skills(pack):
    game = new(pack, players=2)
    for seat, initial in ((0, "a"), (1, "b")):
        cards = [game.state.pieces[p] for p in game.zones.cards(deck(seat))]
        assert len(cards) == 10 and all(c.startswith(f"{initial}-") for c in cards)
        for zone in (hand, purse, discard):
            assert game.zones.cards(zone(seat)) == []
        assert game.state.pieces[game.zones.cards(character(seat))[0]] == ("arden", "brisk")[seat]
    assert {game.state.pieces[p] for p in game.zones.cards(deck(0))}.isdisjoint(
        game.state.pieces[p] for p in game.zones.cards(deck(1)))
    assert game.zones.size(DICE) == 4


def test_life_points_come_from_the_scenario_by_player_count(pack):
    assert [p.life for p in new(pack, players=1).table.players] == [12]
    assert [p.life for p in new(pack, players=3).table.players] == [8, 8, 8]


def test_every_figure_starts_on_the_start_terrain(pack):
    game = new(pack, players=2)
    assert {p.at for p in game.table.players} == {"board:0,0"}
    assert game.state.pieces[game.zones.cards("board:0,0")[0]] == "t-1"
    assert game.zones.size("board:1,0") == 1 and game.zones.cards("board:1,0")[0] in game.table.face_down


def test_a_refused_setup_says_why(pack):
    from engine.core.ruleset import Seat
    from engine.rulesets.seventh_citadel import RULESET
    with pytest.raises(ValueError, match="different character"):
        RULESET.new_game(pack, [Seat("A", "arden"), Seat("B", "arden")], {"scenario": "first-steps"}, 1)
    with pytest.raises(ValueError, match="unknown scenario"):
        RULESET.new_game(pack, [Seat("A", "arden")], {"scenario": "nowhere"}, 1)
