"""Buying from the Offer where one's Hero stands, at the price of the cost marker lying there; the bought
card on top of the discard pile; its replacement revealed between turns, with its Othersiders added."""
from __future__ import annotations

from .conftest import arrange, cubes, gold, hold, new, refuses


def test_a_card_bought_for_4_gold_tops_the_discard_and_is_replaced_only_between_turns(pack):
    game = new(pack)
    gold(game, 0, 5)
    bought = game.zones.top("slot:village:0")
    following = next(c for c in ("lamplighter", "miller", "tinker") if c != bought)   # no symbol on it
    arrange(game, {following: "offer:village:0"})
    game.choose("buy:slot:village:0")
    assert game.zones.size("purse:0") == 1 and game.zones.size("gold") == 72 - 1
    assert game.zones.top("discard:0") == bought and game.zones.size("slot:village:0") == 0
    assert [(e.seat, e.card) for e in game.state.log.events if e.kind == "realms_bought"] == [(0, bought)]
    game.choose("end")
    assert game.zones.top("slot:village:0") == following and game.table.active == 1
    assert any(e.kind == "revealed" and e.card == following for e in game.state.log.events)


def test_buying_is_from_the_realm_where_ones_hero_stands_and_only_when_affordable(pack):
    game = new(pack)
    gold(game, 0, 3)
    refuses(game, "buy:slot:magic:0", "your Hero is not in the Magic")
    refuses(game, "buy:slot:village:0", "you cannot pay 4 Gold")


def test_the_1_follower_marker_takes_a_follower_from_the_realm_where_ones_hero_is(pack):
    game = new(pack, first=1)                          # the Noble stands in the Castle
    refuses(game, "buy:slot:castle:0", "you have no Follower to lose in the Castle")
    cubes(game, "1", 2, "realm:castle")
    cubes(game, "1", 1, "realm:village")
    game.choose("buy:slot:castle:0")
    assert len([p for p in game.zones.cards("realm:castle") if game.card(p).type == "follower"]) == 1
    assert len([p for p in game.zones.cards("realm:village") if game.card(p).type == "follower"]) == 1


def test_the_2_cards_marker_discards_one_card_of_a_suit_and_removes_its_twin_from_the_game(pack):
    game = new(pack, 3, first=2)                       # the Sorceress stands in Magic
    hold(game, 2, "sorceress-wayfarer", "sorceress-envoy", "sorceress-candle")
    refuses(game, "buy:slot:magic:0", "you hold no two cards of the same suit")
    hold(game, 2, "sorceress-wayfarer", "sorceress-bell-ringer", "sorceress-candle")
    bought = game.zones.top("slot:magic:0")
    game.choose("buy:slot:magic:0")
    assert [o.key for o in game.pending.options] == ["cards:sorceress-wayfarer:sorceress-bell-ringer",
                                                     "cards:sorceress-bell-ringer:sorceress-wayfarer"]
    game.choose("cards:sorceress-bell-ringer:sorceress-wayfarer")
    assert game.zones.cards("discard:2") == ["sorceress-bell-ringer", bought]
    assert game.zones.cards("removed") == ["sorceress-wayfarer"]


def test_the_healthy_castle_switches_two_cost_markers_and_with_them_the_prices(pack):
    game = new(pack, first=1)
    cubes(game, "1", 1, "realm:castle")
    game.choose("realm:castle")
    game.choose("swap:village:castle")
    assert game.zones.top("marker:village") == "one-follower" and game.zones.top("marker:castle") == "four-gold"
    refuses(game, "buy:slot:castle:0", "you cannot pay 4 Gold")


def put_on_offer_deck(game, realm: str, card: str) -> str:
    """Put a card on top of a Realm's Offer deck; returns a slot still holding a card to buy."""
    arrange(game, {card: f"offer:{realm}:0"})
    return next(f"slot:{realm}:{n}" for n in range(2) if game.zones.size(f"slot:{realm}:{n}"))


def test_a_revealed_add_symbol_lets_the_buyer_place_othersiders_in_one_healthy_realm(pack):
    game = new(pack)
    gold(game, 0, 4)
    slot = put_on_offer_deck(game, "village", "ferryman")     # adds 1 Othersider
    game.table.ruined = ["castle"]
    cubes(game, "othersiders", 1, "realm:castle")
    game.choose(f"buy:{slot}")
    game.choose("end")
    decision = game.pending
    assert decision.owner == "seat:0" and decision.kind == "add"
    assert [o.key for o in decision.options] == ["add:village", "add:magic"]   # the Healthy Realms
    game.choose("add:magic")
    assert [game.card(p).type for p in game.zones.cards("realm:magic")] == ["othersider"]
    assert game.table.ruined == ["castle", "magic"]    # alone there, the Othersider rules: Ruin
    assert game.table.active == 1


def test_othersiders_short_in_the_supply_come_from_the_realm_with_the_most_the_buyer_choosing_on_a_tie(pack):
    game = new(pack)
    gold(game, 0, 4)
    slot = put_on_offer_deck(game, "village", "pickpocket")   # adds 2 Othersiders
    cubes(game, "0", 6, "realm:magic")
    cubes(game, "othersiders", 5, "realm:magic")
    cubes(game, "1", 6, "realm:castle")
    cubes(game, "othersiders", 5, "realm:castle")
    cubes(game, "0", 5, "realm:village")
    cubes(game, "othersiders", 4, "realm:village")     # one Othersider is left in the supply
    game.choose(f"buy:{slot}")
    game.choose("end")
    game.choose("add:village")                         # 1 from the supply: 5 against 5, no Ruin yet
    assert game.zones.size("supply:othersiders") == 0 and game.table.ruined == []
    assert game.pending.kind == "add_from" and [o.key for o in game.pending.options] == ["from:magic", "from:castle"]
    game.choose("from:castle")
    assert game.table.ruined == ["village"] and game.zones.size("supply:0") == 15 - 6
    assert len([p for p in game.zones.cards("realm:castle") if game.card(p).type == "othersider"]) == 4


def test_the_2_cards_price_is_named_alike_in_the_choice_and_the_moves_and_nothing_else_of_the_hand(pack):
    """Both cards of the price become public (one face up on the discard pile, though the bought card covers it
    at once; the other out of the game): every seat reads them in the answer and in the moves; the card left in
    hand and the cards drawn stay unnamed to the rivals."""
    from engine.core.view import HIDDEN, event_for

    game = new(pack, 3, first=2)
    hold(game, 2, "sorceress-wayfarer", "sorceress-bell-ringer", "sorceress-candle")
    mark = len(game.state.log.events)
    game.choose("buy:slot:magic:0")
    game.choose("cards:sorceress-bell-ringer:sorceress-wayfarer")
    game.choose("end")
    events = game.state.log.events[mark:]
    for seat in (0, 1, 2, None):
        seen = [event_for(game, e, seat) for e in events]
        answer = next(e for e in seen if e.kind == "chosen" and e.decision == "cards")
        assert answer.label == "Discard Bell-ringer, remove Wayfarer from the game"
        moved = {(e.piece, e.target) for e in seen if e.kind == "piece_moved" and e.source == "hand:2"}
        assert {("sorceress-bell-ringer", "discard:2"), ("sorceress-wayfarer", "removed")} <= moved
        drawn = [e for e in seen if e.kind == "piece_moved" and e.target == "hand:2"]
        assert drawn and all((e.piece == HIDDEN) == (seat != 2) for e in drawn)
    assert game.zones.top("discard:2") != "sorceress-bell-ringer"          # covered: it was seen as it landed
