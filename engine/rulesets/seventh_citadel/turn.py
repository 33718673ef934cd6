"""A turn (rulebook, "Turn sequence"): the table chooses the active player and the action (a mandatory
action waiting comes first, and the player to the left of the last active one is the answer offered
first), other characters on the terrain may get involved (all of them in a group or mandatory action,
who then choose the active player), and the action is resolved (`resolution`). Recoveries and the free
actions are offered with the actions."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated

from engine.core import events as ev
from engine.core.consistency import Range
from engine.core.decisions import Decision, Option
from engine.core.game import Game
from engine.core.procedure import AGAIN, Ask, Frame, Procedure, Push
from engine.rulesets.sevenths import board, placement

from . import actions, conditions, free_actions, life, traits
from .actions import BACK, MANDATORY, ActionRef, action_def
from .resolution import action_frame


def _name(g: Game, seat: int) -> str:
    return g.table.player(seat).name


def _title(g: Game, piece: str) -> str:
    return g.card(piece).title


def fallback(g: Game) -> int | None:
    """Who becomes the active player when the players cannot agree: the one to the left of the last one."""
    last = g.table.last_active
    seats = [p.seat for p in g.table.players]
    if last is None:
        return None
    ring = seats[seats.index(last) + 1:] + seats[:seats.index(last) + 1]
    return next((s for s in ring if g.table.player(s).life > 0), None)


def where(g: Game, ref: ActionRef) -> str:
    """The card an action is on, in words; a card showing its back is named by where it lies ("the fog
    east of Rubble Yard"), never by its face."""
    return board.fog_words(g, ref.piece) if ref.index == BACK else _title(g, ref.piece)


def _action_option(g: Game, seat: int, ref: ActionRef, spec, cost: int) -> Option:
    label = (f"{_name(g, seat)}: {spec['icon'].replace('_', ' ')} on {where(g, ref)} "
             f"(cost {cost}{' chain' if spec.get('chain') else ''}, "
             f"difficulty {spec.get('difficulty', 'on the die')})")
    names = actions.named(g, ref)
    where_key = f"{names['space']}:{BACK}" if ref.index == BACK else ref.key
    return Option(f"act:{seat}:{where_key}", label, {"active": seat, **names, "icon": spec["icon"], "cost": cost})


def _offered(g: Game, seat: int, ref: ActionRef):
    """(the action's definition, its option): a card's face says the same each time it is asked, so its
    option is made once per cost (a back's words depend on where the card lies: made each time)."""
    if ref.index == BACK:
        spec = action_def(g, ref.piece, ref.index)
        return spec, _action_option(g, seat, ref, spec, actions.cost_of(g, spec))
    key = ("citadel_action", seat, ref.piece, ref.index)
    known = g.memo.get(key)
    if known is None:
        known = g.memo[key] = (action_def(g, ref.piece, ref.index), {})
    spec, by_cost = known
    cost = actions.cost_of(g, spec)
    option = by_cost.get(cost)
    if option is None:
        option = by_cost[cost] = _action_option(g, seat, ref, spec, cost)
    return spec, option


def _involved(g: Game, due: dict) -> list[int]:
    """Who takes a waiting mandatory action: those involved still conscious; on a terrain's, every conscious
    character on that terrain now, those who arrived first, provided it can still be taken (nobody if it cannot)."""
    table = g.table
    involved = [s for s in due["involved"] if table.player(s).life > 0]
    if due["index"] == MANDATORY:
        there = [p.seat for p in table.conscious() if p.at and board.terrain_in(g, p.at) == due["piece"]]
        involved = [s for s in involved if s in there] + [s for s in there if s not in involved]
        if involved and actions.why_not(g, involved[0], ActionRef(due["piece"], MANDATORY)) is not None:
            return []
    return involved


def _first_mandatory(g: Game, answer: Option | None) -> Ask | None:
    """Mandatory actions waiting at the same moment: the players choose which is taken first (the rulebook
    sets no order); the one chosen goes to the front of the queue. One that may be taken goes by itself."""
    table = g.table
    if answer is not None:
        table.mandatory.insert(0, table.mandatory.pop(answer.data["mandatory"]))
        return None
    takeable = [i for i, due in enumerate(table.mandatory) if _involved(g, due)]
    if len(takeable) < 2:
        return None
    options = []
    for i in takeable:
        due = table.mandatory[i]
        spec = action_def(g, due["piece"], due["index"])
        who = ", ".join(_name(g, s) for s in _involved(g, due))
        # "Run on “A growl answers before the smith* does.” (Ann involved)": a paragraph's title is a sentence
        options.append(Option(f"mandatory:{i}", f"{spec['icon'].replace('_', ' ').capitalize()} on "
                              f"“{_title(g, due['piece'])}” ({who} involved)", {"mandatory": i}))
    return Ask(Decision("table", "mandatory_order", "Mandatory actions wait: which is taken first?", options))


@dataclass
class Turn:
    """A turn: the active player and the action chosen, and who is involved (empty until it is chosen)."""

    seat: int | None = None
    piece: str | None = None  # the card bearing the action
    index: Annotated[int, Range(-2)] = 0  # which of its actions (BACK, MANDATORY: its back's, its mandatory one)
    involved: list[int] = field(default_factory=list)
    mandatory: bool = False


def pick(g: Game, f: Frame, answer: Option | None):
    """1. Choose the active player and the action (a mandatory action waiting comes first)."""
    table = g.table
    if answer is None and table.opening:
        return placement.settle(g)
    if answer is None and table.waking:
        return life.waking(g)
    if answer is None or answer.data.get("over_hand"):
        # between actions nobody is involved in one: a hand over its size is discarded down first
        over = free_actions.over_hand(g, [p.seat for p in table.present()], answer)
        if over is not None:
            return over
        answer = None
    if answer is None or "mandatory" in answer.data:
        first = _first_mandatory(g, answer)
        if first is not None:
            return first
        answer = None
    while answer is None and table.mandatory:
        due = table.mandatory.pop(0)
        involved = _involved(g, due)
        if not involved:
            continue
        if all(actions.spent(g, s, action_def(g, due["piece"], due["index"])) for s in involved):
            g.emit(ev.Message("The mandatory action cannot be paid for by anyone involved: it is not taken.",
                              {"rule": "mandatory_spent"}))
            continue
        f.data = Turn(seat=involved[0], piece=due["piece"], index=due["index"], involved=involved, mandatory=True)
        return None
    if answer is None:
        preferred = fallback(g)
        options, refused, offered = [], [], False
        situations = {}
        for player in table.conscious():
            here = situations[player.seat] = actions.situation(g, player.seat)
            for ref in actions.visible(g, player.seat, here):
                spec, option = _offered(g, player.seat, ref)
                why = actions.why_not(g, player.seat, ref, spec, here)
                if why is not None:
                    refused.append(Option(option.key, option.label, option.data, why_not=why))
                elif player.seat == preferred and not offered:
                    offered = True
                    options.append(Option(option.key, option.label, option.data | {"default": True}))
                else:
                    options.append(option)
        for player in table.conscious():
            if life.lots(g, player.seat):
                options.append(Option(f"recover:{player.seat}", f"{player.name}: perform a Recovery",
                                      {"seat": player.seat}))
        options += free_actions.options(g, situations)
        if not options:
            g.end("loss", "no character can do anything")
        return Ask(Decision("table", "action", "Who is the active player, and which action?", options,
                            refused=refused))
    chosen = answer.data
    if "act" in chosen:
        frame = free_actions.take(g, chosen)
        return Push(frame, again=True) if frame is not None else AGAIN
    if "index" not in chosen:  # a Recovery: {"seat"} alone
        return Push(life.recovery_frame(chosen["seat"], forced=False), again=True)
    ref = actions.ref_of(g, chosen)
    seat = chosen["active"]
    f.data = Turn(seat=seat, piece=ref.piece, index=ref.index, involved=[seat])
    return None


def involve(g: Game, f: Frame, answer: Option | None):
    """2. Check for other involved characters: those on the active player's terrain may join (with the
    active player's agreement); all of them must, for a mandatory or a group action."""
    d: Turn = f.data
    seat = d.seat
    spec = action_def(g, d.piece, d.index)
    if d.mandatory or spec.get("mandatory") or spec.get("group"):
        if not d.mandatory:
            d.involved = actions.on_same_terrain(g, seat)
        d.mandatory = d.mandatory or bool(spec.get("mandatory"))
        return None
    if answer is not None:
        if "seat" not in answer.data:  # go ahead
            return None
        d.involved.append(answer.data["seat"])
    # Epic: whoever was the active player last turn acts alone, or lets another be the active player
    epic = "epic" in traits.of(spec) and seat == g.table.last_active
    options, refused = [], []
    for s in actions.on_same_terrain(g, seat):
        if s in d.involved:
            continue
        option = Option(f"involve:{s}", f"{_name(g, s)} gets involved", {"seat": s})
        if epic:
            refused.append(Option(option.key, option.label, option.data,
                                  why_not="Epic: nobody is the active player two turns in a row"))
        else:
            options.append(option)
    go = Option("go", "Go ahead with " + ", ".join(_name(g, s) for s in d.involved), {"default": True})
    unmet = conditions.why_not(g, d.involved, spec.get("requires"))
    if unmet is not None:  # the prerequisite is met only with others involved: they are asked first
        refused.append(Option(go.key, go.label, go.data, why_not=f"the prerequisite is not met: {unmet}"))
    elif not options and not refused:
        return None
    else:
        options.append(go)
    return Ask(Decision("table", "involve", "Who else gets involved?", options, refused=refused,
                        context={"active": seat, "involved": list(d.involved)}))


def choose_active(g: Game, f: Frame, answer: Option | None):
    """The characters involved in a mandatory action choose which of them is the active player."""
    d: Turn = f.data
    if not d.mandatory or len(d.involved) < 2:
        return None
    if answer is None:
        spec = action_def(g, d.piece, d.index)
        barred = traits.epic_excludes(g, traits.of(spec), d.involved)
        options, refused = [], []
        for s in d.involved:
            option = Option(f"active:{s}", f"{_name(g, s)} is the active player", {"seat": s})
            if s == barred:
                refused.append(Option(option.key, option.label, option.data,
                                      why_not="Epic: nobody is the active player two turns in a row"))
            else:
                options.append(option)
        return Ask(Decision("table", "active", "A mandatory action: who is the active player?", options,
                            refused=refused))
    d.seat = answer.data["seat"]
    return None


def begin(g: Game, f: Frame, answer: Option | None):
    """3. Resolve the action."""
    d: Turn = f.data
    return Push(action_frame(g, d.seat, ActionRef(d.piece, d.index), d.involved, d.mandatory))


TURN = Procedure("turn", [pick, involve, choose_active, begin], frame=Turn)
