"""A scripted plan for a Cursed City journey: every hero heads for the way out (the extraction zone once it
is placed, else a closed gateway it can be placed at), makes the Extract action when it can, strikes when a
hostile bars the way, and waits in the extraction zone; every other question takes its default answer."""
from __future__ import annotations

from engine.core import graph
from engine.rulesets.cursed_city.battlefield import battlefield, cells_of, where
from engine.rulesets.cursed_city.heroes import extraction_here


FIGHT_FIRST = True


def quarry(game) -> list[str]:
    """The hostiles the journey wants slain that still stand on the battlefield."""
    wanted = (game.cards[game.table.journey].get("victory") or {}).get("slay") or ()
    return [p for grp in game.table.groups for p in grp.models if game.state.pieces[p] in wanted
            and game.state.pieces[p] not in game.table.slain_kinds and where(game, p) is not None]


def goal(game) -> set:
    """The spaces the heroes head for: beside the quarry while it stands, then the way out."""
    m = battlefield(game)
    hunted = quarry(game)
    if hunted:
        return {n for p in hunted for c in cells_of(game, p) for n in m.neighbours(c)}
    out = {c for c in m.tile_of if m.in_zone(c, "extraction")}
    if out:
        return out
    return {c for gate in m.gateways if gate.id not in game.table.open for c in gate.cells}


def _far(game, cell) -> int:
    m = battlefield(game)
    reached = graph.distances(cell, m.neighbours)
    return min((reached.get(c, 999) for c in goal(game)), default=999)


def answer(game) -> str:
    d = game.pending
    keys = d.keys()
    if d.kind == "hero_action":
        hero = d.context["hero"]
        cell = where(game, hero)
        m = battlefield(game)
        if "act:extract" in keys:
            return "act:extract"
        if cell is not None and m.in_zone(cell, "extraction") and not quarry(game):
            return "end"
        weapons = [k for k in keys if k.startswith("act:weapon:")]
        if cell is not None and _far(game, cell) == 0:     # at the gateway, the Extract refused: fight or wait
            return weapons[0] if weapons else "end"
        if weapons and FIGHT_FIRST:
            return weapons[0]
        for step in ("act:run", "act:move"):
            if step in keys:
                return step
        if weapons:
            return weapons[0]
        if "act:recuperate" in keys:
            return "act:recuperate"
        return "end"
    if d.kind in ("move", "deploy"):
        hero = d.context.get("hero")
        here = _far(game, where(game, hero)) if hero and where(game, hero) else 999
        best = min(d.options, key=lambda o: (_far(game, tuple(o.data["cell"])), o.key))
        if d.kind == "move" and _far(game, tuple(best.data["cell"])) >= here:
            return best.key   # no nearer space: it still moves (the action is paid)
        return best.key
    if d.kind == "journey":
        finale = game.cards[game.table.quest_card].get("finale")
        return f"journey:{finale}" if f"journey:{finale}" in keys else keys[0]
    if d.kind == "spend_die":
        return min(d.options, key=lambda o: (o.data.get("value", 0), o.key)).key
    return keys[d.default()]


def play_quest(game, limit: int = 20000) -> None:
    """Play by the plan until the quest ends."""
    for _ in range(limit):
        if game.over:
            return
        game.choose(answer(game))
    raise AssertionError("the plan did not end the quest")


def play(game, limit: int = 3000) -> None:
    """Play by the plan until the journey ends (or the game does)."""
    journeys = len(game.table.history)
    for _ in range(limit):
        if game.over or len(game.table.history) > journeys:
            return
        game.choose(answer(game))
    raise AssertionError("the plan did not end the journey")
