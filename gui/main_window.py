"""The main window: welcome, wizard, the table (board in the centre, panels docked around) and game end.

Its jobs are mixed in from one module each: starting and opening games (gui/starting.py), laying the table out and
taking it down (gui/laying_out.py), following and answering a game (gui/playing.py), passing the screen between
rivals (gui/passing.py). What only a game needs (boards, card faces, panels, dialogs) is read when the first game or
wizard opens, so that the welcome window is painted first (cold start).
"""
from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtWidgets import (QApplication, QDockWidget, QMainWindow, QMessageBox, QStackedWidget, QVBoxLayout,
                               QWidget)

import saves
from gui import motion
from gui.fit import default_size, fit_window, keep_on_screen
from gui.last_play import closed_properly, when, who_plays
from gui.laying_out import LayingOut
from gui.menus import build_menus
from gui.online_play import OnlinePlay
from gui.panels.hint import HintLine
from gui.panels.turn_header import TurnHeader
from gui.passing import ScreenPassing
from gui.playing import Playing
from gui.read_first import ReadFirst
from gui.screens.game_end import GameEndScreen
from gui.screens.hand_over import HandOverScreen
from gui.screens.welcome import WelcomeScreen
from gui.settings import Settings
from gui.status_line import StatusLine
from gui.starting import Starting
from gui.theme import apply_theme

if TYPE_CHECKING:
    from gui.card_viewer import CardViewer
    from gui.dialogs.decision import DecisionDialog
    from gui.dialogs.step import StepDialog
    from gui.panels.card_faces import Faces
    from gui.seating import Seating
    from gui.session import Session


class MainWindow(Starting, LayingOut, Playing, ScreenPassing, OnlinePlay, QMainWindow):
    def __init__(self, folders, packs_folder=None, welcome_later: bool = False):
        """`welcome_later`: the welcome says nothing of the last campaign until `show_welcome()` (the application
        calls it once the window is painted: reading the saves' format takes about as long as Qt's start)."""
        super().__init__()
        self.folders = folders
        self.packs_folder = packs_folder
        self.settings = Settings(folders)
        motion.set_enabled(self.settings.animations)
        motion.set_pace(self.settings.pace)
        self._campaigns = None
        self._face_cache = None
        self.session: Session | None = None
        self.faces: Faces | None = None
        self.board = None
        self.interlude = None  # the ruleset's screen between two parts of a game, in the board's place
        self.playback = None  # what the rules did by themselves, played back on the board (`plays_back`)
        self.stage_shown: str | None = None  # where the game was at the last change shown (`stage`)
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
        self.setStatusBar(StatusLine(self))
        self.setDockNestingEnabled(True)
        # a panel brought in front by its tab: a dialog placed by the panels moves to where it hides none it shows
        self.tabifiedDockWidgetActivated.connect(lambda _dock: QTimer.singleShot(0, self, self._place_again))
        self.stack = QStackedWidget()
        self.turn_header = TurnHeader()  # whose turn, which phase, what is left: over the board, where the eye is
        middle = QWidget()
        column = QVBoxLayout(middle)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.turn_header)
        self.hint = HintLine()  # a first game's advice, until turned off
        self.hint.turned_off.connect(lambda: self.set_hints(False))
        column.addWidget(self.hint)
        column.addWidget(self.stack, 1)
        self.setCentralWidget(middle)
        self.welcome = WelcomeScreen()
        self.welcome.continue_last.connect(self.continue_last)
        self.welcome.new_game.connect(self.show_wizard)
        self.welcome.load.connect(self.ask_load)
        self.welcome.quit.connect(self.close)
        self.end_screen = GameEndScreen()
        self.end_screen.back_to_welcome.connect(self.close_game)
        self.end_screen.show_board.connect(self.look_at_board)
        self.end_screen.next_game.connect(self.start_next_game)
        self.hand_over_screen = HandOverScreen()
        self.hand_over_screen.ready.connect(self.take_screen)
        self.hand_over_screen.undo.connect(self.undo)
        self.seating: Seating | None = None
        self._docks_shown: list[QDockWidget] = []
        self.wizard = None
        self.guide = None  # the How to play window, when open
        self._menu_timer = QTimer(self, singleShot=True)
        self.keys_guard = ReadFirst(self)  # a key answers only a question that was on screen when it was pressed
        self._news_from = (None, 0)  # (the session, weakly; where in its log) the person last answered
        self._menu_timer.timeout.connect(lambda: None)
        for page in (self.welcome, self.end_screen, self.hand_over_screen):
            self.stack.addWidget(page)
        build_menus(self)
        self._game_actions_enabled()
        self.statusBar().showMessage("Welcome.")
        geometry = self.settings.get("window/geometry")
        # Qt refuses a geometry kept on a screen of another size in logical pixels (another scale factor): the
        # window then opens at its default size, and maximised if it was
        if geometry is not None and self.restoreGeometry(geometry):
            fit_window(self)  # the screen may be smaller than when the geometry was kept
        else:
            default_size(self, 1400, 900)
            if self.settings.maximized:
                self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)
        keep_on_screen(self)
        if welcome_later:
            self.stack.setCurrentWidget(self.welcome)
        else:
            self.show_welcome()

    def _game_actions_enabled(self):
        playing = self.session is not None
        for action in (self.save_action, self.close_action, self.focus_action, *self.number_actions):
            action.setEnabled(playing)  # nothing to choose without a game (and digits are typed in the wizard)
        self.host_action.setEnabled(playing and self.session.campaign is not None)
        self.seats_action.setEnabled(playing and getattr(self.session, "host", False))
        # the screen being passed belongs to nobody yet: nobody may take an answer back from it
        at_table = playing and not self.passing_screen()
        # Ctrl+Z is heard even when nothing can be taken back: the player is told why (see Playing.undo)
        self.undo_action.setEnabled(at_table)
        why = self.session.why_no_undo() if at_table else "the screen is being passed" if playing else ""
        self.undo_action.setStatusTip(f"Nothing to undo: {why}" if why else "Take back the last decision")
        self.redo_action.setEnabled(at_table and self.session.can_redo)
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
        """The View menu's Magnifier (or M): the loupe follows the check mark (see magnifier_switched)."""
        magnifier = getattr(self, "magnifier", None)
        if magnifier is not None:
            magnifier.set_enabled(self.magnifier_action.isChecked())

    def magnifier_switched(self, on: bool):
        """The loupe was turned on or off, from the menu, a key on the board or a card pinned: the check mark
        follows."""
        self.magnifier_action.setChecked(on)
        self.statusBar().showMessage(f"Magnifier {'on' if on else 'off'} (M).", 3000)

    def set_overview(self, on: bool):
        """The View menu's Board overview: shown in a corner of a board larger than the view, or put away (at 200 %
        on a small screen, it lies over the board wherever it goes); kept for the next games."""
        self.settings.overview = on
        if self.board is not None:
            self.board.minimap.wanted = on
            self.board.minimap.refresh()

    def set_animations(self, on: bool):
        self.settings.animations = on
        motion.set_enabled(on)
        if self.board is not None:
            self.board.board.animate = on

    def set_pace(self, choice: str):
        self.settings.pace = choice
        motion.set_pace(choice)
        for name, action in self.pace_actions.items():
            action.setChecked(name == choice)

    def set_hints(self, on: bool):
        """First-game hints on or off (Help menu, or the hint's own link); kept for the next games."""
        self.settings.hints = on
        self.hints_action.setChecked(on)
        if not on:
            self.hint.say("")
        elif self.session is not None:
            self.refresh([])

    def show_how_to_play(self, ruleset_id: str | None = None):
        """The guide of the rule system being played (or chosen in the wizard, or the first one)."""
        from gui.dialogs.how_to_play import show_how_to_play

        if not ruleset_id:
            ruleset_id = self.session.game.ruleset.id if self.session is not None else None
        if not ruleset_id and self.wizard is not None and self.wizard.pack is not None:
            ruleset_id = self.wizard.pack.ruleset
        if self.guide is not None:
            self.guide.close()
            self.guide.deleteLater()
        self.guide = show_how_to_play(self, ruleset_id)

    def set_theme(self, choice: str):
        self.settings.theme = choice
        apply_theme(QApplication.instance(), choice)

    def show_welcome(self):
        self._set_docks_visible(False)
        self.turn_header.hide()
        self.hint.say("")
        last = self.last_campaign()
        text = None
        if last is not None:
            text = f"Last played: <b>{escape(last.name)}</b> ({last.pack.id}), {when(last.last_played)}"
            if who_plays(last):
                text += f"<br>Played by {escape(who_plays(last))}"
            if not closed_properly(last):
                text += ("<br>It was not closed properly last time: <b>Continue</b> picks up from its autosave, "
                         "the state after the last decision.")
        self.welcome.set_last(text)
        self.stack.setCurrentWidget(self.welcome)
        self.statusBar().showMessage("Welcome.")  # not what the closed game last said

    def last_campaign(self):
        wanted = self.settings.last_campaign
        if wanted:
            try:
                return self.campaigns.open(wanted)
            except saves.SaveError:
                pass
        found = self.campaigns.list()
        return found[0] if found else None

    @property
    def campaigns(self) -> saves.Campaigns:
        """Every campaign in the data folder, read when first asked for (see `welcome_later`)."""
        if self._campaigns is None:
            self._campaigns = saves.Campaigns(self.folders)
        return self._campaigns

    @property
    def face_cache(self):
        """The card faces drawn so far, kept on disk; opened with the first wizard or game (cold start)."""
        if self._face_cache is None:
            from gui.faces import FaceCache  # with Pillow and the renderer: not before the welcome is painted

            self._face_cache = FaceCache(self.folders.cache / "faces")
        return self._face_cache

    def _problem(self, title: str, text: str):
        self.last_problem = text
        if self.unattended:
            return
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self)
        box.setAccessibleName(title)
        box.exec()

    def changeEvent(self, event):  # noqa: N802 - Qt's name
        """Maximised, restored or full screen: the board re-fits to its new room (unless zoomed by hand)."""
        super().changeEvent(event)
        board = getattr(self, "board", None)     # changes come before the window is built
        if event.type() == QEvent.Type.WindowStateChange and board is not None:
            board.window_resized()

    def closeEvent(self, event):  # noqa: N802 - Qt's name
        self.settings.set("window/geometry", self.saveGeometry())
        self.settings.maximized = self.isMaximized()
        if self.session is not None:
            self.close_game()
        super().closeEvent(event)
