"""Exploring on the board both games share (`sevenths.board`, `sevenths.placement`): the pathfind action on
an exploration card's foggy back flips it; once it is resolved, the adventure card of the arrow pointing
at the space comes into play there."""
from __future__ import annotations

from engine.rulesets.seventh_citadel.table import PAST
from tests.seventh_citadel.conftest import act, new


def test_pathfinding_flips_the_fog_and_the_arrows_terrain_takes_its_place(pack):
    game = new(pack)
    fog = game.zones.cards("board:1,0")[0]
    act(game, 0, fog, -1)                                   # pathfind: cost 4 (the pack's), difficulty 0
    assert game.state.stack[-1].data["owed"] == 4
    game.choose("reveal")
    assert game.pending.kind == "place"                     # the fog was resolved: card 2 comes out
    assert [o.key for o in game.pending.options] == ["slot:board:1,0"]
    assert game.zones.zone_of(fog) == PAST and fog not in game.table.face_down
    game.choose("slot:board:1,0")
    assert game.state.pieces[game.zones.cards("board:1,0")[0]] == "t-2"
    life = 11 if game.state.pieces[fog] == "fog-1" else 12   # Loose Scree costs 1 life point
    assert game.table.player(0).life == life and game.pending.kind == "action"
    assert "act:0:arden:0" in game.legal_options()


def test_with_no_exploration_card_left_the_past_returns_first(pack):
    from engine.rulesets.seventh_citadel.table import BANISHED
    from engine.rulesets.sevenths import board
    game = new(pack)
    on_board = game.zones.cards("board:1,0")[0]
    game.zones.move(on_board, BANISHED)
    game.table.face_down.remove(on_board)
    for piece in list(game.zones.cards("exploration:I")):
        game.zones.move(piece, PAST)
    game.zones.move("pebbles", PAST)
    board.put_fog(game, "board:0,0")
    fog = game.zones.cards("board:1,0")
    assert len(fog) == 1 and fog[0] in game.table.face_down
    assert game.zones.size(PAST) == 0 and game.zones.zone_of("pebbles") == "adventure"
