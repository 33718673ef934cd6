"""Reading the Dialogue Book: a paragraph's effects, its choices (some needing a keyword or a score), the
next paragraph, and a mandatory action in it taken by everyone on the reader's terrain."""
from __future__ import annotations

from engine.core.view import view
from engine.rulesets.seventh_citadel.table import BOOK, purse
from tests.seventh_citadel.conftest import give, new, reask, refuses, reveal
from tests.seventh_citadel.test_traits import facing


def listen(game) -> None:
    game.choose("act:0:smith:3")                            # listen: read 100
    if game.pending.kind == "involve":
        game.choose("go")
    reveal(game)


def test_a_paragraph_its_effects_and_a_choice_that_needs_a_keyword(pack):
    game = new(pack)
    facing(game, "smith")
    assert all(seen.piece is None for seen in view(game, 0).zones[BOOK])   # nobody reads ahead
    listen(game)
    assert game.pending.kind == "dialogue" and game.table.player(0).life == 13
    assert view(game, 0).named("d-100") and not view(game, 0).named("d-101")
    assert [o.key for o in game.pending.options] == ["choice:0", "choice:3"]
    refuses(game, "choice:1", "nobody involved has a BARTER card")
    refuses(game, "choice:2", "the influence score is under 5")
    game.choose("choice:3")
    assert game.pending.kind == "action"


def test_choices_open_with_what_they_need(pack):
    game = new(pack)
    facing(game, "smith")
    give(game, "coin-green", purse(0))
    game.table.scores["influence"] = 5
    reask(game)
    listen(game)
    assert [o.key for o in game.pending.options] == ["choice:0", "choice:1", "choice:2", "choice:3"]
    game.choose("choice:1")
    assert game.table.scores["influence"] == 6


def test_the_next_paragraph_and_its_mandatory_action_for_everyone_on_the_terrain(pack):
    game = new(pack, players=2)
    facing(game, "smith")
    listen(game)
    game.choose("choice:0")                                 # go on to 101: a mandatory action
    assert game.pending.kind == "active"                    # both on the terrain are involved
    game.choose("active:1")
    frame = game.state.stack[-1]
    assert (frame.proc, frame.data.piece, frame.data.involved) == ("action", "d-101", [1, 0])
    assert game.zones.zone_of("d-101") == BOOK              # the paragraph stays in the book


def test_a_choice_that_would_bring_a_score_below_0_may_not_be_made(pack):
    game = new(pack)
    facing(game, "ferry")
    game.table.scores["production"] = 1
    reask(game)
    game.choose("act:0:ferry:0")
    reveal(game)
    refuses(game, "choice:2", "the production score may not go below 0")
    game = new(pack)
    facing(game, "ferry")
    game.table.scores["production"] = 2
    reask(game)
    game.choose("act:0:ferry:0")
    reveal(game)
    game.choose("choice:2")
    assert game.table.scores["production"] == 0
