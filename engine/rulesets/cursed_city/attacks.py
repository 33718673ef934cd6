"""Weapon actions (rules summary, "Weapon actions", "Hostile attacks", "Defence"): a visible enemy as the
target (melee adjacent only, ranged never adjacent, dual either; with a visible enemy adjacent only adjacent
enemies may be targeted), the weapon's dice rolled, its DAMAGE for a success or a critical success; a hero
hit by a hostile rolls DEFENCE (a success saves 1 damage, a critical success 3)."""
from __future__ import annotations

from engine.core.game import Game
from engine.core.procedure import END, Frame, Procedure, Push

from . import ailments, rolls, wounds
from .inspiration import stat
from .frames import Strike
from .battlefield import (battlefield, cells_of, heroes_on_battlefield, hostile_sight, hostiles_on_battlefield, scene,
                          sees, side)

SAVED = {"fail": 0, "success": 1, "crit": 3}     # damage a defence roll saves, by its outcome


def weapons(g: Game, piece: str) -> list[dict]:
    return list(stat(g, piece, "weapons"))


def targets(g: Game, attacker: str, weapon: dict, cell=None) -> list[str]:
    """The enemies this weapon may target from the attacker's space (or from `cell`, or the spaces a huge or
    giant hostile would fill, to plan a move)."""
    cells = (tuple(cell) if isinstance(cell[0], tuple) else (cell,)) if cell is not None else tuple(cells_of(g, attacker))
    if not cells:
        return []
    return list(aimed(weapon, *in_sight(g, side(g, attacker), cells)))


def aimed(weapon: dict, seen: tuple, close: tuple) -> tuple:
    """Whom a weapon may target among the enemies seen: with one adjacent, only the adjacent (melee or dual
    weapons); else those further away (ranged or dual weapons)."""
    if close:
        return close if weapon["reach"] in ("melee", "dual") else ()
    return seen if weapon["reach"] in ("ranged", "dual") else ()


def in_sight(g: Game, mine: str, cells: tuple) -> tuple[tuple, tuple]:
    """The enemies a model of this side sees from these spaces, and those of them adjacent; a huge or giant
    model sees, and is seen, from any space it fills (read once until a piece moves)."""
    return sighting(g, mine)(cells)


def sighting(g: Game, mine: str, keep: bool = True):
    """`in_sight` for one side from many spaces of the same moment: a function of the spaces, with the map and
    the enemies' places read once (`keep`: each answer kept until a piece moves, for spaces asked again)."""
    cache = scene(g)
    m = battlefield(g)
    key = ("foes", mine, id(m))
    foes = cache.get(key)
    if foes is None:
        foes = cache[key] = _foes(g, m, mine)

    def look(cells: tuple) -> tuple[tuple, tuple]:
        key = ("sight", mine, cells, id(m)) if keep else None
        found = cache.get(key) if keep else None
        if found is None:
            seen, close = [], []
            for t, seers, beside in foes:
                for a in cells:
                    if a in seers:
                        seen.append(t)
                        if any(c in beside for c in cells):
                            close.append(t)
                        break
            found = (tuple(seen), tuple(close))
            if keep:
                cache[key] = found
        return found
    return look


def _foes(g: Game, m, mine: str) -> list[tuple[str, set, set]]:
    """Each enemy of this side on the battlefield, with the spaces it is seen from (by `sees`, through the
    gateways this side sees through) and the spaces adjacent to it."""
    pieces = hostiles_on_battlefield(g) if mine == "hero" else heroes_on_battlefield(g)
    sight = m.sight if mine == "hero" else hostile_sight(g, m)
    spaces_of = m.derived.get("spaces_of")
    if spaces_of is None:
        spaces_of = m.derived["spaces_of"] = {}
        for cell, tile in m.tile_of.items():
            spaces_of.setdefault(tile, []).append(cell)
    # tile -> the spaces that see into it through a gateway (read once a map for the open gateways alone)
    looking = m.derived.get("looking") if sight is m.sight else None
    if looking is None:
        looking = {}
        for cell, tiles in sight.items():
            for tile in tiles:
                looking.setdefault(tile, []).append(cell)
        if sight is m.sight:
            m.derived["looking"] = looking
    found = []
    for p in pieces:
        seers, beside = set(), set()
        for b in cells_of(g, p):
            tile = m.tile_of.get(b)
            # the same tile, a space touching a gateway that touches b's tile, or any space of a tile b's
            # gateway touches
            seers.update(spaces_of.get(tile, ()))
            seers.update(looking.get(tile, ()))
            for t in sight.get(b, ()):
                seers.update(spaces_of.get(t, ()))
            beside.update(m.links.get(b, ()))
        found.append((p, seers, beside))
    return found


def _seen(m, cells: tuple, spaces: list, sight: dict) -> bool:
    for a in cells:
        for b in spaces:
            if sees(m, a, b, sight):
                return True
    return False


def strike(g: Game, attacker: str, weapon: dict, target: str) -> Frame:
    """The frame of a weapon action against the target, for the caller to push."""
    return Frame("strike", "", Strike(attacker, dict(weapon), target))


def _hero(g: Game, piece: str) -> str | None:
    return piece if g.card(piece).type == "hero" else None


def aim(g: Game, f: Frame, answer):
    """The weapon's dice rolled (a hero may re-roll with inspiration)."""
    d: Strike = f.data
    what = f"{g.card(d.attacker).title} attacks {g.card(d.target).title} with {d.weapon['name']}"
    return Push(rolls.rolling(list(d.weapon["dice"]), what, _hero(g, d.attacker)))


def hit(g: Game, f: Frame, answer):
    """A success deals the weapon's first DAMAGE, a critical its second; a hero hit rolls DEFENCE."""
    d: Strike = f.data
    if d.outcome == "fail":
        return END
    target = d.target
    outcome, d.damage = ailments.weapon_damage(g, target, d.outcome, d.weapon["damage"])
    d.extra = ailments.afflict(g, target, d.weapon["ailment"]) if d.weapon.get("ailment") else 0
    if side(g, target) == "hostile":
        wounds.hurt(g, target, d.damage, d.attacker, crit=outcome == "crit")
        return END
    d.outcome = None
    return Push(rolls.rolling(list(stat(g, target, "defence")), f"{g.card(target).title} rolls defence", target))


def defend(g: Game, f: Frame, answer):
    """A success saves 1 damage, a critical success 3; what is left is suffered (after a diseased hero's player
    has placed its token, which the wounds then avoid)."""
    d: Strike = f.data
    placing = ailments.placing(g, d.target)
    if placing is not None:
        return Push(placing, again=True)
    saved = SAVED[d.outcome]
    frame = wounds.suffer(g, d.target, max(0, d.damage - saved) + d.extra,
                          f"{g.card(d.attacker).title}'s {d.weapon['name']}")
    return Push(frame) if frame else None


STRIKE = Procedure("strike", [aim, hit, defend], frame=Strike)
