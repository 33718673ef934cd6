"""The server's journal: each answer a table takes, appended to one file the whole process shares and made durable
in batches (one fsync for every answer that came while the last one ran: group commit) before its views are sent.

A table's full save (its campaign's autosave, through `saves`) is written every so often and when the server stops,
marked with how far into the journal it goes (`Mark`); the game is deterministic from its state and its RNG, so a
table is its last full save plus the journal's later answers, played again. Each table's answers are numbered within
an epoch: a change that is no answer (an undo, the campaign's next game) is kept by a full save under a new epoch,
written before anybody is told, so that no answer of the old epoch is ever played onto it.

The journal is a folder of segments, one process's each (`<start>-<pid>-<n>.log`, a line an answer, each line with
its checksum); a segment is deleted once the full saves cover every answer in it. What a killed process left is
played into the autosaves by `catch_up` when the folder is next opened (by a server or by the game at one screen).
"""
from __future__ import annotations

import asyncio
import json
import logging
import os
import threading
import time
import zlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, cast

import orjson

import saves
from engine.core.game import Game
from engine.core.ruleset import Ruleset
from saves.atomic import running

log = logging.getLogger("fogbound.journal")

FOLDER = "journal"          # under the server's online/ folder
# a segment is closed (and a new one begun) past this size, and deleted once every table's full save covers it (a
# closed segment asks each table in it for one): at a thousand tables answering every second, 4 MB closed one every
# ~45 s, a full save of every table as often as `server.SAVE_AFTER` had them
SEGMENT_BYTES = 32 << 20


@dataclass(frozen=True)
class Mark:
    """How far a full save goes into its table's journal: every answer of `epoch` up to number `through`."""

    epoch: str
    through: int = 0

    def to_plain(self) -> dict[str, Any]:
        return {"journal": self.epoch, "through": self.through}

    @classmethod
    def of(cls, document: saves.SaveDocument) -> "Mark | None":
        """The mark a save was written with; None for one written by no server (at one screen)."""
        mark = document.mark
        if not isinstance(mark, dict) or not isinstance(mark.get("journal"), str) or \
                not isinstance(mark.get("through"), int) or isinstance(mark.get("through"), bool):
            return None
        return cls(mark["journal"], mark["through"])

    def covers(self, epoch: str, number: int) -> bool:
        """Whether a save of this mark holds (or has left behind) the answer `number` of `epoch`: the same epoch up
        to `through`, or an earlier epoch (a save under a new epoch is written only after every answer before it)."""
        return epoch != self.epoch or number <= self.through


@dataclass(frozen=True)
class Entry:
    """One answer: the table, its epoch and number there, and the answer as the game took it."""

    table: str
    epoch: str
    number: int
    key: str
    seat: int | None

    def line(self) -> bytes:
        text = orjson.dumps({"t": self.table, "e": self.epoch, "n": self.number, "k": self.key, "s": self.seat})
        return b"%08x %s\n" % (zlib.crc32(text), text)

    @classmethod
    def read(cls, line: bytes) -> "Entry | None":
        """The entry a line holds; None for a line cut short or damaged (the end of what was written)."""
        check, _, text = line.rstrip(b"\n").partition(b" ")
        try:
            if int(check, 16) != zlib.crc32(text):
                return None
            data = json.loads(text)
            seat = data["s"]
            if not isinstance(data["n"], int) or not (seat is None or isinstance(seat, int)):
                return None
            return cls(str(data["t"]), str(data["e"]), data["n"], str(data["k"]), seat)
        except (ValueError, KeyError, TypeError):
            return None


@dataclass(eq=False)
class Segment:
    """One file of the journal and the last answer of each table in it."""

    path: Path
    size: int = 0
    last: dict[str, tuple[str, int]] = field(default_factory=dict)  # table -> (epoch, number) of its last answer
    pending: int = 0       # its lines not yet on disk
    handle: int | None = None


class Journal:
    """This process's journal: `append` an answer and await it to know it is on disk."""

    def __init__(self, folder: Path, segment_bytes: int = SEGMENT_BYTES) -> None:
        self.folder = folder
        self.segment_bytes = segment_bytes
        self._start = f"{time.time_ns():020d}-{os.getpid()}"
        self._segments: list[Segment] = []
        self._marks: dict[str, Mark] = {}
        self._queue: list[tuple[Segment, bytes, asyncio.Future[None]]] = []
        self._wake = threading.Condition()
        self._closing = False
        self._thread: threading.Thread | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self.batches = 0      # fsyncs made (each covers every answer waiting)
        self.entries = 0

    # -- the loop's side -----------------------------------------------------------------------
    def append(self, entry: Entry) -> "asyncio.Future[None]":
        """Queue an answer; the future is done once it is on disk (or fails with the disk's error)."""
        if self._thread is None:
            self._loop = asyncio.get_running_loop()
            self._thread = threading.Thread(target=self._commit, name="journal", daemon=True)
            self._thread.start()
        assert self._loop is not None
        segment = self._segments[-1] if self._segments else None
        line = entry.line()
        if segment is None or segment.size + len(line) > self.segment_bytes and segment.size:
            segment = Segment(self.folder / f"{self._start}-{len(self._segments):06d}.log")
            self._segments.append(segment)
        segment.size += len(line)
        segment.pending += 1
        segment.last[entry.table] = (entry.epoch, entry.number)
        done: asyncio.Future[None] = self._loop.create_future()
        with self._wake:
            self._queue.append((segment, line, done))
            self._wake.notify()
        self.entries += 1
        return done

    def kept(self, table: str, mark: Mark) -> None:
        """A full save of `table` is on disk with this mark: the segments it leaves unneeded are deleted."""
        self._marks[table] = mark
        for segment in list(self._segments[:-1]):
            if segment.pending == 0 and all(table in self._marks and self._marks[table].covers(*last)
                                            for table, last in segment.last.items()):
                self._segments.remove(segment)
                self._close(segment)
                try:
                    segment.path.unlink()
                except OSError as error:
                    log.warning("a journal segment was not deleted: %s", error)

    def needs(self) -> set[str]:
        """The tables whose answers in a closed segment no full save covers yet (a save of each frees it)."""
        return {table for segment in self._segments[:-1] for table, last in segment.last.items()
                if not (table in self._marks and self._marks[table].covers(*last))}

    def close(self) -> None:
        """Write what waits, stop the writer; a segment every save covers is deleted."""
        with self._wake:
            self._closing = True
            self._wake.notify()
        if self._thread is not None:
            self._thread.join(30)
        for segment in self._segments:
            self._close(segment)
            if all(table in self._marks and self._marks[table].covers(*last) for table, last in segment.last.items()):
                try:
                    segment.path.unlink()
                except OSError:
                    pass
        self._segments = []

    # -- the writer's side ---------------------------------------------------------------------
    def _commit(self) -> None:
        while True:
            with self._wake:
                while not self._queue and not self._closing:
                    self._wake.wait()
                batch, self._queue = self._queue, []
                if not batch and self._closing:
                    return
            error: OSError | None = None
            written: list[Segment] = []
            try:
                for segment, lines in _by_segment(batch):
                    if segment.handle is None:
                        self.folder.mkdir(parents=True, exist_ok=True)
                        segment.handle = os.open(segment.path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
                        saves.atomic.fsync_dir(self.folder)
                    data = b"".join(lines)
                    while data:
                        data = data[os.write(segment.handle, data):]
                    written.append(segment)
                for segment in written:
                    assert segment.handle is not None  # opened above
                    _sync(segment.handle)
            except OSError as error_:
                error = error_
            self.batches += 1
            assert self._loop is not None
            try:
                self._loop.call_soon_threadsafe(_settle, batch, error)
            except RuntimeError:  # the loop is closed: nobody waits any more
                return

    @staticmethod
    def _close(segment: Segment) -> None:
        if segment.handle is not None:
            try:
                os.close(segment.handle)
            except OSError:
                pass
            segment.handle = None


def _by_segment(batch: list[tuple[Segment, bytes, Any]]) -> list[tuple[Segment, list[bytes]]]:
    grouped: dict[int, tuple[Segment, list[bytes]]] = {}
    for segment, line, _ in batch:
        grouped.setdefault(id(segment), (segment, []))[1].append(line)
    return list(grouped.values())


def _covered(mark: Mark | None, entry: Entry) -> bool:
    """Whether a table's mark now leaves no use for this answer in the journal (None: the journal is of no use)."""
    return mark is None or mark.covers(entry.epoch, entry.number)


def _sync(handle: int) -> None:
    (getattr(os, "fdatasync", None) or os.fsync)(handle)


def _settle(batch: list[tuple[Segment, bytes, "asyncio.Future[None]"]], error: OSError | None) -> None:
    for segment, _, done in batch:
        segment.pending -= 1
        if done.done():
            continue
        if error is None:
            done.set_result(None)
        else:
            done.set_exception(error)


# -- what a killed process left ----------------------------------------------------------------------
def left(folder: Path, running_too: bool = False) -> list[tuple[Path, list[Entry]]]:
    """The segments of processes no longer running (`running_too`: every segment, as far as it is written now),
    oldest first, each with its entries up to the first line cut short or damaged."""
    found = []
    try:
        names = sorted(name for name in os.listdir(folder) if name.endswith(".log"))
    except OSError:
        return []
    for name in names:
        parts = name[:-4].split("-")
        try:
            pid = int(parts[1])
        except (IndexError, ValueError):
            continue
        if not running_too and (pid == os.getpid() or running(pid)):
            continue
        path = folder / name
        entries = []
        try:
            with open(path, "rb") as handle:
                for line in handle:
                    entry = Entry.read(line)
                    if entry is None:
                        break
                    entries.append(entry)
        except OSError as error:
            log.warning("a journal segment cannot be read: %s", error)
            continue
        found.append((path, entries))
    return found


def play_on(game: Game, mark: Mark, entries: Iterable[Entry]) -> tuple[Game, Mark]:
    """The game its save holds, with the journal's later answers of its epoch played again in their order (the
    numbers after the mark, without a gap); the mark it has reached."""
    through = mark.through
    for entry in entries:
        if entry.epoch != mark.epoch or entry.number <= through:
            continue
        if entry.number != through + 1:
            break  # an answer missing before it: what follows cannot be played
        game.choose(entry.key, entry.seat)
        through = entry.number
    return game, Mark(mark.epoch, through)


def catch_up(campaigns: saves.Campaigns, folder: Path, pack_of: Callable[[str], Any],
             only: str | None = None) -> list[str]:
    """Play into each campaign's autosave the answers a killed server's journal holds after it (every campaign, or
    `only` that one), and delete each segment every save then covers. The problems met (a campaign that cannot be
    opened or played on keeps its answers in the journal)."""
    segments = left(folder)
    if not segments:
        return []
    by_table: dict[str, list[Entry]] = {}
    for _, entries in segments:
        for entry in entries:
            by_table.setdefault(entry.table, []).append(entry)
    done: dict[str, Mark | None] = {}  # a table's mark now; None: its journal is of no use (played elsewhere since)
    problems: list[str] = []
    for table, entries in by_table.items():
        try:
            campaign = campaigns.open(table)
            document = saves.load_autosave(campaign)
        except saves.SaveError as error:
            if only is None or table == only:
                problems.append(f"{table}: {error}")
            continue
        mark = Mark.of(document)
        if mark is None:
            done[table] = None  # saved by no server since: the journal's answers are not of this game
            continue
        if (only is not None and table != only) or all(mark.covers(e.epoch, e.number) for e in entries):
            done[table] = mark
            continue
        try:
            game = saves.restore_game(document, pack_of(campaign.pack.id).cards)
            game, reached = play_on(game, mark, entries)
            if reached != mark:
                saves.autosave(campaign, _plain(game), ledger=cast(Ruleset, game.ruleset).ledger(game),
                               mark=reached.to_plain())
            done[table] = reached
        except Exception as error:  # noqa: BLE001 - a campaign that cannot be played on keeps its journal
            problems.append(f"{campaign.name}: its last answers could not be played again ({error})")
    for path, entries in segments:
        if all(e.table in done and _covered(done[e.table], e) for e in entries):
            try:
                path.unlink()
            except OSError:
                pass
    return problems


def _plain(game: Game) -> dict[str, Any]:
    from engine.core.serial import game_to_plain

    return game_to_plain(game)
