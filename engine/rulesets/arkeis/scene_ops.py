"""Verbs of the card language that change the scene as an episode's diagrams and Event cards print it: a Search
token laid in a named zone or on a door, Adversaries of a name drawn one zone nearer the Explorers, and Injuries
given to Adversaries outside a fight (of a name, or of a type: "some cards' effects only apply to certain types
of Adversaries")."""
from __future__ import annotations

from engine.core import events as ev
from engine.core.decisions import Option
from engine.core.effects import Op, icon, number, word
from engine.core.game import Game
from engine.core.procedure import Frame

from . import board, grapple, markers
from .harm import wound_one
from .op_parts import AMOUNT, SYMBOL, ZONE, AdversaryNamed, ask, door_said, plural, zone_refs
from .table import SEARCH_TOKENS, door, zone

KINDS = ["mechanical", "human", "hybrid", "special"]


# -- a Search token laid where the card's diagram shows it ------------------------------------------------------
SEARCH_TOKEN_SCHEMA = {"type": "object", "properties": {"symbol": SYMBOL, "zone": ZONE, "door": SYMBOL},
                       "required": ["symbol"], "additionalProperties": False, "minProperties": 2, "maxProperties": 2,
                       "x-messages": {"minProperties": "names where the token lies: zone = \"room:n\" or door = \"id\"",
                                      "maxProperties": "lays the token in a zone or on a door, not both"}}


def token_place(g: Game, spec) -> tuple[str | None, str]:
    """Where a Search token is laid, and why it cannot be: the zone or door must be on the map, a token of the
    symbol left."""
    if "door" in spec:
        where = door(spec["door"]) if spec["door"] in g.table.doors else None
        missing = f"there is no door {spec['door']!r} on the map"
    else:
        where = zone(*spec["zone"].split(":")) if board.laid_out(g, "zone:" + spec["zone"]) else None
        missing = f"{spec['zone']} is not on the map"
    if where is None:
        return None, missing
    if not any(g.card(p).get("symbol") == spec["symbol"] for p in g.zones.cards(SEARCH_TOKENS)):
        return None, f"no Search token {spec['symbol'].upper()} is left"
    return where, ""


def _search_token(g: Game, f: Frame, op):
    spec = op["search_token"]
    where, why = token_place(g, spec)
    if where is None:
        g.emit(ev.Message(f"No Search token is laid: {why}.", {"rule": "no_search_token"}))
        return None
    token = next(p for p in reversed(g.zones.cards(SEARCH_TOKENS)) if g.card(p).get("symbol") == spec["symbol"])
    g.move(token, where)
    return None


def _search_token_words(op, v) -> str:
    spec = op["search_token"]
    at = f"on {door_said(v, spec['door'])}" if "door" in spec else f"in {v.named(spec['zone'])}"
    return f"lay a Search token {spec['symbol'].upper()} {at}"


def _search_token_refs(op, index) -> list[tuple[str, str]]:
    spec = op["search_token"]
    found = zone_refs("search_token.zone", spec["zone"], index) if "zone" in spec else []
    if index is not None and spec["symbol"] not in index["backs"]:
        found.append(("search_token.symbol", f"no Search card of the pack has {spec['symbol']!r} on its back"))
    if index is not None and spec["symbol"] not in index.get("search_tokens", {spec["symbol"]}):
        found.append(("search_token.symbol", f"the pack has no Search token {spec['symbol']!r}"))
    return found


SEARCH_TOKEN = Op("search_token", SEARCH_TOKEN_SCHEMA, _search_token, _search_token_words,
                  lambda op, v: [icon("search"), word(op["search_token"]["symbol"].upper())],
                  references=_search_token_refs)


# -- Adversaries drawn one zone nearer the Explorers ---------------------------------------------------------------
def _approach_ask(g: Game, f: Frame):
    """Each of the Adversaries still to move goes one zone nearer the nearest Explorer; where two ways are as near,
    the acting Explorer chooses."""
    while f.data.movers:
        mini = f.data.movers[0]
        ways = markers.steps_towards_explorers(g, mini) if g.zones.zone_of(mini).startswith("zone:") else []
        if len(ways) > 1:
            title = g.card(mini).title
            return ask(f, "adversary_move", f"Where does the {title} move?",
                       [Option(f"towards:{z}", f"The {title} moves to {board.said(g, z)}", {"piece": mini, "zone": z})
                        for z in ways])
        f.data.movers.pop(0)
        if ways:
            markers.step(g, mini, ways[0])
    f.data.movers = None
    return None


def _approach(g: Game, f: Frame, op):
    f.data.movers = markers.on_map(g, op["approach"])
    return _approach_ask(g, f)


def _approach_answer(g: Game, f: Frame, op, answer: Option):
    markers.step(g, f.data.movers.pop(0), answer.data["zone"])
    return _approach_ask(g, f)


APPROACH = Op("approach", SYMBOL, _approach, lambda op, v: f"every {v.named(op['approach'])} moves one zone nearer the "
              "nearest Explorer", lambda op, v: [icon("approach"), word(v.named(op["approach"]))],
              references=AdversaryNamed("approach").references,
              answer=_approach_answer)


# -- Injuries to Adversaries outside a fight -------------------------------------------------------------------------
HARM_SCHEMA = {"type": "object", "properties": {"adversary": SYMBOL, "kind": {"enum": KINDS}, "injuries": AMOUNT,
                                                "where": {"enum": ["here", "room", "map"]}},
               "required": ["injuries"], "additionalProperties": False,
               "oneOf": [{"required": ["adversary"]}, {"required": ["kind"]}],
               "x-messages": {"oneOf": "names the Adversaries hurt: adversary = \"id\" or kind = \"mechanical\", not both"}}


def harmed(g: Game, seat: int, spec) -> list[str]:
    """The miniatures a `harm` reaches: of the name or type, in the acting Explorer's zone, room, or on the map."""
    here = grapple.explorer_zone(g, seat)
    where = spec.get("where", "here")
    zones = [here] if where == "here" else board.zones_of(g, board.area_of(here)) if where == "room" \
        else board.all_zones(g)
    return [m for z in zones for m in grapple.adversaries_in(g, z)
            if g.card(m).id == spec.get("adversary") or g.card(m).get("kind") == spec.get("kind")]


def _harm(g: Game, f: Frame, op):
    spec = op["harm"]
    for mini in harmed(g, f.data.seat, spec):
        for _ in range(spec["injuries"]):
            if not g.zones.zone_of(mini).startswith("zone:"):
                break  # eliminated by the Injuries before
            wound_one(g, f.data.seat, mini)
    return None


def _harm_words(op, v) -> str:
    spec = op["harm"]
    who = f"each {v.named(spec['adversary'])}" if "adversary" in spec else f"each {spec['kind']} Adversary"
    where = {"here": "in your zone", "room": "in your room", "map": "on the map"}[spec.get("where", "here")]
    return f"{who} {where} takes {plural(spec['injuries'], 'Injury')}"


HARM = Op("harm", HARM_SCHEMA, _harm, _harm_words,
          lambda op, v: [icon("wound"), word(v.named(op["harm"]["adversary"]) if "adversary" in op["harm"]
                                             else op["harm"]["kind"]),
                         number(op["harm"]["injuries"])], references=AdversaryNamed("harm").references)


# -- what each verb would do now: nothing, and why -------------------------------------------------------------------
def idle_search_token(g: Game, seat: int, op) -> str | None:
    return token_place(g, op["search_token"])[1] or None


def idle_approach(g: Game, seat: int, op) -> str | None:
    return None if markers.on_map(g, op["approach"]) else f"no {g.cards[op['approach']].title} is on the map"


def idle_harm(g: Game, seat: int, op) -> str | None:
    return None if harmed(g, seat, op["harm"]) else "no Adversary it would hurt is there"


IDLE = {"search_token": idle_search_token, "approach": idle_approach, "harm": idle_harm}
OPS = [SEARCH_TOKEN, APPROACH, HARM]
