"""How 7th Citadel packs are written and checked, for the platform's pack loader and listings."""
from __future__ import annotations

from engine.core.ruleset import PackFormat

from . import pack_checks
from .schema import CARD_SCHEMAS, PACK_SCHEMA, RULE_DEFAULTS

GROUPS = (("characters", "Characters and their skills"), ("adventure", "Adventure cards"),
          ("exploration", "Exploration cards"), ("book", "The Dialogue Book"), ("pieces", "Dice"))


def group_of(card) -> str:
    if card.type in ("character", "skill"):
        return "characters"
    if card.type == "dialogue":
        return "book"
    if card.get("number") is not None:
        return "adventure"
    return "exploration" if card.get("area") is not None else "pieces"


PACK_FORMAT = PackFormat(card_schemas=CARD_SCHEMAS, pack_schema=PACK_SCHEMA, rule_defaults=RULE_DEFAULTS,
                         check=pack_checks.check, groups=GROUPS, group_of=group_of)
