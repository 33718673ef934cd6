"""The table as players expect it (issue 17): answers grouped by player and by card, shortcuts only where they
mean something, an item's menu with what can be done with it, a finished action's dialog that goes away."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from engine.rulesets.seventh_continent import items
from gui.dialogs.card_actions import actions_menu
from tests.gui.conftest import answer_until_action, start_through_wizard
from tests.seventh.conftest import refresh

PLAIN = ("go", "reveal", "done", "none", "cancel")


def _texts(item):
    return [item.child(i).text(0) for i in range(item.childCount())]


def test_what_now_groups_the_answers_by_player_and_by_card(window, qtbot):
    session = start_through_wizard(window, qtbot)
    game = session.game
    tree = window.choices.options
    players = [tree.topLevelItem(i).text(0) for i in range(tree.topLevelItemCount())]
    assert players[:2] == ["Ada", "Bram"] and players[-1] == "Everyone"
    ada = tree.topLevelItem(0)
    terrain = game.card(game.zones.cards("board:0,0")[0]).title
    assert terrain in _texts(ada) and "Face-down cards" in _texts(ada)
    on_terrain = ada.child(_texts(ada).index(terrain))
    answers = _texts(on_terrain)
    assert answers[0].startswith("1  Move") and not any("Ada:" in a or terrain in a for a in answers)
    assert tree.wordWrap() and tree.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    # every answer is there once, and the numbers follow what is shown
    assert window.choices.count() == len(game.pending.options) + len(game.pending.refused)
    first = window.choices.numbered[0].data(0, Qt.ItemDataRole.UserRole)
    window.board.setFocus()
    qtbot.keyClick(window.board, Qt.Key.Key_1)
    assert [e.option for e in game.state.log.events if e.kind == "chosen"][-1] == first


def test_go_to_the_choices_waits_for_a_game(window, qtbot):
    assert not window.focus_action.isEnabled()  # the welcome screen has nothing to choose
    start_through_wizard(window, qtbot)
    assert window.focus_action.isEnabled()
    window.close_game()
    assert not window.focus_action.isEnabled()


def test_an_items_menu_offers_what_can_be_done_with_it(window, qtbot):
    session = start_through_wizard(window, qtbot)
    game = session.game
    piece = next(p for p, d in sorted(game.state.pieces.items()) if game.cards[d].type == "item"
                 and not game.zones.zone_of(p).startswith(("hand:", "item:", "board:")))
    items.new_item(game, 0, piece, items.durability_of(game, piece))
    refresh(game)
    window.refresh([])
    menu = actions_menu(game, piece, lambda key: None)
    offered = [a.data() for a in menu.actions() if a.data()]
    assert any(key.startswith("relinquish:") for key in offered), offered
    assert not any("No action" in a.text() for a in menu.actions())


def test_a_new_player_is_counted_from_one(window, qtbot):
    session = start_through_wizard(window, qtbot)
    joins = [o.label for o in session.game.pending.options if o.key.startswith("join:")]
    assert joins and all("Player 3" in label and "seat" not in label for label in joins)


def test_a_finished_actions_dialog_goes_away_by_itself(window, qtbot):
    session = start_through_wizard(window, qtbot)
    game = session.game
    assert session.choose(next(o.key for o in game.pending.options if "icon" in o.data))
    assert window.step.isVisible()
    answer_until_action(session)
    QApplication.processEvents()
    # whatever the last change turned over stays a moment to be read, then the dialog closes with no click
    qtbot.waitUntil(lambda: not window.step.isVisible(), timeout=10_000)
    assert any(e.kind == "chosen" for e in game.state.log.events)  # the result stays in the log
