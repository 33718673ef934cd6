"""Weapon actions (rules summary, "Weapon actions", "Hostile attacks", "Defence"): a visible enemy as the
target (melee adjacent only, ranged never adjacent, dual either; with a visible enemy adjacent only adjacent
enemies may be targeted), the weapon's dice rolled, its DAMAGE for a success or a critical success; a hero
hit by a hostile rolls DEFENCE (a success saves 1 damage, a critical success 3)."""
from __future__ import annotations

from engine.core.game import Game
from engine.core.procedure import Frame

from . import ailments, rolls, wounds
from .inspiration import stat
from .battlefield import battlefield, heroes_on_battlefield, hostiles_on_battlefield, side, visible, where


def weapons(g: Game, piece: str) -> list[dict]:
    return list(stat(g, piece, "weapons"))


def targets(g: Game, attacker: str, weapon: dict, cell=None) -> list[str]:
    """The enemies this weapon may target from the attacker's space (or from `cell`, to plan a move)."""
    cell = cell if cell is not None else where(g, attacker)
    if cell is None:
        return []
    m = battlefield(g)
    foes = hostiles_on_battlefield(g) if side(g, attacker) == "hero" else heroes_on_battlefield(g)
    seen = [t for t in foes if visible(g, cell, where(g, t))]
    close = [t for t in seen if m.adjacent(cell, where(g, t))]
    if close:
        return close if weapon["reach"] in ("melee", "dual") else []
    return seen if weapon["reach"] in ("ranged", "dual") else []


def strike(g: Game, attacker: str, weapon: dict, target: str) -> Frame | None:
    """Roll the weapon's dice against the target and deal its damage (a hero's wounds: a frame to push)."""
    name = g.card(attacker).title
    outcome = rolls.roll(g, list(weapon["dice"]), f"{name} attacks {g.card(target).title} with {weapon['name']}")
    if outcome == "fail":
        return None
    outcome, damage = ailments.weapon_damage(g, target, outcome, weapon["damage"])
    extra = ailments.afflict(g, target, weapon["ailment"]) if weapon.get("ailment") else 0
    if side(g, target) == "hostile":
        wounds.hurt(g, target, damage, attacker)
        return None
    saved = {"fail": 0, "success": 1, "crit": 3}[rolls.roll(g, list(stat(g, target, "defence")),
                                                             f"{g.card(target).title} rolls defence")]
    return wounds.suffer(g, target, max(0, damage - saved) + extra, f"{name}'s {weapon['name']}")
