"""Gear up (selecting cards: a condition for the action, no KEYWORD twice, the card bearing the action and
"must" cards selected by themselves) and the Result step's card effects: more successes, more cards
counted on a chain action, class icons converted, reflex skills, "[selected]" effects."""
from __future__ import annotations

from engine.rulesets.seventh_citadel.table import PAST, QUEST_ITEMS, discard, hand, purse
from tests.seventh_citadel.conftest import act, convert, give, last_result, new, refuses, stack


def test_no_two_selected_cards_share_a_keyword(pack):
    game = new(pack)
    sword, gladius = give(game, "sword", purse(0)), give(game, "gladius", purse(0))
    act(game, 0, "t-1", 2)                                  # fight
    assert {o.key for o in game.pending.options} == {f"select:{sword}", f"select:{gladius}", "done"}
    game.choose(f"select:{sword}")
    refuses(game, f"select:{gladius}", "shares the keyword WEAPON with Sword")
    assert [o.key for o in game.pending.refused] == [f"select:{gladius}"]


def test_a_card_without_an_effect_for_the_action_may_not_be_selected(pack):
    game = new(pack)
    chest, flail = give(game, "chest", purse(0)), give(game, "flail", purse(0))
    act(game, 0, "t-1", 0)                                  # pull: the chest helps searching only
    refuses(game, f"select:{chest}", "none of its effects is for the pull action")
    assert [o.key for o in game.pending.options] == [f"select:{flail}", "done"]


def test_the_card_bearing_the_action_is_selected_and_lends_its_effect(pack):
    game = new(pack)
    old_map = give(game, "map", QUEST_ITEMS)
    stack(game, 0, "a-star")
    act(game, 0, old_map, 0)                                # find my bearings, on the quest item
    assert game.state.stack[-1].data.selected == [old_map]
    game.choose("reveal")
    assert game.pending.kind == "result" and game.pending.context["successes"] == 1
    game.choose(f"effect:{old_map}@1")                       # +1 success
    assert last_result(game) == {"rule": "result", "success": True, "successes": 2, "need": 2}


def test_a_chain_cost_counts_the_stars_of_at_most_that_many_cards(pack):
    game = new(pack)
    sword = give(game, "sword", purse(0))
    give(game, "a-star", hand(0))                           # a result area in the hand brings no class icon
    stack(game, 0, "a-star", "a-star", "a-stealth", "a-left")
    act(game, 0, "t-1", 2)                                  # fight: cost 2 with a chain, the die at 4
    game.choose(f"select:{sword}")                          # nothing else to select: Gear up is over
    game.choose("more")
    game.choose("more")
    game.choose("reveal")
    assert game.pending.context["successes"] == 2           # 3 stars among 4 cards, only 2 cards count
    assert sorted(game.pending.context["icons"]) == ["might", "might", "wit"]
    game.choose(f"effect:{sword}@0")                         # +1 card counted
    assert game.pending.context["successes"] == 3
    game.choose(f"effect:{sword}@1")                         # each might icon: 1 success (max 3)
    convert(game)
    assert last_result(game) == {"rule": "result", "success": True, "successes": 5, "need": 4}


def test_class_icons_of_any_kind_converted_three_for_one_at_most_twice(pack):
    game = new(pack)
    flail = give(game, "flail", purse(0))
    stack(game, 0, "a-blank", "a-star", "a-left", "a-star", "a-left")
    act(game, 0, "t-1", 0)                                  # pull, cost 5, difficulty 3
    game.choose(f"select:{flail}")
    game.choose("draw")
    game.choose("reveal")
    assert game.pending.context["successes"] == 2           # two stars; two left halves pair with nothing
    assert len(game.pending.context["icons"]) == 6
    game.choose(f"effect:{flail}@1")
    assert game.pending.kind == "convert_times" and game.legal_options() == ["1", "2"]
    convert(game, 2)
    assert last_result(game)["successes"] == 4              # 6 icons: twice 3 for 1 (max. 2)


def _converting(pack):
    """Seat 0's flail used in an action whose cards are revealed: its conversion is being asked."""
    game = new(pack)
    flail = give(game, "flail", purse(0))
    stack(game, 0, "a-blank", "a-star", "a-left", "a-star", "a-left")
    act(game, 0, "t-1", 0)
    game.choose(f"select:{flail}")
    game.choose("draw")
    game.choose("reveal")
    game.choose(f"effect:{flail}@1")
    return game, flail


def test_the_active_player_chooses_how_many_times_and_which_class_icons_a_conversion_spends(pack):
    """"3 class icons of your choice" for 1 success, twice at most: once, and the wit and agility icons, keeping
    the might ones (for a sword, say)."""
    game, flail = _converting(pack)
    game.choose("1")
    assert game.pending.kind == "convert_icon"
    assert game.legal_options() == ["spend:agility", "spend:might", "spend:wit"]
    game.choose("spend:wit")
    game.choose("spend:agility")
    assert game.legal_options() == ["spend:might", "spend:wit"]      # the agility icon is spent
    game.choose("spend:wit")
    assert last_result(game)["successes"] == 3              # 2 stars and one conversion, not two


def test_a_conversions_questions_say_what_they_spend_and_gain_in_words(pack):
    """Played at the table: "convert 3 class icon(s) how many times?", "1 time(s), spending 3 icon(s)", "Spend a
    agility icon"."""
    game, flail = _converting(pack)
    title = game.card(flail).title
    assert game.pending.prompt == f"{title}: convert 3 class icons into 1 success, how many times?"
    assert [o.label for o in game.pending.options] == ["1 time: 3 class icons for 1 success",
                                                       "2 times: 6 class icons for 2 successes"]
    game.choose("1")
    labels = [o.label for o in game.pending.options]
    assert labels[0].startswith("Spend an agility icon (") and labels[1].startswith("Spend a might icon (")
    assert all(label.endswith(" left)") for label in labels)


def test_skills_in_hand_apply_without_being_selected_and_pay_with_their_card(pack):
    game = new(pack)
    stealth = give(game, "a-stealth", hand(0))
    improvise = give(game, "a-improvise", hand(0))
    stack(game, 0, "a-left", "a-right")
    act(game, 0, "t-1", 2)                                  # fight, the die at 4
    game.choose("reveal")
    keys = [o.key for o in game.pending.options]
    assert f"effect:{stealth}@0" in keys and f"effect:{improvise}@0" in keys
    assert f"effect:{stealth}@1" not in keys                # nothing to convert yet
    game.choose(f"effect:{stealth}@0")                       # 2 might icons
    game.choose(f"effect:{stealth}@1")                       # 1 might: 1 success, then discard this
    assert game.zones.zone_of(stealth) == discard(0)
    game.choose(f"effect:{improvise}@0")                     # +1, discard this
    assert game.zones.zone_of(improvise) == discard(0)
    # nothing more to apply: a pair of halves and two effects make 3 of the 4 the die shows
    assert last_result(game) == {"rule": "result", "success": False, "successes": 3, "need": 4}


def test_a_reflex_skill_applies_when_it_is_revealed(pack):
    game = new(pack)
    reflex = give(game, "reflex-luck", "deck:0")            # gained during the adventure, shuffled in
    stack(game, 0, "reflex-luck", "a-star")
    act(game, 0, "t-1", 4)                                  # climb, cost 2 (chain), difficulty 2
    game.choose("reveal")
    applied = [e.data["effect"] for e in game.state.log.events if getattr(e, "data", {}).get("rule") == "effect"]
    assert applied == [f"{reflex}@0"]                       # nobody was asked: it applies as it is revealed
    assert last_result(game) == {"rule": "result", "success": True, "successes": 2, "need": 2}


def test_a_reflex_skill_held_in_hand_lends_nothing(pack):
    """Issue 27: a reflex skill added to the hand offered its effect at the Result step; its effect applies only as
    it is revealed from the deck."""
    game = new(pack)
    reflex = give(game, "reflex-luck", hand(0))
    stack(game, 0, "a-star", "a-right")
    act(game, 0, "t-1", 4)                                  # climb, cost 2 (chain), difficulty 2
    game.choose("reveal")
    assert f"effect:{reflex}@0" not in game.legal_options()
    assert last_result(game) == {"rule": "result", "success": False, "successes": 1, "need": 2}
    assert game.zones.zone_of(reflex) == hand(0)


def test_a_selected_card_rolls_for_breaking_in_the_consequence_step(pack):
    for seed in range(1, 12):
        game = new(pack, seed=seed)
        flail = give(game, "flail", purse(0))
        act(game, 0, "t-1", 0)
        game.choose(f"select:{flail}")
        game.choose("draw")
        game.choose("reveal")
        while game.pending.kind != "action":
            game.choose("done" if "done" in game.legal_options() else game.legal_options()[0])
        rolls = [e.data["value"] for e in game.state.log.events if getattr(e, "data", {}).get("rule") == "roll"]
        assert len(rolls) == 1
        assert (game.zones.zone_of(flail) == PAST) == (rolls[0] in (1, 2))


def test_a_selected_effect_only_when_the_action_fails(pack):
    rolled_on = {True: 0, False: 0}
    for seed in range(1, 16):
        for cards, fails in ((("a-star", "a-star"), False), (("a-right", "a-right"), True)):
            game = new(pack, seed=seed)
            sword = give(game, "sword", purse(0))
            stack(game, 0, *cards)
            act(game, 0, "t-1", 2)
            game.choose(f"select:{sword}")
            game.choose("reveal")
            while game.pending.kind == "result":
                game.choose(game.legal_options()[0])
                convert(game)
            if game.pending.kind == "keep":
                game.choose("done")
            assert last_result(game)["success"] is not fails
            rolls = [e.data["value"] for e in game.state.log.events if getattr(e, "data", {}).get("rule") == "roll"]
            assert len(rolls) == (1 if fails else 0)
            rolled_on[fails] += 1
            assert (game.zones.zone_of(sword) == "blocked:0") == (fails and rolls[0] == 1)
    assert all(rolled_on.values())


def test_a_global_events_effects_apply_to_every_action_they_name(pack):
    from engine.rulesets.seventh_citadel.table import DRAWN, GLOBAL

    game = new(pack)
    give(game, "gale", GLOBAL)                              # climb: +1 card to draw, +1 success
    stack(game, 0, "a-star", "a-blank", "a-improvise")
    act(game, 0, "t-1", 4)                                  # climb: cost 2 with a chain, difficulty 2
    assert game.zones.size(DRAWN) == 3                      # raised without asking
    game.choose("reveal")
    assert last_result(game) == {"rule": "result", "success": True, "successes": 2, "need": 2}
    game = new(pack)
    give(game, "gale", GLOBAL)
    act(game, 0, "t-1", 0)                                  # pull: the gale says nothing of it
    assert game.zones.size(DRAWN) == 5


def test_spare_no_effort_draws_more_cards_in_the_result_step_and_reveals_them(pack):
    """The rulebook's "Spare no effort": "at any time during the Result step, draw 1 or 2 additional cards and reveal
    them. Discard this." How many is the active player's; the cards drawn count like the others, class icons too."""
    game = new(pack)
    spare = give(game, "adv-spare", hand(0))
    stack(game, 0, "a-right", "a-right", "a-star", "a-star")
    act(game, 0, "t-1", 4)                                  # climb: cost 2 (chain), difficulty 2
    game.choose("reveal")
    assert game.pending.context["successes"] == 0
    game.choose(f"effect:{spare}@0")
    assert game.pending.kind == "reveal_more" and game.legal_options() == ["1", "2"]
    said = game.choose("2")                                 # two full stars: the chain counts the 2 best cards
    assert game.zones.zone_of(spare) == discard(0)
    revealed = [e.card for e in said if e.kind == "revealed" and e.zone == "drawn"]
    assert [game.state.pieces[p] for p in revealed] == ["a-star", "a-star"]
    assert last_result(game) == {"rule": "result", "success": True, "successes": 2, "need": 2}


def test_anticipation_puts_the_cards_looked_at_back_on_top_or_at_the_bottom_in_any_order(pack):
    """The rulebook's "Anticipation": look at the top cards of the deck, "then put each of them back either on top or
    at the bottom of it in any order". Where each goes and in which order are the player's, and only they see them."""
    from engine.core.view import view
    from engine.rulesets.seventh_citadel.table import blocked, deck
    game = new(pack, players=2)
    look = give(game, "adv-anticipate", hand(0))
    star, left, right = stack(game, 0, "a-star", "a-left", "a-right")   # top first
    game.choose(f"act:0:{look}:0")
    game.choose("go")                                       # alone
    assert game.pending.kind == "anticipate" and game.pending.private and game.pending.owner == "seat:0"
    assert game.legal_options() == [f"top:{star}", f"bottom:{star}"]
    assert not view(game, 1).named(star) and view(game, 0).named(star)
    game.choose(f"bottom:{star}")
    game.choose(f"top:{left}")
    game.choose(f"top:{right}")
    assert game.pending.kind == "anticipate_order" and game.legal_options() == [f"top:{left}", f"top:{right}"]
    game.choose(f"top:{right}")                             # Sure Foot ends on top, Quick Eye under it
    pile = game.zones.cards(deck(0))
    assert pile[-2:] == [left, right] and pile[0] == star
    assert game.zones.zone_of(look) == blocked(0) and game.pending.kind == "action"
