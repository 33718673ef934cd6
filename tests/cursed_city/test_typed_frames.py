"""Games saved while frames were plain dicts (frozen in data/, one for each shape of frame random games met) load
with every frame as its procedure's dataclass and play on; a hand-edited frame that does not fit is refused."""
from __future__ import annotations

import copy
import dataclasses
import json
from pathlib import Path

import pytest

from engine.core.bot import play_randomly
from engine.core.procedure import Frame
from engine.core.serial import game_from_plain, game_to_plain
from engine.rulesets.cursed_city import RULESET, explore
from engine.rulesets.cursed_city.frames import Exploration

SAVED = json.loads((Path(__file__).parent / "data" / "before-typed-frames.json").read_text())


def loaded(pack, name: str):
    game = game_from_plain(SAVED[name]["game"], RULESET, pack.cards)
    RULESET.check_state(game)
    return game


@pytest.mark.parametrize("name", sorted(SAVED))
def test_a_game_saved_with_dict_frames_loads_typed_and_plays_on(pack, name):
    game = loaded(pack, name)
    assert [f.proc for f in game.state.stack] == [proc for proc, _ in SAVED[name]["frames"]]
    for frame, (proc, keys) in zip(game.state.stack, SAVED[name]["frames"]):
        assert frame.data is not None and dataclasses.is_dataclass(frame.data)
        assert isinstance(frame.data, RULESET.procedures[proc].frame_type)
        fields = {f.name for f in dataclasses.fields(frame.data)}
        assert set(keys) <= fields
    again = game_from_plain(json.loads(json.dumps(game_to_plain(game))), RULESET, pack.cards)
    assert [f.data for f in again.state.stack] == [f.data for f in game.state.stack]
    assert play_randomly(game, seed=len(name), max_decisions=300) > 0


def test_the_quest_marks_being_ordered_go_on_in_the_leaders_order(pack):
    game = loaded(pack, "quest-marks")
    assert game.pending.kind == "quest_marks" and game.state.stack[-1].data.marks == [0, 1]
    said = len(game.state.log.events)
    game.choose("mark:1")
    reached = [e.data["at"] for e in game.state.log.events[said:] if e.kind == "message" and e.data.get("rule") ==
               "quest_mark"]
    assert reached == [2, 1]
    assert game.state.stack[-1].data.marks is None and game.state.stack[-1].data.ordered == []


def test_an_activation_saved_after_a_recuperate_keeps_its_heals(pack):
    game = loaded(pack, "0-69-hero_action")
    frame = game.state.stack[-1]
    assert frame.proc == "hero" and frame.data.action == "recuperate" and isinstance(frame.data.heal, dict)
    assert all(isinstance(pieces, list) for pieces in frame.data.heal.values())


def test_a_frame_with_an_unknown_key_or_a_wrong_type_is_refused(pack):
    plain = copy.deepcopy(SAVED["0-105-reaction_die"]["game"])
    plain["stack"][-1]["data"]["paid"] = ["warden"]
    with pytest.raises(ValueError, match="reaction"):
        game_from_plain(plain, RULESET, pack.cards)
    plain = copy.deepcopy(SAVED["0-21-wound"]["game"])
    plain["stack"][-1]["data"]["left"] = "2"
    with pytest.raises(ValueError, match="wound"):
        game_from_plain(plain, RULESET, pack.cards)


def test_an_exploration_saved_while_its_tile_was_being_placed_reads_as_one():
    """No random game met one mid-question; the keys the old code set are fields all the same."""
    frame = explore.EXPLORE.typed(Frame("explore", "lay", {"left": 1, "card": "ex-alley",
                                                           "placing": {"gate": "gate-1", "location": 0, "at": [8, 0]}}))
    assert frame.data == Exploration(1, "ex-alley", {"gate": "gate-1", "location": 0, "at": [8, 0]})
