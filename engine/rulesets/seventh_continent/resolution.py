"""A turn, and an action resolved in the rulebook's seven steps:
Item, Cost, Result, Skill, Discard, Consequence, Hand size limit."""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Annotated

from engine.core import choices
from engine.core import events as ev
from engine.core.consistency import Range
from engine.core.decisions import Decision, Option
from engine.core.game import Game
from engine.core.procedure import AGAIN, END, Ask, Frame, Procedure, Push
from engine.core.words import counted
from engine.rulesets.sevenths import board, extra, placement

from . import actions, adventure, crafting, effects, free_actions, items, life_force
from .actions import ActionRef, action_def
from engine.rulesets.sevenths.cards import BACK_PATH

from .consequences import SPOT, leave_play, ops_at, take_frame
from .frames import ActionLocals, Consequence
from .free_actions import at_any_time
from .odds import face_of, tally
from engine.rulesets.sevenths.seat_order import clockwise_from
from .table import DRAWN, REVEALED, Mandatory, hand
from engine.rulesets.sevenths.events import ActionResult
from engine.rulesets.sevenths.tally import that_is_all

DONE = Option("done", "Done", {"done": True})


def _name(g: Game, seat: int) -> str:
    return g.table.player(seat).name


def _title(g: Game, piece: str) -> str:
    return g.card(piece).title


# -- a turn ----------------------------------------------------------------------------------
@dataclass
class Turn:
    """A turn: who acts, and on which action (set once chosen)."""

    seat: int | None = None
    piece: str | None = None
    index: Annotated[int, Range(-2)] | None = None  # None: no action to involve others in (a spot, a mandatory action)
    involved: list[int] = field(default_factory=list)
    done: bool = False  # a mandatory action was taken instead

    @property
    def in_use(self) -> str | None:
        return self.piece


def pick(g: Game, f: Frame, answer: Option | None):
    """Choose the active player and the action (a mandatory action comes first)."""
    table = g.table
    d: Turn = f.data
    if answer is None and table.opening:
        return placement.settle(g)
    if answer is not None and "due" in answer.data:
        return _take_mandatory(g, f, table.mandatory.pop(answer.data["due"]))
    while answer is None and table.mandatory:
        if _takeable(g, table.mandatory[0], say=True) is None:
            table.mandatory.pop(0)
            continue
        # several due at once: the rulebook sets no order, so the players choose which comes first
        due = [(i, m) for i, m in enumerate(table.mandatory) if i == 0 or _takeable(g, m) is not None]
        chosen = choices.pick(None, "table", "mandatory", "Which mandatory action is taken first?",
                              [_mandatory_option(g, i, m) for i, m in due])
        if isinstance(chosen, Ask):
            return chosen
        return _take_mandatory(g, f, table.mandatory.pop(0))
    if answer is None:
        options = [_action_option(g, seat, ref) for seat, ref in actions.legal(g)]
        spots = g.memo.setdefault("spot_options", {})
        for player in table.playing():
            for piece in _spottable(g, player.at):
                memo_key = (player.seat, player.name, piece)
                option = spots.get(memo_key)
                if option is None:
                    option = spots[memo_key] = Option(f"hidden:{player.seat}:{piece}",
                                                      f"{player.name}: spot a hidden number on {_title(g, piece)}",
                                                      {"seat": player.seat, "piece": piece, "act": "spot"})
                options.append(option)
        if not options:
            g.end("stalled", "no action can be taken")
        options += free_actions.options(g)
        return Ask(Decision("table", "action", "Who acts, and which action?", options))
    chosen = answer.data
    if chosen.get("act") in free_actions.KINDS:
        frame = free_actions.take(g, chosen)
        return Push(frame, again=True) if frame is not None else AGAIN
    # a purchase window lasts until the next action begins
    table.can_buy = False
    if chosen.get("act") == "spot":
        d.seat, d.piece = chosen["seat"], chosen["piece"]
        return Push(SPOT.frame(seat=d.seat, piece=d.piece, space=g.zones.zone_of(d.piece)))
    d.seat = chosen["active"]
    d.piece, d.index, d.involved = acted_on(g, chosen), chosen["index"], [d.seat]
    return None


def acted_on(g: Game, chosen) -> str:
    """The card an action option is on: named, or (a face-down card) found in the board space it names."""
    return chosen["piece"] if "piece" in chosen else board.card_in(g, chosen["space"])


def _takeable(g: Game, due: Mandatory, say: bool = False) -> Mandatory | None:
    """A mandatory action as it is taken now (its involved players still there, its active player among them), or
    None when it can no longer be (`say`: the log tells why, when a rule forbids it)."""
    table = g.table
    involved = [s for s in due.involved if s not in table.eliminated]
    if due.index != actions.TERRAIN_MANDATORY:
        return Mandatory(due.piece, due.index, due.active, involved) if involved else None
    # only those still on that terrain, and only if it can still be taken
    involved = [s for s in involved if board.terrain_in(g, table.player(s).at) == due.piece]
    if not involved:
        return None
    active = due.active if due.active in involved else involved[0]
    reason = actions.why_not(g, active, ActionRef(due.piece, due.index))
    if reason is not None:
        if say:
            g.emit(ev.Message(f"The mandatory action is not taken: {reason}.", {"rule": "mandatory_skipped"}))
        return None
    return Mandatory(due.piece, due.index, active, involved)


def _take_mandatory(g: Game, f: Frame, due: Mandatory) -> Push:
    taken = _takeable(g, due)
    f.data.done = True
    return Push(action_frame(g, taken.active, ActionRef(taken.piece, taken.index), taken.involved, mandatory=True))


def _mandatory_option(g: Game, place: int, due: Mandatory) -> Option:
    """One of the mandatory actions due, by its place in the queue."""
    spec = action_def(g, due.piece, due.index)
    label = f"{spec['icon'].replace('_', ' ').capitalize()} on {_title(g, due.piece)}"
    return Option(f"mandatory:{due.piece}:{due.index}", label,
                  {"due": place, "piece": due.piece, "index": due.index, "active": due.active})


def _action_option(g: Game, seat: int, ref: ActionRef) -> Option:
    """The turn question's option for an action; its words depend only on the pack and, for the fog, on the
    terrain beside it, so kept."""
    spec = action_def(g, ref.piece, ref.index)
    labels = g.memo.setdefault("action_options", {})
    fog = board.fog_words(g, ref.piece) if ref.index == actions.BACK else ""
    space = g.zones.zone_of(ref.piece) if ref.index == actions.BACK else None
    memo_key = (seat, _name(g, seat), ref.piece, ref.index, id(spec), fog, space)
    option = labels.get(memo_key)
    if option is None:
        where = fog or _title(g, ref.piece)
        label = (f"{_name(g, seat)}: {spec['icon'].replace('_', ' ')} on {where}"
                 f" (cost {spec['cost']}, difficulty {spec['difficulty']})")
        # a face-down card is named by the board space it lies in: its id would tell what it is
        on = f"{space}:{ref.index}" if space else ref.key
        option = labels[memo_key] = Option(f"act:{seat}:{on}", label, _planned(g, seat, ref, spec))
    return option


def _on(g: Game, piece: str, index: int) -> dict:
    """What an action is on, as the table may be told: the card, or the space where the card whose foggy side it
    is lies face down."""
    return {"space": g.zones.zone_of(piece)} if index == actions.BACK else {"piece": piece}


def _planned(g: Game, seat: int, ref: ActionRef, spec) -> dict:
    """An action as the table shows it before it runs: who acts, on what, at what cost and difficulty."""
    return {"act": "action", "active": seat, "involved": [seat], **_on(g, ref.piece, ref.index), "index": ref.index,
            "icon": spec["icon"], "cost": int(spec["cost"]), "difficulty": int(spec["difficulty"]),
            "locked": bool(spec.get("locked"))}


def offered(g: Game, piece: str) -> list[Option]:
    """Every action of this piece a playing character can see, as the turn question's option;
    refused ones carry the reason the turn question leaves them out."""
    found = []
    for player in g.table.playing():
        for ref in actions.visible(g, player.seat):
            if ref.piece == piece:
                option = _action_option(g, player.seat, ref)
                reason = actions.why_not(g, player.seat, ref)
                found.append(option if reason is None else dataclasses.replace(option, why_not=reason))
    return found


def _spottable(g: Game, at: str) -> list[str]:
    pieces = []
    terrain = board.terrain_in(g, at)
    if terrain is not None:
        pieces.append(terrain)
    return pieces + board.attached_events(g, at)


def involve(g: Game, f: Frame, answer: Option | None):
    """Other characters on the active player's terrain may get involved (all, for a 'all' action)."""
    d: Turn = f.data
    if d.done or d.index is None:
        return END
    seat = d.seat
    spec = action_def(g, d.piece, d.index)
    if spec.get("all"):
        d.involved = clockwise_from(g, seat, actions.on_same_terrain(g, seat))
        return None
    if answer is not None and answer.data.get("go"):
        return None
    if answer is not None:
        d.involved.append(answer.data["involves"])
    options = [Option(f"involve:{s}", f"{_name(g, s)} gets involved", {"involves": s})
               for s in actions.on_same_terrain(g, seat) if s not in d.involved]
    if not options:
        return None
    options.append(Option("go", "Go ahead with " + ", ".join(_name(g, s) for s in d.involved), {"go": True}))
    context = dict(_planned(g, seat, ActionRef(d.piece, d.index), spec), involved=list(d.involved))
    return Ask(Decision("table", "involve", "Who else gets involved?", options, context=context))


def begin(g: Game, f: Frame, answer: Option | None):
    d: Turn = f.data
    return Push(action_frame(g, d.seat, ActionRef(d.piece, d.index),
                             clockwise_from(g, d.seat, d.involved)))


TURN = Procedure("turn", [pick, involve, begin], frame=Turn)


# -- an action ---------------------------------------------------------------------------------
def action_frame(g: Game, active: int, ref: ActionRef, involved: list[int], mandatory: bool = False) -> Frame:
    spec = action_def(g, ref.piece, ref.index)
    g.table.active = active
    cost = int(spec["cost"])
    craft = crafting.is_craft(g, ref.piece, spec["icon"])
    if craft:
        saved = crafting.discount(g, ref.piece, g.table.player(active).at)
        if saved:
            cost -= saved
            g.emit(ev.Message(f"Resources here save {counted(saved, 'card')}.", {"rule": "resources", "cards": saved}))
    return ACTION.frame(
        active=active, involved=list(involved), piece=ref.piece, index=ref.index, icon=spec["icon"], craft=craft,
        cost=cost, difficulty=int(spec["difficulty"]), locked=bool(spec.get("locked")),
        mandatory=mandatory, used=[], applied=[], from_discard=[], phase="", successes=0, sevens=0,
        success=None,
    )


def _context(g: Game, d: ActionLocals) -> dict:
    return {"active": d.active, "involved": list(d.involved), "icon": d.icon, "cost": d.cost,
            "difficulty": d.difficulty, "locked": d.locked, "successes": d.successes, **_on(g, d.piece, d.index)}


def item_step(g: Game, f: Frame, answer: Option | None):
    """1. Item: each involved player may use items (die −1 each, once per action)."""
    d: ActionLocals = f.data
    if answer is not None and answer.data.get("done"):
        return None
    own = g.zones.zone_of(d.piece)
    if own.startswith("item:") and own not in d.used:
        # taking an item's own action is using it
        items.lower(g, g.table.item(own))
        d.used.append(own)
    if answer is not None:
        item = g.table.item(answer.data["zone"])
        items.lower(g, item)
        d.used.append(item.zone)
    options = []
    for seat in d.involved:
        for item in g.table.items_of(seat):
            if item.zone not in d.used and item.die > 0 and effects.item_helps(g, item.zone, d.icon):
                top = g.zones.cards(item.zone)[0]
                options.append(Option(f"use:{item.zone}", f"{_name(g, seat)} uses {_title(g, top)} (durability {item.die})",
                                      {"zone": item.zone, "piece": top, "seat": seat}))
    if not options:
        return None
    options.append(DONE)
    return Ask(Decision("table", "use_item", "Step 1 – Item: use items for this action?", options, context=_context(g, d)))


def cost_step(g: Game, f: Frame, answer: Option | None):
    """2a. Cost: group trade (cost −1, difficulty +1, not when locked) and cost-lowering effects."""
    d: ActionLocals = f.data
    chosen = answer.data if answer is not None else {}
    if chosen.get("draw"):
        return _draw(g, d)
    if chosen.get("trade"):
        d.cost -= 1
        d.difficulty += 1
    pushed = _effects(g, d, answer, "cost")
    if pushed:
        return pushed
    options = [Option("draw", f"Draw {counted(max(0, d.cost), 'card')}; {counted(d.difficulty, 'success')} needed", {"draw": True})]
    if len(d.involved) > 1 and not d.locked and d.cost > 0:
        # trading the last card away leaves none to draw against a success more: the action then fails unless a
        # card is drawn beyond the cost, the same card the trade gave up (a bot must know it, issue 31)
        hopeless = d.cost <= 1 and d.difficulty + 1 > _sure(g, d)
        options.append(Option("trade", "Together: draw one card fewer, need one more success",
                              {"trade": True, "fails": True} if hopeless else {"trade": True}))
    for e in effects.available(g, d, "cost"):
        if e.cards > 0:
            options.append(Option(f"effect:{e.key}", f"{_title(g, e.piece)}: draw {e.cards} fewer", {"effect": e.key}))
    if len(options) == 1:
        return _draw(g, d)
    return Ask(Decision("table", "cost", "Step 2 – Cost: how many cards to draw?", options, context=_context(g, d)))


def _sure(g: Game, d: ActionLocals) -> int:
    """The successes the action has without a card drawn: those won so far and what the effects at hand add outright."""
    return d.successes + sum(e.successes for e in effects.available(g, d, "result") if e.successes > 0 and not e.penalty)


def _draw(g: Game, d: ActionLocals) -> None:
    """The cost paid: its cards drawn (those that came from the discard pile remembered, for a curse)."""
    drawn = life_force.draw(g, max(0, d.cost), DRAWN)
    d.from_discard += [c for c, from_discard in drawn if from_discard]
    return None


def _effects(g: Game, d: ActionLocals, answer: Option | None, step: str):
    """The effect the players chose (if the answer is one), then every penalty still due."""
    if answer is not None and "effect" in answer.data:
        pushed = _apply_effect(g, d, answer.data["effect"], step)
        if pushed:
            return pushed
    return _apply_penalties(g, d, step)


def _apply_penalties(g: Game, d: ActionLocals, step: str):
    """Apply every harmful effect of this step not yet applied (they are never a choice)."""
    for e in effects.available(g, d, step):
        if e.penalty:
            pushed = _apply_effect(g, d, e.key, step)
            if pushed:
                return pushed
    return None


def _apply_effect(g: Game, d: ActionLocals, key: str, step: str):
    for e in effects.available(g, d, step):
        if e.key == key:
            d.applied.append(key)
            d.cost -= e.cards
            d.successes += e.successes + e.per_lucky7 * d.sevens
            g.emit(ev.Message(f"{_title(g, e.piece)} applies.", {"rule": "effect", "effect": key}))
            if e.then:
                return Push(consequence_frame(d, e.piece, ["effects", e.index, "then"], d.active), again=True)
            return None
    raise AssertionError(f"effect {key} offered but not available")


def extra_step(g: Game, f: Frame, answer: Option | None):
    """2b. The active player may draw extra cards, unless the action is locked."""
    d: ActionLocals = f.data
    chosen = answer.data if answer is not None else {}
    if chosen.get("extra"):
        drawn = life_force.draw(g, 1, DRAWN)
        d.from_discard += [c for c, from_discard in drawn if from_discard]
    elif chosen.get("reveal") or d.locked:
        return None
    drawn = g.zones.size(DRAWN)
    more = bool(g.zones.size("action_deck") or g.zones.size("discard"))
    # nothing drawn against a success needed, revealing is failing: a card more is the only hope
    hopeless = more and not drawn and d.difficulty > _sure(g, d)
    options = [extra.reveal(drawn, {"reveal": True, "fails": True} if hopeless else {"reveal": True})]
    if more:
        options.append(extra.one_more("extra", "Draw one more card", {"extra": True}))
    return Ask(Decision(f"seat:{d.active}", "extra", "Step 2 – Cost: draw more cards for a better chance?",
                        options, context=dict(_context(g, d), drawn=g.zones.size(DRAWN))))


def result_step(g: Game, f: Frame, answer: Option | None):
    """3. Result: reveal; a curse drawn from the discard pile loses; count stars, paired halves,
    7s and success-adding effects."""
    d: ActionLocals = f.data
    if d.phase != "result":
        d.phase = "result"
        for piece in g.zones.cards(DRAWN):
            g.emit(ev.Revealed(piece, DRAWN))
        if any(life_force.is_curse(g, p) for p in d.from_discard):
            g.end("loss", "a curse was drawn from the discard pile")
        tallied = tally(face_of(g.card(p)) for p in g.zones.cards(DRAWN))
        d.successes, d.sevens = tallied.successes, tallied.sevens
    pushed = _effects(g, d, answer, "result")
    if pushed:
        return pushed
    if answer is None or not answer.data.get("done"):
        options = [Option(f"effect:{e.key}", f"{_title(g, e.piece)}: +{e.successes or str(e.per_lucky7) + ' per 7'}",
                          {"effect": e.key})
                   for e in effects.available(g, d, "result") if (e.successes > 0 or e.per_lucky7 > 0) and not e.penalty]
        if options:
            # with the action already won, the plain answer spends nothing
            options.append(Option("done", that_is_all(d.successes, d.difficulty),
                                  {"done": True, "default": d.successes >= d.difficulty}))
            return Ask(Decision("table", "result", "Step 3 – Result: add successes?", options, context=_context(g, d)))
    d.success = d.successes >= d.difficulty
    g.emit(ActionResult("Success!" if d.success else "Failure.",
                      {"success": d.success, "successes": d.successes, "difficulty": d.difficulty}))
    return None


def skill_step(g: Game, f: Frame, answer: Option | None):
    """4. Skill: at most one revealed skill to the hand of one involved player (even over the limit)."""
    d: ActionLocals = f.data
    if answer is not None and answer.data.get("none"):
        return None
    if answer is not None:
        g.move(answer.data["piece"], hand(answer.data["seat"]))
        return None
    options = []
    for piece in g.zones.cards(DRAWN):
        card = g.card(piece)
        if card.type != "skill":
            continue
        for seat in d.involved:
            owner = card.get("character")
            if owner and g.state.pieces[g.table.player(seat).character] != owner:
                continue
            options.append(Option(f"keep:{piece}:{seat}", f"{_name(g, seat)} keeps {card.title}", {"piece": piece, "seat": seat}))
    if not options:
        return None
    options.append(Option("none", "Keep no skill", {"none": True}))
    return Ask(Decision(f"seat:{d.active}", "skill", "Step 4 – Skill: keep one revealed skill?", options,
                        context=_context(g, d)))


def discard_step(g: Game, f: Frame, answer: Option | None):
    """5. Discard: the other drawn cards, and items left without a die."""
    for piece in list(g.zones.cards(DRAWN)):
        life_force.discard(g, piece)
    for item in [it for it in g.table.items if it.die == 0]:
        items.destroy(g, item)
    return None


def consequence_step(g: Game, f: Frame, answer: Option | None):
    """6. Consequence: the success or failure section, for the active player unless it says otherwise."""
    d: ActionLocals = f.data
    section = "success" if d.success else "failure"
    if d.index == actions.BACK:
        path = [BACK_PATH, section]
    elif d.index == actions.TERRAIN_MANDATORY:
        path = ["mandatory", section]
    else:
        path = ["actions", d.index, section]
    if not ops_at(g, d.piece, path):
        return None
    return Push(consequence_frame(d, d.piece, path, d.active))


def craft_step(g: Game, f: Frame, answer: Option | None):
    """A successful craft turns the skill into an item; a successful make-fire puts down a fire."""
    d: ActionLocals = f.data
    if not d.success:
        return None
    if d.icon == "make_fire":
        crafting.make_fire(g, d.active)
    if d.craft and g.zones.zone_of(d.piece).startswith("hand:"):
        return Push(crafting.CRAFT.frame(piece=d.piece, active=d.active, involved=list(d.involved)))
    return None


def paranoia_step(g: Game, f: Frame, answer: Option | None):
    """A collective failure makes the active player take the paranoid state."""
    d: ActionLocals = f.data
    if d.success or len(d.involved) < 2 or g.table.paranoid is None:
        return None
    return Push(take_frame(g.table.paranoid, d.active, d.active, d.involved, d.used))


def hand_limit_step(g: Game, f: Frame, answer: Option | None):
    """7. Hand size limit: involved players discard skills/bonuses over the limit (states never count)."""
    d: ActionLocals = f.data
    if answer is not None:
        adventure.discard(g, answer.data["piece"])
    limit = g.table.limit(g.table.hand_limit)
    for seat in d.involved:
        if seat in g.table.eliminated:
            continue
        held = free_actions.counted_hand(g, seat)
        if len(held) > limit:
            options = [Option(f"discard:{p}", f"Discard {_title(g, p)}", {"piece": p, "seat": seat}) for p in held]
            return Ask(Decision(f"seat:{seat}", "hand_limit",
                                f"{_name(g, seat)} holds {len(held)} cards, {limit} allowed: discard one", options))
    return None


def follow_step(g: Game, f: Frame, answer: Option | None):
    """A temporary event whose mandatory action this was goes to the past (or is banished)."""
    d: ActionLocals = f.data
    piece = d.piece
    card = g.card(piece)
    if card.type == "temporary_event" and d.mandatory:
        where = g.zones.zone_of(piece)
        if where == REVEALED or where.startswith("board:"):
            leave_play(g, piece, banish=bool(card.get("banish")))
    return None


def settle_step(g: Game, f: Frame, answer: Option | None):
    """Spaces opened during the action get their adventure card before the next turn."""
    return placement.settle(g)


ACTION = Procedure("action", [at_any_time(s) for s in (item_step, cost_step, extra_step, result_step, skill_step)]
                   + [discard_step, consequence_step, craft_step, paranoia_step, at_any_time(hand_limit_step),
                      follow_step, settle_step], frame=ActionLocals)


def consequence_frame(d: ActionLocals, piece: str, path: list, seat: int) -> Frame:
    return Frame("consequence", "", Consequence(piece, list(path), seat, d.active, list(d.involved), list(d.used)))
