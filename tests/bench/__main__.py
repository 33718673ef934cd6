"""Run the benchmarks: `python -m tests.bench [name-prefix ...]`, one `BENCH <name> <median> <unit>` line each.

Each module `tests/bench/bench_*.py` defines `BENCHMARKS = {"area.figure": function}`; a function
returns `(median, unit)` after timing its own repetitions. A benchmark that fails prints
`BENCH <name> failed: <reason>` and the run goes on; the exit code is then 1.
"""
from __future__ import annotations

import importlib
import os
import pkgutil
import sys
import traceback
from pathlib import Path


def main(argv: list[str]) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    here = Path(__file__).resolve().parent
    wanted = argv
    found = False
    failed = []
    for info in sorted(pkgutil.iter_modules([str(here)]), key=lambda i: i.name):
        if not info.name.startswith("bench_"):
            continue
        for name, function in _benchmarks(info.name).items():
            if wanted and not any(name.startswith(w) for w in wanted):
                continue
            found = True
            if not run_one(name, function):
                failed.append(name)
    if not found:
        print(f"no benchmark matches {wanted}", file=sys.stderr)
        return 1
    if failed:
        print(f"{len(failed)} benchmark(s) failed: {', '.join(failed)}", file=sys.stderr)
        return 1
    return 0


def _benchmarks(module_name: str) -> dict:
    """A module's benchmarks; one that cannot be read stands as one benchmark that fails with its error."""
    try:
        return importlib.import_module(f"tests.bench.{module_name}").BENCHMARKS
    except Exception as error:  # noqa: BLE001 - reported as a failed benchmark, the other modules still run
        def unreadable(error=error):
            raise error
        return {module_name: unreadable}


def run_one(name: str, function) -> bool:
    """Time one benchmark and print its line; a failure is printed as such (its traceback on stderr)."""
    try:
        median, unit = function()
    except Exception as error:  # noqa: BLE001 - one benchmark's failure must not hide the next ones' figures
        traceback.print_exc()
        reason = " ".join(str(error).split())[:300]  # one line, whatever the error's text
        print(f"BENCH {name} failed: {type(error).__name__}: {reason}", flush=True)
        return False
    print(f"BENCH {name} {median:.6g} {unit}", flush=True)
    return True


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
