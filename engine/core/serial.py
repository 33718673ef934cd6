"""A game's exact state as plain JSON-able data, and back: what autosave and undo rest on."""
from __future__ import annotations

import copy
from typing import Any

from . import events
from .consistency import check_game, check_plain
from .pieces import PieceDef
from .decisions import Decision, Option
from .game import Game, State
from .ruleset import Ruleset
from .plain import from_plain, to_plain
from .procedure import Frame
from .rng import Rng
from .zones import Zones

STATE_FORMAT = 2
READS = (1, 2)  # format 1 had no places, no dice showing, no option data


def game_to_plain(game: Game, log: bool = True) -> dict[str, Any]:
    """The exact state of a game (RNG, pending decision and running procedures included); without its log
    when the caller keeps the log's plain form itself (it only grows)."""
    state = game.state
    return {
        "state_format": STATE_FORMAT,
        "ruleset": state.ruleset,
        "pieces": dict(state.pieces),
        "zones": state.zones.to_plain(),
        "rng": state.rng.to_plain(),
        "table": to_plain(state.table),
        "stack": [to_plain(f) for f in state.stack],
        "pending": to_plain(state.pending) if state.pending else None,
        "outcome": state.outcome,
        "places": [list(group) for group in state.places],
        "showing": dict(state.showing),
        "log": [e.to_plain() for e in state.log.events] if log else [],
    }


def game_from_plain(data: dict[str, Any], ruleset: Ruleset, cards: dict[str, PieceDef],
                    pack_changed: bool = False) -> Game:
    """Rebuild a game; raises ValueError/TypeError/KeyError when the data does not fit.

    The consistency checks (`engine.core.consistency.check_game`: the generic ones, the ruleset's `makeup` and its
    own `check_state`) pass before the game is returned, its pending question asked anew by its step.
    `pack_changed`: the cards are not those of the pack the game was saved with; pieces of cards it has gained since
    may be missing.
    """
    if not isinstance(data, dict):
        raise TypeError(f"a game state is a table, not {type(data).__name__}")
    check_plain(data)
    # the game owns what it is built from: parts of the data (frames', tables' free-form fields) are taken as they
    # are, and playing on must never write into a save's data the caller keeps
    data = copy.deepcopy(data)
    if data.get("state_format") not in READS:
        raise ValueError(f"unknown state format {data.get('state_format')!r}")
    if data["ruleset"] != ruleset.id:
        raise ValueError(f"state is for ruleset {data['ruleset']!r}, not {ruleset.id!r}")
    pieces = from_plain(dict[str, str], data["pieces"])
    unknown = sorted({d for d in pieces.values() if d not in cards})
    if unknown:
        raise ValueError(f"cards not in the pack: {', '.join(unknown[:5])}")
    zones = Zones.from_plain(from_plain(dict[str, list[str]], data["zones"]))
    if set(zones.where) != set(pieces):
        raise ValueError("zones and pieces disagree")
    pending = None
    if data["pending"] is not None:
        p = data["pending"]
        pending = Decision(
            owner=p["owner"], kind=p["kind"], prompt=p["prompt"],
            options=[_option(o) for o in p["options"]],
            number=tuple(p["number"]) if p.get("number") else None,
            context=dict(p.get("context") or {}),
            refused=[_option(o) for o in p.get("refused") or []],
            eligible=tuple(from_plain(list[int], p.get("eligible") or [])),
            waiting=tuple(from_plain(list[int], p.get("waiting") or [])),
            private=from_plain(bool, p.get("private", False)),
        )
    state = State(
        ruleset=data["ruleset"],
        pieces=pieces,
        zones=zones,
        rng=Rng.from_plain(data["rng"]),
        table=from_plain(ruleset.table_type, data["table"]),
        stack=[from_plain(Frame, f) for f in data["stack"]],
        pending=pending,
        outcome=data["outcome"],
        log=events.Log([events.from_plain(e, data["ruleset"]) for e in data["log"]]),
        places=from_plain(list[list[int]], data.get("places", [])),
        showing=from_plain(dict[str, int], data.get("showing", {})),
    )
    unknown_dice = sorted(set(state.showing) - set(pieces))
    if unknown_dice:
        raise ValueError(f"dice not in the game: {', '.join(unknown_dice[:5])}")
    for frame in state.stack:
        procedure = ruleset.procedures.get(frame.proc)
        if procedure is not None:  # an unknown one is the consistency check's to name
            procedure.typed(frame)
    game = Game(ruleset, cards, state)
    check_game(game, pack_changed)
    return game


def _option(data: dict[str, Any]) -> Option:
    return Option(data["key"], data["label"], dict(data.get("data") or {}), data.get("why_not"), data.get("irreversible"))
