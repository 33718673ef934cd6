"""What the Citadel's own rules say of how its players stand, for the planning bot's prospects: their energy (the
action deck is spent before life points are, at the Recovery's price) and how far they stand from the fog (a move
costs nothing, so a figure's worth is how few moves it is from a space it can explore) and the compound actions
under way (a failure lowers the die: part of the row is done). Read from what every seat
sees: life points, deck sizes, the board and the backs of the cards lying on it."""
from __future__ import annotations

from engine.core import graph
from engine.core.game import Game
from engine.rulesets.sevenths import board

from . import compound
from .actions import action_def
from .table import deck, hand

ENERGY = 25.0  # the life points (the deck counted in them) that are most of a character's strength
FOG = 2.0      # the cards out a character standing where the fog may be explored is worth (1/(1 + n), n moves off)


def energy(game: Game, seat: int) -> float:
    """A character's life points and the cards of their action deck and hand, counted at the Recovery's price (1 life
    point for 2 cards in the standard mode): a card drawn, or a skill discarded from the hand, costs what a Recovery
    would pay to have it back. An unconscious character has none."""
    player = game.table.player(seat)
    if player.life <= 0:
        return 0.0
    cards, life = game.table.recovery
    return player.life + (game.zones.size(deck(seat)) + game.zones.size(hand(seat))) * life / cards


def frontier(game: Game) -> set[str]:
    """The terrain slots a character may explore from: those whose arrows point at an exploration card."""
    return {here for here in board.terrain_slots(game) if board.explorable(game, here)}


def steps(game: Game, start: str, goals: set[str]) -> int | None:
    """The fewest moves from a terrain to one of `goals` (0: standing there), over terrains; None when none is
    reachable."""
    if start in goals:
        return 0
    found = graph.distances(start, lambda s: [board.beside(s, side) for side in board.SIDES],
                            enter=lambda s: board.terrain_in(game, s) is not None)
    near = [n for s, n in found.items() if s in goals]
    return min(near) if near else None


def nearness(game: Game, goals: set[str]) -> float:
    """How near the conscious characters stand to `goals`, on average: 1 for one standing there, 1/(1 + n) for one
    n moves away, 0 for one who cannot reach any."""
    standing = [p.at for p in game.table.conscious() if p.at]
    if not standing or not goals:
        return 0.0
    total = 0.0
    for at in standing:
        n = steps(game, at, goals)
        total += 0.0 if n is None else 1.0 / (1 + n)
    return total / len(standing)


def rows_done(game: Game) -> float:
    """The rows of the compound actions under way done, a die lowered by failures counting as that share of its
    row (a fight lost three times, the die at 1 of 4, is most of the way to its next row)."""
    done = 0.0
    for rest in game.table.dice.values():
        rows = compound.rows(game, action_def(game, rest.piece, rest.action))
        full = int(rows[rest.row]["difficulty"]) if rest.row < len(rows) else 0
        done += rest.row + ((full - rest.value) / full if full > 0 else 0.0)
    return done
