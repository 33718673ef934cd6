"""A character leaving the adventure for good, between actions: back to the box go the figure, the
character card, the character skills and the cards that may not be discarded; the advanced and reflex
skills and the other purse cards go to the other players (discarded, or kept, blocked ones blocked); the
life points are divided among the conscious characters left. Joining is at the Citadel (test_campaign)."""
from __future__ import annotations

from engine.core.ruleset import Seat, next_game
from engine.core.view import view
from engine.rulesets.seventh_citadel import RULESET, resume
from engine.rulesets.seventh_citadel.table import ADVENTURE, BOX, blocked, deck, discard, hand, purse
from tests.seventh_citadel.conftest import give, new, reask, refuses

OPTIONS = {"scenario": "first-steps", "mode": "standard"}


def leaving_cy(pack):
    game = new(pack, players=3)                             # 8 life points each
    cards = {"skill": give(game, "c-star", hand(2)), "sword": give(game, "sword", purse(2)),
             "gladius": give(game, "gladius", blocked(2)), "mark": give(game, "mark", purse(2)),
             "grit": give(game, "adv-grit", discard(2))}
    return game, cards


def test_a_character_leaves_and_hands_over_what_others_may_keep(pack):
    game, cards = leaving_cy(pack)
    game.choose("leave:2")
    handed = []
    while game.pending.kind == "hand_over":
        piece = game.pending.context["piece"]
        assert game.legal_options() == ["to:0", "to:1"]
        refuses(game, "to:2", "not a legal answer")         # not to the one leaving
        handed.append(piece)
        game.choose("to:0" if piece != cards["gladius"] else "to:1")
    assert sorted(handed) == sorted([cards["sword"], cards["gladius"], cards["grit"]])
    assert game.zones.zone_of(cards["sword"]) == purse(0) and game.zones.zone_of(cards["gladius"]) == blocked(1)
    assert game.zones.zone_of(cards["grit"]) == discard(0)   # an advanced skill: discarded by its taker
    assert game.zones.zone_of(cards["mark"]) == ADVENTURE    # may not be discarded: returned
    assert game.zones.zone_of(cards["skill"]) == BOX and game.zones.zone_of("corin") == BOX
    assert all(game.card(p).get("character") != "corin" for z in (deck(0), deck(1)) for p in game.zones.cards(z))
    assert game.zones.size(deck(2)) == game.zones.size(discard(2)) == game.zones.size(hand(2)) == 0
    assert [p.life for p in game.table.players] == [12, 12, 0] and game.table.left == [2]
    assert game.pending.kind == "action" and not any(o.data.get("active") == 2 for o in game.pending.options)
    assert "leave:2" not in game.legal_options()
    # everyone saw which character left: its card is named in the box, the skills that went with it are not
    for seat in (0, 1, 2, None):
        named = [one.piece for one in view(game, seat).zones[BOX]]
        assert "corin" in named and cards["skill"] not in named
    RULESET.check_state(game)


def test_life_points_go_to_the_conscious_characters_left_and_what_does_not_divide_is_lost(pack):
    game = new(pack, players=3)
    game.table.player(1).life, game.table.player(1).at = 0, None
    game.table.player(0).life = 7
    reask(game)
    game.choose("leave:0")                                  # 7 life points, one conscious character left
    assert [p.life for p in game.table.players] == [0, 0, 15]
    game = new(pack, players=3)
    game.table.player(2).life = 5
    reask(game)
    game.choose("leave:2")
    assert [p.life for p in game.table.players] == [10, 10, 0]   # 5 between two: 2 each


def test_the_last_character_cannot_leave(pack):
    game = new(pack)
    refuses(game, "leave:0", "not a legal answer")
    game = new(pack, players=2)
    game.choose("leave:1")
    assert game.pending.kind == "action"
    refuses(game, "leave:0", "not a legal answer")


def test_a_character_who_left_is_not_kept_and_a_player_may_come_back_with_a_new_one(pack):
    game, cards = leaving_cy(pack)
    game.choose("leave:2")
    while game.pending.kind == "hand_over":
        game.choose("to:0")
    kept = RULESET.ledger(game)
    assert set(kept["characters"]) == {"arden", "brisk"} and "Cy" not in kept["life_points"]
    again = next_game(RULESET, pack, [Seat("Ann", "arden"), Seat("Bo", "brisk"), Seat("Cy", "corin")], OPTIONS, 3,
                      ledger=kept)
    assert {again.card(p).get("character") for p in again.zones.cards(deck(2))} == {"corin"}
    assert cards["sword"] in again.zones.cards(purse(0))


def test_a_save_after_a_character_left_resumes_without_them(pack):
    game = new(pack, players=2)
    game.choose("leave:1")
    game.choose("save")
    again = resume(pack, RULESET.ledger(game)["save_stacks"], seed=3)
    assert again.table.left == [1] and again.zones.zone_of("brisk") == BOX
    assert again.table.player(1).at is None and "leave:1" not in again.legal_options()
    RULESET.check_state(again)


def test_leaving_for_good_says_it_cannot_be_taken_back_and_is_never_the_default(pack):
    """Issue 27 (what a player met): "Leave the adventure for good" stood among ordinary answers; it says what it
    ends (the table asks to confirm it) and Enter never takes it."""
    game = new(pack, players=2)
    leave = game.pending.option("leave:1")
    assert leave.irreversible and "leaves the adventure for good" in leave.irreversible
    assert "cannot be taken back" in leave.irreversible
    assert game.pending.options[game.pending.default()].irreversible is None
    assert all(o.irreversible is None for o in game.pending.options if not o.key.startswith("leave:"))


def test_a_recovery_spending_every_life_point_left_says_it_knocks_the_character_out(pack):
    from engine.rulesets.seventh_citadel.table import discard
    game = new(pack, players=2)
    for piece in list(game.zones.cards(deck(0)))[:6]:
        game.zones.move(piece, discard(0))
    game.table.player(0).life = 2
    reask(game)
    game.choose("recover:0")
    marked = {o.key: o.irreversible for o in game.pending.options}
    assert marked["spend:1"] is None and "falls unconscious" in marked["spend:2"]
    assert "adventure is lost" not in marked["spend:2"]                    # Bo is still conscious
    assert game.pending.options[game.pending.default()].key == "spend:1"
    game.table.player(1).life = 0
    game.choose("cancel")
    game.choose("recover:0")
    assert "the adventure is lost" in game.pending.option("spend:2").irreversible
