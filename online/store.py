"""The server's folder: campaigns through `saves` (each table is a campaign, autosaved after every decision) and,
beside them, each table's setting (`online/<campaign id>.json`: codes hashed, the seats bots play). Everything a
restarted server needs comes back from here."""
from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import saves
from engine import rulesets
from engine.content.loader import list_packs, load_pack
from engine.core.ruleset import Seat, next_game
from engine.core.serial import game_to_plain

from .table import Setting, Table


class StoreError(Exception):
    """A table that cannot be created or opened; the text says why."""


class Store:
    """Tables kept under one data folder (`saves.Folders`)."""

    def __init__(self, folders: saves.Folders, packs_folder: Path | None = None) -> None:
        self.folders = folders
        self.campaigns = saves.Campaigns(folders)
        self.folder = folders.data / "online"
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
        saves.autosave(campaign, game_to_plain(game), ledger=ruleset.ledger(game))
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
        pack = self.pack(campaign.pack.id)
        try:
            document = saves.load_autosave(campaign)
            # a pack changed since may hold cards the game never had: their pieces are missing, rightly
            changed = not document.check_pack(saves.PackIdentity(pack.id, pack.version,
                                                                 saves.content_hash(pack.folder))).ok
            game = saves.restore_game(document, pack.cards, pack_changed=changed)
        except saves.SaveError as error:
            raise StoreError(f"the campaign {campaign.name!r} cannot be opened: {error}") from error
        return Table(campaign, game, setting, self.folder)

    def load(self) -> list[Table]:
        """Every table kept in this folder, as it was at its last decision; the ones that fail go to `problems`."""
        self.problems = []
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

    def next_game(self, table: Table) -> None:
        """The campaign's next game in place of the one that ended (the same seats and codes)."""
        pack = self.pack(table.campaign.pack.id)
        ruleset = table.game.ruleset
        seats = [Seat(s.name, s.role, s.bot) for s in table.campaign.seats]
        game = next_game(ruleset, pack, seats, dict(table.campaign.options), random.SystemRandom().randrange(2**31),
                         ledger=ruleset.ledger(table.game))
        table.game = game
