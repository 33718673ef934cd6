"""A hero's Path to Glory: the condition on its card's Path to Glory side that gains it inspiration each time it is
met (the test pack: the Warden frees others, the Ranger slays with criticals, the Hexer slays large hostiles, the
Duellist rolls critical gambits, the Lamplighter searches), played through the decisions."""
from __future__ import annotations

from engine.rulesets.cursed_city import ailments
from engine.rulesets.cursed_city.table import DISCOVERY, slain

from .conftest import begin, clear, deploy, gambit, new, put, start


def _met(game, hero: str) -> int:
    return sum(1 for e in game.state.log.events
               if e.kind == "message" and e.data.get("rule") == "glory" and e.data.get("hero") == hero)


def _last_roll(game) -> str:
    return [e for e in game.state.log.events if e.kind == "message" and e.data.get("rule") == "roll"][-1].data["outcome"]


def test_freeing_another_trapped_hero_meets_the_wardens_path_and_freeing_itself_does_not(pack):
    game = start(pack)
    clear(game)
    put(game, "warden", (4, 1))
    put(game, "hexer", (5, 1))
    ailments.afflict(game, "hexer", "trapped")
    ailments.afflict(game, "warden", "trapped")
    begin(game, "warden", [4, 4, 0, 0])
    game.choose("act:free")
    assert game.pending.kind == "free"                       # two trapped: the warden's player picks
    game.choose("free:warden")
    assert game.table.hero("warden").ip == 0 and _met(game, "warden") == 0
    game.choose("act:free")                                  # one left: freed at once
    assert not ailments.has(game, "hexer", "trapped")
    assert game.table.hero("warden").ip == 1 and _met(game, "warden") == 1
    assert game.pending.kind == "hero_action"


def test_digging_a_buried_hero_free_meets_the_wardens_path(pack):
    game = start(pack)
    clear(game)
    put(game, "hexer", (5, 1))
    ailments.afflict(game, "hexer", "buried")
    put(game, "warden", (4, 1))
    begin(game, "warden", [6, 6, 0, 0])
    game.choose("act:dig")
    assert not ailments.has(game, "hexer", "buried")
    assert game.table.hero("warden").ip == 1 and _met(game, "warden") == 1


def test_a_search_meets_the_lamplighters_path_while_its_card_is_not_inspired(pack):
    heroes = ["warden", "ranger", "hexer", "lamplighter"]
    for inspired in (False, True):
        game = new(pack, heroes=heroes)
        deploy(game)
        clear(game)
        put(game, "lamplighter", (6, 1))                     # beside the object at 7,0
        stone = next(p for p in game.state.pieces if game.state.pieces[p] == "realmstone-1")
        game.zones.move(stone, DISCOVERY)
        game.table.hero("lamplighter").inspired = inspired
        begin(game, "lamplighter", [4, 0, 0, 0])
        game.choose("act:search")
        assert game.zones.zone_of(stone) == "carried:lamplighter"
        assert game.table.hero("lamplighter").ip == (0 if inspired else 1)
        assert _met(game, "lamplighter") == (0 if inspired else 1)
        # nobody else walks the lamplighter's path
        assert all(game.table.hero(h).ip == 0 for h in heroes[:3])


def test_slaying_a_large_hostile_meets_the_hexers_path_and_a_small_one_does_not(pack):
    seen = set()
    for seed in range(60):
        for model, kind in (("grave-knight:1", "large"), ("bone-rat:8", "small")):
            game = start(pack, seed=seed)
            clear(game)
            group = game.table.groups[0]
            group.models.append(model)
            put(game, "hexer", (2, 1))
            put(game, model, (4, 1))
            game.table.damage[model] = game.card(model).get("wounds") - 1     # any hit slays it
            begin(game, "hexer", [4, 0, 0, 0])
            game.choose("act:weapon:hex")
            if game.pending.kind == "target":
                game.choose(f"target:{model}")
            if _last_roll(game) == "fail":
                assert game.table.hero("hexer").ip == 0
                continue
            assert game.zones.zone_of(model) == slain(group.n)
            assert _met(game, "hexer") == (1 if kind == "large" else 0)
            seen.add(kind)
        if seen == {"large", "small"}:
            break
    assert seen == {"large", "small"}


def test_slaying_with_a_critical_success_meets_the_rangers_path_and_with_a_success_it_does_not(pack):
    seen = {}
    for seed in range(120):
        game = start(pack, seed=seed)
        clear(game)
        group = game.table.groups[0]
        group.models.append("bone-rat:8")
        put(game, "ranger", (2, 1))
        put(game, "bone-rat:8", (4, 1))                                        # adjacent: the knife
        begin(game, "ranger", [1, 0, 0, 0])
        game.choose("act:weapon:knife")
        outcome = _last_roll(game)
        if outcome == "fail":
            continue
        assert game.zones.zone_of("bone-rat:8") == slain(group.n)
        seen[outcome] = (_met(game, "ranger"), game.table.hero("ranger").ip)
        if len(seen) == 2:
            break
    assert seen == {"success": (0, 0), "crit": (1, 1)}


def test_a_critical_gambit_meets_the_duellists_path(pack):
    seen = {}
    for seed in range(80):
        game = start(pack, seed=seed)
        if game.pending.kind != "gambit" or "gambit:duellist" not in game.legal_options():
            continue
        gambit(game, "gambit:duellist")
        outcome = _last_roll(game)
        seen[outcome] = (_met(game, "duellist"), game.table.hero("duellist").ip)
        if "crit" in seen and len(seen) > 1:
            break
    assert seen["crit"] == (1, 1)
    assert all(met == (0, 0) for outcome, met in seen.items() if outcome != "crit")


def test_the_path_to_glory_and_the_abilities_are_on_the_heros_card(pack):
    from gui.rulesets.cursed_city.faces import lines
    assert "Path to Glory: when this hero makes a Search, it gains 1 inspiration" in lines(pack.cards["lamplighter"])
    assert not any("Path to Glory" in line for line in lines(pack.cards["bone-rat"]))
    # and its unique abilities, whom they act on and what they do
    assert "Hex of ruin (free, once a journey), on a hostile it sees: become cursed" in lines(pack.cards["hexer"])
    assert "Rally (3+, once an activation), on itself or an adjacent hero: recover 1 wound" in lines(pack.cards["warden"])



def test_a_heros_line_on_the_table_says_its_path_until_it_is_inspired(pack):
    from gui.rulesets.cursed_city.panels import hero_html
    game = start(pack)
    warden = game.table.hero("warden")
    assert "Path to Glory (+1 inspiration when it frees another hero who is trapped or buried)" in hero_html(game, warden)
    warden.inspired = True
    assert "Path to Glory" not in hero_html(game, warden) and "<b>Inspired</b>" in hero_html(game, warden)
