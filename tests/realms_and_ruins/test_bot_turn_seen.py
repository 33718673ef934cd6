"""A bot's turn is seen: what it did stays in front of the person (over the answers they read next) until they
answer, worded as the log says it; an answer naming no card of a hand ("End your turn", a card bought from the
market, a Realm used) is read by every seat ("Bram chose: End your turn"), not as a bare "Bram chose."."""
from __future__ import annotations

import weakref

from gui import looking
from gui.panels.words import line
from tests.realms_and_ruins.test_table import start, window  # noqa: F401 - the fixture


def _play_person_turn(session):
    """The person's turn: one Action, then End your turn (whatever else the rules ask in between)."""
    game = session.game
    for _ in range(60):
        decision = game.pending
        if decision is None or game.over or decision.asking() != 0:
            return
        keys = decision.keys()
        if decision.kind == "action" and "end" in keys:
            assert session.choose("end", 0)
        else:
            assert session.choose(decision.options[0].key if decision.options else str(decision.number[0]), 0)


def test_a_bots_turn_stays_in_front_of_the_person_until_they_answer(window, qtbot):
    session = start(window, qtbot, bots=(1,), players=2, seed=5)
    game = session.game
    assert looking.seat(game) == 0
    while game.pending.asking() != 0:
        qtbot.waitUntil(lambda: game.pending is None or game.pending.asking() == 0, timeout=10000)
    mark = len(game.state.log.events)
    window._news_from = (weakref.ref(session), mark)  # the person's last answer was here
    _play_person_turn_through_window(window, qtbot)
    qtbot.waitUntil(lambda: game.pending.asking() == 0 and window.seating.bot_answered_at > mark, timeout=20000)
    news = window.choices.news
    assert news.isVisible(), "the bot's turn passed unseen"
    bram = game.table.players[1].name
    said = news.text()
    assert "Since your last answer" in said and f"{bram} chose" in said, said
    # as the person reads the log: every line shown is the log's line for this seat
    lines = [w for i in range(mark, len(game.state.log.events)) if (w := line(game, game.state.log.events, i))]
    shown = window.choices.news_lines
    assert lines and all(any(s.startswith(w) for s in shown) for w in lines[-window.NEWS_LINES:])
    # it stays until the person answers, then goes
    qtbot.wait(300)
    assert news.isVisible()
    key = game.pending.options[0].key
    assert window.choose(key)
    assert not news.isVisible() or game.pending.asking() != 0


def _play_person_turn_through_window(window, qtbot):
    game = window.session.game
    for _ in range(60):
        decision = game.pending
        if decision is None or game.over or decision.asking() != 0:
            return
        keys = decision.keys()
        key = "end" if decision.kind == "action" and "end" in keys else (
            decision.options[0].key if decision.options else str(decision.number[0]))
        assert window.choose(key)


def test_an_answer_naming_no_hidden_card_is_read_by_every_seat(window, qtbot):
    session = start(window, qtbot, bots=(), players=2, seed=5)
    game = session.game
    while game.pending is not None and not (game.pending.kind == "action" and "end" in game.pending.keys()):
        decision = game.pending
        assert session.choose(decision.options[0].key, decision.asking())
    asked = game.pending.asking()
    assert session.choose("end", asked)
    ended = next(i for i in range(len(game.state.log.events) - 1, -1, -1)
                 if game.state.log.events[i].kind == "chosen" and game.state.log.events[i].option == "end")
    rival = 1 - asked
    looking.sit(game, rival)
    words = line(game, game.state.log.events, ended)
    assert words == f"{game.table.players[asked].name} chose: End your turn.", words
