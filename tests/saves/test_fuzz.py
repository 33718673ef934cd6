"""Mutated, truncated and re-sealed save files thrown at the loader: only the documented errors come out."""
from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.ruleset import Seat
from engine.core.serial import game_from_plain, game_to_plain
from saves import SaveDocument, SaveError, decode_document, encode_document, restore_game
from saves.campaign import Campaign
from saves.checksum import tag

from .kits import play, tiny_kit

KIT = tiny_kit()
_GAME = KIT.new_game(21)
play(_GAME, random.Random(21), 9)
WHEN = "2025-01-01T00:00:00Z"
CAMPAIGN = Campaign("uid", "Fuzz", KIT.pack, KIT.ruleset.id, {}, [Seat("Ann", "hero")], WHEN, WHEN)
GOOD = encode_document(SaveDocument("slot", "Fuzz", WHEN, KIT.pack, CAMPAIGN, game_to_plain(_GAME)))
FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _load(data: bytes):
    """What the table does with a file: read it, then rebuild the game; SaveError is the only failure.
    Returns the loaded game, or None when it was refused."""
    try:
        document = decode_document(data)
        return restore_game(document, KIT.cards, ruleset=KIT.ruleset)
    except SaveError as error:
        assert str(error)  # always a sentence to show
    return None


def test_the_good_file_loads():
    loaded = restore_game(decode_document(GOOD), KIT.cards, ruleset=KIT.ruleset)
    assert game_to_plain(loaded) == game_to_plain(_GAME)


@FUZZ
@given(st.integers(0, len(GOOD.rstrip()) - 1))
def test_truncated(cut):
    try:
        decode_document(GOOD[:cut])
    except SaveError:
        return
    raise AssertionError("a truncated file loaded")


@FUZZ
@given(st.lists(st.tuples(st.integers(0, len(GOOD) - 1), st.integers(0, 255), st.sampled_from("rid")),
                min_size=1, max_size=8))
def test_byte_mutations(edits):
    data = bytearray(GOOD)
    for where, byte, how in edits:
        where = min(where, len(data) - 1)
        if how == "r":
            data[where] = byte
        elif how == "i":
            data.insert(where, byte)
        else:
            del data[where]
    loaded = _load(bytes(data))
    # the seal holds: a changed file that still loads can only be the same game
    assert loaded is None or game_to_plain(loaded) == game_to_plain(_GAME)


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12,
)


def _paths(value, prefix=()):
    yield prefix
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from _paths(inner, prefix + (key,))
    elif isinstance(value, list):
        for index, inner in enumerate(value[:6]):
            yield from _paths(inner, prefix + (index,))


PAYLOAD = json.loads(GOOD)["payload"]
PATHS = [p for p in _paths(PAYLOAD) if p]


@FUZZ
@given(st.lists(st.tuples(st.sampled_from(PATHS), JSON, st.booleans()), min_size=1, max_size=4))
def test_resealed_structure_mutations(edits):
    """A file changed by hand *and* given a correct checksum still meets only documented errors."""
    payload = json.loads(json.dumps(PAYLOAD))
    for path, value, delete in edits:
        parent = payload
        try:
            for step in path[:-1]:
                parent = parent[step]
            if isinstance(parent, dict) and not isinstance(path[-1], str):
                continue  # an earlier edit turned a list into a table: JSON tables have text keys only
            if delete and isinstance(parent, dict):
                parent.pop(path[-1], None)
            else:
                parent[path[-1]] = value
        except (KeyError, IndexError, TypeError):
            continue
    data = json.dumps({"format": 2, "checksum": tag(payload), "payload": payload}).encode()
    loaded = _load(data)
    if loaded is not None:  # what loads is a whole game: it saves and loads again the same
        again = game_from_plain(json.loads(json.dumps(game_to_plain(loaded))), KIT.ruleset, KIT.cards)
        assert game_to_plain(again) == game_to_plain(loaded)
