"""Where the rulebook leaves a choice to the players, they are asked (and where only one possibility is left, the
game goes on by itself)."""
from engine.rulesets.seventh_continent.forecast import in_progress
from engine.rulesets.seventh_continent.table import REVEALED, Mandatory

from .conftest import refresh, start


def _revealed(game, card_id: str) -> str:
    piece = next(p for p, c in game.state.pieces.items() if c == card_id)
    game.zones.move(piece, REVEALED)
    if piece in game.table.face_down:
        game.table.face_down.remove(piece)
    return piece


def _two_mandatory_actions_due(pack):
    """A Sudden Gust and Sinking Mud were both revealed in one action: each shows a mandatory action."""
    game = start(pack, ("char-bruno", "char-ludo"))
    gust, mud = _revealed(game, "a-60"), _revealed(game, "fog-2")
    game.table.mandatory += [Mandatory(gust, 0, 0, [0]), Mandatory(mud, 0, 0, [0])]
    refresh(game)
    return game, gust, mud


def test_the_players_choose_which_of_two_mandatory_actions_comes_first(pack):
    """'the involved players must first finish resolving the current action, and then immediately resolve that
    mandatory action': with two due, the rulebook sets no order between them."""
    game, gust, mud = _two_mandatory_actions_due(pack)
    assert game.pending.kind == "mandatory" and game.pending.owner == "table"
    assert [o.data["piece"] for o in game.pending.options] == [gust, mud]
    game.choose(f"mandatory:{mud}:0")
    assert in_progress(game)["piece"] == mud and [m.piece for m in game.table.mandatory] == [gust]


def test_the_last_mandatory_action_due_follows_by_itself(pack):
    game, gust, mud = _two_mandatory_actions_due(pack)
    game.choose(f"mandatory:{mud}:0")
    for _ in range(40):
        running = in_progress(game)
        if running is not None and running["piece"] == gust:
            break
        assert game.pending.kind != "mandatory", "one action left to take: nothing to choose"
        game.choose(_plain(game))
    else:
        raise AssertionError("the gust's mandatory action never began")
    assert running["involved"] == [0] and not game.table.mandatory


def _plain(game) -> str:
    keys = game.pending.keys()
    return next((k for k in ("draw", "reveal", "go", "done", "none") if k in keys), keys[-1])
