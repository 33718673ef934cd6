"""The shape of a 7th Citadel ledger (what `campaign.ledger` writes), checked field by field before a game is
built from one: a campaign file is untrusted input (hand-edited, damaged, from another version), and what it
holds must be refused with the field it concerns, never met halfway through a setup as a stray exception."""
from __future__ import annotations

from .life import MAX_LIFE


class Of:
    """One field's expected shape: a kind with its parts, and a player's words for it."""

    def __init__(self, words: str, test, parts=None):
        self.words, self.test, self.parts = words, test, parts


def _integer(low: int, high: int) -> Of:
    return Of(f"a whole number from {low} to {high}",
              lambda v: isinstance(v, int) and not isinstance(v, bool) and low <= v <= high)


TEXT = Of("a text", lambda v: isinstance(v, str))
FLAG = Of("true or false", lambda v: isinstance(v, bool))
COUNT = _integer(0, 10**6)
SHARE = _integer(-MAX_LIFE, MAX_LIFE)
LIFE = _integer(0, MAX_LIFE)
PARAGRAPH = _integer(0, 10**6)
CARDS = Of("a list of card ids", lambda v: isinstance(v, list), ("list", TEXT))


def maybe(of: Of) -> Of:
    return Of(f"{of.words} or nothing", lambda v: v is None or of.test(v), ("maybe", of))


def table_of(of: Of, words: str) -> Of:
    """A table whose keys are texts (names, ids, slots) and whose values are all `of`."""
    return Of(words, lambda v: isinstance(v, dict), ("table", of))


def record(words: str, fields: dict[str, Of], required: tuple[str, ...] = ()) -> Of:
    """A table of named fields; those `required` must be there, the others may be left out."""
    return Of(words, lambda v: isinstance(v, dict), ("record", fields, required))


def list_of(of: Of, words: str) -> Of:
    return Of(words, lambda v: isinstance(v, list), ("list", of))


KEPT = record("a character's kept cards", {"name": TEXT, **{k: CARDS for k in ("deck", "discard", "hand", "blocked", "purse")}})
QUEST = record("a side quest", {"title": TEXT, "paragraph": maybe(PARAGRAPH), "status": TEXT}, required=("title",))
SAVED_PLAYER = record("a saved player", {"seat": _integer(0, 3), "name": TEXT, "character": TEXT, "life": LIFE, "left": FLAG,
                                         **{k: CARDS for k in ("deck", "discard", "blocked", "purse")}},
                      required=("seat", "name", "character", "life", "deck", "discard", "blocked", "purse"))
SAVE_STACKS = record("the save stacks", {
    "format": COUNT, "scenario": TEXT, "mode": TEXT, "terrain": TEXT, "global": CARDS, "quest_items": CARDS,
    "banished": CARDS, "players": list_of(SAVED_PLAYER, "a list of saved players")},
    required=("format", "scenario", "terrain", "global", "quest_items", "banished", "players"))
LEDGER = record("a ledger", {
    "format": COUNT,
    "over": FLAG,
    "bookmark": record("a bookmark", {"scenario": maybe(TEXT), "mode": maybe(TEXT), "finished": list_of(TEXT, "a list of scenario ids"),
                                      "threat": maybe(TEXT), "next": maybe(TEXT),
                                      "shared": table_of(SHARE, "life points shared out, by character")}),
    "life_points": table_of(LIFE, "life points by name"),
    "community": record("the Community page", {"scores": table_of(_integer(0, 25), "scores by name"),
                                                "groundshiver": COUNT}),
    "leaflet": record("the leaflet", {"destiny": list_of(TEXT, "a list of Destiny symbols"),
                                      "buildings": table_of(COUNT, "boxes checked, by building"),
                                      "side_quests": list_of(QUEST, "a list of side quests"),
                                      "life_points": table_of(LIFE, "life points by character"),
                                      "world_map": table_of(TEXT, "World Map cards by slot")}),
    "characters": table_of(KEPT, "a table of characters, by character card"),
    "quest_items": CARDS,
    "banished": CARDS,
    "save_stacks": maybe(SAVE_STACKS)},
    required=("format",))


def check(value, of: Of = LEDGER, what: str = "ledger") -> None:
    """Raise ValueError naming the first field of `value` (a `what`) that does not have the shape `of` says."""
    _check(value, of, what, "")


def _check(value, of: Of, what: str, path: str) -> None:
    if not of.test(value):
        found = "nothing" if value is None else f"a {_kind(value)}"
        where = f"the {what}'s field {path}" if path else f"the {what}"
        raise ValueError(f"{where} should be {of.words}, not {found}")
    if of.parts is None:
        return
    kind, *parts = of.parts
    if kind == "maybe" and value is not None:
        _check(value, parts[0], what, path)
    elif kind == "list":
        for i, item in enumerate(value):
            _check(item, parts[0], what, f"{path}[{i}]")
    elif kind == "table":
        for key, item in value.items():
            if not isinstance(key, str):
                raise ValueError(f"the {what}'s field {path} has a key {key!r} that is no text")
            _check(item, parts[0], what, f"{path}[{key[:40]!r}]")
    elif kind == "record":
        fields, required = parts
        missing = [name for name in required if name not in value]
        if missing:
            raise ValueError(f"the {what}'s field {path + '.' if path else ''}{missing[0]} is missing")
        for name, part in fields.items():
            if name in value:
                _check(value[name], part, what, f"{path}.{name}" if path else name)


def _kind(value) -> str:
    return {bool: "true/false", int: "number", float: "number", str: "text", list: "list", dict: "table"}.get(
        type(value), type(value).__name__)
