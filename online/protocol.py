"""The messages a client and a server exchange: JSON objects over a WebSocket, versioned, each checked against a
schema before anything reads it (nothing a client sends is evaluated or unpickled).

A client speaks first: `hello` with the protocol's version and its invitation code. The server answers `welcome`
(the table, the seats, which of them the code holds) and `views`: a part for each of its seats (`as`, its whole
`state`, its `log`); then `views` after every change, each part holding what changed in that seat's view (`delta`,
see `online.view_change.what_changed`) and the `events` it may read, beside what the seats' views share (the question's
`ask`, the `seats`...). The client reads each part as one seat's `view`, with the shared fields.
A client sends `choose` (a key, for a seat, to the question it saw: `ask`), `undo`, `ping`, `agree` and `decline`
(what another person asked of the whole table: an answer to a question the whole table decides, an undo, or the
campaign's `next` game, offered in the last view of a game that ended, is done once every person at the table
agrees; a `notice` carries the `proposal` and the seats it waits for), and with a host's code `hand` (a seat to a bot or back to a person), `invite` (a new code for a seat, the old ones revoked) and
`revoke`. Whatever is refused is answered `refused` with the reason; nothing changes.
"""
from __future__ import annotations

import json
from json.encoder import c_make_encoder, encode_basestring  # type: ignore[attr-defined]
from typing import Any, Iterable

import orjson
from jsonschema import Draft202012Validator

# 2: a view after the first is what changed in the seat's view (`delta`); 3: one `views` message carries every seat's
# view a client holds, what they share said once, and a delta carries the ruleset's table by its changed `fields`
VERSION = 3
MAX_CLIENT_MESSAGE = 64 * 1024       # bytes: the longest thing a client has to say is a key
MAX_SERVER_MESSAGE = 16 * 1024 * 1024  # bytes: a long game's whole log, when a seat (re)joins
MAX_KEY = 400
MAX_CODE = 200
RATE = 20.0   # messages a second a client may send, on average; more are dropped unanswered
BURST = 40.0  # and at once
TOO_MANY = "too many messages"
STALE = "already been answered"  # what a refused answer to a question no longer asked says


class Refused(Exception):
    """A message the server (or client) will not act on; the text says why, for the sender."""


_SEAT = {"type": "integer", "minimum": 0, "maximum": 63}
_CLIENT: dict[str, dict[str, Any]] = {
    "hello": {"v": {"type": "integer"}, "code": {"type": "string", "minLength": 1, "maxLength": MAX_CODE},
              "name": {"type": "string", "maxLength": 80}},
    "choose": {"ask": {"type": "string", "maxLength": 64}, "key": {"type": "string", "maxLength": MAX_KEY},
               "seat": {"anyOf": [_SEAT, {"type": "null"}]}},
    "undo": {"seat": _SEAT},
    "ping": {},
    "hand": {"seat": _SEAT, "to": {"enum": ["bot", "person"]}},
    "invite": {"seat": _SEAT},
    "revoke": {"seat": _SEAT},
    "agree": {"id": {"type": "string", "maxLength": 64}},
    "next": {"options": {"type": "object", "maxProperties": 40}},
    "decline": {"id": {"type": "string", "maxLength": 64}},
}
_REQUIRED = {"hello": ["v", "code"], "choose": ["ask", "key", "seat"], "undo": ["seat"], "ping": [],
             "hand": ["seat", "to"], "invite": ["seat"], "revoke": ["seat"], "agree": ["id"], "decline": ["id"], "next": ["options"]}

CLIENT_SCHEMA: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "A message from a Fogbound client",
    "type": "object",
    "required": ["t"],
    "properties": {"t": {"enum": sorted(_CLIENT)}},
    "oneOf": [
        {"properties": {"t": {"const": kind}, **fields}, "required": ["t", *_REQUIRED[kind]],
         "additionalProperties": False}
        for kind, fields in _CLIENT.items()
    ],
}

SERVER_SCHEMA: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "A message from a Fogbound server",
    "type": "object",
    "required": ["t"],
    "properties": {
        "t": {"enum": ["welcome", "views", "refused", "notice", "code", "bye", "pong"]},
        "v": {"type": "integer"},
        "reason": {"type": "string"},
        "text": {"type": "string"},
        "as": {"anyOf": [_SEAT, {"type": "null"}]},
        "ask": {"type": ["string", "null"]},
        "views": {"type": "array", "maxItems": 64, "items": {
            "type": "object", "required": ["as"], "additionalProperties": False,
            "properties": {"as": {"anyOf": [_SEAT, {"type": "null"}]}, "state": {"type": "object"},
                           "delta": {"type": "object"}, "events": {"type": "array", "items": {"type": "object"}},
                           "log": {"type": "array", "items": {"type": "object"}}}}},
        "seats": {"type": "array", "items": {"type": "object"}},
        "yours": {"type": "array", "items": _SEAT},
        "restart": {"type": "boolean"},
        "next": {"anyOf": [{"type": "null"}, {"type": "object", "required": ["goes_on", "words", "settled", "options"],
                                              "properties": {"goes_on": {"type": "boolean"}, "words": {"type": "string"},
                                                             "settled": {"type": "object"},
                                                             "options": {"type": "object"}}}]},
        "proposal": {"anyOf": [{"type": "null"}, {
            "type": "object", "required": ["id", "kind", "words", "waiting"],
            "properties": {"id": {"type": "string"}, "kind": {"enum": ["choose", "undo", "next"]}, "words": {"type": "string"},
                           "waiting": {"type": "array", "items": _SEAT}}}]},
    },
}

_CLIENT_CHECK = Draft202012Validator(CLIENT_SCHEMA)
_SERVER_CHECK = Draft202012Validator(SERVER_SCHEMA)


def _unwritable(value: Any) -> Any:
    raise TypeError(f"{type(value).__name__} is not plain data")


_ENCODER = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False)
# the C encoder made once (`json.dumps` makes one each call: most of the time of the many small texts a change writes)
_WRITE: Any = c_make_encoder(None, _unwritable, encode_basestring, None, ":", ",", False, False, True) \
    if c_make_encoder is not None else None


# orjson writes what a change sends ~10 times faster than the standard encoder (a seat's whole view: 96 -> 9 us), the
# same text; a dataclass or any other value that is not plain data is refused, as by the standard encoder
_ORJSON_OPTIONS = orjson.OPT_PASSTHROUGH_DATACLASS | orjson.OPT_PASSTHROUGH_DATETIME


def encode(message: Any) -> str:
    """A message (or any plain value) as compact JSON text."""
    kind = type(message)  # a string, a whole number or nothing (most of a change's small parts) written at once
    if kind is str:
        return encode_basestring(message)
    if kind is int:
        return int.__repr__(message)
    if message is None:
        return "null"
    try:
        return orjson.dumps(message, default=_unwritable, option=_ORJSON_OPTIONS).decode()
    except orjson.JSONEncodeError:  # keys that are no strings, a number past 64 bits: as the standard encoder writes
        pass
    if _WRITE is None:
        return _ENCODER.encode(message)
    return "".join(_WRITE(message, 0))


def encode_shared(value: Any, said: dict[int, tuple[Any, str]]) -> str:
    """A table or list as `encode` writes it, written once for every message that holds the very same one (`said`:
    by its id, with the value kept so that the id is not another's meanwhile), e.g. the question every seat is asked
    alike; any other value as `encode` writes it."""
    kind = type(value)
    if kind is not dict and kind is not list:
        return encode(value)
    known = said.get(id(value))
    if known is None:
        known = said[id(value)] = (value, encode(value))
    return known[1]


_KEYS: dict[str, str] = {}  # a table's key as JSON: the names of a message's parts and of a ruleset's table's fields


def encode_object(items: Iterable[tuple[str, str]]) -> str:
    """A JSON object of keys and values already written as JSON."""
    keys = _KEYS
    written = []
    for key, text in items:
        name = keys.get(key)
        if name is None:
            name = encode(key)
            if len(keys) < 10_000:
                keys[key] = name
        written.append(f"{name}:{text}")
    return "{" + ",".join(written) + "}"


def read_client(text: str | bytes) -> dict[str, Any]:
    """A client's message, checked; Refused says what is wrong with it."""
    return _read(text, _CLIENT_CHECK, MAX_CLIENT_MESSAGE)


def read_server(text: str | bytes) -> dict[str, Any]:
    """A server's message, checked; Refused says what is wrong with it."""
    return _read(text, _SERVER_CHECK, MAX_SERVER_MESSAGE)


def _read(text: str | bytes, check: Draft202012Validator, limit: int) -> dict[str, Any]:
    if len(text) > limit:
        raise Refused(f"the message is too long ({len(text):,} bytes; at most {limit:,})")
    if isinstance(text, bytes):
        raise Refused("messages are JSON text, not binary")
    try:
        message = json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError) as error:
        raise Refused(f"the message is not JSON ({str(error)[:80]})") from None
    if not isinstance(message, dict):
        raise Refused("a message is a JSON object with a type 't'")
    kind = message.get("t")
    if check is _CLIENT_CHECK and kind not in _CLIENT:
        raise Refused(f"unknown message type {str(kind)[:40]!r}")
    errors = sorted(check.iter_errors(message), key=lambda e: len(list(e.path)))
    if errors:
        raise Refused(f"the {str(kind)[:40]!r} message does not fit version {VERSION}: {_said(errors[0], kind)}")
    return message


def _said(error: Any, kind: Any) -> str:
    """One schema error in a sentence (the `oneOf` branch of this message's type, where there is one)."""
    for branch in error.context or ():
        if branch.schema_path and branch.schema_path[0] == list(_CLIENT).index(kind) if kind in _CLIENT else False:
            error = branch
            break
    where = "/".join(str(p) for p in error.path) or "the message"
    return f"{where}: {error.message[:120]}"


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON knows")
