"""Hollowmere is winnable as its walkthrough says: a scripted plan (plan_hollowmere.py) plays the
bundled pack from setup to the curse lifted, checking every step, and plays it the same way twice."""
from __future__ import annotations

import pytest

from engine.content.loader import load_pack
from engine.content.paths import packs_dir
from engine.core.serial import game_to_plain
from engine.rulesets.seventh_continent import Seat, new_game
from engine.rulesets.seventh_continent import actions, effects
from engine.rulesets.seventh_continent.cards import deck_of
from engine.rulesets.seventh_continent.forecast import action_frame, forecast
from engine.rulesets.seventh_continent.frames import ActionLocals
from engine.rulesets.seventh_continent.table import ACTION_DECK, SATCHEL
from engine.rulesets.sevenths import board
from tests.seventh import plan_hollowmere as plan

SEAT = 0
TRIES = 6          # an action is retried after a failure at most this often
SURE = 0.9         # extra cards are drawn while the odds of success are below this...
DECK_LOW = 12      # ...and the action deck still holds more than this many cards,
FAIR = 0.7         # or, from a thinner deck, while they are below this
MAX_DRAWN = 8


class PlanError(AssertionError):
    """The plan cannot go on: the step, and what the table shows instead."""


# -- reading the table ----------------------------------------------------------------------------
def number_of(game, piece: str):
    return game.card(piece).get("number")


def terrain_slot(game, number: int) -> str:
    for zone in list(game.zones.contents):
        if zone.startswith("board:"):
            piece = board.terrain_in(game, zone)
            if piece is not None and number_of(game, piece) == number:
                return zone
    raise PlanError(f"terrain {number} is not on the board")


def top_card(game, item_zone: str) -> int:
    return number_of(game, game.zones.cards(item_zone)[0])


def item_cards(game) -> list[int]:
    return [number_of(game, p) for it in game.table.items_of(SEAT) for p in game.zones.cards(it.zone)]


def in_play(game, number: int) -> bool:
    for zone, pieces in game.zones.contents.items():
        if zone.startswith(("board:", "attached:", "revealed", "item:", "hand:")) or zone == SATCHEL:
            if any(number_of(game, p) == number for p in pieces):
                return True
    return False


def holds(game, expect) -> bool:
    kind, *args = expect
    if kind == "xp":
        return game.table.xp == args[0]
    if kind == "item":
        return args[0] in item_cards(game)
    if kind == "satchel":
        return any(game.state.pieces[p] == args[0] for p in game.zones.cards(SATCHEL))
    if kind == "attached":
        event, to = args
        return any(number_of(game, p) == event for p in board.attached_events(game, terrain_slot(game, to)))
    if kind == "gone":
        return not in_play(game, args[0])
    if kind == "won":
        return game.state.outcome == "win"
    raise ValueError(f"unknown expectation {expect}")


# -- answering the rules' questions ---------------------------------------------------------------
def success_odds(game, extra: int = 0) -> float:
    """The forecast's odds of success (a state's penalty still to come included)."""
    return forecast(game, extra).odds.success


def worth(effect_key: str, game, decision) -> bool:
    """Penalties (a state's negative effect) are always applied; bonuses only when they count."""
    d: ActionLocals = action_frame(game).data
    effect = next(e for e in effects.available(game, d, decision.kind) if e.key == effect_key)
    if effect.cards < 0 or effect.successes < 0:
        return True
    if decision.kind == "cost" and d.locked:  # no extra cards later: fewer cards, worse odds
        cards = min(effect.cards, d.cost)
        return cards > 0 and success_odds(game, -cards) >= SURE
    if decision.kind == "cost":
        return decision.context["cost"] > 0
    return decision.context["successes"] < decision.context["difficulty"]


def answer(game, decision, place_at: str | None, move_to: str | None) -> str:
    """The runner's small policy for every question inside an action."""
    keys = [o.key for o in decision.options]
    kind = decision.kind
    if kind in plan.ANSWERS and plan.ANSWERS[kind] in keys:
        return plan.ANSWERS[kind]
    if kind == "involve":
        return "go"
    if kind == "use_item":                       # offered only when they help; a die is worth it on hard actions
        hard = decision.context["cost"] >= 3 or decision.context["difficulty"] >= 2
        return next((k for k in keys if k.startswith("use:")), "done") if hard else "done"
    if kind in ("cost", "result"):               # effects first, then draw / that is all
        effect = next((k for k in keys if k.startswith("effect:") and worth(k[7:], game, decision)), None)
        return effect or ("draw" if kind == "cost" else "done")
    if kind == "extra":
        # a thick deck buys safety; a thin one only the cards that give the action a fair chance
        deck, odds = game.zones.size(ACTION_DECK), success_odds(game)
        wants = odds < SURE and deck > DECK_LOW or odds < FAIR and deck > 0
        return "extra" if wants and decision.context["drawn"] < MAX_DRAWN and "extra" in keys else "reveal"
    if kind == "skill":
        return "none"
    if kind == "hand_limit":
        return keys[0]
    if kind == "found_item":
        return next((k for k in keys if k.startswith("new:")), next((k for k in keys if k.startswith("combine:")), "past"))
    if kind == "found_card":
        return next((k for k in keys if k.startswith("hand:")), "past")
    if kind == "durability":                     # spare the items the plan still needs
        return min(keys, key=lambda k: (top_card(game, k[5:]) in plan.KEEP, -game.table.item(k[5:]).die))
    if kind == "place":
        wanted = f"slot:{place_at}" if place_at else None
        if wanted in keys:
            return wanted
        if len(keys) == 1:
            return keys[0]
        raise PlanError(f"where to place {decision.context['piece']}? {keys}")
    if kind == "move":
        wanted = f"to:{move_to}" if move_to else None
        if wanted in keys:
            return wanted
        raise PlanError(f"the plan moves to {move_to}, the rules offer {keys}")
    if kind == "choose":
        return keys[0]
    raise PlanError(f"no policy for a '{kind}' decision: {decision.prompt} {keys}")


def until_turn(game, place_at: str | None = None, move_to: str | None = None) -> list:
    """Answer every question until the next turn's question (or the end); returns the events."""
    events = []
    for _ in range(200):
        decision = game.pending
        if game.over or decision is None or decision.kind == "action":
            return events
        events += game.choose(answer(game, decision, place_at, move_to))
    raise PlanError("the action does not end")


# -- taking actions -------------------------------------------------------------------------------
def action_key(game, number: int, icon: str) -> str | None:
    """The legal turn option for this card's action, or None."""
    for key in game.legal_options():
        if not key.startswith(f"act:{SEAT}:"):
            continue
        _, _, piece, index = key.split(":")
        if number_of(game, piece) == number and actions.action_def(game, piece, int(index))["icon"] == icon:
            return key
    return None


def take(game, number: int, icon: str, **where) -> list:
    key = action_key(game, number, icon)
    if key is None:
        raise PlanError(f"{icon} on card {number} cannot be taken; legal: {game.legal_options()}")
    return game.choose(key) + until_turn(game, **where)


def act(game, number: int, icon: str, expect) -> int:
    for attempt in range(1, TRIES + 1):
        take(game, number, icon)
        if holds(game, expect):
            return attempt
        if game.over:
            break
    raise PlanError(f"{icon} on {number}: {expect} still not true after {attempt} tries ({game.state.outcome})")


def refill(game, number: int, icon: str, size: int) -> int:
    for attempt in range(1, 4 * size):
        if game.zones.size(ACTION_DECK) >= size:
            return attempt - 1
        take(game, number, icon)
    raise PlanError(f"{icon} on {number} does not bring the action deck to {size} cards")


def move(game, number: int) -> int:
    here = board.terrain_in(game, game.table.player(SEAT).at)
    target = terrain_slot(game, number)
    for attempt in range(1, TRIES + 1):
        take(game, number_of(game, here), "move", move_to=target)
        if game.table.player(SEAT).at == target:
            return attempt
    raise PlanError(f"could not move to {number}")


def explore(game, number: int, side: str, card: int) -> int:
    """Resolve whatever lies in the fog on that side until the arrow's terrain is placed there."""
    here = terrain_slot(game, number)
    space = board.beside(here, side)
    taken = 0
    while (piece := board.card_in(game, space)) is not None and deck_of(game.card(piece)) == "exploration":
        if taken == TRIES or game.over:
            raise PlanError(f"the fog {side} of {number} still holds {piece} after {taken} actions")
        if game.table.player(SEAT).at != here:
            raise PlanError(f"the fog {side} of {number} is explored from {number}")
        key = f"act:{SEAT}:{space}:{actions.BACK}" if piece in game.table.face_down else f"act:{SEAT}:{piece}:0"
        if key not in game.legal_options():
            raise PlanError(f"cannot resolve {piece} {side} of {number}: {game.legal_options()}")
        game.choose(key)
        until_turn(game, place_at=space)
        taken += 1
    placed = board.terrain_in(game, space)
    if placed is None or number_of(game, placed) != card:
        raise PlanError(f"{side} of {number} holds {board.card_in(game, space)}, not terrain {card}")
    return taken


def play(pack, seed: int = plan.SEED) -> tuple:
    """Play the whole plan; returns the game and a log line per step."""
    game = new_game(pack, [Seat("Ilse", plan.CHARACTER)], ["drowned-bell"], seed=seed)
    log = []
    for step in plan.PLAN:
        if game.over:
            raise PlanError(f"the game ended ({game.state.outcome}) before {step}")
        kind = step[0]
        if kind == "act":
            tries = act(game, *step[1:])
        elif kind == "explore":
            tries = explore(game, *step[1:])
        elif kind == "move":
            tries = move(game, *step[1:])
        elif kind == "refill":
            tries = refill(game, *step[1:])
        elif kind == "expect":
            tries = 0
        else:
            raise ValueError(f"unknown step {step}")
        expect = step[-1] if kind in ("act", "expect") else None
        assert expect is None or holds(game, expect), f"{step}: {expect} does not hold"
        log.append((step, tries, game.zones.size(ACTION_DECK)))
    return game, log


@pytest.fixture(scope="module")
def hollowmere():
    return load_pack(packs_dir() / "hollowmere")


def test_the_walkthrough_lifts_the_curse(hollowmere):
    game, log = play(hollowmere)
    assert game.state.outcome == "win"
    assert "drowned-bell" in game.table.lifted
    # every step ran, and both quest items are in the satchel
    assert [step for step, _, _ in log] == plan.PLAN
    assert holds(game, ("satchel", "quest-founders-ledger")) and holds(game, ("satchel", "quest-cold-clapper"))
    assert game.table.xp >= 1                      # 50 at the landing (lifting ends the game at once)
    game.zones.check()
    assert set(game.zones.where) == set(game.state.pieces)


def test_the_same_seed_and_plan_play_the_same_game(hollowmere):
    first, _ = play(hollowmere)
    second, _ = play(hollowmere)
    assert game_to_plain(first) == game_to_plain(second)
