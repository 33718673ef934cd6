"""Packaging figures: the Linux bundle's unpacked size, and its start-up time against running from source.

Both reuse the bundle in packaging/out/ (gitignored) and build it there first if it is missing.
The start figures time a fresh process each run (`--self-test`: start, show the window, exit) with
the disk cache warm, since dropping it would disturb everyone else on the machine.
"""
from __future__ import annotations

import functools
import importlib.util
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
REPEAT = 15


def _linux_bundle():
    spec = importlib.util.spec_from_file_location("fogbound_packaging_linux_bundle", ROOT / "packaging" / "linux_bundle.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@functools.cache
def _appdir() -> Path:
    return _linux_bundle().existing_or_build()


def _run(command: list[str], env: dict[str, str], data_dir: str) -> float:
    start = time.perf_counter()
    done = subprocess.run([*command, "--self-test", "--data-dir", data_dir], env=env, cwd=ROOT,
                          capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        raise RuntimeError(f"{command[0]} --self-test exited {done.returncode}: {done.stderr[-2000:]}")
    return elapsed


@functools.cache
def _start_times() -> tuple[float, float]:
    """Median start-to-exit of the bundle and of the source, runs interleaved so load hits both alike."""
    bundle = [str(_appdir() / "AppRun")]
    source = [sys.executable, "-m", "gui.app"]
    env = {key: value for key, value in os.environ.items() if not key.startswith("FOGBOUND_")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    times = {"bundle": [], "source": []}
    with tempfile.TemporaryDirectory(prefix="fogbound-bench-") as scratch:
        for attempt in range(REPEAT + 1):
            for name, command in (("bundle", bundle), ("source", source)):
                elapsed = _run(command, env, scratch)
                if attempt:  # the first round only warms the disk cache
                    times[name].append(elapsed)
    return statistics.median(times["bundle"]), statistics.median(times["source"])


def bundle_mb():
    return _linux_bundle().unpacked_bytes(_appdir()) / 2**20, "MB"


def start_bundle():
    return _start_times()[0], "s"


def start_source():
    return _start_times()[1], "s"


def start_ratio():
    bundle, source = _start_times()
    return bundle / source, "x"


BENCHMARKS = {
    "packaging.bundle_mb": bundle_mb,
    "packaging.start_bundle_s": start_bundle,
    "packaging.start_source_s": start_source,
    "packaging.start_ratio": start_ratio,
}
