"""The end conditions in their order, as per-seat outcomes: all Realms Ruined (everyone loses), an Offer
bought out (its suit scores, ties broken by the next suit clockwise, then by the last buyer), and ruling
all three Realms at the start of one's turn."""
from __future__ import annotations

from engine.core.outcome import LOSS, RANKED, Standing

from .conftest import arrange, cubes, gold, hold, new

WITCH, BELL, ENVOY = "villager-hedge-witch", "villager-bell-ringer", "villager-envoy"


def ended(game) -> str:
    return game.state.log.events[-1].reason


def test_the_third_realm_ruined_ends_the_game_and_every_rival_loses(pack):
    game = new(pack)
    hold(game, 0, WITCH, BELL, ENVOY)
    game.table.ruined = ["village", "magic"]
    cubes(game, "othersiders", 1, "realm:village")
    cubes(game, "othersiders", 1, "realm:magic")
    cubes(game, "1", 1, "realm:castle")
    cubes(game, "othersiders", 1, "realm:castle")
    game.choose(f"play:{WITCH}")
    game.choose("effect:0")
    game.choose("place:castle")
    assert game.over and game.state.outcome == LOSS
    assert [game.standing(s) for s in (0, 1)] == [Standing(False), Standing(False)]
    assert "Othersiders win" in ended(game)
    assert game.zones.size("purse:0") == 0             # nothing runs after the end


def bought_out_village(game) -> None:
    """Seat 0 is about to buy the Village Offer's last card."""
    for piece in list(game.zones.cards("offer:village:0")) + [game.zones.top("slot:village:1")]:
        arrange(game, {piece: "box"})


def test_an_offer_bought_out_ends_the_game_scored_by_its_suit(pack):
    game = new(pack)
    bought_out_village(game)
    gold(game, 0, 10)
    gold(game, 1, 5)
    game.choose("buy:slot:village:0")                  # 6 Gold left against 5
    assert game.over and game.state.outcome == RANKED and game.state.places == [[0], [1]]
    assert ended(game) == "the Village Offer is bought out"
    assert game.standing(0) == Standing(True, 1) and game.standing(1) == Standing(False, 2)


def test_buying_an_offers_last_card_says_it_ends_the_game_and_is_never_the_default(pack):
    """Issue 27: an answer that ends the game is marked irreversible (the table asks to confirm it); the other
    buys are ordinary."""
    game = new(pack)
    gold(game, 0, 10)
    assert all(o.irreversible is None for o in game.pending.options + game.pending.refused if o.key.startswith("buy:"))
    bought_out_village(game)
    game.state.pending = None
    game.state.stack.clear()
    game.start()
    last = next(o for o in game.pending.options if o.key == "buy:slot:village:0")
    assert "last card of the Village Offer" in last.irreversible and "ends the game" in last.irreversible
    assert game.pending.options[game.pending.default()].irreversible is None


def test_a_tie_is_broken_by_the_next_suit_clockwise(pack):
    game = new(pack)
    bought_out_village(game)
    gold(game, 0, 7)
    gold(game, 1, 3)                                   # Gold ties at 3 after the purchase
    game.choose("buy:slot:village:0")
    # Magic is next clockwise: seat 0 holds 7 cards (its 6 and the one bought), seat 1 holds 6
    assert game.state.places == [[0], [1]]
    scores = next(e for e in game.state.log.events if e.kind == "message" and e.data.get("rule") == "scoring")
    assert scores.data["suits"] == ["village", "magic", "castle"]
    assert scores.data["scores"] == {"0": [3, 7, 0], "1": [3, 6, 0]}


def test_then_the_suit_after_it_and_a_full_tie_goes_to_the_last_buyer(pack):
    game = new(pack)
    bought_out_village(game)
    gold(game, 0, 7)
    gold(game, 1, 3)
    arrange(game, {"villager-candle": "removed"})      # seat 0 will hold 6 cards, as seat 1 does
    cubes(game, "1", 1, "realm:castle")                # Castle, next: Followers in the Realms
    game.choose("buy:slot:village:0")
    assert game.state.places == [[1], [0]]

    game = new(pack)
    bought_out_village(game)
    gold(game, 0, 7)
    gold(game, 1, 3)
    arrange(game, {"villager-candle": "removed"})
    game.choose("buy:slot:village:0")                  # all three suits tie: seat 0 bought last
    assert game.state.places == [[0], [1]]


def ruling_everything(pack):
    """Seat 0 rules all three Realms in the middle of its turn; then seat 1 plays."""
    game = new(pack)
    hold(game, 0, BELL, WITCH, ENVOY)
    for realm in ("village", "magic", "castle"):
        cubes(game, "0", 1, f"realm:{realm}")
    game.choose(f"play:{BELL}")
    assert not game.over                               # its turn began before: no check now
    game.choose("end")
    gold(game, 1, 1)
    hold(game, 1, "noble-envoy", "noble-bell-ringer", "noble-candle")
    return game


def test_ruling_all_three_realms_wins_at_the_start_of_ones_turn(pack):
    game = ruling_everything(pack)
    game.choose("play:noble-bell-ringer")
    game.choose("end")
    assert game.over and game.state.outcome == RANKED and game.state.places == [[0], [1]]
    assert ended(game) == "Ann rules all three Realms"


def test_a_realm_tied_by_then_wins_nothing(pack):
    game = ruling_everything(pack)
    game.choose("play:noble-envoy")
    game.choose("effect:1")
    game.choose("gain:castle")                         # one against one: nobody rules the Castle
    game.choose("end")
    assert not game.over and game.pending.owner == "seat:0"


def test_the_card_still_being_played_at_the_end_counts_among_its_players_cards(pack):
    """The rulebook counts "the total number of cards in your hand, deck and discard pile": a card played lies
    face up until it goes on top of its discard pile, so one whose effect ended the game is still its player's
    card (play1 saw the end screen's Cards leave out the Hedge Witch that ruined the third Realm)."""
    from engine.rulesets.realms_and_ruins.ending import score

    game = new(pack)
    hold(game, 0, WITCH, BELL, ENVOY)
    game.table.ruined = ["village", "magic"]
    for realm in ("village", "magic", "castle"):
        cubes(game, "othersiders", 1, f"realm:{realm}")
    cubes(game, "1", 1, "realm:castle")
    owned = sum(game.zones.size(f"{zone}:0") for zone in ("hand", "deck", "discard"))
    game.choose(f"play:{WITCH}")
    game.choose("effect:0")
    game.choose("place:castle")
    assert game.over and game.zones.zone_of(WITCH) == "played:0"  # the game ended while it was being played
    cards = next(r for r in game.table.realms if game.cards[r].get("score") == "cards")
    assert score(game, 0, cards) == owned
