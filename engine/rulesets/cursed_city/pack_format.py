"""How Cursed City packs are written and checked, for the platform's pack loader and listings."""
from __future__ import annotations

from engine.core.ruleset import PackFormat

from . import pack_checks
from .schema import CARD_SCHEMAS, PACK_SCHEMA, RULE_DEFAULTS

GROUPS = (("heroes", "Heroes, traits and empowerments"), ("hostiles", "Hostiles and encounter cards"),
          ("map", "The quest, journeys, tiles and exploration"), ("decks", "Discovery cards and the quest book"),
          ("pieces", "Dice and tokens"))
GROUP_OF_TYPE = {"hero": "heroes", "trait": "heroes", "empowerment": "heroes", "hostile": "hostiles",
                 "encounter": "hostiles", "tile": "map", "journey": "map", "quest": "map", "exploration": "map",
                 "discovery": "decks", "crisis": "decks", "extraction": "decks"}

PACK_FORMAT = PackFormat(card_schemas=CARD_SCHEMAS, pack_schema=PACK_SCHEMA, rule_defaults=RULE_DEFAULTS,
                         check=pack_checks.check, groups=GROUPS,
                         group_of=lambda card: GROUP_OF_TYPE.get(card.type, "pieces"))
