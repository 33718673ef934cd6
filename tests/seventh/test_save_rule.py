"""The rulebook's save and resume, driven through the decision API."""
from engine.rulesets.seventh_continent import resume, save_rule
from engine.rulesets.seventh_continent.save_rule import save_stacks
from tests.seventh.conftest import act, explore_east, finish, give_hand, give_item, go_east, start


def test_save_refused_with_the_reason_when_figures_are_apart(pack):
    game = start(pack, ("char-bruno", "char-ludo"))
    explore_east(game)
    act(game, 0, "t-1", 1)
    finish(game, until="move")
    game.choose("to:board:1,0")                      # Bruno alone
    assert "save" not in game.legal_options()
    assert save_rule.why_not(game) == "every character must stand on the same terrain"
    act(game, 1, "t-1", 0)
    assert save_rule.why_not(game) == "an action is in progress"


def test_save_and_resume_match_the_stacks_card_for_card(pack):
    game = start(pack, ("char-bruno", "char-ludo"))
    go_east(game, together=True)
    give_hand(game, 0, "s-star")
    bow = give_item(game, 1, "a-22")
    game.table.item(bow).die = 3
    act(game, 0, "t-2", 0)                           # a move, to get a fresh turn question
    game.choose("involve:1")
    finish(game, until="move")
    game.choose("to:board:0,0")
    game.choose("save")
    assert game.pending.kind == "saved"
    # everything but the terrain went to the past
    board = {z: p for z, p in game.zones.contents.items() if p and z.startswith(("board:", "attached:"))}
    assert board == {"board:0,0": ["t-1"]}
    stacks = save_stacks(game)
    assert stacks["terrain"] == "t-1"
    assert [c["character"] for c in stacks["characters"]] == ["char-bruno", "char-ludo"]
    assert stacks["characters"][1]["items"] == [{"durability": 3, "cards": ["a-22"]}]
    assert "s-star" in stacks["characters"][0]["hand"] or any("s-star" in p for p in stacks["characters"][0]["hand"])

    resumed = resume(pack, stacks, seed=99)
    assert save_stacks(resumed) == stacks            # card for card
    assert resumed.pending.kind == "action"
    assert resumed.zones.size("past") == 0
    assert resumed.zones.size("board:1,0") == 1     # a fresh exploration card in front of the arrow
    resumed.zones.check()
    assert set(resumed.zones.where) == set(resumed.state.pieces)

    game.choose("resume")                            # or go on at once in the same game
    assert save_stacks(game) == stacks
    assert game.zones.size("past") == 0 and game.zones.size("board:1,0") == 1
    game.zones.check()


def test_folding_the_board_never_names_a_card_nobody_saw(pack):
    from engine.core.view import event_for, view

    game = start(pack, ("char-bruno", "char-ludo"))          # both on the start terrain, fog to the east
    fog = [p for p in game.table.face_down if game.zones.zone_of(p).startswith("board:")]
    assert fog, "the test needs a face-down exploration card on the board"
    mark = len(game.state.log.events)
    game.choose("save")
    assert game.pending.kind == "saved"
    moved = [e for e in game.state.log.events[mark:] if e.kind == "piece_moved" and e.piece in fog]
    assert moved and all(not e.face_up for e in moved)
    for seat in (0, 1, None):
        shown = [event_for(game, e, seat) for e in game.state.log.events[mark:]]
        assert not any(getattr(e, "piece", None) in fog or getattr(e, "card", None) in fog for e in shown)
        past = view(game, seat).zones["past"]
        assert len(past) == game.zones.size("past")
        assert not any(seen.piece in fog for seen in past)
        assert all(seen.back.startswith("exploration") for seen in past if seen.piece is None)
    # once the past returns to the decks, the card is fog again for the next time it is laid
    game.choose("resume")
    assert not [p for p in game.table.face_down if game.zones.zone_of(p) == "past"]


def test_a_resumed_game_holds_what_the_table_held_when_saved(pack):
    """The expectation is read off the table before saving, not from the save stacks."""
    game = start(pack, ("char-bruno", "char-ludo"))
    go_east(game, together=True)
    star = give_hand(game, 0, "s-star")
    bow = give_item(game, 1, "a-22")
    game.table.item(bow).die = 3
    act(game, 0, "t-2", 0)                           # a move back to the start, for a fresh turn question
    game.choose("involve:1")
    finish(game, until="move")
    game.choose("to:board:0,0")
    deck, pile = sorted(game.zones.cards("action_deck")), sorted(game.zones.cards("discard"))
    satchel = sorted(game.zones.cards("satchel"))
    game.choose("save")
    resumed = resume(pack, save_stacks(game), seed=5)
    assert resumed.zones.cards("board:0,0") == ["t-1"]
    assert [p.at for p in resumed.table.players] == ["board:0,0", "board:0,0"]
    assert sorted(resumed.zones.cards("hand:0")) == sorted(["char-bruno", star])
    assert resumed.zones.cards("hand:1") == ["char-ludo"]
    [item] = resumed.table.items_of(1)
    assert resumed.zones.cards(item.zone) == ["a-22"] and item.die == 3 and not resumed.table.items_of(0)
    assert sorted(resumed.zones.cards("action_deck")) == deck and sorted(resumed.zones.cards("discard")) == pile
    assert sorted(resumed.zones.cards("satchel")) == satchel
    assert resumed.zones.size("board:1,0") == 1 and resumed.zones.size("past") == 0


def test_saving_the_game_is_the_peoples_to_decide_never_a_bots(pack):
    """Saving suspends the session (rulebook, "Saving the game"), as joining or leaving changes who sits at it: a bot
    never answers it while anything else is left. A lone Hollowmere explorer's planner, its deck short, folded the
    board a dozen times in its last hundred decisions and paid again to explore what it had folded away (issue 31)."""
    from engine.bots.planner import PlanningBot, candidates
    from engine.core.view import decision_for

    game = start(pack)
    assert "save" in game.legal_options()
    assert "save" not in candidates(decision_for(game.pending, 0))
    assert PlanningBot(0, worlds=1, finishes=1).answer(game, 0) != "save"
    game.choose("save")  # still the people's to give
    assert game.pending.kind == "saved"
