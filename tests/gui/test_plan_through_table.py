"""The bundled adventure's scripted plan (tests/seventh/plan_hollowmere.py), every decision taken
through the table's session, with the board, panels and dialogs following each one."""
from __future__ import annotations

from engine.core.decisions import IllegalChoice
from engine.rulesets.seventh_continent import Seat, new_game
from gui.session import Session
from tests.gui.conftest import see_the_end
from tests.seventh import plan_hollowmere as plan
from tests.seventh import test_hollowmere_plan as walk


class ThroughTable:
    """The game as the plan sees it, except that every choice goes through the window."""

    def __init__(self, window):
        self._window = window

    def __getattr__(self, name):
        return getattr(self._window.session.game, name)

    def choose(self, key):
        game = self._window.session.game
        mark = len(game.state.log.events)
        if not self._window.choose(str(key)):
            raise IllegalChoice(f"the table refused {key}")
        return game.state.log.events[mark:]


def test_the_walkthrough_through_the_table(window, pack):
    game = new_game(pack, [Seat("Ilse", plan.CHARACTER)], ["drowned-bell"], seed=plan.SEED)
    window.enter(Session(game, pack))
    table = ThroughTable(window)
    steps = {"act": walk.act, "explore": walk.explore, "move": walk.move, "refill": walk.refill}
    for step in plan.PLAN:
        assert not game.over, f"the game ended before {step}"
        if step[0] in steps:
            steps[step[0]](table, *step[1:])
        if step[0] in ("act", "expect"):
            assert walk.holds(game, step[-1]), step
    assert game.state.outcome == "win"
    see_the_end(window)
    assert window.stack.currentWidget() is window.end_screen
    assert "lifted" in window.end_screen.headline.text()
    assert window.log.lines and "Won" in window.log.lines[-1][1]
