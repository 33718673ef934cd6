"""An Explorer's turn in its four phases: start-of-turn effects of its cards, then of the Adversaries it
grapples with (each name once), free reorganising of its equipment, up to two actions (Rebecca may lend one
to an Explorer of her room, choosing which); then end-of-turn abilities, and the next Explorer clockwise. Before all, the
opening: in the intermediate elite mode the Adversaries using their elite profiles, then the first player, both
chosen by the table, and the episode's starting Search card."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.core import choices, events as ev
from engine.core.decisions import Decision, Option
from engine.core.game import Game
from engine.core.procedure import Ask, Frame, Procedure, Push

from . import actions, board, grapple, harm, markers, setup
from .op_parts import effects_frame
from .reading import equip
from .roll import ability
from .table import backpack, equipped, experience, threats, trauma_slots
from .events import IntroductionRead
from .frames import Reading


def asks(seat: int) -> str:
    return f"seat:{seat}"


def name(g: Game, seat: int) -> str:
    return g.table.explorers[seat].name


def stock_consequence(g: Game, seat: int) -> Push | None:
    """The episode's consequence of an empty Fate stock, once the effect that emptied it is over."""
    if not g.table.stock_emptied:
        return None
    g.table.stock_emptied = False
    effects = g.cards[g.table.episode].get("stock_empty")
    return Push(effects_frame(seat, effects), again=True) if effects else None


# -- the opening ----------------------------------------------------------------------------------------
def choose_elites(g: Game, f: Frame, answer):
    """The intermediate elite mode: the table chooses, one after the other, the Adversaries whose elite profiles
    replace regular ones (the pack marks those the rulebook names as examples)."""
    if g.table.elite != "intermediate":
        return None
    while setup.elite_waiting(g):
        options = [Option(f"elite:{a}", f"Use the elite profile of the {g.cards[a].title}"
                          + (" (suggested)" if g.cards[a].get("intermediate_elite") else ""), {"adversary": a})
                   for a in setup.elite_waiting(g)]
        options.append(Option("done", "No more elite Adversaries", {"default": True}))
        chosen = choices.pick(answer, "table", "elite",
                              "Intermediate elite mode: which Adversaries use their elite profile?", options)
        answer = None
        if isinstance(chosen, Ask):
            return chosen
        if "adversary" not in chosen.data:   # "No more"
            return None
        setup.use_elite(g, chosen.data["adversary"])
    return None


def choose_first(g: Game, f: Frame, answer):
    if answer is None:
        return Ask(Decision("table", "first_player", "Who starts the episode?",
                            [Option(f"first:{p.seat}", f"{p.name} starts", {"seat": p.seat}) for p in g.table.explorers]))
    g.table.active = g.table.first = answer.data["seat"]
    episode = g.cards[g.table.episode]
    intro = episode.get("intro", "")
    g.emit(IntroductionRead(f"{name(g, g.table.active)} reads the introduction of {episode.title}." + (f" {intro}" if intro else ""),
                      {"text": intro}))


def opening_effects(g: Game, f: Frame, answer):
    """What the episode's page says to do once its introduction is read (often depending on the Fate tokens the
    Explorers have), done by the first player."""
    effects = g.cards[g.table.episode].get("opening")
    return Push(effects_frame(g.table.active, effects)) if effects else None


def starting_card(g: Game, f: Frame, answer):
    symbol = g.cards[g.table.episode].get("start_card")
    if symbol:
        return Push(Frame("read", "", Reading(g.table.active, symbol, opening=True)))


def opened(g: Game, f: Frame, answer):
    g.table.opened = True


@dataclass
class Opening:
    """The opening keeps nothing of its own: what it settles goes on the table."""


OPENING = Procedure("opening", [choose_elites, choose_first, opening_effects, starting_card, opened], frame=Opening)


# -- phases 1 and 2: start-of-turn effects --------------------------------------------------------------------
@dataclass
class TurnLocals:
    """An Explorer's turn: the start-of-turn effects waiting, the actions taken, the activated Adversaries to move."""

    cards: list[str] = field(default_factory=list)  # cards (then profiles) whose start-of-turn effect is waiting
    profiles: bool = False  # the grappled Adversaries' profiles are the ones waiting now
    taken: int = 0  # actions taken
    lent: bool = False  # Rebecca has given an action this turn
    movers: list[str] | None = None  # activated Adversaries still to move after the turn (None: not listed yet)
    offered: dict[str, Any] | None = None  # read from saves made before options said what they do; unused


def begin(g: Game, f: Frame, answer):
    seat = g.table.active
    g.table.turn_mark = len(g.state.log.events)
    g.table.turns += 1
    g.emit(ev.TurnBegun(f"{name(g, seat)}'s turn", {"seat": seat}))
    d: TurnLocals = f.data
    d.cards = [c for c in in_front(g, seat) if g.card(c).get("start")]
    for quiet in [c for c in d.cards if c in g.table.quiet_threats]:
        d.cards.remove(quiet)
        g.table.quiet_threats.remove(quiet)
        title = g.card(quiet).title
        g.emit(ev.Message(f"{title if title.startswith('The ') else 'The ' + title} does nothing on this first turn.",
                          {"rule": "quiet_threat"}))


def in_front(g: Game, seat: int) -> list[str]:
    """The cards in front of an Explorer whose start-of-turn effects it applies in phase 1: its Threats, the equipment
    it has equipped, its Traumas and its Experience cards."""
    return [c for z in (threats(seat), equipped(seat), trauma_slots(seat), experience(seat)) for c in g.zones.cards(z)]


def time_passes(g: Game, f: Frame, answer):
    """A round begins with the first player's turn: the Time marker moves on one space (not on the first round)."""
    if g.table.active != g.table.first or g.table.turns <= 1 or not markers.time_space(g):
        return None
    effects = markers.advance(g, 1)
    return Push(effects_frame(g.table.active, effects)) if effects else None


def in_any_order(g: Game, f: Frame, answer, phase: str, prompt: str):
    """Apply the start-of-turn effect of each card left in the turn's `cards`, the Explorer choosing which comes
    next (the last goes by itself)."""
    seat = g.table.active
    waiting = f.data.cards
    if not waiting:
        return None
    chosen = choices.pick(answer, asks(seat), phase, prompt,
                          [Option(f"{phase}:{c}", g.card(c).title, {"card": c}) for c in waiting])
    if isinstance(chosen, Ask):
        return chosen
    waiting.remove(chosen.data["card"])
    return Push(effects_frame(seat, g.card(chosen.data["card"]).get("start"), card=chosen.data["card"]), again=True)


def card_effects(g: Game, f: Frame, answer):
    return in_any_order(g, f, answer, "start_effect", "Which start-of-turn effect first?")


def adversary_effects(g: Game, f: Frame, answer):
    d: TurnLocals = f.data
    if answer is None and not d.profiles:
        d.profiles = True
        d.cards = [p for p in grapple.grappled(g, g.table.active) if g.card(p).get("start")]
    return in_any_order(g, f, answer, "adversary_effect", "Which Adversary's effect first?")


# -- phase 3: reorganising equipment ----------------------------------------------------------------------------
def reorganise_options(g: Game, seat: int) -> list[Option]:
    options = []
    for item in g.zones.cards(backpack(seat)):
        card = g.card(item)
        if card.type == "search" and card.get("kind") == "equipment":
            options.append(Option(f"equip:{item}", f"Equip the {card.title} ({card.get('slot')})",
                                  {"item": item, "do": "equip"}))
    for item in g.zones.cards(equipped(seat)):
        options.append(Option(f"unequip:{item}", f"Put the {g.card(item).title} in your backpack",
                              {"item": item, "do": "unequip"}))
    here = grapple.explorer_zone(g, seat)
    for item in actions.items(g, seat):
        for other in grapple.explorers_in(g, here):
            if other != seat:
                options.append(Option(f"give:{item}:{other}", f"Give the {g.card(item).title} to {name(g, other)}",
                                      {"item": item, "to": other, "do": "give"}))
    return options


def reorganise(g: Game, f: Frame, answer):
    seat = g.table.active
    if answer is not None:
        if "item" not in answer.data:   # "Done reorganising"
            return None
        item, verb = answer.data["item"], reorganising(g, seat, answer.data)
        if verb == "equip":
            equip(g, seat, item)
        elif verb == "unequip":
            g.move(item, backpack(seat))
        else:
            g.move(item, backpack(answer.data["to"]))
    options = reorganise_options(g, seat)
    if not options:
        return None
    options.append(Option("done", "Done reorganising", {"default": True}))
    return Ask(Decision(asks(seat), "reorganise", "Reorganise your equipment", options))


def reorganising(g: Game, seat: int, data: dict) -> str:
    """What a reorganising answer does: its `do`, or for an option saved before it said so, what its item's place
    allows (given to another, taken off, or put on)."""
    if "do" in data:
        return data["do"]
    if "to" in data:
        return "give"
    return "unequip" if g.zones.zone_of(data["item"]) == equipped(seat) else "equip"


# -- phase 4: up to two actions ----------------------------------------------------------------------------------
def lend_options(g: Game, seat: int, lent: bool) -> tuple[list[Option], list[Option]]:
    if ability(g, seat) != "lend_action":
        return [], []
    room = board.area_of(grapple.explorer_zone(g, seat))
    others = [p.seat for p in g.table.explorers
              if p.seat != seat and board.area_of(grapple.explorer_zone(g, p.seat)) == room]
    if lent or not others:
        why = "you have given an action this turn already" if lent else "no other Explorer is in your room"
        return [], [Option("lend", "Give an action", {"action": "lend"}, why)]
    return [Option(f"lend:{o}", f"Give an action to {name(g, o)}", {"action": "lend", "to": o}) for o in others], []


def take_actions(g: Game, f: Frame, answer):
    seat = g.table.active
    d: TurnLocals = f.data
    d.offered = None   # what a frame saved by an older build kept of its options: the option says it now
    if answer is not None:
        if "action" not in answer.data:   # "End your turn"
            return None
        if answer.data.get("free"):   # a relic used: not an action
            return Push(actions.act(seat, actions.what(answer)), again=True)
        d.taken += 1
        if answer.data["action"] == "lend":
            d.lent = True
            return Push(LEND.frame(seat=answer.data["to"], giver=seat), again=True)
        return Push(actions.act(seat, actions.what(answer)), again=True)
    consequence = stock_consequence(g, seat)
    if consequence:
        return consequence
    if d.taken >= g.table.actions:
        return None
    legal, refused = actions.options(g, seat)
    lend, lend_refused = lend_options(g, seat, d.lent)
    relics, relics_refused = actions.relic_options(g, seat)
    legal += lend + relics + [Option("end", "End your turn")]
    return Ask(Decision(asks(seat), "action", f"Action {d.taken + 1} of {g.table.actions}", legal,
                        refused=refused + lend_refused + relics_refused, context={"taken": d.taken, "of": g.table.actions}))


@dataclass
class Lending:
    """An action Rebecca gives: to whom, and who she is."""

    seat: int  # the Explorer who performs it
    giver: int
    offered: dict[str, Any] | None = None  # read from saves made before options said what they do; unused


def lent_action(g: Game, f: Frame, answer):
    """The Explorer given an action performs it at once, with its own means; which action it is, the giver
    decides (the rulebook: "Rebecca decides which action she gives and to whom")."""
    d: Lending = f.data
    seat = d.seat
    if answer is None:
        legal, refused = actions.options(g, seat)
        if not legal:
            g.emit(ev.Message(f"{name(g, seat)} can take no action.", {"rule": "no_action"}))
            return None
        return Ask(Decision(asks(d.giver), "lent_action", f"Which action do you give {name(g, seat)}?", legal,
                            refused=refused, context={"performer": seat}))
    d.offered = None
    return Push(actions.act(seat, actions.what(answer)))


LEND = Procedure("lend", [lent_action], frame=Lending)


# -- the end of the turn -------------------------------------------------------------------------------------------
def end_of_turn(g: Game, f: Frame, answer):
    """Rhiat's ability: remove 1 Injury from another Explorer in his zone."""
    seat = g.table.active
    if answer is None:
        consequence = stock_consequence(g, seat)
        if consequence:
            return consequence
    if ability(g, seat) != "heal_at_end_of_turn":
        return None
    if answer is not None:
        if "seat" in answer.data:   # else "Heal no one"
            harm.heal(g, answer.data["seat"], 1)
        return None
    here = grapple.explorer_zone(g, seat)
    hurt = [s for s in grapple.explorers_in(g, here) if s != seat and harm.injuries(g, s)]
    if not hurt:
        return None
    options = [Option(f"heal:{s}", f"Remove 1 Injury from {name(g, s)}", {"seat": s}) for s in hurt]
    options.append(Option("no", "Heal no one"))
    return Ask(Decision(asks(seat), "heal", "End of your turn: heal another Explorer?", options))


def adversaries_move(g: Game, f: Frame, answer):
    """After every turn each activated Adversary moves one zone nearer the nearest Explorer; where two ways are as
    near, the Explorer whose turn ends chooses."""
    d: TurnLocals = f.data
    if d.movers is None:
        d.movers = markers.activated(g)
    if answer is not None:
        markers.step(g, d.movers.pop(0), answer.data["zone"])
    while d.movers:
        mini = d.movers[0]
        ways = markers.steps_towards_explorers(g, mini) if g.zones.zone_of(mini).startswith("zone:") else []
        if len(ways) > 1:
            title = g.card(mini).title
            return Ask(Decision(asks(g.table.active), "adversary_move", f"Where does the activated {title} move?",
                                [Option(f"towards:{z}", f"The {title} moves to {board.said(g, z)}",
                                        {"piece": mini, "zone": z}) for z in ways]))
        d.movers.pop(0)
        if ways:
            markers.step(g, mini, ways[0])
    return None


def pass_on(g: Game, f: Frame, answer):
    g.table.active = (g.table.active + 1) % g.table.seats


TURN = Procedure("turn", [begin, time_passes, card_effects, adversary_effects, reorganise, take_actions, end_of_turn,
                         adversaries_move, pass_on], frame=TurnLocals)

__all__ = ["LEND", "OPENING", "TURN"]
