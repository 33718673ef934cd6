"""A ledger is untrusted input (a campaign file a player edited or handed on): the engine reads it back through
`next_game` and either goes on from it or refuses it with a ValueError naming the field, never with another
exception, and never with a game its own consistency check would refuse."""
from __future__ import annotations

import copy
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.ruleset import Seat, next_game
from engine.rulesets.seventh_citadel import RULESET
from engine.rulesets.seventh_citadel.table import purse
from tests.seventh_citadel.conftest import give
from tests.seventh_citadel.test_campaign import OPTIONS, played
from tests.seventh_citadel.test_citadel import at_the_gate

SEATS = [Seat("Ann", "arden"), Seat("Bo", "brisk")]
EXAMPLES = 1000 if os.environ.get("FOGBOUND_HEAVY") else 60


@pytest.fixture(scope="module")
def ledgers(pack):
    """Three ledgers as the rules write them: mid-scenario, saved by the rulebook's rule, and back at the Citadel."""
    game, _ = played(pack)
    during = RULESET.ledger(game)
    game.choose("save")
    saved = RULESET.ledger(game)
    game, _ = at_the_gate(pack)
    game.choose("act:0:gate:0")
    if game.pending.kind == "more":
        game.choose("reveal")
    assert game.pending.kind == "scenario"
    return Written(during=during, saved=saved, citadel=RULESET.ledger(game))


class Written(dict):
    """The ledgers by name, named briefly when a failing example is printed."""

    def __repr__(self):
        return "<the written ledgers>"


@pytest.mark.parametrize("field, value, said", [
    ("characters", ["not", "a", "table"], "field characters should be a table of characters, by character card, not a list"),
    ("leaflet", "pages", "field leaflet should be the leaflet, not a text"),
    ("bookmark", {"finished": "first-steps"}, "field bookmark.finished should be a list of scenario ids, not a text"),
    ("quest_items", [3], r"field quest_items\[0\] should be a text, not a number"),
    ("community", {"scores": {"knowledge": 40}}, r"field community.scores\['knowledge'\] should be a whole number from 0 to 25"),
    ("over", "no", "field over should be true or false, not a text"),
])
def test_a_field_of_the_wrong_shape_is_refused_with_its_name(pack, ledgers, field, value, said):
    kept = copy.deepcopy(ledgers["during"])
    kept[field] = value
    with pytest.raises(ValueError, match=said):
        next_game(RULESET, pack, SEATS, OPTIONS, 5, ledger=kept)


def test_a_characters_kept_cards_and_the_save_stacks_are_checked_inside(pack, ledgers):
    kept = copy.deepcopy(ledgers["during"])
    kept["characters"]["arden"]["purse"] = {"sword": 1}
    with pytest.raises(ValueError, match=r"field characters\['arden'\].purse should be a list of card ids, not a table"):
        next_game(RULESET, pack, SEATS, OPTIONS, 5, ledger=kept)
    kept = copy.deepcopy(ledgers["saved"])
    del kept["save_stacks"]["players"][1]["deck"]
    with pytest.raises(ValueError, match=r"field save_stacks.players\[1\] is missing|save_stacks.players\[1\].deck is missing"):
        next_game(RULESET, pack, SEATS, OPTIONS, 5, ledger=kept)
    kept = copy.deepcopy(ledgers["saved"])
    kept["save_stacks"]["players"][0]["life"] = -4
    with pytest.raises(ValueError, match=r"save_stacks.players\[0\].life should be a whole number from 0 to 99"):
        next_game(RULESET, pack, SEATS, OPTIONS, 5, ledger=kept)


def test_the_ledgers_as_written_go_on(pack, ledgers):
    for kept in ledgers.values():
        RULESET.check_state(next_game(RULESET, pack, SEATS, OPTIONS, 5, ledger=copy.deepcopy(kept)))


def paths(value, at=()):
    """Every place in plain data: the value itself, each key of its tables and each item of its lists."""
    yield at
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths(item, (*at, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from paths(item, (*at, i))


def junk(pack):
    """What a hand-edited file might hold: any plain value, and values close to the real ones (card ids of any
    kind, scenario ids, numbers around the bounds)."""
    near = st.sampled_from([*sorted(pack.cards)[:40], "first-steps", "second-steps", "wm-90", "gate", "t-2", "arden",
                            "corin", "heart", "watchtower", "active", "", -1, 0, 1, 2, 3, 4, 25, 99, 100, 10**12,
                            1.5, True, False, None])
    leaf = st.one_of(near, st.integers(), st.text(max_size=8), st.floats(allow_nan=True))
    return st.recursive(leaf, lambda inner: st.one_of(st.lists(inner, max_size=3),
                                                       st.dictionaries(st.one_of(st.text(max_size=6), near.filter(
                                                           lambda v: isinstance(v, str))), inner, max_size=3)),
                        max_leaves=6)


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                    HealthCheck.too_slow])
@given(data=st.data())
def test_a_mutated_ledger_goes_on_or_is_refused_with_a_value_error(pack, ledgers, data):
    kept = copy.deepcopy(ledgers[data.draw(st.sampled_from(sorted(ledgers)))])
    for _ in range(data.draw(st.integers(1, 3))):
        where = data.draw(st.sampled_from(list(paths(kept))))
        if not where:
            kept = data.draw(junk(pack))
            continue
        *parent_path, last = where
        parent = kept
        for step in parent_path:
            parent = parent[step]
        how = data.draw(st.sampled_from(["replace", "delete", "add"]))
        if how == "delete" and isinstance(parent, dict):
            del parent[last]
        elif how == "delete":
            parent.pop(last)
        elif how == "add" and isinstance(parent[last], list):
            parent[last].append(data.draw(junk(pack)))
        elif how == "add" and isinstance(parent[last], dict):
            parent[last][data.draw(st.text(max_size=6))] = data.draw(junk(pack))
        else:
            parent[last] = data.draw(junk(pack))
        if not isinstance(kept, (dict, list)):
            break
    seats = data.draw(st.sampled_from([SEATS, SEATS[:1], [Seat("Ann", "arden"), Seat("Cy", "corin")]]))
    try:
        game = next_game(RULESET, pack, seats, OPTIONS, 5, ledger=kept)
    except ValueError:
        return
    assert game.pending is not None
    RULESET.check_state(game)
