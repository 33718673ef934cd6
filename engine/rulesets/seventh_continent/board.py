"""The board as a grid of card slots in one orientation: terrain arrows, exploration cards, reach."""
from __future__ import annotations

from collections import deque

from engine.core import events as ev
from engine.core.game import Game

from . import adventure
from .table import attached, exploration_deck, slot

SIDES = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}


def coords(slot_zone: str) -> tuple[int, int]:
    x, y = slot_zone.split(":", 1)[1].split(",")
    return int(x), int(y)


def beside(slot_zone: str, side: str) -> str:
    x, y = coords(slot_zone)
    dx, dy = SIDES[side]
    return slot(x + dx, y + dy)


def card_in(g: Game, slot_zone: str) -> str | None:
    return g.zones.top(slot_zone)


def terrain_in(g: Game, slot_zone: str) -> str | None:
    piece = card_in(g, slot_zone)
    if piece is not None and piece not in g.table.face_down and g.card(piece).type == "terrain":
        return piece
    return None


def arrows_from(g: Game, terrain_slot: str) -> list[tuple[str, int, str]]:
    """(side, numbox, target slot) for each arrow of the terrain in a slot."""
    piece = terrain_in(g, terrain_slot)
    if piece is None:
        return []
    return [(a["side"], a["numbox"], beside(terrain_slot, a["side"])) for a in g.card(piece).get("arrows", ())]


def place_terrain(g: Game, piece: str, slot_zone: str) -> None:
    """Put a terrain into play, then an exploration card of its area in each free space an arrow points to."""
    g.move(piece, slot_zone)
    if piece in g.table.face_down:
        g.table.face_down.remove(piece)
    area = g.card(piece).get("area")
    for _side, _numbox, target in arrows_from(g, slot_zone):
        if g.zones.size(target):
            continue
        deck = exploration_deck(area)
        top = g.zones.top(deck)
        if top is None:
            g.emit(ev.Message(f"No exploration card of area {area} is left.", {"rule": "no_exploration"}))
            continue
        g.move(top, target, face_up=False)
        g.table.face_down.append(top)


def arrow_into(g: Game, target_slot: str) -> tuple[str, int] | None:
    """The terrain slot and numbox of the arrow pointing at a space."""
    for side, (dx, dy) in SIDES.items():
        neighbour = beside(target_slot, side)
        for _s, numbox, target in arrows_from(g, neighbour):
            if target == target_slot:
                return neighbour, numbox
    return None


def reachable(g: Game, start: str) -> list[str]:
    """Terrain slots connected to `start` through an uninterrupted chain of terrain cards."""
    seen = {start}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for side in SIDES:
            there = beside(here, side)
            if there not in seen and terrain_in(g, there) is not None:
                seen.add(there)
                queue.append(there)
    return sorted(seen - {start})


def attached_events(g: Game, terrain_slot: str) -> list[str]:
    return list(g.zones.cards(attached(terrain_slot)))


def explorable(g: Game, terrain_slot: str) -> list[str]:
    """Board cards in the spaces this terrain's arrows point to (foggy or revealed exploration cards)."""
    found = []
    for _side, _numbox, target in arrows_from(g, terrain_slot):
        piece = card_in(g, target)
        if piece is not None and g.card(piece).deck == "exploration":
            found.append(piece)
    return found


def open_space(g: Game, space: str) -> str | None:
    """After an exploration card left its space, put the adventure card of the arrow's numbox there."""
    arrow = arrow_into(g, space)
    if arrow is None or g.zones.size(space):
        return None
    _terrain, number = arrow
    piece = adventure.find(g, number)
    if piece is None:
        g.emit(ev.Message(f"No card {number} is available.", {"rule": "no_card"}))
        return None
    g.emit(ev.Revealed(piece, space))
    if g.card(piece).type == "terrain":
        place_terrain(g, piece, space)
    else:
        g.move(piece, space)
    return piece
