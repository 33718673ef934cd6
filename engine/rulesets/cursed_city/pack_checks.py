"""What a schema cannot see in a Cursed City pack: the dice, hostiles, tiles and tokens entries name, the
behaviour and event tables covering every roll, and journeys whose maps hold together."""
from __future__ import annotations

from engine.content.entries import Entry
from engine.content.problems import Problem

from .schema import RULE_DEFAULTS, rule

TOKENS = ("wound", "object", "initiative")


def check(meta: dict, meta_valid: bool, entries: list[Entry], problems: list[Problem]) -> None:
    by_id = {e.table.get("id"): e for e in entries if isinstance(e.table.get("id"), str)}

    def problem(entry: Entry, field, text: str) -> None:
        problems.append(Problem(entry.file, entry.table.get("id"), field, text, entry.line))

    def names(entry: Entry, field: str, named, kind: str) -> bool:
        target = by_id.get(named)
        if target is None:
            problem(entry, field, f"names {named!r}, which is not in the pack")
        elif target.table.get("type") != kind:
            problem(entry, field, f"names {named!r}, a {target.table.get('type')}, not a {kind}")
        else:
            return True
        return False

    rules = {**RULE_DEFAULTS, **(meta.get("rules") or {})} if meta_valid else RULE_DEFAULTS
    each = rule(rules, "action_dice_each")
    for entry in entries:
        t = entry.table
        kind = t.get("type")
        arsenals = [("weapons", t.get("weapons")), ("inspired.weapons", (t.get("inspired") or {}).get("weapons")
                                                     if isinstance(t.get("inspired"), dict) else None)]
        for where_, arsenal in arsenals:
            for w, weapon in enumerate(arsenal or ()) if isinstance(arsenal, list) else ():
                dice = weapon.get("dice") or [] if isinstance(weapon, dict) else []
                for d, die in enumerate(dice):
                    if names(entry, f"{where_}[{w}].dice[{d}]", die, "die") and _numbered(by_id[die]):
                        problem(entry, f"{where_}[{w}].dice[{d}]", f"{die!r} is a numbered die, not an action die")
                for die in set(dice):
                    if dice.count(die) > each:
                        problem(entry, f"{where_}[{w}].dice", f"rolls {dice.count(die)} {die!r}, more than the "
                                                             f"{each} of each action die in reach")
        sides = [("", t), ("inspired.", t.get("inspired")), ("boons.", t.get("boons"))]
        for field, dice in [(f"{at}{f}", side.get(f)) for at, side in sides if isinstance(side, dict)
                            for f in ("agility", "vitality", "defence")]:
            for d, die in enumerate(dice or ()) if isinstance(dice, list) else ():
                if names(entry, f"{field}[{d}]", die, "die") and _numbered(by_id[die]):
                    problem(entry, f"{field}[{d}]", f"{die!r} is a numbered die, not an action die")
        if kind == "hero" and isinstance(t.get("abilities"), list):
            # an ability's id names its answer (act:ability:<id>): two of one card would be one answer
            ids = [a.get("id") for a in t["abilities"] if isinstance(a, dict)]
            for a, ability in enumerate(t["abilities"]):
                if isinstance(ability, dict) and ids.count(ability.get("id")) > 1:
                    problem(entry, f"abilities[{a}].id", f"{ability.get('id')!r} names two abilities of the card")
                if isinstance(ability, dict) and ability.get("free") and "cost" in ability:
                    problem(entry, f"abilities[{a}].cost", "a free ability costs no die: leave its cost out")
        if kind == "hostile":
            for field in ("behaviour", "empowered"):
                covers(entry, field, t.get(field), "do", problem)
        if kind == "encounter":
            for g, group in enumerate(t.get("groups") or ()):
                for h, item in enumerate(group.get("hostiles") or ()):
                    names(entry, f"groups[{g}].hostiles[{h}].hostile", item.get("hostile"), "hostile")
        if kind == "journey":
            _journey(entry, by_id, names, problem)
            crises = t.get("crises") if isinstance(t.get("crises"), dict) else {}
            for column in ("day", "night"):
                rows = crises.get(column)
                covers(entry, f"crises.{column}", rows, "entry", problem)
                for n, row in enumerate(rows or ()):
                    names(entry, f"crises.{column}[{n}].entry", row.get("entry"), "crisis")
        if kind == "quest":
            for n, journey in enumerate(t.get("journeys") or ()):
                names(entry, f"journeys[{n}]", journey, "journey")
            if names(entry, "finale", t.get("finale"), "journey") and t.get("finale") not in (t.get("journeys") or ()):
                problem(entry, "finale", f"{t.get('finale')!r} is not one of the quest's journeys")
        if kind == "exploration" and names(entry, "tile", t.get("tile"), "tile"):
            if not by_id[t["tile"]].table.get("gateways"):
                problem(entry, "tile", f"{t['tile']!r} has no gateway location to be placed by")
        if kind == "journey" and t.get("quarry") and names(entry, "quarry", t["quarry"], "encounter"):
            if not by_id[t["quarry"]].table.get("set_aside"):
                problem(entry, "quarry", f"names {t['quarry']!r}, an encounter card of the deck every journey "
                                         "shuffles: a quarry is its journey's own card (set_aside = true)")
        if kind == "journey":
            for n, slay in enumerate((t.get("victory") or {}).get("slay") or ()):
                names(entry, f"victory.slay[{n}]", slay, "hostile")
        if kind == "hero" and isinstance(t.get("move"), list) and len(t["move"]) == 2 and t["move"][0] > t["move"][1]:
            problem(entry, "move", "runs fewer spaces than it moves")
    quarries = {e.table.get("quarry") for e in entries if e.table.get("type") == "journey"}
    for entry in entries:
        if entry.table.get("type") == "encounter" and entry.table.get("set_aside") and entry.table.get("id") not in quarries:
            problem(entry, "set_aside", "is set aside from the encounter deck, yet no journey's quarry: it is never met")
    for kind in TOKENS:
        found = [e for e in entries if e.table.get("type") == "token" and e.table.get("token") == kind]
        if not found:
            problems.append(Problem("pack.toml", None, "cards", f"the pack has no {kind} token entry", None))
        for entry in found:
            if kind != "initiative" and "count" not in entry.table:
                problem(entry, "count", f"says how many {kind} tokens there are")
    if meta_valid and isinstance(meta.get("rules"), dict):
        for field in ("activation_die", "destiny_die", "quest_die"):
            named = meta["rules"].get(field)
            target = by_id.get(named)
            if target is None or target.table.get("type") != "die" or not _numbered(target):
                problems.append(Problem("pack.toml", None, f"rules.{field}", f"names {named!r}, which is not a numbered die"
                                        " of the pack", None))
        table = meta["rules"].get("event_table")
        if isinstance(table, dict):
            covers(None, "rules.event_table.rows", table.get("rows"), "event", lambda e, f, text: problems.append(
                Problem("pack.toml", None, f, text, None)))
    if not any(e.table.get("type") == "quest" for e in entries):
        problems.append(Problem("pack.toml", None, "cards", "the pack has no quest entry: a game is a quest", None))
    rows = [e for e in entries if e.table.get("type") == "extraction"]
    if rows:
        covers(rows[0], "roll", [e.table for e in rows], "roll", problem, top=14)
    hostiles = [e for e in entries if e.table.get("type") == "hostile"]
    tables = {}
    for entry in hostiles:
        category = entry.table.get("category")
        seen = tables.setdefault(category, (entry, entry.table.get("behaviour"), entry.table.get("empowered")))
        if seen[1:] != (entry.table.get("behaviour"), entry.table.get("empowered")):
            problem(entry, "behaviour", f"differs from {seen[0].table.get('id')!r}'s, of the same category "
                                        f"{category!r} (behaviour is rolled per category)")


def _numbered(entry: Entry) -> bool:
    faces = entry.table.get("faces")
    return isinstance(faces, list) and all(isinstance(f, dict) and "outcome" not in f for f in faces)


def covers(entry, field, rows, what, problem, top: int = 12) -> None:
    """A D12 table's rows cover 1 to 12 once each (the extraction events: 1 to 14, the roll's bonuses)."""
    if not isinstance(rows, list):
        return
    hits = [0] * (top + 1)
    for row in rows:
        if isinstance(row, dict) and isinstance(row.get("roll"), list) and len(row["roll"]) == 2:
            lo, hi = row["roll"]
            if lo > hi:
                problem(entry, field, f"has a row from {lo} down to {hi}")
            for n in range(max(1, lo), min(top, hi) + 1):
                hits[n] += 1
    missing = [n for n in range(1, top + 1) if hits[n] == 0]
    twice = [n for n in range(1, top + 1) if hits[n] > 1]
    if missing:
        problem(entry, field, f"says nothing for a roll of {', '.join(map(str, missing))}")
    if twice:
        problem(entry, field, f"has more than one row for a roll of {', '.join(map(str, twice))}")


def _journey(entry, by_id, names, problem) -> None:
    t = entry.table
    cells: dict = {}
    drop = 0
    for n, placed in enumerate(t.get("tiles") or ()):
        if not names(entry, f"tiles[{n}].tile", placed.get("tile"), "tile"):
            continue
        tile = by_id[placed["tile"]].table
        (w, h), (x0, y0) = tile.get("size", (0, 0)), placed.get("at", (0, 0))
        for dx in range(w):
            for dy in range(h):
                if (x0 + dx, y0 + dy) in cells:
                    problem(entry, f"tiles[{n}]", f"overlaps tile {cells[(x0 + dx, y0 + dy)]} at {x0 + dx},{y0 + dy}")
                cells[(x0 + dx, y0 + dy)] = n + 1
        if tile.get("zone") == "drop":
            drop += w * h
    if drop < 4:
        problem(entry, "tiles", f"its drop zone holds {drop} spaces; four heroes deploy there")
    later = set()
    gateways = {g.get("id") for g in t.get("gateways") or ()}
    for n, spot in enumerate(t.get("extraction") or ()):
        if spot.get("gateway") not in gateways:
            problem(entry, f"extraction[{n}].gateway", f"names {spot.get('gateway')!r}, which is no gateway of the map")
        if names(entry, f"extraction[{n}].tile", spot.get("tile"), "tile"):
            tile = by_id[spot["tile"]].table
            if tile.get("zone") != "extraction":
                problem(entry, f"extraction[{n}].tile", f"{spot['tile']!r} is no extraction zone tile")
            (w, h), (x0, y0) = tile.get("size", (0, 0)), spot.get("at", (0, 0))
            area = {(x0 + dx, y0 + dy) for dx in range(w) for dy in range(h)}
            if area & set(cells):
                problem(entry, f"extraction[{n}].at", "the extraction zone would overlap the map's tiles")
            later |= area
    on_map = any(by_id[p["tile"]].table.get("zone") == "extraction" for p in t.get("tiles") or ()
                 if p.get("tile") in by_id)
    if cells and not on_map and not t.get("extraction") and not t.get("extraction_tile"):
        problem(entry, "extraction", "the journey has no extraction zone, on the map or to be placed")
    if t.get("extraction_tile") and names(entry, "extraction_tile", t["extraction_tile"], "tile"):
        tile = by_id[t["extraction_tile"]].table
        if tile.get("zone") != "extraction" or not tile.get("gateways"):
            problem(entry, "extraction_tile", f"{t['extraction_tile']!r} is no extraction zone tile with a gateway location")
    if t.get("kind") != "deliverance" and not t.get("lychgates"):
        problem(entry, "lychgates", "reinforcements arrive at lychgates: the map needs one")
    if t.get("kind") == "deliverance" and not any(not g.get("open") and g.get("edge") for g in t.get("gateways") or ()):
        problem(entry, "gateways", "a deliverance journey starts behind a closed gateway with its edge written")
    for field in ("gateways", "lychgates"):
        for n, item in enumerate(t.get(field) or ()):
            for c, cell in enumerate(item.get("cells") or ()):
                if tuple(cell) not in cells and tuple(cell) not in later:
                    problem(entry, f"{field}[{n}].cells[{c}]", f"{cell} is not a space of the map's tiles")
    for n, cell in enumerate(t.get("objects") or ()):
        if tuple(cell) not in cells:
            problem(entry, f"objects[{n}]", f"{cell} is not a space of the map's tiles")
