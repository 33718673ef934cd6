"""What a Cursed City quest keeps between journeys, as plain data: the quest bag (the quest card's fear and
influence, the tokens bagged by extraction events, the journeys played) and each hero's bag (experience token,
level, traits, empowerments, treasure and carried item; a mortis card for the dead)."""
from __future__ import annotations

from engine.core.game import Game

from .quest import SLOTS
from .table import carried, kit, traits


def of(game: Game) -> dict:
    table = game.table
    heroes = {}
    for hero, record in table.roster.items():
        heroes[hero] = {
            "level": record.level,
            "experience": ("none", "novice", "veteran")[record.experience],
            "dead": record.dead,
            "traits": [game.card(p).id for p in game.zones.cards(traits(hero))],
            "empowerments": {s: game.card(p).id for s in SLOTS for p in game.zones.cards(kit(hero, s))},
            "treasure": [game.card(p).id for p in game.zones.cards(carried(hero))
                         if game.card(p).get("kind") == "treasure"],
            "item": [game.card(p).id for p in game.zones.cards(carried(hero)) if game.card(p).get("kind") == "item"],
        }
    return {"quest": {"card": table.quest_card, "fear": table.fear, "influence": table.influence,
                      "bag": list(table.bag), "journeys": [dict(j) for j in table.history],
                      "dead": sorted(h for h, v in table.roster.items() if v.dead)},
            "heroes": heroes}
