"""Life points, Recovery and unconsciousness (rulebook, "Life points, Unconsciousness, and Recovery").

A character's action deck is their energy and their life points their reserve: a Recovery shuffles
random cards of the discard pile back into the deck for life points (1 per 2 cards by default; the
Story and Survival variants are the table's `recovery`). At 0 life points a character falls
unconscious at once; when every character is, the adventure is lost. Recovery and falling unconscious
ask questions, so they are procedures (`recovery`, `unconscious`) pushed where they happen."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from engine.core import events as ev
from engine.core.events import Ruled, reads
from engine.core.decisions import Decision, Option
from engine.core.game import Game
from engine.core.procedure import END, Ask, Frame, Goto, Procedure, Push

from engine.core.words import counted
from engine.rulesets.sevenths import board

from .returning import return_card
from .table import BANISHED, blocked, deck, discard, hand, purse

MAX_LIFE = 99


def _name(g: Game, seat: int) -> str:
    return g.table.player(seat).name


def change(g: Game, seat: int, amount: int) -> bool:
    """Gain (or lose, if negative) life points, from 0 to 99; True when this made the character fall
    unconscious (the caller pushes `falls` for them)."""
    player = g.table.player(seat)
    old = player.life
    player.life = max(0, min(MAX_LIFE, old + amount))
    if player.life != old:
        g.emit(ev.ValueChanged(f"life:{seat}", old, player.life))
    if old == 0 and player.life > 0:
        wake(g, seat)
    return old > 0 and player.life == 0


def falls(seats: list[int], again: bool = True) -> Push | None:
    """A step's result after life points changed: those who fell unconscious go through it now (then
    the step runs `again`, or the procedure goes on)."""
    return Push(UNCONSCIOUS.frame(seats=list(seats)), again=again) if seats else None


def wake(g: Game, seat: int) -> None:
    """Back to consciousness: the figure goes on the active player's terrain; with no active player (or one without a
    figure), on the terrain of a character of the players' choice: asked (`place_woken`) where there is a choice."""
    player = g.table.player(seat)
    g.emit(ev.Message(f"{player.name} regains consciousness.", {"rule": "conscious", "seat": seat}))
    active = g.table.player(g.table.active) if g.table.active is not None else None
    if active is not None and active.seat != seat and active.life > 0 and active.at:
        terrains = [active.at]
    else:
        terrains = _terrains(g, seat)
    if len(terrains) > 1:
        player.at = None
        if seat not in g.table.waking:
            g.table.waking.append(seat)
        return
    player.at = terrains[0] if terrains else None  # nobody on the board: at the Citadel, the next scenario places all
    if player.at:
        g.emit(ev.Message(f"{player.name} stands up beside the others.", {"rule": "woken", "seat": seat, "at": player.at}))


def _terrains(g: Game, seat: int) -> list[str]:
    """The board slots of the terrains the other conscious characters stand on, each once."""
    return list(dict.fromkeys(p.at for p in g.table.conscious() if p.seat != seat and p.at))


def place_woken(g: Game, answer: Option | None = None) -> Ask | None:
    """Where a character who came to with no active player puts their figure back: on any character's terrain, the
    players' choice ("If there is no active player, they put their figure onto any chosen character's Terrain card")."""
    table = g.table
    while table.waking:
        seat = table.waking[0]
        player = table.player(seat)
        terrains = _terrains(g, seat)
        if player.life == 0 or player.at or seat in table.left or len(terrains) < 2:
            table.waking.pop(0)
            if player.life > 0 and not player.at and terrains and seat not in table.left:
                player.at = terrains[0]
            continue
        if answer is not None:
            table.waking.pop(0)
            player.at = answer.data["at"]
            g.emit(ev.Message(f"{player.name} stands up on {g.card(board.terrain_in(g, player.at)).title}.",
                              {"rule": "woken", "seat": seat, "at": player.at}))
            answer = None
            continue
        options = []
        for at in terrains:
            there = ", ".join(p.name for p in table.conscious() if p.at == at and p.seat != seat)
            options.append(Option(f"wake:{seat}:{at}", f"On {g.card(board.terrain_in(g, at)).title}, beside {there}",
                                  {"seat": seat, "at": at}))
        return Ask(Decision("table", "wake", f"{player.name} regains consciousness: on whose terrain?", options,
                            context={"seat": seat}))
    return None


def woken_step(g: Game, f: Frame, answer: Option | None):
    return place_woken(g, answer)


@dataclass
class Waking:
    """Characters who came to waiting to be placed: who they are is the table's (`waking`); no locals."""


WAKING = Procedure("waking", [woken_step], frame=Waking)


def waking(g: Game) -> Push | None:
    """The figures of characters who came to, waiting for the players to say where they stand (between two ops of a
    consequence list, or before the next action is chosen)."""
    return Push(WAKING.frame(), again=True) if g.table.waking else None


# -- Recovery -------------------------------------------------------------------------------------
class Recovered(Ruled):
    """A Recovery performed: whose, the cards shuffled back into the deck and the life points it cost."""

    __slots__ = ()
    rule: ClassVar[str] = "recovery"
    ruleset: ClassVar = "seventh-citadel"
    seat = reads("seat")
    cards = reads("cards", 0)
    life = reads("life", 0)


@dataclass
class Recovery:
    """A Recovery: whose, and whether it was forced by an empty deck (then it may not be declined)."""

    seat: int
    forced: bool = False


def lots(g: Game, seat: int) -> int:
    """How many times a Recovery's price may be paid: life points allow it, and cards are there to take."""
    cards, life = g.table.recovery
    pile = g.zones.size(discard(seat))
    return min(g.table.player(seat).life // life, -(-pile // cards))


def knocked_out(g: Game, seat: int) -> str:
    """What a Recovery spending every life point left ends: the character falls unconscious (and banishes a card
    drawn), and with the last conscious one the adventure is lost."""
    name = _name(g, seat)
    last = [p.seat for p in g.table.conscious()] == [seat]
    return (f"{name} spends every life point left and falls unconscious: the figure leaves the board, one card "
            "drawn is banished for good" + (", and with nobody left conscious the adventure is lost." if last else "."))


def recover(g: Game, seat: int, count: int) -> list[str]:
    """Shuffle up to `count` random cards of the seat's discard pile back into its deck."""
    pile = list(g.zones.cards(discard(seat)))
    g.rng.shuffle(pile)
    chosen = pile[:count]
    for piece in chosen:
        g.move(piece, deck(seat), face_up=False)
    if chosen:
        g.zones.shuffle(deck(seat), g.rng)
        g.emit(ev.Shuffled(deck(seat)))
    return chosen


def ask_recovery(g: Game, f: Frame, answer: Option | None):
    """How many life points to spend; a forced Recovery (the deck ran out) may not be declined."""
    d: Recovery = f.data
    seat, (cards, life) = d.seat, g.table.recovery
    if answer is None:
        most = lots(g, seat)
        if most == 0:
            g.emit(ev.Message(f"{_name(g, seat)} cannot perform a Recovery.", {"rule": "no_recovery", "seat": seat}))
            return END
        left = g.table.player(seat).life
        options = [Option(f"spend:{k}", f"Lose {counted(k * life, 'life point')} to shuffle "
                                        f"{counted(k * cards, 'random card')} back",
                          {"life": k * life, "cards": k * cards},
                          irreversible=knocked_out(g, seat) if k * life >= left else None) for k in range(1, most + 1)]
        if not d.forced:
            options.append(Option("cancel", "No Recovery"))
        why = "the action deck is empty: " if d.forced else ""
        return Ask(Decision(f"seat:{seat}", "recovery", f"{_name(g, seat)}: {why}how many life points for a Recovery?",
                            options, context={"seat": seat, "forced": d.forced}))
    if "life" not in answer.data:  # no Recovery
        return END
    spent = answer.data["life"]
    back = recover(g, seat, answer.data["cards"])
    g.emit(Recovered(f"{_name(g, seat)} recovers {counted(len(back), 'card')}.", seat=seat, cards=len(back), life=spent))
    return falls([seat] if change(g, seat, -spent) else [], again=False)


RECOVERY = Procedure("recovery", [ask_recovery], frame=Recovery)


def recovery_frame(seat: int, forced: bool) -> Frame:
    return RECOVERY.frame(seat=seat, forced=forced)


# -- Unconsciousness ------------------------------------------------------------------------------
@dataclass
class Unconscious:
    """The characters falling unconscious, first one first, and the cards the first one drew."""

    seats: list[int] = field(default_factory=list)
    drawn: list[str] = field(default_factory=list)


def fall_down(g: Game, f: Frame, answer: Option | None):
    """At once: the figure leaves the board, TEMPORARY cards are returned, the hand is discarded, the
    discard pile is shuffled into the deck and 3 cards are drawn to form the hand."""
    d: Unconscious = f.data
    if not d.seats:
        return END
    seat = d.seats[0]
    player = g.table.player(seat)
    player.at = None
    g.emit(ev.Message(f"{player.name} falls unconscious.", {"rule": "unconscious", "seat": seat}))
    if not g.table.conscious():
        g.end("loss", "every character is unconscious")
    for piece in [*g.zones.cards(purse(seat)), *g.zones.cards(blocked(seat))]:  # blocked ones are theirs too
        if "temporary" in (g.card(piece).get("keywords") or ()):
            return_card(g, piece)
    for piece in list(g.zones.cards(hand(seat))):
        g.move(piece, discard(seat))
    recover(g, seat, g.zones.size(discard(seat)))
    for _ in range(3):
        if g.zones.size(deck(seat)):
            g.move(g.zones.top(deck(seat)), hand(seat))
    d.drawn = list(g.zones.cards(hand(seat)))


def banish_one(g: Game, f: Frame, answer: Option | None):
    """...then banishes one of the cards drawn, of the player's choice."""
    d: Unconscious = f.data
    seat, drawn = d.seats[0], d.drawn
    if drawn and answer is None:
        options = [Option(f"banish:{p}", f"Banish {g.card(p).title}", {"piece": p}) for p in drawn]
        return Ask(Decision(f"seat:{seat}", "banish", f"{_name(g, seat)} falls unconscious: banish one card drawn",
                            options, private=True))
    if drawn:
        g.move(answer.data["piece"], BANISHED)
    d.seats.pop(0)
    return Goto("fall_down")


UNCONSCIOUS = Procedure("unconscious", [fall_down, banish_one], frame=Unconscious)
