"""What a player waits for when a game starts, and what a closed game leaves behind.

`gui.first_game_s`: from "Start the game" to a painted, playable board, on a fresh data folder (no face drawn
yet), each run a fresh process. `gui.leak_mb_per_game`: resident memory a new game leaves behind once closed,
over ten games in one process. `gui.cold_start_ratio`: our cold start to the first painted window over
KPatience's, measured in the same run (skipped, with a note, where `kpat` is not installed). With
`FOGBOUND_BENCH_BASELINE=<another checkout>`, that checkout's cold start is timed in the same rounds too (a note gives
its median and ratio), so that an old commit and a new one are compared side by side under the same load.
"""
from __future__ import annotations

import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# Runs in a fresh process: the wizard filled as a player would, then "Start the game" pressed and timed until
# the board has been painted once (its first frame reached the screen) and the game waits for a decision.
_FIRST_GAME = r"""
import os, sys, time
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, sys.argv[1])
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication
app = QApplication([])
from saves.folders import user_folders
from gui.app import once_painted
from gui.main_window import MainWindow
window = MainWindow(user_folders(sys.argv[2]), welcome_later=True)
window.resize(1920, 1080)
window.show()
app.processEvents()
once_painted(window)  # as the application does once the welcome is painted, before a player can click
window.show_wizard()
wizard = window.wizard
wizard.wait_for_pack()
# The 7th Continent's Hollowmere, whichever pack the list shows first
wizard.pack_box.setCurrentIndex(next(i for i in range(wizard.pack_box.count())
                                     if wizard.pack_box.itemData(i).id == "hollowmere"))
wizard.wait_for_pack()
app.processEvents()
painted = []
class Painted(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and not painted:
            painted.append(time.perf_counter())
        return False
spy = Painted()
start = time.perf_counter()
wizard.start.emit(wizard.config())
window.board.viewport().installEventFilter(spy)
while not painted:
    app.processEvents()
assert window.session is not None and window.session.game.pending is not None
print(f"FIRST {painted[0] - start:.4f}", flush=True)
window.close()
"""


def _first_game_once() -> float:
    data = tempfile.mkdtemp(prefix="fogbound-bench-first-")
    try:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        done = subprocess.run([sys.executable, "-c", _FIRST_GAME, str(ROOT), data], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=600)
        found = [line for line in done.stdout.splitlines() if line.startswith("FIRST ")]
        if done.returncode != 0 or not found:
            raise RuntimeError(f"the first game did not show: {done.stderr[-800:]}")
        return float(found[0].split()[1])
    finally:
        shutil.rmtree(data, ignore_errors=True)


def first_game():
    """From "Start the game" to the first painted board, fresh data folder (no face drawn yet)."""
    return statistics.median(_first_game_once() for _ in range(5)), "s"


def _resident_mb() -> float:
    with open("/proc/self/statm") as statm:
        pages = int(statm.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def leak_per_game(games: int = 10):
    """Resident memory after `games` more new games (each started, played one action, closed), per game."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import gc

    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication

    from gui.main_window import MainWindow
    from saves.folders import user_folders

    app = QApplication.instance() or QApplication([])
    data = tempfile.mkdtemp(prefix="fogbound-bench-leak-")
    window = MainWindow(user_folders(data))
    window.unattended = True
    window.resize(1920, 1080)
    window.show()

    def one_game():
        window.show_wizard()
        box = window.wizard.pack_box
        box.setCurrentIndex(next(i for i in range(box.count()) if box.itemData(i).id == "hollowmere"))
        window.wizard.wait_for_pack()
        app.processEvents()
        assert window.start_new(window.wizard.config()), window.last_problem
        session = window.session
        act = next(o.key for o in session.game.pending.options if "icon" in o.data)
        session.choose(act)
        window.provider.wait(60_000)
        app.processEvents()
        window.close_game()
        for _ in range(3):
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            app.processEvents()
            gc.collect()

    for _ in range(2):  # the first games fill the caches that outlive a game on purpose (fonts, the pack list)
        one_game()
    before = _resident_mb()
    for _ in range(games):
        one_game()
    after = _resident_mb()
    window.close()
    shutil.rmtree(data, ignore_errors=True)
    return (after - before) / games, "MB"


def _cold(command: list[str], env: dict, search: list[str], cwd: Path = ROOT) -> float:
    """Seconds from process start to its first window shown on the X display (both programs timed alike:
    the window found mapped by `xdotool search --onlyvisible`, polled every 5 ms)."""
    start = time.perf_counter()
    process = subprocess.Popen(command, env=env, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               start_new_session=True)
    try:
        while time.perf_counter() - start < 120:
            wanted = [arg.replace("{pid}", str(process.pid)) for arg in search]
            found = subprocess.run(["xdotool", "search", "--onlyvisible", *wanted], env=env, capture_output=True,
                                   text=True)
            if found.stdout.strip():
                return time.perf_counter() - start
            time.sleep(0.005)
        raise RuntimeError(f"no window of {command[0]} within two minutes")
    finally:
        os.killpg(process.pid, signal.SIGTERM)  # its own session: the program and what it started
        process.wait(10)


def cold_start_ratio():
    """Our cold start (process start to the welcome window shown) over KPatience's, side by side, each on a fresh
    data folder / home. KPatience needs a D-Bus session, started for it (a desktop has one running already)."""
    kpat = shutil.which("kpat") or ("/usr/games/kpat" if Path("/usr/games/kpat").exists() else None)
    display = os.environ.get("DISPLAY")
    if not (display and shutil.which("xdotool")):
        from tests.bench.bench_gui import cold_start

        print("note: the ratio needs an X display and xdotool (DISPLAY unset or xdotool missing); our cold start "
              "alone, offscreen", file=sys.stderr)
        return cold_start()
    baseline = os.environ.get("FOGBOUND_BENCH_BASELINE")
    ours, theirs, before = [], [], []
    checkouts = [(ROOT, ours)] + ([(Path(baseline), before)] if baseline else [])
    for _ in range(int(os.environ.get("FOGBOUND_BENCH_ROUNDS", "5"))):
        # on the X display like KPatience (the benchmarks run offscreen otherwise)
        env = {k: v for k, v in os.environ.items() if k not in ("FOGBOUND_DATA_DIR", "QT_QPA_PLATFORM")}
        for root, times in checkouts:
            data = tempfile.mkdtemp(prefix="fogbound-bench-cold-")
            times.append(_cold([sys.executable, "-m", "gui.app", "--data-dir", data], env, ["--pid", "{pid}"], root))
            shutil.rmtree(data, ignore_errors=True)
        if kpat and shutil.which("dbus-run-session"):
            home = tempfile.mkdtemp(prefix="fogbound-bench-kpat-")
            theirs.append(_cold(["dbus-run-session", "--", kpat], dict(env, HOME=home, XDG_CONFIG_HOME=home),
                                ["--class", "kpat"]))
            shutil.rmtree(home, ignore_errors=True)
    if not theirs:
        print(f"note: KPatience cannot be run here (kpat {'found' if kpat else 'not installed'}); our cold start "
              f"alone: {statistics.median(ours):.3f} s", file=sys.stderr)
        return statistics.median(ours), "s"
    print(f"note: ours {statistics.median(ours):.3f} s, kpat {statistics.median(theirs):.3f} s", file=sys.stderr)
    if before:
        print(f"note: baseline {baseline}: {statistics.median(before):.3f} s, ratio "
              f"{statistics.median(before) / statistics.median(theirs):.3f}", file=sys.stderr)
    return statistics.median(ours) / statistics.median(theirs), "x"


BENCHMARKS = {"gui.first_game_s": first_game, "gui.leak_mb_per_game": leak_per_game,
              "gui.cold_start_ratio": cold_start_ratio}
