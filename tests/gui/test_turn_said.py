"""The turn structure is said: a line over the board names whose turn it is, which phase and what is left (actions,
dice), in every rule system. Seen at the table: in Brinefall the turn ended by itself after the second Action with
no "Action 1 of 2" anywhere. The facts are the engine's (`engine.core.turns`, each ruleset's `turn`), the words the
presentation's."""
from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

from engine import rulesets as registry
from engine.content.loader import list_packs, load_pack
from engine.core import turns
from engine.core.ruleset import Seat
from gui.panels.turn_header import turn_line
from gui.panels.words import player_name
from tests.gui.conftest import start_through_wizard

PACKS = ("hollowmere", "ashenreach", "brinefall", "cinderfane", "mirewick")


def new_game(pack_id: str, seed: int = 5):
    pack = load_pack(next(s for s in list_packs() if s.id == pack_id).folder)
    rules = registry.ruleset(pack.ruleset)
    roles = rules.roles(pack).choices
    options = {o.key: o.default for o in rules.setup_options(pack)}
    seats = [Seat("Ada", roles[0].key if roles else ""), Seat("Bram", roles[1].key if len(roles) > 1 else "")]
    return rules.new_game(pack, seats, options, seed)


def answer(game, rng) -> None:
    decision = game.pending
    if decision.number:
        game.choose("cancel" if decision.option("cancel") else str(decision.number[0]))
    else:
        game.choose(rng.choice(decision.keys()))


def test_brinefall_says_the_actions_left_and_the_turn_passing():
    game = new_game("brinefall")
    first = turns.turn(game)
    assert (first.seat, first.phase, first.left) == (0, "actions", (turns.Left("action", 2, 2),))
    assert "<b>2</b> of 2 Actions left" in turn_line(game) and "Ada's turn" in turn_line(game)
    rng = random.Random(3)
    seen = []
    for _ in range(400):
        now = turns.turn(game)
        if game.pending.kind == "action" and game.pending.owner == f"seat:{now.seat}":
            seen.append((now.seat, now.left[0].left))
            if len(seen) > 1 and seen[-1][0] != seen[-2][0]:
                break
            keys = [o.key for o in game.pending.options if o.data.get("action") not in ("end", "bought")]
            game.choose(keys[0])
        else:
            answer(game, rng)
    # Ada is told 2 of 2, then 1 of 2; her turn ends by itself after the second, and Bram has 2 of 2
    assert seen[:2] == [(0, 2), (0, 1)] and seen[-1] == (1, 2), seen


@pytest.mark.parametrize("pack_id", PACKS)
def test_every_rule_system_says_its_turn(pack_id):
    """Random answers through the first turns: the line always says something once the game is under way, names
    the seat whose turn it is when the ruleset says one acts, and what is left when the ruleset counts it."""
    game = new_game(pack_id)
    rng = random.Random(1)
    said = []
    for _ in range(150):
        if game.over or game.pending is None:
            break
        fact = turns.turn(game)
        line = turn_line(game)
        if fact is not None:
            said.append(line)
            if fact.seat is not None:
                assert player_name(game, fact.seat) in line, line
            for left in fact.left:
                assert f"<b>{left.left}</b>" in line, line
        answer(game, rng)
    assert said and all(said[len(said) // 2:]), said  # under way, never silent


def test_the_line_is_over_the_board_at_the_table(window, qtbot):
    start_through_wizard(window, qtbot, pack_id="brinefall")
    window.hand_over_screen.ready.emit()
    QApplication.processEvents()
    header = window.turn_header
    assert header.isVisible() and "2</b> of 2 Actions left" in header.text()
    assert header.geometry().bottom() <= window.stack.geometry().top() + 1  # above the board
    window.close_game()
    assert not header.isVisible()  # the welcome says no turn


def test_the_screen_passed_says_the_turn_now_not_the_last_one(window, qtbot):
    """Seen at the table: 'Pass the screen to Ada' under a line still saying 'Bram's turn · 0 of 2 Actions left'."""
    start_through_wizard(window, qtbot, pack_id="brinefall")
    window.hand_over_screen.ready.emit()
    game = window.session.game
    first = turns.turn(game).seat
    rng = random.Random(3)
    for _ in range(300):
        if window.stack.currentWidget() is window.hand_over_screen:
            break
        if game.pending.kind == "action" and game.pending.owner == f"seat:{first}":
            keys = [o.key for o in game.pending.options if o.data.get("action") not in ("end", "bought")]
            assert window.choose(keys[0])
        else:
            decision = game.pending
            assert window.choose("cancel" if decision.number and decision.option("cancel") else
                                 str(decision.number[0]) if decision.number else rng.choice(decision.keys()))
    assert window.stack.currentWidget() is window.hand_over_screen
    assert player_name(game, turns.turn(game).seat) + "'s turn" in window.turn_header.text()
    assert "<b>2</b> of 2" in window.turn_header.text()


@pytest.mark.parametrize("pack_id", PACKS)
def test_a_game_just_loaded_says_its_turn(pack_id):
    """A frame read back from a save holds a plain table until its next step: the turn is said all the same."""
    from engine.core.plain import to_plain

    game = new_game(pack_id)
    rng = random.Random(2)
    for _ in range(40):
        if game.over or game.pending is None:
            break
        answer(game, rng)
    said = turn_line(game)
    for frame in game.state.stack:
        if not isinstance(frame.data, dict):
            frame.data = to_plain(frame.data)  # as a save keeps it
    assert turn_line(game) == said


def test_a_cursed_city_journeys_end_says_so_over_the_board():
    """Seen at the table: when a journey ended (its result read, the next journey asked) the line went blank."""
    from tests.cursed_city import plan

    game = new_game("mirewick")
    for _ in range(3000):
        if game.over or game.pending.kind == "journey":
            break
        game.choose(plan.answer(game))
    assert game.pending.kind == "journey"
    from html import unescape

    assert turns.turn(game) is not None and "journey's end" in unescape(turn_line(game)).lower()
