"""Cursed City's log reads as players speak: one line for each roll of outcome dice (each die with its face), one
for a hero's activation dice set on their card, one for the destiny dice, one for the combat track dealt; a re-roll
says the die's new face; a model's step between spaces reads as a move."""
from __future__ import annotations

import re

import pytest

from engine.content.loader import list_packs, load_pack
from engine.core.ruleset import Seat
from engine.rulesets.cursed_city import RULESET
from engine.rulesets.cursed_city.battlefield import square_words
from engine.rulesets.cursed_city.table import cell_of
from engine.rulesets.cursed_city.rolls import die_type
from gui.panels.words import line
from tests.cursed_city import plan


@pytest.fixture(scope="module")
def played():
    pack = load_pack(next(s for s in list_packs() if s.id == "mirewick").folder)
    game = RULESET.new_game(pack, [Seat("Ada"), Seat("Bram")],
                            {"journey": "cinder-market", "heroes": ["orsa", "brannoc", "vell", "idrenne"]}, 2)
    for _ in range(60):
        game.choose(plan.answer(game))
    # on to a turn's activation phase: each turn begun (its nightfall step) has had its destiny and activation rolls
    while RULESET.turn(game) is None or RULESET.turn(game).phase != "activation":
        game.choose(plan.answer(game))
    events = game.state.log.events
    return game, events, [line(game, events, i) for i in range(len(events))]


def test_one_line_for_each_roll_with_each_die_face(played):
    game, events, lines = played
    throws = [i for i, e in enumerate(events) if e.kind == "piece_moved" and e.source == "action_dice"
              and e.target == "rolled" and not (events[i - 2].kind == "piece_moved" and events[i - 2].target == "rolled")]
    assert throws
    for i in throws:
        said = lines[i]
        assert said.startswith("Dice rolled: "), said
        rolled = events[i + 1]
        face = die_type(game.cards, game.state.pieces[rolled.piece]).faces[rolled.face].outcome
        words = {"fail": "fail", "success": "success", "crit": "critical success"}[face or "fail"]
        assert said.startswith(f"Dice rolled: {game.card(rolled.piece).title} {words}"), said
    # the dice going in and out of the roll have no line of their own
    moved = [i for i, e in enumerate(events) if e.kind == "piece_moved" and "rolled" in (e.source, e.target)]
    assert sum(1 for i in moved if lines[i]) == len(throws)


def test_activation_dice_destiny_and_track_each_one_line_a_turn(played):
    game, events, lines = played
    said = [s for s in lines if s]
    turns = game.table.turn   # the turns begun (nightfall also moves by a quest mark's or an event's effect)
    assert turns >= 2
    for hero in ("Orsa the Lamplighter", "Brannoc the Sexton", "Marshal Idrenne"):
        assert sum(1 for s in said if s.startswith(f"{hero}'s activation dice: ")) == turns
    assert not any("activation dice to" in s and "activation space" in s for s in said)
    assert sum(1 for s in said if s.startswith("The destiny dice roll ")) == turns
    assert not any("destiny dice to" in s for s in said)
    assert sum(1 for s in said if s.endswith("initiative cards are dealt on the combat track.")) == turns
    assert not any("“Initiative card” goes" in s for s in said)


def test_a_step_between_spaces_reads_as_a_move(played):
    game, events, lines = played
    steps = [i for i, e in enumerate(events) if e.kind == "piece_moved" and e.source.startswith("space:")
             and e.target.startswith("space:")]
    assert steps
    for i in steps:
        e = events[i]
        said = f"moves from {square_words(game, cell_of(e.source))} to {square_words(game, cell_of(e.target))}."
        assert lines[i].endswith(said), lines[i]
        assert not re.search(r"-?\d+,-?\d+", lines[i]), lines[i]         # tile, row and column: no map numbers


def test_a_re_roll_says_the_new_face():
    from tests.cursed_city.conftest import PACK
    from engine import rulesets

    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(rulesets.PACKAGES, "cursed-city", "engine.rulesets.cursed_city")
        pack = load_pack(PACK)
    for seed in range(40):
        game = RULESET.new_game(pack, [Seat("Ann")], {"heroes": ["warden", "ranger", "hexer", "duellist"]}, seed)
        for _ in range(400):
            if game.pending is None or game.over:
                break
            d = game.pending
            key = next((o.key for o in d.options if o.key.startswith("reroll:")), None) if d.kind == "reroll" else None
            game.choose(key or plan.answer(game))
            if key:
                events = game.state.log.events
                i = max(n for n, e in enumerate(events) if e.kind == "die_rolled")
                said = line(game, events, i)
                piece = events[i].piece
                assert said == f"{game.card(piece).title} re-rolled: " + {
                    "fail": "fail", "success": "success", "crit": "critical success"}[
                    die_type(game.cards, game.state.pieces[piece]).faces[events[i].face].outcome or "fail"] + "."
                return
    pytest.fail("no re-roll offered in 40 games")


def test_an_arrival_and_a_wound_read_as_players_say_them(played):
    game, events, lines = played
    arrivals = [i for i, e in enumerate(events) if e.kind == "piece_moved" and e.source == "available"
                and e.target.startswith("space:")]
    assert arrivals
    for i in arrivals:
        assert lines[i].endswith(f" arrives at {square_words(game, cell_of(events[i].target))}."), lines[i]
        assert lines[i].startswith(game.card(events[i].piece).title)
    hurt = [i for i, e in enumerate(events) if e.kind == "piece_moved" and e.source == "wounds"
            and e.target.startswith("slot:")]
    assert hurt
    for i in hurt:
        hero, k = events[i].target[5:].rsplit(":", 1)
        assert lines[i] == f"{game.cards[hero].title} takes a wound on activation space {int(k) + 1}."
