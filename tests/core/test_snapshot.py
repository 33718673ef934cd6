"""Undo's snapshot keeps the log's length, not a copy of it: a decision costs the same late in a long game."""
from __future__ import annotations

from engine.content.loader import list_packs, load_pack
from engine.core.serial import game_to_plain
from engine.rulesets.seventh_continent import Seat, new_game


def _game():
    pack = load_pack(next(s for s in list_packs() if s.id == "hollowmere").folder)
    return new_game(pack, [Seat("Ada", "anselm")], ["drowned-bell"], seed=4)


def test_a_snapshot_holds_no_copy_of_the_log():
    game = _game()
    snapshot = game.snapshot()
    assert snapshot.mark == len(game.state.log.events) > 0
    assert snapshot.state.log.events == []


def test_restoring_a_snapshot_gives_back_the_exact_state_and_log():
    game = _game()
    before = game_to_plain(game)
    snapshot = game.snapshot()
    game.choose(game.pending.options[0].key)
    assert game_to_plain(game) != before
    game.restore(snapshot)
    assert game_to_plain(game) == before
    game.choose(game.pending.options[0].key)  # the restored game plays on
    game.restore(snapshot)
    assert game_to_plain(game) == before


def test_the_plain_form_without_its_log_is_the_rest_of_it():
    game = _game()
    whole, rest = game_to_plain(game), game_to_plain(game, log=False)
    assert rest["log"] == [] and {k: v for k, v in whole.items() if k != "log"} == \
        {k: v for k, v in rest.items() if k != "log"}
