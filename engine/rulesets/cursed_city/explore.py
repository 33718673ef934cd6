"""Deliverance journeys (rules summary, "Deliverance journeys"): the battlefield grows as the heroes go. An
exploration card's tile is placed so that one of its gateway locations lines up with a closed gateway, which
opens; a closed gateway goes at the tile's location furthest from it; the card's lychgates and mysterious
objects are added and one encounter card drawn per crossed swords, its group deployed at an object of the
new tile (else at its closed gateway) and its initiative card put at the end of the combat track. Two tiles at
the start, two more for each Explore (4+); with the deck empty the extraction zone is placed the same way, and
if it cannot be, every hero is out of action and the journey fails.

A gateway lies in a one-space gap between the tiles it joins; tiles are never turned."""
from __future__ import annotations

from engine.core import events as ev
from engine.core.decisions import Decision, Option
from engine.core.game import Game
from engine.core.procedure import END, Ask, Frame, Goto, Procedure

from . import ending, hostiles, wounds
from .battlefield import battlefield, heroes_on_battlefield, place, square_words
from .frames import Exploration
from .table import EXPLORATION, OBJECTS, SPENT_EXPLORATION, TRACK, group_card

STEP = {"east": (1, 0), "west": (-1, 0), "north": (0, -1), "south": (0, 1)}
FACING = {"east": "west", "west": "east", "north": "south", "south": "north"}


def closed_gates(g: Game) -> list[dict]:
    """The closed gateways of the battlefield with the edge they stand on, as {id, cells, edge}."""
    t = g.table
    m = battlefield(g)
    found = []
    for gate in list(g.cards[t.journey].get("gateways", ())) + list(t.gates):
        if gate["id"] in t.open or not gate.get("edge"):
            continue
        cells = [tuple(c) for c in gate["cells"] if tuple(c) in m.tile_of]
        if cells:
            found.append({"id": gate["id"], "cells": cells, "edge": gate["edge"]})
    return found


def _moved(cells, dx, dy) -> list:
    return [(x + dx, y + dy) for x, y in cells]


def _gap(location_cells, edge) -> list:
    """The spaces of the gap a gateway or lychgate on this edge fills."""
    sx, sy = STEP[edge]
    return _moved(location_cells, sx, sy)


def placements(g: Game, tile_id: str, lychgates=()) -> list[dict]:
    """Every way the tile may be placed against a closed gateway: {gate, location, at}."""
    m = battlefield(g)
    tile = g.cards[tile_id]
    w, h = tile.get("size")
    taken = set(m.tile_of)
    lych_gaps = {c for lych in list(g.cards[g.table.journey].get("lychgates", ())) + list(g.table.lychgates)
                 if lych.get("edge") for c in _gap([tuple(x) for x in lych["cells"]], lych["edge"])}
    found = []
    for gate in closed_gates(g):
        want = FACING[gate["edge"]]
        sx, sy = STEP[gate["edge"]]
        across = sorted(_moved(gate["cells"], 2 * sx, 2 * sy))
        for n, loc in enumerate(tile.get("gateways") or ()):
            mine = sorted(tuple(c) for c in loc["cells"])
            if loc["edge"] != want or len(mine) != len(across):
                continue
            dx, dy = across[0][0] - mine[0][0], across[0][1] - mine[0][1]
            if sorted(_moved(mine, dx, dy)) != across:
                continue
            cells = {(dx + a, dy + b) for a in range(w) for b in range(h)}
            if cells & taken or _touches(cells, lych_gaps):
                continue
            # the card's own lychgates must touch no other tile
            theirs = {c for lych in lychgates for c in _gap(_moved([tuple(x) for x in lych["cells"]], dx, dy),
                                                            lych["edge"])}
            if theirs & taken or _touches(theirs, taken):
                continue
            found.append({"gate": gate["id"], "location": n, "at": [dx, dy]})
    return found


def _touches(cells: set, others: set) -> bool:
    return any((x + a, y + b) in others for x, y in cells for a, b in ((0, 0), (1, 0), (-1, 0), (0, 1), (0, -1)))


def explore(g: Game, f: Frame, answer):
    """Draw the next exploration card and place its tile (the leader picks where, if there is a choice)."""
    d: Exploration = f.data
    if answer is not None:
        d.placing = {"gate": answer.data["gate"], "location": answer.data["location"], "at": list(answer.data["at"])}
        return None
    if d.left <= 0:
        return END
    card = g.zones.top(EXPLORATION)
    while card is not None:
        g.move(card, SPENT_EXPLORATION)
        d.card = card
        spots = placements(g, g.card(card).get("tile"), g.card(card).get("lychgates") or ())
        if spots:
            break
        g.emit(ev.Message(f"{g.card(card).title} fits nowhere: it is set aside.", {"rule": "explore_skip"}))
        card = g.zones.top(EXPLORATION)
    if card is None:
        return _extraction(g, f)
    g.emit(ev.Message(f"Exploring: {g.card(card).title}.", {"rule": "explore", "card": card}))
    if len(spots) > 1:
        gates = {gate["id"]: gate for gate in closed_gates(g)}
        tile = g.cards[g.card(card).get("tile")]
        options = [Option(f"place:{s['gate']},{s['location']},{s['at'][0]},{s['at'][1]}",
                          f"Its {tile.get('gateways')[s['location']]['edge']} gateway against the closed gateway by "
                          f"{square_words(g, gates[s['gate']]['cells'][0])}",
                          {"gate": s["gate"], "location": s["location"], "at": s["at"],
                           "tile": g.card(card).get("tile")}) for s in spots]
        return Ask(Decision(f"seat:{g.table.leader}", "explore", f"Where does {g.card(card).title} go?", options,
                            context={"card": card}))
    d.placing = spots[0]
    return None


def _extraction(g: Game, f: Frame):
    """The deck is empty: the extraction zone goes down by the same rules; if it cannot, the journey fails."""
    d: Exploration = f.data
    d.left = 0
    tile = g.cards[g.table.journey].get("extraction_tile")
    spots = placements(g, tile) if tile else []
    if any(g.cards[p["tile"]].get("zone") == "extraction" for p in g.table.placed):
        return None
    if not spots:
        for hero in heroes_on_battlefield(g):
            wounds.out_of_action(g, hero)
        ending.finish(g, "the way out cannot be found", failed=True)
    d.card = None
    d.placing = spots[0]
    return None


def put_tile(g: Game, tile_id: str, spot: dict) -> list:
    """A tile placed against a closed gateway, which opens and joins it; the tile's spaces touching it."""
    t = g.table
    dx, dy = spot["at"]
    location = (g.cards[tile_id].get("gateways") or ())[spot["location"]]
    here = _moved([tuple(c) for c in location["cells"]], dx, dy)
    t.placed.append({"tile": tile_id, "at": [dx, dy]})
    t.open.append(spot["gate"])
    t.joined.setdefault(spot["gate"], []).extend([list(c) for c in here])
    g.emit(ev.Message(f"{g.cards[tile_id].title} is placed; a gateway opens.",
                      {"rule": "tile_placed", "tile": tile_id, "at": [dx, dy], "gate": spot["gate"]}))
    return here


def lay(g: Game, f: Frame, answer):
    """The tile placed, its gateway opened; the closed gateway at its location furthest from it (the leader
    picks among equals); lychgates and objects added; a group per crossed swords."""
    d: Exploration = f.data
    t = g.table
    spot = d.placing
    if spot is None:
        return None
    card = d.card
    tile_id = g.card(card).get("tile") if card else g.cards[t.journey].get("extraction_tile")
    tile = g.cards[tile_id]
    dx, dy = spot["at"]
    locations = tile.get("gateways") or ()
    if answer is None:
        here = put_tile(g, tile_id, spot)
        others = [n for n in range(len(locations)) if n != spot["location"]]
        if not others:
            return _populate(g, f, None)
        far = {n: min(max(abs(a - c), abs(b - e)) for a, b in here
                      for c, e in _moved([tuple(x) for x in locations[n]["cells"]], dx, dy)) for n in others}
        top = [n for n in others if far[n] == max(far.values())]
        if len(top) > 1:
            options = [Option(f"gate:{n}", f"The {locations[n]['edge']} side of {tile.title}", {"location": n})
                       for n in top]
            return Ask(Decision(f"seat:{t.leader}", "closed_gateway", "Where does the closed gateway go?", options))
        return _populate(g, f, top[0])
    return _populate(g, f, answer.data["location"])


def _populate(g: Game, f: Frame, location: int | None):
    d: Exploration = f.data
    t = g.table
    dx, dy = d.placing["at"]
    card = d.card
    tile = g.cards[g.card(card).get("tile") if card else g.cards[t.journey].get("extraction_tile")]
    shut = None
    if location is not None:
        loc = (tile.get("gateways") or ())[location]
        shut = _moved([tuple(c) for c in loc["cells"]], dx, dy)
        t.gates.append({"id": f"gate-{len(t.gates) + 1}", "cells": [list(c) for c in shut], "edge": loc["edge"]})
    d.placing = None
    if card is None:
        return None       # the extraction zone: no lychgates, objects or hostiles
    exploration = g.card(card)
    for lych in exploration.get("lychgates") or ():
        t.lychgates.append({"id": f"lychgate-{len(t.lychgates) + 1}", "edge": lych["edge"],
                            "cells": [list(c) for c in _moved([tuple(x) for x in lych["cells"]], dx, dy)]})
    spots = []
    for cell in _moved([tuple(c) for c in exploration.get("objects") or ()], dx, dy):
        token = g.zones.top(OBJECTS)
        if token is not None:
            place(g, token, cell)
            spots.append(cell)
    for _ in range(exploration.get("swords", 0)):
        free = hostiles.free_space(g)
        if free is None:
            break
        group = hostiles.draw_encounter(g, free, face_up=True)
        if group is None:
            break
        hostiles.deploy_at_objects(g, group, spots or (shut[:1] if shut else []))
        if t.ready:
            g.move(group_card(group.n), TRACK)     # it activates this turn, last
    d.left -= 1
    return None


def again(g: Game, f: Frame, answer):
    return Goto("explore") if f.data.left > 0 else None


EXPLORE = Procedure("explore", [explore, lay, again], frame=Exploration)


def frame(tiles: int = 2) -> Frame:
    return Frame("explore", "", Exploration(tiles))
