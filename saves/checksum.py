"""The checksum of a save: sha256 of the canonical JSON of its content (sorted keys, no spaces, UTF-8)."""
from __future__ import annotations

import hashlib
import json

from .errors import SaveSchemaError

_canonical = json.JSONEncoder(
    ensure_ascii=False, separators=(",", ":"), sort_keys=True, allow_nan=False
).encode


def sha256_hex(document: object, path=None) -> str:
    """Hex sha256 of the canonical JSON of `document`; data JSON cannot hold is a SaveSchemaError."""
    try:
        # UnicodeEncodeError (a ValueError): a lone surrogate such as "\ud800" is not text
        data = _canonical(document).encode("utf-8")
    except (TypeError, ValueError) as error:
        raise SaveSchemaError(f"holds data a save cannot store ({error})", path) from error
    return hashlib.sha256(data).hexdigest()


def tag(document: object, path=None) -> str:
    """'sha256:<hex>', the form stored in current save files."""
    return "sha256:" + sha256_hex(document, path)
