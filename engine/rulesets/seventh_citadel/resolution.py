"""An action resolved in the rulebook's four steps: Gear up, Draw, Result, Consequence."""
from __future__ import annotations

from engine.core import choices, events as ev
from engine.core.chance import percent
from engine.core.decisions import Decision, Option
from engine.core.game import Game
from engine.core.procedure import Ask, Frame, Procedure, Push
from engine.core.turns import running
from engine.core.words import counted
from engine.rulesets.sevenths import extra, placement
from engine.rulesets.sevenths.tally import that_is_all

from . import actions, compound, free_actions, life, modifiers, odds, traits
from .actions import BACK, MANDATORY, ActionRef, action_def
from engine.rulesets.sevenths.cards import BACK_PATH

from .consequences import block_card, consequence_frame, discard_card, ops_at, return_card
from .decks import pay_frame
from .frames import ActionLocals, Conversion
from .result_area import count, face_of
from .table import DRAWN, QUEST_ITEMS, deck, discard, hand, purse
from engine.rulesets.sevenths.events import ActionResult

def _name(g: Game, seat: int) -> str:
    return g.table.player(seat).name


def _title(g: Game, piece: str) -> str:
    return g.card(piece).title


# -- an action -------------------------------------------------------------------------------------------
def action_frame(g: Game, active: int, ref: ActionRef, involved: list[int], mandatory: bool = False) -> Frame:
    spec = action_def(g, ref.piece, ref.index)
    g.table.active = active
    involved = [active] + [s for s in involved if s != active]
    return Frame(ACTION.name, ACTION.first(), ActionLocals(
        active, involved, ref.piece, ref.index, spec["icon"], actions.cost_of(g, spec), int(spec.get("difficulty", 0)),
        chain=bool(spec.get("chain")), compound=bool(spec.get("rows")), mandatory=mandatory, traits=traits.of(spec)))


def _context(g: Game, d: ActionLocals) -> dict:
    shown = {"active": d.active, "involved": list(d.involved), "piece": d.piece, "icon": d.icon, "cost": d.cost,
             "chain": d.chain, "difficulty": need(g, d), "compound": d.compound, "selected": list(d.selected),
             "successes": d.successes, "icons": list(d.icons), "need": need(g, d)}
    if d.piece in g.table.face_down:  # a pathfind on the fog: its card is named by where it lies
        shown["space"] = g.zones.zone_of(shown.pop("piece"))
    return shown


def need(g: Game, d: ActionLocals) -> int:
    """The successes needed: the difficulty, or on a compound action the value of its die."""
    if d.compound and d.die is not None and d.die in g.table.dice:
        return g.table.dice[d.die].value
    return d.difficulty


def gear_up(g: Game, f: Frame, answer: Option | None):
    """1. Gear up: the active player selects the cards whose effects they wish to apply: each with an effect
    for this action, and no two sharing a KEYWORD. The card bearing the action is selected, and so is
    every card that must be ("must" effects)."""
    d: ActionLocals = f.data
    if not d.geared:
        taken = None
        if d.compound and compound.wanted(g, d.piece, d.index):
            # "If no die is available, the active player must take one from another card": which is theirs to say
            options = [Option(f"die:{die}", f"Take the die from {_title(g, rest.piece)} (showing {rest.value})",
                              {"die": die, "piece": rest.piece}) for die, rest in sorted(g.table.dice.items())]
            chosen = choices.pick(answer, f"seat:{d.active}", "take_die",
                                  "No die is left in the box: from which card do you take one?", options)
            if isinstance(chosen, Ask):
                return chosen
            taken, answer = chosen.data["die"], None
        d.geared = True
        if d.compound:
            d.die = compound.place(g, d.piece, d.index, action_def(g, d.piece, d.index), taken)
            d.row = g.table.dice[d.die].row
        if g.zones.zone_of(d.piece) in (purse(d.active), QUEST_ITEMS):
            d.selected.append(d.piece)
        d.selected += modifiers.forced(g, d)
    if answer is not None:
        if "piece" not in answer.data:  # done selecting
            return None
        d.selected.append(answer.data["piece"])
    options, refused = [], []
    for piece in modifiers.selectable(g, d.active):
        if piece in d.selected:
            continue
        option = Option(f"select:{piece}", f"Select {_title(g, piece)}", {"piece": piece})
        why = modifiers.why_not_select(g, d, piece)
        if why is None:
            options.append(option)
        else:
            refused.append(Option(option.key, option.label, option.data, why_not=why))
    if not options and not any(modifiers.lends(g, d, o.data["piece"]) for o in refused):
        return None  # nothing to choose, nor a card to say why it may not help
    options.append(Option("done", "Done selecting", {"default": True}))
    return Ask(Decision(f"seat:{d.active}", "gear_up", "Step 1 – Gear up: select cards?", options,
                        context=_context(g, d), refused=refused))


def _spend(g: Game, d: ActionLocals, effect: modifiers.Effect) -> None:
    """An applied effect whose card pays for it: discarded or blocked."""
    d.applied.append(effect.key)
    g.emit(ev.Message(f"{_title(g, effect.piece)} applies.", {"rule": "effect", "effect": effect.key}))
    price = effect.table.get("then")
    if price == "discard":
        discard_card(g, effect.piece, d.active)
    elif price == "block":
        block_card(g, effect.piece, d.active)
    d.selected = [p for p in d.selected if p != effect.piece or price is None]


def _chosen_effect(g: Game, d: ActionLocals, when: str, answer: Option) -> modifiers.Effect:
    """The unused effect an answer names (a save from before typed answers names only its card: its first one)."""
    unused = modifiers.unused(g, d, when)
    wanted = answer.data.get("effect")
    return next(e for e in unused if e.key == wanted or (wanted is None and e.piece == answer.data["piece"]))


def _owed(d: ActionLocals) -> int:
    return max(0, d.cost + d.raised - d.lowered)


def _fewer(g: Game, d: ActionLocals, answer: Option | None) -> Ask | None:
    """A −X effect being applied: "draw up to X fewer cards", so how many fewer is the active player's (from 1, or
    from 0 for one that must be applied; never below a cost of 0)."""
    effect = next(e for e in modifiers.unused(g, d, "draw") if e.key == d.lowering)
    forced = modifiers.imposed(g, effect)
    most = min(-effect.cost, _owed(d))
    title = _title(g, effect.piece)
    fewer = choices.how_many(answer, f"seat:{d.active}", "fewer",
                             f"{title}: draw up to {counted(-effect.cost, 'fewer card')} — how many fewer?", 0 if forced else 1,
                             max(most, 0 if forced else 1),
                             words=lambda n: f"{n} fewer: draw {counted(_owed(d) - n, 'card')}",
                             **_context(g, d), owed=_owed(d))
    if isinstance(fewer, Ask):
        return fewer
    d.lowered += fewer
    d.lowering = None
    _spend(g, d, effect)
    return None


def cost_step(g: Game, f: Frame, answer: Option | None):
    """2. Draw – A. the cost: a +X effect raises it (the active player must draw X more); a −X effect lets them draw
    up to X fewer, as many fewer as they choose (one that must be applied too); never below 0."""
    d: ActionLocals = f.data
    for effect in modifiers.unused(g, d, "draw"):
        if effect.cost > 0:
            d.raised += effect.cost
            _spend(g, d, effect)
    if d.lowering is None and answer is not None and "piece" in answer.data:
        d.lowering, answer = _chosen_effect(g, d, "draw", answer).key, None
    while True:
        if d.lowering is None:
            forced = next((e for e in modifiers.unused(g, d, "draw") if e.cost < 0 and modifiers.imposed(g, e)), None)
            if forced is None:
                break
            d.lowering = forced.key
        asked = _fewer(g, d, answer)
        if asked is not None:
            return asked
        answer = None
    owed = _owed(d)
    if answer is None or "number" in answer.data:
        options = [Option(f"lower:{e.key}", f"{_title(g, e.piece)}: draw up to {-e.cost} fewer",
                          {"piece": e.piece, "effect": e.key})
                   for e in modifiers.unused(g, d, "draw") if not traits.unsettled(g, d, e.piece)] if owed else []
        if options:
            options.insert(0, Option("draw", f"Draw {counted(owed, 'card')}", {"default": True, "cards": owed}))
            return Ask(Decision(f"seat:{d.active}", "cost", "Step 2 – Draw: the cost", options,
                                context=_context(g, d) | {"owed": owed, "odds": float(odds.action_chance(
                                    g, d, owed, need(g, d)))}))
    d.owed = owed
    return Push(pay_frame(d.active, owed, DRAWN))


def _then(answer: Option | None) -> str | None:
    """What the active player does after drawing: "reveal", "more" or "weigh" (None: not answered yet).
    A save from before typed answers holds these options without data; their keys were those words."""
    if answer is None:
        return None
    return answer.data.get("then", answer.key)


def more_step(g: Game, f: Frame, answer: Option | None):
    """2. Draw – B. the active player may draw any number of cards more. With nothing drawn (a cost of 0)
    there is nothing to reveal: they go on without a card, or draw one; and with nothing needed either,
    the action succeeds at once (the rulebook's pathfind of cost 0+, difficulty 0)."""
    d: ActionLocals = f.data
    seat = d.active
    then = _then(answer)
    if then in ("reveal", "weigh") or g.table.player(seat).life == 0:
        d.weighing = then == "weigh"
        return None
    if then == "more":
        return Push(pay_frame(seat, 1, DRAWN), again=True)
    drawn = g.zones.size(DRAWN)
    if not drawn and not need(g, d):
        return None  # nothing drawn, nothing needed: the action succeeds without a card (cost 0, difficulty 0)
    if drawn:
        options = [extra.reveal(drawn, {"default": True, "then": "reveal"})]
    else:
        options = [Option("reveal", "Draw no card and go on to the Result", {"default": True, "then": "reveal"})]
    if not (g.zones.size(deck(seat)) or life.lots(g, seat)):
        return None
    now, one_more = odds.action_chances(g, d, (drawn, drawn + 1), need(g, d))
    options.append(extra.one_more("more", "Draw one more card" if drawn else "Draw a card", {"then": "more"},
                                  (now, one_more)))
    if drawn:
        options.append(Option("weigh", "Reveal them, and choose which successes to take into account",
                              {"then": "weigh"}))
    return Ask(Decision(f"seat:{seat}", "more", "Step 2 – Draw: draw more cards?", options,
                        context=_context(g, d) | {"drawn": drawn, "odds": float(now), "odds_one_more": float(one_more)}))


def _found(g: Game, d: ActionLocals) -> tuple[int, int]:
    """The successes the cards drawn and the effects bring before anything is ignored: the stars (of at most the
    default cost's cards, plus any extra ones, on a chain action) and the successes effects added; and the cards
    drawn."""
    faces = [face_of(g.card(p)) for p in g.zones.cards(DRAWN)]
    cap = d.cost + d.extra if d.chain else None
    return count(faces, cap).successes + d.bonus, len(faces)


def tally(g: Game, d: ActionLocals) -> int:
    """The successes taken into account now: those found, less those a creature's traits take and those the
    active player chose to ignore."""
    found, drawn = _found(g, d)
    return max(0, traits.tough(d, found, drawn) - d.ignored)


def cancelled(g: Game, d: ActionLocals) -> int:
    """The successes a creature's traits take away now (Tough, Evasive), of those found."""
    found, drawn = _found(g, d)
    return found - traits.tough(d, found, drawn)


def planned(g: Game, d: ActionLocals) -> int:
    """The cards the draw under way takes in all, as its odds count them: those drawn and those a payment still
    owes (one more card asked of an empty deck waits on the forced Recovery); before the cost is paid, its cost."""
    drawn = g.zones.size(DRAWN)
    paying = running(g, "pay")
    if paying is not None and paying.data.into == DRAWN:
        return drawn + max(0, paying.data.left)
    return max(drawn, _owed(d))


def _helps(g: Game, d: ActionLocals, effect: modifiers.Effect) -> bool:
    t = effect.table
    if "convert" in t:
        return modifiers.conversions(d.icons, t["convert"])[0] > 0
    if t.get("reveal_more"):
        return bool(g.zones.size(deck(d.active)) or life.lots(g, d.active))
    return bool(t.get("successes") or t.get("icons") or t.get("protection") or (t.get("extra_cards") and d.chain))


def _reveal(g: Game, d: ActionLocals, first: bool) -> None:
    """The drawn cards not revealed yet are revealed: their class icons count, a reflex skill among them applies,
    and so does every effect that must."""
    if d.shown is None:  # a game saved before more cards could be drawn in the Result step: all were revealed
        d.shown = g.zones.size(DRAWN)
    fresh = list(g.zones.cards(DRAWN))[d.shown:]
    d.shown += len(fresh)
    for piece in fresh:
        g.emit(ev.Revealed(piece, DRAWN))
        d.icons += list(g.card(piece).get("class_icons", ()) or ())
    if fresh or first:
        for effect in modifiers.unused(g, d, "result"):
            if modifiers.imposed(g, effect):
                _apply_result(g, d, effect)
    for piece in fresh:
        for effect in (modifiers.effects_of(g, piece)[i] for i in modifiers.by_itself(g.card(piece), d.icon)):
            if effect.key not in d.applied:
                _apply_result(g, d, effect)


def _draw_more(g: Game, d: ActionLocals, answer: Option | None) -> Ask | Push:
    """"Draw 1 or 2 additional cards and reveal them": how many is the active player's; then they are drawn (a Recovery
    if the deck is short) and revealed as the Result step goes on."""
    effect = next(e for e in modifiers.unused(g, d, "result") if e.key == d.drawing)
    most = int(effect.table["reveal_more"])
    chances = odds.revealed_chances(g, d, most, need(g, d)) if answer is None else []

    def words(n: int) -> str:
        chance = chances[n - 1]
        return f"Draw and reveal {counted(n, 'more card')}: " + (f"{percent(chance)}% chance of success" if chance else
                                                           "no chance of success")
    many = choices.how_many(answer, f"seat:{d.active}", "reveal_more", f"{_title(g, effect.piece)}: draw how many more "
                            f"cards (up to {most})?", 1, most, words=words)
    if isinstance(many, Ask):
        return many
    d.drawing = None
    _spend(g, d, effect)
    return Push(pay_frame(d.active, many, DRAWN), again=True)


def _apply_result(g: Game, d: ActionLocals, effect: modifiers.Effect, converted: tuple[int, list] | None = None) -> None:
    """Apply a Result effect (`converted`: how many times its conversion applies and the icons it spends, as the
    active player chose; else as many times as it may, exact icons before wild ones)."""
    t = effect.table
    successes, extra = modifiers.gains(t, d.chain)
    d.bonus += successes
    d.extra += extra
    d.icons += list(t.get("icons", ()))
    d.protection += int(t.get("protection", 0))
    if "convert" in t:
        times, spent = converted or modifiers.conversions(d.icons, t["convert"])
        for icon in spent:
            d.icons.remove(icon)
        if t["convert"].get("to") == "protection":
            d.protection += times
        else:
            d.bonus += times
    _spend(g, d, effect)


def _count(n: int, word: str, words: str = "") -> str:
    """"1 class icon", "3 class icons", "2 successes"."""
    return f"{n} {word}" if n == 1 else f"{n} {words or word + 's'}"


def _convert(g: Game, d: ActionLocals, answer: Option | None) -> Ask | None:
    """A conversion chosen ("convert 3 class icons of your choice into 1 success, 2 times at most"): how many
    times, then which icons, one at a time; each goes by itself where only one possibility is left."""
    if d.converting is None:
        d.converting = Conversion(_chosen_effect(g, d, "result", answer).key)
        answer = None
    c, seat = d.converting, f"seat:{d.active}"
    effect = next(e for e in modifiers.unused(g, d, "result") if e.key == c.effect)
    convert, title = effect.table["convert"], _title(g, effect.piece)
    per = int(convert.get("count", 1))
    if c.times is None:
        most = modifiers.conversions(d.icons, convert)[0]
        gain = "protection" if convert.get("to") == "protection" else "success"

        def words(n: int) -> str:
            gained = f"{n} protection" if gain == "protection" else _count(n, "success", "successes")
            return f"{_count(n, 'time')}: {_count(n * per, 'class icon')} for {gained}"
        times = choices.how_many(answer, seat, "convert_times",
                                 f"{title}: convert {_count(per, 'class icon')} into 1 {gain}, how many times?",
                                 1, most, words=words)
        if isinstance(times, Ask):
            return times
        c.times, answer = times, None
    while len(c.spent) < c.times * per:
        left = list(d.icons)
        for icon in c.spent:
            left.remove(icon)
        usable = sorted((i for i in left if modifiers.spendable(i, convert["spend"])),
                        key=lambda i: (i == modifiers.WILD, i))
        wanted = c.times * per - len(c.spent)
        if len(set(usable)) == 1 or len(usable) == wanted:
            c.spent += usable[:wanted]
            break
        options = [Option(f"spend:{icon}", f"Spend {'an' if icon[0] in 'aeiou' else 'a'} {icon} icon "
                                           f"({usable.count(icon)} left)", {"icon": icon})
                   for icon in dict.fromkeys(usable)]
        chosen = choices.pick(answer, seat, "convert_icon", f"{title}: which class icon to spend ({wanted} more)?",
                              options)
        if isinstance(chosen, Ask):
            return chosen
        c.spent.append(chosen.data["icon"])
        answer = None
    _apply_result(g, d, effect, (c.times, c.spent))
    d.converting = None
    return None


def result_step(g: Game, f: Frame, answer: Option | None):
    """3. Result: reveal the cards, take their successes into account, apply the effects of cards (more
    successes, more cards counted, class icons converted), then compare with the difficulty. The active
    player need not take every success into account (`ignore`, one at a time): asked when they chose to
    weigh them as they revealed the cards, or whenever a card's effect is offered."""
    d: ActionLocals = f.data
    first = not d.revealed
    if first:
        d.revealed, d.shown = True, 0
    _reveal(g, d, first)
    # the answer: an effect ({"piece"}), one success ignored ({"successes"}), or that is all; or a conversion's, or
    # how many more cards to draw
    chosen = answer.data if answer is not None else {}
    if d.drawing is not None or ("piece" in chosen and "reveal_more" in _chosen_effect(g, d, "result", answer).table):
        if d.drawing is None:
            d.drawing, answer = _chosen_effect(g, d, "result", answer).key, None
        return _draw_more(g, d, answer)
    converting = d.converting is not None
    if converting or ("piece" in chosen and "convert" in _chosen_effect(g, d, "result", answer).table):
        asked = _convert(g, d, answer)
        if asked is not None:
            return asked
        answer, chosen = None, {}
    elif "piece" in chosen:
        _apply_result(g, d, _chosen_effect(g, d, "result", answer))
    elif "successes" in chosen:
        d.ignored += 1
    d.successes = tally(g, d)
    if answer is None or "piece" in chosen or "successes" in chosen:
        options = [Option(f"effect:{e.key}", f"Apply {_title(g, e.piece)}", {"piece": e.piece, "effect": e.key})
                   for e in modifiers.unused(g, d, "result") if _helps(g, d, e) and not traits.unsettled(g, d, e.piece)]
        if d.successes and (options or d.weighing):
            options.append(Option("ignore", f"Ignore one success (take {d.successes - 1} into account)",
                                  {"successes": d.successes - 1, "waive": True}))
        if options or d.weighing:
            options.append(Option("done", that_is_all(d.successes, need(g, d)),
                                  {"default": d.successes >= need(g, d)}))
            return Ask(Decision(f"seat:{d.active}", "result", "Step 3 – Result: apply card effects?", options,
                                context=_context(g, d)))
    wanted = need(g, d)
    d.success = d.successes >= wanted
    if d.compound and not d.success:
        compound.lower(g, d.die, d.successes)
    taken = cancelled(g, d)
    said = {"cancelled": taken, "by": traits.taking(d.traits, g.zones.size(DRAWN))} if taken else {}
    g.emit(ActionResult("Success!" if d.success else "Failure.", {"success": d.success,
                                                                   "successes": d.successes, "need": wanted} | said))
    return None


def consequence_step(g: Game, f: Frame, answer: Option | None):
    """4. Consequence – A. the white section on a success, the black one on a failure."""
    d: ActionLocals = f.data
    section = "success" if d.success else "failure"
    if d.index == BACK:
        path = [BACK_PATH]
    elif d.index == MANDATORY:
        path = ["mandatory"]
    else:
        path = ["actions", d.index]
    if d.compound:
        path += ["rows", d.row]
    path.append(section)
    if not ops_at(g, d.piece, path):
        return None
    return Push(consequence_frame(d.active, d.involved, d.piece, path))


def strike_step(g: Game, f: Frame, answer: Option | None):
    """Ambush and Reach: on a failure, after its consequences, the characters struck discard the top cards
    of their decks (a forced Recovery if too few are left)."""
    d: ActionLocals = f.data
    if d.struck is None:
        d.struck = [list(hit) for hit in traits.struck(g, d)]
    while d.struck:
        seat, x = d.struck.pop(0)
        if g.table.player(seat).life > 0:
            return Push(pay_frame(seat, x, discard(seat)), again=True)
    return None


def die_step(g: Game, f: Frame, answer: Option | None):
    """A compound action won on a row whose consequences did not move its die is over: the die goes back. Then the
    creature's traits after a failure: Regenerate raises the die, Brutal rolls and blocks one selected card the roll
    names (the active player's choice where two could go)."""
    d: ActionLocals = f.data
    if d.brutal is None:
        if d.compound and d.success and not d.moved and d.die in g.table.dice:
            compound.release(g, d.piece)
        traits.regenerate(g, d)
        d.brutal = traits.brutal(g, d)
    if d.brutal:
        options = [Option(f"block:{p}", f"Block {_title(g, p)}", {"piece": p}) for p in d.brutal]
        hit = choices.pick(answer, f"seat:{d.active}", "brutal", "Brutal: which selected card is blocked?", options)
        if isinstance(hit, Ask):
            return hit
        block_card(g, hit.data["piece"], d.active)
        d.selected.remove(hit.data["piece"])
        d.brutal = []
    return None


def discard_step(g: Game, f: Frame, answer: Option | None):
    """4. Consequence – B. the revealed cards go to the discard pile, but up to X to the hand ("hand X")."""
    d: ActionLocals = f.data
    seat = d.active
    kept = answer.data.get("piece") if answer is not None else None  # none: discard the rest
    if kept is not None:
        g.move(kept, hand(seat))
        d.keep -= 1
    if (answer is None or kept is not None) and d.keep > 0 and g.zones.size(DRAWN) and g.table.player(seat).life > 0:
        options = [Option(f"keep:{p}", f"Add {_title(g, p)} to your hand", {"piece": p}) for p in g.zones.cards(DRAWN)]
        options.append(Option("done", "Discard the rest", {"default": True}))
        return Ask(Decision(f"seat:{seat}", "keep", f"Add up to {counted(d.keep, 'revealed card')} to your hand?", options))
    for piece in list(g.zones.cards(DRAWN)):
        g.move(piece, discard(seat))
    return None


def selected_step(g: Game, f: Frame, answer: Option | None):
    """[selected] effects of the cards selected in Gear up, in the order they were selected."""
    d: ActionLocals = f.data
    while d.done_selected < len(d.selected):
        piece = d.selected[d.done_selected]
        d.done_selected += 1
        if g.card(piece).get("selected") and g.zones.zone_of(piece) in (purse(d.active), QUEST_ITEMS):
            return Push(consequence_frame(d.active, d.involved, piece, ["selected"]), again=True)
    return None


def hand_limit_step(g: Game, f: Frame, answer: Option | None):
    """Out of the action, a player involved holding more skill cards than their hand size discards the excess."""
    d: ActionLocals = f.data
    return free_actions.over_hand(g, [s for s in d.involved if g.table.player(s).life > 0], answer)


def _still_resolving(g: Game, piece: str) -> bool:
    """Whether a temporary event whose action was taken still lies face up where it was resolved: one that left
    meanwhile (discarded, then drawn again as the fog of a space the past refilled) is another card's business."""
    where = g.zones.zone_of(piece)
    return (g.card(piece).type == "temporary_event" and where.startswith(("revealed", "board:"))
            and piece not in g.table.face_down)


def end_step(g: Game, f: Frame, answer: Option | None):
    """A mandatory compound action still under way is taken again at once, by the characters involved."""
    d: ActionLocals = f.data
    g.table.last_active = d.active
    g.table.active = None
    if d.mandatory and d.compound and compound.die_on(g, d.piece, d.index) is not None:
        g.table.mandatory.append({"piece": d.piece, "index": d.index, "involved": list(d.involved)})
    elif d.index != BACK and _still_resolving(g, d.piece):
        # its action is over: the event goes to the past, or back to its deck if it knocked out all involved
        if all(g.table.player(s).life == 0 for s in d.involved):
            return_card(g, d.piece)
        else:
            discard_card(g, d.piece, d.active)
    return None


def settle_step(g: Game, f: Frame, answer: Option | None):
    """Spaces opened during the action get their adventure card before the next turn, placed by the action's
    active player (the table has none any more once the action is over)."""
    return placement.settle(g, seat=f.data.active)


ACTION = Procedure("action", [gear_up, cost_step, more_step, result_step, consequence_step, strike_step, die_step, discard_step,
                              selected_step, hand_limit_step, end_step, settle_step], frame=ActionLocals)
