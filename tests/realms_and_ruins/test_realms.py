"""Ruling a Realm (strict plurality, Othersiders included, Heroes never), recomputed after every change;
a Healthy Realm the Othersiders rule is Ruined at once and wiped of Followers; a Ruined Realm with no
Othersider left heals; a Realm's effect is the one of the side showing."""
from __future__ import annotations

import pytest

from engine.rulesets.realms_and_ruins import RULESET

from .conftest import cubes, gold, hold, new, refuses

ENVOY, WITCH, BELL = "villager-envoy", "villager-hedge-witch", "villager-bell-ringer"


def rulers_said(game) -> list[tuple[str, str]]:
    return [(e.realm, e.ruler) for e in game.state.log.events if e.kind == "realms_ruler"]


def test_a_tie_rules_nothing_and_one_more_follower_rules_recomputed_at_once(pack):
    game = new(pack)
    hold(game, 0, ENVOY, BELL, WITCH)
    gold(game, 0, 1)
    cubes(game, "0", 2, "realm:village")
    cubes(game, "othersiders", 2, "realm:village")
    assert game.table.rulers["village"] == ""
    refuses(game, "realm:village", "you do not rule the Village")
    game.choose(f"play:{ENVOY}")
    game.choose("effect:1")
    game.choose("gain:village")
    assert game.table.rulers["village"] == "0" and rulers_said(game) == [("village", "0")]
    game.choose("realm:village")                       # ruled now: win 3 Gold
    assert game.zones.size("purse:0") == 3


def test_a_hero_never_counts_toward_ruling(pack):
    game = new(pack)
    cubes(game, "1", 1, "realm:village")               # the Villager's Hero stands there too
    assert game.table.rulers["village"] == "1"


def test_othersiders_ruling_a_healthy_realm_ruin_it_and_send_every_follower_home_but_heroes(pack):
    game = new(pack)
    hold(game, 0, WITCH, BELL, ENVOY)
    cubes(game, "0", 2, "realm:village")
    cubes(game, "1", 1, "realm:village")
    cubes(game, "othersiders", 2, "realm:village")
    game.choose(f"play:{WITCH}")
    game.choose("effect:0")
    game.choose("place:village")                       # 3 Othersiders against 2: the Village is Ruined
    assert game.table.ruined == ["village"]
    assert sorted(game.card(p).type for p in game.zones.cards("realm:village")) == ["meeple"] + ["othersider"] * 3
    assert game.zones.size("supply:0") == 15 and game.zones.size("supply:1") == 15
    assert game.zones.size("purse:0") == 1             # the effect goes on: win 1 Gold
    turned = [(e.realm, e.side) for e in game.state.log.events if e.kind == "realms_turned"]
    assert turned == [("village", "ruined")] and game.table.rulers["village"] == "othersiders"
    assert game.pending.option("realm:village") is None


def test_a_ruined_realm_stays_ruined_while_an_othersider_remains_and_heals_when_the_last_leaves(pack):
    game = new(pack)
    hold(game, 0, WITCH, BELL, ENVOY)
    game.table.ruined = ["village"]
    cubes(game, "othersiders", 1, "realm:village")
    cubes(game, "0", 2, "realm:village")               # ruled by seat 0, still Ruined
    assert game.table.rulers["village"] == "0"
    assert game.pending.option("realm:village").label == "Use the ruined Village"
    game.choose(f"play:{WITCH}")
    game.choose("effect:1")
    game.choose("remove:othersiders:village")
    assert game.table.ruined == []
    assert len([p for p in game.zones.cards("realm:village") if game.card(p).type == "follower"]) == 2
    assert game.pending.option("realm:village").label == "Use the healthy Village"


def test_a_ruined_realms_effect_is_its_ruined_side(pack):
    game = new(pack)
    game.table.ruined = ["village"]
    cubes(game, "othersiders", 1, "realm:village")
    cubes(game, "0", 2, "realm:village")
    gold(game, 1, 2)
    game.choose("realm:village")                       # Ruined Village: steal 1 Gold
    assert [o.key for o in game.pending.options] == ["steal:1"]
    game.choose("steal:1")
    assert game.zones.size("purse:0") == 1 and game.zones.size("purse:1") == 1


def test_a_loaded_table_whose_realms_disagree_with_their_cubes_is_refused(pack):
    game = new(pack)
    cubes(game, "othersiders", 1, "realm:magic")        # arranged without the Ruin it brings
    with pytest.raises(ValueError, match="magic Realm is Healthy under the Othersiders"):
        RULESET.check_state(game)
    game.table.ruined = ["magic"]
    RULESET.check_state(game)
    game.table.ruined = ["magic", "village"]
    with pytest.raises(ValueError, match="village Realm is Ruined with no Othersider"):
        RULESET.check_state(game)
    game.table.ruined = ["magic"]
    game.table.rulers["magic"] = "0"
    with pytest.raises(ValueError, match="magic Realm's ruler disagrees"):
        RULESET.check_state(game)
