"""Save slots of one campaign: named saves, the autosave, their backups, and the deleted-slots bin.

A campaign folder:
    campaign.json               metadata and the index of named slots
    slots/<file>.json           one named save each
    autosave.json               the exact state after the last decision
    backups/slots/<file>/       the last KEEP_BACKUPS versions of each slot (numbered)
    backups/autosave/, backups/campaign/
    deleted/<n>-<file>/         deleted slots (save.json + backups/), restorable
    damaged/                    files replaced by a backup, kept for inspection
"""
from __future__ import annotations

import os
import re
import shutil
from dataclasses import dataclass, replace
from pathlib import Path

from . import backups, envelope
from .atomic import disk, fsync_dir, sweep_temps, write_atomic
from .campaign import Campaign, SlotInfo, clean_name, now_iso, slug
from .document import SaveDocument, encode_document, read_document
from .errors import CampaignError, SaveError, SaveMissing, SaveUnreadable
from .schema import SLOT_FILE

KEEP_BACKUPS = 3
KEEP_AUTOSAVE_BACKUPS = 2
KEEP_CAMPAIGN_BACKUPS = 2
CAMPAIGN_FILE = "campaign.json"
AUTOSAVE_FILE = "autosave.json"


# -- the campaign file ----------------------------------------------------------------------
def campaign_payload(campaign: Campaign) -> dict:
    return {"kind": "campaign", "campaign": campaign.meta(), "slots": [s.to_plain() for s in campaign.slots]}


def write_campaign(campaign: Campaign) -> None:
    """Write campaign.json (atomically, keeping its previous versions)."""
    folder = _folder(campaign)
    _write_kept(folder / CAMPAIGN_FILE, envelope.encode(campaign_payload(campaign), folder / CAMPAIGN_FILE),
                folder / "backups" / "campaign", KEEP_CAMPAIGN_BACKUPS)


def read_campaign(folder: Path) -> Campaign:
    """The campaign in a folder, falling back to the newest good backup of campaign.json.

    The slot index is reconciled with the files on disk, so a crash between writing a slot
    and updating the index loses no slot.
    """
    folder = Path(folder)
    for written in (folder, folder / "slots"):
        sweep_temps(written)
    path = folder / CAMPAIGN_FILE
    try:
        payload = envelope.read(path, "campaign")
    except SaveError as error:
        payload = None
        for backup in backups.list_backups(folder / "backups" / "campaign"):
            try:
                payload = envelope.read(backup.path, "campaign")
                break
            except SaveError:
                continue
        if payload is None:
            raise error
    slots = [SlotInfo(s["name"], s["file"], s["saved_at"]) for s in payload["slots"]]
    return Campaign.from_meta(payload["campaign"], folder, _reconcile(folder, slots))


def _reconcile(folder: Path, indexed: list[SlotInfo]) -> list[SlotInfo]:
    # a file whose name the campaign file could not hold (hand-placed: "CON.json") is not taken in
    on_disk = {p.stem for p in (folder / "slots").glob("*.json") if re.search(SLOT_FILE["pattern"], p.stem)} \
        if (folder / "slots").is_dir() else set()
    slots = [s for s in indexed if s.file in on_disk]
    known = {s.file for s in slots}
    for file in sorted(on_disk - known):
        try:
            doc = read_document(folder / "slots" / f"{file}.json")
            name, saved_at = doc.slot, doc.saved_at
        except SaveError:
            name, saved_at = file, ""  # listed anyway: loading it will name the problem
        taken = {s.name.casefold() for s in slots}
        while name.casefold() in taken:
            name = f"{name} ({file})"
        slots.append(SlotInfo(name, file, saved_at))
    return slots


# -- named slots ----------------------------------------------------------------------------
def list_slots(campaign: Campaign) -> list[SlotInfo]:
    """The named slots, most recently saved first."""
    return sorted(campaign.slots, key=lambda s: s.saved_at, reverse=True)


def save_slot(campaign: Campaign, name: str, game: dict, *, ledger: dict | None = None,
              now: str | None = None) -> SlotInfo:
    """Save `game` (engine.core.serial.game_to_plain) under a slot name, replacing a slot of that name.

    `ledger` (the ruleset's `ledger(game)`), when given, becomes the campaign's ledger.
    The slot's previous version becomes its newest backup.
    """
    name = clean_name(name, "save")
    _keep(campaign, game, ledger)
    now = now or now_iso()
    campaign.last_played = now
    existing = campaign.slot(name)
    file = existing.file if existing else _free_file(campaign, slug(name))
    document = SaveDocument("slot", name, now, campaign.pack, campaign, game)
    folder = _folder(campaign)
    _write_kept(_slot_path(campaign, file), encode_document(document, _slot_path(campaign, file)),
                folder / "backups" / "slots" / file, KEEP_BACKUPS)
    info = SlotInfo(name, file, now)
    campaign.slots = [s for s in campaign.slots if s.file != file] + [info]
    write_campaign(campaign)
    return info


def load_slot(campaign: Campaign, name: str) -> SaveDocument:
    """The document of a named slot. On a damaged file the SaveError carries `.backup`, the
    newest backup that loads cleanly (or None), for the GUI to offer."""
    info = _slot_info(campaign, name)
    try:
        return read_document(_slot_path(campaign, info.file))
    except (SaveUnreadable, SaveMissing) as error:
        error.backup = newest_good_backup(_folder(campaign) / "backups" / "slots" / info.file)
        raise


def rename_slot(campaign: Campaign, old: str, new: str) -> SlotInfo:
    """Give a slot another name (its file and backups stay where they are)."""
    info = _slot_info(campaign, old)
    new = clean_name(new, "save")
    other = campaign.slot(new)
    if other is not None and other.file != info.file:
        raise CampaignError(f"there is already a save named '{other.name}'")
    document = read_document(_slot_path(campaign, info.file))
    renamed = replace(document, slot=new)
    _write_kept(_slot_path(campaign, info.file), encode_document(renamed, _slot_path(campaign, info.file)),
                _folder(campaign) / "backups" / "slots" / info.file, KEEP_BACKUPS)
    updated = SlotInfo(new, info.file, info.saved_at)
    campaign.slots = [updated if s.file == info.file else s for s in campaign.slots]
    write_campaign(campaign)
    return updated


def slot_backups(campaign: Campaign, name: str) -> list[backups.Backup]:
    """The kept older versions of a slot, newest first."""
    info = _slot_info(campaign, name)
    return backups.list_backups(_folder(campaign) / "backups" / "slots" / info.file)


def autosave_backups(campaign: Campaign) -> list[backups.Backup]:
    """The kept older versions of the autosave, newest first."""
    return backups.list_backups(_folder(campaign) / "backups" / "autosave")


def load_backup(backup: backups.Backup) -> SaveDocument:
    return read_document(backup.path)


def newest_good_backup(folder: Path) -> backups.Backup | None:
    """The newest backup in a folder that loads without error."""
    for backup in backups.list_backups(folder):
        try:
            read_document(backup.path)
            return backup
        except SaveError:
            continue
    return None


def restore_backup(campaign: Campaign, name: str, backup: backups.Backup) -> SaveDocument:
    """Make a backup the slot's current save again; the file it replaces is kept in damaged/."""
    info = _slot_info(campaign, name)
    document = read_document(backup.path)
    data = envelope.read_bytes(backup.path)
    path = _slot_path(campaign, info.file)
    damaged = _folder(campaign) / "damaged" / info.file
    write_atomic(path, data, on_ready=lambda: backups.keep(path, damaged))
    campaign.slots = [SlotInfo(info.name, info.file, document.saved_at) if s.file == info.file else s
                      for s in campaign.slots]
    write_campaign(campaign)
    return replace(document, path=path)


# -- the autosave ---------------------------------------------------------------------------
def autosave(campaign: Campaign, game: dict, *, ledger: dict | None = None, now: str | None = None,
             mark: dict | None = None) -> None:
    """Keep the exact state after a decision; cheap enough to call after every one.

    Writes only autosave.json (and links its previous version as a backup), never campaign.json:
    a `ledger` given here is kept in the autosave and in `campaign`, and written with the next slot. `mark` is kept
    with the state, as plain data (the writer's note of which of its own later records the state already holds).
    """
    _keep(campaign, game, ledger)
    document = SaveDocument("autosave", "autosave", now or now_iso(), campaign.pack, campaign, game, mark=mark)
    folder = _folder(campaign)
    _write_kept(folder / AUTOSAVE_FILE, encode_document(document, folder / AUTOSAVE_FILE),
                folder / "backups" / "autosave", KEEP_AUTOSAVE_BACKUPS)


def has_autosave(campaign: Campaign) -> bool:
    return (_folder(campaign) / AUTOSAVE_FILE).is_file()


def load_autosave(campaign: Campaign) -> SaveDocument:
    """The autosaved game; a damaged one carries `.backup` like load_slot."""
    folder = _folder(campaign)
    try:
        return read_document(folder / AUTOSAVE_FILE)
    except (SaveUnreadable, SaveMissing) as error:
        error.backup = newest_good_backup(folder / "backups" / "autosave")
        raise


# -- deleting and restoring slots -----------------------------------------------------------
@dataclass(frozen=True)
class DeletedSlot:
    """A slot in the campaign's bin: restorable with `restore_slot`."""

    name: str
    saved_at: str
    folder: Path


def delete_slot(campaign: Campaign, name: str) -> DeletedSlot:
    """Move a slot (and its backups) to the campaign's bin."""
    info = _slot_info(campaign, name)
    folder = _folder(campaign)
    bin_folder = folder / "deleted"
    number = 1 + max((int(p.name.split("-", 1)[0]) for p in _bin_entries(folder)), default=0)
    target = bin_folder / f"{number:06d}-{info.file}"
    with disk("make room in the deleted saves", target):
        target.mkdir(parents=True)
    # drop it from the index first: a crash after this leaves the file, which reappears on reopen
    campaign.slots = [s for s in campaign.slots if s.file != info.file]
    write_campaign(campaign)
    with disk("move the save to the deleted saves", target):
        _move(_slot_path(campaign, info.file), target / "save.json")
        kept = folder / "backups" / "slots" / info.file
        if kept.is_dir():
            _move(kept, target / "backups")
        fsync_dir(bin_folder)
    return DeletedSlot(info.name, info.saved_at, target)


def deleted_slots(campaign: Campaign) -> list[DeletedSlot]:
    """The slots in the bin, most recently deleted first.

    An entry without its save (a delete killed before the save was moved in) is not listed:
    that save is still in its slot and reappears there when the campaign is opened again.
    """
    found = []
    for entry in sorted(_bin_entries(_folder(campaign)), reverse=True):
        if not (entry / "save.json").is_file():
            continue
        try:
            doc = read_document(entry / "save.json")
            found.append(DeletedSlot(doc.slot, doc.saved_at, entry))
        except SaveError:
            found.append(DeletedSlot(entry.name.split("-", 1)[1], "", entry))
    return found


def restore_slot(campaign: Campaign, deleted: DeletedSlot, new_name: str | None = None) -> SlotInfo:
    """Bring a deleted slot back, under `new_name` or, if its name is taken now, 'name (restored)'."""
    name = clean_name(new_name or deleted.name, "save")
    if new_name is not None and campaign.slot(name):
        raise CampaignError(f"there is already a save named '{name}'")
    base = name
    number = 1
    while campaign.slot(name):
        number += 1
        name = f"{base} (restored)" if number == 2 else f"{base} (restored {number - 1})"
    source = deleted.folder / "save.json"
    if not source.is_file():
        raise SaveMissing("this deleted save is no longer in the bin", deleted.folder)
    document = read_document(source)
    file = _free_file(campaign, slug(name))
    path = _slot_path(campaign, file)
    with disk("bring the save back", deleted.folder):
        if (deleted.folder / "backups").is_dir():
            _move(deleted.folder / "backups", _folder(campaign) / "backups" / "slots" / file)
        if name != document.slot:
            write_atomic(path, encode_document(replace(document, slot=name)))
            source.unlink()
        else:
            _move(source, path)
        shutil.rmtree(deleted.folder, ignore_errors=True)
    info = SlotInfo(name, file, document.saved_at)
    campaign.slots = campaign.slots + [info]
    write_campaign(campaign)
    return info


# -- inside ---------------------------------------------------------------------------------
def _keep(campaign: Campaign, game: dict, ledger: dict | None) -> None:
    """Refuse a game of another ruleset than the campaign's; take the game's ledger."""
    if game.get("ruleset") != campaign.ruleset:
        raise CampaignError(f"this game is played with {game.get('ruleset')!r}, "
                            f"but the campaign '{campaign.name}' with {campaign.ruleset!r}")
    if ledger is not None:
        campaign.ledger = ledger


def _folder(campaign: Campaign) -> Path:
    if campaign.folder is None:
        raise CampaignError(f"the campaign '{campaign.name}' has no folder (create or open it first)")
    return campaign.folder


def _slot_path(campaign: Campaign, file: str) -> Path:
    return _folder(campaign) / "slots" / f"{file}.json"


def _slot_info(campaign: Campaign, name: str) -> SlotInfo:
    info = campaign.slot(name) if isinstance(name, str) else None
    if info is None:
        raise SaveMissing(f"there is no save named '{name}' in '{campaign.name}'")
    return info


def _free_file(campaign: Campaign, base: str) -> str:
    taken = {s.file for s in campaign.slots}
    slots_dir = _folder(campaign) / "slots"
    file, number = base, 1
    while file in taken or (slots_dir / f"{file}.json").exists():
        number += 1
        file = f"{base}-{number}"
    return file


def _bin_entries(folder: Path) -> list[Path]:
    bin_folder = folder / "deleted"
    if not bin_folder.is_dir():
        return []
    return [p for p in bin_folder.iterdir() if p.is_dir() and p.name.split("-", 1)[0].isdigit() and "-" in p.name]


def _write_kept(path: Path, data: bytes, kept: Path, count: int) -> None:
    write_atomic(path, data, on_ready=lambda: backups.keep(path, kept))
    backups.prune(kept, count)


def _move(source: Path, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    os.replace(source, target)
