"""An action in the rulebook's four steps (Gear up, Draw, Result, Consequence), driven through the
decisions: the cost drawn from the active player's own deck, cost changes, extra draws, full stars and
paired half-stars, the revealed cards going to their owner's discard pile or hand."""
from __future__ import annotations

from engine.core.view import view
from engine.rulesets.seventh_citadel.table import DRAWN, PAST, deck, discard, hand, purse
from tests.seventh_citadel.conftest import act, give, last_result, new, pathfind, refuses, stack


def ids(game, zone):
    return sorted(game.state.pieces[p] for p in game.zones.cards(zone))


def test_the_cost_is_drawn_from_the_active_players_own_deck_and_counted_by_stars(pack):
    game = new(pack, players=2)
    stack(game, 0, "a-star", "a-left", "a-right", "a-blank", "a-left")
    others = list(game.zones.cards(deck(1)))
    act(game, 0, "t-1", 0)                                  # pull: cost 5, difficulty 3
    game.choose("go")                                       # nobody else gets involved
    assert game.pending.kind == "more" and game.zones.size(DRAWN) == 5 and game.zones.size(deck(0)) == 5
    assert game.zones.cards(deck(1)) == others              # another player's energy is never spent
    game.choose("reveal")
    # one full star, and one left half paired with the one right half: 2 successes of 3
    assert last_result(game) == {"rule": "result", "success": False, "successes": 2, "need": 3}
    assert game.table.player(0).life == 9                    # the failure: lose 1 life point (of 10)
    assert ids(game, discard(0)) == ["a-blank", "a-left", "a-left", "a-right", "a-star"]
    assert game.zones.size(DRAWN) == 0 and game.pending.kind == "action"


def test_drawing_more_cards_than_the_cost_can_turn_a_failure_into_a_success(pack):
    game = new(pack)
    stack(game, 0, "a-star", "a-left", "a-right", "a-blank", "a-left", "a-star")
    act(game, 0, "t-1", 0)
    game.choose("more")                                     # a sixth card, of the player's own will
    assert game.zones.size(DRAWN) == 6
    game.choose("reveal")
    assert last_result(game)["success"] and last_result(game)["successes"] == 3
    # success: card 40 if it is available, a temporary event whose loss of 1 life point is applied
    assert "pebbles" in ids(game, PAST) and game.table.player(0).life == 11


def test_a_card_drawn_beyond_the_cost_is_marked_as_energy_spent_for_a_better_chance(pack):
    """"Draw one more card" (and "Draw a card" at a cost of 0) spends energy for a better chance: marked `spend`,
    as the 7th Continent marks its extra draw, so a bot's random finishes take it seldom; going on to the
    Result spends nothing."""
    game = new(pack)
    act(game, 0, "t-1", 0)                                  # pull, cost 5
    spent = {o.key: bool(o.data.get("spend")) for o in game.pending.options}
    assert game.pending.kind == "more" and spent == {"reveal": False, "more": True, "weigh": False}
    game = new(pack)
    boots = give(game, "boots", purse(0))
    act(game, 0, "t-1", 4)                                  # climb, cost 2 − 3: nothing drawn
    game.choose(f"select:{boots}")
    game.choose(f"lower:{boots}@0")
    game.choose("2")
    spent = {o.key: bool(o.data.get("spend")) for o in game.pending.options}
    assert game.pending.kind == "more" and spent == {"reveal": False, "more": True}


def test_drawn_cards_stay_unnamed_until_the_result_step_reveals_them(pack):
    game = new(pack)
    act(game, 0, "t-1", 0)
    drawn = list(game.zones.cards(DRAWN))
    assert all(seen.piece is None for seen in view(game, 0).zones[DRAWN])
    assert all(seen.piece is None for seen in view(game, 0).zones[deck(0)])
    game.choose("reveal")
    assert all(game.zones.zone_of(p) == discard(0) for p in drawn)
    assert {s.piece for s in view(game, 0).zones[discard(0)]} == set(drawn)


def test_a_minus_effect_may_lower_the_cost_and_a_plus_effect_must_raise_it(pack):
    game = new(pack)
    flail = give(game, "flail", purse(0))
    act(game, 0, "t-1", 0)                                  # pull, cost 5
    game.choose(f"select:{flail}")                          # Gear up: the flail's effects are for pulling
    assert game.pending.kind == "cost"
    assert [o.key for o in game.pending.options] == ["draw", f"lower:{flail}@0"]
    game.choose(f"lower:{flail}@0")                          # −2: draw up to 2 fewer
    assert game.pending.kind == "fewer" and game.legal_options() == ["1", "2"]
    game.choose("2")
    assert game.zones.size(DRAWN) == 3

    game = new(pack)
    give(game, "mark", purse(0))                            # Weary Bones: +1 to pull and climb, a "must"
    act(game, 0, "t-1", 0)
    assert game.zones.size(DRAWN) == 6                      # selected without asking, and paid


def test_a_minus_effect_may_be_applied_in_part(pack):
    """Issue 27: "−X: the active player may draw up to X fewer cards": the flail's −2 on a cost of 5 may make it
    4 as well as 3."""
    game = new(pack)
    flail = give(game, "flail", purse(0))
    act(game, 0, "t-1", 0)                                  # pull, cost 5
    game.choose(f"select:{flail}")
    game.choose(f"lower:{flail}@0")
    assert [o.label for o in game.pending.options] == ["1 fewer: draw 4 cards", "2 fewer: draw 3 cards"]
    game.choose("1")
    assert game.zones.size(DRAWN) == 4 and game.state.stack[-1].data.owed == 4


def test_a_minus_effect_that_must_apply_applies_but_how_many_fewer_is_the_players(pack):
    """A global event's −2 applies to every climb (its effects apply to the whole board): never left out, yet
    "up to 2 fewer" leaves the number, none included, to the active player."""
    from engine.rulesets.seventh_citadel.table import GLOBAL
    game = new(pack)
    give(game, "tailwind", GLOBAL)
    act(game, 0, "t-1", 4)                                  # climb, cost 2
    assert game.pending.kind == "fewer" and game.legal_options() == ["0", "1", "2"]
    game.choose("0")
    assert game.zones.size(DRAWN) == 2
    applied = [e.data["effect"] for e in game.state.log.events if getattr(e, "data", {}).get("rule") == "effect"]
    assert applied == ["tailwind@0"]


def test_the_cost_never_goes_below_zero(pack):
    game = new(pack)
    boots = give(game, "boots", purse(0))
    act(game, 0, "t-1", 4)                                  # climb, cost 2
    game.choose(f"select:{boots}")
    game.choose(f"lower:{boots}@0")                          # −3
    assert game.legal_options() == ["1", "2"]                # no fewer than none
    game.choose("2")
    assert game.zones.size(DRAWN) == 0 and game.pending.kind == "more"
    assert game.state.stack[-1].data.owed == 0           # 2 − 3 is a cost of 0


def test_a_skill_added_to_the_hand_instead_of_the_discard_pile(pack):
    game = new(pack)
    top = stack(game, 0, "a-star", "a-left")
    act(game, 0, "t-1", 1)                                  # search: cost 2, difficulty 1; success: hand 1
    game.choose("reveal")
    assert game.pending.kind == "purse"                     # the success section first: card 20, a purse card
    assert [o.key for o in game.pending.options] == ["keep:0", "past"]
    game.choose("keep:0")
    assert ids(game, purse(0)) == ["flail"]
    assert game.pending.kind == "keep"                      # then the revealed cards: one may go to the hand
    refuses(game, "keep:nothing", "not a legal answer")
    game.choose(f"keep:{top[1]}")
    assert game.zones.zone_of(top[1]) == hand(0) and game.zones.zone_of(top[0]) == discard(0)


def test_out_of_the_action_a_hand_over_its_size_is_discarded_down(pack):
    game = new(pack)                                        # alone: 4 skill cards in hand
    held = [give(game, card, hand(0)) for card in ("b-star", "b-left", "b-right", "b-blank")]
    top = stack(game, 0, "a-star", "a-left")
    act(game, 0, "t-1", 1)                                  # search: success adds 1 card to the hand
    game.choose("reveal")
    game.choose("past")
    game.choose(f"keep:{top[0]}")                           # 5 in hand: allowed during the action only
    assert game.pending.kind == "hand_size" and game.zones.size(hand(0)) == 5
    assert {o.data["piece"] for o in game.pending.options} == set(held) | {top[0]}
    game.choose(f"discard:0:{held[0]}")
    assert game.zones.zone_of(held[0]) == discard(0) and game.zones.size(hand(0)) == 4
    assert game.pending.kind == "action"


def test_between_actions_any_hand_over_its_size_is_discarded_down_first(pack):
    """"At any time – except during an action you are involved in": a player over their hand size discards down
    before the next action is chosen, whether they took part in the last one or not."""
    from tests.seventh_citadel.conftest import reask
    game = new(pack, players=2)                             # 3 skill cards in hand each
    held = [give(game, card, hand(1)) for card in ("b-star", "b-left", "b-right", "b-blank")]
    reask(game)
    assert game.pending.kind == "hand_size" and game.pending.owner == "seat:1"
    game.choose(f"discard:1:{held[2]}")
    assert game.zones.zone_of(held[2]) == discard(1) and game.pending.kind == "action"


def test_the_active_player_may_ignore_successes_when_they_weigh_them(pack):
    from tests.seventh_citadel.test_traits import facing

    game = new(pack)
    facing(game, "lurker")                                  # difficulty 2; failure: lose 1 life point
    stack(game, 0, "a-star", "a-star")
    game.choose("act:0:lurker:0")
    game.choose("more")
    game.choose("weigh")
    assert game.pending.kind == "result" and game.legal_options() == ["ignore", "done"]
    assert game.pending.option("ignore").data == {"successes": 1, "waive": True}  # it gives up a success won
    game.choose("ignore")
    assert game.state.stack[-1].data.successes == 1
    game.choose("ignore")
    refuses(game, "ignore", "not a legal answer")           # nothing left to ignore
    game.choose("done")
    assert last_result(game) == {"rule": "result", "success": False, "successes": 0, "need": 2}
    assert game.table.player(0).life == 11


def test_revealing_without_weighing_takes_every_success_into_account(pack):
    from tests.seventh_citadel.test_traits import facing

    game = new(pack)
    facing(game, "lurker")
    stack(game, 0, "a-star", "a-star")
    game.choose("act:0:lurker:0")
    game.choose("more")
    game.choose("reveal")
    assert last_result(game) == {"rule": "result", "success": True, "successes": 2, "need": 2}
    assert game.table.player(0).life == 12


def test_the_result_says_its_tally_in_words_never_one_of_none(pack):
    """Issue 27: "1 of 0 success(es): that is all" was offered for a pathfind, which needs none."""
    game = new(pack)
    give(game, "a-improvise", hand(0))                       # Make Do: +1 success, any action
    stack(game, 0, "a-star", "a-blank", "a-right", "a-right")
    pathfind(game, 0, "board:1,0")                          # cost 4, difficulty 0
    game.choose("reveal")
    assert game.pending.option("done").label == "1 success, none needed: that is all"
    game = new(pack)
    give(game, "a-improvise", hand(0))
    stack(game, 0, "a-star", "a-right")
    act(game, 0, "t-1", 4)                                  # climb, difficulty 2
    game.choose("reveal")
    assert game.pending.option("done").label == "1 success of the 2 needed: that is all"
