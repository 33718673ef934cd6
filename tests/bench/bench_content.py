"""Content benchmarks: loading and validating the bundled pack (target ≤ 300 ms)."""
from __future__ import annotations

import sys
from pathlib import Path

from engine.content.loader import load_pack
from engine.content.paths import packs_dir
from engine.content.problems import PackError
from tests.bench.timing import median_seconds

FIXTURE = Path(__file__).resolve().parents[1] / "content" / "packs" / "tiny-isle"


def _largest_pack() -> Path:
    bundled = packs_dir() / "hollowmere"
    return bundled if (bundled / "pack.toml").is_file() else FIXTURE


def load_pack_ms():
    folder = _largest_pack()

    def load():
        try:
            return load_pack(folder)
        except PackError as error:  # still a full validation pass; say so rather than hide it
            return error

    result = load()
    if isinstance(result, PackError):
        print(f"note: {folder.name} has {len(result.problems)} problems; timing the validation pass",
              file=sys.stderr)
    else:
        print(f"note: {folder.name}, {len(result.cards)} cards", file=sys.stderr)
    return median_seconds(load, repeat=9) * 1000, "ms"


BENCHMARKS = {"content.load_pack_ms": load_pack_ms}
