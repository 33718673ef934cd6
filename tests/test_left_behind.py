"""A run of the suite writes only to temporary folders, and leaves none of them behind."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_a_run_of_the_suite_leaves_no_folder_behind(tmp_path):
    env = dict(os.environ, TMPDIR=str(tmp_path))  # the run's temporary folders made here, and looked for here
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--collect-only",
                           "tests/test_layers.py"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "test_" in done.stdout  # its tests were found: the suite's setup ran
    assert not list(tmp_path.glob("fogbound-tests-*")), "the run left its per-user folders behind"
