"""The built Linux bundle as the smoke test and the benchmarks see it: build it, find it, size it, start it."""
from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
DEFAULT_OUT = HERE / "out"


def version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def appdir_name() -> str:
    return f"Fogbound-{version()}-linux-{os.uname().machine}"


def build(out: Path = DEFAULT_OUT, python: str | None = None, tarball: bool = True) -> Path:
    """Run packaging/build-linux into `out`; returns the AppDir-style folder it made.

    Without `python`, this interpreter is used when it has PyInstaller (no venv, no downloads),
    else build-linux makes its own venv in `out`.
    """
    if python is None and importlib.util.find_spec("PyInstaller") is not None:
        python = sys.executable
    command = [str(HERE / "build-linux"), "--out", str(out)]
    if python:
        command += ["--python", python]
    if not tarball:
        command.append("--no-tarball")
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"build-linux failed ({done.returncode}):\n{done.stdout[-4000:]}\n{done.stderr[-4000:]}")
    return out / appdir_name()


def existing_or_build(out: Path = DEFAULT_OUT) -> Path:
    """The AppDir in `out` if one was built from the current version, else a fresh build."""
    appdir = out / appdir_name()
    if (appdir / "AppRun").exists():
        return appdir
    return build(out, tarball=False)


def unpacked_bytes(folder: Path) -> int:
    """What the folder takes unpacked: file sizes, symlinks counted as links, not as their targets."""
    total = 0
    for dirpath, _dirs, files in os.walk(folder):
        for name in files:
            total += os.lstat(os.path.join(dirpath, name)).st_size
    return total


def start(appdir: Path, args: list[str], env: dict[str, str] | None = None, cwd: Path | None = None,
          timeout: float = 120) -> subprocess.CompletedProcess:
    """Run the bundled program headless (offscreen Qt) with `args`."""
    environment = dict(os.environ if env is None else env)
    environment.setdefault("QT_QPA_PLATFORM", "offscreen")
    return subprocess.run([str(appdir / "AppRun"), *args], env=environment, cwd=cwd, capture_output=True,
                          text=True, timeout=timeout)
