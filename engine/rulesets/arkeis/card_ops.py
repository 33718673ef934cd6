"""Verbs of the card language about the cards and the campaign themselves: a card discarded by its own effect (a
Threat lifted, a card in play whose condition is met, an item used up), coins and XP found during an episode put in
the Camp box, and effects that depend on the Fate tokens the Explorers have ("the more Fate tokens the Explorers
have, the more they might complicate their lives")."""
from __future__ import annotations

from engine.core import events as ev
from engine.core.effects import Op, icon, number, word
from engine.core.game import Game
from engine.core.procedure import Frame, Push

from . import harm, tokens
from .op_parts import AMOUNT, effects_frame, plural
from .table import CAMP, COINS, XPS, episode_box


def _discard(g: Game, f: Frame, op):
    """The card whose effects these are goes back to its episode box, from wherever it lies."""
    card = f.data.card
    if not card or g.zones.zone_of(card) == episode_box(g.card(card).get("episode")):
        return None
    g.move(card, episode_box(g.card(card).get("episode")), face_up=False)
    g.emit(ev.Message(f"The {g.card(card).title} is discarded.", {"rule": "card_discarded", "card": card}))
    return None


DISCARD = Op("discard", {"const": True}, _discard, lambda op, v: "discard this card", lambda op, v: [icon("discard")])


def into_camp(g: Game, supply: str, count: int) -> int:
    """Tokens from their supply into the Camp box, as many as there are; returns how many came."""
    return tokens.take(g, supply, CAMP, count)


def _coins(g: Game, f: Frame, op):
    into_camp(g, COINS, op["coins"])


def _xp(g: Game, f: Frame, op):
    into_camp(g, XPS, op["xp"])


COINS_OP = Op("coins", AMOUNT, _coins, lambda op, v: f"put {plural(op['coins'], 'coin')} in the Camp box",
              lambda op, v: [icon("coin"), number(op["coins"])])
XP_OP = Op("xp", AMOUNT, _xp, lambda op, v: f"put {op['xp']} XP in the Camp box", lambda op, v: [icon("xp"), number(op["xp"])])


# -- effects that depend on the Fate tokens the Explorers have ---------------------------------------------------
FATED_SCHEMA = {"type": "object", "properties": {"at_least": {"type": "integer", "minimum": 1, "maximum": 99},
                                                 "then": {"$ref": "#/$defs/effects"},
                                                 "otherwise": {"$ref": "#/$defs/effects"}},
                "required": ["at_least", "then"], "additionalProperties": False}


def fate_at_table(g: Game) -> int:
    """The Fate tokens the Explorers at the table have, all backpacks together."""
    return sum(harm.fate_had(g, p.seat) for p in g.table.explorers)


def _fated(g: Game, f: Frame, op):
    spec = op["fated"]
    had = fate_at_table(g)
    effects = spec["then"] if had >= spec["at_least"] else spec.get("otherwise", ())
    g.emit(ev.Message(f"The Explorers have {plural(had, 'Fate token')}"
                      f"{'' if had >= spec['at_least'] else ', fewer than ' + str(spec['at_least'])}.",
                      {"rule": "fate_counted", "had": had}))
    return Push(effects_frame(f.data.seat, effects, card=f.data.card)) if effects else None


def _fated_words(op, v) -> str:
    spec = op["fated"]
    said = f"if the Explorers have {spec['at_least']} Fate tokens or more, {v.words(spec['then'])}"
    return said + (f"; else {v.words(spec['otherwise'])}" if spec.get("otherwise") else "")


FATED = Op("fated", FATED_SCHEMA, _fated, _fated_words,
           lambda op, v: [icon("fate"), word("≥"), number(op["fated"]["at_least"])],
           nested=lambda op: [("fated.then", op["fated"].get("then")), ("fated.otherwise", op["fated"].get("otherwise"))])


def idle_coins(g: Game, seat: int, op) -> str | None:
    return None if g.zones.size(COINS) else "no coin is left in the supply"


def idle_xp(g: Game, seat: int, op) -> str | None:
    return None if g.zones.size(XPS) else "no XP is left in the supply"


IDLE = {"coins": idle_coins, "xp": idle_xp}
OPS = [DISCARD, COINS_OP, XP_OP, FATED]
