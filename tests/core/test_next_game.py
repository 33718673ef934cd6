"""The platform's one way to start a campaign's next game (`engine.core.ruleset.next_game`): a new game when
nothing is kept yet, the ruleset's own going-on from the ledger when it says it can (`continues`), and a
clear refusal when it cannot."""
from __future__ import annotations

import pytest

from engine.core.ruleset import Seat, next_game
from tests.core.duel import RULESET, Duel

SEATS = [Seat("Rival 1"), Seat("Rival 2")]


class Keeping(Duel):
    """Duel, going on from a ledger: the wards it kept."""

    continues = True

    def new_game(self, pack, seats, options, seed, ledger=None):
        game = super().new_game(pack, seats, dict(options, wards=(ledger or {}).get("wards", options["wards"])), seed)
        game.kept = ledger
        return game


def wards(game) -> int:
    return sum(1 for p in game.state.pieces if p.startswith("ward:"))


def test_without_a_ledger_the_next_game_is_a_new_game():
    assert wards(next_game(RULESET, None, SEATS, {"wards": 3}, 1)) == 3
    assert wards(next_game(RULESET, None, SEATS, {"wards": 3}, 1, ledger={})) == 3


def test_a_ruleset_that_does_not_go_on_from_a_ledger_refuses_one():
    with pytest.raises(ValueError, match="Duel does not go on from what a campaign kept"):
        next_game(RULESET, None, SEATS, {"wards": 2}, 1, ledger={"wards": 1})


def test_a_ruleset_that_goes_on_is_given_a_copy_of_the_ledger():
    ledger = {"wards": 1}
    game = next_game(Keeping(), None, SEATS, {"wards": 2}, 1, ledger=ledger)
    assert wards(game) == 1 and game.kept == ledger and game.kept is not ledger
    with pytest.raises(ValueError):
        Duel().new_game(None, SEATS[:1], {"wards": 2}, 1)          # its own refusals still apply


@pytest.mark.parametrize("ledger", [["wards", 1], "wards", 3, [], ""])
def test_a_ledger_that_is_no_table_of_sections_is_refused_before_any_ruleset_reads_it(ledger):
    for ruleset in (RULESET, Keeping()):
        with pytest.raises(ValueError, match="should be a table of named sections, not"):
            next_game(ruleset, None, SEATS, {"wards": 2}, 1, ledger=ledger)


def test_what_comes_next_is_the_rulesets_word_or_follows_next_game():
    from engine.core.ruleset import Coming, coming

    assert coming(RULESET, None, None) == Coming(False, "The next game starts afresh, with the same players.")
    assert not coming(Keeping(), None, {}).goes_on                   # nothing kept yet: nothing to go on from
    assert coming(Keeping(), None, {"wards": 1}).goes_on

    class Saying(Keeping):
        def coming(self, pack, ledger):
            return Coming(False, f"A fresh start after {ledger['wards']} wards.", {"wards": 3})

    said = coming(Saying(), None, {"wards": 1})
    assert said.words == "A fresh start after 1 wards." and said.settled == {"wards": 3}
    with pytest.raises(ValueError, match="should be a table of named sections"):
        coming(Saying(), None, ["wards"])
