"""The main window: welcome, wizard, the table (board in the centre, panels docked around) and game end."""
from __future__ import annotations

import random
import time

from PySide6.QtCore import QPoint, QRect, Qt, QTimer
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow, QMessageBox, QStackedWidget, QTabBar

import saves
from engine import rulesets as registry
from engine.core.ruleset import Seat
from gui import looking, motion, rulesets
from gui.dialogs.card_actions import actions_menu
from gui.card_viewer import CardViewer
from gui.dialogs.decision import DecisionDialog
from gui.dialogs.opening import (AUTOSAVE, OpenProblem, autosave_is_newer, closed_properly, identity, offer_backup,
                                 open_game)
from gui.dialogs.saving import LoadDialog, ask_slot_name, when
from gui.dialogs.step import StepDialog, in_action
from gui.faces import FaceCache
from gui.menus import build_menus
from gui.fit import beside, default_size, fit_window, free_area, keep_on_screen, scrolling
from gui.panels.board_slot import card_under, make_board
from gui.panels.card_faces import Faces
from gui.panels.card_picture import Reading
from gui.panels.cards import CardList
from gui.panels.choices import ChoicesPanel
from gui.panels.log import LogPanel
from gui.panels.words import player_name
from gui.passing import ScreenPassing
from gui.screens.game_end import GameEndScreen
from gui.screens.hand_over import HandOverScreen
from gui.screens.welcome import WelcomeScreen
from gui.screens.wizard import NewGameWizard
from engine.bots import asked
from gui.seating import Seating
from gui.session import Session, described
from gui.settings import Settings
from gui.theme import apply_theme


SHORT_SCREEN = 800   # logical pixels: below this, "What now?" shares its column with the piles and log as tabs
NARROW_SCREEN = 1000  # below this, with the players' panels too


class MainWindow(ScreenPassing, QMainWindow):
    def __init__(self, folders, packs_folder=None):
        super().__init__()
        self.folders = folders
        self.packs_folder = packs_folder
        self.settings = Settings(folders)
        motion.set_enabled(self.settings.animations)
        self.campaigns = saves.Campaigns(folders)
        self.face_cache = FaceCache(folders.cache / "faces")
        self.session: Session | None = None
        self.faces: Faces | None = None
        self.board = None
        self.provider = None
        self.magnifier = None
        self.step: StepDialog | None = None
        self.decision: DecisionDialog | None = None
        self.viewer: CardViewer | None = None
        self.card_menu = None
        self.docks: list[QDockWidget] = []
        self.unattended = False  # self-test: problems are reported, never waited on
        self.last_problem = ""
        self.setAccessibleName("Fogbound")
        self.setDockNestingEnabled(True)
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.welcome = WelcomeScreen()
        self.welcome.continue_last.connect(self.continue_last)
        self.welcome.new_game.connect(self.show_wizard)
        self.welcome.load.connect(self.ask_load)
        self.welcome.quit.connect(self.close)
        self.end_screen = GameEndScreen()
        self.end_screen.back_to_welcome.connect(self.close_game)
        self.end_screen.show_board.connect(self.look_at_board)
        self.hand_over_screen = HandOverScreen()
        self.hand_over_screen.ready.connect(self.take_screen)
        self.seating: Seating | None = None
        self._docks_shown: list[QDockWidget] = []
        self.wizard = None
        self._menu_timer = QTimer(self, singleShot=True)
        self._menu_timer.timeout.connect(lambda: None)
        for page in (self.welcome, self.end_screen, self.hand_over_screen):
            self.stack.addWidget(page)
        build_menus(self)
        self._game_actions_enabled()
        self.statusBar().showMessage("Welcome.")
        geometry = self.settings.get("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
            fit_window(self)  # the screen may be smaller than when the geometry was kept
        else:
            default_size(self, 1400, 900)
        keep_on_screen(self)
        self.show_welcome()

    # -- menus and shortcuts ------------------------------------------------------------------
    def _game_actions_enabled(self):
        playing = self.session is not None
        for action in (self.save_action, self.close_action, self.focus_action):  # nothing to choose without a game
            action.setEnabled(playing)
        self.undo_action.setEnabled(playing and self.session.can_undo)
        self.redo_action.setEnabled(playing and self.session.can_redo)
        self.magnifier_action.setEnabled(playing and self.magnifier is not None)

    def focus_choices(self):
        if self.session is not None:
            for dialog in (self.step, self.decision):
                if dialog.isVisible() and dialog.box.buttons:
                    dialog.activateWindow()
                    dialog.box.buttons[dialog.box.decision.default()].setFocus()
                    return
            self.choices.options.setFocus()

    def toggle_magnifier(self):
        magnifier = getattr(self, "magnifier", None)
        if magnifier is None:
            return
        magnifier.enabled = self.magnifier_action.isChecked()
        if not magnifier.enabled:
            magnifier.hide()
        self.statusBar().showMessage(f"Magnifier {'on' if magnifier.enabled else 'off'} (M).", 3000)

    def set_animations(self, on: bool):
        self.settings.animations = on
        motion.set_enabled(on)
        if self.board is not None:
            self.board.board.animate = on

    def set_theme(self, choice: str):
        self.settings.theme = choice
        apply_theme(QApplication.instance(), choice)

    # -- screens ----------------------------------------------------------------------------
    def show_welcome(self):
        self._set_docks_visible(False)
        last = self.last_campaign()
        text = None
        if last is not None:
            text = f"Last played: <b>{last.name}</b> ({last.pack.id}), {when(last.last_played)}"
            if not closed_properly(last):
                text += ("<br>It was not closed properly last time: <b>Continue</b> picks up from its autosave, "
                         "the state after the last decision.")
        self.welcome.set_last(text)
        self.stack.setCurrentWidget(self.welcome)

    def last_campaign(self):
        wanted = self.settings.last_campaign
        if wanted:
            try:
                return self.campaigns.open(wanted)
            except saves.SaveError:
                pass
        found = self.campaigns.list()
        return found[0] if found else None

    def show_wizard(self):
        if self.session is not None and not self.close_game():
            return
        self._drop_wizard()
        self.wizard = NewGameWizard(self.face_cache, packs_folder=self.packs_folder,
                                    free_name=lambda name: self.campaigns.free_name(name, "new"))
        self.wizard.start.connect(self.start_new)
        self.wizard.cancelled.connect(self.show_welcome)
        self.stack.addWidget(self.wizard)
        self.stack.setCurrentWidget(self.wizard)

    def _drop_wizard(self):
        if self.wizard is not None:
            self.stack.removeWidget(self.wizard)
            self.wizard.deleteLater()
            self.wizard = None

    # -- starting and opening games --------------------------------------------------------------
    def start_new(self, config: dict) -> bool:
        pack, options = config["pack"], config["options"]
        bots = set(config.get("bots", ()))
        seats = [Seat(n, c, i in bots) for i, (n, c) in enumerate(config["seats"])]
        try:
            campaign = self.campaigns.create(config["name"], identity(pack), ruleset=pack.ruleset, options=options,
                                             seats=seats)
        except saves.SaveError as error:
            self._problem("The campaign cannot be created", str(error))
            return False
        try:
            game = registry.ruleset(pack.ruleset).new_game(pack, seats, options, random.SystemRandom().randrange(2**31))
        except ValueError as error:
            self._problem("The game cannot be set up", str(error))
            return False
        self.enter(Session(game, pack, campaign, self.campaigns))
        self.session.autosave()
        self._drop_wizard()  # with its pack and faces: the game has its own
        return True

    def continue_last(self):
        campaign = self.last_campaign()
        if campaign is None:
            self.show_wizard()
            return
        if autosave_is_newer(campaign):
            source = AUTOSAVE  # the exact state after the last decision: after a clean quit, nothing to ask
            if campaign.slots and not closed_properly(campaign):
                source = self._ask_source(campaign, saves.list_slots(campaign)[0].name)
                if source is None:
                    return
        elif campaign.slots:
            source = saves.list_slots(campaign)[0].name
        else:
            self._problem("Nothing to continue", f"“{campaign.name}” has no save yet.")
            return
        self.open_campaign(campaign, source)

    def _ask_source(self, campaign, newest: str) -> str | None:
        """After a game not closed properly: its autosave (the default) or its newest save, each named on its
        button so that no answer drops progress by surprise; None when the player cancels."""
        box = QMessageBox(QMessageBox.Icon.Question, "Continue",
                          f"“{campaign.name}” was not closed properly last time. Its autosave holds the state after "
                          f"the last decision; its newest save “{newest}” is older.", parent=self)
        latest = box.addButton("Continue from the &autosave", QMessageBox.ButtonRole.AcceptRole)
        older = box.addButton(f"Open the older &save “{newest}”", QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(latest)
        box.exec()
        return {latest: AUTOSAVE, older: newest}.get(box.clickedButton())

    def ask_load(self):
        dialog = LoadDialog(self.campaigns, self)
        if dialog.exec() and dialog.choice:
            self.open_campaign(*dialog.choice)

    def open_campaign(self, campaign, source: str) -> bool:
        """Open a campaign's slot or autosave; whatever goes wrong ends in a message and no half-built table.

        When the save cannot be played on (or the table cannot be laid out from it), the newest
        backup that can is offered.
        """
        if self.session is not None and not self.close_game():
            return False
        try:
            game, pack = open_game(self, campaign, source, self.packs_folder)
        except OpenProblem as problem:
            self._problem("The game cannot be opened", str(problem))
            return False
        except Exception as error:  # noqa: BLE001 - a save is untrusted input: no traceback reaches the player
            self._problem("The game cannot be opened", f"Opening it failed unexpectedly: {described(error)}.")
            return False
        failure = self._enter_whole(Session(game, pack, campaign, self.campaigns))
        if failure is not None:
            why = f"the table could not be laid out from it ({failure})"
            try:
                game = offer_backup(self, campaign, source, pack, why)
            except OpenProblem as problem:
                self._problem("The game cannot be opened", str(problem))
                return False
            again = "no older copy of it can be played" if game is None else \
                self._enter_whole(Session(game, pack, campaign, self.campaigns))
            if again is not None:
                what = "The autosave" if source == AUTOSAVE else f"The save '{source}'"
                self._problem("The game cannot be opened", f"{what} cannot be opened: {why}; {again}.")
                return False
        try:
            self.campaigns.begin_session(campaign)
        except saves.SaveError as error:
            self.statusBar().showMessage(str(error), 8000)
        self.statusBar().showMessage(f"Opened “{campaign.name}” ({'autosave' if source == AUTOSAVE else source}).", 6000)
        return True

    def _enter_whole(self, session: Session) -> str | None:
        """Lay out the table for a session; on any failure take down what was built and say why."""
        try:
            self.enter(session)
        except Exception as error:  # noqa: BLE001 - the table of an untrusted save may break anywhere
            self.session = session
            self._dismantle()
            self.show_welcome()
            return described(error)
        return None

    def _problem(self, title: str, text: str):
        self.last_problem = text
        if self.unattended:
            return
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self)
        box.setAccessibleName(title)
        box.exec()

    # -- the table --------------------------------------------------------------------------
    def enter(self, session: Session):
        started = time.perf_counter()
        # what this table builds, so that a failure midway takes down exactly that (see _dismantle)
        self.board = self.faces = self.magnifier = self.provider = self.step = self.decision = None
        self.docks = []
        self.session = session
        self.presentation = rulesets.of(session.game)
        self.seating = Seating(session, [seat for seat, _ in self.presentation.seats(session.game)], self)
        self.settings.last_campaign = session.campaign.id if session.campaign else ""
        self.faces = Faces(session.pack, self.face_cache, self)
        self.board, self.provider, self.magnifier = make_board(session.pack, self.face_cache, self.faces, self)
        self.board.chosen.connect(self.choose)
        self.board.refused.connect(lambda reason: self.statusBar().showMessage(reason, 8000))
        self.board.card_clicked.connect(self.card_clicked)
        self.board.card_opened.connect(self.card_opened)
        self.stack.addWidget(self.board)
        self.stack.setCurrentWidget(self.board)
        self._build_docks()
        if self.magnifier is not None:
            for card_list in self.findChildren(CardList):
                self.magnifier.watch(card_list.viewport(), lambda pos, c=card_list: card_under(c, pos))
        self.magnifier_action.setEnabled(self.magnifier is not None)
        self.magnifier_action.setChecked(False)
        self._raise_seat(looking.seat(session.game))
        self.step = keep_on_screen(StepDialog(self.faces, self))
        self.step.chosen.connect(self.choose)
        self.decision = keep_on_screen(DecisionDialog(self))
        self.decision.chosen.connect(self.choose)
        self.reading = Reading(self.magnifier, self.step)  # the cards in the dialogs read like the board's
        self.reading.opened.connect(self.card_opened)
        self.step.reading = self.step.box.reading = self.decision.box.reading = self.reading
        for answers in (self.choices, self.step.box, self.decision.box):  # an answer pointed at lights its card
            answers.pointed.connect(self.board.point_at)
        for dialog in (self.step, self.decision):  # the table's shortcuts work while a dialog has the focus
            dialog.addActions(self.table_actions)
        session.changed.connect(self._follow)
        session.failed.connect(lambda text: self._problem("This choice could not be played", text))
        session.refused.connect(self.refused)
        session.problem.connect(lambda text: self.statusBar().showMessage(text, 10000))
        session.ended.connect(self.game_ended)
        # the system adds the application's name after the title
        self.setWindowTitle(session.campaign.name if session.campaign else session.pack.title)
        self.refresh([])
        if hasattr(self.board, "fit_board"):
            QTimer.singleShot(0, self.board, self.board.fit_board)  # not once the board is gone
        state = self.settings.get("window/docks")
        if state is not None:
            self.restoreState(state)  # where the player last put the panels
        self._whole_tab_titles()
        QTimer.singleShot(0, self._whole_tab_titles)  # tab bars the layout makes once it is shown
        self.entered_in = time.perf_counter() - started
        if session.game.over:
            self.game_ended(session.game.state.outcome or "", session.end_reason())

    def _dock(self, title: str, widget, area, name: str, sideways: bool = True):
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        page = scrolling(widget)  # a panel taller than a small screen scrolls, the table still fits
        if not sideways:  # its lines wrap to the panel's width instead
            page.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        dock.setWidget(page)
        dock.setAccessibleName(title)
        self.addDockWidget(area, dock)
        self.view_menu.addAction(dock.toggleViewAction())
        self.docks.append(dock)
        for signal in ("card_clicked", "card_opened"):
            if hasattr(widget, signal):
                getattr(widget, signal).connect(getattr(self, signal))
        return dock

    def _build_docks(self):
        """The panels around the board. A short screen (a laptop, a large scale) gives "What now?" a whole column
        with the piles and the log as its tabs; a narrow one puts the players' panels there too, so the board keeps
        its width."""
        right, bottom = Qt.DockWidgetArea.RightDockWidgetArea, Qt.DockWidgetArea.BottomDockWidgetArea
        game = self.session.game
        area = free_area(self)
        short, narrow = area.height() < SHORT_SCREEN, area.width() < NARROW_SCREEN
        self.choices = ChoicesPanel()
        self.choices.chosen.connect(self.choose)
        first = self._dock("What now?", self.choices, right, "choices", sideways=False)
        self.players, self.player_docks = [], []
        self._add_players(game)
        player_docks = self.player_docks
        shared = self.presentation.panels(self.faces)
        side = [self._dock(panel.title, panel.widget, right, panel.name) for panel in shared]
        self.panels = [panel.widget for panel in shared]
        self.log = LogPanel()
        log_dock = self._dock("Log", self.log, right if short else bottom, "log", sideways=False)
        if narrow:
            for dock in player_docks:
                self.tabifyDockWidget(first, dock)
        if short:
            for dock in (*side, log_dock):  # the answers get the whole column, the piles and the log a tab each
                self.tabifyDockWidget(first, dock)
        elif side:
            self.splitDockWidget(first, side[0], Qt.Orientation.Vertical)
            for dock in side[1:]:
                self.tabifyDockWidget(side[0], dock)
            side[0].raise_()
        first.raise_()
        self.resizeDocks([first], [round(area.width() * 0.4) if narrow else 380], Qt.Orientation.Horizontal)
        if not short:
            self.resizeDocks([log_dock], [150], Qt.Orientation.Vertical)
        if player_docks and not narrow:
            self.resizeDocks([player_docks[0]], [390], Qt.Orientation.Horizontal)

    def _whole_tab_titles(self):
        """Tabbed panels show their whole titles (the tab bar scrolls instead of cutting them)."""
        for bar in self.findChildren(QTabBar):
            bar.setElideMode(Qt.TextElideMode.ElideNone)
            bar.setUsesScrollButtons(True)

    def _add_players(self, game):
        """A dock per player, tabbed together; players who join mid-game get theirs when they join."""
        known = {panel.seat for panel in self.players}
        for seat, name in self.presentation.seats(game):
            if seat in known:
                continue
            panel = self.presentation.seat_panel(self.faces, seat)
            dock = self._dock(name, panel, Qt.DockWidgetArea.LeftDockWidgetArea, f"player{seat}")
            if self.player_docks:
                self.tabifyDockWidget(self.player_docks[0], dock)
            self.players.append(panel)
            self.player_docks.append(dock)
        if self.player_docks:
            self.player_docks[0].raise_()

    def _set_docks_visible(self, visible: bool):
        for dock in self.docks:
            dock.setVisible(visible)

    def _follow(self, events: list):
        """Show the game after a change; a table that fails to show it says so, never a traceback."""
        try:
            self.refresh(events)
        except Exception as error:  # noqa: BLE001 - the game is intact; only showing it failed
            self._problem("The table could not show the game",
                          f"Showing the last change failed: {described(error)}. The game itself is kept "
                          "(the autosave holds it); undo, or close the game and open it again.")

    def refresh(self, events: list):
        session = self.session
        if session is None:
            return
        game = session.game
        if self.seating.needs_hand_over():
            self.show_hand_over(asked(game))
            return
        answerable = self.seating.answerable()
        decision = looking.decision(game) if answerable else None
        if len(self.players) != len(self.presentation.seats(game)):
            self._add_players(game)
        self.board.show(game)
        self.board.set_pending(decision)
        for panel in (*self.players, *self.panels):
            panel.show_game(game)
        self.choices.show_game(game, answerable)
        self.log.show_session(session)
        self.step.follow(game, events)
        if decision is not None and in_action(game):
            self.decision.hide()
            self.step.show_decision(game, decision)
            self._place(self.step)
            self.statusBar().showMessage(f"Action in progress: {decision.prompt}")
        elif decision is not None and decision.kind != "action":
            self.step.finish()
            self.decision.show_decision(game, decision, self.faces)
            self._place(self.decision)
        else:
            self.step.finish()
            self.decision.hide()
            if decision is not None:
                self.statusBar().showMessage("Your move: click a card on the board or in a panel, "
                                             "or pick a choice under “What now?” and press Enter.")
            elif game.pending is not None and self.seating.is_bot(asked(game)):
                self.choices.who.setText(f"Decides: {player_name(game, asked(game))}, a bot")
                self.statusBar().showMessage(f"{player_name(game, asked(game))} (bot) is deciding…")
        self._game_actions_enabled()
        self.seating.follow()

    def _place(self, dialog):
        """Open a dialog once beside the board, whole on the screen: the board's middle, where cards are
        laid and figures dropped, stays in view."""
        if dialog.property("placed"):
            return
        dialog.setProperty("placed", True)
        board = QRect(self.board.mapToGlobal(QPoint(0, 0)), self.board.size())
        dialog.setGeometry(beside(dialog.size(), board, free_area(self), right=self.session.hand_over))

    # -- choosing ---------------------------------------------------------------------------
    def choose(self, key: str) -> bool:
        if self.session is None:
            return False
        try:
            return self.session.choose(key, self.seating.answering_seat())
        except Exception as error:  # noqa: BLE001 - e.g. a failing autosave copy: a message, not a traceback
            self._problem("This choice could not be played", described(error))
            return False

    def refused(self, reason: str):
        self.statusBar().showMessage(f"Not allowed: {reason}", 8000)
        for dialog in (self.step, self.decision):
            if dialog.isVisible():
                dialog.message.setText(reason)

    def card_clicked(self, piece: str):
        """A card's actions, shown once a double-click can no longer follow: the menu would swallow the
        second click, and the double-click that opens the viewer would never arrive."""
        if self.session is None or piece not in self.session.game.state.pieces:
            return
        if self.card_menu is not None:
            self.card_menu.deleteLater()  # one menu at a time: a long game's clicks leave none behind
        self.card_menu = actions_menu(self.session.game, piece, self.choose, self)
        where = QCursor.pos()
        self._menu_timer.timeout.disconnect()
        self._menu_timer.timeout.connect(lambda menu=self.card_menu: menu.popup(where))
        self._menu_timer.start(QApplication.doubleClickInterval())

    def card_opened(self, piece: str):
        self._menu_timer.stop()  # the first click of a double-click: its menu never opens
        if self.session is None or piece not in self.session.game.state.pieces:
            return
        game = self.session.game
        face_down = not looking.seen(game, piece)
        if self.viewer is not None:
            self.viewer.close()
            self.viewer.deleteLater()  # one viewer at a time, none left behind
        self.viewer = CardViewer(self.provider, game.card(piece), face_down, self)
        self.viewer.show()

    def keyPressEvent(self, event):  # noqa: N802 - Qt's name
        """Digits and Enter answer the pending decision whatever was touched last (the board, a panel)."""
        if self.session is not None and self._answer_key(event):
            return
        super().keyPressEvent(event)

    def _answer_key(self, event) -> bool:
        enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        for dialog in (self.step, self.decision):
            if dialog.isVisible() and dialog.box.isVisible():
                if enter and dialog.box.buttons:
                    dialog.box.buttons[dialog.box.decision.default()].click()
                    return True
                return dialog.box.handle_key(event)
        if enter:
            self.choices.take.click()
            return True
        number = event.key() - Qt.Key.Key_0
        return not event.modifiers() and 1 <= number <= 9 and self.choices.take_number(number)

    def undo(self):
        if self.session and self.session.undo():
            self.statusBar().showMessage("Undone.", 3000)
        elif self.session:
            self.statusBar().showMessage("Nothing to undo since the last card drawn or revealed.", 5000)

    def redo(self):
        if self.session and self.session.redo():
            self.statusBar().showMessage("Redone.", 3000)

    # -- saving, ending, closing --------------------------------------------------------------------
    def ask_save(self):
        if self.session is None:
            return
        name = ask_slot_name(self, self.session.campaign)
        if name:
            self.save_to(name)

    def save_to(self, name: str) -> bool:
        try:
            info = self.session.save_slot(name)
        except saves.SaveError as error:
            self._problem("The game was not saved", str(error))
            return False
        self.statusBar().showMessage(f"Saved as “{info.name}”.", 5000)
        return True

    def game_ended(self, outcome: str, reason: str):
        self.seating.stop()
        self.step.finish()
        self.decision.hide()
        summary = self.session.summary()
        summary["headline"] = self.presentation.headline(summary["outcome"])
        if hasattr(self.presentation, "score_names"):
            game = self.session.game
            summary["score_names"] = self.presentation.score_names(game)
            summary["tie_breaks"] = self.presentation.tie_breaks(game)
        self.end_screen.show_summary(summary)
        self.statusBar().showMessage("The game is over.")
        self._docks_shown = [dock for dock in self.docks if dock.isVisible()]
        self._set_docks_visible(False)  # the places and scores take the whole window
        self.stack.setCurrentWidget(self.end_screen)

    def close_game(self) -> bool:
        """Leave the table (the autosave keeps the exact state); back to the welcome screen."""
        if self.session is None:
            self.show_welcome()
            return True
        self.settings.set("window/docks", self.saveState())
        self._dismantle()
        self.show_welcome()
        return True

    def _dismantle(self):
        """Take down the table, whole or half-built (an opening that failed midway); nothing is saved here."""
        self._menu_timer.stop()
        session, self.session = self.session, None
        if self.seating is not None:
            self.seating.stop()
            self.seating = None
        if session is not None:
            session.close()
        for dialog in (self.step, self.decision):
            if dialog is not None:
                dialog.hide()
                dialog.deleteLater()
        for dock in self.docks:
            self.removeDockWidget(dock)
            self.view_menu.removeAction(dock.toggleViewAction())
            dock.deleteLater()
        self.docks = []
        if self.board is not None:
            self.stack.removeWidget(self.board)
            self.board.deleteLater()
        for reader in (self.viewer, self.card_menu):
            if reader is not None:
                reader.close()
                reader.deleteLater()
        self.viewer = self.card_menu = None
        for faces in (self.faces, self.provider):  # a closed game leaves no face, pool or pack behind
            if faces is not None:
                faces.shutdown()
                faces.deleteLater()
        if self.magnifier is not None:
            self.magnifier.hide()
            self.magnifier.deleteLater()
        # no reference to a deleted widget outlives the table
        self.board = self.faces = self.magnifier = self.provider = self.step = self.decision = None
        self._game_actions_enabled()
        self.setWindowTitle("")  # the system shows the application's name

    def closeEvent(self, event):  # noqa: N802 - Qt's name
        self.settings.set("window/geometry", self.saveGeometry())
        if self.session is not None:
            self.close_game()
        super().closeEvent(event)
