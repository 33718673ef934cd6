"""`fogbound-pack`: the designer's command — validate, list, odds, import-csv, render, print-sheet.

Exit codes: 0 done; 1 the pack or the input file has problems (all listed on stderr);
2 the command line is wrong, an output cannot be written, or a part of Fogbound is missing.
"""
from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections import Counter, defaultdict
from pathlib import Path

from engine.content.files import read_toml
from engine.content.loader import Pack, load_pack
from engine.content.problems import PackError
from engine.content.spreadsheet import CsvProblems, import_csv
from engine.core.ruleset import cannot_start
from engine.rulesets import PACKAGES, ids, ruleset


class Failure(Exception):
    """A message for stderr and the exit code that goes with it."""

    def __init__(self, message: str, code: int):
        super().__init__(message)
        self.code = code


def _pack(folder: str) -> Pack:
    try:
        return load_pack(folder)
    except PackError as error:
        raise Failure(str(error), 1) from None


def _copies(card) -> int:
    return card.get("copies", 1)


def cmd_validate(args) -> int:
    pack = _pack(args.folder)
    why = cannot_start(ruleset(pack.ruleset), pack)
    if why is not None:
        raise Failure(f"{args.folder}: no game of this pack can start: {why}", 1)
    pack_format = ruleset(pack.ruleset).pack_format
    decks = Counter()
    for card in pack.cards.values():
        decks[pack_format.group_of(card)] += _copies(card)
    summary = ", ".join(f"{decks[deck]} {label}" for deck, label in pack_format.groups if decks[deck])
    # the cards in the box, copies counted, as its parts are; how many different ones when copies make a difference
    total = sum(decks.values())
    different = f"; {len(pack.cards)} different" if len(pack.cards) != total else ""
    print(f"ok: {pack.title} {pack.version} — {total} cards ({summary}{different}); "
          f"content {pack.content_hash[:12]}")
    return 0


def cmd_list(args) -> int:
    pack = _pack(args.folder)
    pack_format = ruleset(pack.ruleset).pack_format
    by_deck: dict[str, dict[str, list]] = defaultdict(lambda: defaultdict(list))
    for card in pack.cards.values():
        by_deck[pack_format.group_of(card)][card.type].append(card)
    print(f"{pack.title} ({pack.id} {pack.version})")
    for deck, label in pack_format.groups:
        types = by_deck.get(deck)
        if not types:
            continue
        print(f"\n{label} — {sum(_copies(c) for cs in types.values() for c in cs)} cards")
        for card_type in sorted(types):
            cards = sorted(types[card_type], key=lambda c: (c.get("number") or 0, c.get("back") or "", c.get("area", ""), c.id))
            print(f"  {card_type} ({sum(_copies(c) for c in cards)})")
            for card in cards:
                mark = f"{card.get('number'):03d} {card.get('back') or '':<5}" if card.get("number") is not None else \
                    (f"area {card.get('area'):<4}" if card.get("area") else " " * 9)
                copies = f"  ×{_copies(card)}" if _copies(card) > 1 else ""
                print(f"    {mark}  {card.id:<32} {card.title}{copies}")
    return 0


def _lazy(module: str, function: str, feature: str):
    try:
        found = importlib.import_module(module)
    except ModuleNotFoundError as error:
        if error.name and module.startswith(error.name):
            raise Failure(f"{feature} is not available in this build of Fogbound ({module} is missing)", 2) from None
        raise
    if not hasattr(found, function):
        raise Failure(f"{feature} is not available in this build of Fogbound ({module}.{function} is missing)", 2)
    return getattr(found, function)


def cmd_odds(args) -> int:
    pack = _pack(args.folder)
    # a ruleset with an odds table keeps it in its `odds` module
    odds_report = _lazy(f"{PACKAGES[pack.ruleset]}.odds", "odds_report", "the odds table")
    print(odds_report(pack))
    return 0


def _writable(out: Path) -> None:
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise Failure(f"cannot create {out}: {error.strerror or error}", 2) from None


def cmd_render(args) -> int:
    pack = _pack(args.folder)
    render = _lazy("gui.faces.pack_render", "render_pack_to_folder", "card-face rendering")
    out = Path(args.out)
    _writable(out)
    try:
        written = render(pack, out, args.size, cards=args.card, changed=args.changed, workers=args.jobs)
    except KeyError as error:
        raise Failure(f"{args.folder}: {error.args[0]}", 1) from None
    count = len(written) if hasattr(written, "__len__") else None
    if count == 0 and args.changed:
        print(f"no face changed since the last render into {out}")
    else:
        print(f"rendered {count if count is not None else 'the'} {args.size}-size faces into {out}")
    return 0


def cmd_print_sheet(args) -> int:
    pack = _pack(args.folder)
    print_sheet = _lazy("gui.faces.sheet", "print_sheet", "print sheets")
    out = Path(args.out)
    _writable(out.parent if str(out.parent) else Path("."))
    print_sheet(pack, out, args.paper)
    print(f"wrote {out} ({args.paper})")
    return 0


def _ruleset_of(out: Path, chosen: str | None) -> str:
    """The ruleset asked for, else the one the pack's pack.toml names, else the first one Fogbound carries."""
    if chosen:
        return chosen
    if (out / "pack.toml").is_file():
        meta = read_toml(out.resolve(), "pack.toml", [])
        if meta is not None and meta.data.get("ruleset") in ids():
            return meta.data["ruleset"]
    return ids()[0]


def cmd_import_csv(args) -> int:
    pack_format = ruleset(_ruleset_of(Path(args.out), args.ruleset)).pack_format
    try:
        written = import_csv(Path(args.csv), Path(args.out), pack_format, delimiter=args.delimiter, force=args.force)
    except CsvProblems as error:
        raise Failure(str(error), error.code) from None
    for path, count in written:
        print(f"wrote {path} ({count} card{'s' if count != 1 else ''})")
    if not (Path(args.out) / "pack.toml").is_file():
        print(f"note: {args.out} has no pack.toml yet; write one (see assets/packs/README.md) "
              "before `fogbound-pack validate`", file=sys.stderr)
    return 0


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        raise Failure(f"{self.prog}: {message}\n(try: {self.prog} --help)", 2)


def parser() -> argparse.ArgumentParser:
    top = _Parser(prog="fogbound-pack", description="Check, list, import, render and print Fogbound content packs.",
                  epilog="exit codes: 0 done, 1 the pack or input has problems, 2 usage or output error")
    top.add_argument("--debug", action="store_true", help="show Python tracebacks of internal errors")
    sub = top.add_subparsers(dest="command", required=True, parser_class=_Parser)

    def command(name, function, text):
        one = sub.add_parser(name, help=text, description=text)
        one.set_defaults(run=function)
        return one

    command("validate", cmd_validate, "check every file of a pack; list every problem").add_argument("folder")
    command("list", cmd_list, "list a pack's cards by deck and type, with counts").add_argument("folder")
    command("odds", cmd_odds, "the pack's odds: starting decks, fights and tests, attack tables").add_argument("folder")
    one = command("import-csv", cmd_import_csv, "turn a spreadsheet (CSV, one row per card) into card files")
    one.add_argument("csv")
    one.add_argument("out", help="the pack folder; files go into <out>/cards/")
    one.add_argument("--delimiter", default=",", help="the CSV column separator (default ,)")
    one.add_argument("--force", action="store_true", help="replace card files that already exist")
    one.add_argument("--ruleset", choices=ids(), help="the rule system of the cards (default: the one the "
                     "pack's pack.toml names)")
    one = command("render", cmd_render, "render every card face to PNG files")
    one.add_argument("folder")
    one.add_argument("out")
    one.add_argument("--size", choices=["table", "magnifier"], default="magnifier")
    one.add_argument("--card", action="append", metavar="ID", help="only this card (may be given again)")
    one.add_argument("--changed", action="store_true",
                     help="only the faces whose card or art changed since the last render into OUT")
    one.add_argument("--jobs", type=int, metavar="N", help="draw with N processes (default: one per core)")
    one = command("print-sheet", cmd_print_sheet, "a PDF of the cards, 9 per page with cut marks")
    one.add_argument("folder")
    one.add_argument("out")
    one.add_argument("--paper", choices=["a4", "letter"], default="a4")
    return top


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    debug = "--debug" in argv
    try:
        args = parser().parse_args(argv)
        return args.run(args)
    except Failure as failure:
        print(failure, file=sys.stderr)
        return failure.code
    except SystemExit as done:  # --help
        return done.code if isinstance(done.code, int) else 0
    except BrokenPipeError:  # `fogbound-pack list ... | head`: the reader has gone, which is fine
        try:
            sys.stdout = open(os.devnull, "w")
        except OSError:
            pass
        return 0
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 2
    except OSError as error:
        if debug:
            raise
        print(f"error: {error.strerror or error}: {error.filename or ''}".rstrip(": "), file=sys.stderr)
        return 2
    except Exception as error:  # an internal fault: say so plainly, keep the traceback for --debug
        if debug:
            raise
        print(f"internal error ({type(error).__name__}: {error}); run again with --debug and report it",
              file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
