"""The main window's part that lays the table out for a session (the board in the centre, the panels docked around
it, the step and decision dialogs) and takes it down again, whole or half-built."""
from __future__ import annotations

import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtGui import QPixmapCache
from PySide6.QtWidgets import QDockWidget, QTabBar

from gui.fit import free_area, keep_on_screen, scrolling

if TYPE_CHECKING:
    from gui.session import Session

SHORT_SCREEN = 800   # logical pixels: below this, "What now?" shares its column with the piles and log as tabs
NARROW_SCREEN = 1000  # below this, with the players' panels too
PLAYERS_WIDTH, ANSWERS_WIDTH = 390, 380  # the side columns' widths where the window has room for them
SIDE_SHARE = 0.6  # of the window's width: the side columns together never take more, the board keeps the rest
SEPARATORS = 16  # the handles between the board and the side columns, and the docks' frames
SIDE_NARROWEST = 280  # a side column narrowed below this is a tab of the answers' column instead
WIDEST_COLUMN = 0.55  # the share of a narrow window the column of tabs may take so that its tabs fit


class LayingOut:
    """Mixed into the main window: its stack, menus, settings and face cache are used here."""

    def enter(self, session: Session):
        # the engine's side, the board, faces and dialogs are read with the first game, not before the welcome is
        # painted (cold start)
        from gui import looking, rulesets
        from gui.dialogs.decision import DecisionDialog
        from gui.dialogs.step import StepDialog
        from gui.panels.board_slot import card_under, make_board
        from gui.panels.card_faces import Faces
        from gui.panels.card_picture import Reading
        from gui.panels.cards import CardList
        from gui.playing import Covering, Framing
        from gui.seating import Seating

        started = time.perf_counter()
        # what this table builds, so that a failure midway takes down exactly that (see _dismantle)
        self.board = self.faces = self.magnifier = self.provider = self.step = self.decision = None
        self.stage_shown = None
        self._last_events: list = []   # the last answer's events, as the table last showed them
        self._ending: tuple[str, str] | None = None   # (outcome, reason) of a game ended, until its end is shown
        self.interlude = None
        self.docks = []
        self.answers_dock = None
        self._turn_shown = None
        self.session = session
        self.presentation = rulesets.of(session.game)
        self.seating = Seating(session, [seat for seat, _ in self.presentation.seats(session.game)], self)
        self.settings.last_campaign = session.campaign.id if session.campaign else ""
        self.faces = Faces(session.pack, self.face_cache, self)
        self.board, self.provider, self.magnifier = make_board(session.pack, self.face_cache, self.faces, self)
        self.board.minimap.wanted = self.settings.overview
        self.board.chosen.connect(self.choose)
        self.board.refused.connect(self.refused)   # the dialog's red line too: where the player is looking
        self.board.card_clicked.connect(self.card_clicked)
        self.board.card_opened.connect(self.card_opened)
        if hasattr(self.board, "zone_clicked"):
            self.board.zone_clicked.connect(self.zone_clicked)
        self.stack.addWidget(self.board)
        self.stack.setCurrentWidget(self.board)
        self.playback = None
        if self.presentation.plays_back:  # what the rules do by themselves, played back on the board
            from gui.table.playback import Playback

            self.playback = Playback(self.board)
        self._add_interlude()
        self._build_docks()
        if self.magnifier is not None:
            for card_list in self.findChildren(CardList):
                self.magnifier.watch(card_list.viewport(), lambda pos, c=card_list: card_under(c, pos))
        self.magnifier_action.setEnabled(self.magnifier is not None)
        self.magnifier_action.setChecked(self.magnifier is not None and self.magnifier.enabled)
        if self.magnifier is not None:
            self.magnifier.switched.connect(self.magnifier_switched)
        self._raise_seat(looking.seat(session.game))
        self.step = keep_on_screen(StepDialog(self.faces, self))
        self.step.chosen.connect(self.choose)
        self.decision = keep_on_screen(DecisionDialog(self))
        self.decision.chosen.connect(self.choose)
        for shown in (self.step.closed, self.decision.ending_seen):  # what the game's last answer did was read
            shown.connect(self._show_end)
        self.reading = Reading(self.magnifier, self.step)  # the cards in the dialogs read like the board's
        self.reading.opened.connect(self.card_opened)
        self.reading.back_opened.connect(self.back_opened)
        self.step.reading = self.step.box.reading = self.decision.box.reading = self.reading
        for answers in (self.choices, self.step.box, self.decision.box):  # an answer pointed at lights its card
            answers.pointed.connect(self.board.point_at)
        for dialog in (self.step, self.decision):  # the table's shortcuts work while a dialog has the focus
            dialog.addActions(self.table_actions)
            Covering(self, dialog)  # and the board keeps what is placed out from under it
            Framing(self, dialog)  # and stands where it belongs once the window manager's frame is drawn
        if hasattr(self.board, "set_covered"):
            # the board's view resized as the docks settle, a dialog that did not move may lie over it now
            Covering(self, self.board.viewport())
        session.changed.connect(self._follow)
        session.failed.connect(lambda text: self._problem("This choice could not be played", text))
        session.refused.connect(self.refused)
        session.problem.connect(lambda text: self.statusBar().showMessage(text, 10000))
        session.ended.connect(self.answer_ended)
        self._title(session)
        for dock in self.docks:  # shown now, not at the next idle moment: a dialog opens over "What now?"
            dock.show()
        state = self.settings.get(self._docks_key())
        self._laid_by_player = state is not None
        if state is not None:  # before the first dialog is placed over "What now?", wherever that now is
            self.restoreState(state)  # where the player last put this table's panels on a screen of this size
        self.layout().activate()
        if state is None:
            self._share_the_column()
        self._rearranging = Rearranging(self)  # from now on, what moves a panel is the player
        self.refresh([])
        QTimer.singleShot(0, self.board, self.board.fit_board)  # not once the board is gone
        self._turn_shown = None  # whose turn it is comes to the front once the panels are shown
        QTimer.singleShot(0, self, lambda: self.session is session and self._follow_turn(session.game))
        self._whole_tab_titles()
        QTimer.singleShot(0, self._whole_tab_titles)  # tab bars the layout makes once it is shown
        self.entered_in = time.perf_counter() - started
        if session.game.over:
            self.game_ended(session.game.state.outcome or "", session.end_reason())

    def _add_interlude(self):
        """The ruleset's screen shown in the board's place between two parts of a game (the Citadel between
        scenarios), when it has one."""
        self.interlude = self.presentation.interlude(self.faces)
        if self.interlude is not None:
            self.stack.addWidget(self.interlude)
            self.interlude.card_clicked.connect(self.card_clicked)
            self.interlude.card_opened.connect(self.card_opened)
            self.interlude.chosen.connect(self.choose)

    def _dock(self, title: str, widget, area, name: str, sideways: bool = True, beside=None):
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        page = scrolling(widget)  # a panel taller than a small screen scrolls, the table still fits
        if not sideways:  # its lines wrap to the panel's width instead
            page.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        dock.setWidget(page)
        dock.setAccessibleName(title)
        if beside is None:
            self.addDockWidget(area, dock)
        else:  # after the docks already in the area, side by side (not tabbed with them)
            self.addDockWidget(area, dock, beside)
        self.view_menu.addAction(dock.toggleViewAction())
        self.docks.append(dock)
        widget.card_clicked.connect(self.card_clicked)   # every docked panel is a BasePanel
        widget.card_opened.connect(self.card_opened)
        return dock

    def _build_docks(self):
        """The panels around the board. A short screen (a laptop, a large scale) gives "What now?" a whole column
        with the piles and the log as its tabs; a narrow one puts the players' panels there too, so the board keeps
        its width."""
        from gui.panels.choices import ChoicesPanel  # read with the rest of the table (see enter)
        from gui.panels.log import LogPanel

        right, bottom = Qt.DockWidgetArea.RightDockWidgetArea, Qt.DockWidgetArea.BottomDockWidgetArea
        game = self.session.game
        self.setCorner(Qt.Corner.BottomRightCorner, right if self._players_below() else bottom)
        area = self._room()
        short = area.height() < SHORT_SCREEN
        # beside the board, the players' column and the answers' column share at most SIDE_SHARE of the width, each
        # narrowed to fit, down to SIDE_NARROWEST; narrower than that the players join the answers' column as tabs
        sides = (PLAYERS_WIDTH if not self._players_below() else 0) + ANSWERS_WIDTH
        fitted = min(1.0, (area.width() * SIDE_SHARE - SEPARATORS) / sides)
        narrow = area.width() < NARROW_SCREEN or ANSWERS_WIDTH * fitted < SIDE_NARROWEST
        self.choices = ChoicesPanel()
        self.choices.chosen.connect(self.choose)
        first = self._dock("What now?", self.choices, right, "choices", sideways=False)
        self.answers_dock = first  # the dialogs open over it: they show the same answers
        self.players, self.player_docks = [], []
        self._add_players(game)
        player_docks = self.player_docks
        shared = self.presentation.panels(self.faces)
        # a panel wanted beside the players below the board goes there when they do (not on a narrow screen)
        low = [p for p in shared if p.below and self._players_below() and player_docks and not narrow]
        side = [self._dock(panel.title, panel.widget, right, panel.name) for panel in shared if panel not in low]
        beside_players = [self._dock(panel.title, panel.widget, bottom, panel.name, False, Qt.Orientation.Horizontal)
                          for panel in low]
        self.panels = [panel.widget for panel in shared]
        self.log = LogPanel()
        log_dock = self._dock("Log", self.log, right if short else bottom, "log", sideways=False)
        if narrow:
            for dock in player_docks:
                self.tabifyDockWidget(first, dock)
        self._under_answers = side[0] if side and not short else None  # split below the answers, not their tab
        if short and beside_players:
            # the dialogs lie over the answers' column: the shared panels (who acts next, say) are tabs of the panel
            # beside the players below the board, read there with a dialog open and the board left whole
            for dock in side:
                self.tabifyDockWidget(beside_players[0], dock)
            beside_players[0].raise_()
            self.tabifyDockWidget(first, log_dock)
        elif short:
            for dock in (*side, log_dock):  # the answers get the whole column, the piles and the log a tab each
                self.tabifyDockWidget(first, dock)
        elif side:
            self.splitDockWidget(first, side[0], Qt.Orientation.Vertical)
            for dock in side[1:]:
                self.tabifyDockWidget(side[0], dock)
            side[0].raise_()
        first.raise_()
        # narrow, "What now?" is tabbed: the piles it is split from join its tabs (as Qt does), the log when short
        column = [first, *player_docks, *side, *((log_dock,) if short else ())]
        width = self._column_width(column, area) if narrow else round(ANSWERS_WIDTH * fitted)
        self.resizeDocks([first], [width], Qt.Orientation.Horizontal)
        if not short:
            self.resizeDocks([log_dock], [150], Qt.Orientation.Vertical)
        if player_docks and not narrow and self._players_below():
            self.resizeDocks([player_docks[0]], [round(area.height() * 0.3)], Qt.Orientation.Vertical)
            if beside_players:
                self.resizeDocks(beside_players, [round(area.width() * 0.25)] * len(beside_players),
                                 Qt.Orientation.Horizontal)
        elif player_docks and not narrow:
            self.resizeDocks([player_docks[0]], [round(PLAYERS_WIDTH * fitted)], Qt.Orientation.Horizontal)

    def _share_the_column(self) -> None:
        """Below a long board the right column keeps the whole height: the shared panel under the answers (who acts
        next, say) is read there while a dialog lies over the answers, and gets two fifths of it, not what the
        answers leave."""
        under = self._under_answers
        if under is None or not self._players_below():
            return
        total = self.answers_dock.height() + under.height()
        self.resizeDocks([self.answers_dock, under], [round(total * 0.6), round(total * 0.4)], Qt.Orientation.Vertical)
        self.layout().activate()

    def _room(self) -> QRect:
        """The room the table is laid out in: the window's own, once shown (a window smaller than its screen left
        the board a sliver between panels laid out for the whole screen), within the screen's free area."""
        area = free_area(self)
        if not self.isVisible() or self.isMaximized() or self.isFullScreen():
            return area
        return QRect(area.topLeft(), self.size().boundedTo(area.size()))

    def _players_below(self) -> bool:
        """A board much wider than tall (a row of tiles) keeps the window's width: the players' panels go below it,
        the right column keeps the whole height."""
        return self.presentation is not None and self.presentation.players_below  # None: no game at the table

    def _docks_key(self) -> str:
        """Where the panels the player arranged are kept: for each rule system and number of seats (another
        table's arrangement restored over this one's panels stacked them in a strip, the second game of a session
        cramped), and each size of screen in logical pixels (panels laid out for a large screen, or a smaller scale,
        squeezed the board to a sliver on a smaller one)."""
        if self.session is not None:
            area = free_area(self)
            table = f"{self.session.game.ruleset.id}/{len(self.player_docks)}"
            self._last_docks_key = f"window/docks/{table}/{area.width()}x{area.height()}"
        return self._last_docks_key

    def _column_width(self, docks, area) -> int:
        """The width of the column of "What now?" on a narrow screen: 40 % of it, widened up to a little over half
        when its tabs need it, so that every tab's whole title is in view (a laptop at 200 %)."""
        probe = QTabBar()
        probe.setElideMode(Qt.TextElideMode.ElideNone)
        for dock in docks:
            probe.addTab(dock.windowTitle())
        needed = probe.sizeHint().width() + 8  # the dock's own margins
        probe.deleteLater()
        return max(round(area.width() * 0.4), min(needed, round(area.width() * WIDEST_COLUMN)))

    def _whole_tab_titles(self):
        """Tabbed panels show their whole titles (the tab bar scrolls instead of cutting them), and a side column whose
        tabs do not all show is widened until they do, up to half the window (unless the player laid the panels out
        on this screen before): every panel at a glance."""
        for bar in self.findChildren(QTabBar):
            bar.setElideMode(Qt.TextElideMode.ElideNone)
            bar.setUsesScrollButtons(True)
            self._widen_for(bar)

    WIDEST_SIDE = 0.5  # of the window's width: a side column never takes more, the board keeps the rest

    def _widen_for(self, bar: QTabBar) -> None:
        needed = sum(bar.tabSizeHint(i).width() for i in range(bar.count()))
        if getattr(self, "_laid_by_player", False) or not bar.isVisible() or bar.count() < 2 or needed <= bar.width():
            return
        titles = {bar.tabText(i) for i in range(bar.count())}
        side = (Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea)
        dock = next((d for d in self.docks if d.windowTitle() in titles and d.isVisible()
                     and self.dockWidgetArea(d) in side), None)
        if dock is None:
            return
        room = self._room().width()
        facing = [d for d in self.docks if d.isVisible() and not d.visibleRegion().isEmpty()
                  and self.dockWidgetArea(d) in side and self.dockWidgetArea(d) != self.dockWidgetArea(dock)]
        wanted = min(round(room * self.WIDEST_SIDE), dock.width() + needed - bar.width() + 8)
        if wanted <= dock.width():
            return
        # the column across the board gives up what it can spare (down to SIDE_NARROWEST), so that the two columns
        # still leave the board its share of the window
        others = max((d.width() for d in facing), default=0)
        over = wanted + others - round(room * SIDE_SHARE)
        if over > 0 and facing:
            cut = min(over, max(0, others - SIDE_NARROWEST))
            self.resizeDocks([facing[0]], [others - cut], Qt.Orientation.Horizontal)
            others -= cut
        wanted = min(wanted, round(room * SIDE_SHARE) - others)
        if wanted > dock.width():
            self.resizeDocks([dock], [wanted], Qt.Orientation.Horizontal)

    def _add_players(self, game):
        """A dock per player, tabbed together; players who join mid-game get theirs when they join, those who leave
        (the seats after them moving up) lose the last one, and each dock says who sits there now."""
        seats = dict(self.presentation.seats(game))
        for panel, dock in list(zip(self.players, self.player_docks)):
            if panel.seat not in seats:
                self.players.remove(panel)
                self.player_docks.remove(dock)
                self.docks.remove(dock)
                self.view_menu.removeAction(dock.toggleViewAction())
                self.removeDockWidget(dock)
                dock.deleteLater()
            elif dock.windowTitle() != seats[panel.seat]:
                dock.setWindowTitle(seats[panel.seat])
                dock.setAccessibleName(seats[panel.seat])
        known = {panel.seat for panel in self.players}
        for seat, name in self.presentation.seats(game):
            if seat in known:
                continue
            panel = self.presentation.seat_panel(self.faces, seat)
            area = Qt.DockWidgetArea.BottomDockWidgetArea if self._players_below() else Qt.DockWidgetArea.LeftDockWidgetArea
            dock = self._dock(name, panel, area, f"player{seat}")
            panel.chosen.connect(self.choose)  # an answer offered on the panel itself
            if self.player_docks:
                self.tabifyDockWidget(self.player_docks[0], dock)
            self.players.append(panel)
            self.player_docks.append(dock)
        if self.player_docks:
            self.player_docks[0].raise_()

    def _set_docks_visible(self, visible: bool):
        for dock in self.docks:
            dock.setVisible(visible)


    def _title(self, session) -> None:
        """The campaign's name, where its game is now and whether it is played online (the system adds the
        application's name after it)."""
        name = session.campaign.name if session.campaign else session.name or session.pack.title
        stage = self.presentation.stage(session.game)
        title = f"{name} — {stage}" if stage and stage.casefold() not in name.casefold() else name
        if session.here is not None and "online" not in name.casefold():  # seats played elsewhere (gui/remote)
            title = f"{title} (online)"
        if self.windowTitle() != title:
            self.setWindowTitle(title)

    def close_game(self) -> bool:
        """Leave the table (the autosave keeps the exact state); back to the welcome screen."""
        if self.session is None:
            self.show_welcome()
            return True
        rearranged = getattr(self, "_rearranging", None) is not None and self._rearranging.moved
        if self._laid_by_player or rearranged:  # a table nobody arranged is laid out afresh
            self.settings.set(self._docks_key(), self.saveState())
        self._dismantle()
        self.show_welcome()
        return True

    def _dismantle(self):
        """Take down the table, whole or half-built (an opening that failed midway); nothing is saved here."""
        self._menu_timer.stop()
        if getattr(self, "_rearranging", None) is not None:
            self.removeEventFilter(self._rearranging)
            self._rearranging = None
        session, self.session = self.session, None
        self.hide_seats()
        if self.seating is not None:
            self.seating.stop()
            self.seating.deleteLater()  # a child of the window: left alone it would keep the closed game alive
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
        self.answers_dock = None
        for page in (self.board, self.interlude):
            if page is not None:
                self.stack.removeWidget(page)
                page.deleteLater()
        for reader in (self.viewer, self.card_menu):
            if reader is not None:
                reader.close()
                reader.deleteLater()
        self.viewer = self.card_menu = None
        for faces in (self.faces, self.provider):  # a closed game leaves no face, pool or pack behind
            if faces is not None:
                faces.shutdown()
                faces.deleteLater()
        # Qt keeps every pixmap a QIcon drew (the panels' card thumbnails) in its global pixmap cache, keyed by the
        # pixmap: the closed game's faces would stay there, up to ten megabytes, until evicted
        QPixmapCache.clear()
        if self.magnifier is not None:
            self.magnifier.hide()
            self.magnifier.deleteLater()
        # no reference to a deleted widget outlives the table
        self.board = self.faces = self.magnifier = self.provider = self.step = self.decision = self.interlude = None
        self.playback = None  # a child of the board: gone with it
        # nor a Python object of it (a deleted panel's wrapper would keep its faces, and with them the closed game's
        # pack, until the next game)
        self.reading = self.choices = self.log = self.presentation = None
        self.players, self.player_docks, self.panels, self._docks_shown = [], [], [], []
        self._game_actions_enabled()
        self.setWindowTitle("")  # the system shows the application's name


class Rearranging(QObject):
    """Notices the player arranging the panels (a panel dragged to another side, floated, closed, or a border
    between panels dragged), so that only an arrangement of theirs is kept for the next game of this table."""

    def __init__(self, window):
        super().__init__(window)
        self.moved = False
        self._pressed = False
        for dock in window.docks:
            dock.dockLocationChanged.connect(self._moved)
            dock.topLevelChanged.connect(self._moved)
            dock.toggleViewAction().triggered.connect(self._moved)
            dock.installEventFilter(self)
        window.installEventFilter(self)

    def _moved(self, *_):
        self.moved = True

    def eventFilter(self, watched, event):  # noqa: N802 - Qt's name
        kind = event.type()
        if isinstance(watched, QDockWidget):
            if kind == QEvent.Type.Close:  # its close button
                self.moved = True
        elif kind == QEvent.Type.MouseButtonPress:  # the window's own area between panels: a border's handle
            self._pressed = True
        elif kind == QEvent.Type.MouseButtonRelease and self._pressed:
            self._pressed = False
            self.moved = True
        return False
