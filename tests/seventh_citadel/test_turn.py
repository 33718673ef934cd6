"""A turn: the table chooses the active player and the action (the player left of the last one when they
cannot agree); characters on the active player's terrain may get involved, all of them in a group or
mandatory action; consequences fall on the active player unless they say otherwise; forbidden actions
are shown with their reason."""
from __future__ import annotations

from engine.rulesets.seventh_citadel.table import BANISHED, blocked, purse
from engine.rulesets.sevenths import board
from tests.seventh_citadel.conftest import act, give, last_result, new, reask, refuses, stack, reveal


def second_terrain(game) -> str:
    """Put Cracked Causeway east of the start terrain, where the fog was."""
    fog = game.zones.cards("board:1,0")[0]
    game.table.face_down.remove(fog)
    game.zones.move(fog, BANISHED)
    game.zones.move("t-2", "board:1,0")
    return "board:1,0"


def test_characters_on_the_terrain_may_get_involved_and_the_consequence_is_the_active_players(pack):
    game = new(pack, players=3)
    stack(game, 0, "a-right", "a-right", "a-blank", "a-improvise", "a-left")
    act(game, 0, "t-1", 0)                                  # pull
    assert [o.key for o in game.pending.options] == ["involve:1", "involve:2", "go"]
    game.choose("involve:2")
    assert game.pending.context["involved"] == [0, 2]
    game.choose("go")
    assert game.state.stack[-1].data.involved == [0, 2]
    reveal(game)
    assert not last_result(game)["success"]
    assert [p.life for p in game.table.players] == [7, 8, 8]   # only the active player loses 1


def test_a_group_action_needs_every_conscious_character_on_the_terrain(pack):
    game = new(pack, players=2)
    game.table.player(1).at = second_terrain(game)
    reask(game)
    refuses(game, "act:0:t-1:3", "every conscious character must be involved")
    game.table.player(1).at = "board:0,0"
    reask(game)
    act(game, 0, "t-1", 3)                                  # rest: both involved without asking, and it succeeds
    assert [p.life for p in game.table.players] == [11, 11]  # each involved character gains 1


def test_the_player_left_of_the_last_active_player_is_the_answer_offered_first(pack):
    game = new(pack, players=3)
    assert not any(o.data.get("default") for o in game.pending.options)
    act(game, 0, "arden", 0)                                # move (nowhere to go yet)
    game.choose("go")
    reveal(game)
    default = game.pending.options[game.pending.default()]
    assert default.data["active"] == 1
    game.table.player(1).life = 0                           # an unconscious character is passed over
    game.table.player(1).at = None
    reask(game)
    assert game.pending.options[game.pending.default()].data["active"] == 2
    assert not any(o.data["active"] == 1 for o in game.pending.options if "active" in o.data)


def test_moving_to_an_adjacent_terrain_and_the_weight_that_forbids_it(pack):
    game = new(pack)
    east = second_terrain(game)
    give(game, "chest", purse(0))                           # weight 9 of the 10 allowed alone
    act(game, 0, "arden", 0)
    reveal(game)
    assert [o.key for o in game.pending.options] == [f"to:{east}"]
    game.choose(f"to:{east}")
    assert game.table.player(0).at == east
    give(game, "shield", blocked(0))                        # a blocked purse card still weighs 3
    refuses(game, "act:0:arden:0", "the carried weight 12 is over the 10 allowed")


def test_an_action_shown_by_an_attached_permanent_event_cannot_be_taken_again_there(pack):
    game = new(pack)
    stack(game, 0, "a-star", "a-star")
    act(game, 0, "t-1", 4)                                  # climb succeeds: card 43, caused by climbing
    reveal(game)
    assert game.pending.kind == "place"
    game.choose(game.pending.options[0].key)
    assert board.attached_events(game, "board:0,0") == ["ledge"]
    refuses(game, "act:0:t-1:4", "already been performed here")
    assert "act:0:ledge:0" in game.legal_options()          # the event's own action is there to take


def test_a_face_down_card_is_offered_by_where_it_lies_never_by_its_name(pack):
    game = new(pack)
    fog = game.zones.cards("board:1,0")[0]
    option = next(o for o in game.pending.options if o.data.get("space") == "board:1,0")
    assert option.key == "act:0:board:1,0:-1" and "the fog east of Rubble Yard" in option.label
    assert game.card(fog).title not in option.label and option.data["icon"] == "pathfind"
    assert fog not in option.key and fog not in repr(option.data)     # the card's id is no one's to know yet
    game.choose(option.key)
    assert game.state.stack[-1].proc == "action" and game.state.stack[-1].data.piece == fog
    assert game.pending.kind == "more" and game.pending.context["space"] == "board:1,0"   # drawing for it:
    assert fog not in repr(game.pending.context)                                          # still nameless


def test_a_revealed_temporary_events_mandatory_action_involves_everyone_on_the_terrain(pack):
    game = new(pack, players=2)
    act(game, 0, "t-1", 6)                                  # visit: card 47, an ambush
    game.choose("go")
    reveal(game)
    assert game.pending.kind == "active"                    # both on the terrain are involved: who acts?
    assert game.zones.zone_of("ambush") == "revealed"
    stack(game, 1, "b-right", "b-right")
    game.choose("active:1")
    assert game.state.stack[-1].data.involved == [1, 0]
    reveal(game)
    assert [p.life for p in game.table.players] == [10, 9]   # the active player's failure
    assert game.zones.zone_of("ambush") == "past" and game.pending.kind == "action"


def test_a_temporary_event_that_knocked_out_all_involved_is_returned(pack):
    game = new(pack, players=2)
    game.table.player(1).at = second_terrain(game)          # Bo is elsewhere: Ann faces it alone
    game.table.player(0).life = 1
    reask(game)
    stack(game, 0, "a-right")
    act(game, 0, "t-1", 6)                                  # cost 0, then the ambush's run: cost 1
    reveal(game)
    reveal(game)                                   # a right half alone: it fails, Ann falls unconscious
    game.choose(game.legal_options()[0])                    # banish one of the 3 cards drawn
    assert game.zones.zone_of("ambush") == "adventure" and not game.over


def test_arriving_on_a_terrain_with_a_mandatory_action_takes_it_at_once(pack):
    game = new(pack)
    game.zones.move("t-3", "board:0,1")
    reask(game)
    act(game, 0, "arden", 0)
    reveal(game)
    game.choose("to:board:0,1")
    frame = game.state.stack[-1]
    assert frame.proc == "action" and (frame.data.piece, frame.data.index) == ("t-3", -2)
    assert game.pending.kind == "more"


def test_a_terrains_mandatory_action_involves_everyone_on_it_not_only_who_arrives(pack):
    """Issue 27: Bo already stands on Sinking Sand when Ann arrives: both must get involved in its mandatory swim,
    and they choose which of them is the active player."""
    game = new(pack, players=2)
    game.zones.move("t-3", "board:0,1")
    game.table.player(1).at = "board:0,1"
    reask(game)
    act(game, 0, "arden", 0)
    reveal(game)
    game.choose("to:board:0,1")
    assert game.pending.kind == "active"
    assert game.legal_options() == ["active:0", "active:1"]
    game.choose("active:1")
    frame = game.state.stack[-1]
    assert frame.proc == "action" and (frame.data.piece, frame.data.index) == ("t-3", -2)
    assert (frame.data.active, frame.data.involved) == (1, [1, 0])


def test_the_move_action_moves_the_active_players_figure_only_even_with_others_involved(pack):
    # The rulebook's move action moves "your (and only your) figure"; moving everyone involved is a card's
    # own consequence ("each involved character moves their figure onto it"), not the move action's.
    game = new(pack, players=2)
    east = second_terrain(game)
    reask(game)
    act(game, 0, "arden", 0)
    game.choose("involve:1")                                # no one else to ask: the action goes ahead
    assert [o.key for o in game.pending.options] == [f"to:{east}"]
    assert game.state.stack[-1].data.involved == [0, 1]
    game.choose(f"to:{east}")
    assert game.table.player(0).at == east
    assert game.table.player(1).at == "board:0,0"


def test_mandatory_actions_waiting_at_once_are_taken_in_the_order_the_players_choose(pack):
    from engine.rulesets.seventh_citadel.table import REVEALED

    game = new(pack)
    game.zones.move("ambush", REVEALED)
    ambush, growl = {"piece": "ambush", "index": 0, "involved": [0]}, {"piece": "d-101", "index": 0, "involved": [0]}
    game.table.mandatory += [dict(ambush), dict(growl)]
    reask(game)
    assert game.pending.kind == "mandatory_order" and game.pending.owner == "table"
    assert [o.label for o in game.pending.options] == ["Run on “Rockfall Ambush” (Ann involved)",
                                                       "Run on “A growl answers before the smith* does.” (Ann involved)"]
    game.choose("mandatory:1")                              # the growl's run first, though it came second
    frame = game.state.stack[-1]
    assert frame.proc == "action" and (frame.data.piece, frame.data.mandatory) == ("d-101", True)
    assert game.table.mandatory == [ambush]                 # the ambush waits: it goes by itself next


def test_an_action_whose_prerequisite_nobody_meets_is_refused_and_the_one_who_meets_it_must_be_involved(pack):
    """The rulebook's forbidden actions: "it has a prerequisite that players cannot meet". The Barred Door opens
    only with a WEAPON card among the characters involved: Ann alone has none; Bo, beside her, has a sword, and
    Ann may take it once Bo gets involved."""
    from tests.seventh_citadel.test_traits import facing

    game = new(pack, players=2)
    facing(game, "bar")
    game.table.player(1).at = "board:1,0"                   # Bo is elsewhere
    reask(game)
    refuses(game, "act:0:bar:0", "its prerequisite is not met: nobody involved has a WEAPON card")
    give(game, "sword", purse(1))
    refuses(game, "act:0:bar:0", "nobody involved has a WEAPON card")   # a sword far away opens nothing
    game.table.player(1).at = "board:0,0"
    reask(game)
    act(game, 0, "bar", 0)
    refuses(game, "go", "the prerequisite is not met: nobody involved has a WEAPON card")
    game.choose("involve:1")                                # cost 0, difficulty 0: done at once
    assert game.table.player(0).life == 11 and game.pending.kind == "action"


def test_a_skill_that_may_not_be_taken_while_carrying_too_much(pack):
    """The rulebook's "On the double": "you may not take the following action if you exceed your carried weight"."""
    game = new(pack)                                        # alone: 10 may be carried
    double = give(game, "adv-double", "hand:0")
    chest = give(game, "chest", purse(0))                   # weight 9
    assert f"act:0:{double}:0" in game.legal_options()
    give(game, "shield", purse(0))                          # weight 3 more: 12
    refuses(game, f"act:0:{double}:0", "its prerequisite is not met: Ann carries more than the 10 allowed")
    game.choose(f"drop:{chest}")                            # discarded: 3 left
    assert f"act:0:{double}:0" in game.legal_options()
