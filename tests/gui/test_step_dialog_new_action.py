"""An action whose consequence starts a mandatory one at once: the step dialog shows only the new action's cards and
no outcome yet (seen at the table: "Bell at Low Tide" asked its listen with the explore's drawn card still shown and
counted, "Drawn 3" for a cost of 2, under the explore's "Success!")."""
from __future__ import annotations

from PySide6.QtWidgets import QApplication

from engine.rulesets.seventh_continent.forecast import in_progress
from engine.rulesets.seventh_continent.table import DRAWN
from engine.rulesets.sevenths import board
from tests.gui.conftest import start_through_wizard
from tests.seventh.conftest import refresh

PLAIN = ("go", "reveal", "done", "none", "cancel")


def test_a_mandatory_action_started_by_a_consequence_shows_only_its_own_cards(window, qtbot):
    session = start_through_wizard(window, qtbot)
    game = session.game
    # the fog east of the start hides Bell at Low Tide, whose listen is mandatory as soon as it is revealed
    bell = next(p for p, card in game.state.pieces.items() if card == "x1-bell-at-low-tide")
    fog = game.zones.top("board:1,0")
    if fog != bell:
        where = game.zones.zone_of(bell)
        game.zones.move(fog, where)
        board.forget(game, fog)
        game.zones.move(bell, "board:1,0")
        game.table.face_down.append(bell)
    refresh(game)
    window.refresh([])
    explore = next(o.key for o in game.pending.options if o.data.get("space") == "board:1,0" and o.data.get("active") == 0)
    assert session.choose(explore)
    for _ in range(30):
        running = in_progress(game)
        if running is not None and running["piece"] == bell and running["icon"] == "listen":
            break
        keys = game.pending.keys()
        assert session.choose(next((k for k in PLAIN if k in keys), keys[0]))
    else:
        raise AssertionError("the bell's listen never began")
    QApplication.processEvents()
    step = window.step
    assert step.isVisible()
    assert step.cards == list(game.zones.cards(DRAWN)), (step.cards, game.zones.cards(DRAWN))
    assert step.outcome.text() == ""
