"""Creature traits, printed beside a fight action and applied whenever it is taken (Citadel leaflet,
"Player aid" page). Tough X: each Result step ignores X successes taken into account. Regenerate X: a
failure raises the die by X (to 6 at most) after its consequences. Epic: with several characters
involved, none is the active player two turns in a row. Unsettling X: the active player applies the
effects of X of their cards at most. Brutal: a failure rolls a die; on 1 a selected ARMOR or SHIELD
card is blocked, on 2 a selected WEAPON or SECONDARY one.

Epic is held where it can be: when the characters involved in a mandatory action taken again choose the
active player, and when last turn's active player takes the action again (nobody else may join then).
Ambush, Reach X and Evasive X are not played: the rulebook's text lost what they do."""
from __future__ import annotations

from typing import Mapping

from engine.core import events as ev
from engine.core.game import Game

NAMES = ["tough", "regenerate", "epic", "unsettling", "brutal"]
BRUTAL = {1: ("armor", "shield"), 2: ("weapon", "secondary")}


def of(spec: Mapping) -> dict[str, int]:
    """The traits of an action: name -> X (1 for those without a number)."""
    return {t["trait"]: int(t.get("x", 1)) for t in spec.get("traits", ()) or ()}


def tough(d: dict, successes: int) -> int:
    return max(0, successes - d["traits"].get("tough", 0))


def regenerate(g: Game, d: dict) -> None:
    x = d["traits"].get("regenerate")
    if not x or d["success"] or d["die"] not in g.table.dice:
        return
    rest = g.table.dice[d["die"]]
    old, rest.value = rest.value, min(6, rest.value + x)
    if rest.value != old:
        g.emit(ev.ValueChanged(f"die:{d['die']}", old, rest.value))


def epic_excludes(g: Game, d: dict) -> int | None:
    """The seat that may not be the active player now (Epic, several involved), or None."""
    if "epic" in d.get("traits", {}) and len(d["involved"]) > 1:
        return g.table.last_active
    return None


def unsettled(d: dict, piece: str) -> bool:
    """Whether applying an effect of this card would go past Unsettling's limit of cards."""
    x = d["traits"].get("unsettling")
    used = {key.rsplit("@", 1)[0] for key in d["applied"]}
    return x is not None and piece not in used and len(used) >= x


def brutal(g: Game, d: dict) -> str | None:
    """On a failure, roll; the selected card the roll blocks, if any."""
    if "brutal" not in d["traits"] or d["success"]:
        return None
    rolled = g.rng.roll(6)
    g.emit(ev.Message(f"Brutal: the die shows {rolled}.", {"rule": "brutal", "value": rolled}))
    hit = BRUTAL.get(rolled, ())
    return next((p for p in d["selected"] if set(g.card(p).get("keywords", ()) or ()) & set(hit)), None)
