"""A table's bots answer on a beat of their own (`online.server.next_due`), and the tables a server wakes together
are spread evenly over the pause: many tables' bot answers never fall due together, so that none waits on the others'
(they had drawn into one train a second: p95 60-135 ms at 300 tables)."""
from __future__ import annotations

import asyncio

import pytest

from online.server import CATCH_UP, Server, next_due

from .harness import new_table, store_in

PAUSE = 1.0


def test_an_answer_made_late_leaves_the_next_due_where_the_beat_has_it():
    assert next_due(10.0, 10.0, PAUSE) == 11.0
    # made 0.3 s after it fell due (behind other tables' answers): the next still a pause after it fell due, not after
    # it was made; an answer due a pause after it was made would have drifted 0.3 s towards the tables made with it
    assert next_due(10.0, 10.3, PAUSE) == 11.0


def test_a_bot_behind_its_beat_skips_the_beats_it_missed_and_keeps_its_own_time_in_the_pause():
    # made 2.3 s late: the beats at 11 and 12 are missed, 13 is at least half a pause after the answer
    assert next_due(10.0, 12.3, PAUSE) == 13.0
    # made 0.8 s late: 11 would be only 0.2 s after the answer, so it waits for the beat at 12
    assert next_due(10.0, 10.8, PAUSE) == 12.0
    for late in (0.0, 0.49, 0.51, 1.7, 5.25):
        due = next_due(10.0, 10.0 + late, PAUSE)
        assert due - (10.0 + late) >= PAUSE * CATCH_UP - 1e-9, "a person sees each answer for half a pause at least"
        assert (due - 10.0) % PAUSE == pytest.approx(0.0), "the table's place in the pause moved"


def test_without_a_pause_a_bot_answers_as_soon_as_it_has_answered():
    assert next_due(10.0, 10.4, 0.0) == 10.4


def test_the_tables_a_server_starts_with_are_woken_evenly_over_the_pause(tmp_path, monkeypatch):
    firsts: list[float] = []

    async def start() -> None:
        server = Server(store_in(tmp_path), bot_pause=PAUSE)
        for n in range(4):
            table, _, _ = new_table(tmp_path / f"t{n}", "brinefall", seed=n, bots={0: "random", 1: "random",
                                                                                   2: "random"})
            server.add(table)

        async def turns(table, first: float = 1.0) -> None:
            firsts.append(first)

        monkeypatch.setattr(server, "_bot_turns", turns)
        await server.start("127.0.0.1", 0)
        await asyncio.sleep(0)
        await server.close()

    asyncio.run(start())
    assert sorted(firsts) == [0.5, 0.75, 1.0, 1.25]


def test_the_answers_due_within_one_tick_are_made_together_and_none_before_it_is_due():
    from online.server import TICK, on_tick

    due = 100 * TICK + TICK / 3
    assert on_tick(due) == pytest.approx(101 * TICK)
    assert on_tick(due + TICK / 3) == on_tick(due), "two tables due in the same tick are made one after the other"
    for at in (0.0, 0.013, 5.0, 123.456):
        assert at <= on_tick(at) < at + TICK + 1e-9
