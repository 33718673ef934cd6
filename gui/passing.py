"""The main window's part that hands the screen from seat to seat at a table of rivals: everything private is
hidden until the seat asked confirms it is looking; the end screen takes the whole window until the board is
looked at again."""
from __future__ import annotations


class ScreenPassing:
    """Mixed into the main window: its docks, panels, dialogs, stack and seating are used here. The engine's side
    is imported where it is used, once a game is open (the welcome window is painted before it: cold start)."""

    def passing_screen(self) -> bool:
        """Whether the screen is being handed to the next seat (the pass-the-screen page is up)."""
        return self.stack.currentWidget() is self.hand_over_screen

    def show_hand_over(self, seat: int):
        """Hide everything private and ask for the screen to go to this seat (rivals at one screen)."""
        from gui import looking
        from gui.panels.words import player_name

        game = self.session.game
        looking.sit(game, None)  # nothing private is shown, not even in a hidden panel
        for panel in (*self.players, *self.panels):
            panel.show_game(game)
        self.log.show_session(self.session)
        self.board.show(game)
        self.board.set_pending(None)
        self.choices.show_game(game, answerable=False)  # the last seat's answers leave "What now?" too
        self.choices.show_news([])  # what the bots did, as the last seat read it
        self.step.put_away()  # a finished action's results are the last seat's to read
        self.step.box.clear()  # hidden is not enough: the last seat's answers would still be held there
        self.hint.say("")
        self.turn_header.show_game(game)  # whose turn it is now: public, and what the next seat is told
        self.decision.clear()
        for name in ("viewer", "card_menu"):
            widget = getattr(self, name, None)
            if widget is not None:
                widget.close()
                widget.deleteLater()
                setattr(self, name, None)
        if self.magnifier is not None:
            self.magnifier.forget()
        if self.stack.currentWidget() is not self.hand_over_screen:
            self._docks_shown = [dock for dock in self.docks if dock.isVisible()]
        self._set_docks_visible(False)
        name = player_name(game, seat)
        self.hand_over_screen.show_seat(name, f"{name} is asked: {looking.decision_of(game, seat).prompt}")
        self.stack.setCurrentWidget(self.hand_over_screen)
        self.hand_over_screen.button.setFocus()
        self.statusBar().showMessage(f"Pass the screen to {name}.")
        self._game_actions_enabled()

    def take_screen(self):
        """The seat asked says it is looking: the table shows that seat's view."""
        from engine.bots import asked
        from gui import looking

        if self.session is None:
            return
        game = self.session.game
        looking.sit(game, asked(game))
        for dock in self._docks_shown or self.docks:
            dock.setVisible(True)
        self._docks_shown = []
        self.stack.setCurrentWidget(self.board)
        self._raise_seat(asked(game))
        self.refresh([])

    def _raise_seat(self, seat: int | None):
        """Bring the panel of the seat at the screen to the front of its tabs."""
        for panel, dock in zip(self.players, self.player_docks):
            if panel.seat == seat:
                dock.raise_()

    def look_at_board(self):
        for dock in self._docks_shown:
            dock.setVisible(True)
        self._docks_shown = []
        self.stack.setCurrentWidget(self.board)
