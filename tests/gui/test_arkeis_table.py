"""Arkeis at the table: its rooms of zones on the board, the Explorers' figures dragged to take a Move (a wall
refuses with its reason), a fight walked in the step dialog with the engine's odds, the panels showing the
Explorers' boards and the expedition, the dice tray and the camp screen, and the tutorial episode played to its
epilogue through the table."""
from __future__ import annotations

import html

from PySide6.QtCore import QRectF

from engine.rulesets.arkeis import forecast, grapple, harm
from engine.rulesets.arkeis.events import SearchCardRead
from gui import rulesets
from gui.rulesets.arkeis.expedition import ExpeditionPanel
from gui.rulesets.arkeis.players import ExplorerPanel
from gui.dialogs.step import percent
from gui.rulesets.arkeis.scenery import DoorItem, RoomItem
from tests.arkeis.conftest import load_dice, token_at
from tests.gui.conftest import start_through_wizard


def arkeis(window, qtbot):
    session = start_through_wizard(window, qtbot, players=2, pack_id="cinderfane")
    game = session.game
    assert game.pending.kind == "first_player"
    assert session.choose("first:0")
    return session, game


def drag(scene, figure, to):
    """A figure dragged and dropped on a scene point."""
    scene.drop_at(figure, to)


def arrange(session, moves: dict[str, str]) -> None:
    """Set the table for a test (not playing): pieces moved, profiles taken, the question asked again and shown."""
    game = session.game
    for piece, zone in moves.items():
        game.zones.move(piece, zone)
    grapple.update(game)
    game.state.pending = None
    game.start()
    session.changed.emit([])


def test_the_board_lays_out_the_episodes_rooms_doors_and_pieces(window, qtbot):
    session, game = arkeis(window, qtbot)
    scene = window.board.board
    rooms = [item for item in scene.scenery if isinstance(item, RoomItem)]
    assert sorted(r.title for r in rooms) == ["Antechamber", "Gallery of Ash", "Sand Court", "Sealed Niche"]
    assert {r.title for r in rooms if not r.walled} == {"Sand Court"}
    doors = [item for item in scene.scenery if isinstance(item, DoorItem)]
    assert sorted(d.closed for d in doors) == [False, True, True]     # the court's door is open, two are sealed
    minis = [p for p in scene.cards if game.card(p).type == "adversary"]
    tokens = [p for p in scene.cards if game.card(p).type == "search_token"]
    assert len(minis) == 2 and len(tokens) == 5
    assert {f.seat for f in scene.figures.values()} == {0, 1}
    assert rulesets.of(game).zone_words(game, "zone:gallery:2") == "the Gallery of Ash (2)"


def test_a_figure_dragged_to_a_zone_moves_and_a_wall_refuses(window, qtbot):
    session, game = arkeis(window, qtbot)
    scene = window.board.board
    board = scene.shape
    refused = []
    scene.refused.connect(refused.append)
    figure = scene.figures[0]
    drag(scene, figure, board.zone_rect("zone:gallery:1").center())     # behind a sealed door
    assert refused[-1].startswith("The Gallery of Ash (1) is not next to") and \
        game.zones.zone_of("mini:mara") == "zone:antechamber:1"
    drag(scene, figure, board.zone_rect("zone:antechamber:2").center())
    qtbot.waitUntil(lambda: game.zones.zone_of("mini:mara") == "zone:antechamber:2", timeout=3000)


def mara_fights_the_mites(window, qtbot):
    """A new game with Mara moved among the Ash Mites of the gallery and fighting them: the fight's roll asked."""
    session, game = arkeis(window, qtbot)
    arrange(session, {"mini:mara": "zone:gallery:2"})
    assert session.choose("fight:mite")
    return session, game


def test_a_fight_shows_the_engines_odds_in_the_step_dialog(window, qtbot):
    session, game = mara_fights_the_mites(window, qtbot)
    assert game.pending.kind == "fight_roll" and window.step.isVisible()
    expected = forecast.running(game)
    assert percent(float(expected.odds.success)) in window.step.odds_text.text()
    assert "Blade" in window.step.odds_text.text() and "Fight dice" in window.step.figures.text()
    assert "Chance of success with 2 dice:" in window.step.odds_text.text()     # not "2 die(s)"
    load_dice(game, "fight", "ward", "blade")
    assert session.choose("roll")
    window.step.finish_reveals()
    assert "The dice show: ward, blade" in window.step.tally.text()
    assert window.step.drawn_heading.text() == "<b>Rolled</b>"             # dice are rolled, not drawn (Play6)
    # the verdict is the word marked, not "The" of "The Ash Mite is eliminated."
    assert "bold'>Eliminated:</span> the Ash Mite." in window.step.outcome.text()


def test_the_tutorial_is_played_to_its_epilogue_through_the_table(window, qtbot):
    session, game = arkeis(window, qtbot)

    def act(key):
        for _ in range(40):
            if game.pending.kind in ("action", "first_player") and key in game.legal_options():
                break
            kind = game.pending.kind
            usual = {"reorganise": "done", "extra_die": "plain", "set_die": "none", "reroll": "keep", "fate": "done",
                     "heal": "no", "equip": "equip", "fight_roll": "roll", "inspection": "roll"}
            assert kind != "action", f"{key} is not offered: {game.legal_options()}"
            assert session.choose(usual.get(kind) or game.legal_options()[0])
        assert session.choose(key)

    act("move:zone:antechamber:2")
    act(f"search:{token_at(game, 'door:gallery-door')}")
    act("move:zone:antechamber:2")
    act("move:zone:gallery:1")
    act("move:zone:gallery:1")
    act("end")
    act("move:zone:gallery:2")                     # Jonah joins the mites and strikes them down
    load_dice(game, "fight", "blade", "blade")
    act("fight:mite")
    assert session.choose("roll") and session.choose("plain")
    assert not [p for p in game.zones.cards("zone:gallery:2") if game.card(p).type == "adversary"]
    act("move:zone:gallery:2")
    load_dice(game, "inspection", "key", "glyph")
    act(f"search:{token_at(game, 'door:niche-door')}")
    assert game.pending.kind == "inspection" and forecast.running(game).draws == 2
    assert session.choose("roll")
    while game.pending.kind in ("reroll", "fate", "log"):   # keep the dice, log both symbols
        assert session.choose({"reroll": "keep", "fate": "done"}.get(game.pending.kind) or game.legal_options()[0])
    # the epilogue stays in front of the players, its words in the dialog, until they go back to camp
    assert game.pending.kind == "epilogue" and window.decision.isVisible()
    assert "The bricks give" in window.decision.box.words.text()
    assert "The bricks give" not in window.decision.happened.text()     # read once, not again over it
    while game.pending.kind in ("epilogue", "change_explorer", "difficulty"):
        assert session.choose({"epilogue": "camp", "change_explorer": "done", "difficulty": "keep"}[game.pending.kind])
    assert game.table.history[0]["epilogue"] == "positive" and game.table.episode == "hall-of-bells"
    # the inspection that read the epilogue is over with its episode: its dialog stayed open under the camp's
    # questions and came back in front at the next episode (seen at 1920×1080, 150 %)
    assert not window.step.isVisible()
    assert harm.injuries(game, 0) == []
    assert any("The bricks give" in e.text for e in game.state.log.events if e.kind == "message")
    assert not [p for p in window.board.board.cards if game.card(p).type == "adversary"] or \
        window.board.board.shape.zone_rect("zone:bell-hall:1") is not None   # the next episode's rooms are laid


def test_the_explorer_and_expedition_panels_show_the_game(window, qtbot):
    session, game = arkeis(window, qtbot)
    harm.injure(game, 0, 2)
    harm.take_fate(game, 0, 1)
    arrange(session, {})
    panel = next(w for w in window.findChildren(ExplorerPanel) if w.seat == 0)
    text = panel.header.text()
    assert "Mara Quill" in text and "✚✚○○" in text and "Fate tokens had: <b>1</b>" in text
    expedition = window.findChildren(ExpeditionPanel)[0]
    assert "Fate stock: <b>7</b>" in expedition.words.text() and "☐ key" in expedition.logbook.text()


def test_a_search_token_on_the_board_offers_its_search(window, qtbot):
    session, game = arkeis(window, qtbot)
    assert session.choose("move:zone:antechamber:2")
    token = token_at(game, "door:gallery-door")
    shown = rulesets.of(game)
    assert [o.key for o in shown.piece_options(game, token)] == [f"search:{token}"]
    mite = next(p for p in game.zones.cards("zone:gallery:2") if game.card(p).type == "adversary")
    assert shown.piece_options(game, mite) == []      # not in Mara's zone: no fight offered


def test_the_dice_tray_shows_the_roll_its_fate_switch_and_what_it_did(window, qtbot):
    from gui.rulesets.arkeis.dice_tray import DiceTray, last_roll

    session, game = mara_fights_the_mites(window, qtbot)
    load_dice(game, "fight", "fate", "ward")
    assert session.choose("roll")
    while game.pending.kind != "fate":
        assert session.choose(game.legal_options()[-1])
    switch = next(o for o in game.pending.options if o.label.endswith("shows blade"))
    assert session.choose(switch.key)
    roll = last_roll(game)
    assert [d.faces for d in roll.dice.values()] == [["Fate", "blade"], ["ward"]]
    tray = window.findChildren(DiceTray)[0]
    text = tray.words.text()
    assert "Ada's Fight dice" in text and "Fate → blade" in text and "turned from Fate for a Fate token" in text
    assert "The Fight dice show 1 blade, 1 ward." in text


def test_back_at_camp_the_camp_screen_and_the_board_show_its_steps_and_cards(window, qtbot):
    from gui.rulesets.arkeis.camp_screen import CampScreen
    from gui.rulesets.arkeis.scenery import CampItem

    session, game = arkeis(window, qtbot)
    harm.take_fate(game, 0, game.zones.size("fate:stock"))     # the stock runs out: the negative epilogue
    arrange(session, {})
    while not game.table.history or game.pending.kind == "epilogue":
        assert session.choose(game.legal_options()[0])
    assert not game.table.areas and game.pending.kind in ("sell", "build", "change_explorer", "experience")
    screen = window.findChildren(CampScreen)[0]
    assert "Back at Camp" in screen.words.text() and "▶" in screen.words.text()
    assert "Camp box:" in screen.box.text()
    sheet = [item for item in window.board.board.scenery if isinstance(item, CampItem)]
    assert len(sheet) == 1 and [s for s, _ in sheet[0].lines].count("now") == 1
    shown = rulesets.of(game)       # a card of the camp offers what the pending question offers on it
    for option in game.pending.options:
        for key in ("upgrade", "item", "card"):
            if key in option.data:
                assert option.key in [o.key for o in shown.piece_options(game, option.data[key])]


def test_a_figure_given_an_action_is_the_one_dragged_though_the_giver_chooses_the_action():
    """Tobin (the lending ability) decides which action he gives; the figure that moves by it is Mara's."""
    from engine.content.loader import load_pack
    from engine.content.paths import packs_dir
    from engine.core.ruleset import Seat
    from engine.rulesets.arkeis import RULESET

    game = RULESET.new_game(load_pack(packs_dir() / "cinderfane"), [Seat("Ann", "tobin"), Seat("Bo", "mara")], {}, 0)
    game.choose("first:0")
    game.choose("lend:1")
    assert game.pending.kind == "lent_action" and game.pending.owner == "seat:0"
    board = rulesets.of(game).board
    assert board.reachable(game, game.pending, 1) and board.reachable(game, game.pending, 0) == []


def test_players_joining_and_leaving_at_camp_get_and_lose_their_panels(window, qtbot):
    session, game = arkeis(window, qtbot)
    harm.take_fate(game, 0, game.zones.size("fate:stock"))     # the stock runs out: the negative epilogue
    arrange(session, {})
    while game.pending.kind != "change_explorer":
        assert session.choose(game.legal_options()[0] if game.pending.kind != "sell" else "done")
    assert session.choose("join:ysolde")
    assert [d.windowTitle() for d in window.player_docks] == ["Ada", "Bram", "Player 3"]
    assert session.choose("leave:0")
    assert [d.windowTitle() for d in window.player_docks] == ["Bram", "Player 3"]
    assert rulesets.of(game).zone_words(game, "kept:mara") == "what Mara Quill keeps at camp"   # not "kept:mara"
    assert [p.seat for p in window.players] == [0, 1]


def test_the_fight_dialog_shows_the_dice_thrown_and_the_stock_as_they_are_after_the_roll(window, qtbot):
    session, game = arkeis(window, qtbot)
    assert session.choose("end")                              # Bram plays Jonah: one more Fight die if he likes
    while game.pending.kind != "action":
        assert session.choose(game.legal_options()[-1])
    arrange(session, {"mini:jonah": "zone:gallery:2"})
    assert session.choose("fight:mite")
    assert "Fight dice <b>2</b>" in window.step.figures.text()
    load_dice(game, "fight", "fate", "ward", "eye")
    assert session.choose("roll") and session.choose("extra")
    while game.pending.kind != "fate":
        assert session.choose(game.legal_options()[-1])
    stock = game.zones.size("fate:stock")
    assert f"Fight dice <b>3</b> · Fate stock <b>{stock}</b>" in window.step.figures.text()
    switch = next(o for o in game.pending.options if o.label.endswith("shows ward"))
    assert session.choose(switch.key)
    while game.pending.kind not in ("action", "first_player"):
        assert session.choose(game.legal_options()[-1])
    assert f"Fight dice <b>3</b> · Fate stock <b>{stock - 1}</b>" in window.step.figures.text()




def test_an_epilogue_read_out_in_a_small_window_shows_every_line(window, qtbot):
    """Run at QT_SCALE_FACTOR=2 (as the playtest was) a plain wrapped label cut the last line off."""
    window.resize(640, 360)           # a laptop at 200 %: the dialogs are placed over a small "What now?"
    session, game = arkeis(window, qtbot)
    harm.take_fate(game, 0, game.zones.size("fate:stock"))     # the stock runs out: the negative epilogue
    arrange(session, {})
    while game.pending.kind != "epilogue":
        assert session.choose(game.legal_options()[0])
    words = window.decision.box.words
    qtbot.wait(100)
    assert "Camp upgrades to build: Field Kitchen." in words.text()
    assert words.height() >= words.heightForWidth(words.width())   # no line clipped (the last one was)
    from PySide6.QtCore import QPoint
    button = window.decision.box.buttons[0]
    top = button.mapTo(words.parentWidget(), QPoint(0, 0)).y()
    assert words.geometry().bottom() < top                          # nor written over the answer below it


def test_the_dice_tray_never_names_a_roll_by_the_player_sitting_at_its_seat_after_the_group_changed(window, qtbot):
    """Ada threw the dice, then left at camp: Bram took her seat number and the tray said "Bram's Fight dice";
    into the next episode it still showed that roll. A roll from before the group changed, or from an episode
    before, is not the last roll of the table now."""
    from gui.rulesets.arkeis.dice_tray import tray_html

    session, game = mara_fights_the_mites(window, qtbot)
    load_dice(game, "fight", "ward", "blade")
    while game.pending.kind != "action":
        assert session.choose(game.legal_options()[-1] if game.pending.kind != "fight_roll" else "roll")
    assert "Ada's Fight dice" in tray_html(game)
    harm.take_fate(game, 0, game.zones.size("fate:stock"))     # the stock runs out: the negative epilogue
    arrange(session, {})
    while game.pending.kind != "change_explorer":
        assert session.choose(game.legal_options()[0] if game.pending.kind != "sell" else "done")
    assert "Ada's Fight dice" in tray_html(game)               # the episode's last roll, at camp
    assert session.choose("leave:0")
    assert "Bram's" not in tray_html(game) and "No die rolled yet this episode" in tray_html(game)


CAMP_PLAIN = {"epilogue": "camp", "change_explorer": "done", "difficulty": "keep", "sell": "done"}


def through_camp(session, game) -> None:
    """Answer plainly (nobody joins or leaves, nothing sold) until the next episode asks who starts."""
    for _ in range(60):
        if game.pending.kind == "first_player":
            return
        assert session.choose(CAMP_PLAIN.get(game.pending.kind) or game.legal_options()[0])
    raise AssertionError(f"no next episode: {game.pending.kind}")


def test_the_dice_tray_starts_the_next_episode_empty_before_its_first_player_is_chosen(window, qtbot):
    """At the next episode's "Who starts?" the tray still showed the last roll of the episode before, as if it
    were this episode's (play10). The episode's roll stays while its epilogue is in front of the players."""
    from gui.rulesets.arkeis.dice_tray import DiceTray, tray_html

    session, game = mara_fights_the_mites(window, qtbot)
    load_dice(game, "fight", "ward", "blade")
    while game.pending.kind != "action":
        assert session.choose(game.legal_options()[-1] if game.pending.kind != "fight_roll" else "roll")
    harm.take_fate(game, 0, game.zones.size("fate:stock"))     # the stock runs out: the negative epilogue
    arrange(session, {})
    assert game.pending.kind == "epilogue" and "Ada's Fight dice" in tray_html(game)
    through_camp(session, game)
    tray = window.findChildren(DiceTray)[0]
    assert tray.isVisible() and "No die rolled yet this episode" in tray.words.text()
    assert "Fight dice" not in tray.words.text()


def test_after_the_camp_what_now_comes_back_in_front_of_the_expedition(window, qtbot, screen_area):
    """At 1280×720 "What now?" shares its column with the Expedition panel as tabs: Back at Camp brings the
    Expedition (its camp) in front, and once the camp is over the next episode's "Who starts?" was left behind it,
    to be found (play10). The front goes back to "What now?"; a tab the player chose meanwhile stays."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QApplication, QDockWidget

    screen_area(QRect(0, 0, 1280, 720))
    window.setGeometry(QRect(4, 32, 1272, 684))
    session, game = arkeis(window, qtbot)
    docks = {d.windowTitle(): d for d in window.findChildren(QDockWidget)}
    answers, expedition = window.answers_dock, docks["Expedition"]
    assert expedition in window.tabifiedDockWidgets(answers)

    def in_front(dock) -> bool:
        QApplication.processEvents()
        return not dock.visibleRegion().isEmpty()

    harm.take_fate(game, 0, game.zones.size("fate:stock"))     # the stock runs out: the negative epilogue
    arrange(session, {})
    assert session.choose("camp")
    assert in_front(expedition) and not in_front(answers)      # Back at Camp: the camp's screen in front
    through_camp(session, game)
    assert in_front(answers) and not in_front(expedition)      # the next episode's question in sight
    harm.take_fate(game, 0, game.zones.size("fate:stock"))     # and again, the player reading the log meanwhile
    assert session.choose("first:0")
    arrange(session, {})
    assert session.choose("camp")
    docks["Log"].raise_()
    through_camp(session, game)
    assert in_front(docks["Log"])


def test_an_explorers_figure_keeps_its_colour_when_the_seats_are_numbered_anew(window, qtbot):
    from gui.rulesets.arkeis.board import explorer_colour

    session, game = arkeis(window, qtbot)
    board = rulesets.of(game).board

    def colour_of(name):
        return next(f.colour.getRgb() for f in board.figures(game) if f.label.startswith(name))

    before = colour_of("Bram")
    harm.take_fate(game, 0, game.zones.size("fate:stock"))     # the stock runs out: the negative epilogue
    arrange(session, {})
    while game.pending.kind != "change_explorer":
        assert session.choose(game.legal_options()[0] if game.pending.kind != "sell" else "done")
    assert session.choose("leave:0")                           # Bram moves up to seat 0
    while game.pending.kind != "first_player":
        assert session.choose({"change_explorer": "done", "difficulty": "keep"}.get(game.pending.kind, "done"))
    assert colour_of("Bram") == before                         # it was seat 0's red, Ada's
    colours = {e: explorer_colour(game, e) for e in ("mara", "jonah", "ysolde", "tobin", "casimir", "young-casimir")}
    assert colours["casimir"] == colours["young-casimir"]       # never at one table
    assert len({colours[e] for e in ("mara", "jonah", "ysolde", "tobin", "casimir")}) == 5


def test_the_camps_screen_is_whole_in_view_when_the_episodes_rooms_give_way_to_it(window, qtbot):
    """On a small window the episode's map was fitted; Back at Camp the camp's screen (wider) was left cut at the
    view's right edge until F (seen at 1280×720, 150 %)."""
    from PySide6.QtWidgets import QApplication

    session, game = arkeis(window, qtbot)
    window.showNormal()
    window.resize(853, 480)                                    # 1280×720 at 150 %
    for _ in range(5):
        QApplication.processEvents()
        qtbot.wait(20)
    view = window.board
    view.fit_board()
    view.set_zoom(0.8)                 # as fitted to a narrow episode's map (the Hall of Bells')
    view.zoomed_by_hand = False
    harm.take_fate(game, 0, game.zones.size("fate:stock"))     # the stock runs out: the negative epilogue
    arrange(session, {})
    while game.pending.kind != "change_explorer":
        assert session.choose(game.legal_options()[0] if game.pending.kind != "sell" else "done")
    QApplication.processEvents()
    assert view.visible_rect().contains(view.board.board_rect())


def test_a_search_card_that_asks_nothing_is_read_out_over_the_board_until_the_next_move(window, qtbot):
    """Seen at 1920×1080, 150 %: Ada searched the Gallery's door and 'Stuck Seal' cost her an Injury, and a later
    card put a Threat in front of her, with no dialog: the card was said only in the log and the Expedition panel,
    both behind 'What now?'."""
    window.resize(1280, 760)  # the Explorers stand just below where a panel of the first lines would end
    session, game = arkeis(window, qtbot)
    assert session.choose("move:zone:antechamber:2")
    token = token_at(game, "door:gallery-door")
    assert session.choose(f"search:{token}")
    playback = window.playback
    playback.skip()
    read = next(e for e in reversed(game.state.log.events) if isinstance(e, SearchCardRead))
    card = game.card(read.data["card"])
    said = playback.words.text()
    assert playback.isVisible() and f"Ada reads {card.title}" in said
    assert html.escape(card.get("text")) in said and "Ada takes 1 Injury" in said  # its words, and what it did
    assert "Search token" not in said and "box" not in said                   # not every piece's move
    viewport = window.board.viewport().geometry()                               # nor over the Explorers' figures
    figures = [window.board.mapFromScene(f.sceneBoundingRect()).boundingRect().translated(viewport.topLeft())
               for f in window.board.board.figures.values()]
    assert figures and not any(playback.geometry().intersects(r) for r in figures)
    assert viewport.contains(playback.geometry())
    assert session.choose("end")                                             # the next move: it goes
    assert not playback.isVisible()


def test_without_animations_a_card_read_is_said_at_once(window, qtbot, monkeypatch):
    from gui import motion

    monkeypatch.setattr(motion, "enabled", lambda: False)
    session, game = arkeis(window, qtbot)
    assert session.choose("move:zone:antechamber:2")
    assert session.choose(f"search:{token_at(game, 'door:gallery-door')}")
    playback = window.playback
    assert playback.isVisible() and not playback.playing and playback.close_button.isVisible()
    assert " reads " in playback.words.text()


def test_two_adversaries_eliminated_by_one_fight_are_both_named(window, qtbot):
    """"Eliminated: the Ash Mite." named one of the two Ash Mites one fight eliminated."""
    session, game = mara_fights_the_mites(window, qtbot)
    load_dice(game, "fight", "blade", "blade")
    assert session.choose("roll")
    window.step.finish_reveals()
    gone = [e for e in game.state.log.events if type(e).__name__ == "Eliminated"]
    assert len(gone) == 2, [getattr(e, "text", e) for e in game.state.log.events[-12:]]
    assert "bold'>Eliminated:</span> the Ash Mite ×2." in window.step.outcome.text(), window.step.outcome.text()


def test_a_card_read_out_on_a_small_board_leaves_most_of_the_map_in_sight(window, qtbot, monkeypatch):
    """At 200 % on a 1280×720 screen the board's view is about 300 px wide: the read-out, 260 px at the least,
    covered the map."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QApplication

    import gui.laying_out
    import gui.playing

    area = QRect(0, 0, 640, 345)
    for module in (gui.laying_out, gui.playing):
        monkeypatch.setattr(module, "free_area", lambda widget=None: QRect(area))
    window.resize(640, 345)
    session, game = arkeis(window, qtbot)
    assert session.choose("move:zone:antechamber:2")
    token = token_at(game, "door:gallery-door")
    assert session.choose(f"search:{token}")
    playback = window.playback
    playback.skip()
    QApplication.processEvents()
    viewport = window.board.viewport().geometry()
    assert playback.isVisible() and viewport.width() < 420, viewport
    assert playback.width() <= viewport.width() // 2 + 1, (playback.width(), viewport.width())
    assert viewport.contains(playback.geometry())


def test_the_explorers_pawns_stand_large_in_their_zone_each_initial_in_sight():
    """Play2 saw Cinderfane's pawns about 12 px tall at ×2, their initials unreadable: a pawn stood a fifth of its
    zone. Up to three stand a third of the zone tall, side by side; four or five stand closer and smaller, each
    initial still clear of the next pawn; all along the zone's top, clear of the Search tokens' corner and of the
    miniatures' row."""
    from gui.rulesets.arkeis import geometry as at
    from gui.table.items import FIGURE_H, FIGURE_W

    cell = (2, 1)
    zone = at.cell_rect(*cell)
    token = at.token_in_zone(cell, 0)
    mini = at.mini_in_zone(cell, 0)
    for crowd in range(1, 6):
        scale = at.pawn_scale(crowd)
        wide, tall = FIGURE_W * scale, FIGURE_H * scale
        assert tall >= (at.ZONE / 3 if crowd <= 3 else at.ZONE / 4.1), crowd
        spots = [at.figure_pos(cell, k, crowd) for k in range(crowd)]
        for k, spot in enumerate(spots):
            pawn = QRectF(spot.x(), spot.y(), wide, tall)
            assert zone.contains(pawn) and not pawn.intersects(token) and pawn.bottom() < mini.top(), (crowd, k)
            initial = QRectF(spot.x() + wide * 0.3, spot.y() + tall * 0.55, wide * 0.4, tall * 0.42)
            if k + 1 < crowd:                          # the next pawn stands in front: not over this one's initial
                assert spots[k + 1].x() + wide * 0.08 >= initial.right(), (crowd, k)


def test_a_profile_turned_face_down_lies_on_its_back_in_the_explorers_panel(window, qtbot):
    """Played at 1920×1080, 150 %: both Ash Mites eliminated, Mara's panel said "Ash Mite: swarming (face down)" over
    the profile's face, which read as a profile still in play ("Start of turn: add 1 Ash Mite")."""
    session, game = mara_fights_the_mites(window, qtbot)
    load_dice(game, "fight", "blade", "blade")
    assert session.choose("roll")
    window.step.finish_reveals()
    panel = next(w for w in window.findChildren(ExplorerPanel) if w.seat == 0)
    _, cards = panel.lists["profiles"]
    [piece] = cards.pieces()
    assert not game.table.face_up.get(piece)
    assert cards.shown_at(0) == (game.state.pieces[piece], True)             # its back
    assert cards.item(0).text() == game.card(piece).title                    # named: every seat knows it
    assert cards.item(0).toolTip().endswith("(face down)")


def test_a_symbol_printed_on_the_floor_offers_its_search_when_clicked(window, qtbot, tmp_path):
    """The L printed on the Glass Dunes did nothing when clicked: its search was offered only under "What now?"
    (play10). A click on a printed symbol offers its search as a click on a token does."""
    from PySide6.QtCore import Qt

    from engine.content.loader import load_pack
    from gui.rulesets.arkeis.scenery import PrintedMark
    from gui.session import Session
    from tests.arkeis.conftest import new, place
    from tests.arkeis.test_search import printed_pack

    pack = load_pack(printed_pack(tmp_path, '[{ zone = 1, symbol = "a" }]'))
    game = new(pack)
    place(game, 0, "garden:1")
    window.enter(Session(game, pack))
    marks = [item for item in window.board.board.scenery if isinstance(item, PrintedMark)]
    assert [m.zone for m in marks] == ["zone:garden:1"]
    view = window.board
    view.centerOn(marks[0])
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.mapFromScene(marks[0].sceneBoundingRect().center()))
    menu = window.card_menu
    assert menu is not None and menu.isVisible()
    offered = [a for a in menu.actions() if a.data() == "search:printed:a"]
    assert len(offered) == 1 and offered[0].isEnabled() and "printed on the floor" in offered[0].text()
    menu.hide()
    offered[0].trigger()
    assert any(isinstance(e, SearchCardRead) for e in game.state.log.events)      # searched: its card read
