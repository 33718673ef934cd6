"""Old save formats, verified by their own rules and lifted one small step at a time to the current one.

To change the format: bump CURRENT, add `_open_vN` for the new envelope if it changed, and add
`MIGRATIONS[N-1]`, a pure function from a version N-1 document to a version N document, with a test
and a frozen example file of the old version in tests/saves/data/. Never edit a released step.

Format history
  1  the first layout: one flat table with a "sha256" field; pack named "id@version";
     play time in whole minutes; campaign slots as a table keyed by file.
  2  an envelope {format, checksum, payload}; pack as {id, version, hash}; play time in
     seconds; a stable campaign uid; slots as a list.
  3  campaigns of any ruleset: the campaign names its ruleset, its setup options (a table), its
     seats ({name, role}) and its ledger (sections owned by the ruleset), instead of The 7th
     Continent's curses, characters and mode.
"""
from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Callable

from . import checksum
from .errors import SaveDamaged, SaveSchemaError

CURRENT = 3
# before format 3 Fogbound carried one rule system: a save that names none is of this one
FIRST_RULESET = "seventh-continent"


def _open_v1(raw: dict, path: Path | None) -> dict:
    """A v1 file is its own document; its 'sha256' covers every other field."""
    stored = raw.get("sha256")
    document = {k: v for k, v in raw.items() if k != "sha256"}
    if not isinstance(stored, str):
        raise SaveSchemaError("has no checksum (format 1 needs 'sha256')", path)
    if checksum.sha256_hex(document, path) != stored.lower():
        raise SaveDamaged("is damaged: its content does not match its checksum", path)
    return document


def _open_v2(raw: dict, path: Path | None) -> dict:
    stored = raw.get("checksum")
    payload = raw.get("payload")
    if not isinstance(payload, dict):
        raise SaveSchemaError("has no payload table", path)
    if not isinstance(stored, str) or not stored.startswith("sha256:"):
        raise SaveSchemaError("has no checksum of the form 'sha256:<hex>'", path)
    if checksum.tag(payload, path) != stored.lower():
        raise SaveDamaged("is damaged: its content does not match its checksum", path)
    return payload


def _pack_v1_to_v2(text: object) -> object:
    if not isinstance(text, str) or "@" not in text:
        return text  # left for the schema check to name
    pack_id, _, version = text.partition("@")
    return {"id": pack_id, "version": version, "hash": None}  # v1 never knew the content hash


def _campaign_v1_to_v2(meta: object, pack: object) -> object:
    if not isinstance(meta, dict):
        return meta
    meta = dict(meta)
    minutes = meta.pop("play_minutes", 0)
    meta["play_seconds"] = minutes * 60 if isinstance(minutes, int) and not isinstance(minutes, bool) else minutes
    if "uid" not in meta:
        # deterministic, so migrating the same old file twice yields the same campaign
        seed = f"{meta.get('name')}|{meta.get('created')}".encode("utf-8", "replace")
        meta["uid"] = hashlib.sha256(seed).hexdigest()[:32]
    meta["pack"] = pack
    return meta


def v1_to_v2(doc: dict) -> dict:
    """Format 1 document -> format 2 payload."""
    pack = _pack_v1_to_v2(doc.get("pack"))
    out = {"kind": doc.get("kind")}
    if doc.get("kind") in ("slot", "autosave"):
        out["slot"] = doc.get("slot")
        out["saved_at"] = doc.get("saved")
        out["pack"] = pack
    out["campaign"] = _campaign_v1_to_v2(doc.get("campaign"), pack)
    if doc.get("kind") == "campaign":
        slots = doc.get("slots")
        if isinstance(slots, dict):
            slots = [
                {"name": info.get("name"), "file": file, "saved_at": info.get("saved")}
                if isinstance(info, dict) else info
                for file, info in slots.items()
            ]
        out["slots"] = slots
    if "game" in doc:
        out["game"] = doc["game"]
    return out


def _campaign_v2_to_v3(meta: object, ruleset: object) -> object:
    if not isinstance(meta, dict):
        return meta
    meta = dict(meta)
    # format 2 kept The 7th Continent's setup as fields; format 3 keeps it as that ruleset's options
    options = {key: meta.pop(key) for key in ("curses", "mode") if key in meta}
    characters = meta.pop("characters", [])
    if isinstance(characters, list):
        # format 2 never recorded the players' names
        characters = [{"name": f"Player {n}", "role": c} for n, c in enumerate(characters, start=1)]
    meta["ruleset"] = ruleset
    meta["options"] = options
    meta["seats"] = characters
    meta["ledger"] = {}
    return meta


def v2_to_v3(doc: dict) -> dict:
    """Format 2 payload -> format 3 payload: the campaign names its ruleset, options and seats."""
    out = dict(doc)
    game = doc.get("game")
    named = game.get("ruleset") if isinstance(game, dict) else None
    ruleset = named if isinstance(named, str) else FIRST_RULESET
    out["campaign"] = _campaign_v2_to_v3(doc.get("campaign"), ruleset)
    return out


OPEN: dict[int, Callable[[dict, Path | None], dict]] = {1: _open_v1, 2: _open_v2, 3: _open_v2}
MIGRATIONS: dict[int, Callable[[dict], dict]] = {1: v1_to_v2, 2: v2_to_v3}


def upgrade(raw: dict, version: int, path: Path | None = None) -> dict:
    """Verify an envelope of `version` by its own rules, then migrate it step by step to CURRENT."""
    opener = OPEN.get(version)
    if opener is None:
        raise SaveSchemaError(f"has an unknown save format {version}", path)
    document = opener(raw, path)
    while version < CURRENT:
        try:
            document = MIGRATIONS[version](document)
        except (TypeError, ValueError, AttributeError) as error:
            raise SaveSchemaError(f"could not be upgraded from format {version} ({error})", path) from error
        version += 1
    return document
