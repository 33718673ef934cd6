"""How Realms and Ruins packs are written and checked, for the platform's pack loader and listings."""
from __future__ import annotations

from engine.core.ruleset import PackFormat

from . import pack_checks
from .schema import CARD_SCHEMAS, PACK_SCHEMA, RULE_DEFAULTS

GROUPS = (("realms", "Realms and cost markers"), ("heroes", "Heroes and their starting cards"),
          ("offers", "Offer cards"), ("events", "Event cards"), ("book", "Event book entries"),
          ("pieces", "Cubes, Gold and Event markers"))
GROUP_OF_TYPE = {"realm": "realms", "marker": "realms", "hero": "heroes", "starting": "heroes",
                 "offer": "offers", "event": "events", "chapter": "book"}

PACK_FORMAT = PackFormat(card_schemas=CARD_SCHEMAS, pack_schema=PACK_SCHEMA, rule_defaults=RULE_DEFAULTS,
                         check=pack_checks.check, groups=GROUPS,
                         group_of=lambda card: GROUP_OF_TYPE.get(card.type, "pieces"))
