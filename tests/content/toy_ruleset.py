"""A ruleset that exists only for the content tests: tokens that may name a partner, and nothing else.

It proves pack loading, schema plumbing, reference checks and the spreadsheet import work for any
registered ruleset, with no help from The 7th Continent."""
from __future__ import annotations

from engine.content.problems import Problem
from engine.core.effects import Vocabulary
from engine.core.ruleset import PackFormat

ID = {"type": "string", "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"}
TOKEN = {"type": "object", "additionalProperties": False, "required": ["id", "type", "title"],
         "properties": {"id": ID, "type": {"const": "token"}, "title": {"type": "string"},
                        "value": {"type": "integer", "minimum": 1}, "partner": ID}}
PACK = {"type": "object", "additionalProperties": False, "required": ["id", "title", "ruleset", "version", "players"],
        "properties": {"id": ID, "title": {"type": "string"}, "ruleset": {"const": "toy-tokens"},
                       "version": {"type": "string"}, "players": {"type": "array", "items": {"type": "integer"}},
                       "rules": {"type": "object"}}}


def check(meta: dict, meta_valid: bool, entries: list, problems: list[Problem]) -> None:
    ids = {e.table.get("id") for e in entries}
    for e in entries:
        partner = e.table.get("partner")
        if partner is not None and partner not in ids:
            problems.append(Problem(e.file, e.table["id"], "partner", f"names {partner!r}, which is not in the pack",
                                    e.line))


class Toy:
    id = "toy-tokens"
    title = "Toy tokens"
    players = (2, 2)
    procedures: dict = {}
    table_type = dict
    vocabulary = Vocabulary([])
    pack_format = PackFormat(card_schemas={"token": TOKEN}, pack_schema=PACK, rule_defaults={"reach": 3},
                             check=check, columns={"id": "text", "type": "text", "title": "text", "value": "int",
                                                   "partner": "text"},
                             groups=(("bag", "in the bag"),), group_of=lambda card: "bag")


RULESET = Toy()
