"""Boards as graphs: distances with limits, walls and stops; shortest paths; connectedness."""
from hypothesis import given, strategies as st

from engine.core.graph import connected, distances, fits, path, spread


def grid(width, height, walls=frozenset()):
    def neighbours(node):
        x, y = node
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            there = (x + dx, y + dy)
            if 0 <= there[0] < width and 0 <= there[1] < height and there not in walls:
                yield there
    return neighbours


def test_distances_count_fewest_steps_and_respect_limit_walls_and_stops():
    walls = {(1, 0), (1, 1)}
    found = distances((0, 0), grid(3, 3, walls))
    assert found[(0, 0)] == 0 and found[(2, 0)] == 6 and (1, 0) not in found
    assert set(distances((0, 0), grid(3, 3, walls), limit=2)) == {(0, 0), (0, 1), (0, 2)}
    stopped = distances((0, 0), grid(3, 3), stop=lambda n: n == (1, 0))
    assert stopped[(1, 0)] == 1 and stopped[(2, 0)] == 4    # (1, 0) is reached, not left: (2, 0) lies around it
    assert distances((0, 0), grid(3, 3), enter=lambda n: n != (0, 1))[(0, 2)] == 4


def test_spread_gives_the_nodes_of_distances_nearest_first_and_may_be_left_early():
    walls = {(1, 0), (1, 1)}
    walked = list(spread((0, 0), grid(3, 3, walls), limit=5, stop=lambda n: n == (2, 2)))
    assert dict(walked) == distances((0, 0), grid(3, 3, walls), limit=5, stop=lambda n: n == (2, 2))
    assert [n for _, n in walked] == sorted(n for _, n in walked) and walked[0] == ((0, 0), 0)
    asked = []
    first = next(node for node, _ in spread((0, 0), grid(9, 9), enter=lambda n: asked.append(n) or True)
                 if node != (0, 0))
    assert first in ((1, 0), (0, 1)) and len(asked) <= 4       # the rest of the board is never looked at


def test_path_is_shortest_and_reaches_a_goal_it_could_not_cross():
    route = path((0, 0), (2, 2), grid(3, 3))
    assert route[0] == (0, 0) and route[-1] == (2, 2) and len(route) == 5
    assert path((0, 0), (2, 0), grid(3, 1), enter=lambda n: n != (2, 0)) == [(0, 0), (1, 0), (2, 0)]
    assert path((0, 0), (2, 0), grid(3, 1, {(1, 0)})) is None


def test_connected_and_capacity():
    assert connected({(0, 0), (0, 1), (1, 1)}, grid(3, 3))
    assert not connected({(0, 0), (2, 2)}, grid(3, 3))
    assert connected(set(), grid(1, 1))
    assert fits([1, 1, 2], 4) and not fits([2, 3], 4)


@given(st.sets(st.tuples(st.integers(0, 4), st.integers(0, 4)), max_size=10),
       st.tuples(st.integers(0, 4), st.integers(0, 4)))
def test_every_shortest_path_has_the_length_of_the_distance(walls, goal):
    walls = frozenset(walls) - {(0, 0), goal}
    neighbours = grid(5, 5, walls)
    found = distances((0, 0), neighbours)
    route = path((0, 0), goal, neighbours)
    assert (route is None) == (goal not in found)
    if route is not None:
        assert len(route) - 1 == found[goal]
        assert all(b in set(neighbours(a)) for a, b in zip(route, route[1:]))


@given(st.sets(st.tuples(st.integers(0, 4), st.integers(0, 4)), max_size=10),
       st.one_of(st.none(), st.integers(0, 6)), st.sets(st.tuples(st.integers(0, 4), st.integers(0, 4)), max_size=4))
def test_distances_is_spread_searched_to_the_end_in_the_same_order(walls, limit, stops):
    walls.discard((0, 0))
    search = ((0, 0), grid(5, 5, walls), limit, None, stops.__contains__)
    assert list(distances(*search).items()) == list(spread(*search))
