"""Persistence for Fogbound: campaigns, save slots, autosave, the file format and its versions.

The public API (no Qt here; the engine is used only to rebuild a game):

    Campaigns(folders=None)            all campaigns: list/open/find/create/rename/delete/trash/restore/
                                       purge/empty_trash/begin_session/record_play_time/export/import_file
    save_slot, load_slot, list_slots, rename_slot, delete_slot, deleted_slots, restore_slot,
    slot_backups, load_backup, restore_backup, autosave, load_autosave, has_autosave, autosave_backups
    SaveDocument, restore_game, encode_document, decode_document, read_document
    PackIdentity, content_hash, check_pack, PackCheck, PackMatch
    SaveError and its subclasses (saves.errors)

Each name is read from its module when it is first used (PEP 562): `saves.folders` (where the settings live) comes
without the save format's schema and the engine, so the table paints its first window before those are read.
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

_HOME = {  # each public name and the module that defines it
    "Backup": "backups",
    "Campaign": "campaign",
    "SlotInfo": "campaign",
    "Campaigns": "campaigns",
    "TrashEntry": "campaigns",
    "SaveDocument": "document",
    "decode_document": "document",
    "encode_document": "document",
    "read_document": "document",
    "restore_game": "document",
    "CampaignError": "errors",
    "SaveDamaged": "errors",
    "SaveEmpty": "errors",
    "SaveError": "errors",
    "SaveGarbled": "errors",
    "SaveMissing": "errors",
    "SaveSchemaError": "errors",
    "SaveStateError": "errors",
    "SaveTooLarge": "errors",
    "SaveTooNew": "errors",
    "SaveTruncated": "errors",
    "SaveUnreadable": "errors",
    "SaveWriteError": "errors",
    "Folders": "folders",
    "user_folders": "folders",
    "PackCheck": "pack",
    "PackIdentity": "pack",
    "PackMatch": "pack",
    "check_pack": "pack",
    "content_hash": "pack",
    "DeletedSlot": "slots",
    "autosave": "slots",
    "autosave_backups": "slots",
    "delete_slot": "slots",
    "deleted_slots": "slots",
    "has_autosave": "slots",
    "list_slots": "slots",
    "load_autosave": "slots",
    "load_backup": "slots",
    "load_slot": "slots",
    "rename_slot": "slots",
    "restore_backup": "slots",
    "restore_slot": "slots",
    "save_slot": "slots",
    "slot_backups": "slots",
    "ImportResult": "transfer",
    "export_campaign": "transfer",
    "import_campaign": "transfer",
}

__all__ = [
    "Backup", "Campaign", "CampaignError", "Campaigns", "DeletedSlot", "Folders", "ImportResult",
    "PackCheck", "PackIdentity", "PackMatch", "SaveDamaged", "SaveDocument", "SaveEmpty", "SaveError",
    "SaveGarbled", "SaveMissing", "SaveSchemaError", "SaveStateError", "SaveTooLarge", "SaveTooNew",
    "SaveTruncated", "SaveUnreadable", "SaveWriteError", "SlotInfo", "TrashEntry", "autosave",
    "autosave_backups",
    "check_pack", "content_hash", "decode_document", "delete_slot", "deleted_slots", "encode_document",
    "export_campaign", "has_autosave", "import_campaign", "list_slots", "load_autosave", "load_backup",
    "load_slot", "read_document", "rename_slot", "restore_backup", "restore_game", "restore_slot",
    "save_slot", "slot_backups", "user_folders",
]


def __getattr__(name: str):
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value  # read once: later uses are plain attribute lookups
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))


if TYPE_CHECKING:  # what the names are, for readers and type checkers
    from .backups import Backup
    from .campaign import Campaign, SlotInfo
    from .campaigns import Campaigns, TrashEntry
    from .document import SaveDocument, decode_document, encode_document, read_document, restore_game
    from .errors import (
        CampaignError, SaveDamaged, SaveEmpty, SaveError, SaveGarbled, SaveMissing, SaveSchemaError,
        SaveStateError, SaveTooLarge, SaveTooNew, SaveTruncated, SaveUnreadable, SaveWriteError,
    )
    from .folders import Folders, user_folders
    from .pack import PackCheck, PackIdentity, PackMatch, check_pack, content_hash
    from .slots import (
        DeletedSlot, autosave, autosave_backups, delete_slot, deleted_slots, has_autosave, list_slots,
        load_autosave, load_backup, load_slot, rename_slot, restore_backup, restore_slot, save_slot,
        slot_backups,
    )
    from .transfer import ImportResult, export_campaign, import_campaign
