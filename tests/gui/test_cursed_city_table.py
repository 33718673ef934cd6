"""Cursed City at the table: a journey of The Lamps of Mirewick played by its scripted plan with every choice
taken through the window (board, panels and dialogs following each one); a hero dragged onto a lit space
deploys there, and a drop elsewhere is refused."""
from __future__ import annotations

import pytest

from engine.content.loader import list_packs, load_pack
from engine.core.ruleset import Seat
from engine.rulesets.cursed_city import RULESET
from engine.rulesets.cursed_city.battlefield import where
from gui.rulesets.cursed_city import geometry as at
from gui.rulesets.cursed_city.panels import HeroesPanel, TrackPanel
from gui.session import Session
from tests.cursed_city import plan
from tests.gui.conftest import drag_on_board


@pytest.fixture(scope="module")
def mirewick():
    return load_pack(next(s for s in list_packs() if s.id == "mirewick").folder)


def _game(pack, seed=2):
    return RULESET.new_game(pack, [Seat("Ada"), Seat("Bram")],
                            {"journey": "cinder-market", "heroes": ["orsa", "brannoc", "vell", "idrenne"]}, seed)


def test_a_journey_played_by_the_plan_through_the_table(window, mirewick):
    game = _game(mirewick)
    window.enter(Session(game, mirewick))
    for _ in range(3000):
        if game.table.history:
            break
        assert window.choose(plan.answer(game)), window.problems
    assert game.table.history == [{"journey": "cinder-market", "success": True}]
    assert not window.problems
    # the table follows: the next journey is asked of the leader; the panels read the campaign
    assert game.pending.kind in ("journey", "trade", "empowerment")
    track = window.findChildren(TrackPanel)
    assert track and "The cinder market (won)" in track[0].words.text()
    heroes = window.findChildren(HeroesPanel)
    assert {p.seat for p in heroes} == {0, 1}
    assert "Orsa the Lamplighter" in next(p for p in heroes if p.seat == 0).words.text()


def test_a_hero_dragged_onto_a_lit_space_deploys_there(window, mirewick, qtbot):
    game = _game(mirewick)
    while game.pending.kind == "hero_pick":             # each player chooses a hero in turn
        game.choose(game.legal_options()[0])
    game.choose("player:0")                             # the leader deploys first
    window.enter(Session(game, mirewick))
    scene = window.board.scene() if hasattr(window.board, "scene") else window.board
    assert game.pending.kind == "deploy"
    hero = game.pending.context["hero"]
    assert scene.floating is not None and scene.floating.piece == hero
    lit = {slot.zone for slot in scene.lit.values()}
    assert "space:1,1" in lit and "space:5,1" not in lit
    scene.drop_at(scene.floating, at.cell_rect((5, 1)).center())      # the market: not the drop zone
    assert where(game, hero) is None and game.pending.kind == "deploy"
    scene.drop_at(scene.floating, at.cell_rect((1, 1)).center())
    qtbot.waitUntil(lambda: where(game, hero) == (1, 1), timeout=3000)


def test_the_heroes_boards_lie_below_the_long_row_of_tiles(window, mirewick, game, monkeypatch):
    """On a large screen Cursed City's players' panels go below its board and the right column keeps the whole
    height; another ruleset's stay beside its board (the window's corner given back)."""
    from PySide6.QtCore import QRect, Qt

    import gui.laying_out
    monkeypatch.setattr(gui.laying_out, "free_area", lambda widget=None: QRect(0, 0, 1920, 1040))
    chosen = _game(mirewick)
    while chosen.pending.kind == "hero_pick":            # each player's heroes chosen: their boards are shown
        chosen.choose(chosen.legal_options()[0])
    window.enter(Session(chosen, mirewick))
    below = {window.dockWidgetArea(d) for d in window.player_docks}
    assert below == {Qt.DockWidgetArea.BottomDockWidgetArea}
    assert window.corner(Qt.Corner.BottomRightCorner) == Qt.DockWidgetArea.RightDockWidgetArea
    heroes = window.findChildren(HeroesPanel)[0]
    assert heroes.words.text().count("<td valign='top'") == 2     # each hero's board a column
    dice = next(d for d in window.docks if d.objectName() == "dice")
    assert window.dockWidgetArea(dice) == Qt.DockWidgetArea.BottomDockWidgetArea     # the tray beside them
    window.close_game()
    from engine.content.loader import list_packs as packs
    hollowmere = load_pack(next(s for s in packs() if s.id == "hollowmere").folder)
    window.enter(Session(game, hollowmere))
    beside = {window.dockWidgetArea(d) for d in window.player_docks}
    assert beside == {Qt.DockWidgetArea.LeftDockWidgetArea}
    assert window.corner(Qt.Corner.BottomRightCorner) == Qt.DockWidgetArea.BottomDockWidgetArea


def test_an_order_being_asked_shows_the_answers_already_in_order(window, mirewick):
    """Played at the table: 'which player deploys next?' (and the Preparation phase's nine effects) asked one at a
    time showed nothing of the order already given; the question's 'Decides:' line lists it."""
    game = RULESET.new_game(mirewick, [Seat("Ada"), Seat("Bram"), Seat("Cass")],
                            {"journey": "cinder-market", "heroes": ["orsa", "brannoc", "vell", "idrenne"]}, 2)
    while game.pending.kind == "hero_pick":             # each player chooses a hero in turn
        game.choose(game.legal_options()[0])
    first = game.pending.options[1]
    game.choose(first.key)
    window.enter(Session(game, mirewick))
    assert game.pending.kind == "deploy_order"
    said = f"Decides: Ada · already in order: 1. {first.label}"
    assert first.label.startswith("Bram deploys next (")
    assert window.choices.who.text() == said
    assert window.decision is not None and window.decision.isVisible()    # asked in a dialog, as at the table
    assert window.decision.box.who.text() == said


def test_a_cursed_city_campaign_started_through_the_wizard_can_be_read_back(window, qtbot):
    """Played at the table: the heroes are shared, so the wizard gave each seat no role (None); the campaign file
    refused it on reading ('campaign/seats/0/role: None is not of type string'): never listed, never continued."""
    from tests.gui.conftest import start_through_wizard

    session = start_through_wizard(window, qtbot, players=2, pack_id="mirewick")
    assert session.campaign is not None
    listed = [c.name for c in window.campaigns.list()]
    assert session.campaign.name in listed


def test_which_die_pays_shows_each_die_with_the_number_it_shows(window, mirewick, qtbot):
    """'Which die pays for Move (1+)?' showed each answer beside a blank 'White die' card: the die's card says only
    what kind of die it is. Each answer now stands beside the die drawn with its number, white or black."""
    from engine.rulesets.cursed_city import rolls
    from engine.rulesets.cursed_city.table import DESTINY_AVAILABLE, DESTINY_DISCARDED, slot, spare
    from gui.rulesets.cursed_city.die_faces import DieFace
    from tests.cursed_city.conftest import answer_until, first

    game = _game(mirewick)
    answer_until(game, "gambit")
    hero = game.table.heroes[0].id
    first(game, hero)
    for k, value in enumerate((2, 5, 0, 0)):
        for die in [p for p in game.zones.cards(slot(hero, k)) if game.card(p).type == "die"]:
            game.zones.move(die, spare(hero))
        if value:
            die = game.zones.top(spare(hero))
            game.zones.move(die, slot(hero, k))
            rolls.set_value(game, die, value)
    for die in list(game.zones.cards(DESTINY_AVAILABLE)):
        game.zones.move(die, DESTINY_DISCARDED)
    destiny = game.zones.top(DESTINY_DISCARDED)
    game.zones.move(destiny, DESTINY_AVAILABLE)
    rolls.set_value(game, destiny, 4)
    game.choose("go")
    window.enter(Session(game, mirewick))
    assert window.choose("act:move")
    assert game.pending.kind == "spend_die"
    def shown():
        return sorted((d.value, d.dark, d.accessibleName()) for d in window.findChildren(DieFace) if d.isVisible())

    qtbot.waitUntil(lambda: len(shown()) == 3, timeout=3000)
    assert shown() == [(2, False, "Activation die showing 2"), (4, True, "Destiny die showing 4"),
                     (5, False, "Activation die showing 5")]


def test_ctrl_q_quits_while_a_hero_action_window_has_the_keyboard(window, mirewick, qtbot):
    """With the hero's actions asked in their own window and the keyboard there, Ctrl+Q did nothing: the window's
    shortcuts stopped at the dialog. Quit, Save and Close work from the dialogs as from the table."""
    from PySide6.QtCore import Qt

    from tests.cursed_city.conftest import answer_until

    game = _game(mirewick)
    answer_until(game, "hero_action")
    window.enter(Session(game, mirewick))
    asked = window.step if window.step.isVisible() else window.decision
    assert asked.isVisible()
    for action in (window.quit_action, window.save_action, window.close_action):
        assert action in asked.actions()
    asked.activateWindow()
    asked.setFocus()
    qtbot.waitUntil(lambda: asked.isActiveWindow(), timeout=3000)
    qtbot.keyClick(asked, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=3000)
    assert window.session is None


def test_new_game_load_and_how_to_play_keys_work_while_a_dialog_has_the_keyboard(window, mirewick, qtbot):
    """Seen in play at 200 %: with 'Ada chooses a hero to play' asked in its window, Ctrl+O did nothing (the menu's
    Load… worked); New game, Load and How to play work from the table's dialogs as Save and Quit do."""
    from PySide6.QtCore import Qt

    game = _game(mirewick)
    window.enter(Session(game, mirewick))
    asked = window.step if window.step.isVisible() else window.decision
    assert asked.isVisible()
    for name in ("new_action", "load_action", "guide_action"):
        assert getattr(window, name, None) in asked.actions()
    asked.activateWindow()
    asked.setFocus()
    qtbot.waitUntil(lambda: asked.isActiveWindow(), timeout=3000)
    qtbot.keyClick(asked, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: window.guide is not None and window.guide.isVisible(), timeout=3000)


def _asked_to_act(game, values, destiny=()):
    """The first hero of the track asked its action, its spaces showing these numbers, these destiny dice."""
    from engine.rulesets.cursed_city import rolls
    from engine.rulesets.cursed_city.table import DESTINY_AVAILABLE, DESTINY_DISCARDED, slot, spare
    from tests.cursed_city.conftest import answer_until, first

    answer_until(game, "gambit")
    hero = game.table.heroes[0].id
    first(game, hero)
    for k, value in enumerate(values):
        for die in [p for p in game.zones.cards(slot(hero, k)) if game.card(p).type == "die"]:
            game.zones.move(die, spare(hero))
        if value:
            die = game.zones.top(spare(hero))
            game.zones.move(die, slot(hero, k))
            rolls.set_value(game, die, value)
    for die in list(game.zones.cards(DESTINY_AVAILABLE)):
        game.zones.move(die, DESTINY_DISCARDED)
    for value in destiny:
        die = game.zones.top(DESTINY_DISCARDED)
        game.zones.move(die, DESTINY_AVAILABLE)
        rolls.set_value(game, die, value)
    game.choose("go")
    assert game.pending.kind == "hero_action"
    return hero


def test_a_hero_dragged_onto_a_space_it_reaches_moves_there(window, mirewick, qtbot):
    """The README promises 'Drag a hero onto a lit space to move it', but a drag of a hero's token only popped the
    click menu where the mouse was let go. Dragged while its action is asked, it starts Move (Run where only Run
    reaches) and goes where it was dropped; dragged where it cannot reach, it goes back and the table says why."""
    from engine.rulesets.cursed_city.battlefield import battlefield, moves

    game = _game(mirewick)
    hero = _asked_to_act(game, (6, 6, 0, 0))
    window.enter(Session(game, mirewick))
    view = window.board
    scene = view.scene()
    start = where(game, hero)
    reach = moves(game, hero, 4)
    far = max(reach, key=lambda c: (reach[c], c))
    refused = []
    scene.refused.connect(refused.append)
    beyond = max(set(battlefield(game).tile_of) - set(reach) - {start})
    drag_on_board(qtbot, view, at.cell_rect(start).center(), at.cell_rect(beyond).center())
    assert where(game, hero) == start and game.pending.kind == "hero_action"
    assert refused and "cannot reach there" in refused[-1]
    qtbot.wait(400)                                        # it slides back to its space
    drag_on_board(qtbot, view, at.cell_rect(start).center(), at.cell_rect(far).center())
    qtbot.waitUntil(lambda: where(game, hero) == far, timeout=3000)
    assert game.pending.kind == "hero_action"            # Move done; the hero is asked its next action
    assert not window.problems


def test_asked_where_a_hero_moves_the_hero_itself_is_dragged(window, mirewick, qtbot):
    """With 'Where does the hero go?' asked, the hero's own token is dragged to a lit space (no copy of it is put
    beside the board to drag instead)."""
    game = _game(mirewick)
    hero = _asked_to_act(game, (6, 6, 0, 0))
    game.choose("act:move")
    assert game.pending.kind == "move"
    window.enter(Session(game, mirewick))
    view = window.board
    scene = view.scene()
    assert scene.floating is None
    target = tuple(game.pending.options[-1].data["cell"])
    drag_on_board(qtbot, view, at.cell_rect(where(game, hero)).center(), at.cell_rect(target).center())
    qtbot.waitUntil(lambda: where(game, hero) == target, timeout=3000)


def test_where_a_hero_goes_shows_its_picture_once_not_beside_every_space(window, mirewick, qtbot):
    """At 1280×720 'Where does Vell go?' stood the same portrait beside each of a dozen spaces; it stands once,
    beside the question."""
    from gui.panels.card_picture import CardPicture

    game = _game(mirewick)
    hero = _asked_to_act(game, (6, 6, 0, 0))
    game.choose("act:run")
    assert game.pending.kind == "move" and len(game.pending.options) > 3
    window.enter(Session(game, mirewick))
    qtbot.waitUntil(lambda: window.decision.isVisible() or window.step.isVisible(), timeout=3000)
    shown = [p for p in window.findChildren(CardPicture) if p.isVisible() and p.piece == hero]
    assert len(shown) == 1


def _hero_at_zoom_two(window, mirewick, qtbot):
    """A hero asked to act, on a board zoomed to 2 and centred on it; `send(kind, point, buttons)` a mouse event to
    the view; `start` the hero's point in the view."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    game = _game(mirewick)
    hero = _asked_to_act(game, (6, 6, 0, 0))
    window.enter(Session(game, mirewick))
    view = window.board
    qtbot.wait(300)                                              # the board fitted to the window as it settles
    view.set_zoom(2.0)
    view.centerOn(at.cell_rect(where(game, hero)).center())
    port = view.viewport()

    def send(kind, point, buttons):
        event = QMouseEvent(kind, QPoint(point).toPointF(), port.mapToGlobal(point).toPointF(),
                            Qt.MouseButton.LeftButton, buttons, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(port, event)

    return game, hero, view, send, view.mapFromScene(at.cell_rect(where(game, hero)).center())


def test_a_piece_dragged_to_the_edge_of_the_view_pans_the_board_while_it_is_held_there(window, mirewick, qtbot):
    """A space beyond the edge of the view could not be reached without letting the piece go: held near an edge, a
    dragged piece pans the board that way and stays under the pointer; away from the edge the board stops."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtGui import QMouseEvent

    game, hero, view, send, start = _hero_at_zoom_two(window, mirewick, qtbot)
    scene, port = view.scene(), view.viewport()
    edge = QPoint(port.width() - 8, start.y())
    send(QMouseEvent.Type.MouseButtonPress, start, Qt.MouseButton.LeftButton)
    for n in range(1, 9):
        send(QMouseEvent.Type.MouseMove, start + (edge - start) * n / 8, Qt.MouseButton.LeftButton)
    before = view.horizontalScrollBar().value()
    qtbot.wait(900)
    panned = view.horizontalScrollBar().value()
    assert panned > before + 40
    token = scene.cards[hero]
    under = view.mapFromScene(token.sceneBoundingRect().center())
    assert abs(under.x() - edge.x()) < 60                        # the token stays under the pointer
    left = QPoint(8, start.y())                                  # the drop zone is the board's west end
    send(QMouseEvent.Type.MouseMove, left, Qt.MouseButton.LeftButton)
    qtbot.wait(2000)                                             # held there: as far as the board goes, no further
    assert view.visible_rect().left() >= scene.focus_rect().left() - 60
    panned = view.horizontalScrollBar().value()
    middle = QPoint(port.width() // 2, start.y())
    send(QMouseEvent.Type.MouseMove, middle, Qt.MouseButton.LeftButton)
    qtbot.wait(200)
    assert view.horizontalScrollBar().value() == panned          # away from the edge: no more panning
    send(QMouseEvent.Type.MouseButtonRelease, middle, Qt.MouseButton.NoButton)
    qtbot.wait(50)
    assert not window.problems


def test_a_piece_dropped_on_a_space_near_the_edge_of_the_view_lands_there_the_board_unmoved(window, mirewick, qtbot):
    """Seen in play at 1280x720: a hero dragged to a lit space 40 px from the view's east edge panned the board at
    once, and the drop a moment later landed on another space, one the hero walked back to. The board pans only once
    the piece has been held near the edge for a while."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtGui import QMouseEvent

    _, _, view, send, start = _hero_at_zoom_two(window, mirewick, qtbot)
    port = view.viewport()
    edge = QPoint(port.width() - 20, start.y())
    before = view.horizontalScrollBar().value()
    send(QMouseEvent.Type.MouseButtonPress, start, Qt.MouseButton.LeftButton)
    for n in range(1, 9):
        send(QMouseEvent.Type.MouseMove, start + (edge - start) * n / 8, Qt.MouseButton.LeftButton)
    qtbot.wait(300)                                              # a player's moment to aim and let go
    assert view.horizontalScrollBar().value() == before
    send(QMouseEvent.Type.MouseButtonRelease, edge, Qt.MouseButton.NoButton)
    qtbot.wait(50)
    assert not window.problems


def test_a_long_row_of_tiles_is_fitted_beside_the_dialog_that_lies_over_the_board(window, mirewick, qtbot):
    """At 1280×720 (and after a restart at 200 %) the decision dialog, wider than "What now?", lay over the east end of
    the map fitted to the whole view: the board kept fitted is fitted to the part of the view the dialog leaves open,
    and to the whole view again once the dialog moves away."""
    from PySide6.QtCore import QPoint, QRect, QSize
    from PySide6.QtWidgets import QApplication

    game = _game(mirewick)
    _asked_to_act(game, (6, 6, 0, 0))
    window.resize(1280, 720)
    window.enter(Session(game, mirewick))
    qtbot.wait(300)
    view = window.board
    scene = view.scene()
    assert not view.zoomed_by_hand and window.decision.isVisible()
    port = view.viewport()
    # the dialog over the board's right quarter
    over = QRect(port.mapToGlobal(QPoint(port.width() * 3 // 4, 0)), QSize(port.width(), port.height()))
    window.decision.setGeometry(over)
    QApplication.processEvents()
    covered = QRect(port.mapFromGlobal(window.decision.frameGeometry().topLeft()), window.decision.frameGeometry().size())
    tiles = view.mapFromScene(scene.board_rect()).boundingRect()
    assert tiles.right() <= covered.left() + 2 and tiles.left() >= 0, (tiles, covered)
    window.decision.move(window.decision.pos() + QPoint(5000, 0))
    QApplication.processEvents()
    tiles = view.mapFromScene(scene.board_rect()).boundingRect()
    assert tiles.right() > covered.left() + 20                      # the whole view is the board's again


def test_a_board_grown_under_a_dialog_that_stayed_put_is_fitted_beside_it(window, mirewick, qtbot):
    """After a restart at 200 % the board's view widened as the docks settled, under a dialog placed beside it: the
    dialog had not moved, the board was not told, and the map's east end lay under the dialog."""
    from PySide6.QtCore import QPoint, QRect, QSize
    from PySide6.QtWidgets import QApplication

    game = _game(mirewick)
    _asked_to_act(game, (6, 6, 0, 0))
    window.resize(1100, 720)
    window.enter(Session(game, mirewick))
    qtbot.wait(300)
    view = window.board
    scene = view.scene()
    port = view.viewport()
    beside = QRect(port.mapToGlobal(QPoint(port.width() + 2, 0)), QSize(300, port.height()))
    window.decision.setGeometry(beside)                           # just beside the board: nothing covered
    QApplication.processEvents()
    left = window.decision.frameGeometry().left()
    window.resize(1500, 720)                                      # the board's view grows under the dialog
    qtbot.wait(200)
    assert port.mapToGlobal(QPoint(port.width(), 0)).x() > left + 50
    tiles = view.mapFromScene(scene.board_rect()).boundingRect()
    assert port.mapToGlobal(tiles.topRight()).x() <= left + 2, (tiles, left)


def test_the_dice_offered_for_a_reroll_are_drawn_each_showing_its_face(window, mirewick, qtbot):
    """'Re-roll a die?' showed each answer beside a blank die card: each die offered now stands beside it drawn as
    it landed, in its own colour, by the same code that draws the dice 'which die pays' asks about."""
    from gui.rulesets.cursed_city.die_faces import DieFace
    from tests.cursed_city import plan

    from engine.rulesets.cursed_city.rolls import showing

    game = _game(mirewick, seed=9)
    while game.pending.kind != "reroll":             # Idrenne's defence: an Ash die and an Amber die
        game.choose(plan.answer(game))
    offered = [o.data["piece"] for o in game.pending.options if "piece" in o.data]
    words = {"fail": "failure", "success": "success", "crit": "critical success"}
    colours = {"Ash die": "#8e8a84", "Amber die": "#c8893a"}
    landed = [(showing(game, p).outcome or "fail", game.card(p).title) for p in offered]
    wanted = sorted((face, f"{title} showing {words[face]}", colours[title]) for face, title in landed)
    window.enter(Session(game, mirewick))

    def shown():
        return sorted((d.value, d.accessibleName(), d.look[0].name()) for d in window.findChildren(DieFace)
                      if d.isVisible())

    qtbot.waitUntil(lambda: len(shown()) == len(offered) == 2, timeout=3000)
    assert shown() == wanted and {title for _, title in landed} == set(colours)


def test_the_window_title_says_the_journey_played_now_not_the_first(window, mirewick, qtbot):
    """A quest goes from journey to journey in one game: the wizard names the campaign after the quest, not its
    first journey, and the title says the journey played now (it kept "… — Oil for the lamps" to the finale)."""
    from PySide6.QtWidgets import QApplication

    from tests.gui.conftest import pick_pack

    window.welcome.new_button.click()
    wizard = window.wizard
    pick_pack(wizard, qtbot, "mirewick")
    journey = next(f for f in wizard.fields if f.option.key == "journey")
    assert journey.label() and journey.label() not in wizard.campaign_name.text()
    assert wizard.campaign_name.text() == mirewick.title

    game = _game(mirewick)
    window.enter(Session(game, mirewick))
    first = mirewick.cards["cinder-market"].title
    assert window.windowTitle() == f"{mirewick.title} — {first}"
    for _ in range(3000):
        if game.table.history:
            break
        assert window.choose(plan.answer(game)), window.problems
    QApplication.processEvents()
    assert window.windowTitle() == f"{mirewick.title} — The journey's end: {first}"
    for _ in range(300):
        if game.table.journey != "cinder-market":
            break
        assert window.choose(plan.answer(game)), window.problems
    QApplication.processEvents()
    assert window.windowTitle() == f"{mirewick.title} — {mirewick.cards[game.table.journey].title}"


def test_the_decision_dialog_leaves_the_combat_track_readable_when_its_tab_is_brought_in_front(window, mirewick,
                                                                                               qtbot, monkeypatch):
    """Play4 at 200 % (1280×720 logical): the dialog lies over "What now?" (it shows the same answers); the player
    brought the Combat track tab in front to read it and the dialog covered it; stepping beside it, the dialog then
    covered 40 % of the board (Play6). The track is a tab of the dice below the board, read there with the dialog
    where it is; the log, still a tab of "What now?", has the dialog step beside it and back when that returns."""
    import gui.dialogs.decision
    import gui.fit
    import gui.laying_out
    import gui.playing
    from PySide6.QtCore import QPoint, QRect
    from PySide6.QtWidgets import QApplication, QDockWidget

    area = QRect(0, 0, 1280, 720)
    for module in (gui.fit, gui.laying_out, gui.playing, gui.dialogs.decision):
        monkeypatch.setattr(module, "free_area", lambda widget=None: QRect(area))
    game = _game(mirewick)
    window.setGeometry(area.adjusted(4, 32, -4, -4))
    window.enter(Session(game, mirewick))
    qtbot.wait(300)
    dialog = window.decision
    assert dialog.isVisible()
    assert dialog.frameGeometry().intersects(QRect(window.answers_dock.mapToGlobal(QPoint(0, 0)), window.answers_dock.size()))
    docks = {d.windowTitle(): d for d in window.findChildren(QDockWidget)}
    track, dice, log, answers = docks["Combat track"], docks["Dice"], docks["Log"], docks["What now?"]
    assert track in window.tabifiedDockWidgets(dice) and log in window.tabifiedDockWidgets(answers)

    def rect(dock):
        return QRect(dock.mapToGlobal(QPoint(0, 0)), dock.size())

    def in_front(dock):
        dock.raise_()
        window.tabifiedDockWidgetActivated.emit(dock)                 # as a click on its tab does
        qtbot.wait(100)
        QApplication.processEvents()

    placed = dialog.frameGeometry()
    in_front(track)
    assert track.isVisible() and not dialog.frameGeometry().intersects(rect(track)), (dialog.frameGeometry(), rect(track))
    assert dialog.frameGeometry() == placed                           # it stays over "What now?"
    in_front(log)
    assert log.isVisible() and not dialog.frameGeometry().intersects(rect(log).adjusted(8, 8, -8, -8))
    in_front(answers)
    assert dialog.frameGeometry().intersects(rect(answers))           # over "What now?" again


def test_on_a_large_screen_the_combat_track_gets_room_to_be_read_under_the_answers(window, mirewick, monkeypatch):
    """Play6 at 1920×1080: the Combat track under "What now?" was given six lines (its journey, nightfall and quest
    lines, then the track itself cut off), while the dialog lay over "What now?" anyway. It gets two fifths of
    the column."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QApplication

    import gui.laying_out
    monkeypatch.setattr(gui.laying_out, "free_area", lambda widget=None: QRect(0, 0, 1920, 1040))
    window.setGeometry(QRect(0, 0, 1920, 1040).adjusted(4, 32, -4, -4))
    window.enter(Session(_game(mirewick), mirewick))
    QApplication.processEvents()
    track = next(d for d in window.docks if d.objectName() == "combat-track")
    answers = window.answers_dock
    assert window.dockWidgetArea(track) == window.dockWidgetArea(answers)
    column = track.height() + answers.height()
    assert track.height() >= 0.35 * column, (track.height(), answers.height())
