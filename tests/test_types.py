"""The seams are checked statically: mypy, strict on the engine's core (with the ruleset boundary,
engine/core/ruleset.py), on what the table asks of a presentation (gui/rulesets/__init__.py) and on the network
play (online/), as pyproject.toml's [tool.mypy] configures it."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_seams_pass_a_strict_type_check(tmp_path):
    done = subprocess.run([sys.executable, "-m", "mypy", "--cache-dir", str(tmp_path / "mypy"),
                           "--config-file", str(ROOT / "pyproject.toml")],
                          cwd=ROOT, capture_output=True, text=True, timeout=240)
    # mypy is in the test extra (pip install -e .[test]); without it this fails, it never skips
    assert done.returncode == 0, done.stdout + done.stderr
