"""Set up Fogbound's environment (a local .venv) and play or test, on any OS with Python 3.11+.

    python3 dev.py play [fogbound options]   install if needed, then start the game
    python3 dev.py test [pytest options]     install if needed, then run the test suite
    python3 dev.py mutate [mutant names]     install mutmut if needed, then mutate The 7th Continent's rules
                                             and run tests/seventh against each mutant (see README)
"""
from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / "fogbound-installed.txt"


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def ensure_environment() -> Path:
    """Create the venv and install the project with its test extra, again only when pyproject changes."""
    if sys.version_info < (3, 11):
        sys.exit(f"Fogbound needs Python 3.11 or newer; this is {sys.version.split()[0]}.")
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    python = venv_python()
    if not python.exists():
        print("Creating .venv ...", flush=True)
        venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
    if not STAMP.exists() or STAMP.read_text().strip() != wanted:
        print("Installing Fogbound and its dependencies into .venv ...", flush=True)
        subprocess.check_call([str(python), "-m", "pip", "install", "--quiet", "--upgrade", "pip"])
        subprocess.check_call([str(python), "-m", "pip", "install", "--quiet", "-e", f"{ROOT}[test]"])
        STAMP.write_text(wanted)
    return python


def mutate(python: Path, names: list[str]) -> int:
    """A mutation run (mutmut, configured in pyproject.toml), then its summary; the mutate extra is
    installed on first use, so the plain environment and test run never carry it."""
    if subprocess.call([str(python), "-c", "import mutmut"], stderr=subprocess.DEVNULL) != 0:
        subprocess.check_call([str(python), "-m", "pip", "install", "--quiet", "-e", f"{ROOT}[test,mutate]"])
    code = subprocess.call([str(python), "-m", "mutmut", "run", *names], cwd=ROOT)
    subprocess.call([str(python), "-m", "mutmut", "results"], cwd=ROOT)
    return code


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in {"play", "test", "bench", "setup", "mutate"}:
        print(__doc__)
        return 2
    python = ensure_environment()
    command, rest = argv[0], argv[1:]
    if command == "setup":
        return 0
    if command == "play":
        return subprocess.call([str(python), "-m", "gui.app", *rest], cwd=ROOT)
    if command == "mutate":
        return mutate(python, rest)
    if command == "bench":
        return subprocess.call([str(python), "-m", "tests.bench", *rest], cwd=ROOT)
    return subprocess.call([str(python), "-m", "pytest", *rest], cwd=ROOT)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
