"""What an Arkeis episode leaves for the campaign, as plain data: the group at the table (it may change between
episodes), the logbook and the epilogue, what the completed lines earned, and each Explorer's backpack (Fate tokens
had, Traumas, items and Reroll tokens), played now or waiting at camp."""
from __future__ import annotations

from engine.core.game import Game

from .harm import fate_had
from .table import BUILT, CAMP, LOST, backpack, equipped, experience, kept, trauma_slots


def of(game: Game) -> dict:
    table = game.table
    explorers = {}
    for player in table.explorers:
        seat = player.seat
        carried = [p for z in (backpack(seat), equipped(seat), experience(seat)) for p in game.zones.cards(z)]
        explorers[player.explorer] = {
            "fate": fate_had(game, seat),
            "traumas": [game.card(p).id for p in game.zones.cards(trauma_slots(seat))],
            "items": [game.card(p).id for p in carried if game.card(p).type == "search"],
            "experience": [game.card(p).id for p in carried if game.card(p).type == "experience"],
            "rerolls": sum(1 for p in carried if game.card(p).get("token") == "reroll"),
        }
    for card in sorted((c for c in game.cards.values() if c.type == "explorer"), key=lambda c: c.id):
        left = game.zones.cards(kept(card.id))
        if card.id not in explorers and left:   # an Explorer nobody plays now keeps their possessions
            explorers[card.id] = {
                "fate": sum(1 for p in left if game.card(p).get("token") == "fate"),
                "traumas": [game.card(p).id for p in left if game.card(p).type == "trauma"],
                "items": [game.card(p).id for p in left if game.card(p).type == "search"],
                "experience": [game.card(p).id for p in left if game.card(p).type == "experience"],
                "rerolls": sum(1 for p in left if game.card(p).get("token") == "reroll"), "played": False}
    camp = {kind: sum(1 for p in game.zones.cards(CAMP) if game.card(p).get("token") == kind)
            for kind in ("coin", "xp", "reroll")}
    return {"group": [{"name": p.name, "explorer": p.explorer} for p in table.explorers],
            "logbook": {"episode": table.episode, "checked": [list(x) for x in table.checked],
                        "epilogue": table.epilogue, "earned": dict(table.earned)},
            "campaign": {"episodes": [dict(e) for e in table.history], "victory_points": table.victory_points,
                         "camp": camp, "upgrades": {"built": list(game.zones.cards(BUILT)),
                                                    "available": list(table.available),
                                                    "lost": list(game.zones.cards(LOST))}},
            "explorers": explorers}
