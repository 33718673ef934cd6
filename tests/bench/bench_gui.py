"""The table's start times: process start to the welcome screen, and to the board of a loaded campaign.

Each run is a fresh `python -m gui.app --exit-when-shown ...` process (offscreen), timed from just
before the process starts to the line it prints once the screen is shown.
"""
from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _run(data_dir: str, what: str) -> float:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("FOGBOUND_DATA_DIR", None)
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "gui.app", "--data-dir", data_dir, "--exit-when-shown", what],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    shown = [line for line in done.stdout.splitlines() if line.startswith(f"SHOWN {what}")]
    if done.returncode != 0 or not shown:
        raise RuntimeError(f"the {what} screen was not shown: {done.stderr[-500:]}")
    # wall clock: interpreter start and the (short) teardown after the screen is shown both count
    return time.perf_counter() - start


def _median(data_dir: str, what: str, repeat: int = 5, warmup: int = 1) -> float:
    for _ in range(warmup):
        _run(data_dir, what)
    return statistics.median(_run(data_dir, what) for _ in range(repeat))


def _campaign_folder() -> str:
    """A data folder holding one campaign with an autosave a few actions in (faces drawn by the warm-up)."""
    sys.path.insert(0, str(ROOT))
    from engine.content.loader import list_packs, load_pack
    from tests.campaign_folder import hollowmere_campaign

    data = tempfile.mkdtemp(prefix="fogbound-bench-gui-")
    hollowmere_campaign(data, load_pack(next(s for s in list_packs() if s.id == "hollowmere").folder), 40, "Bench")
    return data


def cold_start():
    return _median(tempfile.mkdtemp(prefix="fogbound-bench-gui-"), "welcome"), "s"


def board_start():
    return _median(_campaign_folder(), "board"), "s"


BENCHMARKS = {"gui.cold_start_s": cold_start, "gui.board_start_s": board_start}
