"""Rules that survived being broken on purpose (issue 18, section 4): each test here fails when
the rule it names is broken, and passes through no other rule that would end the same way."""
from __future__ import annotations

from engine.rulesets.seventh_continent.table import ACTION_DECK, DISCARD, hand

from .conftest import act, finish, give_hand, give_item, refresh, stack_deck, start
from .test_life_force import empty_deck_into_discard


def why_it_ended(game) -> list[str]:
    return [e.reason for e in game.state.log.events if e.kind == "game_ended"]


def result_of(game) -> dict:
    return [e for e in game.state.log.events if e.kind == "message" and e.data.get("rule") == "result"][-1].data


def held(game, seat: int) -> list[str]:
    return [p for p in game.zones.cards(hand(seat)) if game.card(p).type in ("skill", "bonus")]


# -- lucky 7s: "1 success per 7 icon obtained" (rulebook, p. 13 and the icon glossary) -----------
def test_a_lucky_7_effect_counts_every_7_icon_revealed(pack):
    game = start(pack)
    shovel = give_item(game, 0, "a-20")                    # dig: +1 success per 7
    twice = next(p for p, d in game.state.pieces.items() if d == "s-double7")
    game.zones.move(twice, ACTION_DECK)
    refresh(game)
    stack_deck(game, ["s-double7"] + ["s-blank"] * 5)      # one card with two 7 icons, no star
    act(game, 0, "t-1", 0)                                 # dig, cost 6
    game.choose(f"use:{shovel}")
    finish(game, until="result")
    game.choose("effect:a-20:1")
    finish(game)
    assert result_of(game)["successes"] == 2               # two icons on one card: two successes


def test_a_lucky_7_effect_adds_nothing_without_a_7(pack):
    game = start(pack)
    shovel = give_item(game, 0, "a-20")
    refresh(game)
    stack_deck(game, ["s-star"] + ["s-blank"] * 5)
    act(game, 0, "t-1", 0)
    game.choose(f"use:{shovel}")
    finish(game)
    assert result_of(game)["successes"] == 1


# -- limits by the number of characters in the adventure -----------------------------------------
def test_the_hand_limit_follows_the_player_count_for_every_player(pack):
    game = start(pack, ("char-bruno", "char-ludo"))
    game.choose("leave:0")                                 # Ludo alone: a hand of 4
    finish(game)
    for _ in range(4):
        give_hand(game, 1, "s-star")
    refresh(game)
    assert game.pending.kind == "action"
    act(game, 1, "t-1", 1)                                 # an action Ludo takes alone: 4 cards are allowed
    finish(game)
    assert game.pending.kind == "action" and len(held(game, 1)) == 4
    game.choose("rejoin:0")                                # two players: 3 cards
    assert game.pending.kind == "hand_limit" and game.pending.owner == "seat:1"
    game.choose(game.legal_options()[0])
    assert len(held(game, 1)) == 3 and game.pending.kind == "action"


def test_the_item_limit_follows_the_player_count(pack):
    game = start(pack, ("char-bruno", "char-ludo"))        # two players: 3 items each
    for card in ("a-20", "a-21", "a-22"):
        give_item(game, 0, card)
    refresh(game)
    assert game.pending.kind == "action"
    game.choose("join:2:char-cyd")                         # three players: 2 items each
    assert game.pending.kind == "item_limit" and game.pending.owner == "seat:0"
    game.choose(game.legal_options()[0])
    assert len(game.table.items_of(0)) == 2 and game.pending.kind == "action"


def test_the_stack_limit_follows_the_player_count(pack):
    game = start(pack)                                     # alone: 4 cards in an item
    stick = give_item(game, 0, "a-21")
    for card in ("a-20", "a-22", "a-23"):
        piece = next(p for p, d in sorted(game.state.pieces.items()) if d == card)
        game.zones.move(piece, stick)
    refresh(game)
    assert game.pending.kind == "action"
    game.choose("join:1:char-ludo")                        # two players: 3 cards in an item
    assert game.pending.kind == "stack_limit" and game.pending.owner == "seat:0"
    assert "discard:a-21" not in game.legal_options()      # the card under the die stays
    game.choose(game.legal_options()[0])
    assert game.zones.size(stick) == 3 and game.pending.kind == "action"


def test_limits_do_not_bite_below_them(pack):
    game = start(pack, ("char-bruno", "char-ludo"))
    stick = give_item(game, 0, "a-21")
    give_item(game, 0, "a-20")
    for card in ("a-22", "a-23"):
        piece = next(p for p, d in sorted(game.state.pieces.items()) if d == card)
        game.zones.move(piece, stick)                      # three cards: the stack limit with 3 players
    for _ in range(3):
        give_hand(game, 1, "s-star")
    refresh(game)
    game.choose("join:2:char-cyd")
    assert game.pending.kind == "action"


# -- the hand size limit: any involved player, not only the active one -----------------------------
def test_an_involved_player_over_the_hand_limit_discards(pack):
    game = start(pack, ("char-bruno", "char-ludo"))        # a hand of 3 with two players
    for _ in range(3):
        give_hand(game, 1, "s-star")
    refresh(game)
    stack_deck(game, ["s-double"] + ["s-blank"] * 5)
    act(game, 0, "t-1", 0)
    game.choose("involve:1")
    finish(game, until="skill")
    keep = next(k for k in game.legal_options() if k.endswith(":1") and "s-double" in game.state.pieces[k.split(":")[1]])
    game.choose(keep)                                      # Bruno gives the revealed skill to Ludo
    game.choose("past")                                    # success: the bow goes to the past
    assert game.pending.kind == "hand_limit" and game.pending.owner == "seat:1"
    game.choose(game.legal_options()[0])
    assert len(held(game, 1)) == 3 and game.pending.kind == "action"


# -- curses: two ways to lose, each asserted by its own reason -----------------------------------
def test_a_curse_drawn_from_the_face_down_pile_ends_the_game_at_the_reveal(pack):
    game = start(pack)
    empty_deck_into_discard(game)
    for piece in [p for p in game.zones.cards(DISCARD) if game.card(p).type != "curse"]:
        game.zones.move(piece, "box")
    act(game, 0, "t-1", 0)                                 # dig: six random cards from a pile of curses
    assert not game.over
    game.choose("reveal")
    assert game.over and why_it_ended(game) == ["a curse was drawn from the discard pile"]


def test_a_curse_revealed_by_losing_vital_force_ends_the_game(pack):
    """Nothing is drawn from the pile: the action's six cards are the whole deck; then vital force
    reveals eight of eleven cards in the pile, five of them curses."""
    game = start(pack)
    stack_deck(game, ["s-blank"] * 6)
    deck = game.zones.contents[ACTION_DECK]
    for piece in list(deck[:-6]):
        game.zones.move(piece, DISCARD if game.card(piece).type == "curse" else "box")
    assert sum(game.card(p).type == "curse" for p in game.zones.cards(DISCARD)) == 5
    for state in ("a-105", "a-105", "a-100", "a-100", "a-100", "a-104", "a-104"):
        give_hand(game, 0, state)                          # with the character: 8 cards of vital force
    refresh(game)
    act(game, 0, "t-1", 0)                                 # dig, cost 6, from the deck: no star, a failure
    game.choose("reveal")
    assert not game.over and not result_of(game)["success"]
    finish(game, until="never")
    assert game.over and why_it_ended(game) == ["a curse was revealed from the discard pile (vital force)"]


# -- combining: durability is added only when the two cards share a keyword (Items) --------------
def test_combining_without_a_shared_keyword_adds_no_durability(pack):
    game = start(pack)
    shovel = give_item(game, 0, "a-20")                    # tool, durability 2
    skill = give_hand(game, 0, "s-craft-bow")              # the bow: will, durability 4
    refresh(game)
    act(game, 0, skill, 0)
    finish(game, until="crafted")
    game.choose(f"combine:{shovel}")
    assert game.zones.cards(shovel) == ["a-20", skill] and game.table.item(shovel).die == 2


def test_an_item_at_the_stack_limit_takes_no_more_cards(pack):
    game = start(pack)                                     # alone: 4 cards in an item
    stick = give_item(game, 0, "a-21")
    for card in ("a-20", "a-22", "a-23"):
        piece = next(p for p, d in sorted(game.state.pieces.items()) if d == card)
        game.zones.move(piece, stick)
    skill = give_hand(game, 0, "s-craft-bow")
    refresh(game)
    act(game, 0, skill, 0)
    finish(game, until="crafted")
    assert f"combine:{stick}" not in game.legal_options() and "new:0" in game.legal_options()
