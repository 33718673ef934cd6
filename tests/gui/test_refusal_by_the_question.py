"""A refused answer's reason (the red line) is said right under the answers it refuses, not at the foot of a tall
dialog (at 1920×1080 the dialogs fill the right-hand column, and Play5 found the line half a screen below the
question it answered)."""
from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication

from engine.content.loader import list_packs, load_pack
from engine.core.ruleset import Seat
from engine.rulesets.cursed_city import RULESET
from gui.session import Session
from tests.gui.conftest import start_through_wizard


def _gap(dialog, box) -> int:
    """Pixels between the bottom of the last answer and the top of the red line, in the dialog."""
    QApplication.processEvents()
    last = max(box.buttons + box.refused, key=lambda b: b.mapTo(dialog, QPoint(0, b.height())).y())
    bottom = last.mapTo(dialog, QPoint(0, last.height())).y()
    return dialog.message.mapTo(dialog, QPoint(0, 0)).y() - bottom


def test_the_step_dialogs_refusal_is_said_under_its_answers(window, qtbot):
    start_through_wizard(window, qtbot)
    act = next(o.key for o in window.session.game.pending.options if "icon" in o.data)
    assert window.choose(act)
    step = window.step
    qtbot.waitUntil(step.isVisible)
    step.resize(step.width(), 900)              # as tall as the column it lies over
    qtbot.wait(50)
    window.refused("not now")
    assert step.message.isVisible()
    gap = _gap(step, step.box)
    assert 0 <= gap <= 3 * step.message.fontMetrics().height(), gap


def test_the_decision_dialogs_refusal_is_said_under_its_answers(window, qtbot):
    pack = load_pack(next(s for s in list_packs() if s.id == "mirewick").folder)
    game = RULESET.new_game(pack, [Seat("Ada"), Seat("Bram")],
                            {"journey": "cinder-market", "heroes": ["orsa", "brannoc", "vell", "idrenne"]}, 2)
    window.enter(Session(game, pack))
    dialog = window.decision
    qtbot.waitUntil(dialog.isVisible)
    dialog.resize(dialog.width(), 900)
    qtbot.wait(50)
    window.refused("not now")
    assert dialog.message.isVisible()
    gap = _gap(dialog, dialog.box)
    assert 0 <= gap <= 3 * dialog.message.fontMetrics().height(), gap
