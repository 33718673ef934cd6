"""Real saves of every ruleset, to edit: a game of each bundled pack played some random decisions, as plain data;
and the edits a hand (or a hostile file) makes to one, each as the issue measured them (issue 31)."""
from __future__ import annotations

import copy
import json
from functools import lru_cache

from engine import rulesets
from engine.content.loader import list_packs, load_pack
from engine.core.bot import play_randomly
from engine.core.ruleset import Seat
from engine.core.serial import game_to_plain

PACKS = {s.ruleset: s.folder for s in list_packs() if s.ruleset in rulesets.ids()}
RULESETS = sorted(PACKS)


@lru_cache(maxsize=None)
def pack(ruleset_id: str):
    return load_pack(PACKS[ruleset_id])


def new_game(ruleset_id: str, seed: int):
    """A new game of the ruleset's bundled pack, with as many seats as the seed says (its default options)."""
    ruleset, chosen = rulesets.ruleset(ruleset_id), pack(ruleset_id)
    low, high = ruleset.players
    count = low + seed % (high - low + 1)
    roles = [c.key for c in ruleset.roles(chosen).choices]
    options = {o.key: o.default for o in ruleset.setup_options(chosen)}
    seats = [Seat(f"Seat {n + 1}", roles[n % len(roles)] if roles else "") for n in range(count)]
    return ruleset.new_game(chosen, seats, options, seed)


@lru_cache(maxsize=None)
def _saved(ruleset_id: str, seed: int, decisions: int) -> str:
    game = new_game(ruleset_id, seed)
    kept = [game_to_plain(game)]  # the last state of a game still going on (a short game may end before)

    def keep(g) -> None:
        if not g.over:
            kept[0] = game_to_plain(g)

    play_randomly(game, seed, decisions, check=keep)
    return json.dumps(kept[0])


def real_save(ruleset_id: str, seed: int = 1, decisions: int = 60) -> dict:
    """A fresh copy of a save of the ruleset's bundled pack, `decisions` random decisions into a game."""
    return json.loads(_saved(ruleset_id, seed, decisions))


def where(state: dict, piece: str) -> str:
    return next(zone for zone, pieces in state["zones"].items() if piece in pieces)


def a_piece(state: dict, pick: int = 0) -> str:
    pieces = sorted(state["pieces"])
    return pieces[pick % len(pieces)]


# -- the edits: each changes a plain state in place -------------------------------------------------------------
def second_copy(state: dict, pick: int = 0) -> None:
    """A second copy of a real card: a new piece of the same card, beside the first."""
    piece = a_piece(state, pick)
    state["pieces"][piece + "-copy"] = state["pieces"][piece]
    state["zones"][where(state, piece)].append(piece + "-copy")


def nowhere(state: dict, pick: int = 0) -> None:
    """A piece in a zone that does not exist."""
    piece = a_piece(state, pick)
    state["zones"][where(state, piece)].remove(piece)
    state["zones"].setdefault("under-the-table", []).append(piece)


def deleted(state: dict, pick: int = 0) -> None:
    """A piece deleted outright (from its zone and from the pieces)."""
    piece = a_piece(state, pick)
    state["zones"][where(state, piece)].remove(piece)
    del state["pieces"][piece]
    state["showing"].pop(piece, None)


def bogus_outcome(state: dict, pick: int = 0) -> None:
    state["outcome"] = "bogus"


def places_seat_9(state: dict, pick: int = 0) -> None:
    state.update(outcome="ranked", places=[[9]], pending=None, stack=[])


def asked_of_seat_99(state: dict, pick: int = 0) -> None:
    state["pending"]["owner"] = "seat:99"


def crafted_key(state: dict, pick: int = 0) -> None:
    options = state["pending"]["options"]
    if options:
        options[pick % len(options)]["key"] = "crafted-answer"


def no_options(state: dict, pick: int = 0) -> None:
    state["pending"].update(options=[], number=None)


def huge_label(state: dict, pick: int = 0) -> None:
    """A 5 MB option label (and log line)."""
    options = state["pending"]["options"]
    if options:
        options[pick % len(options)]["label"] = "W" * 5_000_000


def broken_random_source(state: dict, pick: int = 0) -> None:
    state["rng"][1] = [0] * 624 + [624]


EDITS = {f.__name__: f for f in (second_copy, nowhere, deleted, bogus_outcome, places_seat_9, asked_of_seat_99,
                                  crafted_key, no_options, huge_label, broken_random_source)}


def numbers(state: dict) -> list[tuple]:
    """The paths to every whole number of the table, the running procedures and the dice showing."""
    found = []

    def walk(value, path):
        if isinstance(value, bool):
            return
        if isinstance(value, int):
            found.append(path)
        elif isinstance(value, dict):
            for key, inner in value.items():
                walk(inner, path + (key,))
        elif isinstance(value, list):
            for n, inner in enumerate(value):
                walk(inner, path + (n,))

    for part in ("table", "stack", "showing"):
        walk(state[part], (part,))
    return found


def set_at(state: dict, path: tuple, value) -> None:
    for step in path[:-1]:
        state = state[step]
    state[path[-1]] = value


def edited(state: dict, edit, pick: int = 0) -> dict:
    copied = copy.deepcopy(state)
    edit(copied, pick)
    return copied
