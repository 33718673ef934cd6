"""A hero's activation (rules summary, "Hero activations", "Actions"): actions paid with a die that matches
or beats their cost (an activation die from the character card, or a shared destiny die: at most two a turn
but for the last hero to activate), one action ended before the next; then the inspiration roll when the
hero slew hostiles, and the unspent dice kept as reaction dice, a pip lower."""
from __future__ import annotations

from itertools import combinations

from engine.core import choices
from engine.core import events as ev
from engine.core.decisions import Decision, Option
from engine.core.game import Game
from engine.core.procedure import Ask, Frame, Goto, Procedure, Push

from . import abilities, ailments, attacks, crises, explore, glory, inspiration, quest, rolls, wounds
from .inspiration import stat
from .battlefield import (battlefield, heroes_on_battlefield, moves, place, square_words, standing, standing_words,
                          where)
from .carrying import ONE_EACH, held
from .frames import Activation, Carry, Effects
from .hero_actions import (ACT, BASIC, BASIC_LABELS, ITEM, action_label, arms, buried_cell, cost, dice_for, doors_by,
                           extraction_here, items, last_to_activate, objects_by, refusals, to_dig, trapped_near, weapon,
                           weapon_option)
from .table import (AWAY, DEAD, DESTINY_AVAILABLE, DESTINY_DISCARDED, DISCOVERY, OBJECTS, OUT, SPENT_DISCOVERY, carried,
                    space, spare)


# -- the steps ------------------------------------------------------------------------------------
def rouse(g: Game, f: Frame, answer):
    """Before acting: a fatigued hero's dice all turn to 1; a stunned hero discards a die of its choice and
    stands up."""
    hero = f.data.hero
    if answer is None:
        abilities.new_activation(g, hero)
    if g.zones.zone_of(hero) == AWAY and (answer is None or "cell" in answer.data):
        asked = crises.come_back(g, hero, answer)
        if asked is not None:
            return asked
        answer = None     # back on the battlefield: the activation begins
    own = [p for k in range(g.table.spaces) for p in g.zones.cards(wounds.slot(hero, k)) if g.card(p).type == "die"]
    if answer is not None:
        die = answer.data["piece"]
        g.move(die, spare(hero) if die in own else DESTINY_DISCARDED)
        ailments.cure(g, hero, "stunned")
        return None
    if ailments.has(g, hero, "fatigued"):
        for die in own:
            rolls.set_value(g, die, 1)
        ailments.cure(g, hero, "fatigued")
    if ailments.has(g, hero, "stunned"):
        dice = own + list(g.zones.cards(DESTINY_AVAILABLE))
        if not dice:
            ailments.cure(g, hero, "stunned")
            return None
        options = [Option(f"discard:{p}", f"{_source(g, p).capitalize()} die showing {rolls.value(g, p)}",
                          {"piece": p}) for p in dice]
        return Ask(Decision(f"seat:{g.table.hero(hero).seat}", "stunned",
                            f"{g.card(hero).title} is stunned: discard a die to stand up", options, context={"hero": hero}))
    return None


def choose(g: Game, f: Frame, answer):
    """Which action next, or the end of the activation."""
    hero = f.data.hero
    if answer is not None and answer.data.get("trade"):
        _trade(g, answer.data["pieces"])
        answer = None       # a free exchange: the hero's action is asked again
    if (answer is not None and "action" not in answer.data) or (where(g, hero) is None and buried_cell(g, hero) is None):
        return Goto("finish")
    if answer is not None:
        f.data.action, f.data.stage = answer.data["action"], ""
        return None
    deliverance = g.cards[g.table.journey].get("kind") == "deliverance"
    anyone_buried = bool(standing(g).buried)
    armed = arms(g, hero)
    doors = bool(battlefield(g).doors)
    actions = [a for a in BASIC if (a != "explore" or deliverance) and (a != "dig" or anyone_buried)
               and (a != "open" or doors)] + list(armed)
    gifts = abilities.of(g, hero)
    actions += list(gifts) + [ITEM + p for p in items(g, hero)]
    reasons = refusals(g, hero, actions, armed)
    options, refused = [], []
    # the answers worded once a game: an action's option, as allowed or refused for a reason, never changes
    said = g.memo.get(("hero_action", hero))
    if said is None:
        said = g.memo["hero_action", hero] = {}
    for action in actions:
        reason = reasons[action]
        if action in BASIC:
            option = said.get((action, reason))
            if option is None:
                option = said[action, reason] = Option(ACT[action], BASIC_LABELS[action],
                                                       {"action": action, "cost": BASIC[action], "hero": hero},
                                                       why_not=reason)
        elif action.startswith(ITEM):
            option = Option(f"act:{action}", action_label(g, hero, action),
                            {"action": action, "cost": cost(g, hero, action), "hero": hero,
                             "piece": action[len(ITEM):]}, why_not=reason)
        elif action in gifts:
            option = Option(f"act:{action}", abilities.label(gifts[action]),
                            {"action": action, "cost": abilities.cost(gifts[action]), "hero": hero}, why_not=reason)
        else:
            option = weapon_option(g, hero, action, armed[action], reason)
        (options if reason is None else refused).append(option)
    options += _trades(g, hero)
    title = g.card(hero).title
    end = said.get("end")
    if end is None:
        end = said["end"] = Option("end", f"End {title}'s activation", {"hero": hero})
    options.append(end)
    return Ask(Decision(f"seat:{g.table.hero(hero).seat}", "hero_action", f"{title}: which action?",
                        options, refused=refused, context={"hero": hero}))


def _trades(g: Game, hero: str) -> list[Option]:
    """'Treasure cards can be traded freely between adjacent heroes': in its activation a hero may give its
    treasure to an adjacent hero, take an adjacent hero's, or swap the two (each holds one treasure at most)."""
    cell = where(g, hero)
    if cell is None:
        return []
    m = battlefield(g)
    mine = held(g, hero, "treasure")
    found = []
    for other in heroes_on_battlefield(g):
        if other == hero or not m.adjacent(cell, where(g, other)):
            continue
        theirs = held(g, other, "treasure")
        title, them = g.card(hero).title, g.card(other).title
        if mine and theirs:
            found.append(Option(f"trade:{mine[0]}:{theirs[0]}", f"Swap {g.card(mine[0]).title} for {them}'s "
                                f"{g.card(theirs[0]).title} (free)", {"trade": True, "hero": hero,
                                "pieces": [[mine[0], other], [theirs[0], hero]]}))
        elif mine:
            found.append(Option(f"trade:{mine[0]}:{other}", f"Give {g.card(mine[0]).title} to {them} (free)",
                                {"trade": True, "hero": hero, "pieces": [[mine[0], other]]}))
        elif theirs:
            found.append(Option(f"trade:{theirs[0]}:{hero}", f"Take {them}'s {g.card(theirs[0]).title} for "
                                f"{title} (free)", {"trade": True, "hero": hero, "pieces": [[theirs[0], hero]]}))
    return found


def _trade(g: Game, pieces: list) -> None:
    for piece, taker in pieces:
        g.move(piece, carried(taker))
        g.emit(ev.Message(f"{g.card(piece).title} goes to {g.card(taker).title}.",
                          {"rule": "trade", "piece": piece, "hero": taker}))


def spend(g: Game, f: Frame, answer):
    """The die that pays for it (asked when dice of different worth could)."""
    hero, action = f.data.hero, f.data.action
    if action == "dig":
        return _pay_to_dig(g, hero, answer)
    if answer is None and cost(g, hero, action) == 0:
        return None                                # free: no die spent (it counts as a 6)
    if answer is None:
        dice = dice_for(g, hero, cost(g, hero, action))
        kinds = {}
        for p in dice:
            kinds.setdefault((_source(g, p), rolls.value(g, p)), p)
        if len(kinds) > 1:
            options = [Option(f"die:{p}", f"{src.capitalize()} die showing {v}", {"piece": p, "value": v})
                       for (src, v), p in sorted(kinds.items())]
            return Ask(Decision(f"seat:{g.table.hero(hero).seat}", "spend_die",
                                f"Which die pays for {action_label(g, hero, action)}?", options,
                                context={"hero": hero}))
        _pay(g, hero, dice[0])
        return None
    _pay(g, hero, answer.data["piece"])
    return None


def _pay_to_dig(g: Game, hero: str, answer):
    """Two dice showing 6 pay for digging: the hero's player picks which, when its own and destiny dice could."""
    table = g.table
    destiny_left = 99 if last_to_activate(g, hero) else table.destiny_limit - table.hero(hero).destiny
    pairs: dict[tuple, list[str]] = {}
    for a, b in combinations(dice_for(g, hero, 6), 2):
        pairs.setdefault(tuple(sorted((_source(g, a), _source(g, b)))), [a, b])
    # at most two destiny dice a turn (the action was allowed on the dice at hand: some pair always pays)
    pairs = {s: pair for s, pair in pairs.items() if s.count("destiny") <= destiny_left} or pairs
    options = [Option(f"dig:{a},{b}", " and ".join(f"{s.capitalize()} die showing 6" for s in sources),
                      {"dice": [a, b]}) for sources, (a, b) in sorted(pairs.items())]
    chosen = choices.pick(answer, f"seat:{table.hero(hero).seat}", "dig_dice", "Which two dice showing 6 pay for "
                          "digging?", options, hero=hero)
    if isinstance(chosen, Ask):
        return chosen
    for die in chosen.data["dice"]:
        _pay(g, hero, die)
    return None


def _pay(g: Game, hero: str, die: str) -> None:
    if _source(g, die) == "destiny":
        g.move(die, DESTINY_DISCARDED)
        g.table.hero(hero).destiny += 1
    else:
        g.move(die, spare(hero))


def _source(g: Game, die: str) -> str:
    return "destiny" if g.zones.zone_of(die) == DESTINY_AVAILABLE else "activation"


def perform(g: Game, f: Frame, answer):
    """The action itself; then the next action is chosen."""
    d: Activation = f.data
    hero, action = d.hero, d.action
    if d.stage == "done":
        return Goto("choose")
    if action in ("move", "run"):
        return _move(g, f, answer)
    if action == "recuperate":
        return _recuperate(g, f, answer)
    if action == "search":
        return _search(g, f, answer)
    if action == "extract":
        return _extract(g, f, answer)
    if action == "free":
        return _free(g, f, answer)
    if action == "dig":
        return _dig(g, f, answer)
    if action == "open":
        return _open(g, f, answer)
    if action.startswith(abilities.PREFIX):
        return abilities.use(g, f, answer, abilities.of(g, hero)[action])
    if action.startswith(ITEM):
        item = action[len(ITEM):]
        g.move(item, SPENT_DISCOVERY)
        g.emit(ev.Message(f"{g.card(hero).title} uses {g.card(item).title}.", {"rule": "item", "hero": hero,
                                                                               "item": item}))
        d.stage = "done"
        return Push(Frame("effects", "", Effects(card=item, hero=hero, by=hero)), again=True)
    if action == "explore":
        d.stage = "done"
        return Push(explore.frame(2), again=True)
    return _attack(g, f, answer, weapon(g, hero, action))


def _dig(g: Game, f: Frame, answer):
    """The buried hero dug free: the hero's own player picks which, when two lie buried beside it."""
    hero = f.data.hero
    options = [Option(f"dig:{h}", g.card(h).title, {"hero": h}) for h in to_dig(g, hero)]
    chosen = choices.pick(answer, f"seat:{g.table.hero(hero).seat}", "dig", "Dig which hero free?", options, hero=hero)
    if isinstance(chosen, Ask):
        return chosen
    ailments.cure(g, chosen.data["hero"], "buried")
    if chosen.data["hero"] != hero:
        glory.met(g, hero, "rescue")
    return _done()


def _done(frame: Frame | None = None):
    return Push(frame, again=True) if frame is not None else Goto("choose")


def _move(g: Game, f: Frame, answer):
    hero = f.data.hero
    if answer is None:
        reach = moves(g, hero, stat(g, hero, "move")[0 if f.data.action == "move" else 1])
        # each answer worded once a map (a space's words are its tile's, which the next journey changes): a space
        # and the moves it takes, for this hero
        words = battlefield(g).derived
        said = words.get(("move_options", hero))
        if said is None:
            said = words["move_options", hero] = {}
        options = []
        for spot in sorted(reach.items()):
            option = said.get(spot)
            if option is None:
                (x, y), n = spot
                option = said[spot] = Option(f"to:{x},{y}", f"To {square_words(g, (x, y))} ({n} {'move' if n == 1 else 'moves'})",
                                             {"zone": space((x, y)), "piece": hero, "steps": n, "cell": [x, y]})
            options.append(option)
        return Ask(Decision(f"seat:{g.table.hero(hero).seat}", "move", f"Where does {g.card(hero).title} go?",
                            options, context={"hero": hero, "piece": hero}))
    place(g, hero, tuple(answer.data["cell"]))
    return _done()


def _recuperate(g: Game, f: Frame, answer):
    d: Activation = f.data
    hero = d.hero
    if answer is None and d.outcome is None:
        return Push(rolls.rolling(list(stat(g, hero, "vitality")), f"{g.card(hero).title} recuperates", hero),
                    again=True)
    if answer is None:
        heals = wounds.recoveries(g, hero, d.outcome)
        if len(heals) > 1:
            options = [Option(f"heal:{key}", label, {"heal": key}) for key, label in heals]
            return Ask(Decision(f"seat:{g.table.hero(hero).seat}", "recuperate", "Which wounds recover?", options,
                                context={"hero": hero}))
        answer_key = heals[0][0] if heals else None
    else:
        answer_key = answer.data["heal"]
    # a save from before this build asked with the outcome already cleared and the critical kept in `crit`
    outcome = d.outcome or ("crit" if d.crit else "success")
    d.outcome, d.heal, d.crit = None, {}, False
    wounds.recover(g, hero, outcome, answer_key)
    return _done()


def _search(g: Game, f: Frame, answer):
    d: Activation = f.data
    hero = d.hero
    if d.stage == "drawn":
        return Goto("choose")
    found = objects_by(g, where(g, hero))
    if answer is None and len(found) > 1:
        options = [Option(f"object:{p}", f"The mysterious object at {square_words(g, where(g, p))}", {"piece": p})
                   for p in found]
        return Ask(Decision(f"seat:{g.table.hero(hero).seat}", "search", "Search which mysterious object?", options,
                            context={"hero": hero}))
    obj = answer.data["piece"] if answer else found[0] if found else None
    if obj is None:
        inspiration.spend(g, hero, inspiration.SEARCH, "a search with no mysterious object beside")
    card = g.zones.top(DISCOVERY)
    g.move(card, carried(hero))
    kind = g.card(card).get("kind")
    g.emit(ev.Message(f"{g.card(hero).title} finds {g.card(card).title} ({kind}).",
                      {"rule": "search", "card": card, "kind": kind, "hero": hero}))
    glory.met(g, hero, "search")
    if kind == "trap":
        g.move(card, SPENT_DISCOVERY)
        d.stage = "drawn"
        return Push(Frame("effects", "", Effects(card=card, hero=hero)), again=True)
    if kind == "crisis":
        g.move(card, SPENT_DISCOVERY)
        d.stage = "drawn"
        return Push(crises.frame(), again=True)
    if obj is not None:
        g.move(obj, OBJECTS)
    g.table.found += 1
    if quest.quest_rules(g).get("advance") == "found":
        quest.advance(g)
    if kind in ONE_EACH and len(held(g, hero, kind)) > 1:
        d.stage = "drawn"
        return Push(Frame("carry", "", Carry(hero, kind)), again=True)
    return _done()


def _free(g: Game, f: Frame, answer):
    hero = f.data.hero
    found = trapped_near(g, hero)
    if answer is None and len(found) > 1:
        options = [Option(f"free:{h}", g.card(h).title, {"hero": h}) for h in found]
        return Ask(Decision(f"seat:{g.table.hero(hero).seat}", "free", "Free which hero?", options, context={"hero": hero}))
    freed = answer.data["hero"] if answer else found[0]
    ailments.cure(g, freed, "trapped")
    if freed != hero:
        glory.met(g, hero, "rescue")
    return _done()


def _open(g: Game, f: Frame, answer):
    """The Open action: a closed gateway beside the hero, touching two tiles or more, flipped open."""
    hero = f.data.hero
    found = doors_by(g, where(g, hero))
    if answer is None and len(found) > 1:
        options = [Option(f"door:{door.id}", f"The gateway by {' and '.join(square_words(g, c) for c in sorted(door.cells))}",
                          {"gateway": door.id}) for door in found]
        return Ask(Decision(f"seat:{g.table.hero(hero).seat}", "open", "Open which gateway?", options,
                            context={"hero": hero}))
    door = answer.data["gateway"] if answer else found[0].id
    g.table.open.append(door)
    g.emit(ev.Message(f"{g.card(hero).title} opens a gateway.", {"rule": "open", "gateway": door, "hero": hero}))
    return _done()


def _extract(g: Game, f: Frame, answer):
    """The extraction zone tile is placed against the closed gateway, which is flipped open (where it could go
    more than one way, the hero's player picks)."""
    hero = f.data.hero
    spots = extraction_here(g, where(g, hero))
    options = [Option(f"place:{n}", f"{_side(g, spot, where(g, hero)).capitalize()}, against the closed gateway by "
                      f"{_gate_words(g, spot['gateway'])}", {"place": n, "tile": spot["tile"]})
               for n, spot in enumerate(spots)]
    chosen = choices.pick(answer, f"seat:{g.table.hero(hero).seat}", "extract", "Where does the extraction zone go?",
                          options, hero=hero)
    if isinstance(chosen, Ask):
        return chosen
    spot = spots[chosen.data["place"]]
    if "location" in spot:
        explore.put_tile(g, spot["tile"], {"gate": spot["gateway"], "location": spot["location"], "at": spot["at"]})
    else:
        g.table.placed.append({"tile": spot["tile"], "at": list(spot["at"])})
        g.table.open.append(spot["gateway"])
    g.emit(ev.Message(f"{g.card(hero).title} finds the way out: the extraction zone is placed.",
                      {"rule": "extract", "gateway": spot["gateway"], "tile": spot["tile"]}))
    return _done()


def _gate_words(g: Game, gateway: str) -> str:
    gate = next(gate for gate in battlefield(g).gateways if gate.id == gateway)
    return " and ".join(square_words(g, c) for c in sorted(gate.cells))


def _side(g: Game, spot: dict, cell) -> str:
    """Which way from the hero the tile would lie ("to the east")."""
    w, h = g.cards[spot["tile"]].get("size")
    dx, dy = spot["at"][0] + (w - 1) / 2 - cell[0], spot["at"][1] + (h - 1) / 2 - cell[1]
    if abs(dx) >= abs(dy):
        return "to the east" if dx > 0 else "to the west"
    return "to the south" if dy > 0 else "to the north"


def _attack(g: Game, f: Frame, answer, w: dict):
    hero = f.data.hero
    found = attacks.targets(g, hero, w)
    if answer is None and len(found) > 1:
        options = [Option(f"target:{t}", f"{standing_words(g, t)} ({g.table.damage.get(t, 0)} of "
                                         f"{g.card(t).get('wounds')} wounds)",
                          {"piece": t, "damage": g.table.damage.get(t, 0)}) for t in found]
        return Ask(Decision(f"seat:{g.table.hero(hero).seat}", "target", f"Whom does {w['name']} strike?", options,
                            context={"hero": hero}))
    target = answer.data["piece"] if answer else found[0]
    f.data.stage = "done"
    return _done(attacks.strike(g, hero, w, target))


def finish(g: Game, f: Frame, answer):
    """The inspiration roll when the hero slew hostiles; the unspent dice lose a pip and wait as reactions."""
    d: Activation = f.data
    hero = g.table.hero(d.hero)
    # a buried hero suffers 2 damage as its activation ends, as the inspiration roll is made: with both, the
    # hero's player orders them (what happens at once in a hero's activation, its player orders)
    due = [Option("end:buried", f"{g.card(hero.id).title} suffers 2 damage (buried)", {"end": "buried"})] \
        if buried_cell(g, hero.id) is not None and not d.crushed else []
    if hero.slew and g.zones.zone_of(hero.id) in (OUT, DEAD):
        hero.slew = 0                     # taken out of action (or dead) first: no roll
    if hero.slew:
        due.append(Option("end:inspiration", f"{g.card(hero.id).title}'s inspiration roll", {"end": "inspiration"}))
    ordered = choices.order(f, answer, f"seat:{hero.seat}", "activation_end",
                            f"{g.card(hero.id).title}'s activation ends: which happens first?", due, hero=hero.id)
    if isinstance(ordered, Ask):
        return ordered
    for due_now in ordered:
        if due_now.data["end"] == "buried":
            d.crushed = True
            frame = wounds.suffer(g, hero.id, 2, "buried")
            if frame is not None:
                return Push(frame, again=True)
        else:
            roll = rolls.quest_roll(g, f"{g.card(hero.id).title}'s inspiration roll (needs {hero.slew} or less)")
            if roll <= hero.slew:
                inspiration.gain(g, hero.id, 1)
            hero.slew = 0
    hero.reacting = True
    for k in range(g.table.spaces):
        die = wounds.die_on(g, wounds.slot(hero.id, k))
        if die is not None:
            if rolls.value(g, die) <= 1:
                g.move(die, spare(hero.id))
            else:
                rolls.set_value(g, die, rolls.value(g, die) - 1)
    return None


HERO = Procedure("hero", [rouse, choose, spend, perform, finish], frame=Activation)
