"""Consequences of actions and events (rulebook, "Consequences of actions and events"): the effect
vocabulary applied op by op, and what happens to a numbered card once it is taken and revealed.

Unless a consequence names others ("each involved character", "one random involved character"),
it applies to the active player alone."""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from engine.core import choices
from engine.core.decisions import Decision, Option
from engine.core.effects import run
from engine.core.game import Game
from engine.core.procedure import END, Ask, Frame, Procedure, Push
from engine.rulesets.sevenths import board, numbered, placement
from engine.rulesets.sevenths.cards import consequences_in, number_of

from . import compound, life
from .actions import BACK, action_def, on_same_terrain
from .returning import return_card
from .table import DRAWN, GLOBAL, QUEST_ITEMS, REVEALED, blocked, discard, hand, purse


LEAFLET_PATH = "@leaflet"  # a path into the Citadel leaflet's pages (a building's Preparation effects), no card's


def ops_at(g: Game, piece: str | None, path: list):
    """The consequence list at a path inside a card's data (actions[i].success, actions[i].rows[r].failure...),
    or inside the leaflet's pages for a path starting with LEAFLET_PATH."""
    if path and path[0] == LEAFLET_PATH:
        return consequences_in(g.table.leaflet.pages, list(path[1:]), dict)
    return consequences_in(g.card(piece).data, path, lambda: action_def(g, piece, BACK))


# -- a hidden number ----------------------------------------------------------------------------------
@dataclass
class Spotting:
    """A character looking for a hidden number on a card."""

    piece: str
    seat: int


def spot(g: Game, f: Frame, answer: Option | None):
    """A hidden number spotted: the card of that number must show the spotted card's number on its back;
    the spotted card is discarded and the new one takes its place."""
    d: Spotting = f.data
    if answer is None:
        return Ask(Decision(f"seat:{d.seat}", "hidden_number", f"Which number did you spot on {g.card(d.piece).title}?",
                            [Option("cancel", "Never mind")], number=(1, 999)))
    if "number" not in answer.data:  # never mind
        return END
    space = g.zones.zone_of(d.piece)
    discard_card(g, d.piece, d.seat)
    frame = take_frame(d.seat, d.seat, [d.seat], answer.data["number"], source=number_of(g.card(d.piece)))
    frame.data.space = space
    return Push(frame)


def wrong_number(g: Game, f: Frame, answer: Option) -> str | None:
    """Why the hidden number answered is refused (checked before anything moves), or None."""
    if "number" not in answer.data:
        return None
    shown = number_of(g.card(f.data.piece))
    if shown is None:
        return "this card has no number to show on a back"
    return numbered.not_summoned(g, answer.data["number"], shown)


SPOT = Procedure("spot", [spot], checks={spot: wrong_number}, frame=Spotting)


CURSOR = "op"  # a consequence frame's cursor: the index of the op being done (`effects.run`)


@dataclass
class Consequence:
    """A consequence list being applied: where it is written, the op being done, and whom it concerns."""

    card: str | None  # the card it is written on (None: the leaflet's pages)
    path: list[Any]  # where the list lies in that card's data (see `ops_at`)
    seat: int  # "you": the active player, or the involved character it applies to now
    active: int
    involved: list[int]
    op: int = 0  # the cursor: the index of the op being done
    shared: int = 0  # life points handed out so far by a `share_life` op
    unblocked: int = 0  # cards unblocked so far by an `unblock` op
    destiny: dict[str, Any] | None = None  # a Destiny symbol being checked: its id, and what is left to give
    offered: list[str] | None = None  # the cards taken for a blank building, one to be chosen (`choose_building`)
    paying: list[str] = field(default_factory=list)  # the cards chosen so far to pay for `return_for`
    looked: list[str] | None = None  # the top cards of the deck being looked at (top first), by `anticipate`
    placed: list[str] = field(default_factory=list)  # ...those whose place is chosen, in that order
    bottoms: list[str] = field(default_factory=list)  # ...of which those going to the bottom
    ordering: list[str] = field(default_factory=list)  # the keys chosen so far while the seat orders them
    i: int | None = None  # read from saves made before the one runner: the cursor, past the op being done
    each: list[int] | None = None  # read from saves made before the one runner: the characters still to go


def consequence_frame(active: int, involved: list[int], piece: str | None, path: list) -> Frame:
    return CONSEQUENCE.frame(card=piece, path=list(path), seat=active, active=active, involved=list(involved))


def apply(g: Game, f: Frame, answer: Option | None):
    """Apply the ops of a consequence list in order (the core's one runner); an op needing a choice or a
    procedure pauses here, and spaces opened meanwhile get their card after each op."""
    d: Consequence = f.data
    if d.i is not None:
        # saved before the one runner: its cursor "i" had moved past the op being done, the one asking too
        d.op, d.i = d.i - (1 if answer is not None else 0), None
    ops = ops_at(g, d.card, d.path)
    return run(g, f, g.ruleset.vocabulary, ops, answer, cursor=CURSOR, between=_between) or END


def _between(g: Game):
    """After each op: spaces opened get their card, and a character who came to with no active player their place."""
    return placement.settle(g) or life.waking(g)


CONSEQUENCE = Procedure("consequence", [apply], frame=Consequence)


@dataclass
class Each:
    """The same consequences for each of these characters in turn."""

    seats: list[int]  # those still to go, next first
    inner: Consequence  # the list, as it applies to whoever goes


def each_step(g: Game, f: Frame, answer: Option | None):
    """The same consequences for each of these characters in turn: one consequence frame each."""
    d: Each = f.data
    if not d.seats:
        return END
    inner = replace(d.inner, seat=d.seats.pop(0), path=list(d.inner.path), involved=list(d.inner.involved))
    return Push(Frame("consequence", "", inner), again=True)


EACH = Procedure("each", [each_step], frame=Each)


# -- where a card goes when it leaves ---------------------------------------------------------------
def owner(g: Game, piece: str) -> int | None:
    """The seat whose zone holds a card (hand, deck, discard pile, purse, blocked cards), if any."""
    kind, _, seat = g.zones.zone_of(piece).partition(":")
    return int(seat) if kind in ("hand", "deck", "discard", "purse", "blocked", "character") else None


def discard_card(g: Game, piece: str, seat: int) -> None:
    """Discard: an action card to its owner's discard pile, any other card to the past (its die to the box)."""
    compound.release(g, piece)
    if g.card(piece).type == "skill":
        holder = owner(g, piece)
        g.move(piece, discard(seat if holder is None else holder))
        return
    space = g.zones.zone_of(piece)
    board.forget(g, piece)
    numbered.to_past(g, piece)
    board.left(g, piece, space)



def block_card(g: Game, piece: str, seat: int) -> None:
    """Block: under its owner's character card, where it is seen by all and does nothing."""
    holder = owner(g, piece)
    if g.zones.zone_of(piece) == DRAWN:
        holder = seat
    g.move(piece, blocked(seat if holder is None else holder))


# -- taking a numbered card -------------------------------------------------------------------------
def pictographs(g: Game) -> list[str]:
    """The pictographs a card's version may match: the scenario's, and those on cards the players hold."""
    found = [g.table.pictograph] if g.table.pictograph else []
    zones = [QUEST_ITEMS] + [z(p.seat) for p in g.table.players for z in (purse, hand)]
    return found + [g.card(c).get("pictograph") for z in zones for c in g.zones.cards(z) if g.card(c).get("pictograph")]


@dataclass
class Taking:
    """A numbered card taken and revealed, and whom it concerns."""

    number: int
    seat: int
    active: int
    involved: list[int]
    if_available: bool = False
    piece: str | None = None  # the card, once found (or the face-down card flipped where it lies)
    space: str | None = None  # where the card it replaces lay, if it takes a place on the board
    source: int | None = None  # taken without a numbox: the number it must show on its back
    resolved: bool = False  # a temporary event's on_reveal consequences were applied


def take_frame(seat: int, active: int, involved: list[int], number: int, if_available: bool = False,
               source: int | None = None) -> Frame:
    """Taking card `number` (`source`: taken without a numbox, it must show that number on its back)."""
    return REVEAL.frame(number=number, seat=seat, active=active, involved=list(involved), if_available=if_available,
                        source=source)


def find_step(g: Game, f: Frame, answer: Option | None):
    """Find the card (green first, the scenario's version first) and reveal it."""
    d: Taking = f.data
    d.piece = numbered.turn_up(g, d.number, d.source, d.piece, d.if_available, pictographs(g))
    return None if d.piece is not None else END


def resolve_step(g: Game, f: Frame, answer: Option | None):
    """What the revealed card does, by its type."""
    d: Taking = f.data
    piece = d.piece
    kind = g.card(piece).type
    if kind in ("terrain", "permanent_event"):
        return placement.onto_board(g, piece, d.space, d.active)
    if kind == "temporary_event":
        return _temporary_event(g, f, answer)
    if kind == "purse":
        return _purse(g, f, answer)
    if kind == "quest_item":
        g.move(piece, QUEST_ITEMS)
    elif kind == "global_event":
        g.move(piece, GLOBAL)
    else:
        discard_card(g, piece, d.seat)
    return None


def _temporary_event(g: Game, f: Frame, answer: Option | None):
    """"One involved character must immediately resolve this event": which one, when the active player took it for
    several involved (one who took it for themselves, each in turn or at random, resolves their own)."""
    d: Taking = f.data
    piece = d.piece
    if not d.resolved:
        if g.card(piece).get("on_reveal"):
            awake = [s for s in d.involved if g.table.player(s).life > 0]
            resolver = d.seat
            if d.seat == d.active and len(awake) > 1:
                options = [Option(f"resolves:{s}", f"{g.table.player(s).name} resolves {g.card(piece).title}",
                                  {"seat": s}) for s in awake]
                chosen = choices.pick(answer, "table", "resolver", f"{g.card(piece).title}: which involved character "
                                      "resolves it?", options, piece=piece)
                if isinstance(chosen, Ask):
                    return chosen
                resolver = chosen.data["seat"]
            d.resolved = True
            frame = consequence_frame(d.active, d.involved, piece, ["on_reveal"])
            frame.data.seat = resolver
            return Push(frame, again=True)
        d.resolved = True
    for index, spec in enumerate(g.card(piece).get("actions", ()) or ()):
        if spec.get("mandatory"):
            # everyone on the revealer's terrain takes it next; the card waits until it is over
            everyone = on_same_terrain(g, d.seat) or [d.seat]
            g.table.mandatory.append({"piece": piece, "index": index, "involved": everyone})
            return None
    if g.zones.zone_of(piece) == REVEALED or g.zones.zone_of(piece).startswith("board:"):
        discard_card(g, piece, d.seat)
    return None


def _purse(g: Game, f: Frame, answer: Option | None):
    """One involved character may keep it in front of them, or it goes to the past if it allows."""
    d: Taking = f.data
    piece = d.piece
    space = g.zones.zone_of(piece)
    if answer is not None:
        if "seat" in answer.data:
            g.move(piece, purse(answer.data["seat"]))
        else:  # left, to the past
            numbered.to_past(g, piece)
        if space.startswith("board:"):
            board.queue_open(g, space)
        return None
    card = g.card(piece)
    options = [Option(f"keep:{s}", f"{g.table.player(s).name} keeps {card.title}", {"seat": s, "piece": piece})
               for s in d.involved if g.table.player(s).life > 0]
    if not card.get("no_discard") or not options:
        options.append(Option("past", f"Leave {card.title} (to the past)"))
    return Ask(Decision(f"seat:{d.seat}", "purse", f"{card.title}: who keeps it?", options, context={"piece": piece}))


def settle_step(g: Game, f: Frame, answer: Option | None):
    return placement.settle(g)


REVEAL = Procedure("reveal", [find_step, resolve_step, settle_step], frame=Taking)
