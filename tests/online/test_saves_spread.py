"""A server's full saves are spread over time: each table falls due at its own share of the answers and seconds a
full save may wait, and a sweep starts only a few, the most overdue first, so that tables started together (a
restart, a benchmark) never all write in one sweep while their players wait."""
from __future__ import annotations

import math
from collections import Counter

from online.server import SAVE_AFTER, SAVE_EVERY, SHORTEST, SWEEP_SECONDS, WRITERS, Server, share

from .harness import store_in


def test_tables_started_together_fall_due_over_many_sweeps():
    ids = [f"bench-{n:05d}" for n in range(1000)] + [f"Table {n}" for n in range(1000)]
    shares = [share(table_id) for table_id in ids]
    assert all(0.5 <= one < 1.5 for one in shares) and 0.95 < sum(shares) / len(shares) < 1.05  # a whole on average
    assert share(ids[0]) == share(ids[0])  # the same at every start of the server
    # due SAVE_AFTER * share after one same first answer: no one sweep holds more than a twentieth of them
    sweeps = Counter(math.floor(SAVE_AFTER * one / SWEEP_SECONDS) for one in shares)
    assert len(sweeps) >= SAVE_AFTER / SWEEP_SECONDS - 1 and max(sweeps.values()) <= len(ids) / 20
    # and no more than a twentieth reach their count of answers at once
    counts = Counter(math.ceil(SAVE_EVERY * one) for one in shares)
    assert max(counts.values()) <= len(ids) / 20


def test_a_sweep_starts_only_a_few_full_saves_the_most_overdue_first(tmp_path):
    server = Server(store_in(tmp_path))
    try:
        server.tables = {f"t{n}": object() for n in range(300)}  # the sweep counts the tables it serves
        server._due = {f"t{n}": 100.0 + n for n in range(300)}   # noqa: SLF001 - each table's due time
        most = max(WRITERS, math.ceil(300 * SWEEP_SECONDS / (SAVE_AFTER * SHORTEST)))
        assert most < 300
        assert server.falling_due(1000.0) == [f"t{n}" for n in range(most)]
        assert server.falling_due(100.5) == ["t0"]          # only what fell due
        assert server.falling_due(99.0) == []
    finally:
        server.journal.close()
