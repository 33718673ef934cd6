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
    import saves
    from engine.content.loader import list_packs, load_pack
    from engine.core.serial import game_to_plain
    from engine.rulesets.seventh_continent import Seat, new_game

    data = tempfile.mkdtemp(prefix="fogbound-bench-gui-")
    pack = load_pack(next(s for s in list_packs() if s.id == "hollowmere").folder)
    game = new_game(pack, [Seat("Ada", "anselm"), Seat("Bram", "ilse")], ["drowned-bell"], seed=3)
    for _ in range(40):
        decision = game.pending
        if game.over:
            break
        game.choose("cancel" if decision.number else decision.options[0].key)
    campaigns = saves.Campaigns(saves.user_folders(data))
    identity = saves.PackIdentity(pack.id, pack.version, saves.content_hash(pack.folder))
    campaign = campaigns.create("Bench", identity, ruleset="seventh-continent", options={"curses": ["drowned-bell"]},
                                seats=[Seat("Anselm", "anselm"), Seat("Ilse", "ilse")])
    saves.autosave(campaign, game_to_plain(game))
    return data


def cold_start():
    return _median(tempfile.mkdtemp(prefix="fogbound-bench-gui-"), "welcome"), "s"


def board_start():
    return _median(_campaign_folder(), "board"), "s"


BENCHMARKS = {"gui.cold_start_s": cold_start, "gui.board_start_s": board_start}
