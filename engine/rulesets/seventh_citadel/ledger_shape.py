"""The shape of a 7th Citadel ledger (what `campaign.ledger` writes) as a JSON Schema, checked before a game is built
from one by the schema machinery saves and packs use: a campaign file is untrusted input (hand-edited, damaged, from
another version), and what it holds must be refused with the field it concerns, never met halfway through a setup as
a stray exception."""
from __future__ import annotations

from engine.content.schema_check import check_plain, plain_validator
from engine.content.schema_parts import by_name, fields, items, maybe, said, whole

from .life import MAX_LIFE

TEXT = said({"type": "string"}, "a text")
FLAG = said({"type": "boolean"}, "true or false")
COUNT = whole(0, 10**6)
SHARE = whole(-MAX_LIFE, MAX_LIFE)
LIFE = whole(0, MAX_LIFE)
PARAGRAPH = whole(0, 10**6)
CARDS = items(TEXT, "a list of card ids")

KEPT = fields({"name": TEXT, **{k: CARDS for k in ("deck", "discard", "hand", "blocked", "purse")}},
              "a character's kept cards")
QUEST = fields({"title": TEXT, "paragraph": maybe(PARAGRAPH), "status": TEXT}, "a side quest", required=("title",))
SAVED_PLAYER = fields({"seat": whole(0, 3), "name": TEXT, "character": TEXT, "life": LIFE, "left": FLAG,
                       **{k: CARDS for k in ("deck", "discard", "blocked", "purse")}},
                      "a saved player",
                      required=("seat", "name", "character", "life", "deck", "discard", "blocked", "purse"))
SAVE_STACKS_SCHEMA = fields({
    "format": COUNT, "scenario": TEXT, "mode": TEXT, "terrain": TEXT, "global": CARDS, "quest_items": CARDS,
    "banished": CARDS, "players": items(SAVED_PLAYER, "a list of saved players")},
    "the save stacks", required=("format", "scenario", "terrain", "global", "quest_items", "banished", "players"))
LEDGER_SCHEMA = fields({
    "format": COUNT,
    "over": FLAG,
    "bookmark": fields({"scenario": maybe(TEXT), "mode": maybe(TEXT), "finished": items(TEXT, "a list of scenario ids"),
                        "threat": maybe(TEXT), "next": maybe(TEXT),
                        "shared": by_name(SHARE, "life points shared out, by character")}, "a bookmark"),
    "life_points": by_name(LIFE, "life points by name"),
    "community": fields({"scores": by_name(whole(0, 25), "scores by name"), "groundshiver": COUNT},
                        "the Community page"),
    "leaflet": fields({"destiny": items(TEXT, "a list of Destiny symbols"),
                       "buildings": by_name(COUNT, "boxes checked, by building"),
                       "side_quests": items(QUEST, "a list of side quests"),
                       "life_points": by_name(LIFE, "life points by character"),
                       "world_map": by_name(TEXT, "World Map cards by slot"),
                       "written": by_name(TEXT, "the cards written above blank buildings, by building")}, "the leaflet"),
    "characters": by_name(KEPT, "a table of characters, by character card"),
    "quest_items": CARDS,
    "banished": CARDS,
    "save_stacks": maybe(SAVE_STACKS_SCHEMA)},
    "a ledger", required=("format",))

LEDGER = plain_validator(LEDGER_SCHEMA)
SAVE_STACKS = plain_validator(SAVE_STACKS_SCHEMA)


def check(value, of=LEDGER, what: str = "ledger") -> None:
    """Raise ValueError naming the first field of `value` (a `what`) that does not have the shape `of` says."""
    check_plain(value, of, what)
