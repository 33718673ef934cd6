"""Saves from before the steps read their answers' data still load and play on: the asking step asks anew (its
options now carry their data, an explore option names its space), and a consequence frame's old 'asking' mark is
lifted to the core runner's cursor."""
from engine.core.serial import game_from_plain, game_to_plain
from engine.rulesets.seventh_continent import RULESET
from engine.rulesets.seventh_continent.table import PAST

from .conftest import act, give_item, start


def _as_saved_before(game) -> dict:
    """The game as an older build saved it: options with key and label only; a consequence list that was asking
    had moved its cursor past the op and marked itself."""
    data = game_to_plain(game)
    for option in data["pending"]["options"]:
        option.pop("data", None)
    for frame in data["stack"]:
        if frame["proc"] == "consequence":
            frame["data"]["i"] += 1
            frame["data"]["asking"] = True
    return data


def _loaded(pack, data):
    game = game_from_plain(data, RULESET, pack.cards)
    RULESET.check_state(game)
    return game


def test_an_old_save_asking_at_a_consequence_plays_on(pack):
    game = start(pack)
    raft = give_item(game, 0, "a-23")
    act(game, 0, "t-1", 3)                        # swim: take 40, or 40 + the raft's banner
    game.choose(f"use:{raft}")
    game.choose("effect:a-23:0")
    game.choose("reveal") if game.pending.kind == "extra" else None
    assert game.pending.kind == "banner"
    loaded = _loaded(pack, _as_saved_before(game))
    consequence = loaded.state.stack[-1]
    assert not consequence.data.asking and consequence.data == game.state.stack[-1].data
    assert [o.data for o in loaded.pending.options][:2] == [{"take": 40}, {"take": 45}]
    loaded.choose("take:45")
    assert loaded.pending.kind == "found_card" and "Far Shore" in loaded.pending.prompt


def test_an_old_save_at_the_turn_explores_by_the_space(pack):
    game = start(pack)
    fog = game.zones.top("board:1,0")
    data = game_to_plain(game)
    for option in data["pending"]["options"]:
        option.pop("data", None)
        option["key"] = option["key"].replace("board:1,0", fog)  # the old explore key named the card
    loaded = _loaded(pack, data)
    assert [o.key for o in loaded.pending.options] == game.pending.keys()
    assert all(fog not in o.key and fog not in str(o.data) for o in loaded.pending.options)
    loaded.choose("act:0:board:1,0:-1")
    assert loaded.state.stack[-1].data.piece == fog and loaded.zones.zone_of(fog) != PAST
