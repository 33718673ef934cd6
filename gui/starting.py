"""The main window's part that starts and opens games: the new-game wizard, Continue, Load, and an opening that
ends in a message and no half-built table whatever goes wrong."""
from __future__ import annotations

import copy
import random
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMessageBox

import saves
from gui.last_play import AUTOSAVE, autosave_is_newer, closed_properly

if TYPE_CHECKING:
    from gui.session import Session


class Starting:
    """Mixed into the main window: its campaigns, stack, wizard, session and table are used here.

    The engine, the wizard, the Load dialog and the opening (packs, card faces) are imported where they are first
    needed, so that the welcome window is painted before them (cold start)."""

    def show_wizard(self):
        if self.session is not None and not self.close_game():
            return
        self._drop_wizard()
        from gui.screens.wizard import NewGameWizard

        self.wizard = NewGameWizard(self.face_cache, packs_folder=self.packs_folder,
                                    free_name=lambda name: self.campaigns.free_name(name, "new"))
        self.wizard.start.connect(self.start_new)
        self.wizard.cancelled.connect(self.show_welcome)
        self.wizard.how_to_play.connect(self.show_how_to_play)
        self.stack.addWidget(self.wizard)
        self.stack.setCurrentWidget(self.wizard)
        self.statusBar().showMessage("A new game: choose the adventure, then the players.")

    def _drop_wizard(self):
        if self.wizard is not None:
            self.stack.removeWidget(self.wizard)
            self.wizard.deleteLater()
            self.wizard = None


    def start_new(self, config: dict) -> bool:
        from engine import rulesets as registry
        from engine.core.ruleset import Seat
        from gui.dialogs.opening import identity
        from gui.session import Session

        pack, options = config["pack"], config["options"]
        bots = set(config.get("bots", ()))
        strengths = config.get("strengths", {})
        # a ruleset whose players play no role (its pieces shared by all) has none to say: "", never None, which
        # the campaign file refuses (the campaign could then be neither listed, continued nor loaded)
        seats = [Seat(n, c or "", i in bots, strengths.get(i, "") if i in bots else "")
                 for i, (n, c) in enumerate(config["seats"])]
        # the game first: one the rules cannot set up leaves no campaign behind (an empty one took the name and
        # was listed, with nothing to continue)
        try:
            game = registry.ruleset(pack.ruleset).new_game(pack, seats, options, random.SystemRandom().randrange(2**31))
        except ValueError as error:
            self._problem("The game cannot be set up", str(error))
            return False
        try:
            campaign = self.campaigns.create(config["name"], identity(pack), ruleset=pack.ruleset, options=options,
                                             seats=seats)
        except saves.SaveError as error:
            self._problem("The campaign cannot be created", str(error))
            return False
        self.enter(Session(game, pack, campaign, self.campaigns))
        self.session.autosave()
        self._drop_wizard()  # with its pack and faces: the game has its own
        return True

    def start_next_game(self, options: dict | None = None) -> bool:
        """The campaign's next game, in the same campaign folder, going on from what the campaign kept (its ledger,
        as the session keeps it): `options` are the setup options, asked (the last ones offered) when None. A ledger
        the ruleset refuses is named and left as it is: nothing is written."""
        from engine.core.ruleset import coming, next_game
        from gui.dialogs.next_game import ask_options
        from gui.session import Session, described

        session = self.session
        if session is not None and getattr(session, "link", None) is not None:
            return self.propose_next_online(options)  # hosted elsewhere: the table agrees, the server starts it
        if session is None or session.campaign is None or not session.continues or not session.game.over:
            return False
        campaign, pack, ruleset = session.campaign, session.pack, session.game.ruleset
        session.flush()  # the ledger of the game that ended is the campaign's

        def refused(error: Exception) -> bool:
            why = str(error) if isinstance(error, ValueError) else f"it is not what the rules keep ({described(error)})"
            self._problem("The next game cannot be started",
                          f"The campaign “{campaign.name}” cannot go on from what it kept: {why}. "
                          "Its ledger is left as it is; open an older save to play from there.")
            return False

        try:
            what = coming(ruleset, pack, campaign.ledger)
        except Exception as error:  # noqa: BLE001 - a campaign's file is untrusted input: a message, never a traceback
            return refused(error)
        if options is None:
            options = ask_options(self, ruleset, pack, campaign.options, what)
            if options is None:
                return False
        options = {**options, **what.settled}  # what the rules settle is what the campaign records
        try:
            game = next_game(ruleset, pack, list(campaign.seats), options, random.SystemRandom().randrange(2**31),
                             ledger=campaign.ledger)
        except Exception as error:  # noqa: BLE001 - a campaign's file is untrusted input: a message, never a traceback
            return refused(error)
        self._dismantle()
        campaign.options = dict(options)
        self.enter(Session(game, pack, campaign, self.campaigns))
        self.session.autosave()
        self.session.flush()  # the new game's ledger is the campaign's before its file is written
        try:
            self.campaigns.begin_session(campaign)
        except saves.SaveError as error:
            self.statusBar().showMessage(str(error), 8000)
        self.statusBar().showMessage(f"The next game of “{campaign.name}” begins." if what.goes_on else
                                     f"A new start for “{campaign.name}”.", 6000)
        return True

    def _catch_up(self, campaign) -> None:
        """A game hosted by a program that was killed: its last answers, kept in the host's journal, are played into
        the autosave before it is opened (nothing to do, and nothing read, when no journal was left)."""
        from online.journal import FOLDER

        if not (self.folders.data / "online" / FOLDER).is_dir():
            return
        from online.store import Store

        for problem in Store(self.folders, self.packs_folder).catch_up(campaign.id):
            self.statusBar().showMessage(f"The last answers of a game hosted here were not recovered: {problem}", 15000)

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
        from gui.dialogs.saving import LoadDialog

        dialog = LoadDialog(self.campaigns, self)
        if dialog.exec() and dialog.choice:
            self.open_campaign(*dialog.choice)

    def open_campaign(self, campaign, source: str) -> bool:
        """Open a campaign's slot or autosave; whatever goes wrong ends in a message and no half-built table.

        When the save cannot be played on (or the table cannot be laid out from it), the newest
        backup that can is offered.
        """
        from gui.dialogs.opening import OpenProblem, offer_backup, open_game
        from gui.session import Session, described

        if self.session is not None and not self.close_game():
            return False
        # an autosave made after the campaign's file was last written (the program stopped before closing, at the
        # end screen say) holds the campaign as it went on: its next game goes on from there, not from the file
        ahead = source == AUTOSAVE and not closed_properly(campaign)
        if source == AUTOSAVE:
            self._catch_up(campaign)
        try:
            game, pack = open_game(self, campaign, source, self.packs_folder)
        except OpenProblem as problem:
            self._problem("The game cannot be opened", str(problem))
            return False
        except Exception as error:  # noqa: BLE001 - a save is untrusted input: no traceback reaches the player
            self._problem("The game cannot be opened", f"Opening it failed unexpectedly: {described(error)}.")
            return False

        def enter(game) -> str | None:
            if ahead:  # before the table is laid: an ended game's end screen says what comes next from it
                campaign.ledger = copy.deepcopy(game.ruleset.ledger(game))
            return self._enter_whole(Session(game, pack, campaign, self.campaigns))

        failure = enter(game)
        if failure is not None:
            why = f"the table could not be laid out from it ({failure})"
            try:
                game = offer_backup(self, campaign, source, pack, why)
            except OpenProblem as problem:
                self._problem("The game cannot be opened", str(problem))
                return False
            again = "no older copy of it can be played" if game is None else enter(game)
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
        from gui.session import described

        try:
            self.enter(session)
        except Exception as error:  # noqa: BLE001 - the table of an untrusted save may break anywhere
            self.session = session
            self._dismantle()
            self.show_welcome()
            return described(error)
        return None
