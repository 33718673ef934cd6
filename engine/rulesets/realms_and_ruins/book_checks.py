"""What a schema cannot see in the Event book: every chapter an Event card, an entry, a choice or a branch
goes to exists and is written once; the Realms entries name exist; no entry loops for ever without a choice;
an Event symbol has Event cards to draw and a marker laid has markers to lay."""
from __future__ import annotations

from engine.content.entries import Entry
from engine.content.problems import Problem

from . import conditions
from .ops import VOCABULARY


def _gotos(card: dict):
    """(field, chapter number) of every jump an entry makes."""
    if isinstance(card.get("goto"), int):
        yield "goto", card["goto"]
    for i, choice in enumerate(card.get("choices") or ()):
        if isinstance(choice, dict) and isinstance(choice.get("goto"), int):
            yield f"choices[{i}].goto", choice["goto"]
    for i, branch in enumerate(card.get("branches") or ()):
        if isinstance(branch, dict) and isinstance(branch.get("goto"), int):
            yield f"branches[{i}].goto", branch["goto"]


def _conditions(card: dict):
    for i, choice in enumerate(card.get("choices") or ()):
        if isinstance(choice, dict):
            yield f"choices[{i}].if", choice.get("if")
    for i, branch in enumerate(card.get("branches") or ()):
        if isinstance(branch, dict):
            yield f"branches[{i}].if", branch.get("if")


def effect_lists(card: dict):
    """(field, effect list) of an entry: its own effects and each choice's."""
    if card.get("effects") and card.get("type") == "chapter":
        yield "effects", card["effects"]
    for i, choice in enumerate(card.get("choices") or ()):
        if isinstance(choice, dict) and choice.get("effects"):
            yield f"choices[{i}].effects", choice["effects"]


def check(entries: list[Entry], problems: list[Problem]) -> None:
    def bad(entry: Entry, field: str | None, message: str) -> None:
        problems.append(Problem(entry.file, entry.table.get("id"), field, message, entry.line))

    chapters: dict[int, Entry] = {}
    realms = {e.table.get("id") for e in entries if e.table.get("type") == "realm"}
    for entry in (e for e in entries if e.table.get("type") == "chapter"):
        number = entry.table.get("number")
        if not isinstance(number, int):
            continue
        if number in chapters:
            first = chapters[number]
            bad(entry, "number", f"chapter {number} is written twice (first as {first.table.get('id')!r} in "
                                 f"{first.file})")
        else:
            chapters[number] = entry
    for entry in entries:
        card = entry.table
        kind = card.get("type")
        if kind == "event" and isinstance(card.get("chapter"), int) and card["chapter"] not in chapters:
            bad(entry, "chapter", f"goes to chapter {card['chapter']}, which is not in the Event book")
        if kind != "chapter":
            continue
        for field, number in _gotos(card):
            if number not in chapters:
                bad(entry, field, f"goes to chapter {number}, which is not in the Event book")
        where = card.get("where")
        if isinstance(where, str) and where not in ("event_realm", "marked") and where not in realms:
            bad(entry, "where", f"names {where!r}, which is not a Realm of the pack")
        for field, condition in _conditions(card):
            if isinstance(condition, dict):
                for test, realm_id in conditions.realms_named(condition):
                    if realm_id not in realms:
                        bad(entry, f"{field}.{test}", f"names {realm_id!r}, which is not a Realm of the pack")
    _loops(chapters, bad)
    _supplies(entries, bad)


def _loops(chapters: dict[int, Entry], bad) -> None:
    """An entry with neither choice nor branch goes on by itself: a ring of them is read for ever."""
    reported: set[int] = set()
    for start in chapters:
        path, number = [], start
        while number in chapters and number not in path:
            card = chapters[number].table
            if card.get("choices") or card.get("branches") or not isinstance(card.get("goto"), int):
                break
            path.append(number)
            number = card["goto"]
        if number in path and not reported & set(path):
            ring = path[path.index(number):] + [number]
            reported |= set(ring)
            bad(chapters[number], "goto", "goes round for ever with no choice to leave: "
                + " -> ".join(map(str, ring)))


def _supplies(entries: list[Entry], bad) -> None:
    has_events = any(e.table.get("type") == "event" for e in entries)
    has_markers = any(e.table.get("type") == "event_marker" for e in entries)
    for entry in entries:
        card = entry.table
        if card.get("event") is True and card.get("type") == "offer" and not has_events:
            bad(entry, "event", "shows the Event symbol, but the pack has no Event card to draw")
        if has_markers:
            continue
        for field, effects in effect_lists(card):
            for path, op in VOCABULARY.walk(effects, field):
                if hasattr(op, "get") and "mark" in op:
                    bad(entry, f"{path}.mark", "lays an Event marker, but the pack has no event_marker entry")
