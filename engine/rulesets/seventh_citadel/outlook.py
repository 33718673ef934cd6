"""What the Citadel's own rules say of how its players stand, for the planning bot's prospects: their energy (the
action deck is spent before life points are, at the Recovery's price), the compound actions under way (a failure
lowers the die: part of the row is done), the Dialogue Book's paragraphs read, and how far the figures stand from
where the story goes on (a move costs nothing, so a figure's worth is how few moves it is from it): a lead to
follow (the fog to explore, a card to take), an action not yet performed that reads a paragraph nobody has read, or
one read whose choice the players can now make (the door that wanted a key, once the key is found). Read from what
every seat sees: life points, deck sizes, the board and the backs of the cards lying on it, the paragraphs read."""
from __future__ import annotations

from engine.core import graph
from engine.core.game import Game
from engine.rulesets.sevenths import board, prospects

from . import compound, conditions
from .actions import action_def
from .dialogues import paragraph
from .table import deck, hand

ENERGY = 25.0  # the life points (the deck counted in them) that are most of a character's strength
AHEAD = 2.0    # the cards out a character standing where the story goes on is worth (1/(1 + n), n moves off)
# the cards out that are most of a scenario's way: its quest items (those carried from the last scenario too), its
# terrains, its paragraphs and its rows of fights come to some 60, and on a shorter scale the Warden's last rows
# counted for less than a life point (the planner rested where it should have fought)
WAY = 60.0
READ = 2.0     # the cards out a paragraph read is worth: going where one waits, then reading it, is no step back


def energy(game: Game, seat: int) -> float:
    """A character's life points and the cards of their action deck and hand, counted at the Recovery's price (1 life
    point for 2 cards in the standard mode): a card drawn, or a skill discarded from the hand, costs what a Recovery
    would pay to have it back. An unconscious character has none."""
    player = game.table.player(seat)
    if player.life <= 0:
        return 0.0
    cards, life = game.table.recovery
    return player.life + (game.zones.size(deck(seat)) + game.zones.size(hand(seat))) * life / cards


def ahead(game: Game) -> float:
    """What the paragraphs read and how near the figures stand to where the story goes on add to the way, in cards
    out (`nearness` of `onwards`: the whole of it once nowhere is left to go)."""
    goals = onwards(game)
    near = nearness(game, goals) if goals else 1.0
    return READ * len(game.table.read) + AHEAD * near


def onwards(game: Game) -> set[str]:
    """The terrain slots where the story goes on: those where a lead can be followed (`sevenths.prospects.leads`:
    an arrow into the fog, a card to take), and those showing an action not yet performed there that reads a
    paragraph unread, or a paragraph read whose choice with a prerequisite the players now meet (`_waits`)."""
    found = set(prospects.leads(game))
    read = game.table.read
    for here in board.terrain_slots(game):
        if here in found:
            continue
        events = board.attached_events(game, here)
        performed = {game.card(e).get("caused_by") for e in events}
        terrain = board.terrain_in(game, here)
        for piece in [terrain, *events]:
            if any((piece != terrain or icon not in performed) and (number not in read or _waits(game, number))
                   for icon, number in _reads(game, piece)):
                found.add(here)
                break
    return found


def _reads(game: Game, piece: str) -> list[tuple[str, int]]:
    """(action icon, paragraph) for each paragraph a card's actions read on a success (printed: the same each time)."""
    known = game.memo.get(("citadel_reads", piece))
    if known is None:
        vocabulary, known = game.ruleset.vocabulary, []
        for index, spec in enumerate(game.card(piece).get("actions", ()) or ()):
            spec = action_def(game, piece, index)
            lists = [spec.get("success")] + [row.get("success") for row in compound.rows(game, spec)]
            known += [(spec["icon"], int(table["read"])) for items in lists
                      for _, table in vocabulary.walk(items, "") if hasattr(table, "get") and "read" in table]
        game.memo[("citadel_reads", piece)] = known
    return known


def _waits(game: Game, number: int) -> bool:
    """Whether a paragraph read offers a choice with a prerequisite the conscious characters meet now (one they
    could not make when they read it, perhaps)."""
    piece = paragraph(game, number)
    if piece is None:
        return False
    seats = [p.seat for p in game.table.conscious()]
    return any(choice.get("requires") and conditions.why_not(game, seats, choice["requires"]) is None
               for choice in game.card(piece).get("choices", ()) or ())


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
