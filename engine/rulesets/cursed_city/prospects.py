"""How well the heroes stand, for the planning bot (`Ruleset.prospects`): 0 lost to 1 won.

The quest is won by its finale, which waits for enough influence; each journey won on the way brings influence,
each lost brings fear, and heroes who die are gone for good. A journey ends only when every hero still standing is
in the extraction zone (or none stands): it is won by its victory conditions met first (finds, a quarry slain),
then the extraction zone placed at a closed gateway and the heroes in it. So the heroes stand by the journeys won
towards the finale, then by how far the journey under way has gone along those steps, less fear, the dead and
night falling, and the wounds the hostiles have left. A journey won weighs more than the whole way through one: ending it is never worse than being
about to."""
from __future__ import annotations

from engine.core.game import Game

from .battlefield import battlefield, distances_from, heroes_on_battlefield, standing, where
from .hero_actions import extraction_here
from .journeys_end import unmet
from .table import OUT

QUEST, JOURNEY = 0.7, 0.2      # the weights of the quest's way to its finale, and of the journey under way
FAR = 24                       # moves from which a target counts as no nearer than any other


def prospects(game: Game, seat: int) -> float:
    table = game.table
    quest_card = game.cards[table.quest_card]
    score = 0.05 + QUEST * towards_the_finale(game) + JOURNEY * journey(game)
    start_fear, limit = quest_card.get("fear", 0), quest_card.get("fear_limit") or 10
    score -= 0.1 * max(0, table.fear - start_fear) / max(1, limit - start_fear)
    # at night the hostiles act on their empowered side, and the extraction event counts a journey ended by day
    score -= 0.02 * table.nightfall / max(1, table.nightfall_spaces - 1)
    if table.ready and not _ending(game):
        # hostiles barring the way are struck down, not waited out: each wound left to them counts a little
        left = sum(max(0, (game.card(p).get("wounds") or 1) - table.damage.get(p, 0))
                   for grp in table.groups for p in grp.models if where(game, p) is not None)
        score -= 0.001 * min(30, left)
    dead = sum(1 for record in table.roster.values() if record.dead)
    score -= 0.15 * dead / max(1, len(table.roster) - 3)
    return max(0.01, min(0.99, score))


def towards_the_finale(game: Game) -> float:
    """The quest's way: influence gathered towards what the finale needs, then the finale itself set out on."""
    table = game.table
    quest_card = game.cards[table.quest_card]
    need, start = quest_card.get("finale_influence", 0), quest_card.get("influence", 0)
    steps = max(0, need - start) + 1
    done = max(0, min(table.influence, need) - start) + (table.journey == quest_card.get("finale"))
    return done / steps


def journey(game: Game) -> float:
    """How far the journey under way has gone: its victory conditions met one by one, the way out found, the
    heroes in it, in that order (the way out counts once the conditions are met); each step by how near the
    heroes stand to what it needs."""
    table = game.table
    if _ending(game):
        return 1.0 if table.success else 0.0
    heroes = heroes_on_battlefield(game)
    if not table.ready or not heroes:
        return 0.0
    aims = dict(game.cards[table.journey].get("victory") or {"extract": True})
    m = battlefield(game)
    cells = [where(game, h) for h in heroes]
    steps: list[float] = []
    finds = max(aims.get("found", 0), aims.get("quest", 0) if _finds_advance(game) else 0)
    if finds:
        have = min(table.found if aims.get("found") else table.quest, finds)
        near = _near(m, cells, _objects(game), reach=1) if have < finds else 1.0
        steps.append((have + (0.8 * near if have < finds else 0)) / finds)
    for kind in aims.get("slay", ()):
        if kind in table.slain_kinds:
            steps.append(1.0)
            continue
        quarry = [p for grp in table.groups for p in grp.models
                  if game.state.pieces[p] == kind and where(game, p) is not None]
        hurt = max((table.damage.get(p, 0) / max(1, game.card(p).get("wounds") or 1) for p in quarry), default=0.0)
        steps.append(0.3 * _near(m, cells, [where(game, p) for p in quarry], reach=1) + 0.6 * hurt)
    if unmet(game, extraction=False):
        # the steps count in order: heroes waiting in the way out while the quarry stands end nothing but in failure
        return max(0.0, sum(steps) / (len(steps) + 2) - 0.3 * _out(game))
    exit_placed = any(game.cards[p["tile"]].get("zone") == "extraction" for p in table.placed)
    steps.append(1.0 if exit_placed else 0.8 * _near(m, cells, _exits(game, m)))
    if exit_placed:
        inside = [c for c in cells if m.in_zone(c, "extraction")]
        outside = [c for c in cells if not m.in_zone(c, "extraction")]
        zone = [c for c in m.tile_of if m.in_zone(c, "extraction")]
        steps.append((len(inside) + 0.8 * sum(_near(m, [c], zone) for c in outside)) / len(cells))
    else:
        steps.append(0.0)
    return max(0.0, sum(steps) / len(steps) - 0.3 * _out(game))


def _out(game: Game) -> float:
    """The share of the heroes out of action."""
    return game.zones.size(OUT) / max(1, len(game.table.heroes))


def _ending(game: Game) -> bool:
    return any(frame.proc == "journeys_end" for frame in game.state.stack)


def _finds_advance(game: Game) -> bool:
    return (game.cards[game.table.journey].get("quest") or {}).get("advance") == "found"


def _objects(game: Game) -> list:
    st = standing(game)
    return [cell for cell, pieces in st.at.items() if any(st.sides[p] == "object" for p in pieces)]


def _exits(game: Game, m) -> list:
    """The spaces from which a hero may place the extraction zone (touching a closed gateway it goes at)."""
    found = m.derived.get("exits")
    if found is None:
        gated = {c for gate in m.gateways if gate.id not in game.table.open for c in gate.cells}
        found = m.derived["exits"] = [c for c in sorted(gated) if c in m.tile_of and extraction_here(game, c)]
    return found


def _near(m, cells: list, targets: list, reach: int = 0) -> float:
    """How near the heroes stand, on average, to the nearest of the targets (one hero may act for all, but they
    all go on together to the way out): 1 within `reach`, falling with each move beyond."""
    targets = [t for t in targets if t is not None]
    if not targets or not cells:
        return 0.0
    near = []
    for cell in cells:
        reached = distances_from(m, cell)
        moves = min((reached.get(t, 99) for t in targets), default=99)
        near.append(max(0.0, 1.0 - max(0, moves - reach) / FAR))
    return sum(near) / len(near)
