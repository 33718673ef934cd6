"""Test-wide setup: headless Qt, and every per-user folder redirected to a temporary one."""
from __future__ import annotations

import atexit
import os
import shutil
import tempfile

os.environ["QT_QPA_PLATFORM"] = "offscreen"
_SANDBOX = tempfile.mkdtemp(prefix="fogbound-tests-")
atexit.register(shutil.rmtree, _SANDBOX, True)  # a run leaves no folder behind (each once left one in /tmp)
# the real per-user folders are never touched by the suite
os.environ["FOGBOUND_DATA_DIR"] = _SANDBOX
# a test's keys come from a player who has read each question (gui/read_first.py; timed in its own test)
os.environ["FOGBOUND_READ_MS"] = "0"
# hypothesis keeps what it caches (its unicode tables) there too, not in the project's folder
os.environ["HYPOTHESIS_STORAGE_DIRECTORY"] = os.path.join(_SANDBOX, "hypothesis")

import pytest  # noqa: E402
from hypothesis import settings  # noqa: E402

# no example is failed for its time: on a busy machine a slow example is not a broken rule (speed is benchmarked);
# the default run draws the same examples every time (a commit's verdict is its own, not the draw's) and keeps no
# example database in the project's folder; FOGBOUND_HEAVY=1 draws afresh to look further
settings.register_profile("fogbound", deadline=None, derandomize=not os.environ.get("FOGBOUND_HEAVY"), database=None)
settings.load_profile("fogbound")


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    """A fresh per-user data folder for one test."""
    monkeypatch.setenv("FOGBOUND_DATA_DIR", str(tmp_path / "userdata"))
    return tmp_path / "userdata"
