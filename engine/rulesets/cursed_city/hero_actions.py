"""What a hero may do in its activation and why the rules refuse it (rules summary, "Actions"): each action's
cost and the dice that may pay it (at most two destiny dice a turn, but for the last hero to activate), what the
action itself needs on the battlefield, and the words of each action offered."""
from __future__ import annotations

from engine.core.decisions import Option
from engine.core.game import Game

from . import abilities, ailments, attacks, explore, inspiration, rolls, wounds
from .battlefield import battlefield, nearest_move, standing, where
from .carrying import held
from .inspiration import stat
from .table import DESTINY_AVAILABLE, DISCOVERY, TRACK, cell_of, hero_card

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
        if not objects_by(g, cell) and g.table.hero(hero).ip < inspiration.SEARCH:
            return "no mysterious object adjacent (or 3 inspiration to search without one)"
        if not g.zones.size(DISCOVERY):
            return "the discovery deck is empty"
    elif action == "free":
        if not trapped_near(g, hero):
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


def objects_by(g: Game, cell) -> list[str]:
    st = standing(g)
    return [p for n in sorted(battlefield(g).neighbours(cell)) for p in st.at.get(n, ()) if st.sides[p] == "object"]


BASIC_LABELS = {action: f"{NAMES[action]} ({BASIC[action]}+)" for action in BASIC}
ACT = {action: f"act:{action}" for action in BASIC}


def action_label(g: Game, hero: str, action: str, w: dict | None = None) -> str:
    if action.startswith(ITEM):
        item = g.card(action[len(ITEM):])
        return f"Use {item.title} ({'free' if item.get('free') else str(item.get('cost', 1)) + '+'}, used up)"
    if action.startswith(abilities.PREFIX):
        return abilities.label(abilities.of(g, hero)[action])
    if action in NAMES:
        return BASIC_LABELS[action]
    w = w or weapon(g, hero, action)
    return f"{w['name']} ({w.get('cost', 1)}+): {w['reach']}, damage {w['damage'][0]}/{w['damage'][1]}"


def weapon_option(g: Game, hero: str, action: str, w: dict, reason: str | None) -> Option:
    """A weapon action offered with the odds of its roll and the damage to expect (worded once per weapon)."""
    key = ("weapon_option", hero, w["name"], w.get("cost", 1), w["reach"], tuple(w["damage"]), tuple(w["dice"]),
           w["id"], reason)
    found = g.memo.get(key)
    if found is None:
        data = {"action": action, "cost": int(w.get("cost", 1)), "hero": hero}
        data.update(attack_odds(g, hero, w))
        label = action_label(g, hero, action, w)
        if reason is None:
            o = data["odds"]
            label += (f" — hits {o['success'] + o['crit']:.0%} (critical {o['crit']:.0%}), damage to expect "
                      f"{data['expected']:.2f}, {data['expected_reroll']:.2f} with a die re-rolled")
        found = g.memo[key] = Option(f"act:{action}", label, data, why_not=reason)
    return found


def trapped_near(g: Game, hero: str) -> list[str]:
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


def doors_by(g: Game, cell) -> list:
    """The closed gateways touching two tiles or more that a hero in this space may Open."""
    return [door for door in battlefield(g).doors if cell in door.cells]


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
