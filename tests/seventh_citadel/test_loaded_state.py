"""A loaded game of The 7th Citadel (saves are untrusted input) is refused when its table disagrees with
its zones, with the reason."""
from __future__ import annotations

import json

import pytest

from engine.core.serial import game_from_plain, game_to_plain
from engine.rulesets.seventh_citadel import RULESET
from tests.seventh_citadel.conftest import act, new


def loaded(pack, change):
    game = new(pack, players=2)
    act(game, 0, "t-1", 2)
    game.choose("go")                                       # a die on the fight
    data = json.loads(json.dumps(game_to_plain(game)))
    change(data)
    restored = game_from_plain(data, RULESET, pack.cards)
    RULESET.check_state(restored)
    return restored


def test_a_sound_state_loads(pack):
    assert loaded(pack, lambda data: None).table.dice


@pytest.mark.parametrize("change, reason", [
    (lambda d: d["table"]["players"][0].update(life=0), "figure and life points disagree"),
    (lambda d: d["table"]["players"][1].update(life=120), "has 120 life points"),
    (lambda d: d["table"]["players"][0].update(at="board:9,9"), "where no card lies"),
    (lambda d: d["table"].update(active=7), "active seat 7 is not at the table"),
    (lambda d: next(iter(d["table"]["dice"].values())).update(piece="t-2"), "is not where the table says"),
    (lambda d: d["table"].update(recovery=[0, 1]), "is not cards for life points"),
    (lambda d: d["table"].update(finished=["third-steps"]), "is not a scenario of the pack"),
    (lambda d: d["table"]["leaflet"].update(destiny=["moon"]), "checks on symbols it does not print"),
    (lambda d: d["table"]["leaflet"].update(buildings={"forge": 2}), "boxes checked that it does not print"),
    (lambda d: d["table"]["leaflet"].update(side_quests=[{"title": "T", "paragraph": None, "status": "lost"}]),
     "neither active, initiated nor finished"),
    (lambda d: d["table"]["leaflet"]["world_map"].update(north="wm-91"), "World Map's slots and its cards disagree"),
    (lambda d: d["table"].update(left=[5]), "that left are not seats at the table"),
])
def test_a_state_whose_table_disagrees_is_refused(pack, change, reason):
    with pytest.raises(ValueError, match=reason):
        loaded(pack, change)
