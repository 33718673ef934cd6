"""Ailments, each played through the decisions: stunned, trapped, fatigued, cursed, diseased and buried."""
from __future__ import annotations

import pytest

from engine.rulesets.cursed_city import ailments, rolls, wounds
from engine.rulesets.cursed_city.table import DESTINY_AVAILABLE, slot

from .conftest import clear, first, put, show, start


@pytest.fixture
def game(pack):
    game = start(pack)
    clear(game)
    return game


def _activate(game, hero):
    for p in list(game.zones.cards(DESTINY_AVAILABLE)):
        game.zones.move(p, "destiny:discarded")
    first(game, hero)
    if game.pending.kind == "gambit":
        game.choose("go")


def test_a_stunned_hero_discards_a_die_of_its_choice_and_stands_up(game):
    ailments.afflict(game, "warden", "stunned")
    show(game, "warden", [2, 6, 0, 0])
    _activate(game, "warden")
    assert game.pending.kind == "stunned"
    assert sorted(o.label for o in game.pending.options) == ["Activation die showing 2", "Activation die showing 6"]
    game.choose(next(o.key for o in game.pending.options if o.label.endswith("2")))
    assert not ailments.has(game, "warden", "stunned") and game.pending.kind == "hero_action"
    left = [rolls.value(game, p) for k in range(4) for p in game.zones.cards(slot("warden", k))]
    assert left == [6]


def test_stunned_again_is_one_damage_instead(game):
    ailments.afflict(game, "warden", "stunned")
    assert ailments.afflict(game, "warden", "stunned") == 1
    assert game.table.ailments["warden"] == ["stunned"]


def test_a_fatigued_hero_starts_its_activation_with_every_die_at_1(game):
    ailments.afflict(game, "warden", "fatigued")
    show(game, "warden", [5, 6, 3, 0])
    _activate(game, "warden")
    dice = [rolls.value(game, p) for k in range(4) for p in game.zones.cards(slot("warden", k))]
    assert dice == [1, 1, 1] and not ailments.has(game, "warden", "fatigued")
    assert game.pending.why_not("act:run") == "no die of 3 or more"


def test_a_trapped_hero_cannot_move_until_a_4_frees_it(game):
    ailments.afflict(game, "warden", "trapped")
    show(game, "warden", [4, 4, 0, 0])
    _activate(game, "warden")
    assert game.pending.why_not("act:move") == "trapped" and game.pending.why_not("act:run") == "trapped"
    game.choose("act:free")
    assert not ailments.has(game, "warden", "trapped") and "act:move" in game.legal_options()


def test_stunned_hostiles_stand_up_instead_of_acting(pack):
    game = start(pack)
    group = game.table.groups[0]
    before = {m: game.zones.zone_of(m) for m in group.models}
    for model in group.models:
        ailments.afflict(game, model, "stunned")
    track = game.zones.contents["track"]
    track.remove(f"init:group:{group.n}")
    track.insert(0, f"init:group:{group.n}")
    game.choose("go")
    assert {m: game.zones.zone_of(m) for m in group.models} == before
    assert not any(ailments.has(game, m, "stunned") for m in group.models)
    assert any(e.data.get("rule") == "behaviour" for e in game.state.log.events if e.kind == "message")


def test_a_cursed_target_takes_more_damage_and_a_diseased_hostile_takes_criticals(game):
    assert ailments.weapon_damage(game, "bone-rat:1", "success", (1, 2)) == ("success", 1)
    ailments.afflict(game, "bone-rat:1", "cursed")
    assert ailments.weapon_damage(game, "bone-rat:1", "success", (1, 2)) == ("success", 2)
    assert ailments.weapon_damage(game, "bone-rat:1", "crit", (1, 2)) == ("crit", 4)
    ailments.afflict(game, "bone-rat:2", "diseased")
    assert ailments.weapon_damage(game, "bone-rat:2", "success", (1, 2)) == ("crit", 2)


def _censer(game):
    """The Warden (dice 5 and 4) searches and finds the plague censer (diseased, then 1 damage), paying with the 4:
    its player is asked where the diseased token goes."""
    put(game, "warden", (6, 1))                        # beside the object at 7,0
    censer = next(p for p in game.state.pieces if game.state.pieces[p] == "plague-censer")
    game.zones.move(censer, "discovery")
    show(game, "warden", [5, 4, 0, 0])
    _activate(game, "warden")
    game.choose("act:search")
    if game.pending.kind == "spend_die":
        game.choose(next(o.key for o in game.pending.options if o.data["value"] == 4))
    assert game.pending.kind == "diseased" and game.pending.owner == f"seat:{game.table.hero('warden').seat}"


def test_a_diseased_hero_space_shows_1_and_takes_a_wound_last(game):
    _censer(game)
    game.choose("space:0")
    assert game.table.diseased["warden"] == 0
    assert rolls.value(game, wounds.die_on(game, slot("warden", 0))) == 1
    # the censer's wound avoids the diseased space (the other spaces are empty alike: nothing to ask)
    assert not any(game.card(p).type == "token" for p in game.zones.cards(slot("warden", 0)))
    assert len(wounds.counters(game, "warden")) == 1


def test_the_diseased_heros_player_picks_the_space_of_its_token(game):
    """'Place a diseased token on an activation dice space that does not contain any wound counters': the engine
    took the first free space by itself."""
    _censer(game)
    assert {o.data["space"] for o in game.pending.options} == {0, 1}    # the 5's space, one of the empty alike
    game.choose("space:1")
    assert game.table.diseased["warden"] == 1
    assert rolls.value(game, wounds.die_on(game, slot("warden", 0))) == 5      # the 5 keeps its value
    assert game.pending.kind == "wound"                # the censer's damage: on the 5's space or an empty one
    assert "space:1" not in game.legal_options()       # never the diseased space while another is free


def test_a_diseased_hero_with_every_free_space_alike_is_not_asked(game):
    show(game, "warden", [4, 4, 4, 4])
    ailments.afflict(game, "warden", "diseased")
    assert game.table.diseased["warden"] == 0 and ailments.placing(game, "warden") is None
    assert rolls.value(game, wounds.die_on(game, slot("warden", 0))) == 1


# -- buried --------------------------------------------------------------------------------------------
def _bury(game, hero, cell):
    put(game, hero, cell)
    ailments.afflict(game, hero, "buried")


def test_a_buried_hero_leaves_the_battlefield_and_nothing_enters_its_space(game):
    from engine.rulesets.cursed_city.battlefield import moves, room_for, where
    _bury(game, "hexer", (5, 1))
    assert where(game, "hexer") is None and game.zones.zone_of("hexer") == "buried:5,1"
    assert not room_for(game, (5, 1), "warden")
    put(game, "warden", (4, 1))
    assert (5, 1) not in moves(game, "warden", 3)


def test_a_buried_hero_may_only_dig_and_suffers_two_damage_as_its_activation_ends(game):
    _bury(game, "hexer", (5, 1))
    show(game, "hexer", [6, 4, 0, 0])
    _activate(game, "hexer")
    assert game.pending.kind == "hero_action" and game.pending.context["hero"] == "hexer"
    assert game.pending.why_not("act:dig") == "two dice showing 6 are needed"
    assert game.pending.why_not("act:recuperate") in ("buried: only digging free", "no wound to recover from")
    assert game.legal_options() == ["end"]
    game.choose("end")
    while game.pending.kind == "wound" and game.pending.context.get("hero") == "hexer":
        game.choose(game.legal_options()[0])
    placed = wounds.counters(game, "hexer")                     # 2 damage: a wound, turned grievous
    assert len(placed) == 1 and placed[0] in game.table.grievous


def test_a_buried_heros_player_orders_its_damage_and_its_inspiration_roll_as_its_activation_ends(game):
    """Both happen as the activation ends: 'if abilities or actions occur at the same time, the player controlling
    the hero whose activation it is chooses the order' (the engine dealt the damage first)."""
    _bury(game, "hexer", (5, 1))
    show(game, "hexer", [6, 4, 0, 0])
    _activate(game, "hexer")
    game.table.hero("hexer").slew = 3                           # it slew a hostile before it was buried
    start_at = len(game.state.log.events)
    game.choose("end")
    assert game.pending.kind == "activation_end" and game.pending.owner == f"seat:{game.table.hero('hexer').seat}"
    assert sorted(game.legal_options()) == ["end:buried", "end:inspiration"]
    game.choose("end:inspiration")
    while game.pending.kind == "wound" and game.pending.context.get("hero") == "hexer":
        game.choose(game.legal_options()[0])
    said = [e.text for e in game.state.log.events[start_at:] if e.kind == "message"]
    rolled = next(i for i, text in enumerate(said) if "inspiration roll" in text)
    hurt = next(i for i, text in enumerate(said) if text.startswith("Hexer suffers 2 damage"))
    assert rolled < hurt and game.table.hero("hexer").slew == 0


def test_an_adjacent_hero_digs_a_buried_hero_free_with_two_sixes(game):
    from engine.rulesets.cursed_city.battlefield import where
    _bury(game, "hexer", (5, 1))
    put(game, "warden", (4, 1))
    show(game, "warden", [6, 6, 2, 0])
    _activate(game, "warden")
    assert "act:dig" in game.legal_options()
    game.choose("act:dig")
    assert where(game, "hexer") == (5, 1) and not ailments.has(game, "hexer", "buried")
    left = [rolls.value(game, p) for k in range(4) for p in game.zones.cards(slot("warden", k))]
    assert left == [2]                                          # both sixes spent


def test_a_buried_hero_taken_out_of_action_has_died(game):
    _bury(game, "hexer", (5, 1))
    wounds.out_of_action(game, "hexer")
    assert game.table.roster["hexer"].dead and game.zones.zone_of("hexer") == "dead"


def test_the_digging_hero_picks_which_two_sixes_pay(game):
    """Two dice showing 6, of the hero's choice: its own or a shared destiny die (the engine took its own)."""
    from .conftest import begin
    _bury(game, "hexer", (5, 1))
    put(game, "warden", (4, 1))
    begin(game, "warden", [6, 6, 2, 0], destiny=[6])
    game.choose("act:dig")
    assert game.pending.kind == "dig_dice" and game.pending.owner == f"seat:{game.table.hero('warden').seat}"
    by_words = {o.label: o.key for o in game.pending.options}
    assert sorted(by_words) == ["Activation die showing 6 and Activation die showing 6",
                                "Activation die showing 6 and Destiny die showing 6"]
    game.choose(by_words["Activation die showing 6 and Destiny die showing 6"])
    assert not ailments.has(game, "hexer", "buried")
    left = sorted(rolls.value(game, p) for k in range(4) for p in game.zones.cards(slot("warden", k)))
    assert left == [2, 6] and not game.zones.cards(DESTINY_AVAILABLE)   # one own six kept, the destiny die spent
    assert game.table.hero("warden").destiny == 1


def test_the_digging_hero_picks_which_of_two_buried_heroes_is_dug_free(game):
    from engine.rulesets.cursed_city.battlefield import where
    _bury(game, "hexer", (5, 1))
    _bury(game, "ranger", (5, 0))
    put(game, "warden", (4, 1))                                  # beside both
    show(game, "warden", [6, 6, 2, 0])
    _activate(game, "warden")
    game.choose("act:dig")
    assert game.pending.kind == "dig" and sorted(game.legal_options()) == ["dig:hexer", "dig:ranger"]
    game.choose("dig:hexer")                                     # not the first of the table's heroes
    assert where(game, "hexer") == (5, 1) and ailments.has(game, "ranger", "buried")


def test_a_diseased_heros_player_picks_which_rolled_die_goes_on_the_diseased_space(pack):
    """'Place each dice on a space': which activation die lands on the diseased space (and turns to 1) is the
    player's (the engine left there whichever it rolled for that space)."""
    from .conftest import answer_until
    met = 0
    for seed in range(6):
        game = start(pack, seed=seed)
        game.table.ailments["warden"] = ["diseased"]
        game.table.diseased["warden"] = 0
        answer_until(game, "diseased_die")
        assert game.pending.owner == f"seat:{game.table.hero('warden').seat}"
        best = max(game.pending.options, key=lambda o: o.data["value"])
        if best.data["value"] == 1:
            continue
        dice = [wounds.die_on(game, slot("warden", k)) for k in range(4)]
        rolled = {p: rolls.value(game, p) for p in dice if p}
        game.choose(best.key)
        assert wounds.die_on(game, slot("warden", 0)) == best.data["die"]
        assert rolls.value(game, best.data["die"]) == 1
        others = sorted(rolls.value(game, p) for p in rolled if p != best.data["die"])
        left = sorted(rolled.values())
        left.remove(best.data["value"])
        assert others == left                       # the other rolls kept their numbers
        met += 1
    assert met
