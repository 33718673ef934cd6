"""The layout of a current-format payload, per kind, checked before anything trusts it.

The game state inside is checked only at its top (format and ruleset): its inside belongs to
the engine, which validates it when the game is rebuilt (`saves.document.restore_game`).
"""
from __future__ import annotations

from pathlib import Path

import jsonschema

from .errors import SaveSchemaError

_TEXT = {"type": "string", "maxLength": 200}
_NAME = {"type": "string", "minLength": 1, "maxLength": 200}
_WHEN = {"type": "string", "minLength": 1, "maxLength": 64}
_COUNT = {"type": "integer", "minimum": 0}

PACK = {
    "type": "object",
    "required": ["id", "version", "hash"],
    "properties": {"id": _NAME, "version": _TEXT, "hash": {"type": ["string", "null"], "maxLength": 200}},
}

SEAT = {
    "type": "object",
    "required": ["name", "role"],
    # a role of null was written by builds that let a seat play no role (Cursed City's shared heroes): read as ""
    "properties": {"name": _TEXT, "role": {"anyOf": [_TEXT, {"type": "null"}]}, "bot": {"type": "boolean"}},
}
# what this build writes: a role is always text (the null above is only forgiven in files already written)
WRITTEN_SEAT = {**SEAT, "properties": {**SEAT["properties"], "role": _TEXT}}

CAMPAIGN = {
    "type": "object",
    "required": [
        "uid", "name", "pack", "ruleset", "options", "seats", "ledger",
        "created", "last_played", "play_seconds", "sessions",
    ],
    "properties": {
        "uid": _NAME,
        "name": _NAME,
        "pack": PACK,
        "ruleset": _NAME,
        # options and ledger sections belong to the ruleset: plain data, checked when a game uses them
        "options": {"type": "object"},
        "seats": {"type": "array", "maxItems": 64, "items": SEAT},
        "ledger": {"type": "object"},
        "created": _WHEN,
        "last_played": _WHEN,
        "play_seconds": _COUNT,
        "sessions": _COUNT,
    },
}

GAME = {
    "type": "object",
    "required": ["state_format", "ruleset"],
    "properties": {"state_format": {"type": "integer"}, "ruleset": _NAME},
}

# names Windows gives to devices, in any case, with or without an extension: never a file of ours
WINDOWS_DEVICE = r"(?i:con|prn|aux|nul|com[1-9]|lpt[1-9])(?:\.|\Z)"
# \Z, not $: `$` also matches before a final newline, and "first\n" would name a file
SLOT_FILE = {"type": "string", "pattern": rf"\A(?!{WINDOWS_DEVICE})[a-z0-9][a-z0-9-]{{0,79}}\Z"}

SAVE = {
    "type": "object",
    "required": ["kind", "slot", "saved_at", "pack", "campaign", "game"],
    "properties": {
        "kind": {"enum": ["slot", "autosave"]},
        "slot": _NAME,
        "saved_at": _WHEN,
        "pack": PACK,
        "campaign": CAMPAIGN,
        "game": GAME,
        "mark": {"type": "object"},
    },
}

SLOT_ENTRY = {
    "type": "object",
    "required": ["name", "file", "saved_at"],
    "properties": {"name": _NAME, "file": SLOT_FILE, "saved_at": _WHEN},
}

CAMPAIGN_FILE = {
    "type": "object",
    "required": ["kind", "campaign", "slots"],
    "properties": {
        "kind": {"const": "campaign"},
        "campaign": CAMPAIGN,
        "slots": {"type": "array", "items": SLOT_ENTRY},
    },
}

EXPORT = {
    "type": "object",
    "required": ["kind", "exported_at", "campaign", "slots", "autosave"],
    "properties": {
        "kind": {"const": "campaign_export"},
        "exported_at": _WHEN,
        "campaign": CAMPAIGN,
        # each embedded save is a whole envelope, verified on its own when imported
        "slots": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["name", "file", "saved_at", "save"],
                "properties": {**SLOT_ENTRY["properties"], "save": {"type": "object"}},
            },
        },
        "autosave": {"type": ["object", "null"]},
    },
}

KINDS = {"slot": SAVE, "autosave": SAVE, "campaign": CAMPAIGN_FILE, "campaign_export": EXPORT}
_VALIDATORS = {kind: jsonschema.Draft202012Validator(s) for kind, s in KINDS.items()}


def _strict(layout):
    """The same layout with every seat held to what this build writes (WRITTEN_SEAT)."""
    if layout is SEAT:
        return WRITTEN_SEAT
    if isinstance(layout, dict):
        return {key: _strict(value) for key, value in layout.items()}
    if isinstance(layout, list):
        return [_strict(value) for value in layout]
    return layout


_WRITE_VALIDATORS = {kind: jsonschema.Draft202012Validator(_strict(s)) for kind, s in KINDS.items()}
_NAMES = {"slot": "a save", "autosave": "an autosave", "campaign": "a campaign file", "campaign_export": "a campaign export"}


def check(document: object, kind: str | None, path: Path | None = None, *, writing: bool = False) -> None:
    """Raise SaveSchemaError naming the first field that is missing or wrong.

    `writing` holds the document to what this build writes, stricter than what it forgives in old files.
    """
    found = document.get("kind") if isinstance(document, dict) else None
    if not isinstance(found, str) or found not in KINDS:
        raise SaveSchemaError(f"is not a Fogbound save (unknown kind {str(found)[:40]!r})", path)
    if kind is not None and found != kind and {found, kind} != {"slot", "autosave"}:
        raise SaveSchemaError(f"is {_NAMES[found]}, not {_NAMES[kind]}", path)
    error = next((_WRITE_VALIDATORS if writing else _VALIDATORS)[found].iter_errors(document), None)
    if error is not None:
        where = "/".join(str(p) for p in error.absolute_path) or "top level"
        message = error.message if len(error.message) <= 160 else error.message[:157] + "..."
        raise SaveSchemaError(f"has a wrong field at {where}: {message}", path)
