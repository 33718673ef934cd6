"""Effects carried out in order (`effects`), a Search card taken by the symbol on its back, read and sent where
it goes (`read`), and an inspection test (`inspect`)."""
from __future__ import annotations

from engine.core import effects, events as ev
from engine.core.decisions import Decision, Option
from engine.core.game import Game
from engine.core.procedure import END, Ask, Frame, Procedure, Push

from . import grapple
from .inspection import met
from .logbook import logging
from .dice import tally
from .ops import VOCABULARY, effects_frame, foes
from .roll import faces, put_back, rolling
from .table import (IN_PLAY, READING, ROLLED, SEARCH_TOKENS, backpack, episode_box, equipped, search_pile,
                    threats)
from .events import Inspected, SearchCardRead
from .frames import Effects, InspectionTest, Reading


# -- an effect list, one verb after the other -------------------------------------------------------------
def run(g: Game, f: Frame, answer):
    """Each op in order, through the core's one runner; a fight result stops as soon as no Adversary of the
    name fought is left in its zone."""
    return effects.run(g, f, VOCABULARY, f.data.effects, answer, stop=fight_over)


def fight_over(g: Game, f: Frame) -> bool:
    """A fight result's list (`while_foe`) whose Adversaries are all gone: the rest of it is not applied."""
    return f.data.while_foe and not foes(g, f)


EFFECTS = Procedure("effects", [run], frame=Effects)


# -- a Search card ------------------------------------------------------------------------------------------
def draw_card(g: Game, f: Frame, answer):
    """One card with the symbol on its back, at random among them: the others stay unread in the pile."""
    d: Reading = f.data
    pile = g.zones.cards(search_pile(d.symbol))
    if not pile:
        g.emit(ev.Message(f"No Search card marked {d.symbol} is left.", {"rule": "no_search_card"}))
        return END
    card = g.rng.pick(pile)
    g.move(card, READING)
    g.emit(ev.Revealed(card, READING))
    read = g.card(card)
    g.emit(SearchCardRead(f"{g.table.explorers[d.seat].name} reads {read.title}: {read.get('text') or ''}".rstrip(": "),
                      {"card": card, "seat": d.seat}))
    d.card = card


def read_card(g: Game, f: Frame, answer):
    return Push(effects_frame(f.data.seat, g.card(f.data.card).get("effects")))


def send_card(g: Game, f: Frame, answer):
    """Put back in its pile (the token stays), or the token discarded (a door it closed opens) and the card
    kept, placed or returned to the episode box."""
    d: Reading = f.data
    seat, card_id = d.seat, d.card
    card = g.card(card_id)
    if card.get("put_back"):
        g.move(card_id, search_pile(card.get("symbol")), 0, face_up=False)
        return END
    if d.token:
        g.move(d.token, SEARCH_TOKENS)
    kind = card.get("kind")
    if card.get("stays"):
        g.move(card_id, IN_PLAY)
    elif kind == "threat":
        g.move(card_id, threats(seat))
        if d.opening:
            g.table.quiet_threats.append(card_id)
    elif kind in ("relic", "equipment"):
        g.move(card_id, backpack(seat))
    else:
        g.move(card_id, episode_box(card.get("episode")))
    grapple.update(g)


def equip_found(g: Game, f: Frame, answer):
    """Equipment just found may be equipped at once, in the slot of its action."""
    d: Reading = f.data
    card = g.card(d.card)
    if card.get("kind") != "equipment" or g.zones.zone_of(d.card) != backpack(d.seat):
        return None
    if answer is None:
        return Ask(Decision(f"seat:{d.seat}", "equip", f"Equip the {card.title} now?",
                            [Option("equip", f"Equip it ({card.get('slot')})", {"card": d.card}),
                             Option("keep", "Keep it in your backpack", {"default": True})]))
    if "card" in answer.data:   # else "Keep it in your backpack"
        equip(g, d.seat, answer.data["card"])


def equip(g: Game, seat: int, item: str) -> None:
    """Into the slot of its action; the item there goes back to the backpack (one item a slot)."""
    slot = g.card(item).get("slot")
    for other in list(g.zones.cards(equipped(seat))):
        if g.card(other).get("slot") == slot:
            g.move(other, backpack(seat))
    g.move(item, equipped(seat))


READ = Procedure("read", [draw_card, read_card, send_card, equip_found], frame=Reading)


# -- an inspection test -------------------------------------------------------------------------------------
def announce(g: Game, f: Frame, answer):
    """The test before the roll; its exact odds (with the dice alone, and with the help at hand: a die set, the
    re-rolls held, the Fate faces the stock can pay for) are the forecast's (`forecast.running`), worked out when
    the table shows them."""
    d: InspectionTest = f.data
    if answer is not None or not d.need:
        return None
    need = ", ".join(f"{n} {s}" for s, n in d.need.items())
    return Ask(Decision(f"seat:{d.seat}", "inspection", f"Roll {d.dice} Inspection dice: you need {need}",
                        [Option("roll", "Roll", {"default": True})], context={"dice": d.dice, "need": dict(d.need)}))


def roll_inspection(g: Game, f: Frame, answer):
    return Push(rolling(f.data.seat, "inspection", f.data.dice))


def log_results(g: Game, f: Frame, answer):
    """The symbols rolled, logged in the logbook when the card says so."""
    d: InspectionTest = f.data
    dice = list(g.zones.cards(ROLLED))
    shown = faces(g, dice)
    d.got = tally(shown)
    put_back(g, dice)
    if d.log:
        return Push(logging(d.seat, [s for face in shown for s in face.symbols if s != "fate"]))
    return None


def judge(g: Game, f: Frame, answer):
    d: InspectionTest = f.data
    got = d.got or {}
    if not d.need:
        return None
    success = met(d.need, got)
    g.emit(Inspected("The inspection succeeds." if success else "The inspection fails.",
                      {"success": success, "rolled": got}))
    effects = d.success if success else d.failure
    return Push(effects_frame(d.seat, effects)) if effects else None


INSPECT = Procedure("inspect", [announce, roll_inspection, log_results, judge], frame=InspectionTest)

__all__ = ["EFFECTS", "INSPECT", "READ", "equip"]
