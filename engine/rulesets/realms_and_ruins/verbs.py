"""Verbs some cards need beyond the rulebook's common list: gather all your Followers where your Hero stands
(no Move), flip a coin (heads or tails play different lists), and demand a card of a suit from a rival (who
discards one of their choice, or, holding none, may lose a Follower to you)."""
from __future__ import annotations

from engine.core import events as ev
from engine.core.decisions import Decision, Option
from engine.core.effects import Op, icon, word
from engine.core.game import Game
from engine.core.procedure import Ask, Frame

from . import history
from .branches import play_inside
from .events import HoldsNone
from .fields import EFFECT
from .realms import move_cube, to_supply
from .ruling import cubes, hero_realm
from .skills import guarded as skills_guard
from .table import discard, hand, realm


# -- gather: every Follower of yours to your Hero's Realm -------------------------------------------------
def _gather(g: Game, f: Frame, op) -> None:
    seat = f.data.seat
    here = hero_realm(g, seat)
    for r in g.table.realms:
        if r != here:
            for piece in list(cubes(g, r, str(seat))):
                move_cube(g, piece, realm(here))


GATHER = Op("gather", {"const": True}, _gather,
            lambda op, v: "bring all your Followers to your Hero's Realm (no Move)",
            lambda op, v: [icon("gather"), word("all to your Hero")])


# -- flip: a coin decides --------------------------------------------------------------------------------
def _flip(g: Game, f: Frame, op):
    side = ("heads", "tails")[g.rng.index(2)]
    g.emit(ev.Message(f"The coin shows {side}", {"rule": "coin", "side": side, "seat": f.data.seat}))
    then = op["flip"].get(side)
    return play_inside(f, then) if then else None


FLIP = Op("flip", {"type": "object", "properties": {"heads": EFFECT, "tails": EFFECT}, "additionalProperties": False,
                   "minProperties": 1}, _flip,
          lambda op, v: "flip a coin: " + "; ".join(f"{side}: {v.words(op['flip'][side])}"
                                                    for side in ("heads", "tails") if side in op["flip"]),
          lambda op, v: [icon("coin"), word("heads / tails")],
          nested=lambda op: [(f"flip.{side}", e) for side, e in op["flip"].items()])


# -- demand: a rival discards a card of the suit you name, or loses a Follower to you ---------------------
def _suits(g: Game) -> list[str]:
    return list(g.table.realms)  # the suits are the Realms' colours


def _demand_options(g: Game, f: Frame) -> list[Option]:
    me = f.data.seat
    return [Option(f"demand:{p.seat}:{s}", f"{p.name} discards a {g.cards[s].title} card", {"seat": p.seat, "suit": s})
            for p in g.table.players if p.seat != me for s in _suits(g)]


def _demand(g: Game, f: Frame, op):
    f.data.stage = "ask"
    return Ask(Decision(f"seat:{f.data.seat}", "demand", "Which rival, and which suit?", _demand_options(g, f)))


def _matching(g: Game, seat: int, suit: str) -> list[str]:
    return [p for p in g.zones.cards(hand(seat)) if g.card(p).get("suit") == suit]


def _removal_options(g: Game, f: Frame) -> list[Option]:
    me, rival = f.data.seat, f.data.rival
    return [Option(f"remove:{rival}:{r}", f"Remove a Follower of {g.table.players[rival].name} from the "
                   f"{g.cards[r].title}", {"realm": r}) for r in g.table.realms
            if cubes(g, r, str(rival)) and not skills_guard(g, me, str(rival), r, "remove")]


def _demanded(g: Game, f: Frame, op, answer: Option):
    stage = f.data.stage
    if stage == "ask":
        chosen = answer.data
        f.data.rival, f.data.suit = chosen["seat"], chosen["suit"]
        cards = _matching(g, chosen["seat"], chosen["suit"])
        if cards:
            f.data.stage = "discard"
            options = [Option(f"discard:{p}", f"Discard {g.card(p).title}", {"card": p}) for p in cards]
            return Ask(Decision(f"seat:{chosen['seat']}", "demanded", f"Discard a {g.cards[chosen['suit']].title} "
                                "card (you must)", options, private=True))
        g.emit(HoldsNone(f"{g.table.players[chosen['seat']].name} holds no {g.cards[chosen['suit']].title} card",
                         seat=chosen["seat"]))
        options = _removal_options(g, f)
        if not options:
            return None
        f.data.stage = "remove"
        # "you are allowed to Remove 1 of their Followers": the demander may leave them all (a removal can hand
        # a Realm to the Othersiders)
        options.append(Option("remove:stop", "Remove none of them", {"stop": True}))
        return Ask(Decision(f"seat:{f.data.seat}", "remove", "Which of their Followers do you remove?", options))
    if stage == "discard":
        g.move(answer.data["card"], discard(f.data.rival))
        return None
    if answer.data.get("stop"):
        return None
    chosen = answer.data
    to_supply(g, cubes(g, chosen["realm"], str(f.data.rival))[-1])
    history.record(g, f.data.seat, "remove", owner=str(f.data.rival))
    return None


DEMAND = Op("demand", {"const": True}, _demand,
            lambda op, v: "a rival you choose discards a card of the suit you name; holding none, you remove 1 of "
                          "their Followers", lambda op, v: [icon("demand"), word("a suit, or a Follower")],
            answer=_demanded)

OPS = [GATHER, FLIP, DEMAND]
