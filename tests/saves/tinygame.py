"""A tiny ruleset for save tests: draw a card, then play it, pass, or guess a die; RNG in every step.

It is not a game anyone would play; it exercises what saves must carry exactly: zones, the RNG,
a table dataclass, running procedures with locals, pending decisions (options and free numbers),
refused numbers, and the event log.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Annotated

from engine.core import events as ev
from engine.core.consistency import MAX_COUNT, Range
from engine.core.decisions import Decision, Option
from engine.core.pieces import PieceDef
from engine.core.game import Game, State
from engine.core.procedure import Ask, Procedure, Push
from engine.core.rng import Rng
from engine.core.zones import Zones

CARDS = {
    f"coin-{v}": PieceDef(f"coin-{v}", "coin", f"Coin {v}", data=MappingProxyType({"value": v}))
    for v in range(1, 6)
}
CARDS["storm"] = PieceDef("storm", "hazard", "Storm", data=MappingProxyType({"value": -3}))
COPIES = {"coin-1": 4, "coin-2": 3, "coin-3": 3, "coin-4": 2, "coin-5": 1, "storm": 3}


@dataclass
class TinyTable:
    seats: int = 2
    active: int = 0
    turn: int = 0
    score: Annotated[int, Range(-MAX_COUNT)] = 0
    guesses: list[int] = field(default_factory=list)
    worn: dict[str, int] = field(default_factory=dict)


@dataclass
class TurnLocals:
    drawn: int = 0
    choice: dict = field(default_factory=dict)  # the chosen option's data


@dataclass
class GuessLocals:
    die: int = 0


def _hand(game: Game) -> str:
    return f"hand:{game.table.active}"


def draw(game: Game, frame, answer):
    if game.zones.size("deck") == 0:
        for piece in list(game.zones.cards("discard")):
            game.move(piece, "deck", face_up=False)
        # a reloaded game has no empty zones: never assume one exists
        game.rng.shuffle(game.zones.contents.setdefault("deck", []))
        game.emit(ev.Shuffled("deck"))
    if game.zones.size("deck"):
        game.move(game.zones.top("deck"), _hand(game))
    frame.data.drawn = game.zones.size(_hand(game))


def choose(game: Game, frame, answer):
    if answer is None:
        hand = game.zones.cards(_hand(game))
        options = [Option(f"play:{p}", game.card(p).title, {"play": p}) for p in hand]
        options += [Option("pass", "Pass", {"pass": True}), Option("guess", "Guess the die", {"guess": True})]
        return Ask(Decision(f"seat:{game.table.active}", "play", "Play a card?", options))
    frame.data.choice = answer.data


def resolve(game: Game, frame, answer):
    choice = frame.data.choice
    table = game.table
    if "play" in choice:
        piece = choice["play"]
        game.move(piece, f"board:{table.turn % 7},{table.turn // 7}")
        old = table.score
        table.score += game.card(piece).get("value")
        table.worn[piece] = table.worn.get(piece, 0) + 1
        game.emit(ev.ValueChanged("score", old, table.score))
    elif choice.get("guess"):
        return Push(GUESS.frame(die=game.rng.roll(6)))
    else:
        hand = game.zones.cards(_hand(game))
        if hand:
            game.move(game.rng.pick(hand), "discard", face_up=False)


def finish(game: Game, frame, answer):
    table = game.table
    table.turn += 1
    table.active = (table.active + 1) % table.seats
    if table.score >= 30:
        game.end("win", "thirty points")
    if table.turn >= 80:
        game.end("loss", "out of time")


def ask_number(game: Game, frame, answer):
    if answer is None:
        return Ask(Decision(f"seat:{game.table.active}", "guess", "Guess the die", number=(0, 9)))
    number = answer.data["number"]
    game.table.guesses.append(number)
    if number == frame.data.die:
        old = game.table.score
        game.table.score += 4
        game.emit(ev.ValueChanged("score", old, game.table.score))


TURN = Procedure("turn", [draw, choose, resolve, finish], frame=TurnLocals)
def die_face(game: Game, frame, answer) -> str | None:
    return None if 1 <= answer.data["number"] <= 6 else "a die shows 1 to 6"


GUESS = Procedure("guess", [ask_number], checks={ask_number: die_face}, frame=GuessLocals)


class TinyRuleset:
    id = "tiny"
    procedures = {p.name: p for p in (TURN, GUESS)}
    table_type = TinyTable

    def idle(self, game: Game):
        return TURN.frame()

    def known(self, game: Game, piece: str, seat: int | None) -> bool:
        return False

    def ledger(self, game: Game) -> dict:
        return {"score": game.table.score}

    def check_state(self, game: Game) -> None:
        if not 0 <= game.table.active < game.table.seats:
            raise ValueError(f"seat {game.table.active} is not at the table")


RULESET = TinyRuleset()


def new_game(seed: int) -> Game:
    zones = Zones()
    pieces = {}
    number = 0
    for card, copies in COPIES.items():
        for _ in range(copies):
            number += 1
            pieces[f"c{number}"] = card
            zones.create(f"c{number}", "deck")
    rng = Rng(seed)
    rng.shuffle(zones.contents["deck"])
    state = State(ruleset=RULESET.id, pieces=pieces, zones=zones, rng=rng, table=TinyTable())
    game = Game(RULESET, CARDS, state)
    game.start()
    return game
