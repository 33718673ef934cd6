"""Boards as graphs: distances, reachable nodes within a limit, shortest paths, occupancy by capacity.

A ruleset gives its geometry as a `neighbours(node)` function (a jigsaw grid, square spaces with
gateways, rooms of zones, three realms); what is reachable and how far is answered here once.
"""
from __future__ import annotations

from collections import deque
from typing import Callable, Hashable, Iterable, Iterator, TypeVar, cast

N = TypeVar("N", bound=Hashable)
Neighbours = Callable[[N], Iterable[N]]


def distances(start: N, neighbours: Neighbours[N], limit: int | None = None,
              enter: Callable[[N], bool] | None = None, stop: Callable[[N], bool] | None = None) -> dict[N, int]:
    """Every node reachable from `start` with its fewest steps (start included, at 0).

    `limit` bounds the steps; `enter(node)` False keeps a node out (a wall, a full space);
    `stop(node)` True lets a node be reached but not left (an engagement, a closed door's far side).
    """
    # the same search as `spread`, written out: a whole board is searched at every step of some rules
    found = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        steps = found[here]
        if (limit is not None and steps >= limit) or (stop is not None and here != start and stop(here)):
            continue
        steps += 1
        for there in neighbours(here):
            if there not in found and (enter is None or enter(there)):
                found[there] = steps
                queue.append(there)
    return found


def spread(start: N, neighbours: Neighbours[N], limit: int | None = None,
           enter: Callable[[N], bool] | None = None, stop: Callable[[N], bool] | None = None) -> Iterator[tuple[N, int]]:
    """The nodes of `distances` as they are reached, nearest first, each with its steps: a caller looking for
    the first node of some kind stops there instead of searching the whole board."""
    found = {start: 0}
    yield start, 0
    queue = deque([start])
    while queue:
        here = queue.popleft()
        steps = found[here]
        if (limit is not None and steps >= limit) or (stop is not None and here != start and stop(here)):
            continue
        for there in neighbours(here):
            if there not in found and (enter is None or enter(there)):
                found[there] = steps + 1
                yield there, steps + 1
                queue.append(there)


def path(start: N, goal: N, neighbours: Neighbours[N], enter: Callable[[N], bool] | None = None) -> list[N] | None:
    """A shortest path from `start` to `goal`, both included (the first found in neighbour order), or None."""
    previous: dict[N, N | None] = {start: None}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        if here == goal:
            route = [here]
            while previous[route[-1]] is not None:
                route.append(cast(N, previous[route[-1]]))  # not None: the loop's test
            return route[::-1]
        for there in neighbours(here):
            if there not in previous and (enter is None or enter(there) or there == goal):
                previous[there] = here
                queue.append(there)
    return None


def connected(nodes: Iterable[N], neighbours: Neighbours[N]) -> bool:
    """Whether these nodes form one piece through each other alone."""
    nodes = set(nodes)
    if not nodes:
        return True
    start = next(iter(nodes))
    return len(distances(start, neighbours, enter=nodes.__contains__)) == len(nodes)


def fits(sizes: Iterable[int], capacity: int) -> bool:
    """Whether pieces of these sizes fit together in a node of that capacity."""
    return sum(sizes) <= capacity
