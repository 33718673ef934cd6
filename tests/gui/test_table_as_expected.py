"""The table as players expect it (issue 17): answers grouped by player and by card, shortcuts only where they
mean something, an item's menu with what can be done with it, a finished action's dialog that goes away."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtTest import QTest
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


def test_digits_answer_whatever_has_the_keyboard(window, qtbot):
    """After a dialog closes the keyboard may come back to a hand or a pile: a list there kept digits to search its
    lines, and the number pressed answered nothing. In a dialog the same digits press its answers; the number box
    keeps its digits; the wizard's fields get theirs."""
    from gui.panels.cards import CardList

    assert not any(action.isEnabled() for action in window.number_actions)  # the wizard's names take digits
    session = start_through_wizard(window, qtbot)
    game = session.game
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.waitUntil(lambda: any(panel.isVisible() for panel in window.findChildren(CardList)))  # docks shown
    hand = next(panel for panel in window.findChildren(CardList) if panel.isVisible())
    hand.setFocus()
    first = window.choices.numbered[0].data(0, Qt.ItemDataRole.UserRole)
    qtbot.keyClick(hand, Qt.Key.Key_1)
    assert [e.option for e in game.state.log.events if e.kind == "chosen"][-1] == first
    assert window.step.isVisible()
    window.step.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window.step)
    wanted = window.step.box.decision.options[1].key
    qtbot.keyClick(window.step.box.buttons[0], Qt.Key.Key_2, Qt.KeyboardModifier.KeypadModifier)
    assert [e.option for e in game.state.log.events if e.kind == "chosen"][-1] == wanted


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


def test_a_finished_actions_dialog_stays_until_the_player_moves_on(window, qtbot):
    """It closed by itself 2.5 s after the action, its results unread (issue 34): now Continue (or the next
    action) takes it away; tests/gui/test_results_stay.py holds what it shows."""
    session = start_through_wizard(window, qtbot)
    game = session.game
    assert session.choose(next(o.key for o in game.pending.options if "icon" in o.data))
    assert window.step.isVisible()
    answer_until_action(session)
    QApplication.processEvents()
    if window.step.isVisible():  # it had something not yet seen: it waits for the player
        assert window.step.close_button.isVisible()
        window.step.close_button.click()
    assert not window.step.isVisible()
    assert any(e.kind == "chosen" for e in game.state.log.events)  # the result stays in the log


def _centre(view):
    return view.mapToScene(view.viewport().rect().center())


def test_the_view_stays_where_it_is_while_the_board_grows(window, qtbot):
    session = start_through_wizard(window, qtbot)
    game = session.game
    view = window.board
    view.board.animate = False
    # where the dialogs land varies; a lit space under one is scrolled into the open on purpose
    # (tests/gui/test_placing_in_the_open.py), and this test is about the board growing, not that
    view.set_covered = lambda rect, **_: None
    window.resize(1400, 900)
    QApplication.processEvents()
    view.fit_board()
    before = _centre(view)
    explore = next(o.key for o in game.pending.options if o.data.get("icon") == "explore")
    assert session.choose(explore)
    for _ in range(40):
        QApplication.processEvents()
        if game.pending is None or game.pending.kind == "action":
            break
        lit = [slot for slot in view.board.lit.values()]
        if lit:
            assert view.visible_rect().intersects(lit[0].sceneBoundingRect())
        keys = game.pending.keys()
        assert session.choose("cancel" if game.pending.number else next((k for k in PLAIN if k in keys), keys[0]))
    QApplication.processEvents()
    after = _centre(view)
    assert abs(after.x() - before.x()) < 2 and abs(after.y() - before.y()) < 2, (before, after)


def test_the_minimap_keeps_off_the_cards(window, qtbot):
    from PySide6.QtCore import QPointF

    session = start_through_wizard(window, qtbot)
    view = window.board
    window.resize(1400, 900)
    QApplication.processEvents()
    view.fit_board()
    view.set_zoom(view.zoom * 2.5)
    east = next(item for item in view.board.cards.values() if item.pos().x() > 100 and abs(item.pos().y()) < 50)
    seen = view.visible_rect()
    # the view's bottom-right corner, where the mini-map would sit, lies over the east card
    view.centerOn(east.sceneBoundingRect().center() - QPointF(seen.width() / 2, seen.height() / 2) + QPointF(60, 60))
    QApplication.processEvents()
    mini = view.minimap
    assert mini.isVisible()
    port = view.viewport().geometry()
    assert not mini._covers_cards(mini.geometry().translated(-port.topLeft())), session.game.pending.kind


def test_figures_stand_clear_of_what_is_read_on_a_card(window, qtbot):
    from gui.table.items import CARD_H, CARD_W, FIGURE_H, FIGURE_W

    session = start_through_wizard(window, qtbot)
    shape = window.presentation.board
    card = shape.zone_rect("board:0,0")
    for k in range(4):
        at = shape.figure_pos("board:0,0", k) - card.topLeft()
        assert at.y() >= 30 and at.y() + FIGURE_H <= CARD_H * 0.35  # below the title, above the picture's end
        assert 0 <= at.x() and at.x() + FIGURE_W <= CARD_W
        # the north arrow's number sits in the middle of the picture's top
        assert at.x() + FIGURE_W <= CARD_W / 2 - 14 or at.x() >= CARD_W / 2 + 14
    assert session.game.pending is not None


def test_a_card_turned_face_up_turns_over_on_the_board(window, qtbot):
    session = start_through_wizard(window, qtbot)
    game = session.game
    scene = window.board.board
    scene.animate = True
    piece = next(p for p, item in scene.cards.items() if item.face_down)
    item = scene.cards[piece]
    game.table.face_down.remove(piece)  # the engine turned it over
    scene.show(game)
    assert item.turning_to is False and item.face_down  # the turn has begun: still its back, narrowing
    qtbot.waitUntil(lambda: not item.face_down and item.transform().isIdentity(), timeout=3000)
    assert item.turning_to is None


def test_animations_can_be_turned_off_and_stay_off(window, qtbot, folders):
    from gui import motion
    from gui.settings import Settings

    session = start_through_wizard(window, qtbot)
    game = session.game
    window.motion_action.trigger()  # View > Animations, on by default
    try:
        assert not motion.enabled() and not window.board.board.animate and not Settings(folders).animations
        piece = next(p for p, item in window.board.board.cards.items() if item.face_down)
        game.table.face_down.remove(piece)
        window.board.board.show(game)
        assert not window.board.board.cards[piece].face_down  # at once
        assert session.choose(next(o.key for o in game.pending.options if "icon" in o.data))
        for _ in range(20):
            if window.step.cards or game.pending is None or game.pending.kind == "action":
                break
            keys = game.pending.keys()
            assert session.choose(next((k for k in PLAIN if k in keys), keys[0]))
        assert not window.step._to_reveal  # nothing waits to be turned over
    finally:
        window.set_animations(True)


def _dock(window, name):
    return next(d for d in window.docks if d.objectName() == name)


def test_a_short_narrow_screen_gives_what_now_a_whole_column(window, qtbot, monkeypatch):
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QTabBar

    import gui.laying_out as main_window

    monkeypatch.setattr(main_window, "free_area", lambda widget=None: QRect(0, 0, 640, 360))  # 1280x720 at 200 %
    start_through_wizard(window, qtbot)
    QApplication.processEvents()
    choices = _dock(window, "choices")
    together = {d.objectName() for d in window.tabifiedDockWidgets(choices)}
    assert {"log", "decks", "player0", "player1"} <= together
    bars = window.findChildren(QTabBar)
    assert bars and all(bar.elideMode() == Qt.TextElideMode.ElideNone for bar in bars)
    assert window.choices.options.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff


def test_a_tall_wide_screen_keeps_the_panels_around_the_board(window, qtbot, monkeypatch):
    from PySide6.QtCore import QRect

    import gui.laying_out as main_window

    monkeypatch.setattr(main_window, "free_area", lambda widget=None: QRect(0, 0, 1920, 1040))
    start_through_wizard(window, qtbot)
    assert window.dockWidgetArea(_dock(window, "log")) == Qt.DockWidgetArea.BottomDockWidgetArea
    assert window.dockWidgetArea(_dock(window, "player0")) == Qt.DockWidgetArea.LeftDockWidgetArea
    assert not window.tabifiedDockWidgets(_dock(window, "choices"))


def test_the_step_dialog_shows_no_empty_drawn_strip(window, qtbot):
    session = start_through_wizard(window, qtbot)
    game = session.game
    assert session.choose(next(o.key for o in game.pending.options if "icon" in o.data))
    assert window.step.isVisible() and not window.step.cards
    assert window.step.cards_strip.isHidden() and window.step.drawn_heading.isHidden()


def test_a_closed_game_leaves_no_faces_behind(window, qtbot):
    from PySide6.QtCore import QCoreApplication, QEvent

    from gui.panels.card_faces import Faces
    from gui.pixmaps import FaceProvider

    session = start_through_wizard(window, qtbot)
    piece = session.game.zones.cards("board:0,0")[0]
    window.card_opened(piece)
    window.card_clicked(piece)
    window.close_game()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    # the board's faces, the panels' faces and the wizard's (with its pack) are gone with the game
    assert window.findChildren(FaceProvider) == [] and window.findChildren(Faces) == []
    assert window.viewer is None and window.card_menu is None and window.wizard is None


def test_a_closed_game_leaves_no_one_answering_for_it(window, qtbot):
    """Who answers at the screen is a child of the window: left behind, it kept every closed game (its session, its
    pack) in memory, about a fifth of a megabyte a game."""
    from PySide6.QtCore import QCoreApplication, QEvent

    from gui.seating import Seating

    start_through_wizard(window, qtbot)
    assert len(window.findChildren(Seating)) == 1
    window.close_game()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert window.findChildren(Seating) == []


def test_a_closed_game_leaves_none_of_its_cards_behind(window, qtbot):
    """A closed game's card definitions are freed: a lookup cached for the whole process (the characters of the
    pack) kept every closed game's cards in memory, about a megabyte a game."""
    import gc
    import weakref

    from PySide6.QtCore import QCoreApplication, QEvent

    from engine.core.pieces import PieceDef

    session = start_through_wizard(window, qtbot)
    act = next(o.key for o in session.game.pending.options if "icon" in o.data)
    assert session.choose(act)  # free actions (the characters' among them) are offered at every decision
    QApplication.processEvents()  # as between a player's clicks
    # weakly (an id of a freed card may be taken by a card read afterwards, as the pack is listed again)
    cards = [weakref.ref(card) for card in session.game.cards.values()]
    assert all(isinstance(card(), PieceDef) for card in cards)
    del session
    window.close_game()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    assert [card().id for card in cards if card() is not None] == []


def test_an_answer_pointed_at_lights_its_card_on_the_board(window, qtbot):
    session = start_through_wizard(window, qtbot)
    game = session.game
    scene = window.board.board
    north = next(o for o in game.pending.options if o.data.get("icon") == "explore" and "north" in o.label)
    line = next(i for i in range(window.choices.count()) if window.choices.key_at(i) == north.key)
    window.choices.select(line)  # the keyboard on the answer "explore the fog north"
    assert [p for p, item in scene.cards.items() if item.pointed] == [game.zones.top(north.data["space"])]
    window.choices.pointed.emit(None)
    assert not any(item.pointed for item in scene.cards.values())
    # in a dialog: the pointer over an answer's button
    assert session.choose(north.key)
    box = window.step.box
    button = box.buttons[0]
    QApplication.sendEvent(button, QEvent(QEvent.Type.Enter))
    QApplication.sendEvent(button, QEvent(QEvent.Type.Leave))
    assert not any(item.pointed for item in scene.cards.values())


def test_a_die_that_changes_flashes_unless_animations_are_off(window, qtbot):
    from gui import motion

    session = start_through_wizard(window, qtbot)
    game = session.game
    piece = next(p for p, d in sorted(game.state.pieces.items()) if game.cards[d].type == "item"
                 and not game.zones.zone_of(p).startswith(("hand:", "item:", "board:")))
    item = items.new_item(game, 0, piece, items.durability_of(game, piece))
    panel = window.players[0]
    panel.show_game(game)
    box = next(iter(panel._columns.values()))[0]
    assert box.styleSheet() == ""
    item.die -= 1
    panel.show_game(game)
    assert "background-color" in box.styleSheet()  # it lights up, then fades
    qtbot.waitUntil(lambda: box.styleSheet() == "", timeout=3000)
    motion.set_enabled(False)
    try:
        item.die -= 1
        panel.show_game(game)
        assert box.styleSheet() == ""
    finally:
        motion.set_enabled(True)


def test_the_panels_come_back_as_they_were_after_a_save_is_opened(window, qtbot):
    window.resize(1280, 720)
    start_through_wizard(window, qtbot)
    QApplication.processEvents()
    bram = _dock(window, "player1")
    bram.raise_()  # the player looked at Bram's panel and narrowed its column by the border beside the board
    QApplication.processEvents()
    edge = bram.geometry()
    grip = QPoint(edge.left() - 3, edge.center().y())
    # the border is grabbed on the window itself (between its panels) and moved (offscreen, Qt moves no border
    # for synthetic moves: the layout is told the new width as the drag would)
    QTest.mousePress(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, grip)
    window.resizeDocks([bram], [edge.width() - 60], Qt.Orientation.Horizontal)
    QTest.mouseRelease(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, grip + QPoint(60, 0))
    QApplication.processEvents()
    assert bram.width() < edge.width() - 30

    def layout():  # which panels show, and where (a tab behind another has no place of its own)
        return {d.objectName(): d.geometry().getRect() for d in window.docks
                if d.isVisible() and not d.visibleRegion().isEmpty()}

    before = layout()
    window.close_game()
    window.continue_last()
    QApplication.processEvents()
    assert layout() == before


def test_a_digit_means_one_answer_in_the_dialog_and_in_what_now(window, qtbot):
    """With the step dialog open, "What now?" grouped the same answers by player (a seat's relinquishes first) and
    numbered them in that order: 1 went to the dialog's first answer while the list said 1 was another."""
    from engine.core.decisions import Decision, Option

    start_through_wizard(window, qtbot)
    game = window.session.game
    places = [Option(f"go:{n}", f"Go to place {n}", {}) for n in range(6)]
    mine = [Option(f"relinquish:{n}", f"Ada relinquishes thing {n}", {"seat": 0}) for n in range(3)]
    decision = Decision("table", "move", "Where to?", [*places, *mine])
    window.choices.show_game(_Asked(game, decision))
    assert window.choices.numbered[0].data(0, Qt.ItemDataRole.UserRole) == "relinquish:0"  # grouped by player first
    window.choices.show_game(_Asked(game, decision), as_dialog=True)
    shown = [item.data(0, Qt.ItemDataRole.UserRole) for item in window.choices.numbered]
    assert shown == [option.key for option in decision.options[:9]]  # the dialog's buttons, in its order
    assert window.choices.numbered[0].text(0).startswith("1  Go to place 0")


class _Asked:
    """A game as the panel reads it, asked another decision."""

    def __init__(self, game, decision):
        self._game, self.pending = game, decision
        self.state = game.state

    def __getattr__(self, name):
        return getattr(self._game, name)
