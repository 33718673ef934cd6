"""A game hosted elsewhere, at this table: the same table as at one screen, driven by the views the server sends.

`RemoteSession` is the table's door to it, as `Session` is to a game at this screen: `game` reads as a game, but is
the view of the seat at the screen (`Front`: the seat's game rebuilt by `online.seat_game`), `choose` sends the answer
and the server's next views bring the change (`changed`) or the reason it was refused (`refused`). Nothing is
decided here: the server holds the only full game, its RNG and its saves.
"""
from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

from PySide6.QtCore import QObject, QTimer, Signal

import saves
from engine.bots import asked
from engine.core.game import Game
from engine.core.ruleset import Coming
from gui import looking
from gui.session import Session
from online.background import Background
from online.client import EXAMPLE_ADDRESSES, Connection, Unreachable, why_unreachable
from online.seat_game import SeatGame, ViewError

RECONNECT_SECONDS = 2.0


class Link(QObject):
    """The connection, read on a loop of its own; each message comes to the table's thread as `message`."""

    message = Signal(object)
    lost = Signal(str)

    def __init__(self, url: str, code: str, packs_folder=None, name: str = "", parent=None) -> None:
        super().__init__(parent)
        self.connection = Connection(address(url), code.strip(), name=name, packs_folder=packs_folder)
        self.background = Background("fogbound-link")
        self._closing = False

    def open(self, timeout: float = 15.0) -> dict[str, Any]:
        """Join and read each held seat's first view (before the table is laid out); Unreachable says why not."""
        try:
            return self.background.run(self._open(), timeout + 5)
        except Unreachable:
            self.background.stop()
            raise
        except Exception as error:  # noqa: BLE001 - whatever the network does, the player reads why
            self.background.stop()
            raise Unreachable(f"joining failed: {why_unreachable(error)}") from error

    async def _open(self) -> dict[str, Any]:
        welcome = await self.connection.open()
        for _ in self.connection.yours:
            message = await self.connection.next(15)
            if message["t"] == "bye":
                raise Unreachable(message.get("reason", "the server closed the connection"))
        self.background.loop.create_task(self._read())
        return welcome

    async def _read(self) -> None:
        while not self._closing:
            message = await self.connection.receive()
            if message["t"] != "bye":
                self.message.emit(message)
                continue
            if self._closing:
                return
            reason = message.get("reason", "")
            self.lost.emit(reason)
            if "revoked" in reason:
                return
            await self._rejoin()

    async def _rejoin(self) -> None:
        """The connection dropped: join again with the same code until it works (or the table is closed)."""
        import asyncio

        while not self._closing:
            await asyncio.sleep(RECONNECT_SECONDS)
            try:
                welcome = await self.connection.open(5)
            except Unreachable as error:
                if "code" in str(error) or "version" in str(error):
                    self.lost.emit(str(error))
                    return
                continue
            self.message.emit({"t": "notice", "text": "Connected again.", "seats": welcome.get("seats", [])})
            return

    def send(self, message: dict[str, Any]) -> None:
        self.background.submit(self.connection.send(message))

    def close(self) -> None:
        self._closing = True
        try:
            self.background.run(self.connection.close(), 5)
        except Exception:  # noqa: BLE001 - already gone
            pass
        self.background.stop()


def address(text: str) -> str:
    """What a player typed as the host's address, as a WebSocket URL ('host:port' means ws://host:port); ValueError
    says, in the player's words, why what they typed is no address."""
    text = text.strip()
    url = text if "://" in text else f"ws://{text}"
    parts = urlsplit(url)
    try:
        port = parts.port
    except ValueError:
        port = -1
    if parts.scheme not in ("ws", "wss") or not parts.hostname or port == -1:
        raise ValueError(f"{text[:80]!r} is no address a game is hosted at: type the host and its port, like "
                         f"{EXAMPLE_ADDRESSES}, or paste the invitation whole")
    return url


class Front(Game):
    """The game the table reads: the view of the seat at the screen (looking.seat), else of the held seat asked,
    else of the first held seat. Each seat's view is its own game (`Connection.games`); this one reads through."""

    def __init__(self, connection: Connection) -> None:  # noqa: D107 - no state of its own to build
        self.connection = connection
        self.memo: dict[Any, Any] = {}
        self._batch: list[Any] = []
        self.answered_by: int | None = None

    def seat_game(self) -> SeatGame:
        games = self.connection.games
        seat = looking.seat(self)
        if seat in games:
            return games[seat]
        for held in sorted(games):
            if asked(games[held]) == held:
                return games[held]
        return games[min(games)]

    @property
    def state(self):  # type: ignore[override]
        return self.seat_game().state

    @state.setter
    def state(self, value) -> None:
        raise AttributeError("a game hosted elsewhere changes only through the server's views")

    @property
    def ruleset(self):  # type: ignore[override]
        return self.seat_game().ruleset

    @property
    def cards(self):  # type: ignore[override]
        return self.seat_game().cards

    def card(self, piece: str):
        return self.seat_game().card(piece)


class RemoteSession(Session):
    """A session whose game is hosted elsewhere: answers go to the server, views come back as `changed`."""

    seats_changed = Signal(list)   # each seat: name, bot, connected
    lost = Signal(str)              # the connection dropped (it is joined again by itself)
    code_made = Signal(int, str)    # a new code for a seat, as the host asked
    proposed = Signal(object)       # what a person asks the whole table to agree to (None: nothing now)
    restarted = Signal()            # the campaign's next game has begun: the table is laid out afresh

    def __init__(self, link: Link, pack, name: str = "", hosted=None, parent=None) -> None:
        super().__init__(Front(link.connection), pack, None, None, parent)
        self.link = link
        self.name = name or link.connection.welcome.get("name", "")
        self.hosted = hosted  # the server this program hosts the game on, if it does
        self.here = frozenset(link.connection.yours)
        self._batch: dict[int, list] = {}
        self._said_over = self.game.over
        self._answering: int | None = None
        link.message.connect(self._message)
        link.lost.connect(self._lost)

    @property
    def seats(self) -> list[dict[str, Any]]:
        return list(self.link.connection.seats)

    @property
    def bots(self) -> frozenset[int]:
        """None: the server's bots answer for their seats."""
        return frozenset()

    @property
    def host(self) -> bool:
        return bool(self.link.connection.welcome.get("host"))

    # -- answering ------------------------------------------------------------------------
    def choose(self, key: str, seat: int | None = None, bot: bool = False) -> bool:
        game = self.game
        decision = game.pending
        if game.over or decision is None:
            self.refused.emit("the game is over" if game.over else "nothing is being asked")
            return False
        held = sorted(self.here)
        if decision.owner == "table":
            answering, via = None, looking.seat(game) if looking.seat(game) in self.here else held[0]
        elif decision.owner == "any":  # each seat still asked in turn, as at one screen
            answering = via = decision.waiting[0] if decision.waiting else None
        else:
            answering = via = decision.seats()[0]
        if answering not in self.here and decision.owner != "table":
            self.refused.emit("another player is asked: wait for their answer")
            return False
        self._answering = via
        self.link.send({"t": "choose", "ask": self.link.connection.asks.get(via) or "", "key": str(key),
                        "seat": answering})
        return True

    @property
    def can_undo(self) -> bool:
        return bool(self.here) and not self.game.over

    @property
    def can_redo(self) -> bool:
        return False

    def why_no_undo(self) -> str:
        return "" if self.can_undo else "the game is over" if self.game.over else "no seat is played at this screen"

    def undo(self) -> bool:
        """Ask the table to take back this screen's last answer (the server refuses another seat's, or a draw; the
        other people at the table agree before it is done)."""
        seat = self._answering if self._answering is not None else min(self.here, default=None)
        if seat is None:
            return False
        self.link.send({"t": "undo", "seat": seat})
        return True

    def redo(self) -> bool:
        return False

    # -- the campaign's next game ----------------------------------------------------------------
    def offers_next(self) -> bool:
        return self.game.over and self.link.connection.next_offer is not None

    def coming(self):
        """What the next game will be, as the host's rules said."""
        offer = self.link.connection.next_offer
        if offer is None:
            return None
        return Coming(bool(offer["goes_on"]), str(offer["words"]), dict(offer["settled"]))

    def next_options(self) -> dict[str, Any]:
        """The campaign's last setup options (the next game's are asked starting from them)."""
        offer = self.link.connection.next_offer
        return dict(offer["options"]) if offer is not None else {}

    def propose_next(self, options: dict[str, Any]) -> None:
        """Ask the table for the campaign's next game with these setup options (the others agree)."""
        self.link.send({"t": "next", "options": options})

    def waits_on_me(self, proposal: dict[str, Any] | None) -> bool:
        """Whether what was asked of the whole table waits for this screen's agreement."""
        return proposal is not None and bool(self.here & set(proposal["waiting"]))

    def agree(self, proposal: dict[str, Any], yes: bool = True) -> None:
        """Agree (or not) to what another person asked of the whole table."""
        self.link.send({"t": "agree" if yes else "decline", "id": proposal["id"]})

    def hand(self, seat: int, to: str) -> None:
        self.link.send({"t": "hand", "seat": seat, "to": to})

    # -- what the server says -------------------------------------------------------------------
    def _message(self, message: dict[str, Any]) -> None:
        connection = self.link.connection
        try:
            connection.take(message)
        except (ViewError, Unreachable, KeyError) as error:
            self.problem.emit(f"The table could not follow the server: {error}")
            return
        kind = message["t"]
        if "seats" in message:
            self.seats_changed.emit(list(message["seats"]))
        if "proposal" in message:
            self.proposed.emit(message["proposal"])
        if kind == "refused":
            self.refused.emit(message.get("reason", "refused"))
        elif kind == "notice" and message.get("text"):
            self.problem.emit(message["text"])
        elif kind == "code":  # a new code the host asked for a seat: shown once
            self.code_made.emit(int(message["as"]), message["text"])
        elif kind == "view":
            self._view(message)

    def _view(self, message: dict[str, Any]) -> None:
        """A seat's view of a change: the table follows once every held seat's view of it has come."""
        connection = self.link.connection
        self._batch[message["as"]] = list(message.get("new", []))
        if message.get("text"):
            self.problem.emit(message["text"])
        ask = message.get("ask")
        if any(connection.asks.get(seat) != ask for seat in connection.yours):
            return
        shown = self.game.seat_game().seat
        events = [] if "log" in message else self._batch.get(shown, [])
        self._batch = {}
        self.here = frozenset(connection.yours)
        if message.get("restart"):
            self._said_over = self.game.over
            self.restarted.emit()
            return
        self.changed.emit(events)
        if self.game.over and not self._said_over:
            self._said_over = True
            self.ended.emit(self.game.state.outcome or "", self.end_reason())

    def _lost(self, reason: str) -> None:
        self.lost.emit(reason)

    # -- the server keeps the game ------------------------------------------------------------------
    def autosave(self) -> None:
        """Nothing to write here: the server keeps the campaign after every decision."""

    def flush(self) -> None:
        """Nothing in flight here."""

    def save_slot(self, name: str):
        raise saves.CampaignError("the game is kept by its host: the host saves it")

    def record_time(self) -> None:
        """The host's campaign counts the time played."""

    def successor(self) -> "RemoteSession":
        """A session for the campaign's next game on the same connection; this one lets go of it."""
        self.link.message.disconnect(self._message)
        self.link.lost.disconnect(self._lost)
        hosted, self.hosted = self.hosted, None
        link, self.link = self.link, None
        return RemoteSession(link, link.connection.table_pack(), self.name, hosted)

    def close(self) -> None:
        self._closed = True
        self._writer.shutdown(wait=False)
        if self.link is None:  # handed to the next game's session
            return
        self.link.close()
        if self.hosted is not None:
            hosted, self.hosted = self.hosted, None
            QTimer.singleShot(0, hosted.stop)  # not while the table is taken down: players are told by the close
