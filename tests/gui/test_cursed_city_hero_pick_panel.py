"""Cursed City's players' panels before and during the hero pick: a player's panel shows only the heroes that
player has chosen, never the ones the set-up dealt out by default while the pick is still being asked (Play5 saw
Ada's panel show two heroes before anyone had chosen)."""
from __future__ import annotations

import pytest

from engine.content.loader import list_packs, load_pack
from engine.core.ruleset import Seat
from engine.rulesets.cursed_city import RULESET
from gui.rulesets.cursed_city.panels import HeroesPanel
from gui.session import Session


@pytest.fixture(scope="module")
def mirewick():
    return load_pack(next(s for s in list_packs() if s.id == "mirewick").folder)


def _panel(window, seat):
    return next(p for p in window.findChildren(HeroesPanel) if p.seat == seat)


def _titles(game):
    return {h.id: game.card(h.id).title for h in game.table.heroes}


def test_a_players_panel_shows_only_the_heroes_that_player_has_chosen(window, mirewick):
    game = RULESET.new_game(mirewick, [Seat("Ada"), Seat("Bram")],
                            {"journey": "cinder-market", "heroes": ["orsa", "brannoc", "vell", "idrenne"]}, 2)
    titles = _titles(game)
    window.enter(Session(game, mirewick))
    assert game.pending.kind == "hero_pick"
    for seat in (0, 1):
        words = _panel(window, seat).words.text()
        assert not any(t in words for t in titles.values()), words
        assert "no hero chosen yet" in words
        assert _panel(window, seat).tokens.count() == 0
    assert window.choose("hero:brannoc")                 # Ada takes Brannoc; Bram is asked next
    assert game.pending.kind == "hero_pick"
    ada, bram = _panel(window, 0).words.text(), _panel(window, 1).words.text()
    assert titles["brannoc"] in ada
    assert not any(t in ada for h, t in titles.items() if h != "brannoc"), ada
    assert not any(t in bram for t in titles.values()), bram
    while game.pending.kind == "hero_pick":
        assert window.choose(game.legal_options()[0])
    for seat in (0, 1):                                  # every hero chosen: each panel shows its player's two
        words = _panel(window, seat).words.text()
        assert sum(t in words for t in titles.values()) == 2, words
