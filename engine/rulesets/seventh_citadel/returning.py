"""Returning a card (rulebook, "Return a card"): back in its place in its original deck. An adventure card goes back
among the numbered cards, an exploration card into its area's deck, a skill behind its divider in the game box
(never into the adventure deck, where it would turn up as a numbered card); a die resting on it goes to the box,
and a board space it leaves opens for the card that belongs there."""
from __future__ import annotations

from engine.core.game import Game
from engine.rulesets.sevenths import board, numbered

from . import compound
from .table import BOX


def return_card(g: Game, piece: str) -> None:
    compound.release(g, piece)
    space = g.zones.zone_of(piece)
    board.forget(g, piece)
    if g.card(piece).type == "skill":
        g.move(piece, BOX, face_up=False)
        return
    numbered.return_card(g, piece)
    board.left(g, piece, space)
