"""The end screen's words for Realms and Ruins: the measures in the order they were counted, and each place
explained (the first count two seats differ on, else the last purchase), from the engine's own scoring."""
from __future__ import annotations

import pytest

from engine.rulesets.realms_and_ruins import ending
from gui.rulesets.realms_and_ruins import scoring

from .conftest import arrange, gold, new


def bought_out(game, realm_id: str) -> None:
    with pytest.raises(Exception):  # the engine ends the game at once, unwinding the step that ended it
        ending.offer_bought_out(game, realm_id)
    assert game.over


def test_places_are_explained_by_the_first_count_that_parts_two_rivals(pack):
    game = new(pack, players=3)
    gold(game, 0, 5)
    gold(game, 1, 5)
    gold(game, 2, 2)
    arrange(game, {game.zones.cards("hand:1")[0]: "removed"})  # Bo has a card fewer in all
    bought_out(game, "village")
    assert scoring.names(game) == ["Gold", "Cards", "Followers"]   # Village, then Magic and Castle clockwise
    assert scoring.scores(game)[0][0] == 5 and scoring.scores(game)[2][0] == 2
    words = scoring.explained(game)
    assert words.startswith("The Village Offer was bought out, so the most Gold wins.")
    assert "Ann and Bo tie on Gold and are parted by cards (hand, deck and discard): 6 to 5." in words
    assert "Bo is ahead of Cy on Gold: 5 to 2." in words


def test_a_full_tie_is_parted_by_the_last_purchase_and_a_loss_explains_nothing_more(pack):
    game = new(pack, players=2)
    bought_out(game, "castle")
    assert scoring.names(game) == ["Followers", "Gold", "Cards"]
    assert "tie on every count" in scoring.explained(game)
    lost = new(pack, players=2)
    with pytest.raises(Exception):
        ending.all_ruined(lost)
    assert scoring.explained(lost) == ""
