"""The 7th Continent's player panel gives its items row room only when the player has an item: empty, it kept about
170 pixels that the panels below it needed at 1280 x 720."""
from __future__ import annotations

from PySide6.QtWidgets import QApplication, QScrollArea

from engine.rulesets.seventh_continent import items
from gui.rulesets.seventh_continent.players import PlayerPanel
from tests.gui.conftest import start_through_wizard


def test_the_items_row_takes_room_only_with_an_item(window, qtbot):
    session = start_through_wizard(window, qtbot)
    game = session.game
    panel = next(p for p in window.findChildren(PlayerPanel) if p.seat == 0)
    QApplication.processEvents()
    row = next(a for a in panel.findChildren(QScrollArea) if a.accessibleName().startswith("Items of"))
    assert not game.table.items_of(0)
    assert panel.no_items.isVisibleTo(panel) and not row.isVisibleTo(panel)
    empty = panel.minimumSizeHint().height()
    piece = next(p for p in sorted(game.state.pieces) if game.card(p).type == "item"
                 and game.zones.zone_of(p) == "adventure")
    items.new_item(game, 0, piece, items.durability_of(game, piece))
    panel.show_game(game)
    QApplication.processEvents()
    assert row.isVisibleTo(panel) and not panel.no_items.isVisibleTo(panel)
    assert panel.minimumSizeHint().height() >= empty + 120
