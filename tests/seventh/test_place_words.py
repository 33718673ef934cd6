"""Where a card goes, in a player's words: the placement question names each place by direction from a
revealed card ("north of Muddy Landing"), never by board coordinates and never by a card showing its back."""
from engine.rulesets.sevenths import board
from tests.seventh.conftest import act, finish, start


def _hidden_titles(game) -> set[str]:
    return {game.card(p).title for p in game.table.face_down}


def test_a_terrain_taken_without_a_space_offers_each_side_of_the_players_terrain(pack):
    game = start(pack)
    act(game, 0, "t-1", 7)                                  # climb: take Dyke End, no space given
    finish(game, until="place")
    labels = {o.key: o.label for o in game.pending.options}
    assert labels == {"slot:board:0,-1": "Put Dyke End north of Muddy Landing",
                      "slot:board:0,1": "Put Dyke End south of Muddy Landing",
                      "slot:board:-1,0": "Put Dyke End west of Muddy Landing"}
    assert game.pending.prompt == "Where does the terrain Dyke End go?"
    game.choose("slot:board:0,-1")
    assert game.zones.cards("board:0,-1") == ["t-11"]


def test_an_opened_space_is_named_from_the_terrain_whose_arrow_points_at_it(pack):
    game = start(pack)
    fog = game.zones.top("board:1,0")
    act(game, 0, fog, -1)
    finish(game, until="place")
    assert [o.label for o in game.pending.options] == ["Put Reed Bank east of Muddy Landing"]


def test_a_permanent_event_is_named_from_the_terrain_it_is_attached_to(pack):
    game = start(pack)
    hidden = _hidden_titles(game)
    act(game, 0, "t-1", 6)                                  # observe: take Lean-to, placement arrow W
    finish(game, until="place")
    [label] = [o.label for o in game.pending.options]
    assert label == "Put Lean-to east of Muddy Landing"     # the slot holds the fog: never named
    assert hidden and not any(title in label for title in hidden)


def test_a_place_is_never_named_from_a_card_showing_its_back(pack):
    game = start(pack)
    fog = game.zones.top("board:1,0")                       # face down east of Muddy Landing
    assert fog in game.table.face_down
    assert board.where(game, "board:2,0") == "on the board"      # only the fog beside it
    assert board.where(game, "board:1,-1") == "north-east of Muddy Landing"
    game.zones.move("t-8", "board:2,1")
    game.table.face_down.append("t-8")                      # a terrain lying face down names nothing either
    assert board.where(game, "board:2,0") == "on the board"
    game.table.face_down.remove("t-8")
    assert board.where(game, "board:2,0") == "north of Bell Rock"
    assert board.fog_words(game, fog) == "the fog east of Muddy Landing"


def test_a_revealed_event_on_the_board_names_a_place_when_no_terrain_is_beside_it(pack):
    game = start(pack)
    game.zones.move("a-80", "board:0,-2")
    assert board.where(game, "board:0,-3") == "north of Deep Channel"
    assert board.where(game, "board:0,-1") == "north of Muddy Landing"   # a terrain comes first
