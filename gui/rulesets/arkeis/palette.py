"""The colours of Arkeis at the table and on its cards: one per kind of card, the Explorers' seats, the stone
of rooms and the sand of floors, the six Trauma colours."""
from __future__ import annotations

KINDS = {
    "explorer": (70, 104, 140), "experience": (86, 120, 160), "adversary": (132, 54, 44), "profile": (150, 70, 52),
    "search": (176, 128, 52), "trauma": (90, 66, 96), "upgrade": (74, 120, 80), "episode": (60, 52, 46),
    "room": (110, 98, 88), "floor": (196, 170, 120), "die": (60, 60, 66), "token": (120, 110, 96),
    "search_token": (150, 110, 50),
}
SEARCH_KINDS = {"relic": (196, 150, 60), "equipment": (110, 120, 130), "event": (150, 110, 70),
                "threat": (150, 52, 52), "special": (110, 74, 140)}
TRAUMAS = {"green": (70, 130, 80), "red": (170, 56, 50), "blue": (60, 96, 170), "gray": (120, 120, 124),
           "yellow": (200, 170, 60), "black": (40, 38, 40)}
DICE = {"fight": (122, 74, 28), "inspection": (47, 93, 98), "fate": (107, 63, 160)}
POWER = (196, 146, 30)      # a Power token's gold
ACTIVE = (120, 60, 160)     # an Activation marker's violet
SEATS = ((200, 90, 60), (70, 120, 196), (222, 186, 70), (90, 160, 100), (150, 96, 170))
STONE = (104, 94, 84)
WALL = (40, 34, 30)
SAND = (204, 182, 132)
DOOR = (120, 80, 44)
NEUTRAL = (120, 112, 100)


def card_colour(card) -> tuple[int, int, int]:
    if card.type == "search":
        return SEARCH_KINDS.get(str(card.get("kind")), KINDS["search"])
    if card.type == "trauma":
        return TRAUMAS.get(str(card.get("colour")), NEUTRAL)
    return KINDS.get(card.type, NEUTRAL)
