"""What the 7th Continent's players know of the way ahead, as the planning bot reads it (`Ruleset.prospects`): a card
the players have met is no lead when it comes back (issue 31: four Hollowmere tables of ten ate Sweet Flag Roots and
Samphire and Sorrel hundreds of times, each meal a lead again once the past had returned to the deck)."""
from __future__ import annotations

import pytest

from engine.bots.planner import PlanningBot, candidates
from engine.bots.random_bot import chooser
from engine.core.view import decision_for
from engine.rulesets.seventh_continent import RESERVE
from engine.rulesets.sevenths import board, numbered
from engine.rulesets.sevenths.cards import number_of
from engine.rulesets.sevenths.places import PAST, slot
from engine.rulesets.sevenths.prospects import leads, taken
from tests.saves import real_saves as real
from tests.seventh.conftest import finish, refresh


def _piece(game, card_id: str) -> str:
    return next(p for p, c in game.state.pieces.items() if c == card_id)


def _numbered(game, number: int) -> str:
    return next(p for p, c in game.state.pieces.items() if number_of(game.cards[c]) == number)


def _standing_on(card_id: str):
    """A one-seat Hollowmere table whose character stands on this terrain, laid away from the start."""
    game = real.new_game("seventh-continent", 0)
    x, y = board.coords(game.table.figures()[0].at)
    here = slot(x + 10, y)
    game.zones.move(_piece(game, card_id), here)
    game.table.figures()[0].at = here
    refresh(game)
    return game, here


def test_food_eaten_and_back_in_the_deck_is_no_lead_and_the_past_returning_takes_nothing_learnt_away():
    game, causeway = _standing_on("t02-saltreed-causeway")  # gather: take 51, Sweet Flag Roots
    roots = _numbered(game, 51)
    before = leads(game)[causeway]
    for _ in range(12):  # gather until the roots are found (difficulty 1)
        game.choose(f"act:0:{_piece(game, 't02-saltreed-causeway')}:1")
        finish(game)
        if game.zones.zone_of(roots) == PAST:
            break
    assert game.zones.zone_of(roots) == PAST and 51 in game.table.met
    assert leads(game)[causeway] == before - 1
    eaten, way = game.ruleset.prospects(game, 0), taken(game)
    # the next meal takes them from the past: the whole past returns to the deck first (rulebook, "If no card with
    # that number is available"). What the players learnt stays learnt, and the roots are no lead again
    numbered.return_past(game)
    assert game.zones.zone_of(roots) == "adventure"
    assert leads(game)[causeway] == before - 1
    assert taken(game) == way
    assert game.ruleset.prospects(game, 0) == eaten


def test_a_card_met_that_takes_a_card_still_unmet_is_still_a_lead():
    """The Strongbox in the Silt (62) found and left shut: digging on the hulks again is the way to the clapper."""
    game, hulks = _standing_on("t28-ferrymans-hulks")  # dig: take 62, whose use takes 152
    unmet = leads(game)[hulks]
    game.table.met.append(62)
    assert leads(game)[hulks] == unmet
    # left shut, it lies in the past: taken again from there (the past returns first)
    game.zones.move(_numbered(game, 62), PAST)
    assert leads(game)[hulks] == unmet
    game.table.met.append(152)
    game.zones.move(_numbered(game, 152), "satchel")
    assert leads(game).get(hulks, 0) == unmet - 1


def test_an_empty_action_deck_with_curses_in_the_discard_pile_is_a_danger_the_prospects_see():
    """A curse drawn from the discard pile once the action deck is empty ends the adventure (rulebook, "Life force"):
    a Hollowmere table spent its last cards on a search, drew from the discard pile and lost (issue 31)."""
    game = real.new_game("seventh-continent", 0)
    for piece in list(game.zones.cards("action_deck")):
        game.zones.move(piece, "discard")
    curses = [p for p in game.zones.cards("discard") if game.card(p).type == "curse"]
    assert len(curses) == 5
    empty = game.ruleset.prospects(game, 0)
    # the same cards but enough in the deck for the costliest action, curses among the rest: the next action draws
    # none from the pile
    for piece in [p for p in game.zones.cards("discard") if game.card(p).type != "curse"][:RESERVE]:
        game.zones.move(piece, "action_deck")
    enough = game.ruleset.prospects(game, 0)
    for piece in list(game.zones.cards("action_deck")):
        game.zones.move(piece, "discard")
    for piece in curses:
        game.zones.move(piece, "box")
    no_curse = game.ruleset.prospects(game, 0)
    # four cards in the deck are worth 3.2 cards more of life than in the pile (0.026 of the prospects): the rest is
    # the chance of drawing a curse; with none in the pile an empty deck is no danger
    assert enough - empty > 0.06
    assert no_curse - empty > 0.015  # less the five curses of the pile, a card of life


def test_a_deck_holding_less_than_four_actions_cost_with_curses_in_the_pile_is_already_a_danger():
    """Counted only below two actions' cost, the danger came too late: judged where its actions are done, a
    Hollowmere table kept crafting and exploring down to its last cards, far from food and the Hut, and drew a curse
    from the discard pile (issue 31, seed 9). Twelve cards in the deck, curses in the pile: the next few actions may
    well run past its end."""
    game = real.new_game("seventh-continent", 0)
    for piece in list(game.zones.cards("action_deck")):
        game.zones.move(piece, "discard")
    curses = [p for p in game.zones.cards("discard") if game.card(p).type == "curse"]
    for piece in [p for p in game.zones.cards("discard") if game.card(p).type != "curse"][:12]:
        game.zones.move(piece, "action_deck")
    cursed = game.ruleset.prospects(game, 0)
    for piece in curses:
        game.zones.move(piece, "box")
    # five cards fewer in the pile are 0.004 less life: the rest is the chance of drawing a curse there
    assert game.ruleset.prospects(game, 0) - cursed > 0.02


def test_a_board_folded_for_a_save_shows_no_lead_to_a_terrain_met_before():
    """Saving folds the board and returns the past to the decks (rulebook, "Saving the game"): the terrains met
    lie in the deck again behind fresh fog, a way back and not news. Counted as news, a planner table folded the board
    eleven times in 470 decisions (issue 31)."""
    game = real.new_game("seventh-continent", 0)
    start = game.table.figures()[0].at
    north = board.beside(start, "N")
    game.choose(next(o.key for o in game.pending.options if o.data.get("act") == "action"
                     and o.data.get("space") == north))
    finish(game)
    causeway = _numbered(game, 2)
    assert game.zones.zone_of(causeway) == north and 2 in game.table.met
    way, before = taken(game), leads(game).get(start, 0)
    game.choose(next(o.key for o in game.pending.options if o.data.get("act") == "save"))
    finish(game)
    assert game.zones.zone_of(causeway) == "adventure" and game.zones.size(north) == 1  # fog again
    assert taken(game) == way  # the causeway, back in the deck, is still a card met
    # its arrow N names 2 again, which leads nowhere new: the start's other arrows are the same leads as before
    assert leads(game).get(start, 0) == before


def _at_the_hulks_beside_the_stump(quest: tuple[str, ...]):
    """A one-seat Hollowmere table on the Ferryman's Hulks (28), the Belfry Stump (32) revealed east of it, these
    quest items in the satchel."""
    game, hulks = _standing_on("t28-ferrymans-hulks")
    stump = board.beside(hulks, "E")
    game.zones.move(_piece(game, "t32-belfry-stump"), stump)
    for card_id in quest:
        game.zones.move(_piece(game, card_id), "satchel")
    refresh(game)
    return game, stump


def _walk_to(game, stump: str) -> None:
    game.choose(f"act:0:{_piece(game, 't28-ferrymans-hulks')}:0")
    finish(game, until="move")
    game.choose(f"to:{stump}")
    finish(game)  # the Stump's listen on arrival


def test_the_place_of_the_final_swim_found_and_a_character_brought_there_are_steps_towards_the_win():
    """The swim on the Belfry Stump asks every character and the ledger and the clapper: once both are found, finding
    the Stump and walking there is the way on, which no card out of the deck shows. Two Hollowmere tables held both
    and rested at the Hut to the end, one a single exploration away from the Stump (issue 31). Without the clapper
    the Stump is only a terrain, and the walk and its listen on arrival cost life."""
    both = ("quest-founders-ledger", "quest-cold-clapper")
    hidden, _ = _standing_on("t28-ferrymans-hulks")
    for card_id in both:
        hidden.zones.move(_piece(hidden, card_id), "satchel")
    ready, stump = _at_the_hulks_beside_the_stump(both)
    assert ready.ruleset.prospects(ready, 0) > hidden.ruleset.prospects(hidden, 0) + 0.05
    before = ready.ruleset.prospects(ready, 0)
    _walk_to(ready, stump)
    assert ready.table.figures()[0].at == stump and ready.pending.kind == "action"
    assert ready.ruleset.prospects(ready, 0) > before + 0.05
    waiting, stump = _at_the_hulks_beside_the_stump(("quest-founders-ledger",))
    before = waiting.ruleset.prospects(waiting, 0)
    _walk_to(waiting, stump)
    assert waiting.table.figures()[0].at == stump
    assert waiting.ruleset.prospects(waiting, 0) < before


def _resting_at_the_hut():
    """A one-seat Hollowmere table on the East Ferry Steps with the Ferryman's Hut attached, its action deck full and
    its discard pile empty: a rest there draws two cards and shuffles the same two back, and gains nothing."""
    game, steps = _standing_on("t23-east-ferry-steps")
    game.zones.move(_piece(game, "e45-ferrymans-hut"), board.attached(steps))
    refresh(game)
    rest = f"act:0:{_piece(game, 'e45-ferrymans-hut')}:0"
    assert rest in game.legal_options() and game.zones.size("discard") == 0
    return game, rest


def test_a_rest_with_nothing_to_shuffle_back_stands_still_and_is_not_taken_twice_in_a_row():
    """Seat after seat, a three-seat Hollowmere table rested at the Ferryman's Hut with its deck full (47 cards, none
    in the discard pile) until the game's 3,000 decisions ran out (issue 31, seed 6). Each rest is the same deck
    again, but its random finishes kept a skill or gave up an item now and then, so it was never read as changing
    nothing, and as the least loss of all it was taken again and again. Its best finish stands where the table stood
    and none stands better: it is worth the standing now, no more, and is not taken twice in a row."""
    game, rest = _resting_at_the_hut()
    bot = PlanningBot(0, worlds=2, finishes=3)
    keys = candidates(decision_for(game.pending, None))
    totals = bot.weigh(game, None, keys, chooser(0, game, None, 0, "plan:"))
    assert totals[rest] == pytest.approx(bot.worlds * game.ruleset.prospects(game, 0), abs=1e-9)
    deck = game.zones.size("action_deck")
    game.choose(rest)
    finish(game)
    assert game.zones.size("action_deck") == deck and game.zones.size("discard") == 0  # the same deck again
    assert bot.answer(game, None) != rest


def _crafted(game, card_id: str, cost: int):
    """Craft this skill by hand: the skill from the deck to the hand, `cost` action cards drawn to the discard pile, the
    item made. Returns the prospects with the skill in hand and with the item made."""
    from engine.rulesets.seventh_continent import items
    from tests.seventh.conftest import give_hand

    skill = give_hand(game, 0, card_id)
    in_hand = game.ruleset.prospects(game, 0)
    for _ in range(cost):
        game.zones.move(game.zones.top("action_deck"), "discard")
    items.new_item(game, 0, skill, items.durability_of(game, skill))
    return in_hand, game.ruleset.prospects(game, 0)


def _at_the_hut(state: str = ""):
    """A one-seat table on the East Ferry Steps with the Hut attached, holding this state if any."""
    from tests.seventh.conftest import give_hand

    game, steps = _standing_on("t23-east-ferry-steps")
    game.zones.move(_piece(game, "e45-ferrymans-hut"), board.attached(steps))
    if state:
        give_hand(game, 0, state)
    return game


def test_an_item_is_weighed_by_what_it_opens_and_the_cards_it_may_save_in_sight():
    """A two-seat Hollowmere table crafted four items in its first 180 decisions and ran out of cards (issue 31): every
    item kept counted whole on the way, worth some six cards of life early on, so three or four cards paid for one
    looked free. An item is worth the cards it may save on the actions in sight (each use, its die) and counts on the
    way whole only when it opens something: its keyword required by an action in sight."""
    game, steps = _standing_on("t23-east-ferry-steps")
    in_hand, crafted = _crafted(game, "skill-mud-poultice", 3)  # a success added at a rest; no rest in sight
    assert crafted < in_hand
    # the Hut in sight: each use may add a success at a rest, on top of what the Hut is worth to a table without it
    bare, _ = _standing_on("t23-east-ferry-steps")
    alone = bare.ruleset.prospects(bare, 0)
    for table in (game, bare):
        table.zones.move(_piece(table, "e45-ferrymans-hut"), board.attached(steps))
    assert game.ruleset.prospects(game, 0) - crafted > bare.ruleset.prospects(bare, 0) - alone + 0.002
    # the same poultice where an action in sight requires a salve (Gashed, got rid of with one) counts whole
    idle = _crafted(_at_the_hut(), "skill-mud-poultice", 0)
    opens = _crafted(_at_the_hut("s101-gashed"), "skill-mud-poultice", 0)
    assert opens[1] - opens[0] > 2 * (idle[1] - idle[0]) > 0


def test_a_rest_found_on_the_board_puts_the_discard_pile_within_reach():
    """A card of the discard pile is no life until a rest shuffles it back; once the Ferryman's Hut lies on the board
    (its rest shuffles back 4 cards for 2), the pile is life put by where the players can go for it. Counted as it was
    before, a lone explorer gained nothing it could see by finding the Hut, and its deck ran out first (issue 31)."""
    worth = {}
    for pile in (0, 20):
        game, steps = _standing_on("t23-east-ferry-steps")
        for _ in range(pile):
            game.zones.move(game.zones.top("action_deck"), "discard")
        before = game.ruleset.prospects(game, 0)
        game.zones.move(_piece(game, "e45-ferrymans-hut"), board.attached(steps))
        worth[pile] = game.ruleset.prospects(game, 0) - before
    # the Hut is worth more to a table whose pile holds 20 cards: some 6 cards of life (20 at 0.5 against 0.2)
    assert worth[20] > worth[0] + 0.015
