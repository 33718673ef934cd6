"""A dialog over "What now?" and the panels that share its column, at 1280×720 (1920×1080 at 150 %), as played:
Cursed City's Combat track is read beside the dice below the board, never under the dialog nor with the dialog over
the board; and a dialog a fractional scale rounded by a pixel still steps beside a panel brought in front by its tab
(at 150 % it stayed over the panel the player wanted to read)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QDockWidget

from engine.content.loader import list_packs, load_pack
from engine.core.ruleset import Seat
from engine.rulesets.cursed_city import RULESET
from gui.session import Session
from tests.cursed_city import plan
from tests.gui.conftest import start_through_wizard

AREA = QRect(0, 0, 1280, 720)


@pytest.fixture
def small_screen(window, screen_area):
    screen_area(AREA)
    window.setGeometry(AREA.adjusted(4, 32, -4, -4))
    return window


def _rect(widget) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


def _docks(window) -> dict:
    return {d.windowTitle(): d for d in window.findChildren(QDockWidget)}


def _bring_in_front(window, qtbot, dock) -> None:
    dock.raise_()
    window.tabifiedDockWidgetActivated.emit(dock)     # as a click on its tab does
    qtbot.wait(100)
    QApplication.processEvents()


def test_the_combat_track_is_read_beside_the_dice_not_under_the_dialog_nor_over_the_board(small_screen, qtbot):
    window = small_screen
    pack = load_pack(next(s for s in list_packs() if s.id == "mirewick").folder)
    game = RULESET.new_game(pack, [Seat("Ada"), Seat("Bram")],
                            {"journey": "cinder-market", "heroes": ["orsa", "brannoc", "vell", "idrenne"]}, 2)
    window.enter(Session(game, pack))
    for _ in range(400):                                  # to a hero's action: the step dialog
        if window.step.isVisible():
            break
        assert window.choose(plan.answer(game)), window.problems
    qtbot.wait(200)
    dialog = window.step
    assert dialog.isVisible()
    docks = _docks(window)
    track, dice, answers = docks["Combat track"], docks["Dice"], docks["What now?"]
    assert track in window.tabifiedDockWidgets(dice) and track not in window.tabifiedDockWidgets(answers)
    _bring_in_front(window, qtbot, track)
    board = _rect(window.board)
    assert track.isVisible() and not dialog.frameGeometry().intersects(_rect(track).adjusted(8, 8, -8, -8))
    covered = dialog.frameGeometry().intersected(board)
    assert covered.width() * covered.height() <= 0.05 * board.width() * board.height(), (covered, board)


def test_a_dialog_rounded_by_a_pixel_still_steps_beside_a_panel_brought_in_front(small_screen, qtbot):
    window = small_screen
    start_through_wizard(window, qtbot)
    act = next(o.key for o in window.session.game.pending.options if "icon" in o.data)
    assert window.choose(act)
    dialog = window.step
    qtbot.waitUntil(dialog.isVisible)
    qtbot.wait(100)
    log = _docks(window)["Log"]
    assert log in window.tabifiedDockWidgets(window.answers_dock)
    assert dialog.frameGeometry().intersects(_rect(window.answers_dock))
    placed = dialog.geometry()
    dialog.setGeometry(placed.adjusted(0, 0, -1, -1))    # 384 logical pixels came back 383 at 150 %
    _bring_in_front(window, qtbot, log)
    inside = _rect(log).adjusted(8, 8, -8, -8)          # its frame may touch the panel's edge, not lie over it
    assert log.isVisible() and not dialog.frameGeometry().intersects(inside), (dialog.frameGeometry(), _rect(log))


def _step_beside_the_log(window, qtbot, log_first: bool) -> QRect:
    start_through_wizard(window, qtbot)
    log = _docks(window)["Log"]
    if log_first:                                       # a game opened again with that panel in front
        _bring_in_front(window, qtbot, log)
    act = next(o.key for o in window.session.game.pending.options if "icon" in o.data)
    assert window.choose(act)
    dialog = window.step
    qtbot.waitUntil(dialog.isVisible)
    qtbot.wait(100)
    if not log_first:
        _bring_in_front(window, qtbot, log)
    return dialog.geometry()


@pytest.mark.parametrize("log_first", [True, False])
def test_a_dialog_opened_beside_a_panel_in_front_takes_the_width_it_takes_once_moved_there(small_screen, qtbot,
                                                                                           log_first):
    """Played after a restart with the Dialogue Book in front: the first dialog opened beside it 620 pixels wide, over
    the player's panel; opened over "What now?" and then moved beside the Book, it is as wide as that panel."""
    window = small_screen
    placed = _step_beside_the_log(window, qtbot, log_first)
    answers = _rect(window.answers_dock)
    assert placed.width() == max(answers.width(), min(400, AREA.width() * 3 // 10)), (placed, answers)
