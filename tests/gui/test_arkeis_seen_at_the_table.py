"""What a playtest of Arkeis saw at the table, each kept fixed: the wizard names the campaign, not the episode it
starts with (the window title says where it is now), the Explorer panel shown follows whose turn it is, decision
dialogs leave the other panels readable, the right tabs fit on a narrow screen, the Adversaries are named readably at
fit-to-board zoom, the step dialog's dice show their faces; and the episode's time track, Power tokens and Activation
markers are on the table."""
from __future__ import annotations

import pytest

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsItem, QTabBar

from engine.rulesets.arkeis import harm
from engine.rulesets.arkeis.table import ACTIVATIONS, POWERS, activation, powers
from gui import rulesets
from gui.rulesets.arkeis import palette
from gui.rulesets.arkeis.die_faces import DieFace
from gui.rulesets.arkeis.expedition import ExpeditionPanel
from gui.rulesets.arkeis.players import ExplorerPanel
from gui.rulesets.arkeis.scenery import READABLE, BadgeItem, TagItem, TrackItem
from tests.arkeis.conftest import load_dice
from tests.gui.conftest import in_front, pick_pack, shown_player, start_through_wizard
from tests.gui.test_arkeis_table import arrange


def click(qtbot, radio):
    """A click on a radio button's circle, where a player aims."""
    qtbot.mouseClick(radio, Qt.MouseButton.LeftButton, pos=QPoint(8, radio.height() // 2))


def test_the_wizard_names_the_campaign_not_the_episode_it_starts_with(window, qtbot):
    """A campaign outgrows its first episode: the suggested name is the pack's (the window's title says the episode
    played now); it said "Cinderfane — Episode 0: The Sealed Niche" into the fourth episode."""
    window.welcome.new_button.click()
    wizard = window.wizard
    pick_pack(wizard, qtbot, "cinderfane")
    episode = wizard.fields[0]
    radios = episode.buttons.buttons()
    assert len(radios) >= 2
    qtbot.waitUntil(radios[1].isVisible)
    assert wizard.campaign_name.text() == "Cinderfane"
    click(qtbot, radios[1])
    assert wizard.campaign_name.text() == "Cinderfane"
    wizard.campaign_name.setText("Our own name")
    click(qtbot, radios[0])
    assert wizard.campaign_name.text() == "Our own name"     # a name the player typed is kept


def test_the_window_title_says_the_campaign_and_where_it_is_now(window, qtbot):
    session = start_through_wizard(window, qtbot, players=2, pack_id="cinderfane", name=None)
    game = session.game
    assert window.windowTitle() == "Cinderfane — Episode 0: The Sealed Niche"
    harm.take_fate(game, 0, game.zones.size("fate:stock"))     # the stock runs out: the negative epilogue
    arrange(session, {})
    while game.pending.kind != "change_explorer":
        assert session.choose(game.legal_options()[0] if game.pending.kind != "sell" else "done")
    assert window.windowTitle() == "Cinderfane — Back at Camp after Episode 0: The Sealed Niche"
    while game.pending.kind != "first_player":
        assert session.choose({"change_explorer": "done", "difficulty": "keep"}.get(game.pending.kind, "done"))
    assert window.windowTitle() == "Cinderfane — Episode 1: The Hall of Bells"


def end_turn(session, seat: int) -> None:
    """The Explorers end their turns until it is this seat's."""
    game = session.game
    for _ in range(30):
        if game.table.active == seat and game.pending.kind == "action":
            return
        assert session.choose("end" if "end" in game.legal_options() else game.legal_options()[0])
    raise AssertionError("the turn never came")


def test_the_explorer_panel_in_front_follows_whose_turn_it_is(window, qtbot):
    session = start_through_wizard(window, qtbot, players=2, pack_id="cinderfane")
    assert session.choose("first:1")
    qtbot.wait(20)
    # the test's screen is narrow: the players' panels are tabs of the column of "What now?", which stays in front
    what_now = window.docks[0]
    assert what_now.windowTitle() == "What now?" and in_front(what_now) and shown_player(window) is None
    window.player_docks[0].raise_()            # a player looks at the Explorers' panels
    qtbot.waitUntil(lambda: shown_player(window) == 0)
    assert session.choose("move:zone:antechamber:2")
    qtbot.wait(20)
    assert shown_player(window) == 0           # the turn has not passed: the tab the player chose stays
    end_turn(session, 0)
    qtbot.waitUntil(lambda: shown_player(window) == 0)
    end_turn(session, 1)
    qtbot.waitUntil(lambda: shown_player(window) == 1)
    window.player_docks[0].raise_()
    assert session.choose("move:zone:antechamber:1")
    qtbot.wait(20)
    assert shown_player(window) == 0
    end_turn(session, 0)
    qtbot.waitUntil(lambda: shown_player(window) == 0)
    end_turn(session, 1)
    qtbot.waitUntil(lambda: shown_player(window) == 1)


def global_rect(widget) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


def what_now(window):
    return next(dock for dock in window.docks if dock.windowTitle() == "What now?")


def covered(window, dialog) -> list[str]:
    """The panels in view that a dialog hides part of, "What now?" (the dialog's own answers) aside."""
    return [dock.windowTitle() for dock in window.docks
            if dock is not what_now(window) and in_front(dock) and global_rect(dock).intersects(dialog.geometry())]


def test_decision_and_step_dialogs_open_over_what_now_hiding_no_other_panel(window, qtbot):
    session = start_through_wizard(window, qtbot, players=2, pack_id="cinderfane")
    game = session.game
    qtbot.waitUntil(window.decision.isVisible)
    qtbot.wait(20)
    answers = global_rect(what_now(window))
    assert answers.intersects(window.decision.geometry()) and covered(window, window.decision) == []
    assert session.choose("first:0")
    arrange(session, {"mini:mara": "zone:gallery:2"})     # Mara among the mites
    assert session.choose("fight:mite") and game.pending.kind == "fight_roll"
    qtbot.waitUntil(window.step.isVisible)
    qtbot.wait(20)
    assert global_rect(what_now(window)).intersects(window.step.geometry()) and covered(window, window.step) == []


def test_the_step_dialogs_dice_show_the_faces_they_landed_on(window, qtbot):
    session = start_through_wizard(window, qtbot, players=2, pack_id="cinderfane")
    game = session.game
    assert session.choose("first:0")
    arrange(session, {"mini:mara": "zone:gallery:2"})
    assert session.choose("fight:mite")
    load_dice(game, "fight", "ward", "blade")
    assert session.choose("roll")
    window.step.finish_reveals()
    qtbot.wait(20)
    dice = [w for w in window.step.findChildren(DieFace) if w.isVisibleTo(window.step)]
    assert [(d.kind, d.symbols) for d in dice] == [("fight", ("ward",)), ("fight", ("blade",))]
    assert "ward" in dice[0].accessibleName()
    shown = dice[1].grab().toImage()          # drawn in the Fight dice' colour, not a card's face
    middle = shown.pixelColor(shown.width() // 5, shown.height() // 5)
    assert (middle.red(), middle.green(), middle.blue()) == palette.DICE["fight"]


def painted(tag, view) -> bool:
    """Whether the tag draws anything in the view at its zoom now."""
    image = QImage(tag.boundingRect().size().toSize() + QSize(2, 2), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(-tag.boundingRect().topLeft())
    tag.paint(painter, None, view.viewport())
    painter.end()
    return any(image.pixelColor(x, y).alpha() for x in range(0, image.width(), 2) for y in range(image.height()))


def test_the_adversaries_and_special_tokens_are_named_readably_when_the_board_is_zoomed_out(window, qtbot):
    session = start_through_wizard(window, qtbot, players=2, pack_id="cinderfane")
    view, scene = window.board, window.board.board
    view.fit_board()
    tags = {tag.text: tag for tag in scene.scenery if isinstance(tag, TagItem)}
    assert "Ash Mite" in tags                  # the two mites of the gallery, whose ribbons cannot be read
    tag = tags["Ash Mite"]
    assert tag.flags() & QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations and tag.font.pixelSize() >= 11
    assert view.zoom < READABLE and painted(tag, view)
    view.set_zoom(READABLE)
    assert not painted(tag, view)              # near enough to read the miniatures' own names
    view.set_zoom(0.3)
    assert painted(tag, view)
    mites = scene.shape.zone_rect("zone:gallery:2")
    assert mites.contains(tag.pos())


def tab_bar_of(window, title: str):
    return next(bar for bar in window.findChildren(QTabBar)
                if bar.isVisible() and title in (bar.tabText(i) for i in range(bar.count())))


def test_on_a_narrow_screen_the_right_tabs_fit_their_column(window, qtbot):
    session = start_through_wizard(window, qtbot, players=4, pack_id="cinderfane")
    qtbot.wait(50)
    bar = tab_bar_of(window, "What now?")
    titles = [bar.tabText(i) for i in range(bar.count())]
    assert "Expedition" in titles and "Dice" not in titles and "Camp" not in titles   # one panel, few tabs
    assert len(titles) == 6                                # What now?, four Explorers, Expedition
    assert bar.sizeHint().width() <= bar.width(), titles   # every whole title in view, no scroll arrows
    assert window.board.width() >= window.width() * 0.4    # the board keeps a fair share


def test_a_long_tag_takes_two_lines_before_it_is_cut():
    from PySide6.QtGui import QFontMetricsF

    from gui.rulesets.arkeis.scenery import font, tag_lines

    metrics = QFontMetricsF(font(11, bold=True))
    narrow = metrics.horizontalAdvance("Ash Mite") - 1
    assert tag_lines("Ash Mite", metrics, 500) == ["Ash Mite"]
    assert tag_lines("Ash Mite", metrics, narrow) == ["Ash", "Mite"]
    cut = tag_lines("Ash Mite · Glass Asp · Cinder Warden", metrics, narrow)
    assert len(cut) == 2 and cut[1].endswith("…") and all(metrics.horizontalAdvance(x) <= narrow for x in cut)
    # a word alone is never cut: at 200 % on 1280×720 a staircase's plate, half a zone wide, read "S… A"
    assert tag_lines("Staircase A", metrics, metrics.horizontalAdvance("Sta")) == ["Staircase", "A"]


def start_episode(window, qtbot, index: int):
    """A new two-Explorer game of Cinderfane from its `index`-th episode, chosen in the wizard like a player."""
    window.welcome.new_button.click()
    wizard = window.wizard
    pick_pack(wizard, qtbot, "cinderfane")
    radio = wizard.fields[0].buttons.buttons()[index]
    qtbot.waitUntil(radio.isVisible)
    click(qtbot, radio)
    qtbot.mouseClick(wizard.next_button, Qt.MouseButton.LeftButton)
    wizard.count.setValue(2)
    qtbot.mouseClick(wizard.next_button, Qt.MouseButton.LeftButton)
    assert window.session is not None, window.problems
    return window.session


def test_the_time_track_power_tokens_and_activation_markers_are_on_the_table(window, qtbot):
    session = start_episode(window, qtbot, 1)                 # the Hall of Bells tolls on a time track
    game = session.game
    assert session.choose("first:0")
    scene = window.board.board
    track = next(item for item in scene.scenery if isinstance(item, TrackItem))
    assert (track.spaces, track.at) == (8, 1) and set(track.marked) == {5, 8}
    assert "Space 5: add 2 Ash Mites to each zone of your room" in track.toolTip() and track.rect.width() > 0
    home = scene.shape.home()
    assert track.pos().y() > home.bottom()                     # under the map, never over a room
    expedition = window.findChildren(ExpeditionPanel)[0]
    assert "Time: space <b>1</b> of 8 · next at space 5: add 2 Ash Mites to each zone" in expedition.words.text()
    warden = "warden:4"
    arrange(session, {game.zones.top(POWERS): powers(warden), game.zones.top(ACTIVATIONS): activation(warden),
                      "mini:mara": game.zones.zone_of(warden)})
    badges = [item for item in scene.scenery if isinstance(item, BadgeItem)]
    assert [(b.count, b.colour) for b in badges] == [(1, palette.POWER), ("!", palette.ACTIVE)]
    assert "Power token" in badges[0].toolTip() and "activated" in badges[1].toolTip()
    panel = next(w for w in window.findChildren(ExplorerPanel) if w.seat == 0)
    assert "grappling with Cinder Warden (1 Power token, activated)" in panel.header.text()
    assert rulesets.of(game).zone_words(game, powers(warden)) == "on the Cinder Warden"
    assert rulesets.of(game).zone_words(game, "time:3") == "space 3 of the time track"


def test_the_card_viewer_and_a_printed_face_name_the_adversary_a_profile_adds_by_its_title(window, qtbot, tmp_path):
    from gui.card_viewer import CardViewer
    from gui.faces import FaceCache

    session = start_episode(window, qtbot, 1)
    zealous = session.game.cards["warden-zealous"]
    viewer = CardViewer(window.provider, zealous)
    qtbot.addWidget(viewer)
    assert "Start of turn: Add 1 Ash Mite to your zone." in viewer.text.toPlainText()   # it said "1 mite"
    cache = FaceCache(tmp_path)
    named = cache.key(zealous, session.pack.folder, ruleset="arkeis", names=window.provider.names)
    assert named != cache.key(zealous, session.pack.folder, ruleset="arkeis", names={**window.provider.names,
                                                                                          "mite": "Ember Mite"})


def test_a_name_plate_is_drawn_over_the_tokens_it_names_never_under_them(window, qtbot):
    # seen at 1280x720: the Hall of Bells' chain lies across its door above its own plate, "Chain" half hidden
    session = start_episode(window, qtbot, 1)
    assert session.choose("first:0")
    scene = window.board.board
    tags = [item for item in scene.scenery if isinstance(item, TagItem)]
    assert "Chain" in {tag.text for tag in tags}
    highest = max(item.zValue() for item in scene.cards.values())
    assert all(tag.zValue() > highest for tag in tags), (highest, [(t.text, t.zValue()) for t in tags])
    # an Adversaries' plate over a special token's, which may reach it (at 200 % on 1280×720, "Staircase A" over
    # "Glass Asp")
    mites = next(tag for tag in tags if tag.text == "Ash Mite")
    assert mites.zValue() > next(tag for tag in tags if tag.text == "Chain").zValue()


def test_logging_a_symbol_shows_the_logbook_in_the_step_dialog(window, qtbot):
    session = start_through_wizard(window, qtbot, players=2, pack_id="cinderfane")
    game = session.game
    assert session.choose("first:0")
    arrange(session, {"mini:mara": "zone:gallery:2"})
    for mite in [p for p in game.zones.cards("zone:gallery:2") if game.card(p).type == "adversary"]:
        game.zones.move(mite, f"minis:{game.card(mite).id}")
    arrange(session, {})
    load_dice(game, "inspection", "key", "glyph")
    token = next(p for p in game.zones.cards("door:niche-door") if game.card(p).type == "search_token")
    assert session.choose(f"search:{token}") and session.choose("roll")
    while game.pending.kind != "log":
        assert session.choose({"reroll": "keep", "fate": "done"}.get(game.pending.kind) or game.legal_options()[0])
    assert "The logbook" in window.step.figures.text() and "☐ key" in window.step.figures.text()


def test_a_dialog_follows_what_now_when_the_window_changes_size_unless_the_player_moved_it(window, qtbot):
    start_through_wizard(window, qtbot, players=2, pack_id="cinderfane")
    qtbot.waitUntil(window.decision.isVisible)
    qtbot.wait(20)
    window.resize(window.width() - 200, window.height())
    qtbot.waitUntil(lambda: abs(window.decision.geometry().right() - global_rect(what_now(window)).right()) <= 6)
    assert covered(window, window.decision) == []
    window.decision.move(window.decision.x() - 150, window.decision.y())    # the player puts it elsewhere
    moved = window.decision.geometry()
    window.resize(window.width() + 200, window.height())
    qtbot.wait(50)
    assert window.decision.geometry() == moved


def test_the_board_overview_shows_the_rooms_not_name_plates_as_large_as_on_the_board(window, qtbot):
    """A name plate keeps its size whatever the zoom: drawn into the overview it covered half of it ("Ash Mite"
    across the rooms, seen at 150 %)."""
    session = start_episode(window, qtbot, 1)
    assert session.choose("first:0")
    view = window.board
    plates = [item for item in view.board.items() if isinstance(item, TagItem) and item.isVisible()]
    assert plates
    view.minimap.rebuild()
    thumb = view.minimap._thumb

    def white(image) -> int:
        return sum(1 for x in range(0, image.width(), 2) for y in range(0, image.height(), 2)
                   if min(image.pixelColor(x, y).getRgb()[:3]) > 225)

    assert white(thumb) < 20, white(thumb)                 # the plates' white words are not on it
    assert all(item.isVisible() for item in plates)        # and they are back on the board


def test_a_name_plate_leaves_the_miniatures_it_names_in_sight(window, qtbot):
    """Seen at 200 %: "Ash Mite" lay over the two Ash Mites' miniatures, so a player could not count them."""
    from PySide6.QtCore import QRectF

    session = start_through_wizard(window, qtbot, players=2, pack_id="cinderfane")
    view, scene = window.board, window.board.board
    view.fit_board()
    view.set_zoom(min(view.zoom, 0.5))
    QApplication.processEvents()
    tag = next(t for t in scene.scenery if isinstance(t, TagItem) and t.text == "Ash Mite")
    plate = painted_box(tag, view)
    game = session.game
    minis = [p for p in game.zones.cards("zone:gallery:2") if game.card(p).type == "adversary"]
    assert len(minis) == 2
    for mini in minis:
        seen = QRectF(view.mapFromScene(scene.cards[mini].sceneBoundingRect()).boundingRect())
        assert not plate.intersects(seen.adjusted(2, 2, -2, -2)), (plate, seen)


def test_the_overview_keeps_off_the_rooms_as_off_the_cards(window, qtbot):
    """Seen at 200 %: the overview sat in the view's top right over the Sealed Niche, a room with no card in it (only
    cards counted as something under it)."""
    from gui.rulesets.arkeis.scenery import RoomItem

    start_through_wizard(window, qtbot, players=2, pack_id="cinderfane")
    view, scene = window.board, window.board.board
    view.fit_board()
    QApplication.processEvents()
    niche = next(r for r in scene.scenery if isinstance(r, RoomItem) and r.title == "Sealed Niche")
    inside = niche.sceneBoundingRect()
    inside = inside.adjusted(inside.width() * 0.3, inside.height() * 0.3, -inside.width() * 0.3,
                             -inside.height() * 0.3)
    patch = view.mapFromScene(inside).boundingRect()
    assert not any(item.sceneBoundingRect().intersects(inside) for item in scene.cards.values())
    assert view.minimap._covers_cards(patch)


def painted_box(tag, view):
    """The part of the view the tag paints at its zoom now, in viewport pixels."""
    from PySide6.QtCore import QRectF

    bound = tag.boundingRect()
    image = QImage(bound.size().toSize() + QSize(2, 2), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(-bound.topLeft())
    tag.paint(painter, None, view.viewport())
    painter.end()
    rows = [y for y in range(image.height()) if any(image.pixelColor(x, y).alpha() for x in range(image.width()))]
    columns = [x for x in range(image.width()) if any(image.pixelColor(x, y).alpha() for y in rows)]
    at = view.mapFromScene(tag.pos())
    # its painted part only: the bounds leave room for a move off a printed mark (test_arkeis_plates_clear.py)
    return QRectF(at.x() + bound.left() + columns[0], at.y() + bound.top() + rows[0], columns[-1] - columns[0] + 1,
                  rows[-1] - rows[0] + 1)


@pytest.mark.parametrize("zoom", [0.5, 0.3])
def test_a_name_plate_stays_clear_of_the_explorers_standing_over_it(window, qtbot, zoom):
    """Seen at 200 % and at 1920×1080: with Mara and Jonah beside the Ash Mites, the plate "Ash Mite" lay under their
    pawns, "h Mite" left to read. It slides down over the miniatures' heads instead, their lower third in sight."""
    from PySide6.QtCore import QRectF

    session = start_through_wizard(window, qtbot, players=2, pack_id="cinderfane")
    assert session.choose("first:0")
    arrange(session, {"mini:mara": "zone:gallery:2", "mini:jonah": "zone:gallery:2"})
    view, scene = window.board, window.board.board
    mites = scene.shape.zone_rect("zone:gallery:2")
    qtbot.waitUntil(lambda: len(scene.figures) == 2 and all(mites.contains(p.pos()) for p in scene.figures.values()))
    view.fit_board()
    view.set_zoom(zoom)
    view.centerOn(mites.center())
    QApplication.processEvents()
    tag = next(t for t in scene.scenery if isinstance(t, TagItem) and t.text == "Ash Mite")
    plate = painted_box(tag, view)
    for pawn in scene.figures.values():
        seen = QRectF(view.mapFromScene(pawn.mapToScene(pawn.shape().boundingRect())).boundingRect())
        assert not plate.intersects(seen.adjusted(1, 1, -1, -1)), (plate, seen)
    game = session.game
    for mini in (p for p in game.zones.cards("zone:gallery:2") if game.card(p).type == "adversary"):
        card = scene.cards[mini]
        seen = QRectF(view.mapFromScene(card.mapToScene(card.shape().boundingRect())).boundingRect())
        feet = seen.adjusted(1, seen.height() * 2 / 3, -1, -1)
        assert not plate.intersects(feet), (plate, feet)   # their feet and ribbons show
