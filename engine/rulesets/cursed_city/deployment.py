"""A hostile group deploying around a place (rules summary, "Setup", "Deliverance journeys: deploy hostiles"): at
a journey's start around the mysterious object nearest the heroes with no hostile beside it, on a deliverance
journey around an object of the tile just explored (else its closed gateway). The leader deploys the models one
at a time in spaces adjacent to that place, small hostiles sharing a space where they can; those left over in
spaces adjacent to the group's hostiles already placed (else the nearest spaces with room). The leader picks the
place among equally near ones, which hostile comes next and each one's space; the engine goes on by itself only
where one possibility is left."""
from __future__ import annotations

from engine.core import choices, graph
from engine.core import events as ev
from engine.core.decisions import Option
from engine.core.game import Game
from engine.core.procedure import END, Ask, Frame, Procedure, Push

from . import aside, hostiles, reactions
from .battlefield import battlefield, cells_of, model_words, occupants, place, room_for, small, span, square_words, where
from .frames import Deployment


def frame(n: int, places: list | None = None) -> Frame:
    """The deployment of group n around the map's objects, or around one of `places` (a new tile's objects or its
    closed gateway)."""
    return Frame("deploy", "", Deployment(n, [list(c) for c in places] if places is not None else None))


def take(g: Game, f: Frame, answer):
    """The group's models taken from those available (none left: its card is replaced and the next group taken);
    then where it deploys, the leader picking among places equally near the heroes."""
    d: Deployment = f.data
    if d.left is None:
        group = g.table.group(d.n)
        while True:
            models = hostiles.take_models(g, group.card)
            if models:
                break
            g.emit(ev.Message("No models are left for this group: its encounter card is replaced.",
                              {"rule": "replace_encounter", "n": group.n}))
            group = hostiles.replace_card(g, group, face_up=True)
            if group is None:
                return END
        d.left = models
    if d.at is None:
        tied = hostiles.object_choices(g, [tuple(c) for c in d.places] if d.places is not None else None)
        if not tied:
            d.left = []
            return END
        gateway = d.places is not None and not any(_object_at(g, c) for c in tied)
        what = "closed gateway" if gateway else "mysterious object"
        options = [Option(f"at:{x},{y}", f"Beside the {what} at {square_words(g, (x, y))}",
                          {"n": d.n, "cell": [x, y], "zone": f"space:{x},{y}"}) for x, y in tied]
        chosen = choices.pick(answer, f"seat:{g.table.leader}", "hostile_deploy",
                              f"{g.card(g.table.group(d.n).card).title}: which {what}, equally near the heroes, does "
                              "it deploy at? (the leader decides)", options, piece=g.table.group(d.n).card)
        if isinstance(chosen, Ask):
            return chosen
        d.at = list(chosen.data["cell"])
    return None


def _object_at(g: Game, cell) -> bool:
    return any(g.card(p).type == "token" for p in occupants(g, tuple(cell)))


def put(g: Game, f: Frame, answer):
    """Model by model: which hostile next (when the group holds several kinds), then its space."""
    d: Deployment = f.data
    group = g.table.group(d.n)
    while d.left or d.react:
        if d.react is not None:
            # heroes holding reaction dice may answer a hostile deployed in sight (once any models moved aside)
            window = reactions.window(g, d.react) if where(g, d.react) is not None else None
            d.react = None
            if window is not None:
                return Push(window, again=True)
            continue
        if d.model is None:
            kinds: dict[str, str] = {}
            for model in d.left:
                kinds.setdefault(g.state.pieces[model], model)
            options = [Option(f"next:{p}", g.card(p).title, {"piece": p}) for p in kinds.values()]
            chosen = choices.pick(answer, f"seat:{g.table.leader}", "hostile_deploy_next",
                                  f"{g.card(group.card).title}: which hostile deploys next? (the leader decides)",
                                  options, n=d.n)
            if isinstance(chosen, Ask):
                return chosen
            answer = None
            d.model = chosen.data["piece"]
        model = d.model
        spots = spaces(g, group.models, model, tuple(d.at))
        if not spots:
            d.left.remove(model)
            d.model = None
            hostiles.unplaceable(g, group, model)
            continue
        options = [hostiles.where_to(g, c) for c in spots]
        chosen = choices.pick(answer, f"seat:{g.table.leader}", "hostile_place",
                              f"Where does {model_words(g, model)} deploy? (the leader decides)", options,
                              model=model, piece=model)
        if isinstance(chosen, Ask):
            return chosen
        answer = None
        d.left.remove(model)
        d.model = None
        group.models.append(model)
        d.react = model if g.table.ready else None
        if "cells" in chosen.data:
            moved = aside.put(g, model, [tuple(c) for c in chosen.data["cells"]])
            if moved is not None:
                return Push(moved, again=True)
        else:
            place(g, model, tuple(chosen.data["cell"]))
    return None


def close(g: Game, f: Frame, answer):
    group = g.table.group(f.data.n)
    if group is None:
        return None
    group.deployed = len(group.models)
    g.emit(ev.Message(f"{len(group.models)} hostiles deploy.", {"rule": "deploy", "n": group.n}))
    return None


def spaces(g: Game, placed: list[str], model: str, origin) -> list:
    """Where the leader may deploy a model around a place: a space adjacent to it with room (a small hostile
    sharing with another small one where it can); none left, a space adjacent to the group's hostiles placed;
    none there either, the nearest spaces with room. A huge or giant model: the spaces it may fill, one of them
    there. Ordered nearest the heroes first."""
    m = battlefield(g)
    big = span(g, model) > 1
    ring = sorted(m.neighbours(origin))
    beside = sorted({c for p in placed if where(g, p) is not None for x in cells_of(g, p) for c in m.neighbours(x)})
    reached = graph.distances(origin, m.neighbours)
    for around in (ring, beside, None):
        if around is None:
            if big:
                return []
            roomy = [c for c in reached if room_for(g, c, model)]
            if roomy:
                near = min(reached[c] for c in roomy)
                around = [c for c in roomy if reached[c] == near]
            else:
                return []
        if big:
            found = aside.spreads(g, model, around)
            if found:
                return sorted(found, key=lambda cells: (min(hostiles.apart(hostiles.to_heroes(g, c)) for c in cells),
                                                        cells))
            continue
        roomy = [c for c in around if room_for(g, c, model)]
        if small(g, model):
            roomy = [c for c in roomy if any(small(g, p) for p in occupants(g, c))] or roomy
        if roomy:
            return sorted(roomy, key=lambda c: (hostiles.apart(hostiles.to_heroes(g, c)), c))
    return []


DEPLOY = Procedure("deploy", [take, put, close], frame=Deployment)
