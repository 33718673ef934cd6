"""Personal decks are never shuffled: the discard pile is turned over to form the deck, the owner knows its
bottom card, everyone sees each top discard, and only its owner sees a hand."""
from __future__ import annotations

from engine.core.view import event_for, view

from .conftest import arrange, hold, new

WAYFARER, BELL, ENVOY, LEVY, WITCH, CANDLE = (f"villager-{c}" for c in
                                              ("wayfarer", "bell-ringer", "envoy", "levy", "hedge-witch", "candle"))


def test_an_empty_deck_is_the_discard_pile_turned_over_never_shuffled(pack):
    game = new(pack)
    hold(game, 0, CANDLE, BELL)
    # the deck is empty; the discard pile holds, first discarded to last: Levy, Envoy, Witch, Wayfarer
    arrange(game, {LEVY: "discard:0", ENVOY: "discard:0", WITCH: "discard:0", WAYFARER: "discard:0"})
    assert game.zones.size("deck:0") == 0
    shuffles = game.state.log.count("shuffled")
    game.choose(f"play:{CANDLE}")                    # draw 1: the pile turns over; its first card is drawn
    assert game.zones.cards("hand:0") == [BELL, LEVY]
    # bottom to top: the card that topped the pile lies at the bottom, the first discarded was on top
    assert game.zones.cards("deck:0") == [WAYFARER, WITCH, ENVOY]
    assert game.zones.cards("discard:0") == [CANDLE] and game.state.log.count("shuffled") == shuffles


def test_the_owner_knows_the_bottom_card_of_its_deck_and_everyone_sees_each_top_discard(pack):
    game = new(pack)
    hold(game, 0, BELL, CANDLE, WAYFARER)
    game.choose(f"play:{BELL}")
    bottom = game.zones.cards("deck:0")[0]
    mine, theirs, onlooker = view(game, 0), view(game, 1), view(game, None)
    assert mine.named(bottom) and not theirs.named(bottom) and not onlooker.named(bottom)
    assert [s.piece for s in mine.zones["deck:0"][1:]] == [None] * (game.zones.size("deck:0") - 1)
    assert mine.named(BELL) and theirs.named(BELL) and onlooker.named(BELL)      # the top discard
    game.choose(f"play:{CANDLE}")
    assert theirs.named(BELL) and not view(game, 1).named(BELL)                    # covered now


def test_each_seat_sees_its_own_hand_only(pack):
    game = new(pack, 3)
    for seat in range(3):
        seen = view(game, seat)
        for other in range(3):
            names = [s.piece for s in seen.zones[f"hand:{other}"]]
            if other == seat:
                assert names == game.zones.cards(f"hand:{seat}")
            else:
                assert names == [None] * 3 and {s.back for s in seen.zones[f"hand:{other}"]} == {
                    game.table.players[other].hero}
    assert all(s.piece is None for s in view(game, None).zones["hand:0"])
    active = game.table.active
    # the question "which Action?" names the cards in hand: the other seats read its prompt alone
    mine = view(game, active).decision
    assert {o.data.get("card") for o in mine.options + mine.refused} >= set(game.zones.cards(f"hand:{active}"))
    for seat in (None, *(s for s in range(3) if s != active)):
        shown = view(game, seat).decision
        assert shown.options == [] and shown.refused == [] and shown.prompt == game.pending.prompt


def test_a_draw_names_the_card_to_its_drawer_only_and_the_known_bottom_card_is_told_to_its_owner_alone(pack):
    game = new(pack)
    hold(game, 0, CANDLE, BELL)
    arrange(game, {LEVY: "discard:0", ENVOY: "discard:0", WITCH: "discard:0", WAYFARER: "discard:0"})
    events = game.choose(f"play:{CANDLE}")
    drawn = [e for e in events if e.kind == "piece_moved" and e.target == "hand:0"]
    assert [e.piece for e in drawn] == [LEVY]
    assert event_for(game, drawn[0], 0).piece == LEVY
    assert event_for(game, drawn[0], 1).piece == "" and event_for(game, drawn[0], None).piece == ""
    (told,) = [e for e in events if e.kind == "revealed" and e.zone == "deck:0"]
    assert told.card == WAYFARER and told.seen_by == (0,)
    assert event_for(game, told, 1) is None and event_for(game, told, 0) is told
