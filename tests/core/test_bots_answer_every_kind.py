"""Both bots answer every kind of decision of every ruleset (issue 31): each kind met in random games of the bundled
packs is asked of the random bot and of the planner, which give an answer the rules accept; a free number is typed
(the 7th games' 'Which number did you spot?' was answered 'never mind', always)."""
from __future__ import annotations

import random

import pytest

from engine import bots
from engine.bots.belief import fork
from engine.bots.planner import PlanningBot
from engine.bots.random_bot import RandomBot
from engine.core.bot import play_randomly
from engine.core.game import Game
from tests.saves import real_saves as real

SEEDS, DECISIONS = 4, 700
# kinds a ruleset asks in every game, which random play must meet: its free numbers among them
MUST = {"seventh-citadel": {"hidden_number", "action"}, "seventh-continent": {"action"},
        "realms-and-ruins": {"effect"}, "arkeis": set(), "cursed-city": set()}


def _kinds(ruleset_id: str) -> dict[tuple[str, str, bool], Game]:
    """A copy of the first game met asking each kind of decision (and shape: who answers, a free number)."""
    met: dict[tuple[str, str, bool], Game] = {}
    for seed in range(SEEDS):
        game = real.new_game(ruleset_id, seed)

        def keep(g: Game) -> None:
            d = g.pending
            if d is not None and not g.over:
                shape = (d.kind, d.owner.split(":")[0], d.number is not None)
                if shape not in met:
                    twin = Game(g.ruleset, g.cards, g.snapshot().state)
                    met[shape] = twin

        play_randomly(game, seed, DECISIONS, check=keep)
    return met


def _asked(game: Game) -> int | None:
    return bots.asked(game)


@pytest.mark.parametrize("ruleset_id", real.RULESETS)
def test_both_bots_answer_every_kind_met_with_an_answer_the_rules_accept(ruleset_id):
    met = _kinds(ruleset_id)
    assert MUST[ruleset_id] <= {kind for kind, _, _ in met}
    for (kind, owner, number), game in sorted(met.items()):
        for bot in (RandomBot(3), PlanningBot(3, worlds=2, finishes=1, budget=24, steps=400)):
            trial = Game(game.ruleset, game.cards, game.snapshot().state)
            seat = _asked(trial)
            key = bots.answer(trial, bot, seat)
            assert trial.pending is not game.pending, (kind, bot)
            if number and not trial.over:
                assert key, kind


def _spotting(seed: int = 0) -> Game:
    """A Citadel game in which a character may spot a number hidden in the picture of the card it stands on."""
    game = real.new_game("seventh-citadel", seed)
    chooser = random.Random(seed)
    for _ in range(600):
        spot = next((o for o in game.pending.options if o.data.get("act") == "spot"
                     and game.card(o.data["piece"]).get("hidden")), None)
        if spot is not None:
            game.choose(spot.key)
            return game
        play_randomly(game, chooser.randrange(10**6), 1)
    pytest.skip("no hidden number met")


def test_the_planner_types_the_number_it_sees_hidden_in_the_picture():
    game = _spotting()
    assert game.pending.kind == "hidden_number" and game.pending.number == (1, 999)
    piece = game.state.stack[-1].data.piece
    seen = [str(n) for n in game.card(piece).get("hidden")]
    seat = bots.asked(game)
    assert game.ruleset.numbers_seen(game, seat) == [int(n) for n in seen]
    trial = fork(game, 0)  # a copy with its log, as the bot at the table reads it (a snapshot keeps none)
    key = bots.answer(trial, PlanningBot(1, worlds=2, finishes=2), seat)
    accepted = [n for n in seen if game.ruleset.procedures["spot"].checks["spot"](
        game, game.state.stack[-1], game.pending.option(n) or _number(n)) is None]
    assert key == (accepted[0] if accepted else "cancel")


def _number(key: str):
    from engine.core.decisions import Option

    return Option(key, key, {"number": int(key)})


def test_the_random_bot_types_numbers_too_and_goes_on_when_one_is_refused():
    game = _spotting()
    seat = bots.asked(game)
    typed = set()
    for attempt in range(40):
        typed.add(RandomBot(attempt).answer(game, seat).isdigit())
    assert typed == {True, False}  # a number, and "never mind", each sometimes
    trial = Game(game.ruleset, game.cards, game.snapshot().state)
    bots.answer(trial, RandomBot(5), seat)  # a wrong number is refused by the rules and another answer given
    assert trial.pending is None or trial.pending.kind != "hidden_number" or trial.state.log.events
