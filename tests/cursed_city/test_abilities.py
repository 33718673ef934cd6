"""Heroes' unique abilities: paid with a die like any action or free, once an activation or once a journey, on
the hero itself, on itself or an adjacent hero, or on an adjacent or visible hostile; their effects act on the
model chosen."""
from __future__ import annotations

import pytest

from engine.core.decisions import IllegalChoice
from engine.core.serial import game_to_plain
from engine.rulesets.cursed_city import ailments, rolls, wounds
from engine.rulesets.cursed_city.battlefield import where
from engine.rulesets.cursed_city.table import WOUNDS, slain, slot

from .conftest import begin, clear, put, start


@pytest.fixture
def game(pack):
    game = start(pack)
    clear(game)
    return game


def _enlist(game, model):
    """A model in a hostile group (once), whichever group it was deployed with."""
    if not any(model in grp.models for grp in game.table.groups):
        game.table.groups[0].models.append(model)


def _dice(game, hero):
    return sorted(rolls.value(game, p) for k in range(4) for p in game.zones.cards(slot(hero, k))
                  if game.card(p).type == "die")


def test_an_ability_paid_with_a_die_acts_on_an_adjacent_hero_of_the_players_choice(game):
    put(game, "warden", (0, 0))
    put(game, "ranger", (1, 0))
    put(game, "hexer", (6, 2))                     # not adjacent
    put(game, "duellist", (7, 2))
    game.zones.move(game.zones.top(WOUNDS), slot("ranger", 3))
    begin(game, "warden", [3, 3, 0, 0])
    game.choose("act:ability:rally")
    assert game.pending.kind == "ability_target"
    assert sorted(game.legal_options()) == ["on:ranger", "on:warden"]
    game.choose("on:ranger")
    assert wounds.counters(game, "ranger") == [] and _dice(game, "warden") == [3]
    # once an activation
    assert game.pending.why_not("act:ability:rally") == "already used this activation"
    before = game_to_plain(game)
    with pytest.raises(IllegalChoice):
        game.choose("act:ability:rally")
    assert game_to_plain(game) == before


def test_an_ability_is_refused_without_its_die(game):
    begin(game, "warden", [2, 2, 0, 0])
    assert game.pending.why_not("act:ability:rally") == "no die of 3 or more"


def test_a_free_ability_needs_no_die_and_once_a_journey_is_once(game):
    put(game, "hexer", (1, 1))
    _enlist(game, "bone-rat:1")
    put(game, "bone-rat:1", (4, 2))               # on the street, touching the open gateway: in sight
    begin(game, "hexer", [0, 0, 0, 0])
    assert "act:ability:ruin" in game.legal_options()
    game.choose("act:ability:ruin")
    assert ailments.has(game, "bone-rat:1", "cursed")
    assert game.pending.why_not("act:ability:ruin") == "already used this journey"


def test_a_hostile_ability_needs_a_hostile_in_reach_and_its_damage_may_slay(game):
    put(game, "duellist", (5, 1))
    begin(game, "duellist", [4, 0, 0, 0])
    assert game.pending.why_not("act:ability:riposte") == "no hostile in reach"


def test_an_adjacent_hostile_suffers_an_abilitys_damage(game):
    put(game, "duellist", (5, 1))
    _enlist(game, "bone-rat:1")
    put(game, "bone-rat:1", (6, 1))
    begin(game, "duellist", [4, 0, 0, 0])
    game.choose("act:ability:riposte")
    group = next(grp for grp in game.table.groups if "bone-rat:1" in grp.models)
    assert game.zones.zone_of("bone-rat:1") == slain(group.n)
    assert game.table.hero("duellist").slew == 1 and where(game, "duellist") == (5, 1)
