"""Replays: play the effect of another card as if just played, for no Action of its own: the top card of
your discard pile (Cast- or Enchantress-like), of a rival's (Shapeshifter-like), or a revealed offer card in
your Hero's Realm (the Sorceress-like Hero card). The replayed card stays where it lies. Nothing is played
when the pile is empty, when the card is not of the kind asked for, or when the card itself replays (it
would replay the card under it, or loop)."""
from __future__ import annotations

from engine.core import events as ev
from engine.core.decisions import Decision, Option
from engine.core.effects import Op, icon, word
from engine.core.game import Game
from engine.core.procedure import Ask, Frame, Push

from .frames import Play
from .next_card import inherited
from .ruling import hero_realm
from .table import discard, realm_of

REPLAY = "replay"  # the procedure that plays a replayed card's effect (turn.py)
SOURCES = {
    "own_discard": "the top card of your discard pile",
    "rival_discard": "the top card of a rival's discard pile",
    "offer": "a revealed offer card in your Hero's Realm",
}


def replays(card) -> bool:
    """Whether any of a card's alternatives replays another card."""
    return any("replay" in op for effect in card.get("effects") or () for op in effect)


def _nothing(g: Game, f: Frame, why: str) -> None:
    g.emit(ev.Message(f"Nothing is replayed: {why}", {"rule": "replay_nothing", "seat": f.data.seat}))


def _play(g: Game, f: Frame, op, piece: str | None):
    if piece is None:
        _nothing(g, f, "there is no card to replay")
        return None
    card = g.card(piece)
    if op.get("of") and card.type != op["of"]:
        _nothing(g, f, f"{card.title} is not a {op['of']} card")
        return None
    if replays(card):
        _nothing(g, f, f"{card.title} replays a card itself")
        return None
    g.emit(ev.Message(f"{g.table.players[f.data.seat].name} replays {card.title}",
                      {"rule": "replay", "seat": f.data.seat, "card": piece}))
    data = {**inherited(f), "mark": len(g.state.log.events)}
    return Push(Frame(REPLAY, "", Play(**data, card=piece)), again=True)


def choices(g: Game, f: Frame, op) -> list[Option]:
    seat = f.data.seat
    if op["replay"] == "rival_discard":
        return [Option(f"replay:{p.seat}", f"Replay {g.card(g.zones.top(discard(p.seat))).title}, "
                       f"the top card of {p.name}'s discard pile", {"piece": g.zones.top(discard(p.seat))})
                for p in g.table.players if p.seat != seat and g.zones.size(discard(p.seat))]
    here = hero_realm(g, seat)
    slots = sorted(s for s in g.table.feeds if realm_of(s) == here and g.zones.size(s))
    return [Option(f"replay:{s}", f"Replay {g.card(g.zones.top(s)).title} from the Offer", {"piece": g.zones.top(s)})
            for s in slots]


def _replay(g: Game, f: Frame, op):
    if op["replay"] == "own_discard":
        return _play(g, f, op, g.zones.top(discard(f.data.seat)))
    options = choices(g, f, op)
    if not options:
        return _play(g, f, op, None)
    prompt = "Whose top discard do you replay?" if op["replay"] == "rival_discard" else "Which offer card do you replay?"
    return Ask(Decision(f"seat:{f.data.seat}", "replay", prompt, options))


def _replay_answered(g: Game, f: Frame, op, answer: Option):
    return _play(g, f, op, answer.data["piece"])


def _words(op, v) -> str:
    kind = f" if it is a {op['of']} card" if op.get("of") else ""
    return f"play the effect of {SOURCES[op['replay']]}{kind}"


REPLAY_OP = Op("replay", {"enum": list(SOURCES)}, _replay, _words,
               lambda op, v: [icon("replay"), word(_words(op, v))], answer=_replay_answered,
               riders={"of": {"enum": ["starting", "offer", "hero"]}})
