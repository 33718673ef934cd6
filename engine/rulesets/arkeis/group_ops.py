"""Verbs of the card language about several Explorers or the Explorer's own lot: an effect list applied to each
Explorer in the acting Explorer's zone, room or at the table ("each Explorer in the room takes 1 Injury"), and a
Trauma card taken (a trap's or an epilogue's penalty)."""
from __future__ import annotations

from engine.core.effects import Op, icon, word
from engine.core.game import Game
from engine.core.procedure import Frame, Push

from . import board, grapple, harm
from .op_parts import effects_frame, thaw

WHO = {"zone": "in your zone", "room": "in your room", "all": "at the table"}
EACH_SCHEMA = {"type": "object", "properties": {"who": {"enum": list(WHO)}, "effects": {"$ref": "#/$defs/effects"}},
               "required": ["effects"], "additionalProperties": False}


def each_explorer(g: Game, seat: int, who: str) -> list[int]:
    """The Explorers an `each` reaches, the acting one first, then the others in turn order; Back at Camp (no map),
    every Explorer at the table."""
    order = [(seat + k) % g.table.seats for k in range(g.table.seats)]
    here = grapple.explorer_zone(g, seat)
    if who == "all" or not here.startswith("zone:"):
        return order
    if who == "room":
        return [s for s in order if board.area_of(grapple.explorer_zone(g, s)) == board.area_of(here)]
    return [s for s in order if grapple.explorer_zone(g, s) == here]


def _each(g: Game, f: Frame, op):
    spec = op["each"]
    ops = [{"as_explorer": {"seat": s, "effects": thaw(spec["effects"])}}
           for s in each_explorer(g, f.data.seat, spec.get("who", "zone"))]
    return Push(effects_frame(f.data.seat, ops, card=f.data.card))


def _as_explorer(g: Game, f: Frame, op):
    spec = op["as_explorer"]
    return Push(effects_frame(spec["seat"], spec["effects"], card=f.data.card))


EACH = Op("each", EACH_SCHEMA, _each,
          lambda op, v: f"each Explorer {WHO[op['each'].get('who', 'zone')]}: {v.words(op['each']['effects'])}",
          lambda op, v: [icon("each"), word("each:")] + v.marks(op["each"]["effects"]),
          nested=lambda op: [("each.effects", op["each"]["effects"])])
AS_EXPLORER = Op("as_explorer", {"type": "object"}, _as_explorer,
                 lambda op, v: v.words(op["as_explorer"]["effects"]), lambda op, v: v.marks(op["as_explorer"]["effects"]),
                 written=False)


def _trauma(g: Game, f: Frame, op):
    harm.take_trauma(g, f.data.seat)


TRAUMA = Op("trauma", {"const": True}, _trauma, lambda op, v: "take a Trauma card", lambda op, v: [icon("trauma")])

OPS = (EACH, AS_EXPLORER, TRAUMA)
