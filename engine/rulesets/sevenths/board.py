"""The board as a grid of card slots in one orientation: terrain arrows, exploration cards, reach,
jigsaw edges, attached permanent events and the table's edge.

Both games' tables keep what the board needs besides its zones: `face_down` (board cards showing
their back), `attached_at` (attached event -> the slot it is drawn in), `opening` (spaces awaiting
their adventure card) and `size` (the table in slots, or None). A ruleset whose rules return the past
when no exploration card is left says `past_refills_exploration = True`."""
from __future__ import annotations

from functools import lru_cache

from engine.core import events as ev, graph
from engine.core.game import Game

from . import numbered
from .cards import is_exploration
from .places import attached, exploration_deck, slot

SIDES = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}


@lru_cache(maxsize=4096)
def coords(slot_zone: str) -> tuple[int, int]:
    x, y = slot_zone.split(":", 1)[1].split(",")
    return int(x), int(y)


@lru_cache(maxsize=16384)
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


def terrain_slots(g: Game) -> list[str]:
    return [z for z, pieces in g.zones.contents.items() if pieces and z.startswith("board:") and terrain_in(g, z)]


def occupied(g: Game) -> list[str]:
    """Slots holding a card, and the slots attached events are drawn in."""
    slots = [z for z, pieces in g.zones.contents.items() if pieces and z.startswith("board:")]
    return slots + list(g.table.attached_at.values())


# -- a place in words ---------------------------------------------------------------------------
COMPASS = {(0, -1): "north", (1, 0): "east", (0, 1): "south", (-1, 0): "west",
           (1, -1): "north-east", (1, 1): "south-east", (-1, 1): "south-west", (-1, -1): "north-west"}


def _landmark(g: Game, slot_zone: str, near: str | None) -> tuple[str, str] | None:
    """(direction words, piece) of the revealed card a slot is best named from: the terrain whose arrow
    points into it, else the terrain in `near`, else any revealed neighbour (terrains first, then
    other face-up cards; sides before corners). A card showing its back is never a landmark."""
    x, y = coords(slot_zone)
    around = [slot(x - dx, y - dy) for dx, dy in COMPASS]
    arrow = arrow_into(g, slot_zone)
    firsts = ([arrow[0]] if arrow else []) + ([near] if near in around else [])
    for there in firsts + around:
        piece = terrain_in(g, there)
        if piece is not None:
            return _direction(slot_zone, there), piece
    for there in around:
        piece = card_in(g, there)
        if piece is not None and piece not in g.table.face_down:
            return _direction(slot_zone, there), piece
    return None


def _direction(slot_zone: str, landmark: str) -> str:
    (x, y), (lx, ly) = coords(slot_zone), coords(landmark)
    return COMPASS[(x - lx, y - ly)]


def where(g: Game, slot_zone: str, near: str | None = None, alone: str = "on the board") -> str:
    """A board slot as a player names it: by direction from a revealed card ("north of The Sunken
    Stair"), never from one nobody has seen; `alone` when no revealed card is beside it."""
    found = _landmark(g, slot_zone, near)
    return f"{found[0]} of {g.card(found[1]).title}" if found else alone


def fog_words(g: Game, piece: str) -> str:
    """A face-down exploration card named by where it lies ("the fog north of Gull Stair Landing"):
    several lie around a terrain, and their options must not read the same."""
    space = g.zones.zone_of(piece)
    found = _landmark(g, space, None) if space and space.startswith("board:") else None
    return f"the fog {found[0]} of {g.card(found[1]).title}" if found else "the fog"


# -- the table's edge ---------------------------------------------------------------------------
def fits_table(g: Game, extra: list[str] = (), without: set[str] = frozenset()) -> bool:
    """Whether the board (with `extra` slots, without `without`) fits the table size."""
    size = g.table.size
    if not size:
        return True
    slots = [s for s in occupied(g) if s not in without] + list(extra)
    if not slots:
        return True
    xs, ys = zip(*(coords(s) for s in slots))
    return max(xs) - min(xs) + 1 <= size[0] and max(ys) - min(ys) + 1 <= size[1]


# -- putting cards into play --------------------------------------------------------------------
def fits(g: Game, piece: str, slot_zone: str) -> bool:
    """Jigsaw fit: each edge kind of the card matches the facing edge of a neighbouring terrain."""
    edges = g.card(piece).get("edges")
    if not edges:
        return True
    for side, kind in edges.items():
        neighbour = terrain_in(g, beside(slot_zone, side))
        if neighbour is None:
            continue
        facing = (g.card(neighbour).get("edges") or {}).get(OPPOSITE[side])
        if facing is not None and facing != kind:
            return False
    return True


def put_terrain(g: Game, piece: str, slot_zone: str) -> None:
    g.move(piece, slot_zone)
    if piece in g.table.face_down:
        g.table.face_down.remove(piece)


def fog_targets(g: Game, terrain_slot: str) -> list[str]:
    """Free spaces the terrain's arrows point to (each gets an exploration card)."""
    return [target for _s, _n, target in arrows_from(g, terrain_slot) if not g.zones.size(target)]


def arrow_areas(g: Game, terrain_slot: str) -> dict[str, str]:
    """The area of the exploration card each arrow of the terrain calls for, by the space it points to: the
    arrow's own area (The 7th Citadel prints a numeral in each), else the terrain's."""
    piece = terrain_in(g, terrain_slot)
    if piece is None:
        return {}
    card = g.card(piece)
    return {beside(terrain_slot, a["side"]): a.get("area") or card.get("area") for a in card.get("arrows", ())}


def put_fog(g: Game, terrain_slot: str, only_inside: bool = False) -> None:
    """An exploration card of its arrow's area, face down, in each free space the terrain's arrows point to."""
    areas = arrow_areas(g, terrain_slot)
    for target in fog_targets(g, terrain_slot):
        area = areas[target]
        if only_inside and not fits_table(g, [target]):
            g.emit(ev.Message("No room on the table for an exploration card.", {"rule": "no_room", "slot": target}))
            continue
        deck = exploration_deck(area)
        top = g.zones.top(deck)
        if top is None and getattr(g.ruleset, "past_refills_exploration", False):
            numbered.return_past(g)  # The 7th Citadel: none available, the whole past returns first
            top = g.zones.top(deck)
        if top is None:
            g.emit(ev.Message(f"No exploration card of area {area} is left.", {"rule": "no_exploration"}))
            continue
        g.move(top, target, face_up=False)
        if top not in g.table.face_down:
            g.table.face_down.append(top)


def place_terrain(g: Game, piece: str, slot_zone: str) -> None:
    """Put a terrain into play at once (setup, resume), then the exploration cards of its arrows."""
    put_terrain(g, piece, slot_zone)
    put_fog(g, slot_zone)


def queue_open(g: Game, space: str) -> None:
    """An exploration card left its space: the arrow's adventure card comes next (see placement)."""
    if space not in g.table.opening:
        g.table.opening.append(space)


def left(g: Game, piece: str, space: str) -> None:
    """A card has left `space` (discarded, returned, banished...): an exploration card's board space opens."""
    if space.startswith("board:") and is_exploration(g.card(piece)):
        queue_open(g, space)


def arrow_into(g: Game, target_slot: str) -> tuple[str, int] | None:
    """The terrain slot and numbox of the arrow pointing at a space."""
    for side in SIDES:
        neighbour = beside(target_slot, side)
        for _s, numbox, target in arrows_from(g, neighbour):
            if target == target_slot:
                return neighbour, numbox
    return None


# -- permanent events ---------------------------------------------------------------------------
def placement(g: Game, piece: str) -> list[str]:
    return list(g.card(piece).get("placement") or SIDES)


def event_slot(g: Game, piece: str) -> str | None:
    """The slot a permanent event is drawn in (its board slot, or where it was attached)."""
    where = g.zones.zone_of(piece)
    if where.startswith("board:"):
        return where
    return g.table.attached_at.get(piece)


def pointed_at(g: Game, piece: str) -> list[str]:
    """The slots a permanent event's placement arrows point to."""
    here = event_slot(g, piece)
    return [beside(here, side) for side in placement(g, piece)] if here else []


def event_slots(g: Game, piece: str, terrain_slot: str) -> list[str]:
    """Slots from which the event's placement arrow(s) point at the terrain; an obstacle (two
    arrows) prefers slots whose other arrow reaches a terrain too."""
    sides = placement(g, piece)
    candidates = [beside(terrain_slot, OPPOSITE[side]) for side in sides]
    if len(sides) > 1:
        between = [s for s in candidates
                   if any(terrain_in(g, beside(s, other)) and beside(s, other) != terrain_slot for other in sides)]
        candidates = between or candidates
    free = [s for s in candidates if terrain_in(g, s) is None]
    return free or candidates


def attached_events(g: Game, terrain_slot: str) -> list[str]:
    """Permanent events attached to a terrain: those put there, and those in or attached to a
    neighbouring slot whose placement arrow points at it (obstacles between two terrains)."""
    contents = g.zones.contents
    found = list(contents.get(attached(terrain_slot), ()))
    for side in SIDES:
        pile = contents.get(beside(terrain_slot, side))
        if not pile:
            continue
        piece = pile[-1]
        card = g.card(piece)
        if (card.type == "permanent_event" and not is_exploration(card) and piece not in g.table.face_down
                and OPPOSITE[side] in placement(g, piece)):
            found.append(piece)
    for piece in g.table.attached_at:
        if piece not in found and len(placement(g, piece)) > 1 and terrain_slot in pointed_at(g, piece):
            found.append(piece)
    return found


def forget(g: Game, piece: str) -> None:
    """A card leaves the board: it no longer shows its back nor has an attached position."""
    if piece in g.table.face_down:
        g.table.face_down.remove(piece)
    g.table.attached_at.pop(piece, None)


def _beside_all(here: str) -> list[str]:
    return [beside(here, side) for side in SIDES]


def reachable(g: Game, start: str) -> list[str]:
    """Terrain slots connected to `start` through an uninterrupted chain of terrain cards."""
    return sorted(set(graph.distances(start, _beside_all, enter=lambda s: terrain_in(g, s) is not None)) - {start})


def connected(g: Game, slots: set[str]) -> bool:
    """Whether these terrain slots form one chain."""
    return graph.connected(slots, _beside_all)


def explorable(g: Game, terrain_slot: str) -> list[str]:
    """Board cards in the spaces this terrain's arrows point to (foggy or revealed exploration cards)."""
    found = []
    for _side, _numbox, target in arrows_from(g, terrain_slot):
        piece = card_in(g, target)
        if piece is not None and is_exploration(g.card(piece)):
            found.append(piece)
    return found
