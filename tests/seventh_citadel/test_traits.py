"""Creature traits beside a fight action, and protection against damage."""
from __future__ import annotations

from engine.rulesets.seventh_citadel.table import blocked, hand, purse
from tests.seventh_citadel.conftest import give, last_result, new, reask, stack


def facing(game, creature: str) -> None:
    """A creature's permanent event attached to the start terrain."""
    game.zones.move(creature, "attached:0,0")
    game.table.attached_at[creature] = "board:-1,0"
    reask(game)


def test_tough_ignores_successes_and_regenerate_raises_the_die_after_a_failure(pack):
    game = new(pack)
    facing(game, "hound")
    stack(game, 0, "a-star", "a-star", "a-star")
    game.choose("act:0:hound:0")
    game.choose("more")
    game.choose("reveal")
    assert last_result(game) == {"rule": "result", "success": False, "successes": 2, "need": 3}   # 3 stars, 1 ignored
    (rest,) = game.table.dice.values()
    assert rest.value == 3                                  # 3 − 2, then +2 (at most 6)


def test_epic_nobody_is_the_active_player_two_turns_in_a_row(pack):
    game = new(pack, players=2)
    facing(game, "hound")
    stack(game, 0, "a-right", "a-right")
    game.choose("act:0:hound:0")                            # mandatory: both involved
    game.choose("active:0")
    game.choose("reveal")
    assert game.pending.kind == "active"                    # taken again at once
    assert [o.key for o in game.pending.options] == ["active:1"]
    assert game.pending.why_not("active:0") == "Epic: nobody is the active player two turns in a row"


def test_unsettling_limits_the_cards_whose_effects_apply(pack):
    game = new(pack)
    facing(game, "beast")
    improvise, stealth = give(game, "a-improvise", hand(0)), give(game, "a-stealth", hand(0))
    stack(game, 0, "a-right", "a-right")
    game.choose("act:0:beast:0")
    game.choose("reveal")
    assert {o.key for o in game.pending.options} >= {f"effect:{improvise}@0", f"effect:{stealth}@0"}
    game.choose(f"effect:{stealth}@0")                       # one card's effects: Unsettling 1
    assert f"effect:{improvise}@0" not in game.legal_options()
    assert f"effect:{stealth}@1" in game.legal_options()    # the same card's other effect is still allowed


def test_protection_cancels_damage(pack):
    game = new(pack)
    facing(game, "beast")
    coat = give(game, "armor", purse(0))
    stack(game, 0, "a-right", "a-right")
    game.choose("act:0:beast:0")
    game.choose(f"select:{coat}")
    game.choose("reveal")
    game.choose(f"effect:{coat}@0")                          # protection 2
    assert not last_result(game)["success"]
    assert game.table.player(0).life == 11                  # 3 damage, 2 cancelled


def test_brutal_blocks_a_selected_card_on_a_roll_of_1_or_2(pack):
    seen = set()
    for seed in range(1, 30):
        game = new(pack, seed=seed)
        facing(game, "beast")
        coat, gladius = give(game, "armor", purse(0)), give(game, "gladius", purse(0))
        stack(game, 0, "a-right", "a-right")
        game.choose("act:0:beast:0")
        game.choose(f"select:{coat}")
        game.choose(f"select:{gladius}")
        game.choose("reveal")
        game.choose("done")
        rolled = [e.data["value"] for e in game.state.log.events if getattr(e, "data", {}).get("rule") == "brutal"]
        assert len(rolled) == 1
        expected = {1: [coat], 2: [gladius]}.get(rolled[0], [])
        assert list(game.zones.cards(blocked(0))) == expected
        seen.add(rolled[0])
    assert {1, 2} <= seen


def test_one_involved_character_of_the_active_players_choice(pack):
    game = new(pack, players=2)
    facing(game, "beast")
    stack(game, 0, "a-star", "a-star", "a-stealth")
    game.choose("act:0:beast:0")
    game.choose("involve:1")                                # nobody else to ask: the action goes on
    game.choose("more")
    game.choose("reveal")
    assert game.pending.kind == "one_involved" and game.pending.owner == "seat:0"
    game.choose("one:1")
    assert [p.life for p in game.table.players] == [10, 12]


def test_epic_last_turns_active_player_may_take_it_again_only_alone(pack):
    game = new(pack, players=2)
    facing(game, "wyrm")
    game.choose("act:0:wyrm:0")
    assert game.legal_options() == ["involve:1", "go"]      # nobody was the active player before
    game.choose("involve:1")
    game.choose("reveal")
    assert game.table.last_active == 0 and game.pending.kind == "action"
    game.choose("act:0:wyrm:0")                             # Ann again: she may, but alone
    assert game.legal_options() == ["go"]
    assert game.pending.why_not("involve:1") == "Epic: nobody is the active player two turns in a row"
    game.choose("go")
    assert game.state.stack[-1].data["involved"] == [0]
