"""Each player's action deck is their energy: drawing it pays for actions and "−X" discards its top cards.
When a deck holds fewer cards than must leave it, what is there leaves, a Recovery is performed at once
(which does not end the action), and the rest leaves the replenished deck, provided the character is
still conscious (rulebook, "Draw Action cards" and "Recovery")."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

from engine.core import events as ev
from engine.core.chance import Draw, composition
from engine.core.decisions import Option
from engine.core.game import Game
from engine.core.procedure import END, Frame, Procedure, Push

from .life import recovery_frame
from .table import deck, discard


@dataclass
class Payment:
    """Cards leaving the top of a seat's deck."""

    seat: int
    left: int  # cards still to leave
    into: str  # the zone they go to: the drawn cards, or the seat's discard pile
    recovered: bool = False  # the forced Recovery was performed already


def pay_frame(seat: int, count: int, into: str) -> Frame:
    """Cards leaving the top of a seat's deck: drawn face down (into the drawn cards) or discarded."""
    return PAY.frame(seat=seat, left=count, into=into)


def pay(g: Game, f: Frame, answer: Option | None):
    d: Payment = f.data
    seat = d.seat
    face_up = d.into == discard(seat)
    while d.left > 0 and g.table.player(seat).life > 0 and g.zones.size(deck(seat)):
        g.move(g.zones.top(deck(seat)), d.into, face_up=face_up)
        d.left -= 1
    if d.left <= 0 or g.table.player(seat).life == 0:
        return END
    if d.recovered:
        g.emit(ev.Message(f"{g.table.player(seat).name} has no card left to give.", {"rule": "deck_spent", "seat": seat,
                                                                                    "short": d.left}))
        return END
    d.recovered = True
    return Push(recovery_frame(seat, forced=True), again=True)


PAY = Procedure("pay", [pay], frame=Payment)


def drawing(g: Game, seat: int, kind: Callable[[str], Any], drawn: Sequence[str] = ()) -> Draw:
    """The cards a draw from the seat's deck takes, as chance (`pay` takes them so): its deck first — with the cards
    `drawn` face down from it, no better known — then, once it has run out, cards of the discard pile at random,
    which the forced Recovery shuffles back. `kind` says what the odds tell apart of a card."""
    return Draw((composition([kind(p) for p in g.zones.cards(deck(seat))] + [kind(p) for p in drawn]),
                 composition(kind(p) for p in g.zones.cards(discard(seat)))))
