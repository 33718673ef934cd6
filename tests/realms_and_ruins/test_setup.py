"""Setting up for 2 and 3 rivals, step by step as the rulebook lays the table; counts the text lost come
from the pack, marked unverified."""
from __future__ import annotations

import pytest

from engine.core.ruleset import Seat
from engine.rulesets.realms_and_ruins import RULESET
from engine.rulesets.realms_and_ruins.schema import rule

from .conftest import new, seats


@pytest.mark.parametrize("players", [2, 3])
def test_the_table_is_laid_out_as_the_rulebook_sets_it_up(pack, players):
    game = new(pack, players)
    z, table = game.zones, game.table
    assert table.realms == ["village", "magic", "castle"]              # clockwise, Healthy side up
    assert table.ruined == [] and all(ruler == "" for ruler in table.rulers.values())
    assert [z.top(f"marker:{r}") for r in table.realms] == ["four-gold", "two-cards", "one-follower"]
    for n, hero in enumerate(["villager", "noble", "sorceress"][:players]):
        home = pack.cards[hero].get("home")
        assert z.zone_of(f"meeple:{hero}") == f"realm:{home}"
        assert z.cards(f"hero:{n}") == [hero]                           # beneath the board, not in the deck
        assert z.size(f"supply:{n}") == 15
        assert z.size(f"hand:{n}") == 3 and z.size(f"deck:{n}") == 3
        assert {game.card(p).get("hero") for p in z.cards(f"hand:{n}") + z.cards(f"deck:{n}")} == {hero}
        assert z.size(f"purse:{n}") == 0
    assert z.size("gold") == 72 and z.size("supply:othersiders") == 15
    assert all(p.startswith("meeple:") for r in table.realms for p in z.cards(f"realm:{r}"))  # no Follower yet


def test_the_demo_offer_is_one_deck_a_realm_with_two_of_its_cards_revealed(pack):
    game = new(pack, 3)
    z = game.zones
    for realm in game.table.realms:
        revealed = [z.top(f"slot:{realm}:{n}") for n in range(2)]
        assert all(game.card(p).get("suit") == realm for p in revealed)
        # the pack's Offer holds 4 cards, 2 of them revealed; the suit's other 4 are out of the game
        assert z.size(f"offer:{realm}:0") == 2
        assert game.table.feeds[f"slot:{realm}:0"] == game.table.feeds[f"slot:{realm}:1"] == f"offer:{realm}:0"
    assert z.size("box") == 12


def test_the_original_offer_is_two_decks_a_realm_with_the_top_of_each_revealed(pack):
    game = new(pack, 2, offers="original")
    z = game.zones
    for realm in game.table.realms:
        for n in range(2):
            assert z.size(f"slot:{realm}:{n}") == 1 and z.size(f"offer:{realm}:{n}") == 3
            assert game.table.feeds[f"slot:{realm}:{n}"] == f"offer:{realm}:{n}"
    assert z.size("box") == 0


def test_the_first_player_is_drawn_at_random_from_the_games_seed(pack):
    firsts = {RULESET.new_game(pack, seats(3), {}, seed).table.active for seed in range(30)}
    assert firsts == {0, 1, 2}
    assert RULESET.new_game(pack, seats(3), {}, 5).table.active == RULESET.new_game(pack, seats(3), {}, 5).table.active


@pytest.mark.parametrize("chosen, reason", [
    (seats(1), "2 to 3 rivals, not 1"),
    ([Seat("Ann", "villager"), Seat("Bo", "villager")], "the same Hero"),
    ([Seat("Ann", "villager"), Seat("Bo", "jester")], "Bo plays jester"),
])
def test_a_setup_the_rules_refuse_says_why(pack, chosen, reason):
    with pytest.raises(ValueError, match=reason):
        RULESET.new_game(pack, chosen, {}, 1)


def test_counts_the_text_lost_are_pack_data_marked_unverified(pack):
    assert pack.cards["othersider"].get("verified") is False and pack.cards["othersider"].get("count") == 15
    assert pack.cards["gold"].get("verified") is False and pack.cards["gold"].get("count") == 72
    assert pack.rules["offer_deck"] == {"value": 4, "verified": False} and rule(pack.rules, "offer_deck") == 4
    assert all(c.get("verified") is False for c in pack.cards.values() if c.type == "starting")


def test_the_ruleset_offers_the_demo_rule_by_default_and_the_original_as_an_option(pack):
    option, events, chains, twice = RULESET.setup_options(pack)
    assert option.key == "offers" and option.default == "demo"
    assert (events.key, events.default, chains.key, chains.default) == ("events", "yes", "interrupt_chains", "yes")
    assert (twice.key, twice.default) == ("twice", "no")    # our reading: 'up to twice' restates the two Actions
    assert [c.key for c in option.choices] == ["demo", "original"]
    assert [c.key for c in RULESET.roles(pack).choices] == ["villager", "noble", "sorceress"]
