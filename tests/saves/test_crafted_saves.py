"""Saves edited by hand and sealed again (their checksum recomputed), of every ruleset (issue 31): each is refused
with a message naming what is wrong and its file is left as it was, or it is a consistent game that plays on.

The issue's measured examples come first, each a test; then hypothesis edits real saves of every ruleset."""
from __future__ import annotations

import json
import os
import random
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import rulesets
from engine.core.bot import play_randomly
from engine.core.consistency import check_makeup
from engine.core.serial import game_to_plain
from saves import Campaigns, PackIdentity, SaveStateError, envelope, load_slot, restore_game, save_slot
from saves.checksum import tag

from . import real_saves as real
from .real_saves import EDITS, RULESETS, edited, numbers, real_save, set_at

HEAVY = bool(os.environ.get("FOGBOUND_HEAVY"))
REFUSED = {  # edit -> what the refusal says
    "second_copy": "is none the game was set up with",
    "nowhere": "is no zone of this game",
    "deleted": "is missing",
    "bogus_outcome": "the outcome 'bogus'",
    "places_seat_9": "places [[9]] must name each",
    "asked_of_seat_99": "seat 99, who is not at the table",
    "no_options": "offers no answer",
    "huge_label": "a text of 5,000,000 characters",
    "broken_random_source": "random source",
}


def _load(state: dict, ruleset_id: str):
    return restore_game(state, real.pack(ruleset_id).cards, rulesets.ruleset(ruleset_id))


@pytest.mark.parametrize("ruleset_id", RULESETS)
@pytest.mark.parametrize("edit", sorted(REFUSED))
def test_each_crafted_state_the_issue_measured_is_refused_naming_it(ruleset_id, edit):
    state = edited(real_save(ruleset_id), EDITS[edit])
    with pytest.raises(SaveStateError, match="does not fit") as refused:
        _load(state, ruleset_id)
    assert REFUSED[edit] in str(refused.value)


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_every_ruleset_says_what_its_games_are_made_of(ruleset_id):
    """Its `makeup` names the seats, exactly the pieces its setup made and every zone, at any table size."""
    ruleset = rulesets.ruleset(ruleset_id)
    low, high = ruleset.players
    for seed in range(low, high + 1):
        game = real.new_game(ruleset_id, seed)
        made = ruleset.makeup(game)
        assert made.seats == tuple(range(low + seed % (high - low + 1)))
        assert dict(made.pieces) == game.state.pieces
        check_makeup(game, made)


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_the_real_saves_themselves_load_and_save_again_the_same(ruleset_id):
    state = real_save(ruleset_id)
    assert game_to_plain(_load(state, ruleset_id)) == state


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_an_answer_the_rules_never_offered_is_not_offered_once_loaded(ruleset_id):
    """A crafted option key (a step would fail on it: ValueError) is replaced by the question its step asks."""
    state = edited(real_save(ruleset_id), EDITS["crafted_key"])
    game = _load(state, ruleset_id)
    assert "crafted-answer" not in game.legal_options()
    assert game.legal_options() == [o["key"] for o in real_save(ruleset_id)["pending"]["options"]]


def test_a_die_showing_minus_7_is_refused():
    state = real_save("cursed-city")
    die = next(iter(state["showing"]))
    state["showing"][die] = -7
    with pytest.raises(SaveStateError, match=f"the die '{die}' shows face -6"):
        _load(state, "cursed-city")


def test_a_roll_of_10_to_the_30_is_refused():
    state = real_save("cursed-city")
    state["table"]["events"][0]["roll"][1] = 10**30
    with pytest.raises(SaveStateError, match="table/events/0/roll/1 is a number of 31 digits"):
        _load(state, "cursed-city")


def test_an_event_table_that_misses_a_roll_is_refused():
    """Cursed City's event table is kept in the game: a row from 1 to -7 leaves rolls no event (StopIteration)."""
    state = real_save("cursed-city")
    state["table"]["events"][0]["roll"][1] = -7
    with pytest.raises(SaveStateError, match="the event table has a row from 1 down to -7"):
        _load(state, "cursed-city")


def test_life_points_as_text_are_refused_naming_the_field():
    state = real_save("seventh-citadel")
    state["table"]["players"][0]["life"] = "7"
    with pytest.raises(SaveStateError, match=r"Player.life: expected an integer, got '7'"):
        _load(state, "seventh-citadel")


@pytest.mark.parametrize("field, value, said", [("start", "7", "scenarios[1].start"),
                                                  ("groundshiver", None, "scenarios[1].groundshiver"),
                                                  ("life_points", [18, 14], "scenarios[1].life_points")])
def test_a_scenario_the_citadel_keeps_is_as_its_pack_gives_one(field, value, said):
    """The next scenario begins at the Citadel from the scenario the table keeps: an edited start or groundshiver
    raised TypeError there, many decisions after the load."""
    state = real_save("seventh-citadel")
    state["table"]["scenarios"][1][field] = value
    with pytest.raises(SaveStateError, match=f"the table's field {re.escape(said)}"):
        _load(state, "seventh-citadel")


@pytest.mark.parametrize("listed", ["eliminated", "left"])
def test_a_7th_continent_seat_out_of_the_game_is_a_seat_at_the_table(listed):
    """Eliminated or gone, a seat named must be one of the game's: seat 7 of a table of fewer is a crafted file."""
    state = real_save("seventh-continent")
    state["table"][listed] = [7]
    with pytest.raises(SaveStateError, match=re.escape(f"the {listed} seats [7] are not all at the table")):
        _load(state, "seventh-continent")


def test_a_count_below_zero_is_refused_naming_the_field():
    """Realms and Ruins' Actions per turn at -7 once ate every byte of memory the machine had."""
    state = real_save("realms-and-ruins")
    state["table"]["actions"] = -7
    with pytest.raises(SaveStateError, match="table: actions is -7, not a number from 0"):
        _load(state, "realms-and-ruins")


def test_an_alternative_a_card_does_not_have_is_refused():
    state = real_save("realms-and-ruins", seed=1, decisions=25)
    play = next((f for f in state["stack"] if f["data"].get("card") and f["data"].get("effect") is not None), None)
    if play is None:
        pytest.skip("no card being played in this save")
    play["data"]["effect"] = "7"
    with pytest.raises(SaveStateError, match="an alternative it does not have"):
        _load(state, "realms-and-ruins")


def test_a_pack_changed_since_the_save_may_have_gained_cards():
    """A card the pack gained since is no piece of the game: missing, rightly, once the player agreed to go on."""
    state = edited(real_save("seventh-continent"), EDITS["deleted"])
    with pytest.raises(SaveStateError, match="is missing"):
        _load(state, "seventh-continent")
    restore_game(state, real.pack("seventh-continent").cards, pack_changed=True)


@pytest.mark.parametrize("edit", ["second_copy", "asked_of_seat_99", "huge_label"])
def test_a_re_sealed_save_file_is_refused_and_left_as_it_was(edit, data_dir):
    state = real_save("seventh-citadel")
    pack = real.pack("seventh-citadel")
    campaign = Campaigns().create("Crafted", PackIdentity(pack.id, pack.version), ruleset="seventh-citadel")
    save_slot(campaign, "Edited", state)
    path = campaign.folder / "slots" / "edited.json"
    payload = json.loads(path.read_bytes())["payload"]
    payload["game"] = edited(state, EDITS[edit])
    path.write_bytes(json.dumps({"format": envelope.FORMAT, "checksum": tag(payload), "payload": payload}).encode())
    before = path.read_bytes()
    document = load_slot(campaign, "Edited")  # sound as a file: its checksum matches
    with pytest.raises(SaveStateError, match=REFUSED[edit]):
        restore_game(document, pack.cards)
    assert path.read_bytes() == before


# -- hypothesis: any of these edits, anywhere, in a real save of any ruleset -------------------------------------
EDIT = st.one_of(
    st.tuples(st.just("edit"), st.sampled_from(sorted(EDITS)), st.integers(0, 10_000)),
    st.tuples(st.just("number"), st.sampled_from([-7, -1, 10**30, 2**40, "7", None, 1.5]), st.integers(0, 10_000)),
)
FUZZ = settings(max_examples=400 if HEAVY else 40, suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.parametrize("ruleset_id", RULESETS)
@FUZZ
@given(edits=st.lists(EDIT, min_size=1, max_size=3), seed=st.sampled_from([1, 2]))
def test_an_edited_real_save_is_refused_with_a_message_or_plays_on_consistently(ruleset_id, edits, seed):
    state = real_save(ruleset_id, seed, 30 + 40 * seed)
    for kind, what, pick in edits:
        if kind == "edit":
            try:
                EDITS[what](state, pick)
            except (KeyError, TypeError, ValueError, AttributeError):
                continue  # an earlier edit left nothing this one applies to
        else:
            paths = numbers(state)
            if paths:
                set_at(state, paths[pick % len(paths)], what)
    try:
        game = _load(state, ruleset_id)
    except SaveStateError as refused:
        assert "does not fit" in str(refused) and len(str(refused)) < 400
        return
    count = len(game.state.pieces)

    def consistent(g):
        g.zones.check()
        assert set(g.zones.where) == set(g.state.pieces) and len(g.state.pieces) == count

    play_randomly(game, seed, max_decisions=200, check=consistent)
