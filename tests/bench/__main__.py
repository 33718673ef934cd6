"""Run the benchmarks: `python -m tests.bench [name-prefix ...]`, one `BENCH <name> <median> <unit>` line each.

Each module `tests/bench/bench_*.py` defines `BENCHMARKS = {"area.figure": function}`; a function
returns `(median, unit)` after timing its own repetitions.
"""
from __future__ import annotations

import importlib
import os
import pkgutil
import sys
from pathlib import Path


def main(argv: list[str]) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    here = Path(__file__).resolve().parent
    wanted = argv
    found = False
    for info in sorted(pkgutil.iter_modules([str(here)]), key=lambda i: i.name):
        if not info.name.startswith("bench_"):
            continue
        module = importlib.import_module(f"tests.bench.{info.name}")
        for name, function in module.BENCHMARKS.items():
            if wanted and not any(name.startswith(w) for w in wanted):
                continue
            found = True
            median, unit = function()
            print(f"BENCH {name} {median:.6g} {unit}", flush=True)
    if not found:
        print(f"no benchmark matches {wanted}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
