"""The save file format: a JSON envelope {format, checksum, payload}, read defensively, written readably.

Every file Fogbound writes (slots, the autosave, campaign.json, exports) is one envelope.
The checksum is the sha256 of the payload's canonical JSON (sorted keys, no spaces, UTF-8),
so re-indenting a file by hand keeps it valid while any change of content is caught.
Reading is data only: `json.loads`, never pickle or eval.
"""
from __future__ import annotations

import json
import os
import stat
from pathlib import Path

from . import checksum, migrations, schema
from .errors import (
    SaveEmpty,
    SaveGarbled,
    SaveMissing,
    SaveSchemaError,
    SaveTooLarge,
    SaveTooNew,
    SaveTruncated,
    SaveUnreadable,
    SaveWriteError,
)

FORMAT = migrations.CURRENT
MAX_BYTES = 64 * 1024 * 1024  # a late-game save is well under 2 MB
MAX_EXPORT_BYTES = 256 * 1024 * 1024
_LAYOUT_DEPTH = 4  # envelope > payload > game > its parts: one line each below that



def _refuse(value):
    raise TypeError(f"{type(value).__name__} cannot be stored in a save")


try:
    # the C encoder made once: json.dumps would rebuild it for each of the thousands of log lines
    from json.encoder import c_encode_basestring as _quote, c_make_encoder

    if c_make_encoder is None or _quote is None:
        raise ImportError("no C accelerator for json")
    _chunks = c_make_encoder(None, _refuse, _quote, None, ": ", ", ", False, False, False)

    def _inline(value) -> str:
        return "".join(_chunks(value, 0))

except ImportError:  # not CPython: the pure-Python encoder, same output
    _inline = json.JSONEncoder(ensure_ascii=False, separators=(", ", ": "), allow_nan=False).encode


def encode(payload: dict, path: Path | None = None) -> bytes:
    """A payload as the bytes of a current-format save file (deterministic for equal payloads).

    A payload the reader would refuse is never written: SaveWriteError names the field (and `path` the file
    it was meant for), and whatever that file held stays as it was.
    """
    try:
        schema.check(payload, None, writing=True)
    except SaveSchemaError as error:
        raise SaveWriteError(f"was not written, as it would not read back: it {error.problem}", path) from None
    envelope = {"format": FORMAT, "checksum": checksum.tag(payload), "payload": payload}
    # the checksum above already refused anything that is not JSON-able text
    return (_layout(envelope, _LAYOUT_DEPTH, "") + "\n").encode("utf-8")


def _layout(value, depth: int, indent: str) -> str:
    # one line per entry near the top, compact below: readable, and the C encoder does the bulk
    if depth > 0 and isinstance(value, dict) and value and _has_containers(value.values()):
        inner = indent + " "
        if depth == 1:
            lines = [f"{inner}{_inline(str(k))}: {_inline(v)}" for k, v in value.items()]
        else:
            lines = [f"{inner}{_inline(str(k))}: {_layout(v, depth - 1, inner)}" for k, v in value.items()]
        return "{\n" + ",\n".join(lines) + "\n" + indent + "}"
    if depth > 0 and isinstance(value, list) and value and _has_containers(value):
        inner = indent + " "
        items = map(_inline, value) if depth == 1 else (_layout(v, depth - 1, inner) for v in value)
        return "[\n" + inner + (",\n" + inner).join(items) + "\n" + indent + "]"
    return _inline(value)


def _has_containers(values) -> bool:
    return any(isinstance(v, (dict, list)) for v in values)


def read_bytes(path: Path, limit: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file, refusing a missing, oversized or special one before reading it.

    Opened without blocking, so a FIFO or a device put in place of a save is refused, never waited on.
    """
    path = Path(path)
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except FileNotFoundError:
        raise SaveMissing("does not exist", path) from None
    except IsADirectoryError:
        raise SaveGarbled("is a folder, not a save file", path) from None
    except OSError as error:
        if path.is_dir():  # Windows cannot open a folder at all
            raise SaveGarbled("is a folder, not a save file", path) from None
        raise SaveUnreadable(f"cannot be read ({error.strerror or error})", path) from error
    try:
        with open(fd, "rb") as handle:
            kind = os.fstat(handle.fileno()).st_mode
            if stat.S_ISDIR(kind):
                raise SaveGarbled("is a folder, not a save file", path)
            if not stat.S_ISREG(kind):
                raise SaveGarbled("is not a regular file (a pipe or a device?), not a save file", path)
            size = handle.seek(0, 2)
            if size > limit:
                raise SaveTooLarge(f"is {size // (1024 * 1024)} MB, larger than any save can be", path)
            handle.seek(0)
            data = handle.read(limit + 1)
    except OSError as error:
        raise SaveUnreadable(f"cannot be read ({error.strerror or error})", path) from error
    if len(data) > limit:
        raise SaveTooLarge("grew larger than any save can be while being read", path)
    return data


def parse(data: bytes, path: Path | None = None, limit: int = MAX_BYTES) -> object:
    """JSON bytes to plain data, naming the problem: too large, empty, truncated or garbled."""
    if len(data) > limit:
        raise SaveTooLarge(f"is {len(data) // (1024 * 1024)} MB, larger than any save can be", path)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise SaveGarbled(f"is not text (byte {error.start} is not UTF-8): not a Fogbound save", path) from None
    if not text.strip():
        raise SaveEmpty("is empty", path)
    try:
        return json.loads(text, parse_constant=_refuse_constant)
    except json.JSONDecodeError as error:
        cut = error.pos >= len(text.rstrip()) or (
            error.msg.startswith("Unterminated string") and text.lstrip().startswith("{")
        )
        if cut:
            raise SaveTruncated(f"ends early (cut off after {len(data)} bytes)", path) from None
        raise SaveGarbled(
            f"is not valid JSON (line {error.lineno}, column {error.colno}: {error.msg})", path
        ) from None
    except RecursionError:
        raise SaveGarbled("is nested too deeply to be a save", path) from None
    except ValueError as error:
        raise SaveGarbled(f"is not valid JSON ({error})", path) from None


def _refuse_constant(name: str):
    raise ValueError(f"{name} is not a number a save can hold")


def open_envelope(raw: object, path: Path | None = None, kind: str | None = None) -> dict:
    """A parsed envelope of any known format to its verified, migrated, validated current payload."""
    if not isinstance(raw, dict):
        raise SaveSchemaError("is not a Fogbound save (the top level is not a table)", path)
    version = raw.get("format")
    if isinstance(version, bool) or not isinstance(version, int):
        raise SaveSchemaError("is not a Fogbound save (no format version)", path)
    if version > FORMAT:
        raise SaveTooNew(
            f"was written by a newer Fogbound (save format {version}; this one reads up to {FORMAT}): "
            "update Fogbound to open it",
            path,
        )
    document = migrations.upgrade(raw, version, path)
    schema.check(document, kind, path)
    return document


def decode(data: bytes, path: Path | None = None, kind: str | None = None, limit: int = MAX_BYTES) -> dict:
    """Save-file bytes to the current payload; raises only SaveError subclasses."""
    return open_envelope(parse(data, path, limit), path, kind)


def read(path: Path, kind: str | None = None, limit: int = MAX_BYTES) -> dict:
    """Read, verify, migrate and validate one save file."""
    path = Path(path)
    return decode(read_bytes(path, limit), path, kind, limit)
