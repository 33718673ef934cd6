"""The 7th Continent's printed colours: one frame colour per card type, the backs, the rule symbols and the
areas (beside the common parchment and inks, named here too so its layout reads one palette)."""
from __future__ import annotations

from gui.faces.palette import BLACK, INK, INK_SOFT, PARCHMENT, PARCHMENT_DARK, WHITE, mix  # noqa: F401
NUMBOX = (30, 78, 48)
NUMBOX_EDGE = (190, 214, 170)
COST_BLUE = (38, 98, 176)
STAR_GOLD = (226, 170, 40)
LUCKY_RED = (176, 46, 40)
VITAL_RED = (190, 40, 50)
GOLD_BACK = (196, 150, 52)
GREEN_BACK = (46, 104, 62)
ACTION_BACK = (40, 70, 122)
FOG_BACK = (150, 160, 168)
BOX_BACK = (70, 64, 58)

FRAMES = {
    "terrain": (62, 94, 58),
    "permanent_event": (46, 86, 102),
    "temporary_event": (146, 78, 40),
    "item": (116, 86, 50),
    "quest_item": (96, 64, 118),
    "clue": (76, 50, 104),
    "state": (132, 40, 46),
    "bonus": (176, 130, 34),
    "skill": (42, 72, 124),
    "curse": (44, 32, 50),
    "character": (58, 66, 88),
    "satchel": (120, 82, 48),
    "save": (78, 90, 104),
    "mode": (88, 88, 92),
}
DEFAULT_FRAME = (90, 84, 76)

TYPE_LABELS = {
    "terrain": "Terrain", "permanent_event": "Permanent event", "temporary_event": "Temporary event",
    "item": "Item", "quest_item": "Quest item", "clue": "Clue", "state": "State", "bonus": "Bonus",
    "skill": "Skill", "curse": "Curse", "character": "Character", "satchel": "Satchel & journal",
    "save": "Save", "mode": "Game mode",
}

TYPE_ICONS = {
    "terrain": "explore", "permanent_event": "permanent_event", "temporary_event": "temporary_event",
    "item": "item_die", "quest_item": "quest_item", "clue": "quest_item", "state": "state", "bonus": "bonus",
    "skill": "skill", "curse": "curse", "character": "all_characters", "satchel": "gather", "save": "deck",
    "mode": "special",
}

# sky, far hills, near hills for each area's procedural landscapes
AREAS = {
    "I": ((176, 202, 196), (104, 138, 112), (54, 92, 64)),
    "II": ((226, 196, 150), (176, 124, 78), (118, 74, 46)),
    "III": ((198, 214, 232), (128, 150, 178), (72, 90, 122)),
    "IV": ((200, 182, 214), (124, 100, 146), (70, 52, 92)),
    "V": ((214, 206, 178), (140, 136, 96), (84, 84, 58)),
}
DEFAULT_AREA = ((196, 200, 190), (128, 136, 120), (74, 84, 70))


def frame_color(card_type: str) -> tuple[int, int, int]:
    return FRAMES.get(card_type, DEFAULT_FRAME)


def area_colors(area: str | None):
    return AREAS.get(str(area or "").upper(), DEFAULT_AREA)
