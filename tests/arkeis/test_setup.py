"""Setting up an episode: the layout, Search tokens, miniatures, the Fate stock by player count, the Search
cards face down by their backs, elite profiles, abilities' tokens, and the first player chosen by the table."""
from __future__ import annotations

import pytest

from engine.core.view import view
from engine.rulesets.arkeis import RULESET

from .conftest import new, seats


def zone_ids(game) -> set[str]:
    return {z for z in game.zones.contents if z.startswith("zone:")}


def symbols_at(game, zone: str) -> list[str]:
    return [game.card(p).get("symbol") for p in game.zones.cards(zone) if game.card(p).type == "search_token"]


def test_the_scene_is_laid_out_as_the_diagram_says(pack):
    game = new(pack, "mender", "brawler")
    assert zone_ids(game) == {f"zone:{z}" for z in ("atrium:1", "atrium:2", "atrium:3", "atrium:4", "gallery:1",
                                                   "gallery:2", "vault:1", "crypt:1", "crypt:2", "terrace:1",
                                                   "terrace:2", "garden:1")}
    assert [p for p in game.zones.cards("rooms:nearby") if game.card(p).type in ("room", "floor")] == ["cistern"]
    assert symbols_at(game, "zone:atrium:3") == ["a"] and symbols_at(game, "door:gallery-door") == ["b"]
    assert symbols_at(game, "door:vault-door") == ["c"] and symbols_at(game, "door:crypt-door") == []
    assert [game.card(p).id for p in game.zones.cards("zone:crypt:2") if game.card(p).type == "adversary"] == \
        ["beetle", "beetle"]
    assert {game.zones.zone_of("mini:mender"), game.zones.zone_of("mini:brawler")} == {"zone:atrium:1"}


@pytest.mark.parametrize("players, stock", [(1, 6), (2, 6), (3, 5)])
def test_the_fate_stock_follows_the_player_count_and_the_rest_is_set_aside(pack, players, stock):
    game = new(pack, *("mender", "brawler", "scholar")[:players])
    assert game.zones.size("fate:stock") == stock
    assert game.zones.size("fate:aside") == 30 - stock


def test_search_cards_lie_face_down_by_their_backs_and_nobody_names_them(pack):
    game = new(pack, "mender")
    assert sorted(game.card(p).id for p in game.zones.cards("search:a")) == ["crossroads", "hollow-bust", "pry-bar"]
    seen = view(game, 0)
    assert [s.piece for s in seen.zones["search:a"]] == [None, None, None]
    assert {s.back for s in seen.zones["search:a"]} == {"Search card a"}
    assert not seen.named("sealed-codex") and not view(game, None).named("whispering-idol")
    assert not seen.named("stair-bottom")                              # the next episode's box stays shut
    assert not seen.named("observatory")                               # an upgrade no epilogue gave yet
    game.table.available.append("observatory")
    assert view(game, 0).named("observatory")


def test_the_table_chooses_the_first_player_who_reads_the_introduction(pack):
    game = RULESET.new_game(pack, seats("mender", "brawler", "scholar"), {}, 3)
    assert game.pending.owner == "table" and game.legal_options() == ["first:0", "first:1", "first:2"]
    game.choose("first:2")
    assert game.table.active == 2 and game.pending.owner == "seat:2"
    assert any(e.kind == "message" and e.data.get("rule") == "introduction" for e in game.state.log.events)


def test_abilities_put_their_tokens_on_the_profile_from_outside_the_stock(pack):
    game = new(pack, "gambler")
    assert [game.card(p).id for p in game.zones.cards("profile:0")] == ["coin", "coin"]
    young = new(pack, "young-gambler")
    assert [young.card(p).id for p in young.zones.cards("profile:0")] == ["fate", "fate"]
    assert young.zones.size("fate:stock") == 6 and young.zones.size("fate:aside") == 22


def test_explorers_refused_together_or_twice(pack):
    with pytest.raises(ValueError, match="cannot be played with"):
        RULESET.new_game(pack, seats("young-gambler", "gambler"), {}, 0)
    with pytest.raises(ValueError, match="same Explorer"):
        RULESET.new_game(pack, seats("mender", "mender"), {}, 0)
    with pytest.raises(ValueError, match="1 to 3 Explorers"):
        RULESET.new_game(pack, [], {}, 0)


def test_elite_modes_swap_one_profile_for_the_elite_one(pack):
    plain = new(pack, "mender")
    assert "beetle-elite" in plain.zones.cards("aside")
    for mode in ("regular", "intermediate"):
        game = RULESET.new_game(pack, seats("mender"), {"elite": mode}, 0)
        if mode == "intermediate":
            game.choose("elite:beetle")
        game.choose("first:0")
        assert_beetle_elite(game)


def test_in_the_intermediate_elite_mode_the_table_chooses_which_adversaries_use_their_elite_profiles(pack):
    """'Only do this for some of the Adversaries': the players choose which, before the first player."""
    game = RULESET.new_game(pack, seats("mender"), {"elite": "intermediate"}, 0)
    assert game.pending.kind == "elite" and game.pending.owner == "table"
    assert game.legal_options() == ["elite:beetle", "done"]      # the Sand Beetle alone has an elite profile
    assert "beetle-elite" in game.zones.cards("aside")           # nothing swapped before the table says so
    game.choose("elite:beetle")
    assert game.pending.kind == "first_player"                    # no other elite profile is left to choose
    assert_beetle_elite(game)
    declined = RULESET.new_game(pack, seats("mender"), {"elite": "intermediate"}, 0)
    declined.choose("done")
    assert declined.pending.kind == "first_player" and "beetle-elite" in declined.zones.cards("aside")
    assert len([p for p in declined.zones.cards("aside") if declined.card(p).get("adversary") == "beetle"]) == 1


def assert_beetle_elite(game) -> None:
    """The Sand Beetle's elite profile in play, one regular profile set aside for it."""
    pile = game.zones.cards("profiles:beetle") + game.zones.cards("held:0")
    assert "beetle-elite" in pile and len([p for p in pile if game.card(p).get("adversary") == "beetle"]) == 3
    assert len([p for p in game.zones.cards("aside") if game.card(p).get("adversary") == "beetle"]) == 1
