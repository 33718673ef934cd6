"""Load a content pack: read its TOML, validate it against its ruleset's schema, check every reference.

`load_pack(folder)` gives a `Pack` or raises one `PackError` listing every problem found.
Packs are untrusted: nothing is executed, no path leaves the pack folder, pictures are bounded.
"""
from __future__ import annotations

import hashlib
import importlib
from dataclasses import dataclass, field
from pathlib import Path

from engine.content.carddef import card_def
from engine.content.files import TomlFile, inside, read_toml
from engine.content.paths import packs_dir
from engine.content.problems import PackError, Problem
from engine.content.references import Entry, build_index, check_areas, check_art_of, check_card
from engine.content.schema_check import check_table, shown
from engine.core.cards import CardDef

MAX_NESTING = 32  # lists and tables inside each other; real cards stay under 12
RULESETS = {"seventh-continent": "engine.rulesets.seventh_continent.schema"}
DEFAULT_RULESET = "seventh-continent"


@dataclass(frozen=True)
class Curse:
    """A curse (scenario) players may choose: its clue, its curse card and its start terrain."""

    id: str
    title: str
    clue: str
    curse_card: str
    start: int


@dataclass
class Pack:
    """A loaded, valid pack."""

    id: str
    title: str
    ruleset: str
    version: str
    authors: list[str]
    players: tuple[int, int]
    curses: list[Curse]
    rules: dict
    cards: dict[str, CardDef]
    folder: Path
    description: str = ""
    card_files: dict[str, str] = field(default_factory=dict)
    hashed_files: tuple[str, ...] = ()
    _hash: str | None = field(default=None, repr=False, compare=False)

    @property
    def content_hash(self) -> str:
        """sha256 over pack.toml, the card files and the pictures, in a stable order.

        Computed on first use (it reads every picture again), not at load time.
        """
        if self._hash is None:
            self._hash = content_hash(self.folder, self.hashed_files)
        return self._hash

    def art_path(self, card: CardDef | str) -> Path | None:
        """The picture of a card (by CardDef or id), already checked to exist inside the pack."""
        card = self.cards[card] if isinstance(card, str) else card
        name = card.get("art")
        return self.folder / "art" / name if name else None

    def by_number(self, number: int) -> list[CardDef]:
        """Every adventure card of that number (green and gold)."""
        return [c for c in self.cards.values() if c.number == number]


@dataclass(frozen=True)
class PackSummary:
    """What a pack chooser shows without loading the whole pack; `error` when pack.toml is unreadable."""

    id: str
    title: str
    version: str
    ruleset: str
    folder: Path
    error: str | None = None


def _schemas(ruleset, problems: list[Problem]):
    name = ruleset if isinstance(ruleset, str) else DEFAULT_RULESET
    if name not in RULESETS:
        problems.append(Problem("pack.toml", None, "ruleset", f"{shown(ruleset)} is not a ruleset Fogbound knows "
                                f"({', '.join(RULESETS)})"))
        return None
    return importlib.import_module(RULESETS[name])


def _card_entries(root: Path, schemas, problems: list[Problem], files: list[TomlFile],
                  unreadable: list[str]) -> list[Entry]:
    entries: list[Entry] = []
    cards_dir = root / "cards"
    if not cards_dir.is_dir():
        problems.append(Problem("cards", None, None, "folder is missing (card files go in cards/*.toml)"))
        return entries
    if not inside(root, cards_dir):
        problems.append(Problem("cards", None, None, "is a link to a folder outside the pack; refused"))
        return entries
    for path in sorted(cards_dir.glob("*.toml")):
        name = f"cards/{path.name}"
        loaded = read_toml(root, name, problems)
        if loaded is None:
            unreadable.append(name)
            continue
        files.append(loaded)
        for key in loaded.data:
            if key != "card":
                problems.append(Problem(name, None, key, "unknown top-level key; a card file holds [[card]] tables"))
        tables = loaded.data.get("card", [])
        if not isinstance(tables, list):
            problems.append(Problem(name, None, "card", "must be written as [[card]] tables"))
            continue
        for i, table in enumerate(tables):
            entries.append(_entry(schemas, name, loaded.card_line(i), i, table, problems))
    return entries


def _entry(schemas, name: str, line, i: int, table, problems: list[Problem]) -> Entry:
    if not isinstance(table, dict):
        problems.append(Problem(name, f"card #{i + 1}", None, "must be a [[card]] table", line))
        return Entry(name, line, {}, False)
    card_id = table.get("id") if isinstance(table.get("id"), str) else f"card #{i + 1}"
    kind = table.get("type")
    if not isinstance(kind, str) or kind not in schemas.CARD_SCHEMAS:
        if kind is None:
            why = "is required but missing"
        else:
            why = f"{shown(kind)} is not a card type ({', '.join(schemas.CARD_SCHEMAS)})"
        problems.append(Problem(name, card_id, "type", why, line))
        return Entry(name, line, table, False)
    if nesting(table) > MAX_NESTING:
        problems.append(Problem(name, card_id, None, f"is nested more than {MAX_NESTING} levels deep", line))
        return Entry(name, line, {"id": card_id, "type": kind}, False)
    found = check_table(table, schemas.CARD_SCHEMAS[kind], name, card_id, line)
    problems.extend(found)
    return Entry(name, line, table, not found)


def nesting(value) -> int:
    """How many lists/tables deep a value goes, counted without recursion."""
    deepest, stack = 0, [(value, 0)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict):
            value = list(value.values())
        if isinstance(value, list):
            depth += 1
            deepest = max(deepest, depth)
            if depth <= MAX_NESTING:
                stack.extend((v, depth) for v in value if isinstance(v, (dict, list)))
    return deepest


def _check_meta(meta: dict, valid: bool, root_name: str, index, problems: list[Problem]) -> None:
    def bad(field_, message):
        problems.append(Problem("pack.toml", None, field_, message))

    if isinstance(meta.get("id"), str) and meta["id"] != root_name:
        bad("id", f"{shown(meta['id'])} differs from the pack's folder name {root_name!r}")
    if not valid:
        return
    low, high = meta["players"]
    if low > high:
        bad("players", f"minimum {low} is above maximum {high}")
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


def _expect(index, card_id, types: set[str], field_: str, bad):
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


def content_hash(folder: Path, names) -> str:
    """sha256 over these pack files (relative names), each as name, length and bytes."""
    digest = hashlib.sha256()
    for name in names:
        raw = (folder / name).read_bytes()
        digest.update(name.encode("utf-8") + b"\0" + str(len(raw)).encode() + b"\0")
        digest.update(raw)
    return digest.hexdigest()


def load_pack(folder) -> Pack:
    """The pack in `folder`, valid; or PackError with every problem (file, card, field, message)."""
    folder = Path(folder)
    if not folder.is_dir():
        raise PackError(folder, [Problem(".", None, None, f"{folder} is not a folder")])
    root = folder.resolve()
    problems: list[Problem] = []
    meta_file = read_toml(root, "pack.toml", problems)
    meta = meta_file.data if meta_file else {}
    schemas = _schemas(meta.get("ruleset"), problems)
    if schemas is None:
        raise PackError(folder, problems)
    meta_problems = check_table(meta, schemas.PACK_SCHEMA, "pack.toml", None, None) if meta_file else []
    problems.extend(meta_problems)
    files: list[TomlFile] = []
    unreadable: list[str] = [] if meta_file else ["pack.toml"]
    entries = _card_entries(root, schemas, problems, files, unreadable)
    curses = meta.get("curse") if isinstance(meta.get("curse"), list) else []
    curse_ids = {c["id"] for c in curses if isinstance(c, dict) and isinstance(c.get("id"), str)}
    index = build_index(entries, curse_ids, problems)
    if unreadable:
        # the cards of an unreadable file are unknown: every reference to them would be a false alarm
        problems.append(Problem(unreadable[0], None, None, "references between cards were not checked: "
                                "fix the file(s) that cannot be read first"))
    else:
        if meta_file:
            _check_meta(meta, not meta_problems, root.name, index, problems)
        for entry in entries:
            problems.extend(check_card(index, entry))
        problems.extend(check_areas(index, entries))
    art: set[str] = set()
    problems.extend(check_art_of(root, entries, art))
    if problems:
        problems.sort(key=lambda p: (p.file != "pack.toml", p.file, p.line or 0))
        raise PackError(folder, problems)
    hashed = [meta_file.name] + [f.name for f in files] + [f"art/{name}" for name in sorted(art)]
    return _build(meta, schemas, root, entries, tuple(hashed))


def _build(meta: dict, schemas, root: Path, entries: list[Entry], hashed: tuple[str, ...]) -> Pack:
    rules = dict(schemas.RULE_DEFAULTS)
    rules.update(meta.get("rules", {}))
    cards = {e.table["id"]: card_def(e.table) for e in entries}
    return Pack(
        id=meta["id"], title=meta["title"], ruleset=meta["ruleset"], version=meta["version"],
        authors=list(meta.get("authors", [])), players=tuple(meta["players"]),
        curses=[Curse(c["id"], c["title"], c["clue"], c["curse_card"], c["start"]) for c in meta["curse"]],
        rules=rules, cards=cards, folder=root, hashed_files=hashed,
        description=meta.get("description", ""),
        card_files={e.table["id"]: e.file for e in entries},
    )


def list_packs(where: Path | None = None) -> list[PackSummary]:
    """Every folder with a pack.toml under the packs folder, read lightly (no card validation)."""
    where = Path(where) if where is not None else packs_dir()
    found = []
    if not where.is_dir():
        return found
    for folder in sorted(p for p in where.iterdir() if (p / "pack.toml").is_file()):
        problems: list[Problem] = []
        loaded = read_toml(folder.resolve(), "pack.toml", problems)
        meta = loaded.data if loaded else {}

        def text(key, default=""):
            return meta.get(key) if isinstance(meta.get(key), str) else default

        found.append(PackSummary(id=text("id", folder.name), title=text("title", folder.name),
                                 version=text("version"), ruleset=text("ruleset"), folder=folder,
                                 error=str(problems[0]) if problems else None))
    return found
