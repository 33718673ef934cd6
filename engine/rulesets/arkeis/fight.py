"""A fight against every Adversary of one name in the Explorer's zone: the Fight dice rolled, then the
results applied in the order the Explorer's profile of that name lists them, top to bottom, each once per
die showing its symbol, until no Adversary of the name is left in the zone."""
from __future__ import annotations

from engine.core import events as ev
from engine.core.decisions import Decision, Option
from engine.core.game import Game
from engine.core.procedure import Ask, Frame, Procedure, Push

from . import forecast, grapple
from .dice import FATE, tally
from .ops import effects_frame, foes
from .results import in_order
from .roll import faces, put_back, rolling
from .table import ROLLED
from .events import FightOver, FightRolled
from .frames import Fight


def table_of(g: Game, f: Frame) -> list:
    """The fight results of the profile the Explorer holds for the name fought."""
    return list(g.card(grapple.profile_of(g, f.data.seat, f.data.foe)).get("fight"))


def announce(g: Game, f: Frame, answer):
    """The fight before the dice are thrown; its exact odds (each result's chance, plainly and with the help at
    hand) are the forecast's (`forecast.running`), worked out when the table shows them."""
    if answer is not None:
        return None
    d: Fight = f.data
    dice = forecast.planned(g)
    who = grapple.fought(g.cards[d.foe].title, len(grapple.adversaries_in(g, d.zone, d.foe)))
    return Ask(Decision(f"seat:{d.seat}", "fight_roll", f"Fight {who}: roll {dice} Fight dice",
                        [Option("roll", "Roll the Fight dice", {"default": True})],
                        context={"foe": d.foe, "dice": dice}))


def roll_fight(g: Game, f: Frame, answer):
    return Push(rolling(f.data.seat, "fight", g.table.fight_dice))


def read_dice(g: Game, f: Frame, answer):
    d: Fight = f.data
    dice = list(g.zones.cards(ROLLED))
    d.tally = tally(faces(g, dice))
    put_back(g, dice)
    d.order, d.at = in_order(table_of(g, f), d.tally), 0
    shown = ", ".join(f"{n} {'Fate' if s == FATE else s}" for s, n in sorted(d.tally.items()))
    g.emit(FightRolled(f"The Fight dice show {shown or 'nothing'}.",
                      {"tally": d.tally}))


def apply_results(g: Game, f: Frame, answer):
    d: Fight = f.data
    if d.at >= len(d.order):
        return None
    if not foes(g, f):
        g.emit(FightOver("No Adversary of that name is left: the other results are not applied.",
                          {}))
        return None
    row = table_of(g, f)[d.order[d.at]]
    d.at += 1
    return Push(effects_frame(d.seat, row["effects"], foe=d.foe, zone=d.zone, while_foe=True), again=True)


def settle(g: Game, f: Frame, answer):
    grapple.update(g)


FIGHT = Procedure("fight", [announce, roll_fight, read_dice, apply_results, settle], frame=Fight)
