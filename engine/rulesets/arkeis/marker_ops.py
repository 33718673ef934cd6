"""Verbs of the card language that move the episode's markers (markers.py): the Time marker on and back, Power
tokens and Activation markers on the Adversaries of a name."""
from __future__ import annotations

from engine.core.effects import Op, icon, number, word
from engine.core.game import Game
from engine.core.procedure import Frame, Push

from . import markers
from .op_parts import AMOUNT, SYMBOL, AdversaryNamed, Simple, effects_frame, plural
from .table import activation


def _time(g: Game, f: Frame, op):
    effects = markers.advance(g, op["time"])
    return Push(effects_frame(f.data.seat, effects)) if effects else None


TIME = Op("time", AMOUNT, _time, lambda op, v: f"the Time marker moves on {plural(op['time'], 'space')}",
          lambda op, v: [icon("time"), number(op["time"])])
_REWIND = Simple("rewind", lambda g, seat, n: markers.rewind(g, n),
                 lambda n: f"the Time marker moves back {plural(n, 'space')}", "rewind")
REWIND = Op("rewind", AMOUNT, _REWIND.apply, _REWIND.words, _REWIND.marks)

MARK_SCHEMA = {"type": "object", "properties": {"adversary": SYMBOL, "count": AMOUNT,
                                                 "where": {"enum": ["here", "map"]}},
               "required": ["adversary"], "additionalProperties": False}


def _where(spec) -> str:
    return "on the map" if spec.get("where") == "map" else "in your zone"


def _power(g: Game, f: Frame, op):
    spec = op["power"]
    markers.empower(g, markers.targets(g, f.data.seat, spec["adversary"], spec.get("where", "here")),
                    spec.get("count", 1))


def _activate(g: Game, f: Frame, op):
    spec = op["activate"]
    markers.activate(g, markers.targets(g, f.data.seat, spec["adversary"], spec.get("where", "here")))


def _deactivate(g: Game, f: Frame, op):
    markers.deactivate(g, markers.on_map(g, op["deactivate"]))


POWER = Op("power", MARK_SCHEMA, _power,
           lambda op, v: f"each {v.named(op['power']['adversary'])} {_where(op['power'])} takes "
                         f"{plural(op['power'].get('count', 1), 'Power token')}",
           lambda op, v: [icon("power"), word(v.named(op["power"]["adversary"])), number(op["power"].get("count", 1))],
           references=AdversaryNamed("power").references)
ACTIVATE_SCHEMA = {**MARK_SCHEMA, "properties": {k: v for k, v in MARK_SCHEMA["properties"].items() if k != "count"}}
ACTIVATE = Op("activate", ACTIVATE_SCHEMA, _activate,
              lambda op, v: f"an Activation marker on each {v.named(op['activate']['adversary'])} "
                            f"{_where(op['activate'])}",
              lambda op, v: [icon("activate"), word(v.named(op["activate"]["adversary"]))],
              references=AdversaryNamed("activate").references)
DEACTIVATE = Op("deactivate", SYMBOL, _deactivate,
                lambda op, v: f"the Activation markers come off every {v.named(op['deactivate'])}",
                lambda op, v: [icon("deactivate"), word(v.named(op["deactivate"]))], references=AdversaryNamed("deactivate").references)


# -- what a verb would do now: nothing, and why --------------------------------------------------------------
def idle_time(g: Game, seat: int, op) -> str | None:
    return None if markers.time_space(g) else "the episode has no time track"


def idle_deactivate(g: Game, seat: int, op) -> str | None:
    return None if any(g.zones.size(activation(m)) for m in markers.on_map(g, op["deactivate"])) \
        else "no Adversary of that name is activated"


IDLE = {"time": idle_time, "rewind": idle_time, "deactivate": idle_deactivate}
OPS = [TIME, REWIND, POWER, ACTIVATE, DEACTIVATE]
