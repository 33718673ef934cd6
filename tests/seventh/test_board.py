"""The board: placement as decisions, attached events, obstacles, jigsaw edges, arrival
mandatory actions, not enough room."""
from engine.rulesets.seventh_continent import Seat, new_game
from engine.rulesets.sevenths import board
from engine.rulesets.sevenths.placement import terrain_slots_for
from tests.seventh.conftest import NAMES, act, finish, refresh, start


def test_an_opened_space_asks_where_the_terrain_goes(pack):
    game = start(pack)
    fog = game.zones.top("board:1,0")
    act(game, 0, fog, -1)
    finish(game, until="place")
    assert game.pending.owner == "seat:0" and game.pending.context == {"piece": "t-2", "kind": "terrain", "terrain": None}
    assert game.legal_options() == ["slot:board:1,0"]   # one legal slot: still asked, the table lights it
    game.choose("slot:board:1,0")
    assert game.zones.cards("board:1,0") == ["t-2"]


def test_a_permanent_event_is_attached_where_its_arrow_points(pack):
    game = start(pack)
    act(game, 0, "t-1", 6)                                  # observe: take 71, placement arrow W
    finish(game, until="place")
    assert game.pending.context["kind"] == "event" and game.legal_options() == ["slot:board:1,0"]
    game.choose("slot:board:1,0")                           # east of the terrain, arrow pointing west at it
    assert game.zones.cards("attached:0,0") == ["a-71"]
    assert game.table.attached_at == {"a-71": "board:1,0"}
    assert board.attached_events(game, "board:0,0") == ["a-71"]
    from engine.rulesets.seventh_continent import actions
    assert "already been performed" in actions.why_not(game, 0, actions.ActionRef("t-1", 6))
    assert "act:0:t-1:6" not in game.legal_options()


def test_an_obstacle_separates_two_terrains_and_carries_the_crossing(pack):
    game = start(pack)
    fog = game.zones.top("board:1,0")
    game.zones.move(fog, "exploration:I")
    board.forget(game, fog)
    game.zones.move("a-80", "board:1,0")                    # the channel between t-1 and t-8
    game.zones.move("t-8", "board:2,0")
    refresh(game)
    assert "board:2,0" not in board.reachable(game, "board:0,0")
    assert board.attached_events(game, "board:0,0") == ["a-80"] == board.attached_events(game, "board:2,0")
    act(game, 0, "a-80", 0)                                 # swim across
    finish(game, until="move")
    assert game.legal_options() == ["to:board:2,0"]


def test_arriving_on_a_terrain_with_a_mandatory_action_takes_it(pack):
    game = start(pack, ("char-bruno", "char-ludo"))
    game.zones.move("t-8", "board:0,-1")
    refresh(game)
    act(game, 0, "t-1", 1)
    game.choose("involve:1")
    finish(game, until="move")
    game.choose("to:board:0,-1")
    action = game.state.stack[-1]
    assert action.proc == "action" and action.data.piece == "t-8" and action.data.involved == [0, 1]
    finish(game)
    assert game.table.xp == 1


def test_jigsaw_edges_must_match(pack):
    game = start(pack)
    game.zones.move("t-11", "board:-1,0")
    assert not board.fits(game, "t-12", "board:-2,0")      # reed against dyke
    assert board.fits(game, "t-2", "board:-2,0")            # no edges: fits anywhere
    game.zones.move("t-12", "box")
    assert terrain_slots_for(game, "t-12", "board:-2,0", 0) == ["board:-2,0"]  # nothing fits: placed anyway


def test_not_enough_room_folds_and_recentres_the_board(pack):
    game = new_game(pack, [Seat(NAMES["char-bruno"], "char-bruno")], ["bell"], seed=1, table_size=(2, 1))
    act(game, 0, "t-1", 7)                                  # climb: take terrain 11 (no space given)
    finish(game, until="place")
    assert sorted(game.legal_options()) == ["slot:board:-1,0", "slot:board:0,-1", "slot:board:0,1"]
    game.choose("slot:board:-1,0")                          # 3 slots wide with its fog to come: no room
    assert game.pending.kind == "meet"
    game.choose("to:board:-1,0")
    assert game.pending.kind == "fold" and game.legal_options() == ["return:board:0,0"]
    game.choose("return:board:0,0")
    assert game.zones.zone_of("t-1") == "adventure"
    assert "done" in game.legal_options()
    game.choose("done")
    # recentred: Dyke End and the fog of its west arrow fill the 2 x 1 table
    assert game.zones.cards("board:1,0") == ["t-11"] and game.table.player(0).at == "board:1,0"
    assert len(game.zones.cards("board:0,0")) == 1 and game.zones.cards("board:0,0")[0] in game.table.face_down
    assert board.fits_table(game)
    game.zones.check()


def test_an_obstacle_drawn_beside_a_terrain_goes_between_it_and_another_terrain(tmp_path):
    """An obstacle (two placement arrows) may lie east or west of the terrain it was drawn at; the slot whose other
    arrow reaches a second terrain is the one offered (board.event_slots), free slots only."""
    from tests.pack_edits import edited
    from tests.seventh.conftest import PACK, read_pack

    game = start(read_pack(edited(PACK, tmp_path, "cards/terrain.toml", "success = [{ take = 71 }]",
                                  "success = [{ take = 80 }]")))
    fog = game.zones.top("board:1,0")
    game.zones.move(fog, "exploration:I")
    board.forget(game, fog)
    game.zones.move("t-8", "board:2,0")                     # a terrain two slots east of t-1
    refresh(game)
    act(game, 0, "t-1", 6)                                  # observe: take 80, the Deep Channel (arrows W and E)
    finish(game, until="place")
    assert game.pending.context["kind"] == "event" and game.legal_options() == ["slot:board:1,0"]
    game.choose("slot:board:1,0")
    assert board.attached_events(game, "board:0,0") == ["a-80"] == board.attached_events(game, "board:2,0")
