"""The map: rooms and floors of one, two or four zones on a grid, walls, doors closed by Search tokens,
and which zones are orthogonally adjacent. The layout grows when an effect lays out a room."""
from __future__ import annotations

from engine.core.game import Game
from engine.core import graph

from engine.core import events as ev

from .table import CHAINS, STAIRCASES, TRAPDOORS, Area, Door, Trapdoor, door, zone

# a zone's cells relative to where its room lies, zone 1 first; a medium room turned stands upright
SHAPES = {
    "small": ((0, 0),),
    "medium": ((0, 0), (1, 0)),
    "medium-turned": ((0, 0), (0, 1)),
    "large": ((0, 0), (1, 0), (0, 1), (1, 1)),
}
STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))


def shape(size: str, turned: bool) -> tuple[tuple[int, int], ...]:
    return SHAPES["medium-turned" if size == "medium" and turned else size]


def area_of(zone_name: str) -> str:
    """The room or floor a zone belongs to."""
    return zone_name.split(":")[1]


def said(game: Game, zone_name: str) -> str:
    """A zone as players say it: its room's name, and the zone's number when the room has several."""
    area = area_of(zone_name)
    title = game.cards[area].title
    if len(game.table.areas[area].cells) == 1:
        return f"the {title}"
    return f"the {title} ({zone_name.split(':')[2]})"


def printed(game: Game, zone_name: str) -> list[str]:
    """The Search symbols printed on the floor of a zone (its room's or floor's `symbols`): searched like a token's,
    but never removed."""
    area, n = zone_name.split(":")[1], int(zone_name.split(":")[2])
    return [s["symbol"] for s in game.cards[area].get("symbols") or () if s["zone"] == n]


def zones_of(game: Game, area: str) -> list[str]:
    return [zone(area, int(n)) for n in game.table.areas[area].cells]


def all_zones(game: Game) -> list[str]:
    """Every zone of the map, room by room in the order they were laid out."""
    return list(_laid_out(game)[0].values())


def cells(game: Game) -> dict[tuple[int, int], str]:
    """Every laid-out cell of the grid and the zone on it (a copy the caller may keep)."""
    return dict(_laid_out(game)[0])


def _laid_out(game: Game) -> tuple:
    """The grid's cells and the doors by the two zones they join, worked out once for each layout: asked at
    every action offered. A layout only grows within an episode, and the doors with it."""
    table = game.table
    key = ("layout", table.episode, len(table.areas), len(table.doors), len(table.staircases))
    found = game.memo.get(key)
    if found is None or found[2] is not table:
        grid = {}
        for area_id, area in table.areas.items():
            for n, (x, y) in area.cells.items():
                grid[(x, y)] = zone(area_id, int(n))
        stairs: dict[str, list[str]] = {}
        for a, b in table.staircases:
            stairs.setdefault(a, []).append(b)
            stairs.setdefault(b, []).append(a)
        found = (grid, {frozenset(d.between): d for d in table.doors.values()}, table, stairs)
        game.memo[key] = found
    return found[0], found[1], found[3]


def stairs_from(game: Game, zone_name: str) -> list[str]:
    """The zones a staircase in this zone leads to (up or down: both ways)."""
    return _laid_out(game)[2].get(zone_name, [])


def lay_staircase(game: Game, mark: str, a: str, b: str, move=None) -> bool:
    """A staircase between two zones of the map: a Staircase token of its mark (A or B) in each; the two zones are
    adjacent from now on, both ways, for Explorers and Adversaries alike."""
    kind = f"staircase-{mark}"
    tokens = [p for p in game.zones.cards(STAIRCASES) if game.card(p).get("token") == kind][-2:]
    missing = [z for z in (a, b) if not laid_out(game, z)]
    if len(tokens) < 2 or missing:
        what = f"{missing[0]} is not on the map" if missing else f"no two Staircase {mark.upper()} tokens are left"
        game.emit(ev.Message(f"No staircase is laid: {what}.", {"rule": "no_staircase"}))
        return False
    for token, where in zip(tokens, (a, b)):
        (move or game.move)(token, where)
    game.table.staircases.append([a, b])
    return True


def laid_out(game: Game, zone_name: str) -> bool:
    """Whether a zone ("zone:hall:2") is on the map now."""
    parts = zone_name.split(":")
    return len(parts) == 3 and parts[0] == "zone" and parts[2] in getattr(game.table.areas.get(parts[1]), "cells", ())


def cell_of(game: Game, zone_name: str) -> tuple[int, int]:
    x, y = game.table.areas[area_of(zone_name)].cells[zone_name.split(":")[2]]
    return x, y


def door_between(game: Game, a: str, b: str) -> Door | None:
    return _laid_out(game)[1].get(frozenset((a, b)))


def is_open(game: Game, door_id: str) -> bool:
    """A door is closed while a Search token or a chain lies on it."""
    return not game.zones.size(door(door_id))


def why_closed(game: Game, door_id: str) -> str:
    """Why a closed door keeps the way shut, in a player's words."""
    on_it = [game.card(p).get("token") for p in game.zones.cards(door(door_id))]
    if "chain" in on_it:
        return "a chain holds the door shut"
    return "the door is closed: a Search token lies on it"


def chain(game: Game, door_id: str, move=None) -> bool:
    """Put a Chain token on a door: it stays shut, Search token or not, until an effect takes the chain off."""
    token = game.zones.top(CHAINS)
    if door_id not in game.table.doors or token is None:
        what = "no Chain token is left" if token is None else f"there is no door {door_id!r} on the map"
        game.emit(ev.Message(f"The door cannot be chained: {what}.", {"rule": "no_chain"}))
        return False
    (move or game.move)(token, door(door_id))
    return True


def unchain(game: Game, door_id: str) -> bool:
    """Take the chain off a door (it opens if no Search token lies on it)."""
    chains = [p for p in game.zones.cards(door(door_id)) if game.card(p).get("token") == "chain"] \
        if door_id in game.table.doors else []
    if not chains:
        game.emit(ev.Message("No chain holds that door.", {"rule": "no_chain"}))
        return False
    game.move(chains[-1], CHAINS)
    return True


def open_trapdoor(game: Game, at: str, to: str, injuries: int = 0, move=None) -> str | None:
    """Open a trapdoor in a zone, leading down to another: a Trapdoor token lies there from now on."""
    token = game.zones.top(TRAPDOORS)
    laid = [z for z in (at, to) if not laid_out(game, z)]
    if token is None or laid:
        what = "no Trapdoor token is left" if token is None else f"{laid[0]} is not on the map"
        game.emit(ev.Message(f"No trapdoor opens: {what}.", {"rule": "no_trapdoor"}))
        return None
    (move or game.move)(token, at)
    game.table.trapdoors[token] = Trapdoor(at, to, injuries)
    return token


def trapdoors_in(game: Game, zone_name: str) -> list[tuple[str, Trapdoor]]:
    """The trapdoors open in a zone: (token, where it leads)."""
    return [(p, game.table.trapdoors[p]) for p in game.zones.cards(zone_name) if p in game.table.trapdoors]


def walled(game: Game, a: str, b: str) -> bool:
    """Whether a wall stands between two touching zones: never inside one room, and between two areas
    whenever one of them is a room (a floor beside another floor has no wall)."""
    first, second = area_of(a), area_of(b)
    if first == second:
        return False
    return game.table.areas[first].walls or game.table.areas[second].walls


def neighbours(game: Game, zone_name: str) -> list[str]:
    """The zones orthogonally adjacent to this one: touching, with no wall between or an open door in it."""
    grid = _laid_out(game)[0]
    x, y = cell_of(game, zone_name)
    found = []
    for dx, dy in STEPS:
        other = grid.get((x + dx, y + dy))
        if other is None:
            continue
        if walled(game, zone_name, other):
            gate = door_between(game, zone_name, other)
            if gate is None or not is_open(game, gate.id):
                continue
        found.append(other)
    return found + [z for z in stairs_from(game, zone_name) if z not in found]


def doors_of(game: Game, zone_name: str) -> list[Door]:
    """The doors on the walls of this zone, open or closed (a token on one is reached from both sides)."""
    return [d for d in game.table.doors.values() if zone_name in d.between]


def distance(game: Game, a: str, b: str) -> int | None:
    return graph.distances(a, lambda z: neighbours(game, z)).get(b)


def lay_out(game: Game, area_id: str, size: str, at: list[int], turned: bool, walls: bool, piece: str) -> None:
    """Add a room or floor to the layout (its zones exist from now on)."""
    x0, y0 = at
    area = Area(piece, {str(n + 1): [x0 + dx, y0 + dy] for n, (dx, dy) in enumerate(shape(size, turned))}, walls)
    taken = cells(game)
    for n, (x, y) in area.cells.items():
        if (x, y) in taken:
            raise ValueError(f"{area_id} zone {n} would lie on {taken[(x, y)]}")
    game.table.areas[area_id] = area
    for n in area.cells:
        game.zones.add_zone(zone(area_id, int(n)))


def misshapen(game: Game, area_id: str, area: Area) -> str | None:
    """How a room or floor laid out differs from its card (a hand-edited save): its zones not in the card's shape,
    walls where a floor has none or none where a room has them; None when it is as laid out."""
    card = game.cards[area_id]
    cells = [tuple(area.cells[n]) for n in sorted(area.cells, key=lambda n: (len(n), n))]
    shapes = [shape(card.get("size"), turned) for turned in (False, True)]
    if not any(len(cells) == len(form) and all((x - cells[0][0], y - cells[0][1]) == (dx - form[0][0], dy - form[0][1])
                                                for (x, y), (dx, dy) in zip(cells, form)) for form in shapes):
        return f"{area_id}'s zones do not lie in its card's shape"
    if area.walls != (card.type == "room"):
        return f"{area_id} is laid out {'with' if area.walls else 'without'} walls"
    return None


def add_door(game: Game, door_id: str, a: str, b: str) -> None:
    if door_id in game.table.doors:
        raise ValueError(f"door {door_id} is laid out twice")
    fault = door_fault(game, door_id, a, b)
    if fault:
        raise ValueError(fault)
    game.table.doors[door_id] = Door(door_id, [a, b])
    game.zones.add_zone(door(door_id))


def door_fault(game: Game, door_id: str, a: str, b: str) -> str | None:
    """Why a door cannot stand between two zones (not both laid out, or sharing no wall); None when it can."""
    for z in (a, b):
        parts = z.split(":")
        if len(parts) != 3 or parts[1] not in game.table.areas or parts[2] not in game.table.areas[parts[1]].cells:
            return f"door {door_id} is on {z}, which is not laid out"
    (ax, ay), (bx, by) = cell_of(game, a), cell_of(game, b)
    if abs(ax - bx) + abs(ay - by) != 1 or not walled(game, a, b):
        return f"door {door_id} joins {a} and {b}, which share no wall"
    return None


def footprint(placements, areas: dict) -> tuple[dict[str, tuple[int, int]], list[tuple[str, str]]]:
    """Where a layout's zones lie (zone name without prefix "hall:1" -> cell), and its problems as (field,
    message): rooms the pack lacks, laid out twice, or lying on each other. `areas`: room id -> its entry."""
    cells_at: dict[tuple[int, int], str] = {}
    found: dict[str, tuple[int, int]] = {}
    problems = []
    for i, spec in enumerate(placements):
        area = areas.get(spec.get("room"))
        if area is None:
            problems.append((f"rooms[{i}].room", f"names {spec.get('room')!r}, which is not a room or floor of the pack"))
            continue
        if any(name.startswith(f"{spec['room']}:") for name in found):
            problems.append((f"rooms[{i}].room", f"lays out {spec['room']!r} twice"))
            continue
        x0, y0 = spec["at"]
        for n, (dx, dy) in enumerate(shape(area.get("size"), bool(spec.get("turned")))):
            cell, name = (x0 + dx, y0 + dy), f"{spec['room']}:{n + 1}"
            if cell in cells_at:
                problems.append((f"rooms[{i}].at", f"puts {name} on {cells_at[cell]}"))
            cells_at[cell] = name
            found[name] = cell
    return found, problems
