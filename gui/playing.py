"""The main window's part that follows a game and answers it: showing each change, placing its dialogs, choices from
the board, panels and keys, a card's menu and viewer, undo and redo, saving to a slot and the game's end."""
from __future__ import annotations

import weakref

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QApplication, QTabBar

import saves
from gui.fit import FRAME_GUESS, beside, free_area, height_for, over, seen_frame

ROUNDING = 2  # logical pixels a dialog's geometry may come back off by at a fractional scale

class Playing:
    """Mixed into the main window: the table laid out for its session (see LayingOut) is used here. The engine's
    side and the table's dialogs are imported where they are used, once a game is open (the welcome window is
    painted before them: cold start)."""

    _dialog_frame = FRAME_GUESS  # the window manager's frame around a dialog, once one was seen (`_place`)

    def _follow(self, events: list):
        """Show the game after a change; a table that fails to show it says so, never a traceback."""
        from gui.session import described

        try:
            self.refresh(events)
        except Exception as error:  # noqa: BLE001 - the game is intact; only showing it failed
            self._problem("The table could not show the game",
                          f"Showing the last change failed: {described(error)}. The game itself is kept "
                          "(the autosave holds it); undo, or close the game and open it again.")

    def refresh(self, events: list):
        from engine.bots import asked
        from gui import looking
        from gui.dialogs.step import in_action
        from gui.panels.words import player_name

        session = self.session
        if session is None:
            return
        game = session.game
        self._last_events = events
        if self.seating.needs_hand_over():
            self.show_hand_over(asked(game))
            return
        answerable = self.seating.answerable()
        decision = looking.decision(game) if answerable else None
        if [(p.seat, d.windowTitle()) for p, d in zip(self.players, self.player_docks)] != self.presentation.seats(game):
            self._add_players(game)
        stage = self.presentation.stage(game)
        if events and self.stage_shown is not None and stage != self.stage_shown:
            # the game went on to another part of the campaign (`stage`): the dialog of the last part's action
            # goes with it; it stayed open under the questions that followed and came back in front with the next part
            self.step.put_away()
        self.stage_shown = stage
        self._title(session)
        playback = self.playback
        if playback is not None:
            playback.skip()  # a new change: what was being played back is shown as it ended
        self.board.show(game)
        if self.seating.bot_answering and events:
            self.board.follow_play()  # no dialog opens for a bot's answer, nothing is lit for it: the board follows
        if playback is not None and events:
            heading, steps = self.presentation.replay(game, events)
            if steps:
                playback.play(self.board.board, steps, heading)
            else:  # the player moved on: the last playback goes
                playback.put_away()
        self.board.set_pending(decision)
        asked_there = self._show_interlude(game, decision)
        for panel in (*self.players, *self.panels):
            panel.show_game(game)
        self.turn_header.show_game(game)
        self._follow_turn(game)
        acting = decision is not None and in_action(game)
        in_dialog = acting or (decision is not None and decision.kind != "action")  # a dialog or the screen asks it
        self.choices.show_game(game, answerable, as_dialog=in_dialog)  # numbered as those answers are
        self.choices.show_news(self._bots_did(game))
        self.log.show_session(session)
        self.step.follow(game, events, watched=self.seating.bot_answering)
        if acting:
            self.decision.hide()
            self._place(self.step)  # before it is first shown: never seen where it does not stay
            self.step.show_decision(game, decision)
            QTimer.singleShot(0, self, lambda: self._fit_lines(self.step))
            self.statusBar().showMessage(f"Action in progress: {decision.prompt}")
        elif decision is not None and decision.kind != "action":
            self.step.finish()
            if asked_there:
                self.decision.hide()
            else:
                self._place(self.decision)  # before it is first shown: never seen where it does not stay
                self.decision.show_decision(game, decision, self.faces, events)
                QTimer.singleShot(0, self, lambda: self._fit_lines(self.decision))
            self.statusBar().showMessage(decision.prompt)
        else:
            self.step.finish()
            if self._ending is None:   # else it says what the game's last answer did until the players move on
                self.decision.hide()
            if decision is not None:
                self.statusBar().showMessage("Your move: click a card, or pick one under “What now?” and press Enter.")
            elif game.pending is not None and self.seating.is_bot(asked(game)):
                who = "The table" if asked(game) is None else player_name(game, asked(game))
                self.choices.who.setText(f"Decides: {who}, {'all bots' if asked(game) is None else 'a bot'}")
                self.statusBar().showMessage(f"{who} ({'all bots' if asked(game) is None else 'bot'}) is deciding…")
            elif game.pending is not None and not self.seating.at_screen(asked(game)):  # a game hosted elsewhere
                self.choices.who.setText(f"Decides: {player_name(game, asked(game))}, at another screen")
                self.statusBar().showMessage(f"Waiting for {player_name(game, asked(game))}…")
        self._hint(decision, in_dialog and not asked_there)
        self.keys_guard.shown((id(game.pending), len(game.state.log.events), looking.seat(game)))
        self._cover_board()
        self._game_actions_enabled()
        self.seating.follow()

    NEWS_LINES = 12

    def _bots_did(self, game) -> list[str]:
        """What happened since the person at this screen last answered, as they may read it, while a bot has answered
        since: a bot's turn passes in a few seconds, and its moves stay in front of the player (over the answers they
        read next) until the player answers in turn; the log keeps them too."""
        from gui.panels.words import line

        events = game.state.log.events
        session, since = self._news_from
        # a new game, or one undone to before that answer (held weakly: a closed game is freed whole)
        if session is None or session() is not self.session or since > len(events):
            since = len(events)
            self._news_from = (weakref.ref(self.session), since)
        if self.seating.bot_answered_at <= since:
            return []
        said: list[list] = []  # [words, times]: a line said again at once is counted, not repeated
        for i in range(since, len(events)):
            words = line(game, events, i)
            if words and said and said[-1][0] == words:
                said[-1][1] += 1
            elif words:
                said.append([words, 1])
        lines = [words if times == 1 else f"{words} (×{times})" for words, times in said]
        before = ["… (the Log has the lines before)"] if len(lines) > self.NEWS_LINES else []
        return before + lines[-self.NEWS_LINES:]

    def _hint(self, decision, in_dialog: bool):
        """The first-game hint for what is asked now (none once the player turned hints off)."""
        from gui.panels.hint import hint_for

        if not self.settings.hints:
            self.hint.say("")
            return
        answerable = decision is not None and self.seating.answerable()
        beside = self.board.board.floating is not None
        self.hint.say(hint_for(decision, self.presentation.board, in_dialog, not answerable, beside))

    def _follow_turn(self, game):
        """The panel of the seat whose turn it is comes to the front when the turn passes to it, unless another tab
        than a player's is in front of them ("What now?" sharing their column on a narrow screen)."""
        seat = self.presentation.turn_seat(game)
        if seat is None or seat == getattr(self, "_turn_shown", None):
            return
        if any(not dock.visibleRegion().isEmpty() for dock in self.player_docks):
            self._raise_seat(seat)
        self._turn_shown = seat

    def _cover_board(self):
        """Tell the board which part of it the open dialogs lie over, so the card waiting to be placed and the
        spaces lit for it stay out from under them (a large scale leaves no room beside the board)."""
        if self.session is None or self.board is None:
            return
        viewport = self.board.viewport()
        covered, shown = QRect(), False
        for dialog in (self.step, self.decision):
            if dialog is not None and dialog.isVisible():
                outer = dialog.frameGeometry()
                covered = covered.united(QRect(viewport.mapFromGlobal(outer.topLeft()), outer.size()))
                shown = True
        self.board.set_covered(covered, dialog=shown)

    def _show_interlude(self, game, decision) -> bool:
        """The ruleset's screen between two parts of a game takes the board's place while it is wanted; whether it
        asks the pending decision itself (no dialog then)."""
        interlude = self.interlude
        if interlude is None:
            return False
        interlude.show_game(game)
        if self.stack.currentWidget() in (self.board, interlude):
            self.stack.setCurrentWidget(interlude if interlude.showing(game) else self.board)
        shown = self.stack.currentWidget() is interlude
        return bool(interlude.ask(game, decision if shown else None))

    def _place(self, dialog):
        """Open a dialog once, whole on the screen, over "What now?" (it shows the same answers) while that panel
        is in view, so the players' boards, the piles and the board's middle stay readable; else beside the
        board: its middle, where cards are laid and figures dropped, stays in view."""
        if dialog.property("placed"):
            return
        dialog.setProperty("placed", True)
        self.layout().activate()  # panels just made have their places before one is read
        area = free_area(self)
        menus = self.menuBar()
        below = menus.mapToGlobal(QPoint(0, menus.height())).y()
        if menus.isVisible() and below > area.top():  # a tall dialog moved up to fit hid Game, Edit, View and Help
            area.setTop(below)
        answers = self.answers_dock
        front = self._in_front_of(answers) if answers is not None and not answers.isFloating() else None
        fitted = False   # placed as tall as its lines: the next question's may want more
        seen = seen_frame(dialog)   # the window manager's frame, once one was seen around a dialog
        if seen is not None:
            self._dialog_frame = seen
        frame = self._dialog_frame
        _within(dialog, area.height() - frame.top() - frame.bottom())
        if front is answers:
            panel = QRect(answers.mapToGlobal(QPoint(0, 0)), answers.size())
            dialog.setGeometry(over(dialog.size(), panel, area, frame=frame))
        elif front is not None:
            # another panel of its tab group brought in front to be read (the Combat track): the dialog stands
            # beside that panel, over the board's edge (the board is fitted to what the dialog leaves open)
            panel = QRect(front.mapToGlobal(QPoint(0, 0)), front.size())
            # as wide as over "What now?", whatever width it was last given: opened first beside the panel (a game
            # opened again with that panel in front) it kept its first 620 pixels, over the player's panel;
            # no taller than it needs: the panels below show
            wanted = QSize(over(dialog.size(), panel, area, frame=frame).width(), dialog.sizeHint().height())
            placed = beside(wanted, panel, area, frame=frame)
            # as tall as its lines wrapped at the width it is given (measured at another, a text read out was cut)
            dialog.setGeometry(beside(QSize(placed.width(), height_for(dialog, placed.width())), panel, area,
                                      frame=frame))
            fitted = True
        else:
            board = QRect(self.board.mapToGlobal(QPoint(0, 0)), self.board.size())
            dialog.setGeometry(beside(dialog.size(), board, area, right=self.session.hand_over, frame=frame))
        dialog.setProperty("placed_at", dialog.geometry())
        dialog.setProperty("fits_its_lines", fitted)
        dialog.setProperty("placed_in", frame)

    def _fit_lines(self, dialog):
        """A dialog shown with a new question is placed again, unless the player moved it: one placed as tall as its
        lines, for that question's lines (a paragraph read out with its glossary was cut under the last question's
        height); one placed in a guessed frame, in the frame the window manager gave it."""
        if dialog is None or self.session is None:   # the game was closed meanwhile
            return
        if not (dialog.isVisible() and _unmoved(dialog)):
            return
        seen = seen_frame(dialog)
        # grown beyond the screen's foot by its new lines (a long text read out at 200 %): its answers scroll sooner
        under = dialog.frameGeometry().bottom() > free_area(self).bottom()
        if dialog.property("fits_its_lines") or under or (seen is not None and seen != dialog.property("placed_in")):
            dialog.setProperty("placed", False)
            self._place(dialog)

    def resizeEvent(self, event):  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if self.session is not None:
            QTimer.singleShot(0, self, self._place_again)

    def _place_again(self):
        """The window changed size (maximised) or another panel came in front by its tab: a dialog the player has
        not moved goes where it now belongs."""
        if self.session is None:
            return
        for dialog in (self.step, self.decision):
            if dialog is not None and dialog.property("placed") and _unmoved(dialog):
                dialog.setProperty("placed", False)
                self._place(dialog)

    def _in_front_of(self, dock):
        """The panel in front of a docked panel's tab group (the panel itself when alone or in front); None
        when the group is out of sight."""
        shown = [d for d in (dock, *self.tabifiedDockWidgets(dock)) if d.isVisible() and not d.isFloating()]
        return next((d for d in shown if self._in_front(d)), None)

    def _in_front(self, dock) -> bool:
        """Whether a dock is the tab in front of its group (a tab bar not made yet: the one raised last)."""
        title = dock.windowTitle()
        for bar in self.findChildren(QTabBar):
            if bar.isVisible() and title in (bar.tabText(i) for i in range(bar.count())):
                return bar.tabText(bar.currentIndex()) == title
        return True

    def choose(self, key: str) -> bool:
        """Send an answer; one that cannot be taken back is sent only once the players confirm it."""
        if self.session is None:
            return False
        from gui.dialogs.confirm import confirmed

        pending = self.session.game.pending
        option = pending.option(key) if pending is not None else None
        if option is not None and option.irreversible is not None and not confirmed(self, option):
            self.statusBar().showMessage(f"Not done: {option.label}", 5000)
            return False
        try:
            taken = self.session.choose(key, self.seating.answering_seat())
            if taken:  # the bots' moves shown since the last answer were read: the next are new
                self._news_from = (weakref.ref(self.session), len(self.session.game.state.log.events))
                self.choices.show_news(self._bots_did(self.session.game))
            return taken
        except Exception as error:  # noqa: BLE001 - e.g. a failing autosave copy: a message, not a traceback
            from gui.session import described

            self._problem("This choice could not be played", described(error))
            return False

    def refused(self, reason: str):
        self.say_refusal(f"Not allowed: {reason}", reason)

    def say_refusal(self, text: str, short: str = "") -> None:
        """A refusal in the status bar, and whole where the player is looking (a dialog, the screen being passed,
        else "What now?"): a dialog may cover the status bar, and at 200 % a long line is cut at its edge."""
        self.statusBar().showMessage(text, 8000)
        dialogs = [dialog for dialog in (self.step, self.decision) if dialog.isVisible()]
        for dialog in dialogs:
            dialog.show_refusal(short or text)
        if self.passing_screen():
            self.hand_over_screen.say(text)
        elif not dialogs:
            self.choices.say_refused(text)

    def card_clicked(self, piece: str):
        """A card's actions, shown once a double-click can no longer follow: the menu would swallow the
        second click, and the double-click that opens the viewer would never arrive."""
        from gui.dialogs.card_actions import actions_menu

        if self.session is None or piece not in self.session.game.state.pieces:
            return
        if self.card_menu is not None:
            self.card_menu.deleteLater()  # one menu at a time: a long game's clicks leave none behind
        self.card_menu = actions_menu(self.session.game, piece, self._chosen_on_card, self)
        where = QCursor.pos()
        self._menu_timer.timeout.disconnect()
        self._menu_timer.timeout.connect(lambda menu=self.card_menu: menu.popup(where))
        self._menu_timer.start(QApplication.doubleClickInterval())

    def zone_clicked(self, zone: str):
        """What a mark drawn in a zone offers (a symbol printed on the ground), in a menu as a card's actions are."""
        from gui.dialogs.card_actions import zone_menu

        if self.session is None:
            return
        if self.card_menu is not None:
            self.card_menu.deleteLater()
        self.card_menu = zone_menu(self.session.game, zone, self._chosen_on_card, self)
        self.card_menu.popup(QCursor.pos())

    def _chosen_on_card(self, key: str) -> bool:
        """An answer taken from a card's menu: the dialog it opens has the keyboard (the card it was chosen on kept
        it, and the next Enter opened that card's menu again instead of answering the dialog)."""
        taken = self.choose(key)
        if taken:
            self.focus_choices()
        return taken

    def card_opened(self, piece: str):
        from gui import looking

        self._menu_timer.stop()  # the first click of a double-click: its menu never opens
        if self.session is None or piece not in self.session.game.state.pieces:
            return
        self._view_card(*looking.shown(self.session.game, piece))  # a hidden card is read by its back's stand-in

    def back_opened(self, card_id: str):
        """A face-down card's back, read by the stand-in its picture holds (`gui.looking.stand_in`)."""
        self._menu_timer.stop()
        if self.session is not None and card_id in self.session.game.cards:
            self._view_card(card_id, True)

    def _view_card(self, card_id: str, face_down: bool):
        from gui.card_viewer import CardViewer

        if self.viewer is not None:
            self.viewer.close()
            self.viewer.deleteLater()  # one viewer at a time, none left behind
        self.viewer = CardViewer(self.provider, self.session.game.cards[card_id], face_down, self)
        self.viewer.show()

    def keyPressEvent(self, event):  # noqa: N802 - Qt's name
        """Enter answers the pending decision whatever was touched last (the board, a panel); digits are the
        window's shortcuts (see take_answer)."""
        if self.session is not None and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._take_default():
            return
        super().keyPressEvent(event)

    def _asking_box(self):
        """Where the pending decision's answers are shown besides "What now?": the open dialog's, or the ruleset's
        screen's in the board's place; False while the table is not in view (the screen passed, the game over)."""
        screen = self.stack.currentWidget()
        interlude = self.interlude
        if self.session is None or screen not in (self.board, interlude):
            return False
        boxes = [dialog.box for dialog in (self.step, self.decision) if dialog.isVisible()]
        if screen is interlude:
            boxes.append(interlude.box)
        return next((box for box in boxes if box is not None and box.isVisible()), None)

    def _take_default(self) -> bool:
        if self.decision is not None and self.decision.the_end.isVisible():  # the game is over: on to how it ended
            self.decision.the_end.click()
            return True
        box = self._asking_box()
        if box is False:
            return False
        if self.step.isVisible() and self.step.finished_action:  # Enter reads on: the results the player has seen go
            self.step.close_button.click()
            return True
        if box is None:
            self.choices.take.click()
            return True
        if box.buttons:
            box.buttons[box.decision.default()].click()
            return True
        return False

    def take_answer(self, number: int) -> bool:
        """The answer shown with this number (1-9): in the open dialog (or the ruleset's screen that asks it), or
        under "What now?"; never while the screen is being passed or the game is over."""
        box = self._asking_box()
        if box is False:
            return False
        return box.take_number(number) if box is not None else self.choices.take_number(number)

    def undo(self):
        if self.session and self.passing_screen():
            self.say_refusal("Nothing to undo while the screen is passed: the player asked takes it first, and may "
                             "take back only their own answer.")
        elif self.session and self.session.undo():
            self.statusBar().showMessage("Undone.", 3000)
        elif self.session:
            why = self.session.why_no_undo() or "nothing since the last card drawn or revealed"
            self.say_refusal(f"Nothing to undo: {why}.")

    def redo(self):
        if self.session and not self.passing_screen() and self.session.redo():
            self.statusBar().showMessage("Redone.", 3000)

    def ask_save(self):
        from gui.dialogs.saving import ask_slot_name

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

    def answer_ended(self, outcome: str, reason: str):
        """An answer just given ended the game: what it did is shown first, as every answer's is — the step dialog
        keeps the finished action's results, else the decision dialog says it with why the game is over — and the
        end screen comes once the players move on (a game opened already over goes to it at once)."""
        from gui.dialogs.decision import last_did

        self._ending = (outcome, reason)
        self.seating.stop()
        if self.step.isVisible() and self.step.finished_action:
            return  # its Continue brings the end
        said = last_did(self.session.game, self._last_events, every=True)
        if not said:
            self._show_end()
            return
        self._place(self.decision)
        self.decision.show_ending(said, reason)
        self.statusBar().showMessage("The game is over: see what its last answer did, then how it ended.")

    def _show_end(self):
        """The end screen, once what the game's last answer did was read."""
        ending, self._ending = self._ending, None
        if ending is not None and self.session is not None and self.session.game.over:
            self.game_ended(*ending)

    def game_ended(self, outcome: str, reason: str):
        self.seating.stop()
        self.step.finish()
        self.decision.hide()
        summary = self.session.summary()
        summary["headline"] = self.presentation.headline(summary["outcome"])
        game = self.session.game
        summary["score_names"] = self.presentation.score_names(game)
        summary["tie_breaks"] = self.presentation.tie_breaks(game)
        self.end_screen.show_summary(summary)
        offered = self.session.offers_next()
        self.end_screen.offer_next(offered, self.session.coming() if offered else None)
        self.statusBar().showMessage("The game is over.")
        self.turn_header.hide()
        self.hint.say("")
        self._docks_shown = [dock for dock in self.docks if dock.isVisible()]
        self._set_docks_visible(False)  # the places and scores take the whole window
        self.stack.setCurrentWidget(self.end_screen)


class Covering(QObject):
    """Watches a dialog over the board (or the board's own view): each time it is shown, hidden, moved or resized,
    the board hears which of its parts are covered (see Playing._cover_board)."""

    EVENTS = (QEvent.Type.Show, QEvent.Type.Hide, QEvent.Type.Move, QEvent.Type.Resize)

    def __init__(self, window, dialog):
        super().__init__(dialog)  # goes with its dialog
        self.window = window
        dialog.installEventFilter(self)

    def eventFilter(self, watched, event):  # noqa: N802 - Qt's name
        if event.type() in self.EVENTS:
            self.window._cover_board()
        return False


class Framing(QObject):
    """Places a dialog again once the window manager has drawn its frame: the first dialog of a session is placed in a
    guessed frame (a title bar's height larger than openbox's at 100 %, two at 200 %), and its frame comes a moment
    after it is shown, with its first paint; it stood that much lower than every later dialog until the next
    question. Event-driven, once: a timer looking again kept a closed game's dialog, and its cards, alive."""

    EVENTS = (QEvent.Type.Paint, QEvent.Type.WindowActivate, QEvent.Type.Move)

    def __init__(self, window, dialog):
        super().__init__(dialog)  # goes with its dialog
        self.window = window
        self.waiting = False
        dialog.installEventFilter(self)

    def eventFilter(self, watched, event):  # noqa: N802 - Qt's name
        if (not self.waiting and event.type() in self.EVENTS and watched.property("placed_in") == FRAME_GUESS
                and seen_frame(watched) is not None):
            self.waiting = True  # placed again after this event, not in the middle of a paint
            QTimer.singleShot(0, self, self._again)
        return False

    def _again(self):
        self.waiting = False
        self.window._fit_lines(self.parent())


def _within(dialog, height: int) -> None:
    """No taller at least than `height`: its answers scroll sooner where the dialog could not be whole on the screen
    (at 200 % on 1280×720 a step dialog with a long text read out ran under the screen's foot, and with it the
    line saying why an undo was refused)."""
    box = getattr(dialog, "box", None)
    answers = getattr(box, "answers", None)
    if answers is None or dialog.layout() is None:
        return

    def measured() -> int:
        widget = answers
        while widget is not None and widget is not dialog:   # each layout up to the dialog measures again, now
            widget.updateGeometry()
            if widget.layout() is not None:
                widget.layout().invalidate()
            widget = widget.parentWidget()
        dialog.layout().invalidate()
        dialog.layout().activate()
        return dialog.minimumSizeHint().height()

    answers.squeeze = 0
    over = measured() - height
    if over > 0:
        answers.squeeze = over
        measured()


def _unmoved(dialog) -> bool:
    """Whether the dialog is where the table put it: a fractional scale (150 %) hands its geometry back a pixel
    off, and a dialog taken for moved by the player stayed over the panel the player brought in front to read."""
    placed, now = dialog.property("placed_at"), dialog.geometry()
    if placed is None:
        return False
    # grown to the least height its lines need, by Qt, not by the player
    grown = now.height() > placed.height() and now.height() == dialog.minimumHeight()
    return all(abs(a - b) <= ROUNDING for a, b in ((placed.x(), now.x()), (placed.y(), now.y()),
                                                   (placed.width(), now.width()))) and (
        grown or abs(placed.height() - now.height()) <= ROUNDING)
