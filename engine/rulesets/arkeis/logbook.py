"""The episode's logbook grid: after an inspection roll that says so, each symbol rolled may check off one
space of that symbol (the active Explorer decides); a completed row or column earns its bonus, an artifact
(a Search card by its back) at once, the others at the episode's end."""
from __future__ import annotations

from dataclasses import dataclass, field

from engine.core import events as ev
from engine.core.decisions import Decision, Option
from engine.core.game import Game
from engine.core.procedure import Ask, Frame, Procedure, Push

from .frames import Reading


def grid(g: Game) -> list:
    return list((g.cards[g.table.episode].get("logbook") or {}).get("grid", ()))


def open_spaces(g: Game, symbol: str) -> list[tuple[int, int]]:
    return [(r, c) for r, row in enumerate(grid(g)) for c, cell in enumerate(row)
            if cell == symbol and [r, c] not in g.table.checked]


def lines(g: Game) -> list[tuple[str, int, list[tuple[int, int]]]]:
    """Every row and column of the grid with its spaces (blank cells, written "", need no check)."""
    cells = grid(g)
    found = [("row", r, [(r, c) for c, cell in enumerate(row) if cell]) for r, row in enumerate(cells)]
    width = max((len(row) for row in cells), default=0)
    found += [("column", c, [(r, c) for r, row in enumerate(cells) if c < len(row) and row[c]]) for c in range(width)]
    return found


def completed(g: Game) -> list[tuple[str, int]]:
    """The rows and columns whose every space is checked, in grid order."""
    return [(kind, n) for kind, n, spaces in lines(g) if spaces and all([r, c] in g.table.checked for r, c in spaces)]


def bonus(g: Game, kind: str, n: int) -> dict:
    logbook = g.cards[g.table.episode].get("logbook") or {}
    bonuses = logbook.get("rows" if kind == "row" else "columns", ())
    return dict(bonuses[n]) if n < len(bonuses) else {}


@dataclass
class Logging:
    """The symbols an inspection roll logs, for the Explorer who rolled them."""

    seat: int
    symbols: list[str] = field(default_factory=list)  # those not logged yet, the one being logged first


def check_space(g: Game, f: Frame, answer):
    """One rolled symbol after the other: a space of it, or none."""
    d: Logging = f.data
    if answer is not None:
        symbol = d.symbols.pop(0)
        if "row" in answer.data:   # else "Check no ... space"
            r, c = answer.data["row"], answer.data["column"]
            before = set(completed(g))
            g.table.checked.append([r, c])
            g.emit(ev.Message(f"A {symbol} space is checked off in the logbook.", {"rule": "logged", "space": [r, c]}))
            for kind, n in completed(g):
                if (kind, n) in before:
                    continue
                earned = bonus(g, kind, n)
                g.emit(ev.Message(f"The logbook's {kind} {n + 1} is complete.", {"rule": "line_complete",
                                                                                  "bonus": earned}))
                if "artifact" in earned:
                    return Push(Frame("read", "", Reading(d.seat, earned["artifact"])),
                                again=True)
    while d.symbols and not open_spaces(g, d.symbols[0]):
        d.symbols.pop(0)
    if not d.symbols:
        return None
    symbol = d.symbols[0]
    options = [Option(f"space:{r}:{c}", f"Check the {symbol} space of row {r + 1}, column {c + 1}",
                      {"row": r, "column": c}) for r, c in open_spaces(g, symbol)]
    options.append(Option("skip", f"Check no {symbol} space"))
    return Ask(Decision(f"seat:{g.table.active}", "log", f"Log the {symbol} you rolled", options,
                        context={"checked": [list(x) for x in g.table.checked]}))


LOG = Procedure("log", [check_space], frame=Logging)


def logging(seat: int, symbols: list[str]) -> Frame:
    return LOG.frame(seat=seat, symbols=list(symbols))


def earned(g: Game) -> dict:
    """What the completed rows and columns earn at the episode's end (artifacts were taken at once)."""
    total: dict = {}
    for kind, n in completed(g):
        for key, value in bonus(g, kind, n).items():
            if key == "artifact":
                continue
            if isinstance(value, bool):
                total[key] = total.get(key, 0) + 1
            elif isinstance(value, int):
                total[key] = total.get(key, 0) + value
            else:
                total.setdefault(key, []).append(value)
    return total
