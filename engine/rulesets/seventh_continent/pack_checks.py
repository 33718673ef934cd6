"""What a schema cannot see in a 7th Continent pack: pack.toml's curses and rules naming cards, and
references between cards (numboxes, ids, characters, curses, banners, areas, handlers)."""
from __future__ import annotations

from typing import Iterator

from engine.content.entries import Entry
from engine.content.problems import Problem
from engine.content.schema_check import shown

from .ops import VOCABULARY
from .pack_index import Index, actions_of, build_index, effects_of, missing_number


def check(meta: dict, meta_valid: bool, entries: list[Entry], problems: list[Problem]) -> None:
    """The ruleset's reference checks, for the pack loader: pack.toml first, then card by card."""
    curses = meta.get("curse") if isinstance(meta.get("curse"), list) else []
    curse_ids = {c["id"] for c in curses if isinstance(c, dict) and isinstance(c.get("id"), str)}
    index = build_index(entries, curse_ids)
    if meta_valid:
        check_meta(meta, index, problems)
    for entry in entries:
        problems.extend(check_card(index, entry))
    problems.extend(check_areas(entries))


def check_meta(meta: dict, index: Index, problems: list[Problem]) -> None:
    """Each curse's clue, curse card and start terrain, and the rules' cards, exist and fit."""
    def bad(field_, message):
        problems.append(Problem("pack.toml", None, field_, message))

    seen = set()
    for i, curse in enumerate(meta["curse"]):
        if curse["id"] in seen:
            bad(f"curse[{i}].id", f"curse {curse['id']!r} is listed twice")
        seen.add(curse["id"])
        _expect(index, curse["clue"], {"clue", "quest_item"}, f"curse[{i}].clue", bad)
        card = _expect(index, curse["curse_card"], {"curse"}, f"curse[{i}].curse_card", bad)
        if card is not None and card.table.get("curse") != curse["id"]:
            bad(f"curse[{i}].curse_card", f"card {curse['curse_card']!r} has curse = "
                f"{shown(card.table.get('curse'))}, not {curse['id']!r}")
        starts = index.numbers.get(curse["start"], [])
        if not starts:
            bad(f"curse[{i}].start", f"start {curse['start']} points at no card")
        elif not any(e.table.get("type") == "terrain" for e in starts):
            bad(f"curse[{i}].start", f"card {curse['start']} is not a terrain")
    rules = meta.get("rules", {})
    death = _expect(index, rules.get("death_is_lurking"), {"curse"}, "rules.death_is_lurking", bad)
    if death is not None and death.table.get("curse") != "death":
        bad("rules.death_is_lurking", f"card {death.table['id']!r} should have curse = \"death\"")
    _expect(index, rules.get("easy"), {"mode"}, "rules.easy", bad)
    _expect(index, rules.get("hardcore"), {"mode"}, "rules.hardcore", bad)


def _expect(index: Index, card_id, types: set[str], field_: str, bad):
    if card_id is None:
        return None
    entry = index.ids.get(card_id)
    if entry is None:
        bad(field_, f"names card {card_id!r}, which is not in the pack")
        return None
    kind = entry.table.get("type")
    if not isinstance(kind, str) or kind not in types:
        bad(field_, f"card {card_id!r} is a {entry.table.get('type')}, not a {' or '.join(sorted(types))}")
        return None
    return entry


def consequences_of(card: dict) -> Iterator[tuple[str, dict]]:
    """Every consequence on a (valid) card, however deeply nested, with its field path."""
    yield from VOCABULARY.walk(card.get("on_reveal"), "on_reveal")
    for path, action in actions_of(card):
        yield from VOCABULARY.walk(action.get("success"), f"{path}.success")
        yield from VOCABULARY.walk(action.get("failure"), f"{path}.failure")
    for path, effect in effects_of(card):
        yield from VOCABULARY.walk(effect.get("then"), f"{path}.then")


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
        out += [(f"{path}.{name}", why) for name, why in VOCABULARY.references(consequence, index)]
    for path, effect in effects_of(card):
        out += [(f"{path}.{name}", why) for name, why in VOCABULARY.handler_problems(effect)]
    for path, action in actions_of(card):
        for i, need in enumerate(action.get("requires", ())):
            if "card" in need and need["card"] not in index.ids:
                out.append((f"{path}.requires[{i}].card", f"names card {need['card']!r}, which is not in the pack"))
            if "keyword" in need and need["keyword"] not in index.keywords:
                out.append((f"{path}.requires[{i}].keyword", f"no card has the keyword {need['keyword']!r}"))
    for i, arrow in enumerate(card.get("arrows", ())):
        why = missing_number(index, arrow["numbox"], "numbox")
        if why:
            out.append((f"arrows[{i}].numbox", why))
    for i, number in enumerate(card.get("points_to", ())):
        why = missing_number(index, number, "points_to")
        if why:
            out.append((f"points_to[{i}]", why))
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


def check_areas(entries: list[Entry]) -> list[Problem]:
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
