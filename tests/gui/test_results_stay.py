"""What an action produced stays in front of the player until they move on, and the log keeps it. Seen at the table:
what a Hollowmere action gained went with the step dialog closing by itself within 2 s; the answer to a Listen in
The 7th Citadel (a paragraph of the Dialogue Book) showed only in a small side panel."""
from __future__ import annotations

import html
import re

import pytest

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from gui.panels.words import line
from tests.gui.conftest import answer_until_action, start_through_wizard

READ_BEFORE = 2500  # ms: the dialog used to close itself this long after the action


@pytest.fixture(autouse=True)
def same_deal(monkeypatch):
    """The same shuffles each run: the search finds an item."""
    import random

    import gui.starting

    monkeypatch.setattr(gui.starting.random, "SystemRandom", lambda: random.Random(7))


def plain(rich: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", rich))


def act(session, icon: str) -> int:
    """Take the first action with this icon; where the game's log stood before it."""
    game = session.game
    before = len(game.state.log.events)
    assert session.choose(next(o.key for o in game.pending.options if o.data.get("icon") == icon))
    return before


def test_what_an_action_produced_stays_until_the_player_moves_on(window, qtbot):
    session = start_through_wizard(window, qtbot)
    game = session.game
    before = act(session, "search")
    answer_until_action(session)
    QApplication.processEvents()
    qtbot.wait(READ_BEFORE + 500)
    step = window.step
    assert step.isVisible() and step.finished_action
    shown = plain(step.results.text())
    said = [line(game, game.state.log.events, i) for i in range(before, len(game.state.log.events))]
    gained = [words for words in said if words and "goes from the table (being resolved) to" in words]
    assert gained, said  # the search found an item and put it in a player's hands
    assert all(words.rstrip(".") in shown for words in gained), shown
    assert "chose: Keep no skill" not in shown  # from its result on, not every step before it
    qtbot.mouseClick(step.close_button, Qt.MouseButton.LeftButton)  # the player moves on
    assert not step.isVisible()
    assert all(words in window.log.plain_text() for words in gained)  # the log keeps it


def test_the_next_action_takes_the_last_ones_results_away(window, qtbot):
    session = start_through_wizard(window, qtbot)
    act(session, "search")
    answer_until_action(session)
    QApplication.processEvents()
    assert window.step.results.text()
    act(session, "explore")
    QApplication.processEvents()
    assert window.step.isVisible() and not window.step.finished_action
    assert window.step.results.text() == ""


def test_a_listens_answer_is_read_where_the_player_is_looking(window, qtbot):
    session = start_through_wizard(window, qtbot, pack_id="ashenreach")
    game = session.game
    act(session, "listen")
    answer_until_action(session)
    QApplication.processEvents()
    read = [e.card for e in game.state.log.events if e.kind == "revealed" and e.zone == "book"]
    assert read, "the Listen read no paragraph"
    step = window.step
    assert step.isVisible() and step.finished_action
    words = str(game.card(read[0]).get("text"))
    assert words[:40] in plain(step.results.text())  # the paragraph, whole, in the dialog


def test_passing_the_screen_takes_a_finished_actions_results_away(window, qtbot):
    session = start_through_wizard(window, qtbot)
    act(session, "search")
    answer_until_action(session)
    QApplication.processEvents()
    assert window.step.isVisible()
    window.step.put_away()  # what passing the screen to a rival does (gui/passing.py)
    assert not window.step.isVisible() and window.step.results.text() == ""


def test_enter_continues_from_the_results_and_takes_no_answer_hidden_under_them(window, qtbot):
    """Seen at the table: Enter with the results in view took the first choice of "What now?" behind the dialog
    (a Move nobody asked for)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    session = start_through_wizard(window, qtbot)
    game = session.game
    act(session, "search")
    answer_until_action(session)
    QApplication.processEvents()
    assert window.step.isVisible() and window.step.finished_action
    asked = game.pending
    QTest.keyClick(window, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert not window.step.isVisible()
    assert game.pending is asked  # no choice was taken
