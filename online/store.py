"""The server's folder: campaigns through `saves` (each table is a campaign: its full save is its autosave, marked
with how far into the server's journal it goes), the journal (`online/journal/`, see `online.journal`) and, beside
them, each table's setting (`online/<campaign id>.json`: codes hashed, the seats bots play). Everything a restarted
server needs comes back from here."""
from __future__ import annotations

import json
import os
import random
import secrets
import time
from pathlib import Path
from typing import Any, cast

import saves
from engine import rulesets
from engine.content.loader import list_packs, load_pack
from engine.core.ruleset import Ruleset, Seat, next_game
from engine.core.serial import game_to_plain
from saves.atomic import running, write_atomic

from . import journal
from .codes import digest, new_code
from .journal import Mark
from .table import Setting, Table, new_epoch


REQUEST_SECONDS = 15.0  # how long `invite` waits for a running server to take its request


def apply_request(setting: Setting, request: dict[str, Any]) -> int:
    """Do what `fogbound-server invite` asked of a table's setting: the seat's codes revoked, the new one's hash
    added; how many were revoked. ValueError when the request does not fit."""
    seat, hashed = request["seat"], request["hash"]
    if not isinstance(seat, int) or not isinstance(hashed, str) or len(hashed) != 64:
        raise ValueError("a request names a seat and a code's hash")
    count = setting.codes.revoke(seat)
    setting.codes.add(hashed, [seat], str(request.get("label", ""))[:80])
    return count


class StoreError(Exception):
    """A table that cannot be created or opened; the text says why."""


class Store:
    """Tables kept under one data folder (`saves.Folders`)."""

    def __init__(self, folders: saves.Folders, packs_folder: Path | None = None) -> None:
        self.folders = folders
        self.campaigns = saves.Campaigns(folders)
        self.folder = folders.data / "online"
        self.journal_folder = self.folder / journal.FOLDER
        self.requests = self.folder / "requests"   # what `fogbound-server invite` asks a running server to do
        self.serving = self.folder / "serving.json"  # the process serving this folder now
        self.packs_folder = packs_folder
        self._packs: dict[str, Any] = {}
        self.problems: list[str] = []  # tables that could not be opened by the last `load`

    def pack(self, pack_id: str) -> Any:
        if pack_id not in self._packs:
            for summary in list_packs(self.packs_folder):
                if summary.id == pack_id and not summary.error:
                    self._packs[pack_id] = load_pack(summary.folder)
                    break
            else:
                raise StoreError(f"the adventure {pack_id!r} is not installed on this server")
        return self._packs[pack_id]

    def create(self, name: str, pack_id: str, seats: list[Seat], options: dict[str, Any] | None = None,
               seed: int | None = None, bots: dict[int, str] | None = None,
               unique: bool = True) -> tuple[Table, dict[int, str], str]:
        """A new table: its campaign, its first game autosaved, a code for each seat and one for the host. A name
        taken is numbered ('Name (table 2)'), unless `unique` is False (the caller's names are unique already)."""
        pack = self.pack(pack_id)
        ruleset = rulesets.ruleset(pack.ruleset)
        chosen = {o.key: o.default for o in ruleset.setup_options(pack)}
        chosen.update(options or {})
        seed = random.SystemRandom().randrange(2**31) if seed is None else seed
        try:
            game = ruleset.new_game(pack, seats, chosen, seed)
        except ValueError as error:
            raise StoreError(f"the game cannot start: {error}") from error
        identity = saves.PackIdentity(pack.id, pack.version, saves.content_hash(pack.folder))
        name = self.campaigns.free_name(name, "table") if unique else name
        campaign = self.campaigns.create(name, identity, ruleset=pack.ruleset, options=chosen, seats=seats)
        saves.autosave(campaign, game_to_plain(game), ledger=ruleset.ledger(game), mark=Mark(new_epoch()).to_plain())
        return self.host(campaign, bots)

    def host(self, campaign: saves.Campaign, bots: dict[int, str] | None = None) -> tuple[Table, dict[int, str], str]:
        """Host a campaign of this folder (its autosave), with new codes: a code for each seat, one for the host."""
        bots = dict(bots if bots is not None else {n: "planner" for n, seat in enumerate(campaign.seats) if seat.bot})
        setting = Setting(campaign.id, bots=bots, bot_seed=random.SystemRandom().randrange(2**31))
        codes = {seat: setting.codes.issue([seat], label=f"seat {seat + 1}") for seat in range(len(campaign.seats))}
        host = setting.codes.issue(list(range(len(campaign.seats))), host=True, label="host", every=True)
        table = self.open(campaign, setting)
        table.write_setting()
        return table, codes, host

    def open(self, campaign: saves.Campaign, setting: Setting) -> Table:
        """A table from its campaign's autosave (the journal played into it first, if a killed server left one). A
        save no server marked (played at one screen) is saved again with a mark before any answer is journaled."""
        pack = self.pack(campaign.pack.id)
        try:
            document = saves.load_autosave(campaign)
            # a pack changed since may hold cards the game never had: their pieces are missing, rightly
            changed = not document.check_pack(saves.PackIdentity(pack.id, pack.version,
                                                                 saves.content_hash(pack.folder))).ok
            game = saves.restore_game(document, pack.cards, pack_changed=changed)
        except saves.SaveError as error:
            raise StoreError(f"the campaign {campaign.name!r} cannot be opened: {error}") from error
        mark = Mark.of(document)
        table = Table(campaign, game, setting, self.folder, mark, base=document.game)
        if mark is None:
            table.write(*table.plain())
        return table

    def catch_up(self, only: str | None = None) -> list[str]:
        """Play into the campaigns' autosaves what a killed server's journal kept after them (see `journal.catch_up`)."""
        if not self.journal_folder.is_dir():
            return []
        return journal.catch_up(self.campaigns, self.journal_folder, self.pack, only)

    def load(self) -> list[Table]:
        """Every table kept in this folder, as it was at its last decision; the ones that fail go to `problems`."""
        self.problems = self.catch_up()
        found = [self.load_one(file) for file in sorted(self.folder.glob("*.json"))] if self.folder.is_dir() else []
        return [table for table in found if table is not None]

    def load_one(self, file: Path) -> Table | None:
        """The table a setting file names, as its campaign's autosave left it; None (and a problem) if it fails."""
        try:
            setting = Setting.from_plain(json.loads(file.read_text(encoding="utf-8")))
            return self.open(self.campaigns.open(setting.campaign), setting)
        except (OSError, ValueError, KeyError, TypeError, StoreError, saves.SaveError) as error:
            self.problems.append(f"{file.name}: {error}")
            return None

    def running(self) -> int | None:
        """The process that serves this folder now, if one does."""
        try:
            pid = int(json.loads(self.serving.read_text(encoding="utf-8"))["pid"])
        except (OSError, ValueError, KeyError, TypeError):
            return None
        return pid if running(pid) and pid != os.getpid() else None

    def invite(self, table_id: str, seat: int) -> tuple[str, bool]:
        """A new code for a seat (its others revoked): the code, and whether a running server took it (else it is
        written into the table's setting here)."""
        code = new_code()
        request = {"invite": table_id, "seat": seat, "hash": digest(code), "label": f"seat {seat + 1}"}
        if self.running() is not None:
            self.requests.mkdir(parents=True, exist_ok=True)
            path = self.requests / f"{secrets.token_hex(8)}.json"
            write_atomic(path, json.dumps(request).encode("utf-8"))
            answer = path.with_suffix(".answer")
            deadline = time.monotonic() + REQUEST_SECONDS
            while not answer.exists() and time.monotonic() < deadline:
                time.sleep(0.1)
            if answer.exists():
                said = json.loads(answer.read_text(encoding="utf-8"))
                answer.unlink(missing_ok=True)
                if said.get("refused"):
                    raise StoreError(str(said["refused"]))
                return code, True
            path.unlink(missing_ok=True)
            if self.running() is not None:
                raise StoreError("the running server did not answer; try again")
        file = self.folder / f"{table_id}.json"
        try:
            setting = Setting.from_plain(json.loads(file.read_text(encoding="utf-8")))
        except (OSError, ValueError, KeyError, TypeError) as error:
            raise StoreError(f"no table {table_id!r} here ({error})") from error
        apply_request(setting, request)
        write_atomic(file, json.dumps(setting.to_plain(), indent=1).encode("utf-8"))
        return code, False

    def next_game(self, table: Table, options: dict[str, Any]) -> None:
        """The campaign's next game in place of the one that ended (the same seats and codes), going on from what the
        campaign kept; ValueError when the rules refuse to (the game that ended stays)."""
        pack = self.pack(table.campaign.pack.id)
        ruleset = cast(Ruleset, table.game.ruleset)
        seats = [Seat(s.name, s.role, s.bot) for s in table.campaign.seats]
        game = next_game(ruleset, pack, seats, options, random.SystemRandom().randrange(2**31),
                         ledger=ruleset.ledger(table.game))
        table.campaign.options = dict(options)
        table.new_game(game)
