"""All campaigns on this computer: list, create, rename, delete to the trash and restore, export, import.

    <data>/campaigns/<id>/      one campaign (see saves.slots for what is inside)
    <data>/trash/<id>/          a deleted campaign, restorable until the trash is emptied
"""
from __future__ import annotations

import contextlib
import os
import secrets
import shutil
import uuid
from dataclasses import dataclass
from pathlib import Path

from engine.core.ruleset import Seat

from .atomic import disk, fsync_dir
from .campaign import Campaign, clean_name, now_iso, slug
from .errors import CampaignError, SaveError, SaveMissing
from .folders import Folders, user_folders
from .pack import PackIdentity
from .slots import CAMPAIGN_FILE, read_campaign, write_campaign
from .transfer import export_campaign, import_campaign

TRASH_NOTE = "trashed.txt"


@dataclass(frozen=True)
class TrashEntry:
    """A deleted campaign: its name when deleted, when, and where it waits."""

    name: str
    deleted_at: str
    folder: Path


class Campaigns:
    """The campaigns under one data folder (by default the user's, see saves.folders)."""

    def __init__(self, folders: Folders | None = None) -> None:
        self.folders = folders or user_folders()
        self.root = self.folders.saves
        self.trash_root = self.folders.data / "trash"
        self.problems: list[SaveError] = []  # unreadable campaign folders met by the last list()

    # -- reading ------------------------------------------------------------------------
    def list(self) -> list[Campaign]:
        """Every readable campaign, most recently played first; the others go to `problems`."""
        self.problems = []
        found = []
        for folder in self._folders(self.root):
            try:
                found.append(read_campaign(folder))
            except SaveError as error:
                self.problems.append(error)
        return sorted(found, key=lambda c: (c.last_played, c.name), reverse=True)

    def open(self, campaign_id: str) -> Campaign:
        """A campaign by its id (its folder name), read afresh from disk."""
        folder = self.root / campaign_id
        if not campaign_id or "/" in campaign_id or "\\" in campaign_id or not (folder / CAMPAIGN_FILE).exists():
            raise SaveMissing(f"there is no campaign '{campaign_id}'")
        return read_campaign(folder)

    def find(self, name: str) -> Campaign | None:
        """The campaign of that name (ignoring case and spacing), if any."""
        key = " ".join(str(name).split()).casefold()
        return next((c for c in self.list() if c.name.casefold() == key), None)

    # -- changing -----------------------------------------------------------------------
    def create(self, name: str, pack: PackIdentity, *, ruleset: str, options: dict | None = None,
               seats=(), now: str | None = None) -> Campaign:
        """A new, empty campaign (no slots yet) of a ruleset, with the setup options and seats its
        game was started with (plain data: `Ruleset.new_game`'s). Names are unique on this computer."""
        name = clean_name(name)
        self._refuse_taken(name)
        now = now or now_iso()
        campaign = Campaign(
            uid=uuid.uuid4().hex, name=name, pack=pack, ruleset=ruleset, options=dict(options or {}),
            seats=[Seat(seat.name, seat.role, seat.bot, seat.strength) for seat in seats], created=now,
            last_played=now,
        )
        campaign.folder = self.new_folder(name)
        with disk("create the campaign folder", campaign.folder):
            campaign.folder.mkdir(parents=True)
        write_campaign(campaign)
        return campaign

    def rename(self, campaign: Campaign, new_name: str) -> None:
        new_name = clean_name(new_name)
        self._refuse_taken(new_name, but=campaign)
        campaign.name = new_name
        write_campaign(campaign)

    def begin_session(self, campaign: Campaign, now: str | None = None) -> None:
        """Count one more session (call when a group opens the campaign to play)."""
        campaign.sessions += 1
        campaign.last_played = now or now_iso()
        write_campaign(campaign)

    def record_play_time(self, campaign: Campaign, seconds: float, now: str | None = None) -> None:
        """Add played time (call on saving, quitting, or every few minutes)."""
        campaign.play_seconds += max(0, int(seconds))
        campaign.last_played = now or now_iso()
        write_campaign(campaign)

    # -- trash --------------------------------------------------------------------------
    def delete(self, campaign: Campaign) -> TrashEntry:
        """Move a campaign, with all its saves, to the trash (one rename: nothing is lost)."""
        source = campaign.folder
        if source is None or not source.is_dir():
            raise SaveMissing(f"the campaign '{campaign.name}' is not on disk")
        target = self.trash_root / source.name
        while target.exists():
            target = self.trash_root / f"{source.name}-{secrets.token_hex(2)}"
        deleted_at = now_iso()
        with disk("move the campaign to the trash", source):
            self.trash_root.mkdir(parents=True, exist_ok=True)
            (source / TRASH_NOTE).write_text(deleted_at, encoding="utf-8")
            os.replace(source, target)
            fsync_dir(self.trash_root)
        campaign.folder = target
        return TrashEntry(campaign.name, deleted_at, target)

    def trash(self) -> list[TrashEntry]:
        """The deleted campaigns, most recently deleted first."""
        entries = []
        for folder in self._folders(self.trash_root):
            try:
                name = read_campaign(folder).name
            except SaveError:
                name = folder.name
            try:
                when = (folder / TRASH_NOTE).read_text(encoding="utf-8").strip()[:32]
            except OSError:
                when = ""
            entries.append(TrashEntry(name, when, folder))
        return sorted(entries, key=lambda e: e.deleted_at, reverse=True)

    def restore(self, entry: TrashEntry, new_name: str | None = None) -> Campaign:
        """Bring a campaign back from the trash; if its name is taken meanwhile, it becomes 'name (restored)'."""
        if not entry.folder.is_dir():
            raise SaveMissing("this campaign is no longer in the trash", entry.folder)
        campaign = read_campaign(entry.folder)
        if new_name is not None:
            name = clean_name(new_name)
            self._refuse_taken(name)
        else:
            name = self.free_name(campaign.name, "restored")
        target = self.root / entry.folder.name
        if target.exists():
            target = self.new_folder(name)
        with disk("restore the campaign", entry.folder):
            self.root.mkdir(parents=True, exist_ok=True)
            os.replace(entry.folder, target)
            with contextlib.suppress(FileNotFoundError):
                (target / TRASH_NOTE).unlink()
            fsync_dir(self.root)
        campaign.folder = target
        if name != campaign.name:
            campaign.name = name
            write_campaign(campaign)
        return campaign

    def purge(self, entry: TrashEntry) -> None:
        """Delete a trashed campaign for good."""
        if entry.folder.parent != self.trash_root:
            raise CampaignError("only campaigns in the trash can be deleted for good")
        with disk("empty the trash", entry.folder):
            shutil.rmtree(entry.folder)

    def empty_trash(self) -> None:
        for entry in self.trash():
            self.purge(entry)

    # -- moving between computers -------------------------------------------------------
    def export(self, campaign: Campaign, target: Path) -> Path:
        """Write the whole campaign (every slot and the autosave) to one file; see saves.transfer."""
        return export_campaign(campaign, target)

    def import_file(self, source: Path, new_name: str | None = None):
        """Add a campaign from an export file; see saves.transfer.import_campaign."""
        return import_campaign(self, source, new_name)

    # -- inside -------------------------------------------------------------------------
    def free_name(self, name: str, word: str) -> str:
        """`name` if no campaign has it, else 'name (word)', 'name (word 2)'..."""
        taken = {c.name.casefold() for c in self.list()}
        candidate, number = name, 1
        while candidate.casefold() in taken:
            number += 1
            suffix = f" ({word})" if number == 2 else f" ({word} {number - 1})"
            candidate = name[: 80 - len(suffix)] + suffix
        return candidate

    def _refuse_taken(self, name: str, but: Campaign | None = None) -> None:
        other = self.find(name)
        if other is not None and (but is None or other.folder != but.folder):
            raise CampaignError(f"there is already a campaign named '{other.name}'")

    def new_folder(self, name: str) -> Path:
        """A fresh folder path for a campaign of that name (not created)."""
        while True:
            folder = self.root / f"{slug(name, 40)}-{secrets.token_hex(3)}"
            if not folder.exists():
                return folder

    @staticmethod
    def _folders(root: Path) -> list[Path]:
        try:
            return sorted(p for p in root.iterdir() if p.is_dir() and not p.name.startswith("."))
        except OSError:
            return []
