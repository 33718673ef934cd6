"""Huge and giant hostiles placed where models stand (rules summary, "Huge and giant hostiles"): the spaces one
may be placed over (clear ones first; else those where only heroes and hostiles stand, a hostile moved rather
than a hero), then the models in its way moved in leader order, each to the nearest space it could move to that
the big hostile does not fill (an empty one, for a giant's). The leader picks among equally near spaces; a model
with nowhere to go is slain (a hostile) or taken out of action (a hero)."""
from __future__ import annotations

from engine.core import choices, graph
from engine.core import events as ev
from engine.core.decisions import Option
from engine.core.game import Game
from engine.core.procedure import Ask, Frame, Procedure

from . import wounds
from .battlefield import (battlefield, cells_of, fits, footprints, model_words, occupants, place, room_for, settle,
                          side, span, square_words, standing, where)
from .frames import Aside
from .table import slain, space


def spreads(g: Game, model: str, origins) -> list[tuple]:
    """The sets of spaces a huge or giant model may be placed over, one of them among `origins`: those clear of
    models; else those where only heroes and hostiles of one space each stand in the way, fewest heroes among
    them ("if a hero or hostile would be moved, the hostile is moved"); never over an object or a buried hero."""
    m = battlefield(g)
    options: list[tuple] = []
    for c in origins:
        for cells in footprints(m, tuple(c), span(g, model)):
            if cells not in options:
                options.append(cells)
    clear = [cells for cells in options if fits(g, model, cells)]
    if clear:
        return clear
    movable = []
    for cells in options:
        way = in_the_way(g, model, cells)
        if way is not None:
            movable.append((cells, sum(side(g, p) == "hero" for p in way)))
    if not movable:
        return []
    fewest = min(heroes for _, heroes in movable)
    return [cells for cells, heroes in movable if heroes == fewest]


def in_the_way(g: Game, model: str, cells) -> list[str] | None:
    """The models standing in these spaces; None when one holds an object, a buried hero or another model
    spreading over several spaces (none of which is moved aside)."""
    st = standing(g)
    found: list[str] = []
    for c in cells:
        c = tuple(c)
        if c in st.buried:
            return None
        for p in st.at.get(c, ()):
            if p == model:
                continue
            if st.sides[p] not in ("hero", "hostile") or span(g, p) > 1:
                return None
            if p not in found:
                found.append(p)
    return found


def put(g: Game, model: str, cells) -> Frame | None:
    """The big model put down over these spaces; the frame moving aside the models in its way (None: none is)."""
    way = in_the_way(g, model, cells)
    settle(g, model, cells)
    return Frame("aside", "", Aside(model)) if way else None


def line_up(g: Game, f: Frame, answer):
    """The leader puts the models in the way in the order they move aside."""
    d: Aside = f.data
    if d.left is not None:
        return None
    way: list[str] = []
    for c in cells_of(g, d.model):
        way += [p for p in occupants(g, c) if p != d.model and p not in way]
    options = [Option(f"aside:{p}", f"{model_words(g, p)} at {square_words(g, where(g, p))}", {"piece": p})
               for p in way]
    ordered = choices.order(f, answer, f"seat:{g.table.leader}", "aside_order",
                            f"In the way of {model_words(g, d.model)}: which model moves aside next? "
                            "(the leader decides)", options, model=d.model)
    if isinstance(ordered, Ask):
        return ordered
    d.left = [o.data["piece"] for o in ordered]
    return None


def shove(g: Game, f: Frame, answer):
    """Each model in turn to the nearest space it may go to (the leader picks among equally near ones)."""
    d: Aside = f.data
    while d.left:
        piece = d.left[0]
        spots = nearest(g, d.model, piece)
        if not spots:
            d.left.pop(0)
            _nowhere(g, piece)
            continue
        options = [Option(f"to:{x},{y}", f"To {square_words(g, (x, y))}", {"zone": space((x, y)), "cell": [x, y]})
                   for x, y in spots]
        chosen = choices.pick(answer, f"seat:{g.table.leader}", "aside_space",
                              f"{model_words(g, piece)} moves aside for {model_words(g, d.model)}: to which of the "
                              "nearest spaces? (the leader decides)", options, piece=piece, model=d.model)
        if isinstance(chosen, Ask):
            return chosen
        answer = None
        d.left.pop(0)
        place(g, piece, tuple(chosen.data["cell"]))
        g.emit(ev.Message(f"{model_words(g, piece)} is moved aside for {model_words(g, d.model)}.",
                          {"rule": "moved_aside", "piece": piece}))
    return None


def nearest(g: Game, big: str, piece: str) -> list[tuple]:
    """The nearest spaces a model in a big hostile's way may be moved to: not one it fills; with room for the
    model (empty, beside a giant)."""
    m = battlefield(g)
    filled = set(cells_of(g, big))
    giant = span(g, big) == 4
    reached = graph.distances(where(g, piece), m.neighbours)
    room = [c for c in reached if c not in filled and room_for(g, c, piece)
            and not (giant and [p for p in occupants(g, c) if p != piece])]
    if not room:
        return []
    near = min(reached[c] for c in room)
    return sorted(c for c in room if reached[c] == near)


def _nowhere(g: Game, piece: str) -> None:
    """'If it is impossible to place a model, it is slain if it is a hostile, or taken out of action if it is a
    hero.'"""
    if side(g, piece) == "hero":
        wounds.out_of_action(g, piece)
        return
    group = next(grp for grp in g.table.groups if piece in grp.models)
    g.table.damage.pop(piece, None)
    g.move(piece, slain(group.n))
    g.emit(ev.Message(f"{model_words(g, piece)} has nowhere to be moved aside to: it is slain.",
                      {"rule": "unplaceable", "model": piece}))


ASIDE = Procedure("aside", [line_up, shove], frame=Aside)
