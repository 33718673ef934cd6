"""Hostile groups (rules summary, "Hostile group activations", "Behaviour rolls", "Hostile movement",
"Deploying reinforcements"): encounter cards above the combat track, deployment, the driven-off check, the
behaviour tables and the way hostiles move and pick targets.

Each acting hostile takes its whole behaviour before the next; the closest to a hero goes first. Where the
rules leave a tie or a pick to the leader (which category acts, which of equally near hostiles first, which
reinforcement arrives next and where), the leader is asked; at the initial deployment around the objects the
spaces nearest to the heroes are still taken first, then by position (a fixed tie-break)."""
from __future__ import annotations

from engine.core import choices
from engine.core import events as ev
from engine.core import graph
from engine.core.decisions import Decision, Option
from engine.core.game import Game
from engine.core.procedure import END, Ask, Frame, Procedure, Push

from . import ailments, attacks, reactions, rolls, wounds
from .battlefield import (battlefield, big_moves, distances_from, cells_of, distance, fits, footprints, heroes_on_battlefield, lift, moves,
                          model_words, occupants, place, room_for, settle, side, small, span, square_words, where)
from .table import AVAILABLE, ENCOUNTERS, INITIATIVE, SPENT_ENCOUNTERS, Group, encounter, group_card, slain, space
from .events import DrivenOff, HostileTurnBegun, Reinforced
from .frames import GroupActivation


def on_battlefield(g: Game, group: Group) -> list[str]:
    return [p for p in group.models if where(g, p) is not None]


def to_heroes(g: Game, cell) -> int | None:
    """Moves from a space to the nearest hero on the battlefield (None: no hero there)."""
    m = battlefield(g)
    found = [distance(m, cell, where(g, h)) for h in heroes_on_battlefield(g)]
    found = [d for d in found if d is not None]
    return min(found) if found else None


def _far(d):
    return 10_000 if d is None else d


def model_to_heroes(g: Game, model: str) -> int | None:
    """Moves from the nearest space a model fills to the nearest hero."""
    found = [d for d in (to_heroes(g, c) for c in cells_of(g, model)) if d is not None]
    return min(found) if found else None


def closest_first(g: Game, models: list[str]) -> list[str]:
    return sorted(models, key=lambda p: (_far(model_to_heroes(g, p)), p))


# -- encounter cards and models ---------------------------------------------------------------------
def hostiles_for(g: Game, card: str) -> list[tuple[str, int]]:
    """The group an encounter card gives for the heroes' level (the highest level it lists up to that one)."""
    groups = sorted(g.card(card).get("groups"), key=lambda row: row["level"])
    row = ([r for r in groups if r["level"] <= g.table.level] or groups)[-1]
    return [(h["hostile"], int(h["count"])) for h in row["hostiles"]]


def take_models(g: Game, card: str) -> list[str]:
    """The models of the group from those available: as many as there are."""
    taken = []
    for hostile, count in hostiles_for(g, card):
        there = [p for p in g.zones.cards(AVAILABLE) if g.state.pieces[p] == hostile and p not in taken]
        taken += there[:count]
    return taken


def free_space(g: Game) -> int | None:
    """The first space above the combat track with no encounter card in it; None when all are taken (at most
    four groups: then no card is drawn)."""
    taken = {grp.n for grp in g.table.groups}
    return next((n for n in range(1, g.table.group_spaces + 1) if n not in taken), None)


def draw_encounter(g: Game, n: int, face_up: bool) -> Group | None:
    """The next encounter card into space n above the combat track; None when the deck is empty."""
    card = g.zones.top(ENCOUNTERS)
    if card is None:
        return None
    g.move(card, encounter(n), face_up=face_up)
    group = Group(n, card, face_up=face_up)
    g.table.groups = [grp for grp in g.table.groups if grp.n != n] + [group]
    g.table.groups.sort(key=lambda grp: grp.n)
    return group


def replace_card(g: Game, group: Group, face_up: bool) -> Group | None:
    g.move(group.card, SPENT_ENCOUNTERS)
    g.table.groups.remove(group)
    return draw_encounter(g, group.n, face_up)


def deploy_at_objects(g: Game, group: Group, places: list | None = None, at=None) -> None:
    """Initial deployment: the group's models in spaces adjacent to the mysterious object nearest to the
    heroes that has no hostile adjacent to it (or to the nearest of `places`, a tile's objects or gateway; `at`:
    the one the leader picked among equally near ones); small hostiles paired where they can be."""
    while True:
        models = take_models(g, group.card)
        if models:
            break
        g.emit(ev.Message("No models are left for this group: its encounter card is replaced.",
                          {"rule": "replace_encounter", "n": group.n}))
        group = replace_card(g, group, face_up=True)
        if group is None:
            return
    tied = [tuple(at)] if at is not None else object_choices(g, places)
    if not tied:
        return
    target = tied[0]
    for model in models:
        if put_down(g, model, target):
            group.models.append(model)
        else:
            _unplaceable(g, group, model)
    group.deployed = len(group.models)
    g.emit(ev.Message(f"{len(group.models)} hostiles deploy.", {"rule": "deploy", "n": group.n}))


def object_choices(g: Game, places: list | None = None) -> list:
    """Where a group deploys: the mysterious objects (or `places`) with no hostile adjacent, nearest the heroes
    (on a scavenge journey of more than four objects, the marked ones first); several when equally near, for the
    leader to pick."""
    m = battlefield(g)
    objects = places if places is not None else [where(g, p) for p in _objects(g)]
    journey = g.cards[g.table.journey]
    if places is None and journey.get("kind") == "scavenge" and len(objects) > 4:
        # more than four objects on a scavenge journey: the groups deploy at those marked first (a 1 in a red
        # circle), the one nearest to the heroes first
        marked = {tuple(c) for c in journey.get("first_objects", ())}
        objects = [c for c in objects if c in marked] or objects
    if not objects:
        return []
    free = [c for c in objects if not any(side(g, p) == "hostile" for n in m.neighbours(c) for p in occupants(g, n))]
    if not free:
        free = objects
    best = min(_far(to_heroes(g, c)) for c in free)
    return sorted(c for c in free if _far(to_heroes(g, c)) == best)


def _objects(g: Game) -> list[str]:
    return [p for p in g.state.pieces if g.card(p).type == "token" and g.card(p).get("token") == "object"
            and where(g, p) is not None]


def put_down(g: Game, model: str, origin) -> bool:
    """A deployed model placed around a space (see `_nearest_room`; a huge or giant one by `_spread`)."""
    if span(g, model) > 1:
        return _spread(g, model, origin)
    cell = _nearest_room(g, model, origin)
    if cell is None:
        return False
    place(g, model, cell)
    return True


def _spread(g: Game, model: str, origin) -> bool:
    """A huge or giant hostile placed over spaces adjacent to the origin (nearest the heroes first): where
    models are in the way, they are moved to the nearest spaces it does not fill, hostiles rather than heroes;
    never over a mysterious object."""
    m = battlefield(g)
    ring = sorted(m.neighbours(origin), key=lambda c: (_far(to_heroes(g, c)), c))
    options = [cells for c in ring for cells in footprints(m, c, span(g, model))]
    clear = [cells for cells in options if fits(g, model, cells)]
    if clear:
        settle(g, model, clear[0])
        return True

    def in_the_way(cells):
        found = [p for c in cells for p in occupants(g, c) if p != model]
        return found if all(side(g, p) in ("hero", "hostile") for p in found) else None

    movable = [(cells, in_the_way(cells)) for cells in options if in_the_way(cells) is not None]
    if not movable:
        return False
    cells, bumped = min(movable, key=lambda pair: (sum(side(g, p) == "hero" for p in pair[1]), len(pair[1])))
    settle(g, model, cells)
    for piece in bumped:
        reached = graph.distances(where(g, piece), m.neighbours)
        room = [c for c in sorted(reached, key=lambda c: (reached[c], c)) if c not in cells and room_for(g, c, piece)]
        if room:
            place(g, piece, room[0])
            g.emit(ev.Message(f"{g.card(piece).title} is moved aside for {g.card(model).title}.",
                              {"rule": "moved_aside", "piece": piece}))
    return True


def _nearest_room(g: Game, model: str, origin) -> tuple | None:
    """The space for a deployed model around a place: adjacent first (pairing a small hostile with another
    where it can), then the nearest spaces with room."""
    m = battlefield(g)
    ring = sorted(m.neighbours(origin), key=lambda c: (_far(to_heroes(g, c)), c))
    if small(g, model):
        paired = [c for c in ring if room_for(g, c, model) and occupants(g, c)]
        if paired:
            return paired[0]
    for c in ring:
        if room_for(g, c, model):
            return c
    reached = graph.distances(origin, m.neighbours)
    for c in sorted(reached, key=lambda c: (reached[c], c)):
        if room_for(g, c, model):
            return c
    return None


# -- how a hostile moves and whom it attacks -----------------------------------------------------------
def destinations(g: Game, model: str) -> list:
    """Where a move action takes a hostile: a path that lets it attack the nearest hero, the most direct;
    else one that lets it attack any hero; else as close as it can get to the nearest hero. A small hostile
    ends sharing a space with another small hostile when it can. Several left: the leader picks. A huge or
    giant hostile's destinations are the sets of spaces it would fill."""
    big = span(g, model) > 1
    start = tuple(sorted(cells_of(g, model))) if big else where(g, model)
    reach = big_moves(g, model, int(g.card(model).get("move"))) if big else moves(g, model, int(g.card(model).get("move")))
    reach[start] = 0
    heroes = heroes_on_battlefield(g)
    if not heroes:
        return [start]
    m = battlefield(g)
    spots = (lambda c: c) if big else (lambda c: (c,))
    # moves between two spaces are the same both ways: counted from each hero's space, once per map
    from_hero = {h: distances_from(m, where(g, h), hostile=True) for h in heroes}
    far = {h: min(_far(from_hero[h].get(a)) for a in spots(start)) for h in heroes}
    nearest = {h for h in heroes if far[h] == min(far.values())}
    # whom a weapon may target depends on its reach alone: one weapon of each reach is enough
    weapons = list({w["reach"]: w for w in g.card(model).get("weapons")}.values())
    look = attacks.sighting(g, "hostile", keep=False)   # each space is looked from once, at this moment

    def attackable(c) -> set:
        sight = look(spots(c))
        return {t for w in weapons for t in attacks.aimed(w, *sight)}

    hits = {c: attackable(c) for c in reach}
    tier = [c for c in reach if hits[c] & nearest] or [c for c in reach if hits[c]]
    if tier:
        tier = _paired(g, model, tier)
        fewest = min(reach[c] for c in tier)
        return sorted(c for c in tier if reach[c] == fewest)

    def gap(c):
        return min(_far(from_hero[h].get(a)) for h in nearest for a in spots(c))

    gaps = {c: gap(c) for c in reach}
    closest = min(gaps.values())
    tier = _paired(g, model, [c for c in reach if gaps[c] == closest])
    fewest = min(reach[c] for c in tier)
    return sorted(c for c in tier if reach[c] == fewest)


def _paired(g: Game, model: str, cells: list) -> list:
    if not small(g, model):
        return cells
    shared = [c for c in cells if any(small(g, p) for p in occupants(g, c) if p != model)]
    return shared or cells


# -- a hostile group's activation ------------------------------------------------------------------------
def begin(g: Game, f: Frame, answer):
    """A face-down card: flipped and its group deployed as reinforcements. A face-up one: driven off when a
    third or fewer of its models are left, else one behaviour roll per category."""
    group = g.table.group(f.data.n)
    queue = f.data.queue = []
    if group is None:
        return END
    if not group.face_up:
        return _reinforce(g, f, group)
    left = on_battlefield(g, group)
    if 3 * len(left) <= group.deployed:
        g.emit(DrivenOff("The group is driven off.", {"n": group.n}))
        queue += [["attack", p] for p in closest_first(g, left) if not ailments.has(g, p, "stunned")]
        queue.append(["withdraw", group.n])
        return None
    queue.append(["categories", sorted({g.card(p).get("category") for p in left})])
    return None


def _reinforce(g: Game, f: Frame, group: Group):
    group.face_up = True
    g.emit(Reinforced(f"{g.card(group.card).title} arrives as reinforcements.", {"n": group.n}))
    while True:
        models = take_models(g, group.card)
        if models:
            break
        group = replace_card(g, group, face_up=True)
        if group is None:
            return END
    f.data.queue.append(["arrivals", models])
    f.data.n = group.n
    return None


def _next_arrival(g: Game, f: Frame, left: list[str], answer):
    """The leader picks which of the models being deployed arrives next (one of each hostile offered: models of
    one hostile are alike); it arrives, then makes an Advance (no behaviour roll)."""
    kinds: dict[str, str] = {}
    for model in left:
        kinds.setdefault(g.state.pieces[model], model)
    options = [Option(f"arrive:{p}", g.card(p).title, {"piece": p}) for p in kinds.values()]
    chosen = choices.pick(answer, f"seat:{g.table.leader}", "hostile_arrival", "Which hostile arrives next?", options,
                          n=f.data.n)
    if isinstance(chosen, Ask):
        f.data.asking = ["arrivals", left]
        return chosen
    model = chosen.data["piece"]
    rest = [p for p in left if p != model]
    f.data.queue[:0] = [["arrive", model], ["move", model], ["attack", model]] + ([["arrivals", rest]] if rest else [])
    return None


def work(g: Game, f: Frame, answer):
    """The group's hostiles act one at a time, what they do queued in the frame."""
    d: GroupActivation = f.data
    if answer is not None:
        asking, d.asking = d.asking, None
        result = _answered(g, f, asking, answer)
        if result is not None:
            return result
    while d.queue:
        item = d.queue.pop(0)
        result = _do(g, f, item)
        if item[0] in ("move", "attack", "arrive") and d.asking is None:
            # the deed is finished (or will be once its wounds are placed): heroes in sight may react
            d.queue.insert(0, ["react", item[1]])
        if result is not None:
            return result
    return None



def _do(g: Game, f: Frame, item):
    verb, what = item
    group = g.table.group(f.data.n)
    if verb in LEADER_PICKS:
        return LEADER_PICKS[verb](g, f, what, None)
    if verb == "behave":
        row = behaviour(g, what, rolls.quest_roll(g, f"Behaviour roll for the {what}"))
        g.emit(HostileTurnBegun(f"The {what}: {row['name']}.", {"category": what, "row": row["name"]}))
        acting = [p for p in on_battlefield(g, group) if g.card(p).get("category") == what]
        stunned = [p for p in acting if ailments.has(g, p, "stunned")]
        for p in stunned:
            ailments.cure(g, p, "stunned")          # it stands up instead of acting
        left = [[p, _far(model_to_heroes(g, p))] for p in closest_first(g, acting) if p not in stunned]
        if left:
            f.data.queue.insert(0, ["line_up", {"do": list(row["do"]), "left": left}])
        return None
    if verb == "withdraw":
        return withdraw(g, group)
    if verb == "arrive":
        return _arrive(g, f, group, what)
    if verb == "react":
        frame = reactions.window(g, what) if where(g, what) is not None else None
        return Push(frame, again=True) if frame else None
    if where(g, what) is None:
        return None  # slain (or never placed) before its turn came
    if verb == "move":
        cells = destinations(g, what)
        if len(cells) > 1:
            f.data.asking = item
            options = [_where_to(g, c) for c in cells]
            return Ask(Decision(f"seat:{g.table.leader}", "hostile_move",
                                f"Where does {model_words(g, what)} move? (equally good for it)", options,
                                context={"model": what, "piece": what}))
        return _step(g, what, cells[0])
    if verb == "attack":
        # one weapon action: the leader picks the weapon (of those with a target) and the target
        armed = [(w, t) for w in attacks.weapons(g, what) for t in attacks.targets(g, what, w)]
        if len(armed) > 1:
            f.data.asking = item
            several = len({w["id"] for w, _ in armed}) > 1
            options = [Option(f"target:{w['id']}:{t}" if several else f"target:{t}",
                              f"{g.card(t).title} with {w['name']}" if several else g.card(t).title,
                              {"piece": t, "weapon": w["id"]}) for w, t in armed]
            said = "which weapon, and whom" if several else f"whom with {armed[0][0]['name']}"
            return Ask(Decision(f"seat:{g.table.leader}", "hostile_target",
                                f"{model_words(g, what)} attacks: {said}? (the leader decides)", options,
                                context={"model": what, "piece": what}))
        if armed:
            return _strike(g, what, *armed[0])
    return None


def _where_to(g: Game, c) -> Option:
    """An answer to where a hostile moves: a space, or the spaces a huge or giant one would fill."""
    if isinstance(c[0], tuple):
        said = " and ".join(square_words(g, x) for x in c)
        return Option("to:" + ";".join(f"{x},{y}" for x, y in c), f"Onto {said}",
                      {"zone": space(c[0]), "cells": [list(x) for x in c]})
    return Option(f"to:{c[0]},{c[1]}", f"To {square_words(g, c)}", {"zone": space(c), "cell": list(c)})


def _next_category(g: Game, f: Frame, left: list[str], answer):
    """The leader picks which category of the group acts next: its behaviour roll, then its hostiles."""
    group = g.table.group(f.data.n)
    options = [Option(f"category:{c}", _category_words(g, group, c), {"category": c}) for c in left]
    chosen = choices.pick(answer, f"seat:{g.table.leader}", "hostile_category", "Which hostiles act next?", options,
                          n=group.n)
    if isinstance(chosen, Ask):
        f.data.asking = ["categories", left]
        return chosen
    rest = [c for c in left if c != chosen.data["category"]]
    f.data.queue[:0] = [["behave", chosen.data["category"]]] + ([["categories", rest]] if rest else [])
    return None


def _category_words(g: Game, group: Group, category: str) -> str:
    titles = sorted({g.card(p).title for p in on_battlefield(g, group) if g.card(p).get("category") == category})
    return f"The {category} ({', '.join(titles)})" if titles else f"The {category}"


def _next_actor(g: Game, f: Frame, line: dict, answer):
    """The acting hostile closest to any hero (as the behaviour roll found them) takes its whole behaviour next;
    among equally near ones the leader picks."""
    left = [pair for pair in line["left"] if where(g, pair[0]) is not None]    # the slain act no more
    if not left:
        return None
    near = min(far for _, far in left)
    options = [Option(f"first:{p}", f"{model_words(g, p)} at {square_words(g, where(g, p))}", {"piece": p})
               for p, far in left if far == near]
    chosen = choices.pick(answer, f"seat:{g.table.leader}", "hostile_first",
                          "Equally near the heroes: which hostile acts first?", options)
    if isinstance(chosen, Ask):
        f.data.asking = ["line_up", line]
        return chosen
    model = chosen.data["piece"]
    rest = [pair for pair in left if pair[0] != model]
    deeds = [[v, model] for v in line["do"] if not (v == "move" and ailments.has(g, model, "trapped"))]
    f.data.queue[:0] = deeds + ([["line_up", {"do": line["do"], "left": rest}]] if rest else [])
    return None


def _answered(g: Game, f: Frame, item, answer):
    verb, what = item
    if verb in LEADER_PICKS:
        return LEADER_PICKS[verb](g, f, what, answer)
    f.data.queue.insert(0, ["react", what])
    if verb == "arrive":
        return _arrive(g, f, g.table.group(f.data.n), what, answer)
    if verb == "move":
        if "cells" in answer.data:
            return _step(g, what, tuple(tuple(c) for c in answer.data["cells"]))
        return _step(g, what, tuple(answer.data["cell"]))
    weapon = next(w for w in attacks.weapons(g, what) if w["id"] == answer.data["weapon"])
    return _strike(g, what, weapon, answer.data["piece"])


def _step(g: Game, model: str, cell) -> None:
    if span(g, model) > 1:
        if tuple(sorted(cell)) != tuple(sorted(cells_of(g, model))):
            settle(g, model, cell)
    elif cell != where(g, model):
        place(g, model, cell)
    return None


def _strike(g: Game, model: str, weapon: dict, target: str):
    frame = attacks.strike(g, model, weapon, target)
    return Push(frame, again=True) if frame else None


def behaviour(g: Game, category: str, roll: int) -> dict:
    """The row of the category's behaviour table for a roll (its empowered side once night has fallen)."""
    card = next(c for c in g.cards.values() if c.type == "hostile" and c.get("category") == category)
    table = card.get("empowered" if g.table.at_night() else "behaviour")
    return next(row for row in table if row["roll"][0] <= roll <= row["roll"][1])


def _arrive(g: Game, f: Frame, group: Group, model: str, answer=None):
    """A reinforcement at the lychgate furthest from the heroes (on a deliverance journey, the one nearest a
    closed gateway), in a space touching it that the leader picks; a hero standing there suffers 2 damage
    instead; blocked otherwise, the nearest space with room."""
    m = battlefield(g)
    gates = [cells for _, cells in m.lychgates if cells]
    if not gates:
        return _unplaceable(g, group, model)   # nowhere to arrive from
    tied = _lychgates_for(g, m, gates)
    cells = tied[0]
    big = span(g, model) > 1
    # the spaces touching the lychgate (any of those equally far or near: the leader picks among them)
    roomy = [c for cs in tied for c in sorted(cs) if room_for(g, c, model)]
    if big:
        # a huge or giant one fills spaces, one of them touching the lychgate
        roomy = [f for cs in tied for c in sorted(cs) for f in footprints(m, c, span(g, model)) if fits(g, model, f)]
    if roomy:
        spot = choices.pick(answer, f"seat:{g.table.leader}", "hostile_arrival_space",
                            f"Where does {model_words(g, model)} arrive?", [_where_to(g, c) for c in roomy],
                            model=model, piece=model)
        if isinstance(spot, Ask):
            f.data.asking = ["arrive", model]
            return spot
        cell = tuple(tuple(c) for c in spot.data["cells"]) if big else tuple(spot.data["cell"])
    else:
        struck = next((p for c in sorted(cells) for p in occupants(g, c) if side(g, p) == "hero"), None)
        if struck is not None:
            g.emit(ev.Message(f"{g.card(model).title} cannot arrive: {g.card(struck).title} stands in its way.",
                              {"rule": "arrival_blocked", "model": model}))
            frame = wounds.suffer(g, struck, 2, "a hostile arriving in their space")
            return Push(frame, again=True) if frame else None
        if big:
            if not _spread(g, model, sorted(cells)[0]):
                return _unplaceable(g, group, model)
            cell = None
        else:
            cell = _nearest_room(g, model, sorted(cells)[0])
            if cell is None:
                return _unplaceable(g, group, model)
    if cell is not None:
        settle(g, model, cell) if big else place(g, model, cell)
    group.models.append(model)
    group.deployed += 1
    return None


def _unplaceable(g: Game, group: Group, model: str) -> None:
    """'If it is impossible to place a model, it is slain if it is a hostile': it joins its group on its
    encounter card, among the slain (it counts as deployed when the group is next judged driven off)."""
    group.models.append(model)
    group.deployed += 1
    g.move(model, slain(group.n))
    g.emit(ev.Message(f"{model_words(g, model)} cannot be placed anywhere: it is slain.",
                      {"rule": "unplaceable", "model": model}))
    return None


def _lychgates_for(g: Game, m, gates: list) -> list:
    """The lychgates a reinforcement may arrive at: the furthest from the heroes (on a deliverance journey, the
    nearest to a closed gateway), all of them when equally so; the one a fixed tie-break would take first."""
    if g.cards[g.table.journey].get("kind") == "deliverance":
        shut = [c for gate in m.gateways if gate.id not in g.table.open for c in gate.cells]

        def score(cs):
            return min((_far(distance(m, a, b)) for a in cs for b in shut), default=10_000)
        best = min(score(cs) for cs in gates)
        return sorted(cs for cs in gates if score(cs) == best)

    def far(cs):
        return min(_far(to_heroes(g, c)) for c in cs)
    best = max(far(cs) for cs in gates)
    return sorted((cs for cs in gates if far(cs) == best), reverse=True)


def withdraw(g: Game, group: Group):
    """A driven-off group: its models leave, its card is replaced by the next, face down."""
    for model in group.models:
        g.table.damage.pop(model, None)
        lift(g, model)
        g.move(model, AVAILABLE)
    if g.cards[g.table.journey].get("kind") == "deliverance":
        # on a deliverance journey a driven-off group is not replaced
        g.move(group.card, SPENT_ENCOUNTERS)
        g.table.groups.remove(group)
        g.move(group_card(group.n), INITIATIVE)
    elif replace_card(g, group, face_up=False) is None:
        g.move(group_card(group.n), INITIATIVE)
    return None


GROUP = Procedure("group", [begin, work], frame=GroupActivation)


# the queue's items the leader answers: which category acts next, which reinforcement arrives next, which of
# equally near hostiles acts first
LEADER_PICKS = {"categories": _next_category, "arrivals": _next_arrival, "line_up": _next_actor}
