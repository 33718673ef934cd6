"""A whole campaign as one file, to hand the game to whoever hosts next time, and back in."""
from __future__ import annotations

import os
import secrets
import shutil
from dataclasses import dataclass
from pathlib import Path

from . import checksum, envelope
from .atomic import fsync_dir, write_atomic
from .campaign import Campaign, SlotInfo, clean_name, now_iso
from .errors import CampaignError, SaveError, SaveSchemaError, SaveTooLarge, SaveWriteError
from .slots import AUTOSAVE_FILE, has_autosave, list_slots, load_autosave, load_slot, write_campaign

EXTENSION = ".fogbound"


@dataclass(frozen=True)
class ImportResult:
    """What an import did: the new campaign, its name in the file if it had to be renamed,
    and the campaign already here with the same origin, if any (the game handed back)."""

    campaign: Campaign
    renamed_from: str | None = None
    same_as: Campaign | None = None


def _embed(payload: dict) -> dict:
    return {"format": envelope.FORMAT, "checksum": checksum.tag(payload), "payload": payload}


def export_campaign(campaign: Campaign, target: Path, *, now: str | None = None) -> Path:
    """Write the campaign, every named slot and the autosave, to `target` (atomically).

    A damaged slot stops the export with its SaveError (restore its backup first), so an
    export never carries a broken save to another computer.
    """
    target = Path(target)
    slots = []
    for info in list_slots(campaign):
        document = load_slot(campaign, info.name)
        slots.append({**info.to_plain(), "save": _embed(document.to_payload())})
    autosaved = None
    if has_autosave(campaign):
        autosaved = _embed(load_autosave(campaign).to_payload())
    payload = {
        "kind": "campaign_export",
        "exported_at": now or now_iso(),
        "campaign": campaign.meta(),
        "slots": slots,
        "autosave": autosaved,
    }
    write_atomic(target, envelope.encode(payload, target))
    return target


def read_export(source: Path) -> tuple[dict, list[tuple[SlotInfo, dict]], dict | None]:
    """Verify an export file and every save inside it: (campaign meta, [(slot, payload)], autosave payload)."""
    source = Path(source)
    payload = envelope.read(source, "campaign_export", envelope.MAX_EXPORT_BYTES)
    slots, files, names = [], set(), set()
    for entry in payload["slots"]:
        info = SlotInfo(entry["name"], entry["file"], entry["saved_at"])
        if info.file in files or info.name.casefold() in names:
            raise SaveSchemaError(f"holds the save '{info.name}' twice", source)
        files.add(info.file)
        names.add(info.name.casefold())
        slots.append((info, _open_inner(entry["save"], source, f"the save '{info.name}'", "slot")))
    autosaved = None
    if payload["autosave"] is not None:
        autosaved = _open_inner(payload["autosave"], source, "the autosave", "autosave")
    return payload["campaign"], slots, autosaved


def _open_inner(raw: dict, source: Path, what: str, kind: str) -> dict:
    try:
        return envelope.open_envelope(raw, None, kind)
    except SaveError as error:
        raise type(error)(f"{what} inside {error.problem}", source) from error


def _sealed(payload: dict, source: Path, what: str) -> bytes:
    data = envelope.encode(payload)
    if len(data) > envelope.MAX_BYTES:
        raise SaveTooLarge(f"{what} inside is {len(data) // (1024 * 1024)} MB, larger than a save can be", source)
    return data


def import_campaign(campaigns, source: Path, new_name: str | None = None) -> ImportResult:
    """Add the campaign of an export file as a new campaign here; nothing existing is touched.

    A name already used here becomes 'name (imported)' unless `new_name` is given.
    """
    meta, slots, autosaved = read_export(source)
    # each save must open here afterwards: one larger than a save file may be is refused now
    files = [(f"slots/{info.file}.json", _sealed(payload, source, f"the save '{info.name}'"))
             for info, payload in slots]
    if autosaved is not None:
        files.append((AUTOSAVE_FILE, _sealed(autosaved, source, "the autosave")))
    original = meta["name"]
    if new_name is not None:
        name = clean_name(new_name)
        if campaigns.find(name) is not None:
            raise CampaignError(f"there is already a campaign named '{name}'")
    else:
        name = campaigns.free_name(clean_name(original), "imported")
    same_as = next((c for c in campaigns.list() if c.uid == meta["uid"]), None)
    campaign = Campaign.from_meta(meta)
    campaign.name = name
    campaign.slots = [info for info, _ in slots]

    staging = campaigns.root / f".import-{secrets.token_hex(4)}"
    final = campaigns.new_folder(name)
    try:
        staging.mkdir(parents=True)
        campaign.folder = staging
        for file, data in files:
            write_atomic(staging / file, data)
        write_campaign(campaign)
        os.replace(staging, final)  # the campaign appears whole or not at all
        fsync_dir(campaigns.root)
    except OSError as error:
        shutil.rmtree(staging, ignore_errors=True)
        raise SaveWriteError(f"could not be imported ({error.strerror or error})", source) from error
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    campaign.folder = final
    return ImportResult(campaign, original if name != original else None, same_as)
