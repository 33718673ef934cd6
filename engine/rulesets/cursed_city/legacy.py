"""A game saved before the steps read their answers' data (issue 26): the pending question's options get the data
the steps read now, worked out from what they carried then. Run on loading, by the ruleset's `check_state`."""
from __future__ import annotations

from engine.core.game import Game

from . import explore
from .table import cell_of


def fill(game: Game) -> None:
    """Give the pending question's options (those that lack it) the data their step reads."""
    decision = game.state.pending
    if decision is None or decision.kind not in _FILLS:
        return
    for n, option in enumerate(decision.options + decision.refused):
        _FILLS[decision.kind](game, n, option.data)


def _space(game: Game, n: int, data: dict) -> None:
    # a space was named by its zone alone
    if "cell" not in data and "cells" not in data and "zone" in data:
        data["cell"] = list(cell_of(data["zone"]))


def _gambit(game: Game, n: int, data: dict) -> None:
    if "hero" in data:
        data.setdefault("gambit", True)


def _swap(game: Game, n: int, data: dict) -> None:
    if "piece" in data:
        data.setdefault("swap", data["piece"])


def _placing(game: Game, n: int, data: dict) -> None:
    if "location" in data or "gate" not in data:
        return
    card = game.card(game.state.pending.context["card"])
    for spot in explore.placements(game, card.get("tile"), card.get("lychgates") or ()):
        if spot["gate"] == data["gate"] and list(spot["at"]) == list(data["at"]):
            data["location"] = spot["location"]
            return


def _heal(game: Game, n: int, data: dict) -> None:
    # the options were listed in the order of the frame's heals
    heals = list(game.state.stack[-1].data.heal)
    if "heal" not in data and n < len(heals):
        data["heal"] = heals[n]


_FILLS = {"deploy": _space, "move": _space, "hostile_move": _space, "gambit": _gambit, "gambit_swap": _swap,
          "explore": _placing, "recuperate": _heal}
