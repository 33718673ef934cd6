"""Exploring on the board both games share (`sevenths.board`, `sevenths.placement`): the pathfind action on
an exploration card's foggy back flips it; once it is resolved, the adventure card of the arrow pointing
at the space comes into play there."""
from __future__ import annotations

from engine.rulesets.seventh_citadel.table import PAST
from tests.seventh_citadel.conftest import new, pathfind


def test_pathfinding_flips_the_fog_and_the_arrows_terrain_takes_its_place(pack):
    game = new(pack)
    fog = game.zones.cards("board:1,0")[0]
    pathfind(game, 0, "board:1,0")                          # pathfind: cost 4 (the pack's), difficulty 0
    assert game.state.stack[-1].data.owed == 4
    game.choose("reveal")
    assert game.pending.kind == "place"                     # the fog was resolved: card 2 comes out
    assert [o.key for o in game.pending.options] == ["slot:board:1,0"]
    # the place in a player's words, from the terrain whose arrow points at it (the shared `board.where`)
    assert [o.label for o in game.pending.options] == ["Put Cracked Causeway east of Rubble Yard"]
    assert game.zones.zone_of(fog) == PAST and fog not in game.table.face_down
    game.choose("slot:board:1,0")
    assert game.state.pieces[game.zones.cards("board:1,0")[0]] == "t-2"
    assert game.state.pieces[fog] == "fog-3"                 # Ash Devil costs 1 life point
    assert game.table.player(0).life == 11 and game.pending.kind == "action"
    assert "act:0:arden:0" in game.legal_options()


def test_with_no_exploration_card_left_the_past_returns_first(pack):
    from engine.rulesets.seventh_citadel.table import BANISHED
    from engine.rulesets.sevenths import board
    game = new(pack)
    on_board = game.zones.cards("board:1,0")[0]             # the only area II card (its arrow's area)
    game.zones.move(on_board, PAST)
    game.table.face_down.remove(on_board)
    for piece in list(game.zones.cards("exploration:I")):
        game.zones.move(piece, BANISHED)
    game.zones.move("pebbles", PAST)
    board.put_fog(game, "board:0,0")
    assert game.zones.cards("board:1,0") == [on_board] and on_board in game.table.face_down
    assert game.zones.size(PAST) == 0 and game.zones.zone_of("pebbles") == "adventure"


def test_not_enough_room_folds_the_board_and_recentres_it_as_in_the_7th_continent(pack):
    from engine.core.ruleset import Seat
    from engine.rulesets.seventh_citadel import RULESET
    from engine.rulesets.seventh_citadel.table import ADVENTURE
    from engine.rulesets.sevenths import board
    from tests.seventh_citadel.conftest import refuses

    game = RULESET.new_game(pack, [Seat("Ann", "arden"), Seat("Bo", "brisk")],
                            {"scenario": "first-steps", "table_size": [2, 1]}, 1)
    game.table.player(1).life, game.table.player(1).at = 0, None   # an unconscious character has no figure
    fog = game.zones.cards("board:1,0")[0]
    pathfind(game, 0, "board:1,0")
    game.choose("reveal")
    game.choose("slot:board:1,0")                           # Cracked Causeway, its fog to come: 3 slots wide
    assert game.pending.kind == "meet"
    game.choose("to:board:1,0")
    assert game.table.player(0).at == "board:1,0" and game.table.player(1).at is None
    assert game.pending.kind == "fold" and game.legal_options() == ["return:board:0,0"]
    refuses(game, "return:board:1,0", "not a legal answer")  # where everyone meets stays
    game.choose("return:board:0,0")
    assert game.zones.zone_of("t-1") == ADVENTURE
    game.choose("done")
    assert game.state.pieces[game.zones.cards("board:0,0")[0]] == "t-2" and game.table.player(0).at == "board:0,0"
    assert len(game.zones.cards("board:1,0")) == 1 and board.fits_table(game)
    RULESET.check_state(game)


def test_each_arrow_calls_for_an_exploration_card_of_its_own_area(pack):
    """Issue 27: Rubble Yard lies in area I, but its east arrow shows area II: the fog beyond it is an area II
    card (the pack's only one), not one of the terrain's area."""
    game = new(pack)
    assert [game.state.pieces[p] for p in game.zones.cards("board:1,0")] == ["fog-3"]
    assert game.zones.size("exploration:II") == 0 and game.zones.size("exploration:I") == 3


def test_the_fog_card_drawn_again_when_the_past_refills_the_deck_stays_in_its_new_space(pack):
    """Issue 27: the area deck runs dry during a pathfind, the past returns, and the very card just flipped is
    drawn as the new terrain's fog (area II has one card): it lies there face down, and the end of the pathfind
    leaves it alone (discarding it a second time opened its space and took the next terrain unexplored)."""
    game = new(pack)
    fog = game.zones.cards("board:1,0")[0]
    pathfind(game, 0, "board:1,0")
    game.choose("reveal")
    game.choose("slot:board:1,0")                           # Cracked Causeway; its arrow's fog comes from the past
    assert game.zones.cards("board:2,0") == [fog] and fog in game.table.face_down
    assert game.pending.kind == "action"                    # not Sinking Sand put into the fog's space
    assert game.zones.size(PAST) == 0


def test_a_temporary_event_is_resolved_by_the_involved_character_the_players_choose(pack):
    """"One involved character must immediately resolve this event": Ann pathfinds with Bo involved; the Ash Devil's
    loss of a life point falls on the one they choose."""
    from tests.seventh_citadel.conftest import stack
    game = new(pack, players=2)
    stack(game, 0, "a-star", "a-star", "a-star", "a-blank")
    pathfind(game, 0, "board:1,0")
    game.choose("involve:1")
    game.choose("reveal")
    assert game.pending.kind == "resolver" and game.legal_options() == ["resolves:0", "resolves:1"]
    game.choose("resolves:1")
    assert [p.life for p in game.table.players] == [10, 9]


def test_an_exploration_card_banished_from_its_space_opens_it_for_the_card_that_belongs_there(pack):
    """"Once this card has been resolved (and discarded, returned, banished, etc.), replace it with an Adventure card
    that belongs there": the Ash Heap, dug away for good, leaves its space to Cracked Causeway."""
    from engine.rulesets.seventh_citadel.table import BANISHED
    from tests.seventh_citadel.conftest import reask
    game = new(pack)
    fog = game.zones.cards("board:1,0")[0]
    game.zones.move(fog, BANISHED)
    game.table.face_down.remove(fog)
    game.zones.move("fog-4", "board:1,0")                   # flipped already: a permanent event in its space
    reask(game)
    game.choose("act:0:fog-4:0")                            # dig: banish this
    assert game.zones.zone_of("fog-4") == BANISHED
    assert game.pending.kind == "place" and game.pending.context["piece"] == "t-2"


def test_a_numbered_cards_back_is_read_before_it_is_revealed(pack):
    """"The active player randomly takes one of the green cards, reads the flavor text on the back, and reveals it":
    everyone reads Cracked Causeway's back, then sees its face."""
    game = new(pack)
    said = pathfind(game, 0, "board:1,0") + game.choose("reveal")
    kinds = [(e.kind, getattr(e, "card", None)) for e in said]
    back = next(i for i, e in enumerate(said) if e.kind == "message" and e.data.get("rule") == "back_text")
    assert said[back].text == "The back of card 2 reads: Beyond the rubble, a road of cracked stones runs east into the fog."
    assert kinds.index(("revealed", "t-2")) > back
