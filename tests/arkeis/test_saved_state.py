"""A saved Arkeis game is untrusted input: a table that disagrees with itself is refused with the reason."""
from __future__ import annotations

import dataclasses
import json

import pytest

from engine.core.bot import play_randomly
from engine.core.serial import game_from_plain, game_to_plain
from engine.rulesets.arkeis import RULESET

from .conftest import adversaries, cast, new, seats


def loaded(pack, data: dict):
    game = game_from_plain(json.loads(json.dumps(data)), RULESET, pack.cards)
    RULESET.check_state(game)
    return game


@pytest.fixture
def saved(pack):
    game = new(pack, "mender", "brawler")
    adversaries(game, "beetle", "atrium:1")
    game.table.checked = [[0, 0]]
    return json.loads(json.dumps(game_to_plain(game)))


def test_a_saved_game_loads_back_the_same(pack, saved):
    assert game_to_plain(loaded(pack, saved)) == saved


@pytest.mark.parametrize("spoil, reason", [
    (lambda t: t["areas"]["vault"]["cells"].update({"1": [0, 0]}), "vault zone 1 lies on atrium zone 1"),
    (lambda t: t["areas"].update({"beetle": t["areas"].pop("vault")}), "room 'beetle' is not in the pack"),
    (lambda t: t["doors"]["vault-door"].update({"between": ["zone:gallery:2", "zone:nowhere:1"]}),
     "door vault-door is on zone:nowhere:1, which is not laid out"),
    (lambda t: t["areas"]["gallery"]["cells"]["2"].__setitem__(0, -7), "gallery's zones do not lie in its card's shape"),
    (lambda t: t["areas"]["gallery"].update({"walls": False}), "gallery is laid out without walls"),
    (lambda t: t["doors"]["vault-door"].update({"between": ["zone:gallery:1", "zone:gallery:2"]}),
     "door vault-door joins zone:gallery:1 and zone:gallery:2, which share no wall"),
    (lambda t: t["face_up"].update({"warden-stern": True}), "held by no Explorer"),
    (lambda t: t.update({"checked": [[1, 2]]}), "no space at row 2, column 3"),
    (lambda t: t.update({"active": 5}), "the active seat 5 is not at the table"),
    (lambda t: t.update({"first": 3}), "the first player's seat 3 is not at the table"),
])
def test_a_table_that_disagrees_with_itself_is_refused(pack, saved, spoil, reason):
    spoil(saved["table"])
    with pytest.raises(ValueError, match=reason):
        loaded(pack, saved)


def _moved(saved: dict, piece: str, to: str) -> None:
    for pieces in saved["zones"].values():
        if piece in pieces:
            pieces.remove(piece)
    saved["zones"].setdefault(to, []).append(piece)


@pytest.mark.parametrize("spoil, reason", [
    (lambda s: _moved(s, "power:1", "power:warden:1"), "tokens lie on 'warden:1', which is not on the map"),
    (lambda s: _moved(s, "activation:1", "active:nobody"), "tokens lie on 'nobody', which is not on the map"),
    (lambda s: _moved(s, "time-marker:1", "time:2"), "the Time marker lies on time:2, past the episode's track"),
])
def test_markers_where_no_rule_puts_them_are_refused(pack, saved, spoil, reason):
    spoil(saved)
    with pytest.raises(ValueError, match=reason):
        loaded(pack, saved)


def _as_older_builds_wrote(frame: dict) -> None:
    """Drop the locals still at their defaults: a build before typed frames set them only when it needed them."""
    for field in dataclasses.fields(RULESET.procedures[frame["proc"]].frame_type):
        if field.default is not dataclasses.MISSING:
            default = field.default
        elif field.default_factory is not dataclasses.MISSING:
            default = field.default_factory()
        else:
            continue
        if field.name in frame["data"] and frame["data"][field.name] == default:
            del frame["data"][field.name]


def test_frames_saved_as_tables_with_only_the_keys_set_load_into_their_locals(pack):
    """Every procedure's locals, saved the way builds before typed frames did (a table lacking what was never set),
    load back into their dataclass unchanged, wherever the game was saved."""
    seen = set()
    for seed in range(4):
        game = RULESET.new_game(pack, seats(*cast(pack, seed, 3)), {"elite": "none"}, seed)
        made = []

        def check(g):
            made.append(1)
            if len(made) % 5:
                return
            data = json.loads(json.dumps(game_to_plain(g)))
            older = json.loads(json.dumps(data))
            for frame in older["stack"]:
                seen.add(frame["proc"])
                _as_older_builds_wrote(frame)
            assert game_to_plain(loaded(pack, older)) == data
        play_randomly(game, seed, max_decisions=1500, check=check)
    assert {"turn", "action", "effects", "roll"} <= seen
