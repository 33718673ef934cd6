"""Modifiers of "the next card you play" (a Negotiate- or Lighthouse-Keeper-like card): they wait, across
turns if need be, until the seat plays a card whose chosen effect they fit, then hold for that whole card,
the effects it replays included."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from engine.core import events as ev
from engine.core.effects import Op, icon, word
from engine.core.game import Game
from engine.core.procedure import Frame


def _any(effect) -> bool:
    return True


def _moves(effect) -> bool:
    """Whether an effect performs Moves, in the effect lists it wraps too."""
    return any("move" in op or "move_hero" in op or _moves(op.get("may") or op.get("then") or ()) for op in effect)


@dataclass(frozen=True)
class Modifier:
    """What a waiting modifier does (in words, and once it holds for a card) and which chosen effect it waits for."""

    words: str
    waits_for: Callable[[list], bool]
    holding: str


MODIFIERS = {
    # the next card's Gold costs are waived (Negotiate-like)
    "free_gold": Modifier("your next card pays no Gold", _any, "pays no Gold"),
    # the next card that performs Moves performs twice as many (Lighthouse-Keeper-like)
    "double_moves": Modifier("your next card that performs Moves performs twice as many", _moves,
                             "performs twice as many Moves"),
}
FLAGS = tuple(MODIFIERS)


def waiting(game: Game, seat: int) -> list[str]:
    return game.table.waiting.get(str(seat), [])


def _wait(g: Game, f: Frame, op) -> None:
    seat = f.data.seat
    g.table.waiting.setdefault(str(seat), []).append(op["next_card"])
    g.emit(ev.Message(f"{g.table.players[seat].name}'s {MODIFIERS[op['next_card']].words.removeprefix('your ')}",
                      {"rule": "next_card", "seat": seat, "modifier": op["next_card"]}))


NEXT_CARD = Op("next_card", {"enum": list(MODIFIERS)}, _wait, lambda op, v: MODIFIERS[op["next_card"]].words,
               lambda op, v: [icon("next_card"), word(MODIFIERS[op["next_card"]].words)])


def take(game: Game, frame: Frame, effect) -> None:
    """The seat plays this effect as a card's: each waiting modifier it fits now holds for the card."""
    seat = frame.data.seat
    frame.data.taken = True
    left = []
    for kind in waiting(game, seat):
        if not getattr(frame.data, kind) and MODIFIERS[kind].waits_for(effect):
            setattr(frame.data, kind, True)
            game.emit(ev.Message(f"{game.table.players[seat].name}'s card {MODIFIERS[kind].holding}",
                                 {"rule": "next_card_used", "seat": seat, "modifier": kind}))
        else:
            left.append(kind)
    if left:
        game.table.waiting[str(seat)] = left
    else:
        game.table.waiting.pop(str(seat), None)


def holds(game: Game, seat: int, frame: Frame | None, kind: str) -> bool:
    """Whether a modifier holds for the card this frame plays; before its effect is chosen (or with no frame:
    the card about to be played), whether it waits."""
    if frame is not None:
        if getattr(frame.data, kind):
            return True
        if frame.data.taken:
            return False
    return kind in waiting(game, seat)


def inherited(frame: Frame) -> dict:
    """What an effect played inside a card (a replay, a "may") keeps of that card: who, since when, modifiers."""
    return {k: getattr(frame.data, k) for k in ("seat", "mark", *FLAGS)}


def check(game: Game) -> None:
    """Refuse a loaded table with a modifier the rules do not know, or waiting for a seat not at the table."""
    for seat, kinds in game.table.waiting.items():
        if not seat.isdigit() or int(seat) >= game.table.seats:
            raise ValueError(f"a 'next card' modifier waits for seat {seat!r}, who is not at the table")
        unknown = [k for k in kinds if k not in MODIFIERS]
        if unknown:
            raise ValueError(f"unknown 'next card' modifier {unknown[0]!r}")
