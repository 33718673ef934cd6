"""The card waiting to be placed, and the spaces lit for it, stay out from under the step dialog: at a large scale
the dialog has no room beside the board and lies over it (seen at 200 %, where it hid the card to place)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import QApplication

import gui.starting
from tests.gui.conftest import start_through_wizard

PLAIN = ("go", "reveal", "done", "none", "cancel")


def _to_a_placement(session):
    """Explore the fog until a revealed card asks where it goes."""
    game = session.game
    for _ in range(200):
        decision = game.pending
        assert decision is not None and not game.over
        if decision.kind == "place":
            return decision
        keys = decision.keys()
        if decision.kind == "action":
            key = next(o.key for o in decision.options if o.data.get("icon") == "explore")
        else:
            key = next((k for k in PLAIN if k in keys), keys[0])
        assert session.choose(key)
    raise AssertionError("no card asked where it goes")


def _in_viewport(view, item) -> QRect:
    return view.mapFromScene(item.sceneBoundingRect()).boundingRect()


class _Seeded:
    """The game's seed, drawn at random when a game starts, fixed: each run meets the same crossing."""

    def __init__(self, seed: int):
        self.seed = seed

    def randrange(self, _n: int) -> int:
        return self.seed


# seed 4: the open part is too narrow for the card beside its lit space (the card docked flush under it)
@pytest.mark.parametrize("seed", [0, 4])
def test_the_card_to_place_and_its_spaces_stay_in_the_part_the_dialog_leaves_open(window, qtbot, monkeypatch, seed):
    monkeypatch.setattr(gui.starting.random, "SystemRandom", lambda: _Seeded(seed))
    session = start_through_wizard(window, qtbot)
    view = window.board
    view.board.animate = False
    window.resize(1000, 700)
    QApplication.processEvents()
    _to_a_placement(session)
    QApplication.processEvents()
    assert window.step.isVisible() and view.board.floating is not None and view.board.lit
    # the dialog over the board's right two thirds, as at 200 % where no room is left beside the board
    viewport = view.viewport()
    over = QRect(viewport.mapToGlobal(QPoint(viewport.width() // 3, 0)), QSize(viewport.width(), viewport.height()))
    window.step.setGeometry(over)
    QApplication.processEvents()
    covered = QRect(viewport.mapFromGlobal(window.step.frameGeometry().topLeft()), window.step.frameGeometry().size())
    assert covered.left() <= viewport.width() // 3 + 1
    floating = _in_viewport(view, view.board.floating)
    assert viewport.rect().contains(floating) and not floating.intersects(covered), (floating, covered)
    # in the scene, where a card laid flush against a space does not lie on it (the view's pixels round outwards)
    card = view.board.floating.sceneBoundingRect()
    assert not any(card.intersects(slot.sceneBoundingRect()) for slot in view.board.lit.values())
    open_part = QRect(0, 0, covered.left(), viewport.height())
    assert all(open_part.contains(_in_viewport(view, slot)) for slot in view.board.lit.values())
    # the dialog moved away: the whole view is open again, and the card docks where it did before
    window.step.move(window.step.pos() + QPoint(5000, 0))
    QApplication.processEvents()
    assert view.open_rect() == view.visible_rect()


def test_the_card_to_place_never_docks_over_a_space_lit_for_it(window, qtbot):
    """With no room beside the board, the card docks in a corner of the view: never the corner of its own lit
    space (seen at 200 %, where it docked on the very space it was to be dropped into)."""
    from PySide6.QtCore import QRectF

    session = start_through_wizard(window, qtbot)
    scene = window.board.board
    scene.animate = False
    _to_a_placement(session)
    QApplication.processEvents()
    slot = next(iter(scene.lit.values())).sceneBoundingRect()
    size = scene.floating.sceneBoundingRect().size()
    # a view whose top right corner is the lit space's, too small to show the board and the card side by side
    visible = QRectF(slot.right() + 30 - size.width() * 3, slot.top() - 30, size.width() * 3, size.height() * 3)
    scene.dock_floating(visible)
    docked = scene.floating.sceneBoundingRect()
    assert visible.contains(docked) and not docked.intersects(slot), (docked, slot)
