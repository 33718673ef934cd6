"""Spotting a hidden number: the card of that number must show the spotted card's number on its back;
the spotted card is discarded and the new one takes its place."""
from __future__ import annotations

from engine.rulesets.seventh_citadel.table import PAST
from tests.seventh_citadel.conftest import new, refuses


def test_a_hidden_number_replaces_the_terrain_it_was_spotted_on(pack):
    game = new(pack)
    game.choose("hidden:t-1:0")
    refuses(game, "6", "no card 6 shows 1 on its back")
    refuses(game, "2", "no card 2 shows 1 on its back")     # a card that exists, but was not hidden here
    game.choose("5")
    assert game.zones.zone_of("t-1") == PAST
    assert [o.key for o in game.pending.options] == ["slot:board:0,0"]
    game.choose("slot:board:0,0")
    assert game.zones.cards("board:0,0") == ["t-5"] and game.table.player(0).at == "board:0,0"


def test_the_fog_is_never_offered_for_a_hidden_number(pack):
    game = new(pack)
    fog = game.zones.cards("board:1,0")[0]
    assert not any(k.startswith(f"hidden:{fog}") for k in game.legal_options())
    assert "hidden:t-1:0" in game.legal_options()
