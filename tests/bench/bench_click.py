"""A click's cost on the window's thread (the decision, the undo snapshot, the autosave's preparation) early
in a game and after a long campaign's log: it must not grow with the game."""
from __future__ import annotations

import os
import statistics
import tempfile
import time

EARLY, LATE = 100, 10_000
_measured: dict[int, float] = {}


def _session(events: int):
    """A two-player game on the bundled pack whose log holds `events` events, in a session with a campaign."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    import saves
    from engine.content.loader import load_pack
    from engine.content.paths import packs_dir
    from engine.core import events as ev
    from engine.core.ruleset import Seat
    from engine.rulesets.seventh_continent import new_game
    from gui.dialogs.opening import identity
    from gui.session import Session
    from saves.folders import user_folders

    QApplication.instance() or QApplication([])
    pack = load_pack(packs_dir() / "hollowmere")
    seats = [Seat("Ann", "ilse"), Seat("Bo", "tobiah")]
    game = new_game(pack, seats, ["drowned-bell"], seed=3)
    log = game.state.log.events
    while len(log) < events:  # a long campaign's history: the log only grows
        log.append(ev.Message(f"Something happened ({len(log)}).", {"rule": "bench", "n": len(log)}))
    campaigns = saves.Campaigns(user_folders(tempfile.mkdtemp(prefix="fogbound-bench-click-")))
    campaign = campaigns.create("Bench", identity(pack), ruleset=pack.ruleset, options={}, seats=seats)
    return Session(game, pack, campaign, campaigns)


def _click_ms(events: int, repeat: int = 25) -> float:
    if events in _measured:
        return _measured[events]
    session = _session(events)
    key = next(o.key for o in session.game.pending.options if "icon" in o.data)
    samples = []
    for n in range(repeat + 3):
        start = time.perf_counter()
        assert session.choose(key)
        took = time.perf_counter() - start
        session.flush()  # the worker's write is not the window's wait
        assert session.undo()
        session.flush()
        if n >= 3:
            samples.append(took)
    session.close()
    _measured[events] = statistics.median(samples) * 1000
    return _measured[events]


def click_early_ms():
    """A decision with the undo snapshot and the autosave's preparation, 100 events into the game."""
    return _click_ms(EARLY), "ms"


def click_late_ms():
    """The same decision after 10,000 events (a long campaign)."""
    return _click_ms(LATE), "ms"


def click_growth():
    """Late click over early click: 1.0 is a click whose cost does not depend on the game's length."""
    return _click_ms(LATE) / _click_ms(EARLY), "x"


BENCHMARKS = {"table.click_ms_100": click_early_ms, "table.click_ms_10000": click_late_ms,
              "table.click_growth": click_growth}
