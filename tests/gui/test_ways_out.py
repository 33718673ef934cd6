"""Every way out of the program with a game open ends it with exit code 0, never a segmentation fault (issue 33):
each runs the real `gui.app` in its own process, offscreen, on a data folder of its own."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

import saves
from tests.campaign_folder import hollowmere_campaign
from gui.last_play import closed_properly

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def data_dir(tmp_path, pack) -> str:
    """A data folder holding one campaign with an autosave a few decisions in (as the board benchmark's)."""
    hollowmere_campaign(tmp_path, pack, 20, "Way out")
    return str(tmp_path)


def _command(data_dir: str, way: str) -> list[str]:
    return [sys.executable, "-m", "gui.app", "--data-dir", data_dir, "--exit-when-shown", "board", "--then", way]


def _environment() -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("FOGBOUND_DATA_DIR", None)
    return env


def _closed_properly(data_dir: str) -> bool:
    campaign = saves.Campaigns(saves.user_folders(data_dir)).list()[0]
    return closed_properly(campaign)


@pytest.mark.parametrize("way", ["exit", "quit", "close", "welcome-quit"])
def test_every_way_out_with_a_game_open_exits_0(data_dir, way):
    done = subprocess.run(_command(data_dir, way), cwd=ROOT, env=_environment(), capture_output=True, text=True,
                          timeout=180)
    assert "SHOWN board" in done.stdout, done.stderr[-2000:]
    assert done.returncode == 0, done.stderr[-2000:]
    assert _closed_properly(data_dir)  # the game was closed, not abandoned


@pytest.mark.skipif(not hasattr(signal, "SIGTERM") or sys.platform == "win32", reason="no SIGTERM to send")
def test_sigterm_quits_after_autosaving_and_exits_0(data_dir):
    running = subprocess.Popen(_command(data_dir, "stay"), cwd=ROOT, env=_environment(), stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    try:
        shown = running.stdout.readline()
        assert shown.startswith("SHOWN board"), running.stderr.read()[-2000:] if running.poll() is not None else shown
        running.send_signal(signal.SIGTERM)
        code = running.wait(timeout=60)
    finally:
        if running.poll() is None:
            running.kill()
            running.wait()
    assert code == 0, running.stderr.read()[-2000:]
    assert _closed_properly(data_dir)
