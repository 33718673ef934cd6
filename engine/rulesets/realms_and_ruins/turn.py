"""A turn, in the rulebook's order: the win check at its start, up to two Actions (play a card, buy a card,
use a Realm), the hand refilled at its end, then, between turns, the bought slots revealed again and their
Othersiders added; the next rival clockwise goes on."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.core import choices, effects, events as ev
from engine.core.decisions import Decision, Option
from engine.core.game import Game
from engine.core.procedure import AGAIN, Ask, Frame, Procedure, Push
from engine.core.words import counted

from . import actions, chapters, decks, ending, interrupts, next_card, offers, passives, piles, skills, training
from .events import ActionsGranted, ActionTaken, Bought
from .frames import Play
from .ops import VOCABULARY, title
from .realms import move_cube
from .ruling import cubes, healthy, hero_realm, rules
from .table import GOLD, OTHERSIDERS, REMOVED, discard, hand, played, purse, realm, realm_of, supply


def asks(seat: int) -> str:
    """The owner of a decision this seat answers."""
    return f"seat:{seat}"


@dataclass
class TurnLocals:
    """A turn's locals: how far the tolls were looked at, and the bought slots and symbols still to reveal."""

    tolls_seen: int | None = None  # read from saves made before the table kept where tolls were looked at
    todo: list[str] | None = None  # slots bought this turn not yet revealed (None: between turns not begun)
    symbols: list[list[str]] = field(default_factory=list)  # [kind, slot] of the revealed card still to carry out
    offered: dict[str, Any] | None = None  # read from saves made before typed answers: dropped once answered


# -- the turn -----------------------------------------------------------------------------------------
def start_of_turn(g: Game, f: Frame, answer):
    seat = g.table.active
    g.table.turn_mark = len(g.state.log.events)
    g.emit(ev.TurnBegun(f"{g.table.players[seat].name}'s turn", {"seat": seat}))
    granted = g.table.granted.pop(str(seat), 0)
    if granted:
        g.emit(ActionsGranted(seat, granted, now=True))  # counted among this turn's Actions (TurnSoFar.allowed)
    if all(rules(g, seat, r) for r in g.table.realms):
        ending.rules_everything(g, seat)


def take_actions(g: Game, f: Frame, answer):
    """Ask for an Action until the seat ends its turn or has none left; each runs as its own procedure."""
    seat = g.table.active
    if answer is None:
        tolls = collect_tolls(g, f, None)
        if tolls:
            return Push(tolls.frame, again=True)
        so_far = actions.TurnSoFar(g, seat)
        taken, allowed = so_far.taken(), so_far.allowed(g)
        if taken >= allowed:
            return None
        legal, refused = actions.options(g, seat, so_far)
        # the answers name the cards in hand: only the seat asked may read them
        return Ask(Decision(asks(seat), "action", "Choose an Action, or end your turn", legal, refused=refused,
                            context={"taken": taken, "of": allowed}, private=True))
    f.data.offered = None  # what a save from before typed answers kept of the options
    chosen = answer.data
    if chosen["action"] == "end":
        return None
    if chosen["action"] == "bought":
        skills.buy_action(g, seat, chosen["pay"])  # no Action itself: one more to take
        return AGAIN
    g.emit(ActionTaken(seat, chosen["action"], chosen.get("realm") or chosen["card"]))
    if chosen["action"] == "play":
        return Push(PLAY.frame(seat=seat, card=chosen["card"]), again=True)
    if chosen["action"] == "buy":
        return Push(BUY.frame(seat=seat, slot=chosen["slot"]), again=True)
    if chosen["action"] == "train":
        return Push(training.TRAIN.frame(seat=seat), again=True)
    return Push(EFFECT.frame(seat=seat, realm=chosen["realm"], side=chosen["side"], i=0), again=True)


def refill_hand(g: Game, f: Frame, answer):
    """Draw up to the hand limit; a skill that "may" raise it asks whether it does, when that draws more."""
    seat = g.table.active
    if answer is not None:
        decks.refill(g, seat, answer.data["limit"])
        return None
    if interrupts.refill_skipped(g, seat):
        return None
    usual, most = g.table.hand_limit, decks.hand_limit(g, seat)
    if most > usual and g.zones.size(hand(seat)) < most:
        options = [Option(f"limit:{most}", f"Draw up to {most} cards (your skill raises your hand limit)",
                          {"limit": most, "default": True}),
                   Option(f"limit:{usual}", f"Draw up to {usual} cards", {"limit": usual})]
        return Ask(Decision(asks(seat), "hand_limit", "Your skill may raise your hand limit: up to how many cards "
                            "do you draw?", options))
    decks.refill(g, seat)
    return None


def between_turns(g: Game, f: Frame, answer):
    """Reveal a card into each slot bought empty this turn, and carry out its symbols: Othersiders added,
    then an Event read (unless the table plays without Events, as the rulebook advises for a first game)."""
    table = g.table
    if answer is None and f.data.todo is None:
        f.data.todo = list(table.refills)
        f.data.symbols = []
    if f.data.symbols:
        return Push(symbol_frame(g, f.data.symbols.pop(0)), again=True)
    while f.data.todo:
        slot = f.data.todo.pop(0)
        deck = table.feeds[slot]
        if not g.zones.size(deck):
            continue
        piece = g.zones.top(deck)
        g.move(piece, slot)
        g.emit(ev.Revealed(piece, slot))
        card = g.card(piece)
        if card.get("event") and not table.events:
            g.emit(ev.Message(f"{card.title} shows an Event symbol: ignored", {"rule": "event_ignored"}))
        f.data.symbols = ([["adds", slot]] if card.get("adds") else []) + (
            [["event", slot]] if card.get("event") and table.events else [])
        if f.data.symbols:
            return Push(symbol_frame(g, f.data.symbols.pop(0)), again=True)
    return None


def symbol_frame(g: Game, symbol: list) -> Frame:
    kind, slot = symbol
    if kind == "adds":
        return ADD.frame(seat=g.table.buyer, count=g.card(g.zones.top(slot)).get("adds"), realm=realm_of(slot))
    return chapters.EVENT.frame(seat=g.table.buyer, realm=realm_of(slot))


def collect_tolls(g: Game, f: Frame, answer):
    """The tolls passive cards take for the plays and discards since the last look (each is asked at once, where it
    happens: this only gathers what a step before this rule did not)."""
    f.data.tolls_seen = None  # kept by saves from before the look was the table's
    return passives.tolls_now(g)


def pass_on(g: Game, f: Frame, answer):
    table = g.table
    table.refills = []
    table.buyer = -1
    table.active = (table.active + 1) % table.seats


TURN = Procedure("turn", [start_of_turn, take_actions, refill_hand, between_turns, collect_tolls, pass_on],
                 frame=TurnLocals)


# -- play a card ----------------------------------------------------------------------------------------
def lay_down(g: Game, f: Frame, answer):
    """The card leaves the hand face up: everyone sees what is played."""
    f.data.mark = len(g.state.log.events)  # what "this card" counts (Gold it paid...) starts here
    g.move(f.data.card, played(f.data.seat))


def choose_effect(g: Game, f: Frame, answer):
    """Which of the '- or -' alternatives is played (all of them, in order, where a skill reads 'or' as 'and');
    a "next card" modifier the chosen effect fits then holds for the whole card."""
    seat, card = f.data.seat, g.card(f.data.card)
    if answer is None:
        found = actions.refusals(g, seat, card, f)
        playable = [which for which, _, why in found if not why]
        if playable and len(found) > 1:
            options, refused = actions.effect_options(g, seat, found, f)
            return Ask(Decision(asks(seat), "effect", f"{card.title}: which effect?", options, refused=refused))
        # a replayed card none of whose effects may be chosen is played for nothing
        f.data.effect = playable[0] if playable else None
    else:
        f.data.offered = None  # what a save from before typed answers kept of the options
        f.data.effect = answer.data["effect"]
    next_card.take(g, f, effect_list(g, f))


def resolve(g: Game, f: Frame, answer):
    """Play the effect's verbs in the order written; none is skipped while the pieces allow it. A toll owed for a
    card a verb discarded is asked before the next verb."""
    return effects.run(g, f, VOCABULARY, effect_list(g, f), answer, between=passives.then_tolls)


def effect_list(g: Game, f: Frame) -> list:
    if f.data.ops is not None:
        return f.data.ops  # verbs an Event entry, a cost or a wrapping verb ("may", "only_if") gives
    if f.data.realm is not None:
        return list(g.cards[f.data.realm].get(f.data.side))
    if f.data.effect is None:
        return []  # a card printed with no effect is played for nothing
    return actions.chosen_effect(g, f.data.seat, g.card(f.data.card), f.data.effect)


def to_discard(g: Game, f: Frame, answer):
    """The card played lies on the discard pile: played now, a toll card of a rival may take its due."""
    if g.zones.zone_of(f.data.card) == played(f.data.seat):  # not already laid among its discards
        g.move(f.data.card, discard(f.data.seat))
    return passives.tolls_now(g)


PLAY = Procedure("play", [lay_down, interrupts.window, choose_effect, resolve, piles.place_played, to_discard],
                 frame=Play)
EFFECT = Procedure("realm_effect", [resolve], frame=Play)
# another card's effect; the card stays where it lies
REPLAY = Procedure("replay", [choose_effect, resolve], frame=Play)


# -- buy a card -------------------------------------------------------------------------------------------
@dataclass
class Purchase:
    """A card bought from an Offer slot."""

    seat: int
    slot: str


def pay_cost(g: Game, f: Frame, answer):
    seat = f.data.seat
    realm_id = realm_of(f.data.slot)
    cost = offers.marker(g, realm_id)
    if cost.get("pay"):
        for _ in range(cost.get("pay")):
            g.move(g.zones.top(purse(seat)), GOLD)
        return None
    if cost.get("lose"):
        here = hero_realm(g, seat)
        for _ in range(cost.get("lose")):
            move_cube(g, cubes(g, here, str(seat))[-1], supply(str(seat)))
        return None
    if answer is None:
        return Ask(Decision(asks(seat), "cards", "Two cards of one suit: which is discarded, which removed?",
                            offers.card_pairs(g, seat), private=True))
    chosen = answer.data
    g.move(chosen["discard"], discard(seat))
    g.move(chosen["remove"], REMOVED)
    return passives.tolls_now(g)


def take_card(g: Game, f: Frame, answer):
    seat, slot = f.data.seat, f.data.slot
    piece = g.zones.top(slot)
    g.move(piece, discard(seat))
    g.emit(Bought(seat, piece, slot))
    g.table.refills.append(slot)
    g.table.buyer = seat
    if offers.bought_out(g, slot):
        ending.offer_bought_out(g, realm_of(slot))


BUY = Procedure("buy", [pay_cost, take_card], frame=Purchase)


# -- Othersiders added by a revealed symbol ----------------------------------------------------------------
@dataclass
class Othersiders:
    """Othersiders a revealed card adds: how many, to which Realm, how many the supply lacked."""

    seat: int
    count: int
    realm: str  # the Realm of the revealed card
    to: str = ""  # the Healthy Realm chosen
    left: int = 0


def choose_realm(g: Game, f: Frame, answer):
    seat = f.data.seat
    options = [Option(f"add:{r}", f"Add {counted(f.data.count, 'Othersider')} to the {title(g, r)}", {"realm": r})
               for r in healthy(g)]
    if answer is None:
        return Ask(Decision(asks(seat), "add", "The revealed card adds Othersiders: to which Healthy Realm?",
                            options))
    f.data.to = answer.data["realm"]


def add_from_supply(g: Game, f: Frame, answer):
    left = f.data.count
    while left and g.zones.size(supply(OTHERSIDERS)):
        move_cube(g, g.zones.top(supply(OTHERSIDERS)), realm(f.data.to))
        left -= 1
    f.data.left = left


def sources(g: Game, f: Frame) -> list[Option]:
    """Where the missing Othersiders may come from: the Realms (but the chosen one) holding the most."""
    found = {r: len(cubes(g, r, OTHERSIDERS)) for r in g.table.realms if r != f.data.to}
    most = max(found.values(), default=0)
    return [Option(f"from:{r}", f"From the {title(g, r)}", {"realm": r}) for r, n in found.items() if most and n == most]


def move_the_rest(g: Game, f: Frame, answer):
    """The supply ran short: the rest come from the Realm with the most Othersiders (the seat picks on a tie)."""
    if not f.data.left:
        return None
    options = sources(g, f)
    if not options:
        return None
    chosen = choices.pick(answer, asks(f.data.seat), "add_from", "Which Realm do the Othersiders come from?",
                          options)
    if isinstance(chosen, Ask):
        return chosen
    move_cube(g, cubes(g, chosen.data["realm"], OTHERSIDERS)[-1], realm(f.data.to))
    f.data.left -= 1
    return AGAIN


ADD = Procedure("add_othersiders", [choose_realm, add_from_supply, move_the_rest], frame=Othersiders)

PROCEDURES = {**{p.name: p for p in (TURN, PLAY, EFFECT, REPLAY, BUY, ADD, training.TRAIN)},
              **chapters.PROCEDURES, **interrupts.PROCEDURES, **passives.PROCEDURES}
