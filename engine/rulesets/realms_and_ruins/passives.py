"""Passive cards: what a card does while it lies on top of its owner's discard pile (from the moment it is
bought, since a bought card goes there; until another card covers it or the pile is turned over).

`reveal_hands`: every rival of its owner plays with their hand face up (a random discard of a revealed hand
is chosen instead). `toll`: each time a rival plays or discards a card, the owner may take that much Gold
from them (never more than they have). "Every time after that player plays or discards a card" is judged then:
after each card discarded (by a cost, a verb, training, an interrupt's price) and each card played once it lies
on its discard pile, before anything else is done, while the toll card may still be covered a moment later (its
owner's own card that makes a rival discard pays, the card played then covering it). Our readings: the owners are
asked in turn clockwise from the seat after the payer, each only if the card still tops their pile when asked; a
card played and discarded in one go (an interrupt's card, a card stopped) counts once."""
from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.decisions import Decision, Option
from engine.core.game import Game
from engine.core.procedure import AGAIN, Ask, Frame, Procedure, Push

from .table import discard, kind_of, purse, seat_of

PLAYED_OR_DISCARDED = {"played", "hand"}  # a card reaching its discard pile from these zones was played or discarded


def on_top(game: Game, seat: int, what: str):
    """The value of a passive `what` on the card topping this seat's discard pile, or None."""
    top = game.zones.top(discard(seat))
    return _passives(game).get(game.state.pieces[top], {}).get(what) if top else None


def _passives(game: Game) -> dict:
    """The pack's passive cards and what each does: every discard pile's top card is looked at after each Action."""
    found = game.memo.get("passives")
    if found is None:
        found = game.memo["passives"] = {c.id: c.get("passive") for c in game.cards.values() if c.get("passive")}
    return found


def hand_revealed(game: Game, seat: int) -> bool:
    """Whether a rival's passive card makes this seat play with its hand face up."""
    return seat in revealed_hands(game)


def revealed_hands(game: Game) -> frozenset[int]:
    """The seats a rival's passive card makes play with their hands face up, worked out once for where the pieces lie
    (asked of every hand at every move, for every seat that may see it)."""
    zones = game.zones
    found = game.memo.get("revealed_hands")
    if found is None or found[0] is not zones or found[1] != zones.revision:
        seats = range(game.table.seats)
        showing = [s for s in seats if on_top(game, s, "reveal_hands")]
        found = game.memo["revealed_hands"] = (zones, zones.revision,
                                               frozenset(s for s in seats if any(o != s for o in showing)))
    return found[2]


def plays_and_discards(game: Game, since: int) -> list[int]:
    """The seats that played or discarded a card since this point of the log, once per card, in order."""
    found = []
    for event in game.state.log.events[since:]:
        if event.kind != "piece_moved" or kind_of(event.target) != "discard":
            continue
        source = kind_of(event.source)
        # a card of the deck laid face up on its pile was discarded (a Seer-like verb); a pile turned over was not
        if ((source in PLAYED_OR_DISCARDED or (source == "deck" and event.face_up))
                and seat_of(event.source) == seat_of(event.target)):
            found.append(seat_of(event.target))
    return found


def tolls_due(game: Game, since: int) -> Push | None:
    """The tolls owed for the plays and discards since this point, as a procedure to ask them; None: none."""
    payers = plays_and_discards(game, since)
    if not payers:  # looked at after every verb: mostly nothing was played or discarded since
        return None
    seats = game.table.seats
    owners = [owner for owner in range(seats) if on_top(game, owner, "toll")]
    owed = [[owner, payer] for payer in payers
            for owner in sorted(owners, key=lambda o: (o - payer) % seats) if owner != payer]
    return Push(TOLL.frame(owed=owed)) if owed else None


def tolls_now(game: Game) -> Push | None:
    """The tolls owed for what was played or discarded since the last look, asked now; each look reads on from the
    last (`Table.tolls_seen`), so a card is tolled once."""
    table = game.table
    since = max(table.tolls_seen, table.turn_mark)  # a save from before the look was kept reads this turn on
    table.tolls_seen = len(game.state.log.events)
    return tolls_due(game, since)


def then_tolls(game: Game):
    """`between` for the effect runner: after each verb, the tolls its discards owe."""
    return tolls_now(game)


@dataclass
class Toll:
    """Tolls owed, in order: [owner of the toll card, the rival who played or discarded]."""

    owed: list[list[int]] = field(default_factory=list)


def take_toll(g: Game, f: Frame, answer):
    """Ask each owner of a toll card, in turn, whether they take Gold from the rival who played or discarded."""
    owed = f.data.owed
    if answer is not None:
        owner, payer = owed.pop(0)
        # a toll asked in a save from before typed answers offered {"from": payer} and {}
        if answer.data.get("take", "from" in answer.data):
            for _ in range(min(on_top(g, owner, "toll"), g.zones.size(purse(payer)))):
                g.move(g.zones.top(purse(payer)), purse(owner))
        return AGAIN
    while owed:
        owner, payer = owed[0]
        toll = on_top(g, owner, "toll")
        if toll and g.zones.size(purse(payer)):
            name = g.table.players[payer].name
            title = g.card(g.zones.top(discard(owner))).title
            options = [Option("take", f"Take {min(toll, g.zones.size(purse(payer)))} Gold from {name}",
                              {"take": True, "from": payer}),
                       Option("leave", "Leave it", {"take": False})]
            return Ask(Decision(f"seat:{owner}", "toll", f"{title}: {name} played or discarded a card", options))
        owed.pop(0)
    return None


TOLL = Procedure("toll", [take_toll], frame=Toll)
PROCEDURES = {TOLL.name: TOLL}
