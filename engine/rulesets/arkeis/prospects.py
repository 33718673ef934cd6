"""How the Explorers stand, for the planning bot (`Ruleset.prospects`): 0 lost to 1 won.

A game is the campaign: it is won by the last episode's positive epilogue, lost by its negative one. An episode
ends when a Search card says to read an epilogue: the positive one at the episode's aim (the Search token whose
card can say so), the negative one as the episode's page says (the Fate stock run out, the time track's last
space). So the Explorers stand by the episodes played, then by how near the episode under way is to its aim (a
closed door on the way counts a Search more) and by what keeps them in it: the Fate stock left, the time left,
their Injuries and Traumas. An earlier episode's negative epilogue still brings the campaign's end nearer, but
weighs less than the positive one: a table never ends an episode badly to be done with it while it stands well
in it. What the group carries (items, Experience cards, camp upgrades) counts a little: the camp's coins and XP
are worth what they buy."""
from __future__ import annotations

import heapq
import math

from engine.core.game import Game

from . import board, grapple, harm, markers, setup
from .camp import campaign
from .op_parts import mappings
from .table import BUILT, STOCK, backpack, door, equipped, experience, injured, search_pile, trauma_slots

WAY = 0.5        # the share of the aim's nearness in an episode's standing; the rest is what keeps them in it
FAR = 8          # moves (a closed door's Search counted) from which the aim is no nearer than from anywhere
SEARCHED = 4.0   # the episode's Search cards out of their piles that count as most of the way besides the aim
NEGATIVE = 0.75  # what a negative epilogue takes off the episode it ends (1: as if it had not been played)
KIT, KITTED = 0.05, 8.0  # the weight of what the group carries, and the items that count as most of it


def prospects(game: Game, seat: int) -> float:
    table = game.table
    order = campaign(game)
    stages = max(1, len(order))
    done = (order.index(table.episode) if table.episode in order else 0) + (1 if table.epilogue else 0)
    done -= NEGATIVE * sum(1 for played in table.history if played.get("epilogue") == "negative")
    # back at camp the next episode is not set out yet: it stands where it will begin
    here = 0.0 if table.epilogue else 0.02 + 0.96 * (WAY * way(game) + (1 - WAY) * life(game))
    return max(0.0, min(1.0, (done + here + KIT * kit(game)) / stages))


def kit(game: Game) -> float:
    """What the group carries from one episode to the next (0 to 1): items kept, Experience cards bought, camp
    upgrades built (back at camp the coins and XP are worth what they buy)."""
    carried = sum(1 for p in game.table.explorers
                  for zone_name in (backpack(p.seat), equipped(p.seat), experience(p.seat))
                  for piece in game.zones.cards(zone_name)
                  if game.card(piece).type == "experience" or game.card(piece).get("kind") in ("equipment", "relic"))
    return math.tanh((carried + game.zones.size(BUILT)) / KITTED)


def way(game: Game) -> float:
    """How near the episode is to its aim: the Explorers' nearness to it, and a little the Search cards drawn
    (searched and not put back)."""
    cards = _cards(game)
    drawn = len(cards) - sum(game.zones.size(search_pile(s)) for s in {game.cards[c].get("symbol") for c in cards})
    return 0.8 * near_the_aim(game) + 0.2 * math.tanh(drawn / SEARCHED)


def life(game: Game) -> float:
    """What keeps the Explorers in the episode: the Fate stock left (empty, it ends the episode), the time track
    left (at its end it does too), their health (Injuries, Poison and Traumas; a Trauma costs more than the
    Injuries it clears)."""
    table = game.table
    episode = game.cards[table.episode]
    stock = game.zones.size(STOCK) / max(1, setup.fate_stock(episode, table.seats))
    spaces = markers.time_track(game).get("spaces", 0)
    time = 1.0 if spaces < 2 else (spaces - max(1, markers.time_space(game))) / (spaces - 1)
    slots = table.injury_slots + 1
    # an Adversary grappling an Explorer hurts, and may forbid the Search or cost Injuries to leave
    hurt = [game.zones.size(injured(p.seat))
            + slots * (_traumas(game, p.seat) + len(grapple.grappled(game, p.seat)) / 2)
            for p in table.explorers]
    health = 1.0 - min(1.0, sum(hurt) / max(1, len(hurt)) / (3 * slots))
    return 0.55 * min(1.0, stock) + 0.25 * time + 0.2 * health


def near_the_aim(game: Game) -> float:
    """How near the Explorers stand to the episode's aim: the nearest of them counts most (one Search there is
    enough), the others a little (they go on together)."""
    aims = aim_zones(game)
    if not aims:
        return 0.0
    moves = [_moves(game, grapple.explorer_zone(game, p.seat), aims) for p in game.table.explorers]
    near = [max(0.0, 1.0 - m / FAR) for m in moves]
    return 0.7 * max(near) + 0.3 * sum(near) / len(near)


def aim_symbols(game: Game) -> set[str]:
    """The Search symbols of the episode's cards that can say to read its positive epilogue (the episode's
    introduction names the place; its cards are the episode's, whatever pile they lie in now)."""
    episode = game.table.episode
    found = game.memo.get(("aim", episode))
    if found is None:
        found = game.memo[("aim", episode)] = frozenset(
            card.get("symbol") for card in game.cards.values()
            if card.type == "search" and card.get("episode") == episode
            and any(node.get("epilogue") == "positive" for node in mappings(card.data)))
    return set(found)


def aim_zones(game: Game) -> set[str]:
    """The zones from which the aim is searched: where its Search token lies (a door's, from either side) or
    its symbol is printed on the floor."""
    symbols = aim_symbols(game)
    zones: set[str] = set()
    for gate in game.table.doors.values():
        if any(game.card(p).get("symbol") in symbols for p in game.zones.cards(door(gate.id))):
            zones.update(gate.between)
    for zone_name in board.all_zones(game):
        if any(game.card(p).type == "search_token" and game.card(p).get("symbol") in symbols
               for p in game.zones.cards(zone_name)) or symbols & set(board.printed(game, zone_name)):
            zones.add(zone_name)
    return zones


def _moves(game: Game, start: str, aims: set[str]) -> int:
    """Moves from a zone to the nearest aim zone, a door closed by a Search token counted as its Search and the
    Move through it (a chained door as no way)."""
    best = {start: 0}
    queue = [(0, start)]
    while queue:
        cost, here = heapq.heappop(queue)
        if here in aims:
            return cost
        if cost > best.get(here, FAR):
            continue
        ways = [(there, 1) for there in board.neighbours(game, here)]
        ways += [(next(z for z in gate.between if z != here), 2) for gate in board.doors_of(game, here)
                 if not board.is_open(game, gate.id) and _searchable(game, gate.id)
                 and all(board.laid_out(game, z) for z in gate.between)]
        for there, step in ways:
            if cost + step < best.get(there, FAR + 1):
                best[there] = cost + step
                heapq.heappush(queue, (cost + step, there))
    return FAR


def _searchable(game: Game, door_id: str) -> bool:
    """A door closed only by Search tokens: searching them opens it."""
    return all(game.card(p).type == "search_token" for p in game.zones.cards(door(door_id)))


def _cards(game: Game) -> list[str]:
    """The episode's Search cards (their piles' sizes are public, not where each card lies)."""
    episode = game.table.episode
    found = game.memo.get(("search cards", episode))
    if found is None:
        found = game.memo[("search cards", episode)] = tuple(
            card.id for card in game.cards.values() if card.type == "search" and card.get("episode") == episode)
    return list(found)


def _traumas(game: Game, seat: int) -> int:
    return sum(1 for zone_name in (trauma_slots(seat), backpack(seat))
               for p in game.zones.cards(zone_name) if game.card(p).type == "trauma")
