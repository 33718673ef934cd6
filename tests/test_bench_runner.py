"""The benchmark runner reports a benchmark that fails and goes on with the next (issue 33)."""
from __future__ import annotations

from tests.bench import __main__ as runner


def _fails():
    raise RuntimeError("the board screen\nwas not shown")


def test_a_failing_benchmark_is_reported_on_one_line_and_the_next_still_runs(monkeypatch, capsys):
    fake = {"fake.fails": _fails, "fake.works": lambda: (1.5, "s")}
    monkeypatch.setattr(runner, "_benchmarks", lambda name: fake if name == "bench_engine" else {})
    assert runner.main(["fake"]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines == ["BENCH fake.fails failed: RuntimeError: the board screen was not shown", "BENCH fake.works 1.5 s"]


def test_a_run_where_every_benchmark_works_exits_0(monkeypatch, capsys):
    monkeypatch.setattr(runner, "_benchmarks", lambda name: {"fake.works": lambda: (2, "ms")} if name == "bench_odds" else {})
    assert runner.main(["fake"]) == 0
    assert capsys.readouterr().out.splitlines() == ["BENCH fake.works 2 ms"]
