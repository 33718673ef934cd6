"""The planner at a question between two actions (the 7th Citadel's): an answer that changes nothing the prospects
read is worth the standing now, and the table does not stand still for ever, alone or seat after seat."""
from __future__ import annotations

import random

import pytest

from engine import bots
from engine.bots.planner import PlanningBot
from engine.core.events import Chosen
from tests.saves import real_saves as real


def _between(offered: str = "", seed: int = 0, options: int = 3, discarded: int = 0):
    """A Citadel game at the question between two actions, with `options` answers at least, one beginning `offered`,
    and `discarded` cards at least in the first player's discard pile."""
    from engine.bots.random_bot import RandomBot

    game = real.new_game("seventh-citadel", seed)
    table = {None: RandomBot(seed), 0: RandomBot(seed)}
    for _ in range(300):
        if ((game.pending.owner, game.pending.kind) == game.ruleset.between and len(game.pending.options) >= options
                and any(o.key.startswith(offered) for o in game.pending.options)
                and game.zones.size("discard:0") >= discarded):
            return game
        bots.step(game, table)
    raise AssertionError(f"no question between two actions offering {offered!r} in 300 random decisions")


def test_an_answer_between_two_actions_that_changes_nothing_the_prospects_read_is_worth_the_standing_now():
    """A Recovery is worth nothing to the Citadel's prospects (a life point for two cards, at the Recovery's price):
    scored by what random play did after it, noise alone made it the best answer again and again (issue 31). The
    action done, the table stands exactly as well as before: its score is the standing now, and no more."""
    from engine.bots.random_bot import chooser

    game = _between("recover", discarded=4)
    recovery = next(o.key for o in game.pending.options if o.key.startswith("recover"))
    bot = PlanningBot(0, worlds=2, finishes=3)
    keys = [o.key for o in game.pending.options]
    totals = bot.weigh(game, None, keys, chooser(0, game, None, 0, "plan:"))
    now = bot.worlds * game.ruleset.prospects(game, 0)
    assert totals[recovery] == pytest.approx(now, abs=1e-9)  # its random finishes stood better once (0.286 of 0.281)


def test_an_answer_between_two_actions_that_changes_nothing_the_prospects_read_is_not_given_twice_in_a_row(monkeypatch):
    """A four-seat Citadel table listened at the gate some 80 times to a paragraph already read. With prospects that
    nothing changes, every answer is worth the same: the one the table gave last is not given again."""
    game = _between()
    monkeypatch.setattr(type(game.ruleset), "prospects", lambda self, g, seat: 0.5)
    bot = PlanningBot(0, worlds=2, finishes=1)
    decision = game.pending
    events = game.state.log.events
    first = bot.answer(game, None)
    events.append(Chosen(decision.owner, decision.kind, first, label="the same"))
    second = bot.answer(game, None)
    assert second != first
    # given to another question, it is no repeat
    events[-1] = Chosen(decision.owner, "elsewhere", first, label="the same")
    events.append(Chosen(decision.owner, "elsewhere", "x", label="x"))
    assert bot.answer(game, None) == first


def test_with_nothing_but_words_since_the_last_action_the_table_does_not_stand_still_again():
    """A three-seat Citadel table listened at the gate each seat in turn, the paragraph long read: each answer a
    different seat's, none given twice in a row, and nothing happened but words. Standing still once is a choice;
    with only words since, an answer that changes something is given instead."""
    from engine.bots.planner import only_words_since
    from engine.bots.random_bot import chooser
    from engine.core.events import Message, PieceMoved

    game = _between("recover", discarded=4)
    decision = game.pending
    events = game.state.log.events
    bot = PlanningBot(0, worlds=2, finishes=3)
    keys = [o.key for o in decision.options]
    now = bot.worlds * game.ruleset.prospects(game, 0)
    luck = chooser(0, game, None, 0, "plan:").getstate()  # the same worlds and finishes each time

    def weighed():
        same = random.Random()
        same.setstate(luck)
        return bot.weigh(game, None, keys, same)

    # the table's last action (another seat's, say) moved a card: standing still is a choice
    events.append(Chosen(decision.owner, decision.kind, "act:9:elsewhere:0", label="listen"))
    events.append(PieceMoved(next(iter(game.zones.cards("discard:0"))), "discard:0", "discard:0"))
    assert not only_words_since(events, decision.kind)
    chosen = weighed()
    still = {key for key, total in chosen.items() if abs(total - now) < 1e-9}
    assert still and len(still) < len(chosen)
    # it changed only words: an answer that changes nothing the prospects read is not given now
    events[-1] = Message("The gatekeeper says again what he said.")
    assert only_words_since(events, decision.kind)
    assert set(weighed()) == set(chosen) - still


def _weighing(game):
    """(the question, the log's events, the standing now over the worlds, a call weighing every answer with the same
    luck each time): a two-world planner at a Citadel question between two actions."""
    from engine.bots.random_bot import chooser

    decision = game.pending
    bot = PlanningBot(0, worlds=2, finishes=3)
    keys = [o.key for o in decision.options]
    luck = chooser(0, game, None, 0, "plan:").getstate()

    def weighed():
        same = random.Random()
        same.setstate(luck)
        return bot.weigh(game, None, keys, same)

    return decision, game.state.log.events, bot.worlds * game.ruleset.prospects(game, 0), weighed


def test_seats_standing_still_in_turn_stand_still_no_more():
    """A four-seat Citadel table stood at the gate for 400 decisions: each seat in turn listened to a paragraph long
    read (a score the prospects do not read went up: more than words) or began a Recovery and declined it. No answer
    was given twice in a row, and no circle of answers came round again. After `STILL_TURNS` answers in a row that
    each change nothing the prospects read now, whoever gave them, an answer that changes something is given."""
    from engine.bots.planner import STILL_TURNS
    from engine.core.events import ValueChanged

    game = _between("recover", seed=4, discarded=4)         # a Recovery and a card discarded change nothing there
    decision, events, now, weighed = _weighing(game)

    def answered(key: str) -> None:
        events.append(Chosen(decision.owner, decision.kind, key, label="an answer"))
        events.append(ValueChanged("score:knowledge", len(events), len(events) + 1))

    answered("act:9:elsewhere:0")                           # an answer that changed the prospects, say
    chosen = weighed()
    still = sorted(key for key, total in chosen.items() if abs(total - now) < 1e-9)
    assert len(still) >= 2 and len(still) < len(chosen)
    for key in (still * STILL_TURNS)[:STILL_TURNS - 1]:
        answered(key)
    assert set(still) - set(weighed()) == {still[(STILL_TURNS - 2) % len(still)]}  # only the last is not given again
    answered(still[(STILL_TURNS - 1) % len(still)])
    assert set(weighed()) == set(chosen) - set(still)


def test_an_answer_begun_and_declined_is_not_given_again_at_once():
    """A two-seat Citadel table began a Recovery and declined it ("No Recovery"), again and again: nothing but words
    came of it, and its random finishes, which sometimes spent a life point there, made it the best answer each
    time. An answer that came back to the question with nothing but words is not given again at once."""
    from engine.core.events import Message

    game = _between("recover", discarded=4)
    decision, events, now, weighed = _weighing(game)

    changing = sorted(key for key, total in weighed().items() if abs(total - now) >= 1e-9)
    assert len(changing) >= 2
    begun = changing[0]
    events.append(Chosen(decision.owner, decision.kind, begun, label="begun"))
    events.append(Chosen("seat:0", "recovery", "cancel", label="No Recovery"))
    events.append(Message("Nothing happens."))
    assert begun not in weighed() and set(weighed()) >= set(changing[1:])
