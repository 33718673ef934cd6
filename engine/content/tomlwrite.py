"""Writing card tables as TOML a designer can read: one `[[card]]` per card, nested values inline."""
from __future__ import annotations

import json
import re
import tomllib

_BARE = re.compile(r"^[A-Za-z0-9_-]+$")


def _key(key: str) -> str:
    return key if _BARE.match(key) else json.dumps(key, ensure_ascii=False)


def inline(value) -> str:
    """A value as an inline TOML value (strings in JSON escaping are valid TOML basic strings)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, str):
        # TOML also forbids DEL, which JSON leaves raw
        return json.dumps(value, ensure_ascii=False).replace("\x7f", "\\u007f")
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(inline(v) for v in value) + "]"
    if isinstance(value, dict):
        if not value:
            return "{}"
        return "{ " + ", ".join(f"{_key(k)} = {inline(v)}" for k, v in value.items()) + " }"
    raise TypeError(f"cannot write {type(value).__name__} as TOML")


def cards_toml(cards: list[dict], header: str = "") -> str:
    """The text of a card file; checked to read back as exactly these cards."""
    lines = [f"# {line}" if line else "#" for line in header.splitlines()]
    for card in cards:
        if lines:
            lines.append("")
        lines.append("[[card]]")
        lines += [f"{_key(k)} = {inline(v)}" for k, v in card.items()]
    text = "\n".join(lines) + "\n"
    if tomllib.loads(text).get("card", []) != cards:
        raise ValueError("card file did not read back as written")
    return text
