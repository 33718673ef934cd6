"""The battlefield: tiles of square spaces on one grid, spaces touching (even by a corner) adjacent, and all
spaces touching one open gateway adjacent across the tiles; what a space holds, who sees whom, and how far
and where a model may move (rules summary, "Gateways", "Each tile is divided into spaces", "Move").

Distances count moves along this adjacency and ignore who stands where (the summary does not define
"nearest"; spec §3.4). A map is built from the journey's entry and the gateways open now, once per change.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Iterable

from engine.core import graph
from engine.core.game import Game

from .table import buried, cell_of, space

Cell = tuple[int, int]


@dataclass(frozen=True)
class Gateway:
    id: str
    cells: frozenset
    tiles: frozenset


@dataclass(frozen=True)
class Map:
    """The spaces of the battlefield and how they join."""

    tile_of: dict            # cell -> the placed tile it belongs to
    links: dict              # cell -> the cells adjacent to it
    gateways: tuple          # every gateway (open or not), by the cells touching it
    lychgates: tuple         # (id, cells touching it)
    zone_of_tile: dict       # placed tile -> "drop", "extraction" or ""
    open: frozenset = frozenset()   # the gateways open on this map
    reached: dict = field(default_factory=dict, compare=False)   # space -> moves to every space, as asked
    sight: dict = field(default_factory=dict, compare=False)     # space -> the tiles seen through its open gateways
    gates_at: dict = field(default_factory=dict, compare=False)  # space -> the gateways (open or not) it touches
    # closed gateways touching two tiles or more ("doors"): heroes Open them; hostiles move through them as if
    # open, and see through one while a hero stands touching it (the Nightwars rules, L415-419)
    doors: tuple = ()
    through_doors: dict = field(default_factory=dict, compare=False)   # space -> the spaces across its door
    hostile_reached: dict = field(default_factory=dict, compare=False)  # as `reached`, moving as hostiles do
    derived: dict = field(default_factory=dict, compare=False)   # what other modules read from the map, once

    def neighbours(self, cell: Cell) -> Iterable[Cell]:
        return self.links.get(cell, ())

    def adjacent(self, a: Cell, b: Cell) -> bool:
        return b in self.links.get(a, ())

    def in_zone(self, cell: Cell, zone: str) -> bool:
        return self.zone_of_tile.get(self.tile_of.get(cell)) == zone


def battlefield(g: Game) -> Map:
    """The map of this game now (the journey's tiles and those placed since, its gateways as they stand)."""
    t = g.state.table
    # what a journey opens and adds to its map only grows until the next journey starts it afresh: counts tell
    # the maps apart (the last one asked is checked first, asked as it is at nearly every step)
    last = g.memo.get("map")
    joined = sum(map(len, t.joined.values())) if t.joined else 0
    if (last is not None and last[0] is t and last[1] == t.journey and last[2] == len(t.open)
            and last[3] == len(t.placed) and last[4] == len(t.gates) and last[5] == len(t.lychgates)
            and last[6] == joined):
        return last[7]
    # keyed by what was placed where, not by counts: a journey played again may explore other tiles
    placed = tuple((p["tile"], tuple(p["at"])) for p in t.placed)
    key = ("map", t.journey, tuple(t.open), placed, len(t.gates), joined, len(t.lychgates))
    found = g.memo.get(key)
    if found is None:
        journey = g.cards[t.journey]
        tiles = list(journey.get("tiles")) + [{"tile": tile, "at": at} for tile, at in placed]
        gates = [{**gate, "cells": list(gate["cells"]) + list(t.joined.get(gate["id"], ()))}
                 for gate in list(journey.get("gateways", ())) + list(t.gates)]
        lychgates = list(journey.get("lychgates", ())) + list(t.lychgates)
        found = g.memo[key] = build(g.cards, tiles, gates, lychgates, set(t.open))
    g.memo["map"] = (t, t.journey, len(t.open), len(t.placed), len(t.gates), len(t.lychgates), joined, found)
    return found


def build(cards, tiles, gates, lychgates, open_now: set) -> Map:
    tile_of, zone_of_tile = {}, {}
    for n, placed in enumerate(tiles):
        tile = cards[placed["tile"]]
        name = f"{placed['tile']}#{n}"
        zone_of_tile[name] = tile.get("zone", "")
        w, h = tile.get("size")
        x0, y0 = placed["at"]
        for dx in range(w):
            for dy in range(h):
                tile_of[(x0 + dx, y0 + dy)] = name
    links: dict = {cell: set() for cell in tile_of}
    for (x, y) in tile_of:
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                if (dx or dy) and (x + dx, y + dy) in tile_of:
                    links[(x, y)].add((x + dx, y + dy))
    gateways = []
    for gate in gates:
        cells = frozenset(tuple(c) for c in gate["cells"] if tuple(c) in tile_of)
        gateways.append(Gateway(gate["id"], cells, frozenset(tile_of[c] for c in cells)))
        if gate["id"] in open_now:
            for a in cells:
                links[a].update(c for c in cells if c != a)
    lychgates = tuple((lych["id"], tuple(tuple(c) for c in lych["cells"] if tuple(c) in tile_of))
                      for lych in lychgates)
    sight: dict = {}
    for gate in gateways:
        if gate.id in open_now:
            for c in gate.cells:
                sight.setdefault(c, set()).update(gate.tiles)
    gates_at: dict = {}
    for gate in gateways:
        for c in gate.cells:
            gates_at.setdefault(c, []).append(gate)
    doors = tuple(gate for gate in gateways if gate.id not in open_now and len(gate.tiles) >= 2)
    through: dict = {}
    for door in doors:
        for a in door.cells:
            through.setdefault(a, set()).update(c for c in door.cells if c != a and c not in links[a])
    return Map(tile_of, {c: frozenset(n) for c, n in links.items()}, tuple(gateways), lychgates, zone_of_tile,
               frozenset(open_now), sight={c: frozenset(t) for c, t in sight.items()},
               gates_at={c: tuple(gs) for c, gs in gates_at.items()}, doors=doors,
               through_doors={c: frozenset(n) for c, n in through.items() if n})


def distance(m: Map, a: Cell, b: Cell) -> int | None:
    """Moves from a to b along the adjacency, whoever stands between; None if b cannot be reached."""
    return _distances(m, a).get(b)


def distances_from(m: Map, a: Cell, hostile: bool = False) -> dict:
    """Moves from a to every space it reaches, whoever stands between (the same both ways); `hostile`: as a
    hostile moves, through closed gateways too."""
    if not hostile or not m.through_doors:
        return _distances(m, a)
    found = m.hostile_reached.get(a)
    if found is None:
        found = m.hostile_reached[a] = graph.distances(a, lambda c: m.links.get(c, frozenset()) | m.through_doors.get(c, frozenset()))
    return found


def _distances(m: Map, a: Cell) -> dict:
    found = m.reached.get(a)
    if found is None:
        found = m.reached[a] = graph.distances(a, m.neighbours)
    return found


def visible(g: Game, a: Cell, b: Cell) -> bool:
    """Whether a model in space b is visible from space a: the same tile, or one of them touching an open
    gateway that touches the other's tile."""
    return sees(battlefield(g), a, b)


def sees(m: Map, a: Cell, b: Cell, sight: dict | None = None) -> bool:
    """`visible` on a map already at hand (`sight`: the tiles seen from each space through its gateways, when
    more gateways than the open ones count)."""
    sight = m.sight if sight is None else sight
    ta, tb = m.tile_of.get(a), m.tile_of.get(b)
    return ta == tb or ta in sight.get(b, ()) or tb in sight.get(a, ())


def hostile_sight(g: Game, m: Map) -> dict:
    """What hostiles see through: the open gateways, and a closed one while a hero stands in a space touching it."""
    if not m.doors:
        return m.sight
    heroes = {where(g, h) for h in heroes_on_battlefield(g)}
    lit = [door for door in m.doors if door.cells & heroes]
    if not lit:
        return m.sight
    sight = {c: set(t) for c, t in m.sight.items()}
    for door in lit:
        for c in door.cells:
            sight.setdefault(c, set()).update(door.tiles)
    return sight


# -- who stands where ---------------------------------------------------------------------------------
def square_words(g: Game, cell: Cell) -> str:
    """A space as players name it: its tile, then its row and column counted from the tile's top-left corner
    ("the cinder market, row 1, column 4"), never the battlefield's own numbers (which run below zero)."""
    m = battlefield(g)
    corners = m.derived.get("corners")
    if corners is None:
        corners = m.derived["corners"] = {}
        for (x, y), tile in m.tile_of.items():
            x0, y0 = corners.get(tile, (x, y))
            corners[tile] = (min(x0, x), min(y0, y))
    tile = m.tile_of.get(tuple(cell))
    if tile is None:
        return "a space off the tiles"
    title = g.cards[tile.split("#", 1)[0]].title
    if title.startswith("The "):
        title = "the " + title[4:]
    x0, y0 = corners[tile]
    return f"{title}, row {cell[1] - y0 + 1}, column {cell[0] - x0 + 1}"


def standing_words(g: Game, piece: str) -> str:
    """A model and where it stands, as players say it ("Gutter rat 1 at the cinder market, row 2, column 3")."""
    cell = where(g, piece)
    return model_words(g, piece) + (f" at {square_words(g, cell)}" if cell is not None else "")


def model_words(g: Game, piece: str) -> str:
    """A model as players tell it apart (the log names it so): a hostile's title and number ("Gutter rat 3"), a
    hero's or an object's title."""
    title = g.card(piece).title
    number = piece.rsplit(":", 1)[-1]
    return f"{title} {number}" if g.card(piece).type == "hostile" and ":" in piece and number.isdigit() else title


def where(g: Game, piece: str) -> Cell | None:
    zone = g.state.zones.zone_of(piece)
    try:
        return _SPACES[zone]
    except KeyError:
        return where_zone(zone)


_SPACES: dict = {}       # zone -> its space's cell, None for a zone that is not a space


def side(g: Game, piece: str) -> str:
    """"hero", "hostile" or "object" for what stands in a space."""
    kind = g.card(piece).type
    return "object" if kind == "token" else kind


def now(g: Game) -> dict:
    """Room for what is derived from where pieces lie (who stands where, where a model may move): emptied as
    soon as a piece moves. A huge or giant model's spread changes only as it moves; a map is its own key."""
    zones = g.state.zones
    found = g.memo.get("now")
    if found is None or found[0] is not zones or found[1] != zones.revision:
        found = g.memo["now"] = (zones, zones.revision, {})
    return found[2]


@dataclass(frozen=True)
class Standing:
    """Who stands where now: each space with what is in it (a huge or giant hostile in every space it fills),
    the spaces a buried token takes, and each piece's side."""

    at: dict
    buried: frozenset
    sides: dict
    derived: dict = field(default_factory=dict, compare=False)    # what is read from it, per side and map

    def walls(self, m: Map, mine: str) -> tuple[set, frozenset]:
        """The spaces a model of this side never enters (models pass through their own side only, never through
        an object; nothing enters a buried hero's space), and the empty spaces where entering ends a move."""
        key = ("walls", mine, id(m))
        found = self.derived.get(key)
        if found is None:
            walls, sides = set(self.buried), self.sides
            for cell, pieces in self.at.items():
                for p in pieces:
                    if sides[p] != mine:
                        walls.add(cell)
                        break
            found = self.derived[key] = (walls, self.engaged(m, mine) - self.at.keys())
        return found

    def engaged(self, m: Map, mine: str) -> frozenset:
        """The spaces adjacent to an enemy of this side: entering an empty one ends a move action."""
        key = ("engaged", mine, id(m))
        found = self.derived.get(key)
        if found is None:
            cells, sides, links = set(), self.sides, m.links
            for cell, pieces in self.at.items():
                for p in pieces:
                    theirs = sides[p]
                    if theirs != mine and (theirs == "hero" or theirs == "hostile"):
                        cells.update(links.get(cell, ()))
                        break
            found = self.derived[key] = frozenset(cells)
        return found


def scene(g: Game) -> dict:
    """Room for what is derived from who stands where alone (who sees whom, where a model may move): kept while
    no model, mysterious object or buried hero changes place, whatever else moves (dice, counters, cards)."""
    zones = g.state.zones
    cache = g.memo.get("now")
    if cache is None or cache[0] is not zones or cache[1] != zones.revision:
        cache = g.memo["now"] = (zones, zones.revision, {})
    cache = cache[2]
    found = cache.get("scene")
    if found is None:
        where, t = g.state.zones.where, g.table
        key = (tuple([where[p] for p in _standers(g)]), tuple(len(grp.models) for grp in t.groups),
               repr(t.bulk) if t.bulk else "")
        last = g.memo.get("scene")
        if last is None or last[0] != key:
            last = g.memo["scene"] = (key, {})
        found = cache["scene"] = last[1]
    return found


def standing(g: Game) -> Standing:
    cache = scene(g)
    found = cache.get("standing")
    if found is None:
        found = cache["standing"] = _look(g)
    return found


def _look(g: Game) -> Standing:
    zones = g.state.zones
    where, contents = zones.where, zones.contents
    at, under, sides = {}, set(), {}
    kinds = _standers(g)
    for piece in kinds:
        zone = where[piece]
        try:
            cell, grave = _PLACES[zone]
        except KeyError:
            cell, grave = _PLACES[zone] = (where_zone(zone), cell_of(zone) if zone.startswith("buried:") else None)
        if cell is not None:
            if cell not in at:
                at[cell] = tuple(contents[zone])
        elif grave is not None:
            under.add(grave)
    for piece, cells in g.table.bulk.items():
        for c in cells:
            at[tuple(c)] = at.get(tuple(c), ()) + (piece,)
    for pieces in at.values():
        for p in pieces:
            sides[p] = kinds.get(p) or side(g, p)
    return Standing(at, frozenset(under), sides)


_PLACES: dict = {}       # zone -> (its space's cell, the cell of the buried token it is): None for neither


def _standers(g: Game) -> dict:
    """The pieces that may stand in a space (heroes, hostiles, mysterious objects), with their sides."""
    found = g.memo.get("standers")
    if found is None or found[0] != len(g.state.pieces):
        kinds = {p: side(g, p) for p, card in g.state.pieces.items()
                 if g.cards[card].type in ("hero", "hostile") or g.cards[card].get("token") == "object"}
        found = g.memo["standers"] = (len(g.state.pieces), kinds)
    return found[1]


def where_zone(zone: str) -> Cell | None:
    """The space a zone is, None for a zone that is not a space."""
    try:
        return _SPACES[zone]
    except KeyError:
        found = _SPACES[zone] = cell_of(zone) if zone.startswith("space:") else None
        return found


def occupants(g: Game, cell: Cell) -> list[str]:
    """What stands in a space: the pieces there, and a huge or giant hostile spreading over it."""
    return list(standing(g).at.get(cell, ()))


# -- huge and giant hostiles over several spaces ------------------------------------------------------------
SPAN = {"huge": 2, "giant": 4}


def span(g: Game, piece: str) -> int:
    """How many spaces a model fills: 2 for a huge hostile, 4 for a giant one, else 1."""
    return SPAN.get(g.card(piece).get("size", ""), 1) if side(g, piece) == "hostile" else 1


def cells_of(g: Game, piece: str) -> list[Cell]:
    """Every space a model fills (its own first); none off the battlefield."""
    cell = where(g, piece)
    if cell is None:
        return []
    return [cell] + [tuple(c) for c in g.table.bulk.get(piece, ())]


def footprints(m: "Map", cell: Cell, n: int) -> list[tuple]:
    """The sets of spaces a model of this span may fill with one of them this cell: two fully adjacent spaces
    (sharing a whole side, not joined by a gateway) for a huge one, a square of four for a giant one."""
    if n == 1:
        return [(cell,)]
    x, y = cell
    found = []
    if n == 2:
        for dx, dy in ((1, 0), (0, 1), (-1, 0), (0, -1)):
            other = (x + dx, y + dy)
            if other in m.tile_of:
                found.append(tuple(sorted((cell, other))))
    else:
        for ox in (0, -1):
            for oy in (0, -1):
                square = tuple(sorted((x + ox + a, y + oy + b) for a in (0, 1) for b in (0, 1)))
                if all(c in m.tile_of for c in square):
                    found.append(square)
    return sorted(set(found))


def fits(g: Game, piece: str, cells) -> bool:
    """Whether a model may end filling these spaces: every one of them has room for it."""
    m, st = battlefield(g), standing(g)
    return all(_room(g, m, st, c, piece) for c in cells)


def settle(g: Game, piece: str, cells) -> None:
    """A huge or giant model put down over these spaces (its own space the first)."""
    cells = [tuple(c) for c in cells]
    g.table.bulk[piece] = [list(c) for c in cells[1:]]
    place(g, piece, cells[0])


def lift(g: Game, piece: str) -> None:
    """A model leaves the battlefield: its spread over other spaces goes with it."""
    g.table.bulk.pop(piece, None)


def big_moves(g: Game, piece: str, steps: int) -> dict[tuple, int]:
    """Where a move action takes a huge or giant hostile: from the space it fills closest to the destination,
    by the usual rules, to a destination space that is one of those it then fills."""
    m = battlefield(g)
    mine = side(g, piece)
    walls, stops = standing(g).walls(m, mine)
    reached: dict = {}
    for start in cells_of(g, piece):
        for cell, n in _walk(m, walls, stops, mine == "hostile", start, steps).items():
            reached[cell] = min(n, reached.get(cell, n))
    found: dict = {}
    st, n_spaces = standing(g), span(g, piece)
    for cell, n in reached.items():
        for cells in footprints(m, cell, n_spaces):
            if all(_room(g, m, st, c, piece) for c in cells):
                found[cells] = min(n, found.get(cells, n))
    return found


def heroes_on_battlefield(g: Game) -> list[str]:
    return [h.id for h in g.table.heroes if where(g, h.id) is not None]


def hostiles_on_battlefield(g: Game) -> list[str]:
    return [p for grp in g.table.groups for p in grp.models if where(g, p) is not None]


def small(g: Game, piece: str) -> bool:
    return side(g, piece) == "hostile" and g.card(piece).get("size") == "small"


def room_for(g: Game, cell: Cell, piece: str) -> bool:
    """Whether the piece may end in this space: 1 hero, 1 large hostile, 1 object, or up to 2 small hostiles."""
    return _room(g, battlefield(g), standing(g), cell, piece)


def _room(g: Game, m: Map, st: Standing, cell: Cell, piece: str) -> bool:
    if cell not in m.tile_of or cell in st.buried:
        return False
    others = [p for p in st.at.get(cell, ()) if p != piece]
    if not others:
        return True
    return small(g, piece) and len(others) == 1 and small(g, others[0])


def enemies(g: Game, piece: str, cell: Cell) -> list[str]:
    """The enemy models adjacent to a space, for a model of the piece's side."""
    mine = side(g, piece)
    st = standing(g)
    found = []
    for near in battlefield(g).neighbours(cell):
        for p in st.at.get(near, ()):
            theirs = st.sides[p]
            if theirs != mine and theirs in ("hero", "hostile") and p not in found:
                found.append(p)
    return found


def touching(g: Game, a: str, b: str) -> bool:
    """Whether two models are adjacent: some space of one adjacent to some space of the other."""
    m = battlefield(g)
    return any(m.adjacent(x, y) for x in cells_of(g, a) for y in cells_of(g, b))


def moves(g: Game, piece: str, steps: int) -> dict[Cell, int]:
    """The spaces the piece may end a move action in, with the moves it takes: each move into an adjacent
    space, passing through its own side only, never through an object; entering an empty space adjacent
    to an enemy ends the move action; it never ends in a space without room."""
    cache = scene(g)
    key = ("moves", piece, id(battlefield(g)))
    found = cache.get(key)
    if found is not None and found[0] >= steps:
        # the spaces a longer move reaches within these steps are those a shorter one reaches
        return {c: n for c, n in found[1].items() if n <= steps}
    m = battlefield(g)
    st = standing(g)
    mine = side(g, piece)
    walls, stops = st.walls(m, mine)
    start, at = where(g, piece), st.at
    found = {cell: n for cell, n in _walk(m, walls, stops, mine == "hostile", start, steps).items()
             if cell != start and (cell not in at or _room(g, m, st, cell, piece))}
    cache[key] = (steps, found)
    return dict(found)


def _walk(m: Map, walls, stops, hostile: bool, start: Cell, steps: int, first=None) -> dict:
    """The spaces a model's move of up to these steps reaches, with the moves to each, searched nearest first:
    never into a wall, never on from a stop but where it started, through closed gateways for a hostile.
    `first(cell)`: the search ends at the first space found for which it is true (alone in the answer; none)."""
    links = m.links
    doors = m.through_doors if hostile else {}
    found = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        n = found[here]
        if n >= steps or (here != start and here in stops):
            continue
        n += 1
        near = links.get(here, ())
        if here in doors:
            near = near | doors[here]
        for there in near:
            if there not in found and there not in walls:
                if first is not None and first(there):
                    return {there: n}
                found[there] = n
                queue.append(there)
    return {} if first is not None else found


def can_move(g: Game, piece: str, steps: int) -> bool:
    """Whether a move action of these steps has somewhere to end (the search stops at the nearest space)."""
    return nearest_move(g, piece, steps) is not None


def nearest_move(g: Game, piece: str, steps: int) -> int | None:
    """The fewest moves to a space where a move action of up to these steps may end; None: nowhere."""
    cache = scene(g)
    m = battlefield(g)
    found = cache.get(("moves", piece, id(m)))
    if found is not None and found[0] >= steps:
        return min((n for n in found[1].values() if n <= steps), default=None)
    # the nearest space a move may end in, searched as far as asked so far
    searched, nearest = cache.get(("nearest", piece, id(m)), (-1, None))
    if nearest is None and searched < steps:
        searched, nearest = steps, _nearest(g, piece, steps)
        cache["nearest", piece, id(m)] = (searched, nearest)
    return nearest if nearest is not None and nearest <= steps else None


def _nearest(g: Game, piece: str, steps: int) -> int | None:
    """The moves to the nearest space a move of up to these steps may end in."""
    m, st = battlefield(g), standing(g)
    mine, at = side(g, piece), st.at
    walls, stops = st.walls(m, mine)
    found = _walk(m, walls, stops, mine == "hostile", where(g, piece), steps,
                  first=lambda cell: cell not in at or _room(g, m, st, cell, piece))
    return next(iter(found.values()), None)


def place(g: Game, piece: str, cell: Cell) -> None:
    g.move(piece, space(cell))
