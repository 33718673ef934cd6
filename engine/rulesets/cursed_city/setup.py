"""Setting up a journey, in the rules summary's steps: the leader, four heroes shared among the players, the
skyvessel's tokens, the discovery deck (realmstone removed), the combat track and the encounter deck, the
dice, the heroes deployed in the drop zone, the combat map's mysterious objects with an encounter card each,
and the hostile groups deployed at the objects."""
from __future__ import annotations

from engine.core import events as ev
from engine.core.decisions import Decision, Option
from engine.core.game import Game, State
from engine.core.procedure import Ask, Frame, Procedure
from engine.core.rng import Rng
from engine.core.ruleset import Choice, Seat, SetupOption
from engine.core.zones import Zones

from . import hostiles
from .battlefield import battlefield, place, room_for
from .schema import RULE_DEFAULTS, rule
from .table import (ACTION_DICE, AVAILABLE, BOX, DESTINY_AVAILABLE, DESTINY_DISCARDED, DISCOVERY, ENCOUNTERS,
                    INITIATIVE, OBJECTS, OUT, QUEST_DIE, ROLLED, SPENT_DISCOVERY, SPENT_ENCOUNTERS, TRACK, WOUNDS,
                    Hero, Table, carried, encounter, group_card, hero_card, slain, slot, spare)

HEROES_IN_PLAY = 4


def of_type(pack, kind: str) -> list:
    return [c for c in pack.cards.values() if c.type == kind]


def token(pack, kind: str):
    return next(c for c in of_type(pack, "token") if c.get("token") == kind)


def rules(pack) -> dict:
    return {**RULE_DEFAULTS, **dict(pack.rules)}


def options(pack) -> list[SetupOption]:
    journeys = tuple(Choice(c.id, c.title) for c in of_type(pack, "journey"))
    heroes = tuple(Choice(c.id, c.title) for c in of_type(pack, "hero"))
    return [
        SetupOption("journey", "Journey", "one", journeys, journeys[0].key if journeys else None),
        SetupOption("heroes", "Heroes", "many", heroes, [c.key for c in heroes[:HEROES_IN_PLAY]],
                    help="Exactly four heroes, chosen from the leader clockwise: the players share them in turn"),
    ]


def new_game(ruleset, pack, seats: list[Seat], chosen: dict, seed: int) -> Game:
    if not 1 <= len(seats) <= 4:
        raise ValueError("Cursed City is played by 1 to 4 players")
    defaults = {o.key: o.default for o in options(pack)}
    journey = chosen.get("journey") or defaults["journey"]
    heroes = list(chosen.get("heroes") or defaults["heroes"])
    if journey not in {c.id for c in of_type(pack, "journey")}:
        raise ValueError(f"unknown journey {journey!r}")
    known = {c.id for c in of_type(pack, "hero")}
    if len(heroes) != HEROES_IN_PLAY or len(set(heroes)) != HEROES_IN_PLAY or not set(heroes) <= known:
        raise ValueError(f"the players run exactly four different heroes of {', '.join(sorted(known))}")
    r = rules(pack)
    rng = Rng(seed)
    zones, pieces = Zones(), {}

    def create(piece: str, card_id: str, zone: str) -> None:
        pieces[piece] = card_id
        zones.create(piece, zone)

    for zone in (AVAILABLE, OUT, TRACK, DESTINY_AVAILABLE, ROLLED, SPENT_ENCOUNTERS, SPENT_DISCOVERY, BOX):
        zones.add_zone(zone)
    # the heroes, shared out from the leader clockwise, each with an initiative card and activation dice
    spaces = rule(r, "activation_spaces")
    for hero in heroes:
        create(hero, hero, BOX)
        create(hero_card(hero), token(pack, "initiative").id, INITIATIVE)
        for k in range(spaces):
            zones.add_zone(slot(hero, k))
            create(f"{hero}:die{k + 1}", r["activation_die"], spare(hero))
        zones.add_zone(carried(hero))
    for n in range(1, rule(r, "groups") + 1):
        create(group_card(n), token(pack, "initiative").id, INITIATIVE)
        zones.add_zone(encounter(n))
        zones.add_zone(slain(n))
    for k in range(rule(r, "destiny_dice")):
        create(f"destiny:{k + 1}", r["destiny_die"], DESTINY_DISCARDED)
    create("quest-die", r["quest_die"], QUEST_DIE)
    for die in of_type(pack, "die"):
        if all(isinstance(f, str) for f in die.get("faces")):
            for n in range(rule(r, "action_dice_each")):
                create(f"{die.id}:{n + 1}", die.id, ACTION_DICE)
    for hostile in of_type(pack, "hostile"):
        for n in range(hostile.get("count")):
            create(f"{hostile.id}:{n + 1}", hostile.id, AVAILABLE)
    for kind, zone in (("wound", WOUNDS), ("object", OBJECTS)):
        entry = token(pack, kind)
        for n in range(entry.get("count")):
            create(f"{entry.id}:{n + 1}", entry.id, zone)
    for card in of_type(pack, "encounter"):
        create(card.id, card.id, ENCOUNTERS)
    rng.shuffle(zones.contents[ENCOUNTERS])
    # the discovery deck, some realmstone left out unless the journey says otherwise
    removed = {v: n for v, n in zip((1, 2, 3), r["realmstone_removed"])}
    for card in of_type(pack, "discovery"):
        for n in range(card.get("count", 1)):
            value = card.get("value", 0)
            out = card.get("kind") == "realmstone" and removed.get(value, 0) > 0
            if out:
                removed[value] -= 1
            create(f"{card.id}:{n + 1}", card.id, BOX if out else DISCOVERY)
    rng.shuffle(zones.contents.setdefault(DISCOVERY, []))
    journey_card = pack.cards[journey]
    table = Table(
        names=[s.name for s in seats],
        heroes=[Hero(h, k % len(seats)) for k, h in enumerate(heroes)],
        journey=journey,
        nightfall_spaces=rule(r, "nightfall_spaces"),
        spaces=spaces,
        destiny_limit=rule(r, "destiny_per_hero"),
        fear=rule(r, "fear"),
        influence=rule(r, "influence"),
        open=[gate["id"] for gate in journey_card.get("gateways", ()) if gate.get("open")],
        events=[dict(row) for row in r["event_table"]["rows"]],
    )
    game = Game(ruleset, pack.cards, State(ruleset.id, pieces, zones, rng, table))
    # the combat map's mysterious objects, an encounter card drawn for each (as many as there is room for)
    for cell in journey_card.get("objects", ()):
        game.move(game.zones.top(OBJECTS), f"space:{cell[0]},{cell[1]}")
        free = [n for n in range(1, rule(r, "groups") + 1) if table.group(n) is None]
        if free:
            hostiles.draw_encounter(game, free[0], face_up=True)
    game.emit(ev.Message("The journey begins.", {"rule": "setup", "journey": journey}))
    game.start()
    return game


def deploy_heroes(g: Game, f: Frame, answer):
    """In leader order, each player deploys each hero they control in a space of the drop zone."""
    d = f.data
    if answer is not None:
        x, y = answer.split(":", 1)[1].split(",")
        place(g, d["hero"], (int(x), int(y)))
    order = sorted(g.table.heroes, key=lambda h: ((h.seat - g.table.leader) % len(g.table.names),
                                                  g.table.heroes.index(h)))
    waiting = [h for h in order if g.zones.zone_of(h.id) == BOX]
    if not waiting:
        return None
    hero = d["hero"] = waiting[0].id
    m = battlefield(g)
    cells = sorted(c for c in m.tile_of if m.in_zone(c, "drop") and room_for(g, c, hero))
    if not cells:
        raise ValueError("the drop zone has no room for the heroes")
    options = [Option(f"to:{x},{y}", f"The drop-zone space at {x},{y}", {"zone": f"space:{x},{y}", "piece": hero})
               for x, y in cells]
    return Ask(Decision(f"seat:{g.table.hero(hero).seat}", "deploy", f"Where does {g.card(hero).title} start?",
                        options, context={"hero": hero}))


def deploy_hostiles(g: Game, f: Frame, answer):
    """From the first encounter card to the right, each group deploys at the objects (setup step 12)."""
    for group in list(g.table.groups):
        hostiles.deploy_at_objects(g, group)
    g.table.ready = True


SETUP = Procedure("setup", [deploy_heroes, deploy_hostiles])
