"""The odds of the action in progress, as the step dialog shows them before and during the draw."""
from __future__ import annotations

from dataclasses import dataclass

from engine.core.game import Game

from . import effects, life_force
from .frames import ActionLocals
from .odds import Odds, chance, face_of
from .table import DRAWN


@dataclass(frozen=True)
class Forecast:
    draws: int          # cards that will have been drawn
    difficulty: int
    odds: Odds          # with every success-adding effect still available applied
    bare: Odds          # with none of them


def action_frame(game: Game):
    for frame in reversed(game.state.stack):
        if frame.proc == "action":
            return frame
    return None


def in_progress(game: Game) -> dict | None:
    """The action running now as the table shows it (who acts, on what, cost, difficulty, phase), or None."""
    frame = action_frame(game)
    if frame is None:
        return None
    d: ActionLocals = frame.data
    return {"active": d.active, "involved": list(d.involved), "piece": d.piece, "icon": d.icon, "cost": d.cost,
            "difficulty": d.difficulty, "locked": d.locked, "successes": d.successes, "used": list(d.used),
            "phase": d.phase}


def forecast(game: Game, extra: int = 0) -> Forecast | None:
    """Chance of success of the running action if it draws `extra` more cards than now planned.

    Cards already drawn face down are unknown to the players, so they count as random cards of
    the deck (or of the face-down discard pile, when they came from there).
    """
    frame = action_frame(game)
    if frame is None or frame.data.phase == "result":
        return None
    d: ActionLocals = frame.data
    drawn = list(game.zones.cards(DRAWN))
    sources = life_force.drawing(game, lambda piece: face_of(game.card(piece)), drawn, d.from_discard)
    pool, pile = sources.cards(0), sources.cards(1)
    planned = len(drawn) if drawn or game.pending and game.pending.kind == "extra" else max(0, d.cost)
    draws = min(planned + extra, len(pool) + len(pile))
    later = effects.available(game, d, "result")
    # penalties will be applied whatever the players choose: they raise what must be reached
    lost = -sum(e.successes for e in later if e.penalty)
    per7 = max(0, sum(e.per_lucky7 for e in later))
    bonus = sum(e.successes for e in later if not e.penalty)
    need = d.difficulty + lost
    best = chance(pool, draws, need, per_lucky7=per7, bonus=bonus, discard=pile)
    bare = chance(pool, draws, need, per_lucky7=max(0, sum(e.per_lucky7 for e in later if e.penalty)), discard=pile)
    return Forecast(draws, d.difficulty, best, bare)
