"""The rulebook's worked examples, step by step, on our test pack's cards (same numbers where it matters):
the simple action with the flail, the compound fight with the sword, and the Recovery of 8 cards."""
from __future__ import annotations

from engine.rulesets.seventh_citadel.table import DRAWN, PAST, deck, discard, hand, purse
from tests.seventh_citadel.conftest import act, convert, give, last_result, new, reask, refuses, stack


def rolled(game, rule: str = "roll") -> list[int]:
    return [e.data["value"] for e in game.state.log.events if getattr(e, "data", {}).get("rule") == rule]


def test_simple_action_example_the_flail_moves_the_boulder(pack):
    seen = set()
    for seed in range(1, 20):
        game = new(pack, seed=seed)
        flail = give(game, "flail", purse(0))
        cards = stack(game, 0, "a-star", "x-left-two-icons", "x-right-one-icon")
        act(game, 0, "t-1", 0)                               # pull / push / lift: cost 5, difficulty 3
        # 1. Gear up: the flail, whose effects apply to a pull / push / lift action
        game.choose(f"select:{flail}")
        # 2. Draw: 5 cards, but the flail's −2 brings the cost down to 3
        assert game.pending.option("draw").data["cards"] == 5
        game.choose(f"lower:{flail}@0")
        game.choose("2")                                     # up to 2 fewer: he draws 2 fewer
        assert list(game.zones.cards(DRAWN)) == cards
        # 3. Result: a full star, a left and a right half-star coupled: 2 successes, and three class icons
        game.choose("reveal")
        assert game.pending.context["successes"] == 2 and len(game.pending.context["icons"]) >= 3
        game.choose(f"effect:{flail}@1")                     # any 3 class icons: 1 success (max. 2)
        convert(game)                                       # three of his choice
        assert last_result(game) == {"rule": "result", "success": True, "successes": 3, "need": 3}
        # 4. Consequence: the white section, the revealed cards discarded, then the flail's [selected] roll
        assert all(game.zones.zone_of(p) == discard(0) for p in cards)
        (value,) = rolled(game)
        assert game.zones.zone_of(flail) == (PAST if value in (1, 2) else purse(0))
        seen.add(value)
    assert {1, 2} & seen and seen - {1, 2}


def fight(pack, *drawn: str):
    """Ludovic (Ann) and Bruno (Bo) on one terrain; Bruno takes the compound fight with the Long Blade."""
    game = new(pack, players=2)
    blade, gladius = give(game, "blade", purse(1)), give(game, "gladius", purse(1))
    cards = stack(game, 1, *drawn)
    act(game, 1, "t-1", 2)                                   # fight: cost 2 with a chain, die at 4 on row 1
    game.choose("involve:0")
    (die,) = game.table.dice.values()
    assert (die.row, die.value) == (0, 4)
    # 1. Gear up: the blade; the gladius shares the keyword WEAPON with it
    game.choose(f"select:{blade}")
    refuses(game, f"select:{gladius}", "it shares the keyword WEAPON with Long Blade")
    game.choose("done")
    # 2. Draw: the cost is 2, Bruno draws 4
    game.choose("more")
    game.choose("more")
    assert list(game.zones.cards(DRAWN)) == cards
    game.choose("reveal")
    return game, blade, die


def test_compound_action_example_the_sword_and_the_die(pack):
    game, blade, die = fight(pack, "b-stealth", "adv-grit", "b-blank", "x-wild")
    # 3. Result: the chain counts the stars of 2 of the 4 cards: 2 successes
    assert game.pending.context["successes"] == 2
    assert game.legal_options() == [f"effect:{blade}@0", f"effect:{blade}@1", "ignore", "done"]
    game.choose(f"effect:{blade}@1")                         # not the +1 card: 1 class icon and 1 wild, 2 successes
    convert(game)
    assert f"effect:{blade}@0" not in game.legal_options()  # printed with OR: one or the other
    # 4 successes: the die goes down by 4 to less than 1, the action succeeds
    assert last_result(game) == {"rule": "result", "success": True, "successes": 4, "need": 4}
    # 4. Consequence: 2 damage, 1 revealed card to the hand, the die to the next row set to its difficulty
    assert game.table.player(1).life == 8
    assert game.pending.kind == "keep"
    kept = game.pending.options[0].data["piece"]
    game.choose(f"keep:{kept}")
    assert game.zones.zone_of(kept) == hand(1) and game.zones.size(discard(1)) == 3
    assert (die.row, die.value) == (1, 3)
    # a new turn: the fight waits on its card with the die showing 3, and Ann may take it up
    assert game.pending.kind == "action" and "act:0:t-1:2" in game.legal_options()


def test_compound_action_example_with_3_successes_the_die_would_show_1(pack):
    game, blade, die = fight(pack, "b-stealth", "adv-grit", "b-blank", "b-right")
    game.choose(f"effect:{blade}@1")                         # one might icon: 3 successes
    convert(game)
    assert last_result(game) == {"rule": "result", "success": False, "successes": 3, "need": 4}
    assert (die.row, die.value) == (0, 1)                    # lowered by each success taken into account


def test_recovery_example_8_random_cards_for_4_life_points(pack):
    game = new(pack)
    for piece in list(game.zones.cards(deck(0)))[:8]:
        game.zones.move(piece, discard(0))
    reask(game)
    game.choose("recover:0")
    assert "spend:4" in game.legal_options()
    game.choose("spend:4")
    assert game.zones.size(discard(0)) == 0 and game.zones.size(deck(0)) == 10
    assert game.table.player(0).life == 12 - 4
