"""How the planning bot draws and counts at the Citadel's Draw and Result steps (issue 31: tables reached the right
place in Ashenreach and did not act there: their tries drew only an action's cost and ignored successes won at
random, so a try scored little above standing still, and the bot's own extra draw had to win by more than it was
worth)."""
from __future__ import annotations

import random

from engine.bots.belief import fork
from engine.bots.planner import EVEN, PlanningBot, candidates, doubted, finish
from engine.core.events import Chosen
from tests.seventh_citadel.conftest import act, new, stack
from tests.seventh_citadel.test_traits import facing


def _answers(trial, game, kind: str) -> list[str]:
    """The answers the trial gave to questions of this kind since it was forked from `game`."""
    return [e.option for e in trial.state.log.events[len(game.state.log.events):]
            if isinstance(e, Chosen) and e.decision == kind]


def _first_result(trial, game) -> dict:
    """What the first Result step the trial played since it was forked from `game` found."""
    return next(e.data for e in trial.state.log.events[len(game.state.log.events):]
                if getattr(e, "data", {}).get("rule") == "result")


def _facing_the_lurker(pack):
    """A lone player acting on the lurker (cost 1, difficulty 2), asked whether to draw more."""
    game = new(pack)
    facing(game, "lurker")
    game.choose("act:0:lurker:0")
    assert game.pending.kind == "more"
    return game


def test_a_random_finish_never_ignores_a_success_won_though_the_planner_weighs_it(pack):
    """"Ignore one success" gives up part of what the player won (marked `waive`): picked at random, it turned won
    tries into failures. A finish takes every other answer first; the planner still weighs it (a player may want to
    fail on purpose)."""
    game = new(pack)
    facing(game, "lurker")                                  # difficulty 2
    stack(game, 0, "a-star", "a-star")
    game.choose("act:0:lurker:0")
    game.choose("more")
    game.choose("weigh")
    assert game.pending.kind == "result" and game.legal_options() == ["ignore", "done"]
    assert game.pending.option("ignore").data["waive"] and not game.pending.option("done").data.get("waive")
    assert candidates(game.pending) == ["ignore", "done"]
    for seed in range(12):
        trial = fork(game, seed)
        finish(trial, 0, random.Random(seed), 4)
        assert _answers(trial, game, "result")[0] == "done"
        assert _first_result(trial, game) == {"rule": "result", "success": True, "successes": 2, "need": 2}


def test_the_draw_more_question_tells_the_chance_now_and_with_one_more_card(pack):
    """The extra draw's answer carries its odds as any bot reads them (`chance`: now, with the card), the same the
    question shows the players."""
    game = _facing_the_lurker(pack)
    more, context = game.pending.option("more"), game.pending.context
    assert more.data["spend"] and more.data["chance"] == (context["odds"], context["odds_one_more"])
    assert context["odds"] == 0.0 < context["odds_one_more"]
    assert "chance" not in game.pending.option("reveal").data


def test_a_random_finish_draws_a_card_more_while_the_chance_is_below_even_and_rises(pack):
    """Drawn seldom and at random, the card more was missing from nearly every try at an action of difficulty 2 and
    cost 1: the tries failed, and acting scored little above standing still. Told the odds, a finish draws while the
    chance is below even and the card raises it, and no more; at even or better, it draws none."""
    game = _facing_the_lurker(pack)                         # no chance with the one card: 0, then 0.13, 0.47, more
    for seed in range(8):
        trial = fork(game, seed)
        finish(trial, 0, random.Random(seed), 8)
        answers = _answers(trial, game, "more")             # this action's, then later ones'
        assert answers[:4] == ["more"] * 3 + [answers[3]] and answers[3] != "more"  # 0 -> 0.13 -> 0.47 -> even
    game = new(pack)
    act(game, 0, "t-1", 0)                                  # pull, cost 5: 0.56 with the cards drawn
    assert game.pending.option("more").data["chance"][0] >= EVEN
    for seed in range(8):
        trial = fork(game, seed)
        finish(trial, 0, random.Random(seed), 8)
        assert _answers(trial, game, "more")[0] != "more"


def test_the_planner_draws_the_card_the_odds_say_is_worth_drawing(pack):
    """An extra card had to beat revealing by a fixed margin against the noise of random finishes, though it was worth
    less than that: every fight with the Cinder Hound was "Reveal the 2 cards drawn". When the odds say draw (no
    chance now, some with the card), not drawing is the answer that must win by that margin: revealing fails for sure."""
    game = _facing_the_lurker(pack)
    assert [PlanningBot(seed).answer(game, 0) for seed in range(4)] == ["more"] * 4
    # with some chance already, the tries alone decide; at even odds or better, drawing must win by the margin
    game.choose("more")
    keys = game.legal_options()
    assert 0 < game.pending.context["odds"] < EVEN and doubted(game.pending, keys) == []
    game = new(pack)
    act(game, 0, "t-1", 0)                                  # pull: 0.56 with the cards drawn
    assert doubted(game.pending, game.legal_options()) == ["more"]


def test_the_planner_ignores_no_success_where_the_action_is_won_either_way(pack):
    """With more successes than needed, "Ignore one success" and "that is all" come to the same: a table ignored
    successes as often as not, the finishes after it differing by luck alone. An answer that gives up part of what was
won is given on clear evidence only."""
    game = new(pack)
    facing(game, "lurker")                                  # difficulty 2
    stack(game, 0, "a-star", "a-star", "a-star")
    game.choose("act:0:lurker:0")
    game.choose("more")
    game.choose("more")
    game.choose("weigh")
    assert game.legal_options() == ["ignore", "done"] and game.pending.option("ignore").data["successes"] == 2
    assert [PlanningBot(seed).answer(game, 0) for seed in range(3)] == ["done"] * 3
