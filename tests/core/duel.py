"""Duel: a small competitive ruleset of the core's own, to prove what the five systems need.

Two or three rivals race their figures along a track of five spaces. On a turn the active seat
rolls its two dice (die pieces) and moves that many spaces, or rests and takes a ward token
into its hidden hand. A roll showing a storm opens a window to ANY seat holding a ward: one of
them may spend it to cancel the move (who could answer is never shown). A seat may push its
luck with a free number of extra steps, checked after it has moved. The first figure to reach
the end ranks the seats by position (ties share a place); a third storm ends it for everyone.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Annotated

from engine.core import events as ev
from engine.core.consistency import Range
from engine.core.pieces import PieceDef
from engine.core.decisions import Decision, IllegalChoice, Option
from engine.core.dice import DieType
from engine.core.game import Game, State
from engine.core.outcome import LOSS, RANKED, places_by
from engine.core.procedure import Ask, Frame, Procedure
from engine.core.rng import Rng
from engine.core.ruleset import Seat
from engine.core.zones import Zones

END = 5
STORM_DIE = {"faces": [{"value": 0, "symbols": ["storm"]}, {"value": 1}, {"value": 1}, {"value": 2},
                       {"value": 2}, {"value": 3}]}
DIE = DieType.from_plain("storm-die", STORM_DIE)


def _def(piece_id: str, kind: str, title: str, **data) -> PieceDef:
    return PieceDef(piece_id, kind, title, data=MappingProxyType({"kind": kind, **data}))


DEFS = {
    "figure": _def("figure", "figure", "Rival"),
    "die": _def("die", "die", "Storm die", **STORM_DIE),
    "ward": _def("ward", "token", "Ward"),
}


def space(n: int) -> str:
    return f"space:{n}"


def hand(seat: int) -> str:
    return f"hand:{seat}"


def dice(seat: int) -> str:
    return f"dice:{seat}"


@dataclass
class DuelTable:
    seats: int
    active: int = 0
    storms: int = 0
    names: list[str] = field(default_factory=list)
    bug: bool = False  # set by a test to plant a rule bug
    spent_by: Annotated[int, Range(-1)] = -1  # the rival who spent the last ward


def position(game: Game, seat: int) -> int:
    return int(game.zones.zone_of(f"figure:{seat}").split(":")[1])


# -- the turn, as the rulebook of Duel would number it ---------------------------------------------
@dataclass
class Turn:
    """The turn's locals: the action taken, the steps rolled, whether a storm came, the seats not yet asked."""

    action: str = ""
    steps: int = 0
    storm: bool = False
    waiting: list[int] = field(default_factory=list)


def choose_action(g: Game, f: Frame, answer):
    seat = g.table.active
    if answer is None:
        options = [Option("roll", "Roll the dice", {"dice": 2})]
        refused = []
        if g.zones.size("wards"):
            options.append(Option("rest", "Rest and take a ward", {"takes": "ward"}))
        else:
            refused.append(Option("rest", "Rest and take a ward", {"takes": "ward"}, why_not="no ward is left"))
        return Ask(Decision(f"seat:{seat}", "turn", "Roll, or rest?", options, refused=refused))
    f.data.action = answer.key


def roll(g: Game, f: Frame, answer):
    seat = g.table.active
    if f.data.action == "rest":
        g.move(g.zones.top("wards"), hand(seat), face_up=False)
        g.emit(ev.Message("took a ward", {"rule": "rest"}, seen_by=(seat,)))
        return None
    faces = [g.roll(p, DIE) for p in g.zones.cards(dice(seat))]
    f.data.steps = sum(face.value for face in faces)
    f.data.storm = any("storm" in face.symbols for face in faces)


def storm_window(g: Game, f: Frame, answer):
    if f.data.action != "roll" or not f.data.storm:
        return None
    if answer is None:
        f.data.waiting = list(range(g.table.seats))
    elif answer.data.get("spends") == "ward":
        g.move(g.zones.top(hand(g.answered_by)), "wards", face_up=True)
        g.table.spent_by = g.answered_by
        f.data.steps = 0
        g.emit(ev.Message("a ward stops the move", {"rule": "ward"}))
        return None
    else:
        f.data.waiting.remove(g.answered_by)
    if not f.data.waiting:
        return None
    holders = tuple(s for s in f.data.waiting if g.zones.size(hand(s)))
    options = [Option("ward", "Spend a ward to cancel the move", {"spends": "ward"}),
               Option("pass", "Let it be", {"pass": True})]
    # every seat is asked, holder or not, so nobody learns who holds a ward
    return Ask(Decision("any", "storm", "A storm! Anyone may spend a ward to cancel the move.", options,
                        eligible=holders, waiting=tuple(f.data.waiting)))


def move_figure(g: Game, f: Frame, answer):
    seat = g.table.active
    if f.data.storm:
        g.table.storms += 1
        g.emit(ev.ValueChanged("storms", g.table.storms - 1, g.table.storms))
        if g.table.storms >= 3:
            g.end(LOSS, "the third storm swept every rival away")
    steps = f.data.steps
    if steps:
        target = min(END, position(g, seat) + steps)
        g.move(f"figure:{seat}", space(target))


def push_luck(g: Game, f: Frame, answer):
    """A free number: extra steps (the check below refuses more than 2 before anything moves)."""
    seat = g.table.active
    if position(g, seat) >= END or f.data.action != "roll":
        return None
    if answer is None:
        return Ask(Decision(f"seat:{seat}", "push", "Push your luck: how many extra steps (0-3)?", number=(0, 3)))
    extra = answer.data["number"]
    if extra:
        g.move(f"figure:{seat}", space(min(END, position(g, seat) + extra)))
        if g.table.bug and extra == 2:
            # a rule bug planted by the contract test: refusing after the figure moved
            raise IllegalChoice("the storm forbids a second step")


def at_most_two(g: Game, f: Frame, answer) -> str | None:
    return "at most 2 extra steps" if answer.data["number"] > 2 else None


def check_end(g: Game, f: Frame, answer):
    if any(position(g, s) >= END for s in range(g.table.seats)):
        scores = {s: position(g, s) for s in range(g.table.seats)}
        g.end(RANKED, "a rival reached the end", places_by(scores))
    g.table.active = (g.table.active + 1) % g.table.seats


TURN = Procedure("turn", [choose_action, roll, storm_window, move_figure, push_luck, check_end],
                 checks={push_luck: at_most_two}, frame=Turn)


class Duel:
    """The ruleset object: competitive, hidden hands, dice and figures as pieces."""

    id = "duel"
    title = "Duel"
    players = (2, 3)
    table_type = DuelTable
    procedures = {TURN.name: TURN}

    def idle(self, game: Game) -> Frame:
        return TURN.frame()

    def open_zone(self, game: Game, zone: str, seat: int | None) -> bool:
        if zone.startswith("hand:"):
            return seat is not None and zone == hand(seat)
        return zone != "wards"

    def face_down(self, game: Game, piece: str) -> bool:
        return False

    def known(self, game: Game, piece: str, seat: int | None) -> bool:
        # the pile of wards is closed, but the rival who spent the last one knows it on top
        return seat is not None and seat == game.table.spent_by and piece == game.zones.top("wards")

    def back(self, game: Game, piece: str) -> str:
        return game.card(piece).type

    def ledger(self, game: Game) -> dict:
        return {}  # rivals keep nothing between games

    def check_state(self, game: Game) -> None:
        for piece, face in game.state.showing.items():
            if not 0 <= face < len(DIE.faces):
                raise ValueError(f"die {piece} shows face {face + 1}, which it does not have")
        for seat in range(game.table.seats):
            if not game.zones.zone_of(f"figure:{seat}").startswith("space:"):
                raise ValueError(f"rival {seat + 1}'s figure is off the track")

    def new_game(self, pack, seats: list[Seat], options: dict, seed: int) -> Game:
        if not 2 <= len(seats) <= 3:
            raise ValueError("Duel is played by 2 or 3 rivals")
        zones, pieces = Zones(), {}
        for n in range(END + 1):
            zones.add_zone(space(n))
        for s in range(len(seats)):
            zones.add_zone(hand(s))
            for piece, defn, zone in ((f"figure:{s}", "figure", space(0)), (f"die:{s}a", "die", dice(s)),
                                      (f"die:{s}b", "die", dice(s))):
                pieces[piece] = defn
                zones.create(piece, zone)
        for n in range(int(options.get("wards", 2))):
            pieces[f"ward:{n}"] = "ward"
            zones.create(f"ward:{n}", "wards")
        state = State(self.id, pieces, zones, Rng(seed), DuelTable(len(seats), names=[s.name for s in seats]))
        game = Game(self, DEFS, state)
        game.start()
        return game


RULESET = Duel()


def new_duel(players: int = 2, seed: int = 1, wards: int = 2) -> Game:
    return RULESET.new_game(None, [Seat(f"Rival {n + 1}") for n in range(players)], {"wards": wards}, seed)
