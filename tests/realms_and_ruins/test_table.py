"""Realms and Ruins played through the window (pytest-qt): one person and two bots to the end, the screen handed
over between persons with everything private hidden, and no widget, tooltip or log line naming a card in a
hand the seat at the screen may not see."""
from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QAbstractButton, QApplication, QGraphicsView, QLabel, QListWidget, QPlainTextEdit, QTreeWidget,
                               QTreeWidgetItemIterator, QWidget)

from engine import rulesets
from engine.bots import make
from engine.core.ruleset import Seat
from engine.core.view import view
from gui import looking
from saves.folders import user_folders
from tests.gui.conftest import drag_on_board, see_the_end

PACK = Path(__file__).parent / "pack"


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    from gui.main_window import MainWindow

    packs = tmp_path / "packs"
    packs.mkdir()
    (packs / "pack").symlink_to(PACK, target_is_directory=True)
    problems: list[str] = []
    monkeypatch.setattr(MainWindow, "_problem", lambda self, title, text: problems.append(text))
    win = MainWindow(user_folders(tmp_path / "userdata"), packs_folder=packs)
    win.problems = problems
    win.seed = 0
    monkeypatch.setattr(random, "SystemRandom", lambda: random.Random(win.seed))  # the game's seed, for replays
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    yield win
    if win.session is not None:
        win.close_game()


def start(window, qtbot, bots=(1, 2), players=3, seed=11, strengths=None, quick=True):
    """Fill the wizard like a player: the test pack, three rivals, the chosen seats played by bots (of the chosen
    strengths, by seat; the game's seed fixed, so that a failure plays again)."""
    window.seed = seed
    window.welcome.new_button.click()
    wizard = window.wizard
    wizard.wait_for_pack()
    qtbot.waitUntil(lambda: wizard.pack is not None, timeout=5000)
    qtbot.mouseClick(wizard.next_button, Qt.MouseButton.LeftButton)
    wizard.count.setValue(players)
    for n in bots:
        assert not wizard.strengths[n].isEnabled()          # a person's seat has no strength to choose
        wizard.bots[n].setChecked(True)
        assert wizard.strengths[n].isEnabled()
        if strengths and n in strengths:
            wizard.strengths[n].setCurrentIndex(wizard.strengths[n].findData(strengths[n]))
    qtbot.mouseClick(wizard.next_button, Qt.MouseButton.LeftButton)
    assert window.session is not None, window.problems
    window.seating.pause_ms = 0
    if quick:
        window.seating.bot = make("random", seed)  # the quick bot: the table's seating is under test, not its play
    window.board.board.animate = False
    return window.session


def named(game, seat) -> set[str]:
    """Titles of the pieces a seat's view names now."""
    return {game.card(s.piece).title for zone in view(game, seat).zones.values() for s in zone if s.piece}


def face_up_moves(game, since: int):
    """(seat or None for all, title) of the cards the events since `since` laid face up where a seat sees them at
    that moment: a card played, discarded (it lands on top of the pile), bought, revealed; one's own hand."""
    for event in game.state.log.events[since:]:
        if event.kind != "piece_moved" or not event.face_up:
            continue
        kind, _, rest = event.target.partition(":")
        title = game.card(event.piece).title
        if kind in ("discard", "played", "slot", "removed"):
            yield None, title
        elif kind == "hand":
            yield int(rest), title


def hands_of_others(game, seat) -> set[str]:
    return {game.card(p).title for player in game.table.players if player.seat != seat
            for p in game.zones.cards(f"hand:{player.seat}")}


def texts(window) -> tuple[list[str], str]:
    """Every text a player can read or hover on the screen (labels, buttons, lists, the board's tips), and the log."""
    found = [window.windowTitle(), window.statusBar().currentMessage()]
    for widget in window.findChildren(QWidget) + [w for w in (window.decision, window.step) if w]:
        if not widget.isVisible() or widget in (window.log.text, window.choices.news):
            continue
        found += [widget.toolTip(), widget.accessibleName()]
        if isinstance(widget, (QLabel, QAbstractButton)):
            found.append(widget.text())
        if isinstance(widget, QPlainTextEdit):
            found.append(widget.toPlainText())
        if isinstance(widget, QListWidget):
            for i in range(widget.count()):
                found += [widget.item(i).text(), widget.item(i).toolTip()]
        if isinstance(widget, QTreeWidget):
            items = QTreeWidgetItemIterator(widget)
            while items.value():
                found += [items.value().text(0), items.value().toolTip(0)]
                items += 1
        if isinstance(widget, QGraphicsView) and widget.scene() is not None:
            found += [item.toolTip() for item in widget.scene().items()]
    log = window.log.text.toPlainText() if window.log.text.isVisible() else ""
    # what the bots did since the person's last answer is the log's lines for that seat, read as the log is
    log += "\n".join(window.choices.news_lines) if window.choices.news.isVisible() else ""
    return [t for t in found if t], log


def assert_nothing_private_shown(window, ever_seen):
    """Nothing on the screen names a card in another rival's hand, unless the seat at the screen sees that card
    now (a same-titled card); the log names none the seat never saw (a card played openly, then drawn again)."""
    game = window.session.game
    seat = looking.seat(game)
    # a Hero card (trained into a deck) is titled as its Hero, whose name is public
    heroes = {c.title for c in game.cards.values() if c.type == "hero"}
    secret = hands_of_others(game, seat) - named(game, seat) - heroes
    shown, log = texts(window)
    for text in shown:
        for title in secret:
            assert title not in text, f"{title!r} (in another rival's hand) shown to seat {seat}: {text!r}"
    for title in secret - ever_seen.get(seat, set()):
        assert title not in log, f"{title!r} named in the log of seat {seat}, who never saw it"


def answer_as_person(window, qtbot, chooser):
    """Answer the pending decision as a person would: a button of the decision dialog, else a listed choice."""
    if window.decision.isVisible() and window.decision.box.buttons:
        buttons = [b for b in window.decision.box.buttons if b.isEnabled()]
        qtbot.mouseClick(chooser.choice(buttons), Qt.MouseButton.LeftButton)
        return
    choices = window.choices
    rows = [row for row in range(choices.count()) if choices.key_at(row) is not None]
    choices.select(chooser.choice(rows))
    qtbot.mouseClick(choices.take, Qt.MouseButton.LeftButton)


def play_to_the_end(window, qtbot, seed=3, limit=4000, check_every=7):
    session = window.session
    game = session.game
    chooser = random.Random(seed)
    handed = 0
    ever_seen: dict = {}
    read = 0
    for step in range(limit):
        for player in game.table.players:
            ever_seen.setdefault(player.seat, set()).update(named(game, player.seat))
        for who, title in face_up_moves(game, read):
            for seat in ([who] if who is not None else ever_seen):
                ever_seen[seat].add(title)
        read = len(game.state.log.events)
        if game.over:
            return handed
        if window.stack.currentWidget() is window.hand_over_screen:
            handed += 1
            assert not any(dock.isVisible() for dock in window.docks)
            assert_nothing_private_shown(window, ever_seen)
            qtbot.waitUntil(window.hand_over_screen.button.isEnabled, timeout=3000)
            qtbot.mouseClick(window.hand_over_screen.button, Qt.MouseButton.LeftButton)
            continue
        if step % check_every == 0:
            assert_nothing_private_shown(window, ever_seen)
        if window.seating.answerable():
            answer_as_person(window, qtbot, chooser)
        else:
            asked = game.pending
            qtbot.waitUntil(lambda: game.pending is not asked, timeout=5000)  # a bot answers at its timer
    raise AssertionError("the game did not end")


def test_one_person_and_two_bots_play_a_game_to_its_end_through_the_window(window, qtbot):
    session = start(window, qtbot)
    assert session.bots == {1, 2}
    handed = play_to_the_end(window, qtbot)
    assert handed == 0  # one person among bots keeps the screen: nobody else to hide it from
    see_the_end(window)
    assert window.stack.currentWidget() is window.end_screen
    assert window.end_screen.headline.text()
    game = session.game
    if game.state.outcome == "ranked":
        assert "Place" in window.end_screen.places.text()
        for player in game.table.players:
            assert player.name in window.end_screen.places.text()
        assert window.end_screen.tie_breaks.text()
    bot_answers = [e for e in game.state.log.events if e.kind == "chosen" and e.owner in ("seat:1", "seat:2")]
    assert bot_answers  # the bots played their own turns


def hand_titles(panel) -> list[str]:
    return [panel.hand.item(i).text() for i in range(panel.hand.count())]


def test_the_hand_over_hides_the_last_seats_hand_until_the_next_seat_confirms(window, qtbot):
    session = start(window, qtbot, bots=(), players=2)
    game = session.game
    first = game.table.active
    assert window.stack.currentWidget() is window.hand_over_screen
    assert f"Pass the screen to {game.table.players[first].name}" in window.hand_over_screen.headline.text()
    qtbot.keyClick(window.hand_over_screen, Qt.Key.Key_Return)  # an Enter too many from before: ignored
    assert window.stack.currentWidget() is window.hand_over_screen and looking.seat(game) is None
    qtbot.waitUntil(window.hand_over_screen.button.isEnabled, timeout=3000)
    qtbot.keyClick(window.hand_over_screen, Qt.Key.Key_Return)
    assert looking.seat(game) == first
    assert window.player_docks[first].visibleRegion().isEmpty() is False  # the seat's own panel in front
    mine, theirs = window.players[first], window.players[1 - first]
    own = {game.card(p).title for p in game.zones.cards(f"hand:{first}")}
    assert set(hand_titles(mine)) == own and set(hand_titles(theirs)) == {"a hidden card"}
    # the first seat plays its two Actions (or ends its turn): the screen must go to the other seat
    chooser = random.Random(1)
    while game.table.active == first and not game.over:
        answer_as_person(window, qtbot, chooser)
    assert window.stack.currentWidget() is window.hand_over_screen
    assert not any(dock.isVisible() for dock in window.docks)
    assert looking.seat(game) is None
    assert set(hand_titles(mine)) == {"a hidden card"}          # even the hidden panels hold no face
    assert not window.decision.isVisible()
    assert_nothing_private_shown(window, {})
    qtbot.waitUntil(window.hand_over_screen.button.isEnabled, timeout=3000)
    qtbot.mouseClick(window.hand_over_screen.button, Qt.MouseButton.LeftButton)
    assert looking.seat(game) == 1 - first
    assert any(dock.isVisible() for dock in window.docks)
    assert not window.player_docks[1 - first].visibleRegion().isEmpty()
    assert set(hand_titles(theirs)) == {game.card(p).title for p in game.zones.cards(f"hand:{1 - first}")}
    assert set(hand_titles(mine)) == {"a hidden card"}
    assert "hand:" not in window.log.plain_text()


def test_undo_never_takes_back_a_bots_answer_or_another_seats(qtbot, pack, monkeypatch):
    from gui.session import Session
    from .conftest import hold, new

    game = new(pack, players=2)
    hold(game, 0, "villager-bell-ringer", "villager-candle", "villager-wayfarer")
    session = Session(game, pack, seats=[Seat("Ann"), Seat("Bo", bot=True)])
    assert session.bots == {1}
    assert session.choose("play:villager-wayfarer", 0)
    assert not session.can_undo                        # a card played is seen: no taking it back
    assert session.choose("effect:1", 0)
    assert session.can_undo                            # a seat may take back its own answer
    session.choose("end", 0)
    assert game.pending.owner == "seat:1"
    hold(game, 1, "noble-wayfarer", "noble-candle", "noble-envoy")
    assert session.choose("play:noble-wayfarer", 1, bot=True)
    assert session.choose("effect:1", 1, bot=True)    # the same answer a person could take back
    assert not session.can_undo                        # a bot's answer is never taken back


def test_a_realm_lit_on_the_board_answers_the_question_that_names_it(window, qtbot):
    from gui.rulesets.realms_and_ruins.scenery import RealmItem
    from .conftest import cubes

    session = start(window, qtbot)
    game = session.game
    qtbot.waitUntil(window.seating.answerable, timeout=20000)  # the person's turn, after the bots'
    me = looking.seat(game)
    cubes(game, str(me), 1, "realm:magic")                     # the person rules the Magic Realm now
    window.refresh([])
    realms = {item.picture.title: item for item in window.board.board.scenery if isinstance(item, RealmItem)}
    assert realms["Magic"].answer[0] == "realm:magic" and "Click: Use the healthy Magic" in realms["Magic"].toolTip()
    assert realms["Castle"].answer is None                    # not ruled: nothing to click there
    window.board.centerOn(realms["Magic"])
    hand = game.zones.size(f"hand:{me}")
    where = window.board.mapFromScene(realms["Magic"].sceneBoundingRect().center())
    qtbot.mouseClick(window.board.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert game.zones.size(f"hand:{me}") == hand + 2         # the Magic's healthy effect: draw 2 cards


def held_words(window) -> list[str]:
    """Everything any widget of the window holds, shown or not: texts, tooltips, names, the data of list and tree
    items and answer buttons, the cards a picture, the loupe or the viewer holds."""
    from gui.panels.card_picture import CardPicture
    from gui.panels.cards import PIECE
    from gui.panels.choices import KEY

    found = [window.windowTitle(), window.statusBar().currentMessage()]
    widgets = window.findChildren(QWidget) + [w for w in (window.decision, window.step, window.viewer,
                                                          window.magnifier, window.card_menu) if w is not None]
    for widget in widgets:
        found += [widget.toolTip(), widget.accessibleName(), widget.windowTitle()]
        if isinstance(widget, (QLabel, QAbstractButton)):
            found.append(widget.text())
        if isinstance(widget, QAbstractButton):
            found += [str(widget.property("option") or ""), str(widget.property("data") or "")]
        if isinstance(widget, QPlainTextEdit) and widget is not window.log.text:
            found.append(widget.toPlainText())
        if isinstance(widget, CardPicture):
            found += [widget.piece, widget.card_id]
        if isinstance(widget, QListWidget):
            for i in range(widget.count()):
                item = widget.item(i)
                found += [item.text(), item.toolTip(), str(item.data(PIECE) or "")]
        if isinstance(widget, QTreeWidget):
            items = QTreeWidgetItemIterator(widget)
            while items.value():
                found += [items.value().text(0), items.value().toolTip(0), str(items.value().data(0, KEY) or "")]
                items += 1
    if window.magnifier is not None and window.magnifier.current is not None:
        found.append(window.magnifier.current[0].id)
    return [t for t in found if t]


def assert_nothing_private_held(window):
    """While the screen is passed, no widget, shown or not, holds a card of any hand: not its title (unless the same
    title lies face up somewhere), not its id; Undo is off."""
    game = window.session.game
    assert looking.seat(game) is None
    heroes = {c.title for c in game.cards.values() if c.type == "hero"}
    public = view(game, None)
    hidden = [p for player in game.table.players for p in game.zones.cards(f"hand:{player.seat}")
              if not public.named(p)]
    titles = {game.card(p).title for p in hidden} - named(game, None) - heroes
    ids = set(hidden) | {game.state.pieces[p] for p in hidden}
    for text in held_words(window):
        for title in titles:
            assert title not in text, f"{title!r} (in a hand) held while the screen is passed: {text!r}"
        for word in ids:
            assert word not in text.replace(":", " ").replace("'", " ").split(), \
                f"{word!r} (a card in a hand) held while the screen is passed: {text!r}"
    assert not window.undo_action.isEnabled() and not window.redo_action.isEnabled()


@pytest.mark.parametrize("players, bots, seed", [(2, (), 5), (3, (2,), 7)])
def test_while_the_screen_is_passed_no_widget_holds_a_hand_and_undo_is_off(window, qtbot, players, bots, seed):
    """Random games of 2 and 3 rivals through the window: at every pass-the-screen, nothing of any hand is held by
    any widget, shown or not, and no answer can be taken back; at the table, undo is offered only to the seat that
    gave the answer."""
    session = start(window, qtbot, bots=bots, players=players, seed=seed)
    game = session.game
    chooser = random.Random(seed)
    handed = undone = 0
    for _ in range(400 if players == 2 else 600):
        if game.over:
            break
        if window.stack.currentWidget() is window.hand_over_screen:
            handed += 1
            assert_nothing_private_held(window)
            window.undo()                                   # Ctrl+Z on the page: nothing happens
            assert window.stack.currentWidget() is window.hand_over_screen
            qtbot.waitUntil(window.hand_over_screen.button.isEnabled, timeout=3000)
            qtbot.mouseClick(window.hand_over_screen.button, Qt.MouseButton.LeftButton)
            continue
        if session.can_undo:
            assert game.pending.asking() == session.history.done[-1].seat == looking.seat(game)
            if chooser.random() < 0.3:
                assert session.undo()
                undone += 1
                continue
        if window.seating.answerable():
            answer_as_person(window, qtbot, chooser)
        else:
            asked = game.pending
            qtbot.waitUntil(lambda: game.pending is not asked, timeout=5000)
    assert handed > 5 and undone > 0


def test_each_bot_seat_plays_at_the_strength_chosen_in_the_wizard_and_keeps_it(window, qtbot):
    from engine.bots.planner import PlanningBot
    from engine.bots.strength import STRENGTHS, Careless
    import saves

    session = start(window, qtbot, bots=(1, 2), strengths={1: "easy", 2: "hard"}, quick=False)
    assert [seat.strength for seat in session.campaign.seats] == ["", "easy", "hard"]
    easy, hard = window.seating.bots[1], window.seating.bots[2]
    assert isinstance(easy, Careless) and easy.rate == STRENGTHS["easy"].careless
    assert isinstance(hard, PlanningBot) and hard.worlds == STRENGTHS["hard"].worlds
    kept = saves.Campaigns(window.folders).open(session.campaign.id)
    assert [seat.strength for seat in kept.seats] == ["", "easy", "hard"]
    game = session.game
    qtbot.waitUntil(lambda: any(e.kind == "chosen" and e.owner in ("seat:1", "seat:2")
                                for e in game.state.log.events) or game.over, timeout=60000)


def test_a_card_bought_shows_its_buyers_back_in_their_hand_never_its_suit(pack):
    """The rulebook tells cards apart by their fronts: a rival reads whose hand a card is in, not which Offer it
    was bought from (Guard-like demands would otherwise be aimed at the suits seen on the backs)."""
    from engine.core.view import view as seen_by
    from .conftest import hold, new

    game = new(pack)
    hold(game, 0, "herald", "oracle", "villager-candle")
    backs = {s.back for s in seen_by(game, 1).zones["hand:0"]}
    assert backs == {"villager"}                     # Ann's hand: her deck's back, whatever the cards' suits
    assert {s.back for s in seen_by(game, 1).zones["offer:castle:0"]} <= {"castle"}   # the Offers' by their Realm


def _asked_a_move(pack):
    """Seat 0 asked a Move by its Wayfarer: any Hero or Follower, to another Realm."""
    from .conftest import hold, new

    game = new(pack)
    hold(game, 0, "villager-wayfarer", "villager-bell-ringer", "villager-candle")
    game.choose("play:villager-wayfarer")
    game.choose("effect:0")
    return game


def _asked_where_her_hero_goes(pack):
    """Seat 2, the trained Sorceress, asked where her own Hero goes."""
    from .conftest import arrange, hold, new
    from .test_hero_cards import S_BELL, S_CANDLE, learn

    game = new(pack, 3, first=2)
    learn(game, 2, "sorceress-awakening", "sorceress-fresh-wares", "sorceress-wayward")
    arrange(game, {"archivist": "slot:magic:0"})
    hold(game, 2, "sorceress", S_BELL, S_CANDLE)
    game.choose("play:sorceress")
    game.choose("replay:slot:magic:0")
    game.choose(next(o.key for o in game.pending.options if "move your Hero" in o.label))
    game.choose("may:yes")
    return game


@pytest.mark.parametrize("asked, kind, seat", [(_asked_a_move, "move", 1), (_asked_where_her_hero_goes, "move_hero", 2)])
def test_a_hero_pawn_dragged_to_a_realm_answers_the_move_as_its_answer_would(window, qtbot, asked, kind, seat):
    """Play1 saw a Hero's pawn stay put under a drag while a Move was asked (other tables' pieces are dragged).
    Asked a Move (any Hero or Follower: here a rival's) or where one's own Hero goes, the pawn dragged to another
    Realm takes the answer that names that Hero and that Realm; dropped outside any Realm it goes back and the
    table says why."""
    from engine.content.loader import load_pack
    from engine.rulesets.realms_and_ruins.ruling import hero_realm
    from gui.rulesets.realms_and_ruins import geometry as at
    from gui.session import Session

    pack = load_pack(PACK)
    game = asked(pack)
    assert game.pending.kind == kind
    window.enter(Session(game, pack))
    if window.hand_over_screen.isVisible():
        qtbot.waitUntil(window.hand_over_screen.button.isEnabled, timeout=3000)
        qtbot.mouseClick(window.hand_over_screen.button, Qt.MouseButton.LeftButton)
    view = window.board
    scene = view.scene()
    refused = []
    scene.refused.connect(refused.append)
    QApplication.processEvents()
    # play4: the hint said only "Answer in the dialog", not that the pawn may be dragged
    assert "drag the figure to a lit space" in window.hint.words().lower(), window.hint.words()
    pawn = next(f for f in scene.figures.values() if f.seat == seat)
    here = hero_realm(game, seat)
    to = next(r for r in game.table.realms if r != here)
    drag_on_board(qtbot, view, pawn.sceneBoundingRect().center(), at.slot_rect(0, 0).center())   # onto an offer card
    assert hero_realm(game, seat) == here and refused and "Realm" in refused[-1], refused
    # said where the player is looking, the dialog's red line (play4: the status bar alone)
    dialog = next(d for d in (window.step, window.decision) if d.isVisible())
    assert refused[-1] in dialog.message.text()
    qtbot.wait(400)                                     # it slides back
    drag_on_board(qtbot, view, pawn.sceneBoundingRect().center(), at.realm_rect(game.table.realms.index(to)).center())
    qtbot.waitUntil(lambda: hero_realm(game, seat) == to, timeout=3000)
    assert not window.problems


def test_the_answer_that_ends_the_game_shows_what_it_did_before_the_end(window, qtbot):
    """Play1: the last action of a Brinefall game went straight to the end screen, its result unseen (the ruin it
    caused was only on "Look at the board"). What it did is said first, as every answer's is over the next
    question, with why the game is over; Enter brings the end screen."""
    from engine.content.loader import load_pack
    from gui.session import Session

    from .conftest import gold, new
    from .test_ending import bought_out_village

    pack = load_pack(PACK)
    game = new(pack)
    bought_out_village(game)
    gold(game, 0, 10)
    gold(game, 1, 5)
    bought = game.state.pieces[game.zones.top("slot:village:0")]
    window.enter(Session(game, pack))
    if window.hand_over_screen.isVisible():
        qtbot.waitUntil(window.hand_over_screen.button.isEnabled, timeout=3000)
        qtbot.mouseClick(window.hand_over_screen.button, Qt.MouseButton.LeftButton)
    assert window.session.choose("buy:slot:village:0")
    assert game.over
    assert window.stack.currentWidget() is window.board           # not yet the end screen
    notice = window.decision
    assert notice.isVisible() and notice.the_end.isVisible() and not notice.box.isVisible()
    assert game.cards[bought].title in notice.happened.text()
    assert "Village Offer is bought out" in notice.ending.text()
    assert "Village Offer is bought out" not in notice.happened.text()   # said once, beside what the buy did
    # the scoring as a player would write it (it was the raw "the Offer is bought out: Ada: gold 6, ...")
    assert f"Counted by Gold first, then cards, then Followers: {game.table.players[0].name} has 6 Gold, " in \
        notice.happened.text(), notice.happened.text()
    window.refresh([])                                              # a redraw keeps it in front
    assert notice.isVisible()
    qtbot.keyClick(notice, Qt.Key.Key_Return)
    assert window.stack.currentWidget() is window.end_screen and not notice.isVisible()
    assert window.end_screen.places.text()
