"""Hand-edited, re-sealed saves whose state makes no sense are refused with a message, never played on.

Each case is one the issue measured crashing or freezing the game once loaded (issue 18, section 1).
"""
from __future__ import annotations

import copy
import json
import random

import pytest

from engine.core.consistency import MAX_DEPTH, check_decision, check_plain
from engine.core.decisions import Decision, Option
from engine.core.serial import game_from_plain, game_to_plain
from saves import Campaigns, SaveStateError, envelope, load_slot, restore_game, save_slot
from saves.checksum import tag
from tests.core import duel

from .kits import play, seventh_continent_kit, tiny_kit


@pytest.fixture(scope="module")
def seventh():
    kit = seventh_continent_kit()
    game = kit.new_game(5)
    play(game, random.Random(5), 3)
    assert not game.over and game.pending is not None
    return kit, game_to_plain(game)


def _deep(levels: int):
    value: object = "bottom"
    for _ in range(levels):
        value = [value]
    return value


def _top_frame(state):
    return state["stack"][-1]


EDITS = {
    "renamed-step": (lambda s: _top_frame(s).update(step="renamed_step"), "has no step 'renamed_step'"),
    "unknown-procedure": (lambda s: _top_frame(s).update(proc="format_disk"), "unknown procedure"),
    "off-the-board": (lambda s: s["table"]["players"][0].update(at="board:99,99"), "where no card lies"),
    "no-slot-at-all": (lambda s: s["table"]["players"][0].update(at="board:north"), "not on the board"),
    "number-of-three": (lambda s: s["pending"].update(number=[1, 2, 3]), "number range"),
    "number-upside-down": (lambda s: s["pending"].update(number=[5, 1]), "number range"),
    "no-players": (lambda s: s["table"].update(players=[]), "not 1 to 4 different seats"),
    "nested-500": (lambda s: _top_frame(s)["data"].update(trap=_deep(500)), "nested more than"),
    "no-decision": (lambda s: s.update(pending=None), "nothing is being asked"),
    "no-options": (lambda s: s["pending"].update(options=[], number=None), "offers no answer"),
    "unknown-owner": (lambda s: s["pending"].update(owner="nobody"), "not 'seat:N'"),
    "absent-seat": (lambda s: s["pending"].update(owner="seat:7"), "seat 7, who is not at the table"),
    "number-key": (lambda s: s["pending"]["options"][0].update(key=3), "not text"),
    "item-without-cards": (lambda s: s["table"]["items"].append(
        {"zone": "item:ghost", "owner": 0, "die": 1, "received": False}), "no column of cards"),
    "not-a-die": (lambda s: s["showing"].update({next(iter(s["pieces"])): 0}), "is no die"),
    "empty-limits": (lambda s: s["table"].update(hand_limit=[]), "hand limit"),
}


def _edited(state: dict, name: str) -> dict:
    edited = copy.deepcopy(state)
    EDITS[name][0](edited)
    return edited


@pytest.mark.parametrize("name", sorted(EDITS))
def test_a_state_that_makes_no_sense_is_refused_naming_the_problem(seventh, name):
    kit, state = seventh
    with pytest.raises(SaveStateError, match="does not fit") as caught:
        restore_game(_edited(state, name), kit.cards)
    assert EDITS[name][1] in str(caught.value)


def test_the_untouched_state_loads(seventh):
    kit, state = seventh
    game = restore_game(copy.deepcopy(state), kit.cards)
    assert game.pending is not None


def test_a_re_sealed_save_file_is_refused_when_restored(seventh, data_dir):
    kit, state = seventh
    campaign = Campaigns().create("Hostile", kit.pack, ruleset=kit.ruleset.id)
    save_slot(campaign, "Edited", state)
    path = campaign.folder / "slots" / "edited.json"
    payload = json.loads(path.read_bytes())["payload"]
    payload["game"] = _edited(state, "renamed-step")
    path.write_bytes(json.dumps({"format": envelope.FORMAT, "checksum": tag(payload), "payload": payload}).encode())
    document = load_slot(campaign, "Edited")  # the file itself is sound: its checksum matches
    with pytest.raises(SaveStateError, match="has no step"):
        restore_game(document, kit.cards)


def test_nesting_is_refused_without_recursion():
    with pytest.raises(ValueError, match="nested"):
        check_plain({"a": _deep(100_000)})
    check_plain({"a": _deep(MAX_DEPTH - 2)})


def test_a_tiny_game_nested_too_deep_is_refused_before_any_copy():
    kit = tiny_kit()
    game = kit.new_game(1)
    state = game_to_plain(game)
    state["stack"][-1]["data"]["trap"] = _deep(2000)
    with pytest.raises(ValueError, match="nested"):
        game_from_plain(state, kit.ruleset, kit.cards)


def test_a_die_shows_only_faces_it_has():
    game = duel.new_duel(seed=1)
    die = next(p for p, d in game.state.pieces.items() if d == "die")
    state = game_to_plain(game)
    state["showing"][die] = 6
    with pytest.raises(ValueError, match="shows face 7 of 6"):
        game_from_plain(state, duel.RULESET, duel.DEFS)
    state["showing"][die] = 5
    game_from_plain(state, duel.RULESET, duel.DEFS)


def test_a_well_formed_decision_passes_and_a_window_needs_someone_to_wait_for():
    check_decision(Decision("table", "x", "Go?", [Option("go", "Go")]))
    check_decision(Decision("seat:0", "x", "How many?", number=(1, 3)))
    with pytest.raises(ValueError, match="no seat is asked"):
        check_decision(Decision("any", "x", "React?", [Option("pass", "Pass", {"pass": True})], eligible=(0,)))
