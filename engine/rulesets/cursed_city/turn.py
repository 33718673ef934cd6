"""The turn, in the rules summary's phases: journey (nightfall, quest), destiny, initiative (activation rolls,
the combat track dealt, gambits), activation (heroes and hostile groups in track order), event (the end
check, the event roll, the leader token passed to the left)."""
from __future__ import annotations

from engine.core import choices
from engine.core import events as ev
from engine.core import graph
from engine.core.decisions import Decision, Option
from engine.core.game import Game
from engine.core.procedure import Ask, Frame, Procedure, Push

from . import ailments, attacks, crises, ending, explore, hostiles, inspiration, journeys_end, quest, rolls, wounds
from .inspiration import stat
from .battlefield import battlefield, heroes_on_battlefield, occupants, place, room_for, where
from .carrying import CARRY
from .heroes import HERO
from .hostiles import GROUP
from .ops import EFFECTS
from .reactions import REACTION
from .table import (AWAY, DESTINY_AVAILABLE, DESTINY_DISCARDED, INITIATIVE, OUT, TRACK, encounter, group_card, hero_card,
                    spare)
from .wounds import WOUND
from .events import EventBegun
from .frames import Activation, Effects, GroupActivation, Turn


# -- 1. journey phase ------------------------------------------------------------------------------
def nightfall(g: Game, f: Frame, answer):
    """The nightfall token moves one space, until it reaches the nightfall space (it never leaves it)."""
    quest.darken(g)


def quest_step(g: Game, f: Frame, answer):
    """The journey's quest rules: the quest token moves on when the journey says so each turn, then every mark
    of the tracker it has reached since the last quest step is resolved, in the order the leader puts them
    (effects at the same moment outside a hero's activation: the leader orders them)."""
    rules = quest.quest_rules(g)
    if not rules:
        return None
    table = g.table
    d: Turn = f.data
    if d.marks is None:
        if rules.get("advance") == "turn":
            quest.advance(g)
        d.marks = [i for i, mark in enumerate(rules.get("marks", ())) if table.quest_seen < mark["at"] <= table.quest]
        table.quest_seen = table.quest
    if not d.marks_in_order:
        options = [Option(f"mark:{i}", f"The mark at {rules['marks'][i]['at']}: "
                          f"{rules['marks'][i].get('text', g.cards[table.journey].title)}", {"mark": i}) for i in d.marks]
        ordered = choices.order(f, answer, f"seat:{table.leader}", "quest_marks",
                                "Quest marks reached together: which is resolved next?", options)
        if isinstance(ordered, Ask):
            return ordered
        d.marks, d.marks_in_order = [o.data["mark"] for o in ordered], True
    while d.marks:
        i = d.marks.pop(0)
        mark = rules["marks"][i]
        g.emit(ev.Message(f"The quest tracker reaches {mark['at']}: {mark.get('text', g.cards[table.journey].title)}",
                          {"rule": "quest_mark", "at": mark["at"]}))
        return Push(Frame("effects", "", Effects(entry=table.journey, path=["quest", "marks", i, "effects"])),
                    again=True)
    d.marks, d.marks_in_order = None, False
    return None


# -- 2. destiny phase ------------------------------------------------------------------------------
def destiny(g: Game, f: Frame, answer):
    """The destiny dice rolled: those showing a number no other die shows are available, the rest discarded."""
    table = g.table
    if table.skip_destiny:
        table.skip_destiny = False
        g.emit(ev.Message("No destiny roll this turn.", {"rule": "destiny_denied"}))
        return None
    dice = list(g.zones.cards(DESTINY_AVAILABLE)) + list(g.zones.cards(DESTINY_DISCARDED))
    shown = {p: rolls.roll_number(g, p) for p in sorted(dice)}
    for p, n in shown.items():
        g.move(p, DESTINY_AVAILABLE if list(shown.values()).count(n) == 1 else DESTINY_DISCARDED)
    if table.fulfil_destiny:
        table.fulfil_destiny = False
        for p in list(g.zones.cards(DESTINY_DISCARDED)):
            g.move(p, DESTINY_AVAILABLE)
    g.emit(ev.Message(f"Destiny: {g.zones.size(DESTINY_AVAILABLE)} dice available.", {"rule": "destiny"}))
    return None


# -- 3. initiative phase ---------------------------------------------------------------------------
def activation_rolls(g: Game, f: Frame, answer):
    """Each hero rolls one activation die for each empty activation space and places them there; a diseased
    hero's player picks which die goes on the diseased space (it turns to 1)."""
    if answer is not None:
        sick, f.data.sick = f.data.sick, None
        _on_the_sick_space(g, sick, answer.data["die"])
    for hero in g.table.heroes:
        if where(g, hero.id) is None and not g.zones.zone_of(hero.id).startswith("buried:"):
            continue
        rolled = {}
        for k in range(g.table.spaces):
            zone = wounds.slot(hero.id, k)
            if not g.zones.cards(zone) and g.zones.size(spare(hero.id)):
                die = g.zones.top(spare(hero.id))
                g.move(die, zone)
                rolls.roll_number(g, die)
                rolled[k] = die
        sick = g.table.diseased.get(hero.id)
        if sick not in rolled:
            continue
        shown = {rolls.value(g, p): p for p in rolled.values()}    # dice showing the same number are alike
        if len(shown) == 1:
            ailments.placed(g, hero.id, sick, rolled[sick])
            continue
        f.data.sick = hero.id
        options = [Option(f"die:{p}", f"The die showing {v}", {"die": p, "value": v}) for v, p in sorted(shown.items())]
        return Ask(Decision(f"seat:{hero.seat}", "diseased_die", f"{g.card(hero.id).title}'s activation roll: which "
                            "die goes on the diseased space (it turns to 1)?", options, context={"hero": hero.id}))
    return None


def _on_the_sick_space(g: Game, hero: str, die: str) -> None:
    """The chosen die goes on the diseased space (the die rolled there takes its place) and turns to 1."""
    sick = wounds.slot(hero, g.table.diseased[hero])
    there = wounds.die_on(g, sick)
    if there is not None and there != die:
        g.move(there, g.zones.zone_of(die))
        g.move(die, sick)
    ailments.placed(g, hero, g.table.diseased[hero], die)


def initiative(g: Game, f: Frame, answer):
    """The heroes' initiative cards and one for each hostile group, shuffled and dealt left to right."""
    # an acting crisis hero and a buried one keep their cards
    cards = [hero_card(h.id) for h in g.table.heroes if where(g, h.id) is not None or g.zones.zone_of(h.id) == AWAY
             or g.zones.zone_of(h.id).startswith("buried:")]
    cards += [group_card(grp.n) for grp in g.table.groups if g.zones.zone_of(grp.card) == encounter(grp.n)]
    for card in list(g.zones.cards(TRACK)):
        g.move(card, INITIATIVE)
    g.rng.shuffle(cards)
    for card in cards:
        g.move(card, TRACK)
    g.table.done = []


def gambits(g: Game, f: Frame, answer):
    """Heroes may spend an activation die (or 2 inspiration) on an AGILITY roll to move up the combat track: a
    success swaps with the nearest hostile group card on either side (the player's pick), a critical success with
    any. The table declares its gambits; several declared together are resolved in the order the leader puts them
    ('in leader order'), each paid with the die its player picks; then the table may declare more."""
    d: Turn = f.data
    data = answer.data if answer is not None else {}
    if data.get("default"):
        return None
    if data.get("gambit"):
        d.declared.append([data["hero"], "ip" if "ip" in data else "die"])
    elif "swap" in data:
        _swap(g, hero_card(d.hero), data["swap"])
        d.hero = None
    elif "die" in data:
        g.move(data["die"], spare(d.hero))
        return _gambit_roll(g, d.hero)
    if d.outcome is not None:
        hero, outcome = d.hero, d.outcome
        d.outcome = None
        swaps = _swaps(g, hero, outcome)
        if len(swaps) > 1:
            # no "piece": an initiative card's face says nothing the answer does not (a blank card beside each)
            options = [Option(f"swap:{c}", f"Swap with hostile group {c.rsplit(':', 1)[1]}'s card "
                              f"(place {g.zones.cards(TRACK).index(c) + 1})", {"swap": c}) for c in swaps]
            return Ask(Decision(f"seat:{g.table.hero(hero).seat}", "gambit_swap", "Swap with which card?", options))
        if swaps:
            _swap(g, hero_card(hero), swaps[0])
        d.hero = None
    if data.get("resolve") or data.get("in_order"):
        offered = [Option(f"first:{h}", f"{g.card(h).title}'s gambit", {"hero": h, "in_order": True})
                   for h, _ in d.declared]
        ordered = choices.order(f, answer if data.get("in_order") else None, f"seat:{g.table.leader}", "gambit_order",
                                "Gambits declared together: which is resolved next? (the leader decides)", offered,
                                into="gambit_order")
        if isinstance(ordered, Ask):
            return ordered
        how = dict((h, way) for h, way in d.declared)
        d.queue = [[o.data["hero"], how[o.data["hero"]]] for o in ordered]
        d.declared = []
    while d.queue and d.hero is None:
        hero, way = d.queue.pop(0)
        if where(g, hero) is None:
            continue
        d.hero = hero
        if way == "ip":
            if g.table.hero(hero).ip < inspiration.GAMBIT:
                d.hero = None
                continue
            inspiration.spend(g, hero, inspiration.GAMBIT, "a gambit without an activation die")
            return _gambit_roll(g, hero)
        dice = _activation_dice(g, hero)
        if not dice:
            d.hero = None
            continue
        shown = {rolls.value(g, p): p for p in dice}      # dice showing the same number are alike
        if len(shown) == 1:
            g.move(dice[0], spare(hero))
            return _gambit_roll(g, hero)
        options = [Option(f"die:{p}", f"Activation die showing {v}", {"die": p, "piece": p})
                   for v, p in sorted(shown.items())]
        return Ask(Decision(f"seat:{g.table.hero(hero).seat}", "gambit_die",
                            f"Which activation die pays for {g.card(hero).title}'s gambit?", options,
                            context={"hero": hero}))
    if d.hero is not None:
        return None
    options = []
    declared = {h for h, _ in d.declared}
    if any(c.startswith("init:group:") for c in g.zones.cards(TRACK)):
        for h in heroes_on_battlefield(g):
            if h in declared:
                continue
            if _activation_dice(g, h):
                options.append(Option(f"gambit:{h}", f"{g.card(h).title}: gambit (spend an activation die, "
                                      "AGILITY roll)", {"hero": h, "gambit": True}))
            if g.table.hero(h).ip >= inspiration.GAMBIT:
                options.append(Option(f"gambit:{h}:ip", f"{g.card(h).title}: gambit for 2 inspiration (AGILITY roll)",
                                      {"hero": h, "ip": inspiration.GAMBIT, "gambit": True}))
    if d.declared:
        said = ", ".join(g.card(h).title for h, _ in d.declared)
        options.insert(0, Option("resolve", f"Resolve the gambits declared ({said})", {"resolve": True}))
        return Ask(Decision("table", "gambit", "Gambits: any more heroes trying to act sooner?", options))
    if not options:
        return None
    options.insert(0, Option("go", "Begin the activations", {"default": True}))
    return Ask(Decision("table", "gambit", "Gambits: try to act sooner?", options))


def _gambit_roll(g: Game, hero: str):
    return Push(rolls.rolling(list(stat(g, hero, "agility")), f"{g.card(hero).title} attempts a gambit", hero),
                again=True)


def _activation_dice(g: Game, hero: str) -> list[str]:
    """The hero's activation dice (destiny dice cannot pay for a gambit)."""
    return [p for k in range(g.table.spaces) for p in [wounds.die_on(g, wounds.slot(hero, k))] if p is not None]


def _swaps(g: Game, hero: str, outcome: str) -> list[str]:
    track = list(g.zones.cards(TRACK))
    groups = [c for c in track if c.startswith("init:group:")]
    if outcome == "crit":
        return groups
    if outcome == "fail":
        return []
    at = track.index(hero_card(hero))
    left = [c for c in track[:at] if c in groups][-1:]
    right = [c for c in track[at + 1:] if c in groups][:1]
    return left + right


def _swap(g: Game, a: str, b: str) -> None:
    track = g.zones.cards(TRACK)
    i, j = sorted((track.index(a), track.index(b)))
    first, second = track[i], track[j]
    g.move(second, TRACK, position=i)
    g.move(first, TRACK, position=j)
    g.emit(ev.Message("Two initiative cards swap places.", {"rule": "gambit", "cards": [a, b]}))


# -- 4. activation phase ---------------------------------------------------------------------------
def activate(g: Game, f: Frame, answer):
    """The next face-up card on the combat track activates its hero or hostile group; then it is turned."""
    for card in g.zones.cards(TRACK):
        if card in g.table.done:
            continue
        g.table.done.append(card)
        if card.startswith("init:group:"):
            return Push(Frame("group", "", GroupActivation(int(card.rsplit(":", 1)[1]))), again=True)
        return Push(Frame("hero", "", Activation(card.split(":", 1)[1])), again=True)
    return None


def clear_dice(g: Game, f: Frame, answer):
    """At the end of the activation phase, the dice left on character cards are removed."""
    for hero in g.table.heroes:
        for k in range(g.table.spaces):
            die = wounds.die_on(g, wounds.slot(hero.id, k))
            if die is not None:
                g.move(die, spare(hero.id))
        hero.destiny = 0
        hero.reacting = False


# -- 5. event phase --------------------------------------------------------------------------------
def end_check(g: Game, f: Frame, answer):
    """The journey ends when every hero is out of action, or every hero still standing is in the extraction zone."""
    standing = heroes_on_battlefield(g)
    # a buried hero is neither out of action nor in the extraction zone: the journey goes on
    away = g.zones.cards(AWAY) or any(g.zones.zone_of(h.id).startswith("buried:") for h in g.table.heroes)
    if not standing and not away:
        ending.finish(g, "every hero is out of action")
    m = battlefield(g)
    if standing and not away and all(m.in_zone(where(g, h), "extraction") for h in standing):
        ending.finish(g, "every hero still standing reached the extraction zone")


def event(g: Game, f: Frame, answer):
    """The leader rolls the quest dice on the event table and resolves the event."""
    d: Turn = f.data
    if d.outcome is not None:
        return _born_again(g, f, answer)
    if answer is None:
        roll = rolls.quest_roll(g, "Event roll")
        d.event = next(r["event"] for r in g.table.events if r["roll"][0] <= roll <= r["roll"][1])
        g.emit(EventBegun(f"Event: {EVENT_NAMES[d.event]}.", {"event": d.event}))
    return EVENTS[d.event](g, f, answer)


def pass_leader(g: Game, f: Frame, answer):
    """Trapped hostiles are freed; the leader token passes to the player on the left; a new turn begins."""
    table = g.table
    for grp in table.groups:
        for model in grp.models:
            ailments.cure(g, model, "trapped")
    table.leader = (table.leader + 1) % len(table.names)
    table.turn += 1
    g.emit(ev.TurnBegun(f"Turn {table.turn}: {table.names[table.leader]} leads.", {"turn": table.turn}))


# -- the events ------------------------------------------------------------------------------------
def _destiny_denied(g, f, answer):
    g.table.skip_destiny = True


def _destiny_fulfilled(g, f, answer):
    g.table.fulfil_destiny = True


def _time_grows_short(g, f, answer):
    quest.darken(g)


def _will_of_the_master(g, f, answer):
    """The group with a model furthest from any hero makes a move action (each of its models moves)."""
    far = {}
    for grp in g.table.groups:
        left = hostiles.on_battlefield(g, grp)
        if left:
            far[grp.n] = max(hostiles._far(hostiles.model_to_heroes(g, p)) for p in left)
    if not far:
        return None
    top = [n for n, v in far.items() if v == max(far.values())]
    options = [Option(f"group:{n}", f"{g.card(g.table.group(n).card).title}", {"n": n}) for n in top]
    chosen = choices.pick(answer, f"seat:{g.table.leader}", "will_of_the_master", "Which group moves?", options)
    if isinstance(chosen, Ask):
        return chosen
    n = chosen.data["n"]
    models = hostiles.closest_first(g, hostiles.on_battlefield(g, g.table.group(n)))
    return Push(Frame("group", "work", GroupActivation(n, [["move", p] for p in models])))


def _inspiring_effort(g, f, answer):
    standing = [h.id for h in g.table.heroes if g.zones.zone_of(h.id) != OUT] or [h.id for h in g.table.heroes]
    if answer is None and len(standing) > 1:
        options = [Option(f"hero:{h}", g.card(h).title, {"hero": h}) for h in standing]
        return Ask(Decision(f"seat:{g.table.leader}", "inspiring_effort", "Which hero gains 1 inspiration?", options))
    inspiration.gain(g, answer.data["hero"] if answer else standing[0], 1)


def _born_hero(g, f, answer):
    """The leader picks an out-of-action hero (none: a hero on the battlefield), placed in the nearest empty
    space to another hero; then a free Recuperate (1+) roll for it."""
    out = [h.id for h in g.table.heroes if g.zones.zone_of(h.id) == OUT]
    pool = out or heroes_on_battlefield(g)
    if answer is None and len(pool) > 1:
        options = [Option(f"hero:{h}", g.card(h).title, {"hero": h}) for h in pool]
        return Ask(Decision(f"seat:{g.table.leader}", "born_hero", "Which hero is born again to the fight?", options))
    if answer is not None and "cell" in answer.data:
        hero = f.data.hero
        place(g, hero, tuple(answer.data["cell"]))
        return _born_boon(g, f, hero)
    if answer is not None and "hero" not in answer.data:
        hero = f.data.hero
        if "ailment" in answer.data:
            ailments.cure(g, hero, answer.data["ailment"])
            return None
        return Push(rolls.rolling(list(stat(g, hero, "vitality")), f"{g.card(hero).title} recuperates (free)", hero),
                    again=True)
    hero = f.data.hero = answer.data["hero"] if answer else pool[0]
    others = [h for h in heroes_on_battlefield(g) if h != hero]
    if others:
        m = battlefield(g)
        reached = {}
        for h in others:
            for cell, n in graph.distances(where(g, h), m.neighbours).items():
                reached[cell] = min(n, reached.get(cell, n))
        empty = [c for c in reached if not occupants(g, c) and room_for(g, c, hero)]
        if empty:
            cell = crises.nearest(g, hero, reached, empty, None, "born_hero_space",
                                  f"Where is {g.card(hero).title} placed?")
            if isinstance(cell, Ask):
                return cell
            place(g, hero, cell)
    return _born_boon(g, f, hero)


def _born_boon(g, f, hero: str):
    """A free Recuperate (1+) roll for the born hero, or (the leader's pick) one of its ailments removed."""
    ailing = list(g.table.ailments.get(hero, ()))
    if ailing:
        options = [Option("recuperate", f"{g.card(hero).title} makes a free Recuperate (1+) roll", {"recuperate": True})]
        options += [Option(f"cure:{name}", f"{g.card(hero).title} is no longer {name}", {"ailment": name})
                    for name in ailing]
        return Ask(Decision(f"seat:{g.table.leader}", "born_hero_boon", "A free Recuperate roll, or an ailment gone?",
                            options, context={"hero": hero}))
    return Push(rolls.rolling(list(stat(g, hero, "vitality")), f"{g.card(hero).title} recuperates (free)", hero),
                again=True)


def _born_again(g, f, answer):
    """The free Recuperate's roll read as any Recuperate's: a success removes a wound or turns a grievous one over,
    a critical success removes two wounds or a grievous one (the hero's player picks when both could)."""
    hero, outcome = f.data.hero, f.data.outcome
    heals = wounds.recoveries(g, hero, outcome)
    if answer is None and len(heals) > 1:
        options = [Option(f"heal:{key}", label, {"heal": key}) for key, label in heals]
        return Ask(Decision(f"seat:{g.table.hero(hero).seat}", "recuperate", "Which wounds recover?", options,
                            context={"hero": hero}))
    f.data.outcome = None
    wounds.recover(g, hero, outcome, answer.data["heal"] if answer is not None else heals[0][0] if heals else None)
    return None


def _crisis(g, f, answer):
    return Push(crises.frame())


EVENTS = {"destiny_denied": _destiny_denied, "crisis": _crisis, "will_of_the_master": _will_of_the_master,
          "time_grows_short": _time_grows_short, "born_hero": _born_hero, "inspiring_effort": _inspiring_effort,
          "destiny_fulfilled": _destiny_fulfilled}
EVENT_NAMES = {"destiny_denied": "a destiny denied", "crisis": "a crisis", "will_of_the_master": "the will of the master",
               "time_grows_short": "our time grows short", "born_hero": "a born hero",
               "inspiring_effort": "an inspiring effort", "destiny_fulfilled": "a destiny fulfilled"}

TURN = Procedure("turn", [nightfall, quest_step, destiny, activation_rolls, initiative, gambits, activate, clear_dice, end_check,
                          event, pass_leader], frame=Turn)
PROCEDURES = {p.name: p for p in (TURN, HERO, CARRY, GROUP, WOUND, EFFECTS, REACTION, crises.CRISIS, ailments.DISEASE,
                                  journeys_end.JOURNEYS_END, attacks.STRIKE, rolls.ROLL, explore.EXPLORE)}
