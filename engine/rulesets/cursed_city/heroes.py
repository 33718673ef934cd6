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

from . import abilities, ailments, attacks, crises, explore, inspiration, quest, rolls, wounds
from .inspiration import stat
from .battlefield import (battlefield, heroes_on_battlefield, moves, nearest_move, place, square_words, standing,
                          standing_words, where)
from .carrying import ONE_EACH, held
from .frames import Activation, Carry, Effects
from .table import (AWAY, DESTINY_AVAILABLE, DESTINY_DISCARDED, DISCOVERY, OBJECTS, SPENT_DISCOVERY, TRACK, carried,
                    cell_of, hero_card, space, spare)

BASIC = {"move": 1, "run": 3, "recuperate": 1, "search": 4, "extract": 4, "open": 4, "free": 4, "explore": 4, "dig": 6}
NAMES = {"move": "Move", "run": "Run", "recuperate": "Recuperate", "search": "Search", "extract": "Extract",
         "open": "Open a closed gateway",
         "free": "Free a trapped hero", "explore": "Explore", "dig": "Dig a buried hero free (two dice of 6)"}


def cost(g: Game, hero: str, action: str) -> int:
    if action in BASIC:
        return BASIC[action]
    if action.startswith(abilities.PREFIX):
        return abilities.cost(abilities.of(g, hero)[action])
    if action.startswith(ITEM):
        return abilities.cost(g.card(action[len(ITEM):]))
    return int(weapon(g, hero, action).get("cost", 1))


ITEM = "item:"


def items(g: Game, hero: str) -> list[str]:
    """The items in the hero's carried items space (one at most, but for a choice pending)."""
    return held(g, hero, "item")


def weapon(g: Game, hero: str, action: str) -> dict:
    return arms(g, hero)[action]


def arms(g: Game, hero: str) -> dict:
    """The hero's weapon actions by their action key ("weapon:<id>"), as its card side and boons give them (keyed
    once for each list of weapons `stat` gives)."""
    weapons = stat(g, hero, "weapons")
    found = g.memo.get(("arms", hero))
    if found is None or found[0] is not weapons:
        found = g.memo["arms", hero] = (weapons, {f"weapon:{w['id']}": w for w in weapons})
    return dict(found[1])


def last_to_activate(g: Game, hero: str) -> bool:
    """No other hero's initiative card is still to come on the combat track this turn."""
    return not any(c != hero_card(hero) and c.startswith("init:") and not c.startswith("init:group:")
                   and c not in g.table.done for c in g.zones.cards(TRACK))


def dice_for(g: Game, hero: str, at_least: int, purse: list | None = None) -> list[str]:
    """The dice that may pay an action of this cost: the hero's activation dice on its card, and the
    available destiny dice while the hero may still spend one (from `purse`, when already looked at)."""
    return [p for p, value in (purse if purse is not None else dice_at_hand(g, hero)) if value >= at_least]


def dice_at_hand(g: Game, hero: str) -> list[tuple[str, int]]:
    """The dice the hero may spend now, with the values they show: its own first, then the destiny dice."""
    state, cards, table = g.state, g.cards, g.state.table
    contents, pieces = state.zones.contents, state.pieces
    own = [(p, rolls.value(g, p)) for k in range(table.spaces) for p in contents.get(wounds.slot(hero, k), ())
           if cards[pieces[p]].type == "die"]
    if table.hero(hero).destiny < table.destiny_limit or last_to_activate(g, hero):
        own += [(p, rolls.value(g, p)) for p in contents.get(DESTINY_AVAILABLE, ())]
    return own


def buried_cell(g: Game, hero: str):
    zone = g.zones.zone_of(hero)
    return cell_of(zone) if zone.startswith("buried:") else None


def to_dig(g: Game, hero: str) -> list[str]:
    """The buried heroes this hero may dig free: itself, or one buried beside it."""
    mine = buried_cell(g, hero)
    if mine is not None:
        return [hero]
    cell = where(g, hero)
    m = battlefield(g)
    return [h.id for h in g.table.heroes if buried_cell(g, h.id) is not None and cell is not None
            and m.adjacent(cell, buried_cell(g, h.id))]


def refusals(g: Game, hero: str, actions: list[str], armed: dict) -> dict[str, str | None]:
    """Why the rules refuse each of these actions to the hero now (None: allowed), what they share read once:
    a die that pays for it, then what the action itself needs."""
    purse = dice_at_hand(g, hero)
    values = sorted((v for _, v in purse), reverse=True)
    buried = buried_cell(g, hero) is not None
    cell = where(g, hero)
    looks = _Looks(g, hero, cell)
    found = {}
    gifts = abilities.of(g, hero)
    for action in actions:
        w = armed.get(action)
        gift = gifts.get(action)
        need = (BASIC[action] if action in BASIC else abilities.cost(gift) if gift
                else cost(g, hero, action) if action.startswith(ITEM) else int(w.get("cost", 1)))
        if need and (not values or values[0] < need):
            found[action] = f"no die of {need} or more"
            continue
        if action == "dig":
            if len(values) < 2 or values[1] < 6:
                found[action] = "two dice showing 6 are needed"
            else:
                found[action] = None if to_dig(g, hero) else "no buried hero here or adjacent"
            continue
        if buried:
            found[action] = "buried: only digging free"
            continue
        found[action] = (abilities.refused(g, hero, gift) if gift else None if action.startswith(ITEM)
                         else _refused(g, hero, action, w, cell, looks))
    return found


class _Looks:
    """What the refusals of one hero's actions read of the battlefield, each worked out once when first asked:
    the map and who stands where, a hostile adjacent, the enemies in sight, the nearest space a move may end in."""

    def __init__(self, g: Game, hero: str, cell):
        self.g, self.hero, self.cell = g, hero, cell
        self.m, self.st = battlefield(g), standing(g)
        self._near_hostile = self._sight = self._steps = None
        self._nearest = (-1, None)

    def near_hostile(self) -> bool:
        if self._near_hostile is None:
            st = self.st
            self._near_hostile = any(st.sides[p] == "hostile" for n in self.m.neighbours(self.cell)
                                     for p in st.at.get(n, ()))
        return self._near_hostile

    def sight(self) -> tuple:
        if self._sight is None:
            self._sight = attacks.in_sight(self.g, "hero", (self.cell,))
        return self._sight

    def steps(self, action: str) -> int:
        """The moves of a Move (or Run) action."""
        if self._steps is None:
            self._steps = stat(self.g, self.hero, "move")
        return self._steps[0 if action == "move" else 1]

    def can_move(self, steps: int) -> bool:
        searched, nearest = self._nearest
        if searched < steps and nearest is None:
            # the nearest space a move may end in, searched (once) as far as the longer move goes
            longest = max(steps, self.steps("move"), self.steps("run"))
            self._nearest = searched, nearest = longest, nearest_move(self.g, self.hero, longest)
        return nearest is not None and nearest <= steps


def _refused(g: Game, hero: str, action: str, w: dict | None, cell, looks: "_Looks") -> str | None:
    if action == "move" or action == "run":
        if "trapped" in g.table.ailments.get(hero, ()):
            return "trapped"
        if not looks.can_move(looks.steps(action)):
            return "no space to move to"
    elif w is not None:
        if not attacks.aimed(w, *looks.sight()):
            return "no target for this weapon"
    elif action == "recuperate":
        if not wounds.counters(g, hero):
            return "no wound to recover from"
    elif action == "search":
        if looks.near_hostile():
            return "a hostile is adjacent"
        if not _objects_by(g, cell) and g.table.hero(hero).ip < inspiration.SEARCH:
            return "no mysterious object adjacent (or 3 inspiration to search without one)"
        if not g.zones.size(DISCOVERY):
            return "the discovery deck is empty"
    elif action == "free":
        if not _trapped_near(g, hero):
            return "no trapped hero here or adjacent"
    elif action == "extract":
        if looks.near_hostile():
            return "a hostile is adjacent"
        if not extraction_here(g, cell):
            return "not beside a closed gateway the extraction zone can be placed at"
    elif action == "open":
        if not doors_by(g, cell):
            return "not beside a closed gateway between two tiles"
    elif action == "explore":
        if g.cards[g.table.journey].get("kind") != "deliverance":
            return "only on a deliverance journey"
        if looks.near_hostile():
            return "a hostile is adjacent"
        if not any(cell in gate["cells"] for gate in explore.closed_gates(g)):
            return "not in a space touching a closed gateway"
    return None


def attack_odds(g: Game, hero: str, w: dict) -> dict:
    """The exact chance of each outcome of a weapon's roll and the damage to expect, without and with a die
    re-rolled for an inspiration point (shown before the roll)."""
    key = ("attack_odds", tuple(w["dice"]), tuple(w["damage"]))
    found = g.memo.get(key)
    if found is None:
        worth = {"fail": 0, "success": w["damage"][0], "crit": w["damage"][1]}
        plain = rolls.odds(g, list(w["dice"]))
        again = rolls.odds_with_reroll(g, list(w["dice"]), worth)
        found = g.memo[key] = {
            "odds": {k: float(v) for k, v in plain.items()}, "odds_reroll": {k: float(v) for k, v in again.items()},
            "expected": float(sum(worth[k] * v for k, v in plain.items())),
            "expected_reroll": float(sum(worth[k] * v for k, v in again.items()))}
    return {k: dict(v) if isinstance(v, dict) else v for k, v in found.items()}


def _objects_by(g: Game, cell) -> list[str]:
    st = standing(g)
    return [p for n in sorted(battlefield(g).neighbours(cell)) for p in st.at.get(n, ()) if st.sides[p] == "object"]


_BASIC_LABELS = {action: f"{NAMES[action]} ({BASIC[action]}+)" for action in BASIC}
_ACT = {action: f"act:{action}" for action in BASIC}


def _label(g: Game, hero: str, action: str, w: dict | None = None) -> str:
    if action.startswith(ITEM):
        item = g.card(action[len(ITEM):])
        return f"Use {item.title} ({'free' if item.get('free') else str(item.get('cost', 1)) + '+'}, used up)"
    if action.startswith(abilities.PREFIX):
        return abilities.label(abilities.of(g, hero)[action])
    if action in NAMES:
        return _BASIC_LABELS[action]
    w = w or weapon(g, hero, action)
    return f"{w['name']} ({w.get('cost', 1)}+): {w['reach']}, damage {w['damage'][0]}/{w['damage'][1]}"


def _weapon_option(g: Game, hero: str, action: str, w: dict, reason: str | None) -> Option:
    """A weapon action offered with the odds of its roll and the damage to expect (worded once per weapon)."""
    key = ("weapon_option", hero, w["name"], w.get("cost", 1), w["reach"], tuple(w["damage"]), tuple(w["dice"]),
           w["id"], reason)
    found = g.memo.get(key)
    if found is None:
        data = {"action": action, "cost": int(w.get("cost", 1)), "hero": hero}
        data.update(attack_odds(g, hero, w))
        label = _label(g, hero, action, w)
        if reason is None:
            o = data["odds"]
            label += (f" — hits {o['success'] + o['crit']:.0%} (critical {o['crit']:.0%}), damage to expect "
                      f"{data['expected']:.2f}, {data['expected_reroll']:.2f} with a die re-rolled")
        found = g.memo[key] = Option(f"act:{action}", label, data, why_not=reason)
    return found


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
                option = said[action, reason] = Option(_ACT[action], _BASIC_LABELS[action],
                                                       {"action": action, "cost": BASIC[action], "hero": hero},
                                                       why_not=reason)
        elif action.startswith(ITEM):
            option = Option(f"act:{action}", _label(g, hero, action),
                            {"action": action, "cost": cost(g, hero, action), "hero": hero,
                             "piece": action[len(ITEM):]}, why_not=reason)
        elif action in gifts:
            option = Option(f"act:{action}", abilities.label(gifts[action]),
                            {"action": action, "cost": abilities.cost(gifts[action]), "hero": hero}, why_not=reason)
        else:
            option = _weapon_option(g, hero, action, armed[action], reason)
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
                                f"Which die pays for {_label(g, hero, action)}?", options, context={"hero": hero}))
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
        return _extract(g, f)
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
    found = _objects_by(g, where(g, hero))
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


def _trapped_near(g: Game, hero: str) -> list[str]:
    sick = g.table.ailments
    for h in g.table.heroes:
        if "trapped" in sick.get(h.id, ()):
            break
    else:
        return []
    cell = where(g, hero)
    m = battlefield(g)
    return [h.id for h in g.table.heroes if ailments.has(g, h.id, "trapped") and where(g, h.id) is not None
            and (h.id == hero or m.adjacent(cell, where(g, h.id)))]


def _free(g: Game, f: Frame, answer):
    hero = f.data.hero
    found = _trapped_near(g, hero)
    if answer is None and len(found) > 1:
        options = [Option(f"free:{h}", g.card(h).title, {"hero": h}) for h in found]
        return Ask(Decision(f"seat:{g.table.hero(hero).seat}", "free", "Free which hero?", options, context={"hero": hero}))
    ailments.cure(g, answer.data["hero"] if answer else found[0], "trapped")
    return _done()


def doors_by(g: Game, cell) -> list:
    """The closed gateways touching two tiles or more that a hero in this space may Open."""
    return [door for door in battlefield(g).doors if cell in door.cells]


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


def extraction_here(g: Game, cell) -> list[dict]:
    """Where the extraction zone may be placed from this space: at a closed gateway touching it, once."""
    m = battlefield(g)
    closed = {gate.id for gate in m.gates_at.get(cell, ()) if gate.id not in g.table.open}
    if not closed:
        return []
    if g.table.placed and any(g.cards[p["tile"]].get("zone") == "extraction" for p in g.table.placed):
        return []
    tile = g.cards[g.table.journey].get("extraction_tile")
    if tile:
        # placed like an explored tile, against the closed gateway the hero touches
        return [{"gateway": s["gate"], "tile": tile, "at": s["at"], "location": s["location"]}
                for s in explore.placements(g, tile) if s["gate"] in closed]
    return [p for p in g.cards[g.table.journey].get("extraction", ()) if p["gateway"] in closed]


def _extract(g: Game, f: Frame):
    """The extraction zone tile is placed against the closed gateway, which is flipped open."""
    hero = f.data.hero
    spot = extraction_here(g, where(g, hero))[0]
    if "location" in spot:
        explore.put_tile(g, spot["tile"], {"gate": spot["gateway"], "location": spot["location"], "at": spot["at"]})
    else:
        g.table.placed.append({"tile": spot["tile"], "at": list(spot["at"])})
        g.table.open.append(spot["gateway"])
    g.emit(ev.Message(f"{g.card(hero).title} finds the way out: the extraction zone is placed.",
                      {"rule": "extract", "gateway": spot["gateway"], "tile": spot["tile"]}))
    return _done()


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
    hero = g.table.hero(f.data.hero)
    if buried_cell(g, hero.id) is not None and not f.data.crushed:
        # a buried hero suffers 2 damage as its activation ends
        f.data.crushed = True
        frame = wounds.suffer(g, hero.id, 2, "buried")
        if frame is not None:
            return Push(frame, again=True)
    if hero.slew:
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
