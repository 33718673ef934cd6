"""From a spreadsheet (CSV, one row per card) to card files, for any ruleset: its pack format gives the
columns (how each cell is read, in the order fields are written) and the card schemas."""
from __future__ import annotations

import csv
import io
import os
import re
import tomllib
from collections import defaultdict
from pathlib import Path

from engine.content.schema_check import check_table
from engine.content.tomlwrite import cards_toml
from engine.core.ruleset import PackFormat

MAX_CSV_BYTES = 8 * 1024 * 1024

TRUE_WORDS = {"true", "yes", "1", "x"}
FALSE_WORDS = {"false", "no", "0"}


class CsvProblems(Exception):
    """Every problem of a spreadsheet, one per line; nothing was written."""

    def __init__(self, problems: list[str], code: int = 1):
        self.problems = problems
        self.code = code
        super().__init__("\n".join(problems))


def _items(cell: str) -> list[str]:
    return [part.strip() for part in cell.split(";") if part.strip()]


def whole_number(text: str) -> int:
    """A cell (or part of one) as a whole number, or ValueError saying why not."""
    try:
        return int(text.strip())
    except ValueError:
        raise ValueError(f"{text.strip()!r} is not a whole number") from None


def pairs(cell: str, example: str = "key:value") -> list[tuple[str, str]]:
    """`a:b; c:d` as (a, b), (c, d); ValueError shows `example` when a part is not a pair."""
    found = []
    for part in _items(cell):
        left, colon, right = part.partition(":")
        if not colon or not left.strip() or not right.strip():
            raise ValueError(f"{part!r} should look like {example}")
        found.append((left.strip(), right.strip()))
    return found


def read_cell(kind, cell: str, column: str):
    """The field value of one cell, or ValueError saying why it cannot be read.

    `kind` is one of text, int, bool, list, ints, pairs, toml, or a ruleset's own function of the cell."""
    cell = cell.strip()
    if callable(kind):
        return kind(cell)
    if kind == "text":
        return cell.replace("\\n", "\n")
    if kind == "int":
        return whole_number(cell)
    if kind == "bool":
        if cell.lower() in TRUE_WORDS:
            return True
        if cell.lower() in FALSE_WORDS:
            return False
        raise ValueError(f"{cell!r} is not true or false")
    if kind == "list":
        return _items(cell)
    if kind == "ints":
        return [whole_number(part) for part in _items(cell)]
    if kind == "pairs":
        return dict(pairs(cell))
    if kind == "toml":
        try:
            parsed = tomllib.loads(f"value = {cell}")
        except tomllib.TOMLDecodeError as error:
            raise ValueError(f"is not an inline TOML value ({error})") from None
        if set(parsed) != {"value"}:
            raise ValueError("holds more than one TOML value")
        return parsed["value"]
    raise AssertionError(kind)


def read_rows(path: Path, pack_format: PackFormat, delimiter: str = ",") -> list[dict]:
    """The card tables of a CSV file, schema-checked; CsvProblems lists everything wrong."""
    try:
        if path.stat().st_size > MAX_CSV_BYTES:
            raise CsvProblems([f"{path}: larger than {MAX_CSV_BYTES // 1048576} MB"])
        text = path.read_text(encoding="utf-8-sig")
    except OSError as error:
        raise CsvProblems([f"{path}: cannot be read: {error.strerror or error}"], 2) from None
    except UnicodeDecodeError:
        raise CsvProblems([f"{path}: is not UTF-8 text (export the sheet as CSV UTF-8)"]) from None
    reader = csv.DictReader(io.StringIO(text, newline=""), delimiter=delimiter)
    header = reader.fieldnames or []
    problems = [f"{path}: unknown column {name!r}" for name in header if name.strip() not in pack_format.columns]
    if "id" not in header or "type" not in header:
        problems.append(f"{path}: the columns id and type are required (first row: {', '.join(header) or 'empty'})")
    if problems:
        raise CsvProblems(problems)
    cards = []
    for row_number, row in enumerate(reader, start=2):
        if None in row:
            problems.append(f"{path} row {row_number}: more cells than columns")
        card, card_problems = _card(row, path, row_number, pack_format)
        problems += card_problems
        if card:
            cards.append(card)
    if problems:
        raise CsvProblems(problems)
    return cards


def _card(row: dict, path: Path, row_number: int, pack_format: PackFormat) -> tuple[dict | None, list[str]]:
    cells = {name.strip(): (value or "") for name, value in row.items() if name is not None}
    if not any(value.strip() for value in cells.values()):
        return None, []
    card, problems = {}, []
    where = f"{path} row {row_number}"
    for column, kind in pack_format.columns.items():
        cell = cells.get(column, "")
        if not cell.strip():
            continue
        try:
            card[column] = read_cell(kind, cell, column)
        except ValueError as error:
            problems.append(f"{where} [{cells.get('id', '?')}] {column}: {error}")
    schema = pack_format.card_schemas.get(card.get("type"))
    if schema is None:
        problems.append(f"{where} [{card.get('id', '?')}] type: {card.get('type')!r} is not a card type "
                        f"({', '.join(pack_format.card_schemas)})")
    elif not problems:
        problems += [f"{where} [{p.card_id}] {p.field}: {p.message}"
                     for p in check_table(card, schema, str(path), card.get("id"), None)]
    return card, problems


def import_csv(csv_path: Path, out: Path, pack_format: PackFormat, delimiter: str = ",",
               force: bool = False) -> list[tuple[Path, int]]:
    """Write `out/cards/<sheet>-<type>.toml` for the CSV's cards; nothing is written if anything is wrong."""
    cards = read_rows(csv_path, pack_format, delimiter)
    if not cards:
        raise CsvProblems([f"{csv_path}: no cards in it"])
    seen, problems = set(), []
    for card in cards:
        if card["id"] in seen:
            problems.append(f"{csv_path}: id {card['id']!r} is on two rows")
        seen.add(card["id"])
    by_type = defaultdict(list)
    for card in cards:
        by_type[card["type"]].append(card)
    stem = re.sub(r"[^a-z0-9]+", "-", csv_path.stem.lower()).strip("-") or "sheet"
    targets = {out / "cards" / f"{stem}-{card_type}.toml": group for card_type, group in sorted(by_type.items())}
    if not force:
        problems += [f"{target} already exists (use --force to replace it)" for target in targets if target.exists()]
    if problems:
        raise CsvProblems(problems)
    texts = {target: cards_toml(group, f"written by fogbound-pack import-csv from {csv_path.name}")
             for target, group in targets.items()}
    try:
        (out / "cards").mkdir(parents=True, exist_ok=True)
        for target, text in texts.items():
            temporary = target.with_suffix(".toml.tmp")
            temporary.write_text(text, encoding="utf-8")
            os.replace(temporary, target)
    except OSError as error:
        raise CsvProblems([f"cannot write {out}: {error.strerror or error}"], 2) from None
    return [(target, len(group)) for target, group in targets.items()]
