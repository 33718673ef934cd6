"""A game saved by a build whose answers carried less data (before the steps read options, issue 26) loads and
plays on: its pending question's options get the data the steps read now."""
from __future__ import annotations

import json

from engine.core.serial import game_from_plain, game_to_plain
from engine.rulesets.cursed_city import RULESET
from engine.rulesets.cursed_city.battlefield import where

from .conftest import gambit, new, start


def _as_saved_before(game, pack, *dropped: str):
    """The game through a save whose pending options lacked these data fields, loaded and checked."""
    plain = json.loads(json.dumps(game_to_plain(game)))
    for option in plain["pending"]["options"]:
        for name in dropped:
            option["data"].pop(name, None)
    again = game_from_plain(plain, RULESET, pack.cards)
    RULESET.check_state(again)
    return again


def test_a_deployment_saved_before_spaces_carried_their_cell_goes_on(pack):
    game = new(pack)
    hero = game.pending.context["hero"]
    again = _as_saved_before(game, pack, "cell")
    again.choose("to:1,1")
    assert where(again, hero) == (1, 1)


def test_a_gambit_saved_before_its_answers_were_flagged_goes_on(pack):
    for seed in range(10):
        game = start(pack, seed=seed)
        gambits = [o.key for o in game.pending.options if o.data.get("gambit")] if game.pending.kind == "gambit" else []
        if gambits:
            break
    again = _as_saved_before(game, pack, "gambit")
    said = len(again.state.log.events)
    gambit(again, gambits[0])
    assert any(e.kind == "message" and "attempts a gambit" in e.text for e in again.state.log.events[said:])
