"""The card language says what episodes print: Adversaries and Search tokens laid in a named zone, Adversaries
hurt by type or drawn nearer, a relic used (not an action), a card's own action, a card discarding itself, coins
and XP found, effects hanging on the Fate tokens the Explorers have, start-of-turn effects of every card in front
of an Explorer; and a use that can achieve nothing is refused with the reason, the table untouched."""
from __future__ import annotations

from engine.rulesets.arkeis import harm

from .conftest import arrange, new, refuses


def camp(game, kind: str) -> int:
    return sum(1 for t in game.zones.cards("camp") if game.card(t).get("token") == kind)


def search_new(game, symbol: str) -> None:
    """Lay a Search token of this symbol in the active Explorer's zone and search it."""
    here = game.zones.zone_of(f"mini:{game.table.explorers[game.table.active].explorer}")
    arrange(game, {f"search-{symbol}:1": here})
    game.choose(f"search:search-{symbol}:1")


def refused_for(game, key: str) -> str | None:
    return {o.key: o.why_not for o in game.pending.refused}.get(key)


def test_a_support_use_with_nobody_to_treat_is_refused_with_the_reason(pack):
    game = new(pack, "mender", "brawler")
    arrange(game, {"herb-pouch": "equipped:0"})
    assert refused_for(game, "use:herb-pouch") == "no Explorer in your zone has a Trauma"
    refuses(game, "use:herb-pouch", "no Explorer in your zone has a Trauma")
    arrange(game, {"dread": "trauma:1"})
    assert "use:herb-pouch" in game.legal_options()


def test_a_relic_is_used_without_an_action_and_refused_when_it_would_heal_nobody(pack):
    game = new(pack, "mender")
    arrange(game, {"healing-salve": "backpack:0"})
    assert refused_for(game, "relic:healing-salve") == "you have no Injury to remove"
    harm.injure(game, 0, 3)
    arrange(game, {})
    game.choose("relic:healing-salve")
    assert len(harm.injuries(game, 0)) == 1 and game.zones.zone_of("healing-salve") == "box:silent-archive"
    assert game.pending.kind == "action" and game.pending.context["taken"] == 0       # not an action


def test_a_threat_gives_an_action_that_discards_it(pack):
    game = new(pack, "mender")
    arrange(game, {"cursed-altar": "threats:0"})
    game.choose("card:cursed-altar")
    assert game.zones.zone_of("cursed-altar") == "box:silent-archive" and len(harm.injuries(game, 0)) == 1
    assert game.pending.context["taken"] == 1


def test_a_card_lays_a_search_token_and_adversaries_in_the_zones_it_names(pack):
    game = new(pack, "mender")
    search_new(game, "x")
    assert [game.card(p).get("symbol") for p in game.zones.cards("zone:terrace:1")] == ["a"]
    assert [game.card(p).id for p in game.zones.cards("zone:garden:1") if game.card(p).type == "adversary"] == \
        ["beetle", "beetle"]


def test_a_card_hurts_every_adversary_of_a_type_and_fills_the_camp_box(pack):
    game = new(pack, "mender")
    warden = [p for p in game.zones.cards("zone:gallery:2") if game.card(p).id == "warden"]
    search_new(game, "y")
    assert not [p for p in game.zones.cards("zone:crypt:2") if game.card(p).id == "beetle"]   # mechanical, 1 health
    assert [p for p in game.zones.cards("zone:gallery:2") if game.card(p).id == "warden"] == warden   # human
    assert camp(game, "coin") == 2 and camp(game, "xp") == 1


def test_an_omen_hangs_on_the_fate_tokens_the_explorers_have_and_beetles_creep_nearer(pack):
    game = new(pack, "mender", "brawler")
    stock = game.zones.size("fate:stock")
    search_new(game, "z")
    assert game.zones.size("fate:stock") == stock + 1 and not game.zones.cards("zone:vault:1")
    assert [game.card(p).id for p in game.zones.cards("zone:crypt:1")] == ["beetle", "beetle"]   # one zone nearer
    game = new(pack, "mender", "brawler")
    harm.take_fate(game, 0, 2)
    harm.take_fate(game, 1, 1)
    search_new(game, "z")
    assert [game.card(p).id for p in game.zones.cards("zone:vault:1")] == ["warden"]


def test_equipment_in_front_of_the_explorer_acts_at_the_start_of_its_turn(pack):
    game = new(pack, "mender")
    harm.injure(game, 0, 2)
    arrange(game, {"warm-charm": "equipped:0"})
    game.choose("end")
    assert len(harm.injuries(game, 0)) == 1
