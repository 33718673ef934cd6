"""Load a content pack: read its TOML, validate it against its ruleset's schema, check every reference.

`load_pack(folder)` gives a `Pack` or raises one `PackError` listing every problem found.
Packs are untrusted: nothing is executed, no path leaves the pack folder, pictures are bounded.
The ruleset named in pack.toml is found in the registry; its `pack_format` gives the schemas,
the rule defaults and the checks a schema cannot see.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Mapping

from jsonschema import Draft202012Validator

from engine.content.art import check_art_of
from engine.content.carddef import card_def, frozen
from engine.content.entries import Entry
from engine.content.files import TomlFile, inside, read_toml
from engine.content.paths import packs_dir
from engine.content.problems import PackError, Problem
from engine.content.schema_check import check_table, shown, validator_for
from engine.core.pieces import PieceDef
from engine.core.ruleset import PackFormat
from engine.rulesets import UnknownRuleset, ids, ruleset

MAX_NESTING = 32  # lists and tables inside each other; real cards stay under 12


@dataclass
class Pack:
    """A loaded, valid pack; `meta` is pack.toml as read (read-only), for the ruleset's own sections."""

    id: str
    title: str
    ruleset: str
    version: str
    authors: list[str]
    players: tuple[int, int]
    rules: dict
    cards: dict[str, PieceDef]
    folder: Path
    description: str = ""
    meta: Mapping = field(default_factory=lambda: MappingProxyType({}))
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

    def art_path(self, card: PieceDef | str) -> Path | None:
        """The picture of a card (by PieceDef or id), already checked to exist inside the pack."""
        card = self.cards[card] if isinstance(card, str) else card
        name = card.get("art")
        return self.folder / "art" / name if name else None


@dataclass(frozen=True)
class PackSummary:
    """What a pack chooser shows without loading the whole pack; `error` when pack.toml is unreadable."""

    id: str
    title: str
    version: str
    ruleset: str
    folder: Path
    error: str | None = None


def pack_format_of(ruleset_id, problems: list[Problem]) -> PackFormat | None:
    """The pack format of the ruleset pack.toml names, or None with the problem said."""
    if ruleset_id is None:
        problems.append(Problem("pack.toml", None, "ruleset", "is required but missing"))
        return None
    try:
        if isinstance(ruleset_id, str):
            return ruleset(ruleset_id).pack_format
    except UnknownRuleset:
        pass
    problems.append(Problem("pack.toml", None, "ruleset", f"{shown(ruleset_id)} is not a ruleset Fogbound knows "
                            f"({', '.join(ids())})"))
    return None


def _card_entries(root: Path, pack_format, problems: list[Problem], files: list[TomlFile],
                  unreadable: list[str]) -> list[Entry]:
    entries: list[Entry] = []
    validators: dict[str, Draft202012Validator] = {}  # each card type's, made once for this pack's cards
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
            entries.append(_entry(pack_format, name, loaded.card_line(i), i, table, problems, validators))
    return entries


def _entry(pack_format, name: str, line, i: int, table, problems: list[Problem],
           validators: dict[str, Draft202012Validator]) -> Entry:
    if not isinstance(table, dict):
        problems.append(Problem(name, f"card #{i + 1}", None, "must be a [[card]] table", line))
        return Entry(name, line, {}, False)
    card_id = table.get("id") if isinstance(table.get("id"), str) else f"card #{i + 1}"
    kind = table.get("type")
    if not isinstance(kind, str) or kind not in pack_format.card_schemas:
        if kind is None:
            why = "is required but missing"
        else:
            why = f"{shown(kind)} is not a card type ({', '.join(pack_format.card_schemas)})"
        problems.append(Problem(name, card_id, "type", why, line))
        return Entry(name, line, table, False)
    if nesting(table) > MAX_NESTING:
        problems.append(Problem(name, card_id, None, f"is nested more than {MAX_NESTING} levels deep", line))
        return Entry(name, line, {"id": card_id, "type": kind}, False)
    schema = pack_format.card_schemas[kind]
    if kind not in validators:
        validators[kind] = validator_for(schema)
    found = check_table(table, schema, name, card_id, line, validator=validators[kind])
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


def _check_meta(meta: dict, valid: bool, root_name: str, problems: list[Problem]) -> None:
    """What every pack.toml must agree with: its folder's name, and a sane player range."""
    if isinstance(meta.get("id"), str) and meta["id"] != root_name:
        problems.append(Problem("pack.toml", None, "id", f"{shown(meta['id'])} differs from the pack's folder name "
                                f"{root_name!r}"))
    if valid:
        low, high = meta["players"]
        if low > high:
            problems.append(Problem("pack.toml", None, "players", f"minimum {low} is above maximum {high}"))


def _check_ids(entries: list[Entry], problems: list[Problem]) -> None:
    first: dict[str, Entry] = {}
    for entry in entries:
        card_id = entry.table.get("id")
        if not isinstance(card_id, str):
            continue
        if card_id in first:
            seen = first[card_id]
            problems.append(Problem(entry.file, card_id, "id", f"is used twice (first in {seen.file}"
                                    + (f", line {seen.line})" if seen.line else ")"), entry.line))
        else:
            first[card_id] = entry


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
    pack_format = pack_format_of(meta.get("ruleset"), problems) if meta_file else None
    if pack_format is None:
        raise PackError(folder, problems)
    meta_problems = check_table(meta, pack_format.pack_schema, "pack.toml", None, None)
    problems.extend(meta_problems)
    files: list[TomlFile] = []
    unreadable: list[str] = []
    entries = _card_entries(root, pack_format, problems, files, unreadable)
    _check_ids(entries, problems)
    if unreadable:
        # the cards of an unreadable file are unknown: every reference to them would be a false alarm
        problems.append(Problem(unreadable[0], None, None, "references between cards were not checked: "
                                "fix the file(s) that cannot be read first"))
    else:
        _check_meta(meta, not meta_problems, root.name, problems)
        pack_format.check(meta, not meta_problems, entries, problems)
    art: set[str] = set()
    problems.extend(check_art_of(root, entries, art))
    if problems:
        problems.sort(key=lambda p: (p.file != "pack.toml", p.file, p.line or 0))
        raise PackError(folder, problems)
    hashed = [meta_file.name] + [f.name for f in files] + [f"art/{name}" for name in sorted(art)]
    return _build(meta, pack_format, root, entries, tuple(hashed))


def _build(meta: dict, pack_format: PackFormat, root: Path, entries: list[Entry], hashed: tuple[str, ...]) -> Pack:
    rules = dict(pack_format.rule_defaults)
    rules.update(meta.get("rules", {}))
    cards = {e.table["id"]: card_def(e.table) for e in entries}
    return Pack(
        id=meta["id"], title=meta["title"], ruleset=meta["ruleset"], version=meta["version"],
        authors=list(meta.get("authors", [])), players=tuple(meta["players"]),
        rules=rules, cards=cards, folder=root, hashed_files=hashed,
        description=meta.get("description", ""), meta=frozen(meta),
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
