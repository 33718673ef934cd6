"""What a schema cannot see: references between cards (numboxes, ids, characters, curses, banners, art)."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterator

from engine.content.art import ArtCheck
from engine.content.problems import Problem

BANNER_TYPES = {"item", "quest_item", "clue"}


@dataclass
class Entry:
    """One `[[card]]` table as read, where it came from, and whether it passed its schema."""

    file: str
    line: int | None
    table: dict
    valid: bool


@dataclass
class Index:
    """What exists in the pack, gathered from every card with a usable id or number."""

    ids: dict[str, Entry] = field(default_factory=dict)
    numbers: dict[int, list[Entry]] = field(default_factory=dict)
    banners: dict[str, set[int]] = field(default_factory=dict)
    keywords: set[str] = field(default_factory=set)
    curses: set[str] = field(default_factory=set)


def _crafted(card: dict) -> dict:
    craft = card.get("craft")
    return craft["item"] if isinstance(craft, dict) and isinstance(craft.get("item"), dict) else {}


def actions_of(card: dict) -> Iterator[tuple[str, dict]]:
    for i, action in enumerate(card.get("actions", ())):
        yield f"actions[{i}]", action
    if isinstance(card.get("mandatory"), dict):
        yield "mandatory", card["mandatory"]
    for i, action in enumerate(_crafted(card).get("actions", ())):
        yield f"craft.item.actions[{i}]", action


def effects_of(card: dict) -> Iterator[tuple[str, dict]]:
    for i, effect in enumerate(card.get("effects", ())):
        yield f"effects[{i}]", effect
    for i, effect in enumerate(_crafted(card).get("effects", ())):
        yield f"craft.item.effects[{i}]", effect


def _walk(consequences, path: str) -> Iterator[tuple[str, dict]]:
    for i, consequence in enumerate(consequences or ()):
        here = f"{path}[{i}]"
        yield here, consequence
        yield from _walk(consequence.get("each_involved"), f"{here}.each_involved")
        for j, branch in enumerate(consequence.get("choose", ())):
            yield from _walk(branch.get("then"), f"{here}.choose[{j}].then")


def consequences_of(card: dict) -> Iterator[tuple[str, dict]]:
    """Every consequence on a (valid) card, however deeply nested, with its field path."""
    yield from _walk(card.get("on_reveal"), "on_reveal")
    for path, action in actions_of(card):
        yield from _walk(action.get("success"), f"{path}.success")
        yield from _walk(action.get("failure"), f"{path}.failure")
    for path, effect in effects_of(card):
        yield from _walk(effect.get("then"), f"{path}.then")


def build_index(entries: list[Entry], curse_ids: set[str], problems: list[Problem]) -> Index:
    """Gather ids, numbers, banners and keywords; report duplicate ids."""
    index = Index(curses=curse_ids)
    for entry in entries:
        card = entry.table
        card_id = card.get("id")
        if isinstance(card_id, str):
            first = index.ids.get(card_id)
            if first is not None:
                problems.append(Problem(entry.file, card_id, "id", f"is used twice (first in {first.file}"
                                        + (f", line {first.line})" if first.line else ")"), entry.line))
            else:
                index.ids[card_id] = entry
        number = card.get("number")
        if isinstance(number, int) and not isinstance(number, bool):
            index.numbers.setdefault(number, []).append(entry)
        if not entry.valid:
            continue
        for item in (card, _crafted(card)):
            index.keywords.update(item.get("keywords", ()))
            banner = item.get("banner")
            if banner and (item is not card or card["type"] in BANNER_TYPES):
                index.banners.setdefault(banner["pictograph"], set()).add(banner["value"])
    return index


def _numbox(index: Index, number, what: str) -> str | None:
    if not isinstance(number, int) or number in index.numbers:
        return None  # a number of the wrong type is the schema's to report
    return f"{what} {number} points at no card"


def _check_consequence(index: Index, c: dict) -> list[tuple[str | None, str]]:
    found = []
    if not isinstance(c, dict):
        return found
    if isinstance(c.get("take"), int):
        why = _numbox(index, c["take"], "numbox")
        if why:
            found.append(("take", why))
        if isinstance(c.get("banner"), str):
            values = index.banners.get(c["banner"])
            if not values:
                found.append(("banner", f"no item, quest item or clue shows a {c['banner']!r} banner"))
            for value in sorted(values or ()):
                if c["take"] + value not in index.numbers:
                    found.append(("banner", f"numbox {c['take']} + {c['banner']} banner {value} = "
                                            f"{c['take'] + value} points at no card"))
    if "banish_green" in c:
        if not any(e.table.get("back") == "green" for e in index.numbers.get(c["banish_green"], ())):
            found.append(("banish_green", f"there is no green card {c['banish_green']}"))
    for op in ("discard", "banish", "return"):
        target = c.get(op)
        if isinstance(target, str) and target != "this" and target not in index.ids:
            found.append((op, f"names card {target!r}, which is not in the pack"))
    if "lift" in c and c["lift"] not in index.curses:
        found.append(("lift", f"names curse {c['lift']!r}, which pack.toml does not list"))
    return found


def check_card(index: Index, entry: Entry) -> list[Problem]:
    """Reference problems of one card; on a card that failed its schema, as many as its shape allows."""
    if not isinstance(entry.table.get("id"), str) or entry.table.get("type") is None:
        return []
    try:
        return _check_card(index, entry)
    except (TypeError, KeyError, AttributeError, ValueError):
        if entry.valid:
            raise
        return []  # its schema problems are already reported; its shape is too broken to follow


def _check_card(index: Index, entry: Entry) -> list[Problem]:
    card, file, line = entry.table, entry.file, entry.line
    card_id = card["id"]
    out: list[tuple[str | None, str]] = []
    for path, consequence in consequences_of(card):
        out += [(f"{path}.{name}", why) for name, why in _check_consequence(index, consequence)]
    for path, action in actions_of(card):
        for i, need in enumerate(action.get("requires", ())):
            if "card" in need and need["card"] not in index.ids:
                out.append((f"{path}.requires[{i}].card", f"names card {need['card']!r}, which is not in the pack"))
            if "keyword" in need and need["keyword"] not in index.keywords:
                out.append((f"{path}.requires[{i}].keyword", f"no card has the keyword {need['keyword']!r}"))
    for i, arrow in enumerate(card.get("arrows", ())):
        why = _numbox(index, arrow["numbox"], "numbox")
        if why:
            out.append((f"arrows[{i}].numbox", why))
    for i, hidden in enumerate(card.get("hidden", ())):
        targets = index.numbers.get(hidden)
        if not targets:
            out.append((f"hidden[{i}]", f"hidden number {hidden} points at no card"))
        elif "number" in card and not any(t.table.get("source") == card["number"] for t in targets):
            out.append((f"hidden[{i}]", f"card {hidden} should show source = {card['number']} on its back"))
    if "source" in card and card["source"] not in index.numbers:
        out.append(("source", f"source {card['source']} is the number of no card"))
    kind = card["type"]
    if kind == "skill" and "character" in card:
        owner = index.ids.get(card["character"])
        if owner is None or owner.table.get("type") != "character":
            out.append(("character", f"names {card['character']!r}, which is no character card"))
    if kind == "clue" and card["curse"] not in index.curses:
        out.append(("curse", f"names curse {card['curse']!r}, which pack.toml does not list"))
    if kind == "curse" and card["curse"] != "death" and card["curse"] not in index.curses:
        out.append(("curse", f"names curse {card['curse']!r}, which pack.toml does not list (or \"death\")"))
    return [Problem(file, card_id, name, why, line) for name, why in out]


def check_areas(index: Index, entries: list[Entry]) -> list[Problem]:
    """Each exploration card's area has terrains; each terrain arrow's area has exploration cards."""
    terrain_areas = {e.table.get("area") for e in entries if e.valid and e.table["type"] == "terrain"}
    explored = {e.table["area"] for e in entries if e.valid and e.table["type"] != "terrain"
                and "area" in e.table and "number" not in e.table}
    found = []
    for e in entries:
        if not e.valid or "area" not in e.table:
            continue
        card = e.table
        if card["type"] == "terrain" and card.get("arrows") and card["area"] not in explored:
            found.append(Problem(e.file, card["id"], "area", f"area {card['area']} has no exploration cards "
                                 "for this terrain's arrows", e.line))
        elif card["type"] != "terrain" and "number" not in card and card["area"] not in terrain_areas:
            found.append(Problem(e.file, card["id"], "area", f"no terrain is in area {card['area']}, "
                                 "so this exploration card can never come out", e.line))
    return found


def check_art_of(root: Path, entries: list[Entry], accepted: set[str]) -> list[Problem]:
    """Every picture named by a card; the names of accepted ones are added to `accepted`."""
    verdicts: dict[str, str | None] = {}
    check_art = ArtCheck(root)
    found = []
    for e in entries:
        if not isinstance(e.table.get("id"), str):
            continue
        for name, path in ((e.table.get("art"), "art"), (_crafted(e.table).get("art"), "craft.item.art")):
            if not isinstance(name, str):
                continue  # a missing picture is fine; a non-text one is the schema's to report
            if name not in verdicts:
                verdicts[name], raw = check_art(name)
                if raw is not None:
                    accepted.add(name)
            if verdicts[name]:
                found.append(Problem(e.file, e.table["id"], path, verdicts[name], e.line))
    return found
