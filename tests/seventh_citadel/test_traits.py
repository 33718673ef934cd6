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
    assert last_result(game) == {"rule": "result", "success": False, "successes": 2, "need": 3,   # 3 stars, 1 ignored
                                 "cancelled": 1, "by": ["tough"]}
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
    said = [(e.text, e.data) for e in game.state.log.events if getattr(e, "data", {}).get("rule") == "protection"]
    assert said == [("Protection cancels 2 damage.", {"rule": "protection", "cancelled": 2})]


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


def test_brutal_blocks_the_selected_card_of_the_active_players_choice_when_two_could_go(pack):
    """A roll of 1 blocks "1 selected card with the keyword ARMOR and/or SHIELD": with a coat and a shield selected,
    which one is the active player's choice."""
    for seed in range(1, 40):
        game = new(pack, seed=seed)
        facing(game, "beast")
        coat, shield = give(game, "armor", purse(0)), give(game, "shield", purse(0))
        stack(game, 0, "a-right", "a-right")
        game.choose("act:0:beast:0")
        game.choose(f"select:{coat}")
        game.choose(f"select:{shield}")
        game.choose("reveal")
        game.choose("done")
        rolled = [e.data["value"] for e in game.state.log.events if getattr(e, "data", {}).get("rule") == "brutal"]
        if rolled == [1]:
            break
    else:
        raise AssertionError("no roll of 1 in the seeds tried")
    assert game.pending.kind == "brutal" and game.legal_options() == [f"block:{coat}", f"block:{shield}"]
    game.choose(f"block:{shield}")
    assert list(game.zones.cards(blocked(0))) == [shield] and game.zones.zone_of(coat) == purse(0)


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
    assert game.state.stack[-1].data.involved == [0]


def _struck(game) -> list[int]:
    return [e.data["seat"] for e in game.state.log.events if getattr(e, "data", {}).get("rule") == "ambush"]


def test_evasive_takes_a_success_for_every_3_cards_drawn_and_the_odds_know_it(pack):
    from engine.rulesets.seventh_citadel import odds
    from engine.rulesets.seventh_citadel.result_area import face_of

    game = new(pack)
    facing(game, "wisp")                                    # cost 3, difficulty 2, Evasive 1
    stack(game, 0, "a-star", "a-star", "a-star", "a-stealth", "a-left", "a-right")
    game.choose("act:0:wisp:0")
    assert game.pending.kind == "more"
    pool = [face_of(game.card(p)) for p in [*game.zones.cards("deck:0"), *game.zones.cards("drawn")]]
    assert game.pending.context["odds"] == float(odds.chance(pool, 3, 2, ignored=1))
    assert game.pending.context["odds_one_more"] == float(odds.chance(pool, 4, 2, ignored=1))
    game.choose("reveal")
    assert last_result(game) == {"rule": "result", "success": True, "successes": 2, "need": 2,   # 3 stars, 1 taken
                                 "cancelled": 1, "by": ["evasive"]}

    game = new(pack)
    facing(game, "wisp")
    stack(game, 0, "a-star", "a-star", "a-star", "a-stealth", "a-left", "a-right")
    game.choose("act:0:wisp:0")
    for _ in range(3):
        game.choose("more")
    game.choose("reveal")
    assert last_result(game)["successes"] == 3             # 4 stars and a pair of halves, 2 taken for 6 cards


def test_ambush_one_random_involved_character_discards_on_a_failure(pack):
    seen = set()
    for seed in range(1, 12):
        game = new(pack, players=2, seed=seed)
        facing(game, "lurker")                              # difficulty 2, Ambush 2; failure: lose 1 life point
        stack(game, 0, "a-right")
        decks = [game.zones.size(f"deck:{s}") for s in (0, 1)]
        game.choose("act:0:lurker:0")
        game.choose("involve:1")
        game.choose("reveal")
        (hit,) = _struck(game)
        assert game.table.player(0).life == 9               # the failure's own consequence, then the ambush
        lost = [decks[s] - game.zones.size(f"deck:{s}") for s in (0, 1)]
        assert lost == [1 + 2 * (hit == 0), 2 * (hit == 1)]
        assert game.zones.size(f"discard:{hit}") == 2 + (hit == 0)
        seen.add(hit)
    assert seen == {0, 1}


def test_ambush_spares_a_success_and_a_character_not_involved(pack):
    game = new(pack, players=2)
    facing(game, "lurker")
    stack(game, 0, "a-star", "a-star")
    game.choose("act:0:lurker:0")
    game.choose("go")                                       # Bo stays out of it
    game.choose("more")
    game.choose("reveal")
    assert last_result(game)["success"] and _struck(game) == []
    assert game.zones.size("discard:1") == 0

    game = new(pack, players=2)
    facing(game, "lurker")
    stack(game, 0, "a-right")
    game.choose("act:0:lurker:0")
    game.choose("go")
    game.choose("reveal")
    assert _struck(game) == [0] and game.zones.size("discard:1") == 0   # only the involved may be struck


def test_reach_every_involved_character_discards_on_a_failure(pack):
    game = new(pack, players=3)
    facing(game, "lasher")                                  # difficulty 2, Reach 1
    stack(game, 0, "a-right")
    decks = [game.zones.size(f"deck:{s}") for s in range(3)]
    game.choose("act:0:lasher:0")
    game.choose("involve:2")
    game.choose("go")
    game.choose("reveal")
    assert not last_result(game)["success"]
    assert [decks[s] - game.zones.size(f"deck:{s}") for s in range(3)] == [2, 0, 1]
    assert [game.zones.size(f"discard:{s}") for s in range(3)] == [2, 0, 1]


def test_reach_with_an_empty_deck_forces_a_recovery(pack):
    game = new(pack, players=2)
    facing(game, "lasher")
    stack(game, 0, "a-right")
    for piece in list(game.zones.cards("deck:1")):
        game.zones.move(piece, "discard:1")
    game.choose("act:0:lasher:0")
    game.choose("involve:1")
    game.choose("reveal")
    assert game.pending.kind == "recovery" and game.pending.owner == "seat:1"
    assert "cancel" not in game.legal_options()             # forced: it may not be declined


def test_unsettling_counts_only_the_active_players_cards_not_a_global_event(pack):
    from engine.rulesets.seventh_citadel.table import GLOBAL

    game = new(pack)
    facing(game, "beast")                                   # Unsettling 1
    give(game, "drums", GLOBAL)                             # fights: +1 success, whatever the players do
    improvise, stealth = give(game, "a-improvise", hand(0)), give(game, "a-stealth", hand(0))
    stack(game, 0, "a-right", "a-right")
    game.choose("act:0:beast:0")
    game.choose("reveal")
    assert game.pending.context["successes"] == 1           # the drums' success, applied at once
    assert {f"effect:{improvise}@0", f"effect:{stealth}@0"} <= set(game.legal_options())
    game.choose(f"effect:{stealth}@0")
    assert f"effect:{improvise}@0" not in game.legal_options()
