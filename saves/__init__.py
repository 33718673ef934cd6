"""Persistence for Fogbound: campaigns, save slots, autosave, the file format and its versions.

The public API (no Qt here; the engine is used only to rebuild a game):

    Campaigns(folders=None)            all campaigns: list/open/find/create/rename/delete/trash/restore/
                                       purge/empty_trash/begin_session/record_play_time/export/import_file
    save_slot, load_slot, list_slots, rename_slot, delete_slot, deleted_slots, restore_slot,
    slot_backups, load_backup, restore_backup, autosave, load_autosave, has_autosave, autosave_backups
    SaveDocument, restore_game, encode_document, decode_document, read_document
    PackIdentity, content_hash, check_pack, PackCheck, PackMatch
    SaveError and its subclasses (saves.errors)
"""
from .backups import Backup
from .campaign import Campaign, SlotInfo
from .campaigns import Campaigns, TrashEntry
from .document import SaveDocument, decode_document, encode_document, read_document, restore_game
from .errors import (
    CampaignError,
    SaveDamaged,
    SaveEmpty,
    SaveError,
    SaveGarbled,
    SaveMissing,
    SaveSchemaError,
    SaveStateError,
    SaveTooLarge,
    SaveTooNew,
    SaveTruncated,
    SaveUnreadable,
    SaveWriteError,
)
from .folders import Folders, user_folders
from .pack import PackCheck, PackIdentity, PackMatch, check_pack, content_hash
from .slots import (
    DeletedSlot,
    autosave,
    autosave_backups,
    delete_slot,
    deleted_slots,
    has_autosave,
    list_slots,
    load_autosave,
    load_backup,
    load_slot,
    rename_slot,
    restore_backup,
    restore_slot,
    save_slot,
    slot_backups,
)
from .transfer import ImportResult, export_campaign, import_campaign

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
