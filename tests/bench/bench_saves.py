"""Save, load and autosave of a late-game state: 45 board cards, four full hands, items, a long log."""
from __future__ import annotations

import random
import tempfile

from saves import Campaigns, PackIdentity, autosave, load_slot, save_slot
from saves.folders import user_folders
from tests.bench.timing import median_seconds


def late_game_state(seed: int = 1) -> dict:
    """A plain game state shaped like game_to_plain's, as large as a late 7th Continent game."""
    rng = random.Random(seed)
    pieces = {f"p{i}": f"card-{i % 420}" for i in range(900)}
    ids = list(pieces)
    zones: dict[str, list[str]] = {}
    for i, piece in enumerate(ids):
        if i < 45:
            zone = f"board:{i % 9 - 4},{i // 9 - 2}"
        elif i < 77:
            zone = f"hand:{i % 4}"
        elif i < 101:
            zone = f"items:{i % 4}"
        elif i < 140:
            zone = "action_deck"
        elif i < 170:
            zone = "discard"
        elif i < 700:
            zone = "adventure_deck"
        else:
            zone = "past"
        zones.setdefault(zone, []).append(piece)
    kinds = ["piece_moved", "value_changed", "chosen", "message"]
    log = []
    for n in range(3000):
        kind = kinds[n % 4]
        if kind == "piece_moved":
            log.append({"piece": rng.choice(ids), "source": "action_deck", "target": "discard", "face_up": True,
                        "kind": kind})
        elif kind == "value_changed":
            log.append({"what": f"durability:{rng.choice(ids)}", "old": 3, "new": 2, "kind": kind})
        elif kind == "chosen":
            log.append({"owner": "seat:0", "decision": "action", "option": f"act:{n}", "kind": kind})
        else:
            log.append({"text": "The fog lifts over the ford.", "data": {"step": n % 7}, "kind": kind})
    table = {
        "players": [
            {"seat": s, "character": f"char-{s}", "xp": rng.randint(0, 30), "position": "board:0,0",
             "durability": {p: rng.randint(1, 6) for p in zones[f"items:{s}"]}, "states": ["paranoid"]}
            for s in range(4)
        ],
        "satchel": ["p170", "p171"],
        "mode": "normal",
    }
    return {
        "state_format": 1, "ruleset": "seventh-continent", "pieces": pieces, "zones": zones,
        "rng": [3, [rng.getrandbits(32) for _ in range(624)] + [624], None], "table": table,
        "stack": [{"proc": "action", "step": "cost", "data": {"icon": "dig", "cost": 6, "involved": [0, 1]}}],
        "pending": {"owner": "seat:0", "kind": "cost", "prompt": "Lower the cost?", "options": [
            {"key": str(k), "label": f"cost {k}"} for k in range(7)], "number": None, "context": {}},
        "outcome": None, "log": log,
    }


def _setup():
    folders = user_folders(tempfile.mkdtemp(prefix="fogbound-bench-"))
    campaign = Campaigns(folders).create("Bench", PackIdentity("bench", "1.0.0", "sha256:" + "0" * 64),
                                       ruleset="seventh-continent")
    return campaign, late_game_state()


def bench_save():
    campaign, state = _setup()
    return median_seconds(lambda: save_slot(campaign, "Late", state)) * 1000, "ms"


def bench_load():
    campaign, state = _setup()
    save_slot(campaign, "Late", state)
    return median_seconds(lambda: load_slot(campaign, "Late")) * 1000, "ms"


def bench_autosave():
    campaign, state = _setup()
    return median_seconds(lambda: autosave(campaign, state)) * 1000, "ms"


BENCHMARKS = {"saves.save_ms": bench_save, "saves.load_ms": bench_load, "saves.autosave_ms": bench_autosave}
