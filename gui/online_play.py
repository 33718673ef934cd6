"""The main window's part that plays from different homes: hosting the game on the table (the server started in this
program, this screen joining it on the loopback), joining a game hosted elsewhere, and who sits where."""
from __future__ import annotations

from PySide6.QtWidgets import QLabel


class OnlinePlay:
    """Mixed into the main window: its session, folders, packs folder and status bar are used here. The network and
    its dialogs are imported when a game is hosted or joined (the welcome window is painted before them)."""

    def host_online(self) -> bool:
        """Host the campaign on the table: who plays each seat, the invitations, then this screen plays its seats."""
        from gui.dialogs.online import BOT, HERE, HostDialog
        from gui.last_play import AUTOSAVE
        from online.hosting import host

        session = self.session
        if session is None or session.campaign is None or getattr(session, "link", None) is not None:
            self._problem("Nothing to host", "Open a game of one of your campaigns first: that is the game hosted.")
            return False
        campaign, pack = session.campaign, session.pack
        names = self.presentation.seats(session.game)
        dialog = HostDialog([(seat, name, seat in session.bots) for seat, name in names], parent=self)
        if not dialog.exec():
            return False
        where = dialog.seats_where()
        session.flush()  # the server opens the campaign from its autosave: the last decision must be in it
        self.close_game()
        try:
            hosted = host(self.folders, campaign, {s: "planner" for s, w in where.items() if w == BOT},
                          [s for s, w in where.items() if w == HERE], port=dialog.port.value(),
                          packs_folder=self.packs_folder)
        except Exception as error:  # noqa: BLE001 - a taken port, a campaign that cannot be opened: a message
            self._problem("The game cannot be hosted", f"{error}. The game is opened at this screen again.")
            self.open_campaign(self.campaigns.open(campaign.id), AUTOSAVE)
            return False
        if not self._join(f"127.0.0.1:{hosted.port}", hosted.here, hosted=hosted, pack=pack):
            hosted.stop()
            return False
        self._show_invitations(hosted, dict(names))
        return True

    def _show_invitations(self, hosted, names: dict[int, str]) -> None:
        from gui.dialogs.online import InvitationsDialog, invitation

        addresses = hosted.addresses()
        codes = [(names.get(seat, f"Seat {seat + 1}"), code) for seat, code in sorted(hosted.codes.items())]
        self.invitations = "\n".join(invitation(addresses[0], code) for _, code in codes)
        self.statusBar().showMessage(f"Hosting on port {hosted.port}: {', '.join(addresses)}.", 15000)
        if not self.unattended:
            InvitationsDialog(addresses, codes, self).exec()

    def join_online(self) -> bool:
        from gui.dialogs.online import JoinDialog

        dialog = JoinDialog(self.settings.get("online/address") or "", self)
        if not dialog.exec():
            return False
        self.settings.set("online/address", dialog.address.text().strip())
        return self._join(dialog.address.text(), dialog.code.text())

    def _join(self, address: str, code: str, hosted=None, pack=None) -> bool:
        """Join a table with a code and lay it out; a message says why not."""
        from gui.remote import Link, RemoteSession
        from online.client import Unreachable

        if self.session is not None and not self.close_game():
            return False
        try:
            link = Link(address, code, self.packs_folder, name="")
        except ValueError as error:  # no address
            self._problem("The game cannot be joined", str(error))
            return False
        if pack is not None:
            link.connection.pack = pack
        try:
            welcome = link.open()
        except Unreachable as error:
            self._problem("The game cannot be joined", str(error))
            return False
        session = RemoteSession(link, link.connection.table_pack(), welcome.get("name", ""), hosted)
        return self._sit_online(session, "The game cannot be joined")

    def _sit_online(self, session, title: str) -> bool:
        """Lay out the table of a game hosted elsewhere and follow what its server says."""
        failure = self._enter_whole(session)
        if failure is not None:
            self._problem(title, f"The table could not be laid out ({failure}).")
            return False
        session.seats_changed.connect(self._show_seats)
        session.proposed.connect(self._show_proposal)
        session.code_made.connect(self._show_new_code)
        session.restarted.connect(self._next_game_online)
        session.lost.connect(lambda why: self.statusBar().showMessage(
            f"The connection to the game was lost ({why or 'no answer'}); joining again…", 15000))
        self._show_seats(session.seats)
        self._title(session)
        return True

    def propose_next_online(self, options: dict | None = None) -> bool:
        """The campaign's next game at a table hosted elsewhere: its setup options asked here (when not given), then
        the table asked (each person agrees) and the server starts it."""
        from gui.dialogs.next_game import ask_options

        session = self.session
        if session is None or not session.offers_next():
            return False
        if options is None:
            options = ask_options(self, session.game.ruleset, session.pack, session.next_options(), session.coming())
            if options is None:
                return False
        session.propose_next(options)
        self.statusBar().showMessage("The next game is asked of the table…", 8000)
        return True

    def _next_game_online(self) -> None:
        """The campaign's next game began at the table hosted elsewhere: the table is laid out for it."""
        old = self.session
        if old is None or getattr(old, "link", None) is None:
            return
        session = old.successor()
        self._dismantle()
        if self._sit_online(session, "The next game cannot be shown"):
            self.statusBar().showMessage(f"The next game of “{session.name}” begins.", 6000)

    def _show_seats(self, seats: list) -> None:
        """Who sits at the table: here, connected elsewhere, a bot, or away."""
        session = self.session
        if session is None or getattr(session, "link", None) is None:
            return
        label = getattr(self, "seats_label", None)
        if label is None:
            label = self.seats_label = QLabel()
            label.setAccessibleName("Who is at the table")
            self.statusBar().addPermanentWidget(label)
        words = []
        for seat in seats:
            state = ("bot" if seat["bot"] else "here" if seat["seat"] in session.here else
                     "connected" if seat["connected"] else "away")
            words.append(f"{seat['name']}: {state}")
        label.setText("  ·  ".join(words))
        label.show()

    def _show_proposal(self, proposal) -> None:
        """What one person asked of the whole table: Agree and Decline when it waits for this screen, else who it
        waits for; nothing once it is done or dropped."""
        from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

        session = self.session
        bar = getattr(self, "proposal_bar", None)
        if bar is None:
            bar = self.proposal_bar = QWidget()
            bar.setAccessibleName("What the whole table is asked")
            row = QHBoxLayout(bar)
            row.setContentsMargins(0, 0, 0, 0)
            bar.words = QLabel()
            bar.words.setWordWrap(True)
            bar.yes, bar.no = QPushButton("&Agree"), QPushButton("&Decline")
            row.addWidget(bar.words, 1)  # the words take the room; the buttons keep their own size
            row.addWidget(bar.yes)
            row.addWidget(bar.no)
            bar.yes.clicked.connect(lambda: self._agree(True))
            bar.no.clicked.connect(lambda: self._agree(False))
            self.statusBar().insertPermanentWidget(0, bar, 1)
        bar.proposal = proposal
        if proposal is None or session is None or getattr(session, "link", None) is None:
            bar.hide()
            return
        mine = session.waits_on_me(proposal)
        names = {seat["seat"]: seat["name"] for seat in session.seats}
        waiting = ", ".join(names.get(seat, f"Seat {seat + 1}") for seat in proposal["waiting"])
        bar.words.setText(proposal["words"] + ("" if mine else f" Waiting for {waiting} to agree."))
        bar.yes.setVisible(mine)
        bar.no.setVisible(mine)
        bar.show()

    def _agree(self, yes: bool) -> None:
        bar = getattr(self, "proposal_bar", None)
        if bar is not None and bar.proposal is not None and self.session is not None:
            self.session.agree(bar.proposal, yes)
            bar.yes.hide()
            bar.no.hide()

    def _show_new_code(self, seat: int, code: str) -> None:
        from gui.dialogs.online import InvitationsDialog, invitation

        session = self.session
        hosted = getattr(session, "hosted", None)
        addresses = hosted.addresses() if hosted is not None else [session.link.connection.url]
        name = next((s["name"] for s in session.seats if s["seat"] == seat), f"Seat {seat + 1}")
        self.invitations = invitation(addresses[0], code)
        if not self.unattended:
            InvitationsDialog(addresses, [(name, code)], self).exec()

    def show_seats_dialog(self) -> None:
        from gui.dialogs.online import SeatsDialog

        if self.session is not None and getattr(self.session, "host", False):
            SeatsDialog(self.session, self).exec()

    def hide_seats(self) -> None:
        for name in ("seats_label", "proposal_bar"):
            widget = getattr(self, name, None)
            if widget is not None:
                widget.hide()
