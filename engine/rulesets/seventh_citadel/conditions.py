"""Conditions printed on dialogue choices ("requires") and on conditional effects (`if`): a keyword or a
card the involved characters hold, a score reached, a building built, the characters' life points over
a total, a side quest's status, the groundshiver's level. One place says whether one holds, and why not."""
from __future__ import annotations

from typing import Mapping

from engine.content.schema_parts import ID, NAME, SHORT, TRUE, count, table
from engine.core.game import Game

from .carried import max_weight, weight
from .table import QUEST_ITEMS, SCORES, hand, purse

STATUSES = ["active", "initiated", "finished"]
SCHEMA = table({
    "keyword": NAME,                     # a purse card, skill or quest item showing it
    "card": ID,                          # that card held by an involved character or among the quest items
    "score": {"type": "object", "propertyNames": {"enum": list(SCORES)}, "additionalProperties": count(1, 25)},
    "built": ID,                         # a building of the leaflet, all its boxes checked
    "not_built": ID,                     # ...or not yet
    "life_over": count(0, 400),          # the characters' life points, all together, more than this
    "groundshiver": count(1, 9),         # the groundshiver's level at least this
    "quest": table({"title": SHORT, "status": {"enum": STATUSES}}, ["title", "status"]),  # a side quest's status now
    "within_weight": TRUE,               # no character involved carries more than they may ("On the double")
}, minProperties=1)


def _built(g: Game, building: str) -> bool:
    found = next((b for b in g.table.leaflet.pages.get("buildings", ()) if b["id"] == building), None)
    return found is not None and g.table.leaflet.buildings.get(building, 0) >= int(found["boxes"])


def why_not(g: Game, seats, needs: Mapping | None) -> str | None:
    """Why a condition does not hold for these involved characters now (None: it holds)."""
    if not needs:
        return None
    if "keyword" in needs or "card" in needs:
        held = [p for s in seats for z in (purse(s), hand(s)) for p in g.zones.cards(z)]
        held += list(g.zones.cards(QUEST_ITEMS))
        if "keyword" in needs and not any(needs["keyword"] in (g.card(p).get("keywords") or ()) for p in held):
            return f"nobody involved has a {needs['keyword'].upper()} card"
        if "card" in needs and not any(g.state.pieces[p] == needs["card"] for p in held):
            return f"nobody holds {g.cards[needs['card']].title}"
    for name, least in (needs.get("score") or {}).items():
        if g.table.scores[name] < least:
            return f"the {name} score is under {least}"
    if "built" in needs and not _built(g, needs["built"]):
        return f"the {needs['built']} is not built"
    if "not_built" in needs and _built(g, needs["not_built"]):
        return f"the {needs['not_built']} is built already"
    if "life_over" in needs:
        total = sum(p.life for p in g.table.present())
        if total <= needs["life_over"]:
            return f"the characters have {total} life points, not more than {needs['life_over']}"
    if "groundshiver" in needs and g.table.groundshiver < needs["groundshiver"]:
        return f"the groundshiver is under level {needs['groundshiver']}"
    if needs.get("within_weight"):
        heavy = next((s for s in seats if weight(g, s) > max_weight(g, s)), None)
        if heavy is not None:
            return f"{g.table.player(heavy).name} carries more than the {max_weight(g, heavy)} allowed"
    if "quest" in needs:
        quest = needs["quest"]
        found = next((q for q in g.table.leaflet.side_quests if q.title == quest["title"]), None)
        # a finished side quest is no longer active: what concerns it is ignored
        if (found.status if found else None) != quest["status"]:
            return f"the side quest {quest['title']} is not {quest['status']}"
    return None


def words(needs: Mapping) -> str:
    """A condition in plain words, for the card viewer."""
    said = []
    if "keyword" in needs:
        said.append(f"someone has a {needs['keyword'].upper()} card")
    if "card" in needs:
        said.append(f"someone holds card {needs['card']}")
    said += [f"{name} at least {least}" for name, least in (needs.get("score") or {}).items()]
    if "built" in needs:
        said.append(f"the {needs['built']} is built")
    if "not_built" in needs:
        said.append(f"the {needs['not_built']} is not built")
    if "life_over" in needs:
        said.append(f"the characters have more than {needs['life_over']} life points")
    if "groundshiver" in needs:
        said.append(f"the groundshiver is at level {needs['groundshiver']} or more")
    if needs.get("within_weight"):
        said.append("nobody carries more than they may")
    if "quest" in needs:
        said.append(f"the side quest {needs['quest']['title']} is {needs['quest']['status']}")
    return " and ".join(said)
