"""Where a Cursed City journey stands in its turn, for the table to say: the turn's number and phase (journey,
destiny, initiative, activation, event), and during the activation phase who acts — a hero, whose player decides,
with the action dice left on its activation spaces (and the destiny dice it may still take), or a hostile group."""
from __future__ import annotations

from engine.core.game import Game
from engine.core.turns import Left, Turn, phase_of, running

from .hero_actions import dice_at_hand
from .table import DESTINY_AVAILABLE

PHASES = {"nightfall": "journey", "quest_step": "journey", "destiny": "destiny", "activation_rolls": "initiative",
          "initiative": "initiative", "gambits": "initiative", "activate": "activation", "clear_dice": "event",
          "end_check": "event", "event": "event", "pass_leader": "event"}


def turn(game: Game) -> Turn | None:
    if running(game, "setup") is not None:
        return Turn(phase="setup")
    frame = running(game, "turn")
    if frame is None:
        return None
    table = game.table
    phase = phase_of(frame, PHASES, "activation")
    hero = running(game, "hero")
    if hero is not None and hero.data.hero:
        acting = hero.data.hero
        at_hand = [piece for piece, _value in dice_at_hand(game, acting)]
        destiny = sum(1 for piece in at_hand if game.zones.zone_of(piece) == DESTINY_AVAILABLE)
        return Turn(seat=table.hero(acting).seat, phase=phase, number=table.turn, who=acting,
                    left=(Left("die", len(at_hand) - destiny), Left("destiny die", destiny)))
    group = running(game, "group")
    if group is not None:
        return Turn(phase=phase, number=table.turn, who=f"group:{group.data.n}")
    return Turn(phase=phase, number=table.turn)
