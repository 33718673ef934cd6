"""A character leaving the adventure for good, between actions (rulebook, "Leaving the adventure partway
through"): their figure, character card and character skills (in hand, deck, discard pile or blocked)
go back to the box, and so do the cards that may not be discarded; their advanced and reflex skills go
to other players, who discard them, and their other purse cards (blocked or not) too, blocked ones staying
blocked; then their life points are divided equally among the conscious characters left (what does not
divide is lost). A player joins only at the Citadel, before a scenario (`campaign`)."""
from __future__ import annotations

from dataclasses import dataclass

from engine.core import events as ev
from engine.core.decisions import Decision, Option
from engine.core.game import Game
from engine.core.procedure import END, Ask, Frame, Procedure
from engine.rulesets.sevenths.numbered import return_card

from . import compound
from .life import change
from .table import BOX, blocked, deck, discard, hand, purse


def why_not(g: Game, seat: int) -> str | None:
    if seat in g.table.left:
        return "this character has left already"
    if len(g.table.present()) < 2:
        return "the last character cannot leave: the adventure would have nobody"
    return None


def what_ends(g: Game, seat: int) -> str:
    """What leaving ends, in the words the table asks the players to confirm."""
    name = g.table.player(seat).name
    return (f"{name}'s character leaves the adventure for good: the figure and the character's own skills go back "
            "to the box, the other cards go to the other players, and the life points are shared out. "
            "It cannot be taken back.")


@dataclass
class Leaving:
    """A character leaving the adventure."""

    seat: int
    handing: list[str] | None = None  # the cards still to hand to other players, first first (None: not put away yet)


def leave_frame(seat: int) -> Frame:
    return LEAVE.frame(seat=seat)


def _returns(g: Game, seat: int) -> list[str]:
    """Put back in the box what goes back; the cards to hand to other players, in order."""
    player = g.table.player(seat)
    player.at = None
    g.move(player.character, BOX)
    handing = []
    for zone in (hand(seat), deck(seat), discard(seat), blocked(seat), purse(seat)):
        for piece in list(g.zones.cards(zone)):
            card = g.card(piece)
            compound.release(g, piece)
            if card.type == "skill" and card.get("kind") == "character":
                g.move(piece, BOX, face_up=False)
            elif card.get("no_discard"):
                return_card(g, piece)
            else:
                handing.append(piece)
    return handing


def hand_over(g: Game, f: Frame, answer: Option | None):
    d: Leaving = f.data
    seat = d.seat
    if d.handing is None:
        name = g.table.player(seat).name
        d.handing = _returns(g, seat)
        g.emit(ev.Message(f"{name}'s character leaves the adventure.", {"rule": "left", "seat": seat}))
    if answer is not None:
        piece, to = d.handing.pop(0), answer.data["seat"]
        if g.card(piece).type == "skill":
            g.move(piece, discard(to))
        else:
            g.move(piece, (blocked if g.zones.zone_of(piece) == blocked(seat) else purse)(to))
    if not d.handing:
        return None
    piece = d.handing[0]
    others = [p for p in g.table.present() if p.seat != seat]
    what = "discards" if g.card(piece).type == "skill" else "takes"
    options = [Option(f"to:{p.seat}", f"{p.name} {what} {g.card(piece).title}", {"seat": p.seat, "piece": piece})
               for p in others]
    return Ask(Decision("table", "hand_over", f"{g.card(piece).title}: to whom?", options, context={"piece": piece}))


def share_out(g: Game, f: Frame, answer: Option | None):
    seat = f.data.seat
    player = g.table.player(seat)
    g.table.left.append(seat)
    life, player.life = player.life, 0
    g.emit(ev.ValueChanged(f"life:{seat}", life, 0))
    awake = g.table.conscious()
    if not awake:
        g.end("loss", "every character left is unconscious")
    for other in awake:
        change(g, other.seat, life // len(awake))
    return END


LEAVE = Procedure("leave", [hand_over, share_out], frame=Leaving)
