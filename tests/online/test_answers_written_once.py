"""An answer asked again (the same question at the next turn, at another table of the pack) is written once: its plain
form and the names in it are taken as made the first time, and a seat that may not name a piece an answer names is
still shown that answer with the piece's stand-in."""
from __future__ import annotations

import copy
import dataclasses

import pytest

from engine.core.decisions import Option
from online import seat_view
from online.seat_view import common, seat_state, sights

from .harness import new_table


def _asked_again(decision):
    """The same question made anew, as the rules make it at every step: new answers, equal to the first ones."""
    return dataclasses.replace(decision, options=copy.deepcopy(decision.options),
                               refused=copy.deepcopy(decision.refused))


def _game(tmp_path):
    table, _, _ = new_table(tmp_path, "brinefall", seed=3)
    game = table.game
    assert game.state.pending is not None and len(game.state.pending.options) + len(game.state.pending.refused) > 3
    return game


def test_an_answer_asked_again_is_the_plain_form_written_the_first_time_with_the_same_names(tmp_path, monkeypatch):
    monkeypatch.setattr(seat_view, "_OPTIONS", {})
    game = _game(tmp_path)
    first = common(game)
    game.state.pending = _asked_again(game.state.pending)
    again = common(game)
    assert again.pending == first.pending and again.pending is not first.pending
    for was, now in zip(first.pending["options"] + first.pending["refused"],
                        again.pending["options"] + again.pending["refused"]):
        assert now is was
    assert again.pending_names == first.pending_names
    cards = {option.data["card"] for option in game.state.pending.options if option.data.get("card")}
    assert cards and cards <= again.pending_names  # the names an answer holds are counted when taken as made


def test_an_answer_equal_but_for_its_data_is_written_as_its_own(tmp_path, monkeypatch):
    monkeypatch.setattr(seat_view, "_OPTIONS", {})
    game = _game(tmp_path)
    asked = game.state.pending
    one = Option("look", "Look", {"card": "first-card"})
    other = Option("look", "Look", {"card": "second-card"})
    game.state.pending = dataclasses.replace(asked, options=[one])
    first = common(game)
    game.state.pending = dataclasses.replace(asked, options=[other])
    second = common(game)
    assert first.pending["options"][0]["data"] == {"card": "first-card"}
    assert second.pending["options"][0]["data"] == {"card": "second-card"}
    assert "second-card" in second.pending_names and "first-card" not in second.pending_names


def test_a_seat_that_may_not_name_a_piece_an_answer_names_sees_its_stand_in_when_the_answer_was_written_before(
        tmp_path, monkeypatch):
    monkeypatch.setattr(seat_view, "_OPTIONS", {})
    game = _game(tmp_path)
    owner = int(game.state.pending.owner.split(":")[1])
    other = (owner + 1) % 3
    seen = sights(game, [owner, other])
    in_hand = [piece for piece in seen[other].hidden if piece in seen[owner].pieces]
    assert in_hand, "the owner holds cards the other seat may not name"
    hidden = in_hand[0]
    naming = Option("show", "Show a card", {"card": hidden})
    # the question asked of every seat alike (not private), naming a card of the owner's hand
    game.state.pending = dataclasses.replace(game.state.pending, options=[naming], refused=[], private=False)
    owner_view = seat_state(game, seen[owner], common(game))
    assert owner_view["pending"]["options"][0]["data"]["card"] == hidden
    game.state.pending = _asked_again(game.state.pending)  # its answer now taken as written for the owner
    other_view = seat_state(game, seen[other], common(game))
    shown = other_view["pending"]["options"][0]
    assert shown["data"]["card"] == seen[other].stand_ins[hidden] and hidden not in str(other_view["pending"])


@pytest.mark.parametrize("kept", [1, 2])
def test_when_the_answers_kept_are_many_they_are_forgotten_and_written_again_alike(tmp_path, monkeypatch, kept):
    monkeypatch.setattr(seat_view, "_OPTIONS", {})
    monkeypatch.setattr(seat_view, "OPTIONS_KEPT", kept)
    game = _game(tmp_path)
    first = common(game)
    assert len(seat_view._OPTIONS) <= kept  # noqa: SLF001
    game.state.pending = _asked_again(game.state.pending)
    again = common(game)
    assert again.pending == first.pending and again.pending_names == first.pending_names
