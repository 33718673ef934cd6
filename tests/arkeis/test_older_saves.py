"""A game saved with Cinderfane 0.2.0, before the Hall of Bells had its time track, opened with the pack of today:
the player is told the pack's version changed, and the game plays on as it began, to its end, with no track
drawn or moved and every piece where the rules allow."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.content.loader import load_pack
from engine.content.paths import packs_dir
from engine.core.bot import play_randomly
from engine.rulesets.arkeis import RULESET, markers
from engine.rulesets.arkeis.turn import TurnLocals
from saves.document import SaveStateError, restore_game
from saves.pack import PackIdentity, PackMatch, check_pack

SAVED = Path(__file__).parent / "data" / "hall-of-bells-0.2.0.json"   # 25 random decisions into the episode, seed 0


def test_a_hall_of_bells_saved_before_its_time_track_plays_on_without_one():
    pack = load_pack(packs_dir() / "cinderfane")
    assert pack.version != "0.2.0" and pack.cards["hall-of-bells"].get("time")   # today's episode has a track
    told = check_pack(PackIdentity("cinderfane", "0.2.0"), PackIdentity("cinderfane", pack.version))
    assert told.match is PackMatch.OTHER_VERSION and "0.2.0" in told.message and pack.version in told.message
    game = restore_game(json.loads(SAVED.read_text(encoding="utf-8")), pack.cards, RULESET, pack_changed=True)
    assert game.table.episode == "hall-of-bells"
    assert markers.time_track(game) == {} and markers.time_space(game) == 0   # nothing to draw: it was never laid
    start = len(game.state.log.events)
    for seed in range(3):
        again = restore_game(json.loads(SAVED.read_text(encoding="utf-8")), pack.cards, RULESET, pack_changed=True)
        play_randomly(again, seed, max_decisions=600, check=lambda g: RULESET.check_state(g))
        assert again.over, seed
        assert not any(getattr(e, "data", {}).get("rule") == "time" for e in again.state.log.events[start:])


def test_a_question_saved_before_options_said_what_they_do_is_answered_as_asked():
    """The save waits on 'Reorganise your equipment' with options of 0.2.0 (an item, no 'do'); loaded, the step
    asks it anew (the load check), as today: taking the Field Dressing off still puts it in the backpack, and
    'Done' still ends the reorganising."""
    pack = load_pack(packs_dir() / "cinderfane")
    game = restore_game(json.loads(SAVED.read_text(encoding="utf-8")), pack.cards, RULESET, pack_changed=True)
    assert game.pending.option("unequip:field-dressing").data["do"] == "unequip"
    game.choose("unequip:field-dressing")
    assert game.zones.zone_of("field-dressing") == "backpack:1" and game.pending.kind == "reorganise"
    game.choose("equip:field-dressing")
    assert game.zones.zone_of("field-dressing") == "equipped:1"
    done = restore_game(json.loads(SAVED.read_text(encoding="utf-8")), pack.cards, RULESET, pack_changed=True)
    done.choose("done")
    assert done.pending.kind == "action" and done.zones.zone_of("field-dressing") == "equipped:1"


def _saved() -> dict:
    return json.loads(SAVED.read_text(encoding="utf-8"))


def test_the_turn_saved_as_a_table_loads_as_the_turns_locals():
    """0.2.0 wrote the turn's locals as a table with only the keys it had set: they load into TurnLocals, the rest
    at their defaults, and the turn goes on to its actions."""
    pack = load_pack(packs_dir() / "cinderfane")
    game = restore_game(_saved(), pack.cards, RULESET, pack_changed=True)
    turn = game.state.stack[-1].data
    assert isinstance(turn, TurnLocals) and turn.profiles and turn.cards == []
    assert turn.taken == 0 and not turn.lent and turn.movers is None
    game.choose("done")
    assert game.pending.kind == "action" and game.state.stack[-1].data.taken == 0


def test_a_turn_that_kept_what_it_offered_loads_and_forgets_it():
    """A build before options said what they do kept the action options in the turn's frame (`offered`)."""
    pack = load_pack(packs_dir() / "cinderfane")
    saved = _saved()
    saved["stack"][-1]["data"]["offered"] = {"fight:beetle": {"action": "fight", "foe": "beetle"}}
    game = restore_game(saved, pack.cards, RULESET, pack_changed=True)
    game.choose("done")
    assert game.pending.kind == "action" and game.state.stack[-1].data.offered is None


@pytest.mark.parametrize("key, value, reason", [
    ("shortcut", 1, r"procedure 'turn'.*unknown fields.*shortcut"),
    ("taken", "two", r"procedure 'turn'.*integer"),
    ("profiles", 1, r"procedure 'turn'.*bool"),
])
def test_a_hand_edited_turn_is_refused_with_the_reason(key, value, reason):
    pack = load_pack(packs_dir() / "cinderfane")
    saved = _saved()
    saved["stack"][-1]["data"][key] = value
    with pytest.raises(SaveStateError, match=reason):
        restore_game(saved, pack.cards, RULESET, pack_changed=True)
