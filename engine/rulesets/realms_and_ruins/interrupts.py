"""Interrupts: a card played out of turn, outside the Action budget, that stops the card another seat has
just played (its effects are negated, it goes to its discard pile, its Action stays spent). The interrupt's
cost (Followers lost, cards discarded, Gold given to the seat whose card it stops) is paid as it is played;
a seat that cannot pay cannot play it. Whoever plays one skips the refill of their hand at the end of their
next turn (the turn it is played in too, when it is their own).

The window that does not tell who holds an interrupt: after a card is laid down and before its effects,
when any other seat owns an interrupt card (anywhere among its cards: which cards a seat owns is public,
every card it has was bought face up), every seat but the one that played is asked, one at a time in any
order, to interrupt or let it be. Seats holding an interrupt they can pay may answer either; the others may
only let it be; the question and the answers shown are the same for everyone. The first interrupt closes the
window; being a card played, it opens its own window in turn, so chains are answered last in first out
(the `interrupt_chains` setup option may forbid them). When no other seat owns one, nobody is asked."""
from __future__ import annotations

from dataclasses import dataclass, field

from engine.core import events as ev
from engine.core.decisions import Decision, Option
from engine.core.game import Game
from engine.core.procedure import Ask, Frame, Goto, Procedure, Push

from . import passives
from .events import Interrupted
from .frames import Play
from .ruling import cubes
from .table import deck, discard, hand, played, purse

EFFECTS = "realm_effect"          # the procedure that plays a list of verbs for one seat (turn.EFFECT)
AFTER = {"play": "to_discard", "interrupt": "discard_interrupt"}   # where a stopped card goes on


def cost(card) -> dict:
    return dict(card.get("interrupt") or {})


def owns_one(game: Game, seat: int) -> bool:
    """Whether the seat owns an interrupt card anywhere among its cards (public: all were bought face up)."""
    interrupting, printed = _interrupt_cards(game), game.state.pieces
    return any(printed[p] in interrupting for zone in (hand(seat), deck(seat), discard(seat), played(seat))
               for p in game.zones.cards(zone))


def _interrupt_cards(game: Game) -> frozenset[str]:
    """The pack's interrupt cards: every card each other seat owns is looked at whenever a card is played."""
    found = game.memo.get("interrupt_cards")
    if found is None:
        found = game.memo["interrupt_cards"] = frozenset(c.id for c in game.cards.values() if c.get("interrupt"))
    return found


def cannot_pay(game: Game, seat: int, piece: str) -> str | None:
    """Why this seat cannot pay this interrupt card's cost now; None when it can."""
    price = cost(game.card(piece))
    if price.get("lose") and sum(len(cubes(game, r, str(seat))) for r in game.table.realms) < price["lose"]:
        return "you have no Follower to lose in the Realms"
    if price.get("discard") and game.zones.size(hand(seat)) - 1 < price["discard"]:
        return "you have no other card to discard"
    if price.get("give") and game.zones.size(purse(seat)) < price["give"]:
        return "you have no Gold to give"
    return None


def playable(game: Game, seat: int) -> list[str]:
    """The interrupt cards in the seat's hand it can pay for now."""
    return [p for p in game.zones.cards(hand(seat)) if game.card(p).get("interrupt") and not cannot_pay(game, seat, p)]


def window(g: Game, f: Frame, answer):
    """Every other seat is asked whether it interrupts the card just played, when any of them owns one."""
    seat, table = f.data.seat, g.table
    if answer is None and not f.data.asked:
        f.data.asked = True
        f.data.mark = len(g.state.log.events)
        others = [(seat + n) % table.seats for n in range(1, table.seats)]
        chained = f.proc == "play" or table.chains
        f.data.waiting = others if chained and any(owns_one(g, s) for s in others) else []
    elif answer is not None and not answer.data.get("pass"):
        f.data.waiting = []
        return Push(INTERRUPT.frame(seat=g.answered_by, against=seat, target=f.data.card), again=True)
    elif answer is not None:
        f.data.waiting.remove(g.answered_by)
    if stopped(g, f):
        return Goto(AFTER[f.proc])
    if not f.data.waiting:
        return None
    card = g.card(f.data.card)
    name = table.players[seat].name
    options = [Option("interrupt", f"Interrupt {card.title}", {"against": seat}),
               Option("pass", "Let it be", {"pass": True})]
    eligible = tuple(s for s in f.data.waiting if playable(g, s))
    return Ask(Decision("any", "interrupt", f"{name} plays {card.title}: does anyone interrupt it?", options,
                        eligible=eligible, waiting=tuple(f.data.waiting), context={"card": f.data.card}))


def stopped(g: Game, f: Frame) -> bool:
    """Whether the card of this frame was interrupted since its window opened."""
    return any(e.kind == "realms_interrupted" and e.card == f.data.card
               for e in g.state.log.events[f.data.mark:])


@dataclass
class Interrupt:
    """An interrupt card played against another seat's card; its own window may be interrupted in turn."""

    seat: int
    against: int  # the seat whose card it stops
    target: str  # the card it stops
    card: str = ""  # the interrupt card, once chosen
    discarded: int = 0  # cards of its cost discarded so far
    asked: bool = False
    mark: int | None = None
    waiting: list[int] = field(default_factory=list)


# -- an interrupt card played -------------------------------------------------------------------------------
def choose_card(g: Game, f: Frame, answer):
    seat = f.data.seat
    cards = playable(g, seat)
    if answer is None and len(cards) > 1:
        options = [Option(f"with:{p}", f"Interrupt with {g.card(p).title}", {"card": p}) for p in cards]
        return Ask(Decision(f"seat:{seat}", "interrupt_card", "Which card do you interrupt with?", options,
                            private=True))
    f.data.card = cards[0] if answer is None else answer.data["card"]


def lay_down(g: Game, f: Frame, answer):
    seat, table = f.data.seat, g.table
    g.move(f.data.card, played(seat))
    # the refill at the end of the seat's next turn is skipped, and this turn's when the turn is its own
    table.locked[str(seat)] = 2 if seat == table.active else 1
    g.emit(ev.Message(f"{table.players[seat].name} interrupts with {g.card(f.data.card).title}",
                      {"rule": "interrupt", "seat": seat, "against": f.data.against}))


def pay(g: Game, f: Frame, answer):
    """The cost, paid now: Gold given to the seat whose card it stops, cards discarded, Followers lost."""
    seat, price = f.data.seat, cost(g.card(f.data.card))
    if price.get("give"):
        for _ in range(price["give"]):
            g.move(g.zones.top(purse(seat)), purse(f.data.against))
        return None
    if price.get("lose"):
        return Push(Frame(EFFECTS, "", Play(seat, ops=[{"lose": price["lose"]}])))
    left = price["discard"] - f.data.discarded
    if answer is not None:
        g.move(answer.data["card"], discard(seat))
        f.data.discarded += 1
        left -= 1
        tolls = passives.tolls_now(g)  # a card discarded: a rival's toll card may take its due now
        if tolls is not None:
            return Push(tolls.frame, again=True) if left > 0 else tolls
    if left <= 0:
        return None
    options = [Option(f"discard:{p}", f"Discard {g.card(p).title}", {"card": p}) for p in g.zones.cards(hand(seat))]
    return Ask(Decision(f"seat:{seat}", "interrupt_cost", "Which card do you discard?", options, private=True))


def strike(g: Game, f: Frame, answer):
    """Not stopped in its turn: the card it answers is negated."""
    g.emit(Interrupted(f.data.against, f.data.target, f.data.seat, f.data.card))


def discard_interrupt(g: Game, f: Frame, answer):
    g.move(f.data.card, discard(f.data.seat))
    return passives.tolls_now(g)  # the interrupt card was played


INTERRUPT = Procedure("interrupt", [choose_card, lay_down, pay, window, strike, discard_interrupt], frame=Interrupt)
PROCEDURES = {INTERRUPT.name: INTERRUPT}


def refill_skipped(game: Game, seat: int) -> bool:
    """At the end of the seat's turn: whether an interrupt it played keeps it from refilling (counts one down)."""
    left = game.table.locked.get(str(seat), 0)
    if not left:
        return False
    if left == 1:
        del game.table.locked[str(seat)]
    else:
        game.table.locked[str(seat)] = left - 1
    game.emit(ev.Message(f"{game.table.players[seat].name} played an interrupt: no refill this turn",
                         {"rule": "interrupt_no_refill", "seat": seat}))
    return True
