"""How Arkeis packs are written and checked, for the platform's pack loader and listings."""
from __future__ import annotations

from engine.core.ruleset import PackFormat

from . import pack_checks
from .schema import CARD_SCHEMAS, GROUP_OF_TYPE, GROUPS, PACK_SCHEMA, RULE_DEFAULTS

PACK_FORMAT = PackFormat(card_schemas=CARD_SCHEMAS, pack_schema=PACK_SCHEMA, rule_defaults=RULE_DEFAULTS,
                         check=pack_checks.check, groups=GROUPS,
                         group_of=lambda card: GROUP_OF_TYPE.get(card.type, "components"))
