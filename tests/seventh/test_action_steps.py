"""Action resolution, step by step: Item, Cost, Result, Skill, Discard, Consequence, Hand size limit."""
import pytest

from engine.core.decisions import IllegalChoice
from engine.core.serial import game_to_plain
from tests.seventh.conftest import act, give_hand, give_item, stack_deck, start


def dig_alone(game, draw=("s-star",) * 6):
    stack_deck(game, list(draw))
    act(game, 0, "t-1", 0)


def test_items_only_help_matching_actions(pack):
    game = start(pack)
    bow = give_item(game, 0, "a-22")  # a bow helps hunting, not digging
    dig_alone(game)
    assert game.pending.kind == "extra"          # no Item question, and nothing lowers the cost
    assert game.table.item(bow).die == 4 and game.zones.size("drawn") == 6


def test_trade_needs_company_and_no_lock(pack):
    game = start(pack)
    dig_alone(game)
    assert "trade" not in game.legal_options()  # alone: no collective lowering
    with pytest.raises(IllegalChoice, match="not a legal answer"):
        game.choose("trade")


def test_cost_never_below_zero_and_effects_apply_once(pack):
    game = start(pack, ("char-bruno", "char-ludo"))
    for _ in range(3):
        give_hand(game, 0, "s-blank")            # each: draw 1 fewer for dig, then discard it
    act(game, 0, "t-1", 0)
    game.choose("involve:1")
    for key in [k for k in game.legal_options() if k.startswith("effect:")]:
        game.choose(key)
    assert game.pending.context["cost"] == 3
    assert game.zones.size("hand:0") == 1       # the three used cards were discarded
    for _ in range(3):
        game.choose("trade")
    # at cost 0 there is nothing left to trade: zero cards are drawn, 4 successes needed
    assert game.pending.kind == "extra"
    assert game.pending.context["cost"] == 0 and game.pending.context["difficulty"] == 4
    assert game.zones.size("drawn") == 0


def test_extra_draws_allowed_unless_locked(pack):
    game = start(pack)
    dig_alone(game, draw=["s-left"] * 6 + ["s-right"])
    assert game.pending.kind == "extra"
    game.choose("extra")
    assert game.zones.size("drawn") == 7
    game.choose("reveal")
    locked = start(pack)
    act(locked, 0, "t-1", 3)                     # swim is locked: no extra draw is asked
    assert locked.pending.kind != "extra"


def test_half_stars_pair_only_left_with_right(pack):
    game = start(pack)
    dig_alone(game, draw=["s-left", "s-left", "s-left", "s-right", "s-blank", "s-blank"])
    game.choose("reveal")
    result = [e for e in game.state.log.events if e.kind == "message" and e.data.get("rule") == "result"][-1]
    assert result.data["successes"] == 1 and result.data["success"]


def test_failure_applies_each_involved_and_paranoia(pack):
    game = start(pack, ("char-bruno", "char-ludo"))
    dig_alone(game, draw=["s-blank"] * 6)
    game.choose("involve:1")
    game.choose("draw")
    game.choose("reveal")
    game.choose("none")                          # keep no skill
    hands = [[game.card(p).title for p in game.zones.cards(f"hand:{s}")] for s in (0, 1)]
    assert "Hurt" in hands[0] and "Hurt" in hands[1]   # each involved character
    assert "Jittery" in hands[0] and "Jittery" not in hands[1]   # collective failure: active player


def test_failure_alone_is_not_paranoia(pack):
    game = start(pack)
    dig_alone(game, draw=["s-blank"] * 6)
    game.choose("reveal")
    game.choose("none")
    titles = [game.card(p).title for p in game.zones.cards("hand:0")]
    assert "Hurt" in titles and "Jittery" not in titles


def test_character_skills_go_only_to_their_character(pack):
    game = start(pack, ("char-bruno", "char-ludo"))
    dig_alone(game, draw=["s-ludo", "s-blank", "s-blank", "s-blank", "s-blank", "s-blank"])
    game.choose("involve:1")
    game.choose("draw")
    game.choose("reveal")
    keeps = [k for k in game.legal_options() if k.startswith("keep:")]
    assert keeps and all(k.endswith(":1") for k in keeps if "s-ludo" in k)
    with pytest.raises(IllegalChoice):
        game.choose(keeps[0].rsplit(":", 1)[0] + ":0")


def test_hand_limit_discards_skills_not_states(pack):
    game = start(pack, ("char-bruno", "char-ludo"))  # limit 3 with two players
    for _ in range(3):
        give_hand(game, 0, "s-star")
    give_hand(game, 0, "a-105")                  # a state never counts
    dig_alone(game, draw=["s-double"] + ["s-star"] * 5)
    game.choose("go")
    game.choose("reveal")
    keep = next(k for k in game.legal_options() if k.startswith("keep:s-double:0"))
    game.choose(keep)                            # over the limit is allowed in the Skill step...
    game.choose("new:0")                         # success: the bow
    assert game.pending.kind == "hand_limit" and game.pending.owner == "seat:0"
    discards = [k for k in game.legal_options() if k.startswith("discard:")]
    assert discards and all(game.card(k.split(":", 1)[1]).type == "skill" for k in discards)
    assert set(game.legal_options()) - set(discards) == {"relinquish:item:0"}   # at any time, even here
    game.choose(discards[0])                     # ...then one is discarded in step 7
    held = [p for p in game.zones.cards("hand:0") if game.card(p).type == "skill"]
    assert len(held) == 3 and game.pending.kind == "action"


def test_illegal_choice_changes_nothing(pack):
    game = start(pack)
    before = game_to_plain(game)
    with pytest.raises(IllegalChoice, match="not a legal answer"):
        game.choose("act:0:t-2:0")               # a terrain nobody stands on
    assert game_to_plain(game) == before


def test_all_characters_action_needs_everyone(pack):
    game = start(pack, ("char-bruno", "char-ludo"))
    assert "act:0:t-1:2" in game.legal_options()
    game.table.player(1).at = "board:9,9"        # Ludo stands elsewhere
    from engine.rulesets.seventh_continent import actions
    assert "every character" in actions.why_not(game, 0, actions.ActionRef("t-1", 2))


def test_all_characters_action_involves_everyone_and_forbids_trade(pack):
    game = start(pack, ("char-bruno", "char-ludo"))
    stack_deck(game, ["s-star", "s-star"])
    act(game, 0, "t-1", 2)
    assert game.pending.kind == "cost"           # no involvement question: everyone is in
    assert "trade" in game.legal_options()       # not locked, several involved


def _explore_together(game):
    """Both characters explore the fog beside them together: cost 1, difficulty 0."""
    key = next(k for k in game.legal_options() if k.startswith("act:0:board:"))
    game.choose(key)
    game.choose("involve:1")
    if game.pending.kind == "involve":
        game.choose("go")
    assert game.pending.kind == "cost" and game.pending.context["cost"] == 1
    assert game.pending.context["difficulty"] == 0


def test_trading_the_last_card_away_against_a_success_needed_is_offered_and_marked_a_sure_failure(pack):
    """The group trade stays the players' choice at any cost above 0 (rulebook, Cost step); trading an exploration's
    one card away leaves none to draw against a success needed, and the answer says so (`fails`), as does revealing
    nothing: a Hollowmere table of bots began explore after explore and traded each away (issue 31)."""
    game = start(pack, ("char-bruno", "char-ludo"))
    _explore_together(game)
    trade = game.pending.option("trade")
    assert trade is not None and trade.data.get("fails") is True
    assert not game.pending.option("draw").data.get("fails")
    game.choose("trade")
    assert game.pending.kind == "extra" and game.zones.size("drawn") == 0
    assert game.pending.context["difficulty"] == 1
    assert game.pending.option("reveal").data.get("fails") is True
    assert "extra" in game.legal_options()
    game.choose("extra")                          # one card drawn: revealing may win now
    assert not game.pending.option("reveal").data.get("fails")


def test_a_trade_that_leaves_cards_to_draw_or_a_success_at_hand_is_no_sure_failure(pack):
    game = start(pack, ("char-bruno", "char-ludo"))
    for _ in range(3):
        give_hand(game, 0, "s-blank")            # each: draw 1 fewer for dig
    act(game, 0, "t-1", 0)                       # dig: cost 6, difficulty 1
    game.choose("involve:1")
    for key in [k for k in game.legal_options() if k.startswith("effect:")]:
        game.choose(key)
    assert game.pending.context["cost"] == 3
    assert not game.pending.option("trade").data.get("fails")   # 2 cards left to draw
    # a success at hand (Cheer: +1 at the Result step) wins an exploration traded down to no card
    game = start(pack, ("char-bruno", "char-ludo"))
    give_hand(game, 1, "s-cheer")
    _explore_together(game)
    assert not game.pending.option("trade").data.get("fails")
