"""Games saved mid-question before typed answers and the one effect runner (frozen in data/) load and play on:
an op that asks again gets its answer, an each-involved loop goes on with the characters still to go, options
saved without data still answer, and a pathfind naming its face-down card still takes it."""
from __future__ import annotations

import json
from pathlib import Path

from engine.core.serial import game_from_plain, game_to_plain
from engine.rulesets.seventh_citadel import RULESET
from engine.rulesets.seventh_citadel.table import BANISHED, blocked, deck, purse
from tests.seventh_citadel.conftest import give, new

SAVED = json.loads((Path(__file__).parent / "data" / "before-typed-answers.json").read_text())


def loaded(pack, name: str):
    # frozen with an older test pack: cards added to it since (an advanced skill) have no pieces in these games
    game = game_from_plain(SAVED[name]["game"], RULESET, pack.cards, pack_changed=True)
    RULESET.check_state(game)
    return game, SAVED[name].get("pieces", {})


def test_an_op_asking_again_gets_its_answer_though_the_old_cursor_had_moved_past_it(pack):
    game, pieces = loaded(pack, "unblocking")
    assert game.pending.kind == "unblock"
    game.choose(f"unblock:{pieces['coat']}")
    assert game.zones.zone_of(pieces["skill"]) == deck(0) and game.zones.zone_of(pieces["coat"]) == purse(0)
    assert game.zones.zone_of(pieces["bow"]) == blocked(0)          # two at most
    assert game.table.player(0).life == 13 and game.zones.zone_of("smith") == BANISHED


def test_an_each_involved_loop_goes_on_with_the_characters_still_to_go_each_once(pack):
    game, _ = loaded(pack, "each_involved")
    takers = []
    while game.pending.kind == "purse":
        takers.append(game.pending.owner)
        game.choose(f"keep:{game.pending.owner.split(':')[1]}")
    assert takers == ["seat:2", "seat:0"]                            # Bo had taken his before the save
    assert all(game.zones.size(purse(s)) == 1 for s in (0, 1, 2))


def test_a_pathfind_saved_naming_its_face_down_card_still_takes_it(pack):
    """The question saved named the face-down card in its key; loaded, it is asked as the step asks it now (the
    load check asks anew: `engine.core.consistency.ask_anew`), naming the space it lies in, and takes that card."""
    game, pieces = loaded(pack, "turn")
    assert f"act:0:{pieces['fog']}:-1" not in game.legal_options()
    space = game.zones.zone_of(pieces["fog"])
    game.choose(next(o.key for o in game.pending.options if o.data.get("space") == space and o.data["index"] == -1))
    frame = game.state.stack[-1]
    assert frame.proc == "action" and frame.data.piece == pieces["fog"] and frame.data.owed == 4


def test_the_draw_options_saved_without_data_still_answer(pack):
    game, _ = loaded(pack, "drawing")
    game.choose("weigh")                                            # reveal, and choose the successes taken
    assert game.pending.kind == "result" and game.legal_options() == ["ignore", "done"]
    game, _ = loaded(pack, "drawing")
    game.choose("reveal")                                           # all of them taken: no question
    assert any(getattr(e, "data", {}).get("rule") == "result" for e in game.state.log.events)
    assert game.pending is None or game.pending.kind != "result"


def test_a_gift_saved_while_its_frames_were_tables_loads_its_giver_and_plays_on(pack):
    game = new(pack, players=2)
    sword = give(game, "sword", purse(0))
    game.choose(f"give:{sword}:1")
    saved = game_to_plain(game)
    frame = saved["stack"][-1]
    assert frame["proc"] == "give" and frame["data"] == {"piece": sword, "giver": 0, "to": 1}
    frame["data"] = {"piece": sword, "from": 0, "to": 1}            # as saved before frames were typed
    loaded = game_from_plain(saved, RULESET, pack.cards)
    RULESET.check_state(loaded)
    assert loaded.state.stack[-1].data.giver == 0
    loaded.choose("pays:0")
    assert loaded.zones.zone_of(sword) == purse(1) and loaded.zones.size(deck(0)) == 8
