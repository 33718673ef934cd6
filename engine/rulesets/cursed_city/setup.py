"""Setting up a journey, in the rules summary's steps: the leader, four heroes shared among the players, the
skyvessel's tokens, the discovery deck (realmstone removed), the combat track and the encounter deck, the
dice, the heroes deployed in the drop zone, the combat map's mysterious objects with an encounter card each,
and the hostile groups deployed at the objects."""
from __future__ import annotations

from engine.core import choices
from engine.core import events as ev
from engine.core.decisions import Decision, Option
from engine.core.game import Game, State
from engine.core.procedure import Ask, Frame, Procedure, Push
from engine.core.rng import Rng
from engine.core.ruleset import Choice, Seat, SetupOption
from engine.core.zones import Zones

from . import deployment, explore, hostiles, ledger
from .battlefield import battlefield, place, room_for, square_words
from .events import JourneyBegun
from .frames import Deployment, Setup
from .quest import too_soon
from .schema import RULE_DEFAULTS, rule
from .table import (ACTION_DICE, AVAILABLE, BOX, DEAD, DESTINY_AVAILABLE, DESTINY_DISCARDED, DISCOVERY, EMPOWERMENTS,
                    ENCOUNTERS, EXPLORATION, INITIATIVE, OBJECTS, OUT, QUEST_DIE, ROLLED, ROSTER, SPENT_DISCOVERY, SPENT_ENCOUNTERS,
                    TRACK, TRAITS, WOUNDS, Hero, Table, Veteran, carried, encounter, group_card, hero_card, kit, slain,
                    slot, spare, traits)

HEROES_IN_PLAY = 4


def of_type(pack, kind: str) -> list:
    return [c for c in pack.cards.values() if c.type == kind]


def token(pack, kind: str):
    return next(c for c in of_type(pack, "token") if c.get("token") == kind)


def rules(pack) -> dict:
    return {**RULE_DEFAULTS, **dict(pack.rules)}


def quests(pack) -> list:
    return of_type(pack, "quest")


def options(pack) -> list[SetupOption]:
    offered = quests(pack)
    quest_choices = tuple(Choice(c.id, c.title) for c in offered)
    on_offer = {j: q for q in offered for j in q.get("journeys")}
    journeys = tuple(Choice(c.id, c.title, first_refused(pack, on_offer[c.id], c.id) or "")
                     for c in of_type(pack, "journey") if c.id in on_offer)
    heroes = tuple(Choice(c.id, c.title) for c in of_type(pack, "hero"))
    first = next((c.key for c in journeys if not c.refused), None)
    return [
        SetupOption("quest", "Quest", "one", quest_choices, quest_choices[0].key if quest_choices else None),
        SetupOption("journey", "First journey", "one", journeys, first,
                    help="The leader picks the journey; the quest goes on from it",
                    in_name=False),   # the quest outgrows its first journey: the title says the one played now
        SetupOption("heroes", "Heroes", "many", heroes, [c.key for c in heroes[:HEROES_IN_PLAY]],
                    low=HEROES_IN_PLAY, high=HEROES_IN_PLAY,
                    help="Exactly four heroes, chosen from the leader clockwise: the players share them in turn"),
    ]


def starting_influence(pack, quest_card) -> int:
    """A new quest's influence (the rules summary's 6 for a first journey, unless the quest card says)."""
    return quest_card.get("influence", rule(rules(pack), "influence"))


def first_refused(pack, quest_card, journey: str) -> str | None:
    """Why a new quest cannot begin with this journey (the quest's own rule, `quest.too_soon`)."""
    return too_soon(quest_card, journey, starting_influence(pack, quest_card))


def new_game(ruleset, pack, seats: list[Seat], chosen: dict, seed: int, kept: dict | None = None) -> Game:
    """A new quest from its first journey, or (with the `kept` ledger of a quest going on) its next journey."""
    if not 1 <= len(seats) <= 4:
        raise ValueError("Cursed City is played by 1 to 4 players")
    if kept is not None and not ledger.goes_on(kept):
        kept = None   # that quest is over: a new one begins, nothing kept
    defaults = {o.key: o.default for o in options(pack)}
    quest_id = chosen.get("quest") or defaults["quest"]
    if kept is not None:
        quest_id = ledger.quest_of(kept)
    journey = chosen.get("journey") or defaults["journey"]
    heroes = list(chosen.get("heroes") or defaults["heroes"])
    if quest_id not in {c.id for c in quests(pack)}:
        raise ValueError(f"unknown quest {quest_id!r}")
    quest_card = pack.cards[quest_id]
    if journey not in quest_card.get("journeys"):
        raise ValueError(f"journey {journey!r} is not one of {quest_card.title}'s")
    why = first_refused(pack, quest_card, journey) if kept is None else None
    if why:
        raise ValueError(f"{pack.cards[journey].title} cannot be the first journey: {why}")
    known = {c.id: c.title for c in of_type(pack, "hero")}
    if len(heroes) != HEROES_IN_PLAY or len(set(heroes)) != HEROES_IN_PLAY or not set(heroes) <= set(known):
        raise ValueError(f"the players run exactly four different heroes of {', '.join(sorted(known.values()))}")
    r = rules(pack)
    rng = Rng(seed)
    zones, pieces = Zones(), {}

    def create(piece: str, card_id: str, zone: str) -> None:
        pieces[piece] = card_id
        zones.create(piece, zone)

    for zone in (AVAILABLE, OUT, TRACK, DESTINY_AVAILABLE, ROLLED, SPENT_ENCOUNTERS, SPENT_DISCOVERY, BOX, DEAD,
                 TRAITS, EMPOWERMENTS, ROSTER):
        zones.add_zone(zone)
    # every hero of the quest's roster, each with an initiative card and activation dice
    spaces = rule(r, "activation_spaces")
    for hero in [c.id for c in of_type(pack, "hero")]:
        create(hero, hero, ROSTER)
        create(hero_card(hero), token(pack, "initiative").id, INITIATIVE)
        for k in range(spaces):
            zones.add_zone(slot(hero, k))
            create(f"{hero}:die{k + 1}", r["activation_die"], spare(hero))
        for zone in (carried(hero), traits(hero), kit(hero, "armour"), kit(hero, "weapon")):
            zones.add_zone(zone)
    for n in range(1, rule(r, "groups") + 1):
        create(group_card(n), token(pack, "initiative").id, INITIATIVE)
        zones.add_zone(encounter(n))
        zones.add_zone(slain(n))
    for k in range(rule(r, "destiny_dice")):
        create(f"destiny:{k + 1}", r["destiny_die"], DESTINY_DISCARDED)
    create("quest-die", r["quest_die"], QUEST_DIE)
    for die in of_type(pack, "die"):
        if all("outcome" in face for face in die.get("faces")):
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
    for card in of_type(pack, "discovery"):
        for n in range(card.get("count", 1)):
            create(f"{card.id}:{n + 1}", card.id, DISCOVERY)
    for card in of_type(pack, "exploration"):
        create(card.id, card.id, EXPLORATION)
    for card in of_type(pack, "trait"):
        create(card.id, card.id, TRAITS)
    for card in of_type(pack, "empowerment"):
        for n in range(rule(r, "empowerment_users")):
            create(f"{card.id}:{n + 1}", card.id, EMPOWERMENTS)
    table = Table(
        names=[s.name for s in seats],
        heroes=[Hero(h, k % len(seats)) for k, h in enumerate(heroes)],
        journey=journey,
        nightfall_spaces=rule(r, "nightfall_spaces"),
        spaces=spaces,
        destiny_limit=rule(r, "destiny_per_hero"),
        fear=quest_card.get("fear", rule(r, "fear")),
        influence=starting_influence(pack, quest_card),
        events=[dict(row) for row in r["event_table"]["rows"]],
        quest_card=quest_id,
        roster={c.id: Veteran() for c in of_type(pack, "hero")},
        group_spaces=rule(r, "groups"),
        realmstone_removed=list(r["realmstone_removed"]),
        deaths=rule(r, "deaths"),
    )
    game = Game(ruleset, pack.cards, State(ruleset.id, pieces, zones, rng, table))
    if kept is not None:
        ledger.restore(game, kept)
        ledger.check_journey(game, journey)
    begin_journey(game, journey)
    game.start()
    return game


def begin_journey(g: Game, journey: str) -> None:
    """Everything of the last journey back in reach, then this journey laid out: the skyvessel's tokens, the
    discovery deck (some realmstone left out), the encounter deck shuffled, the combat map's mysterious
    objects with an encounter card drawn for each."""
    table, zones = g.table, g.zones
    table.journey = journey
    journey_card = g.cards[journey]
    for field_name, value in (("nightfall", 0), ("quest", 0), ("quest_seen", 0), ("groups", []), ("placed", []), ("gates", []), ("joined", {}), ("lychgates", []), ("damage", {}),
                              ("ailments", {}), ("diseased", {}), ("grievous", []), ("bulk", {}), ("done", []), ("turn", 1),
                              ("ready", False), ("skip_destiny", False), ("fulfil_destiny", False),
                              ("slain_kinds", []), ("found", 0), ("success", False)):
        setattr(table, field_name, value)
    table.open = [gate["id"] for gate in journey_card.get("gateways", ()) if gate.get("open")]
    table.level = max((table.roster[h.id].level for h in table.heroes), default=0)
    for hero in table.heroes:
        hero.ip, hero.destiny, hero.slew, hero.reacting, hero.inspired, hero.used = 0, 0, 0, False, False, []
    for piece, card_id in sorted(g.state.pieces.items()):
        card = g.cards[card_id]
        zone = zones.zone_of(piece)
        home = None
        if card.type == "hostile":
            home = AVAILABLE
        elif card.type == "encounter":
            # the rulebook shuffles the encounter cards; a card set aside is its journey's quarry, put on top below
            home = BOX if card.get("set_aside") else ENCOUNTERS
        elif card.type == "exploration":
            home = EXPLORATION
        elif card.type == "token":
            home = {"wound": WOUNDS, "object": OBJECTS, "initiative": INITIATIVE}[card.get("token")]
        elif card.type == "discovery" and not zone.startswith("carried:"):
            home = DISCOVERY
        elif card.type == "die" and piece.startswith("destiny:"):
            home = DESTINY_DISCARDED
        elif card.type == "die" and ":die" in piece:
            home = spare(piece.rsplit(":die", 1)[0])
        elif card.type == "hero" and piece in {h.id for h in table.heroes}:
            home = BOX
        elif card.type == "hero" and not table.roster[piece].dead:
            home = ROSTER
        if home is not None and zone != home:
            g.move(piece, home)
    for deck in (ENCOUNTERS, EXPLORATION):
        zones.contents.setdefault(deck, []).sort()
        zones.shuffle(deck, g.rng)
    # the discovery deck, some realmstone left out unless the journey says otherwise
    removed = {v: n for v, n in zip((1, 2, 3), table.realmstone_removed)}
    zones.contents[DISCOVERY].sort()
    for piece in list(zones.cards(DISCOVERY)):
        card = g.card(piece)
        value = card.get("value", 0)
        if card.get("kind") == "realmstone" and removed.get(value, 0) > 0:
            removed[value] -= 1
            g.move(piece, BOX)
    zones.shuffle(DISCOVERY, g.rng)
    if journey_card.get("quarry"):
        # the journey's quarry comes first: its encounter card is put on top of the deck
        g.move(journey_card.get("quarry"), ENCOUNTERS)
    # the combat map's mysterious objects, an encounter card drawn for each (as many as there is room for)
    for cell in journey_card.get("objects", ()):
        g.move(zones.top(OBJECTS), f"space:{cell[0]},{cell[1]}")
        free = hostiles.free_space(g)
        if free is not None:
            hostiles.draw_encounter(g, free, face_up=True)
    aim = f" {journey_card.get('text')}" if journey_card.get("text") else ""   # what the journey asks, read out
    g.emit(JourneyBegun(f"The journey begins: {journey_card.title}.{aim}", journey=journey))


def choose_heroes(g: Game, f: Frame, answer):
    """'Starting with the leader and going clockwise, each player chooses a hero': the journey's four heroes are
    taken one at a time by the players in turn until all are taken (the last goes by itself)."""
    d: Setup = f.data
    table = g.table
    players = len(table.names)
    if d.picked is None:
        if players == 1:
            for hero in table.heroes:
                hero.seat = 0
            d.picked = [h.id for h in table.heroes]
            return None
        d.picked = []
    if answer is not None and "hero" in answer.data:
        seat = (table.leader + len(d.picked)) % players
        table.hero(answer.data["hero"]).seat = seat
        d.picked.append(answer.data["hero"])
    left = [h.id for h in table.heroes if h.id not in d.picked]
    seat = (table.leader + len(d.picked)) % players
    if len(left) == 1:
        table.hero(left[0]).seat = seat
        d.picked.append(left[0])
    if len(d.picked) == len(table.heroes):
        return None
    options = [Option(f"hero:{h}", g.card(h).title, {"hero": h, "piece": h}) for h in left]
    return Ask(Decision(f"seat:{seat}", "hero_pick", f"{table.names[seat]} chooses a hero to play", options,
                        context={"seat": seat}))


def deploy_heroes(g: Game, f: Frame, answer):
    """In leader order (the leader puts the players in order), each player deploys each hero they control in a
    space of the drop zone."""
    d: Setup = f.data
    if answer is not None and "cell" in answer.data:
        place(g, d.hero, tuple(answer.data["cell"]))
        answer = None
    if d.players is None:
        players = _leader_order(g, f, answer)
        if isinstance(players, Ask):
            return players
        d.players = players
    seats = d.players
    order = sorted(g.table.heroes, key=lambda h: (seats.index(h.seat) if h.seat in seats else len(seats),
                                                  g.table.heroes.index(h)))
    waiting = [h for h in order if g.zones.zone_of(h.id) == BOX]
    if not waiting:
        return None
    hero = d.hero = waiting[0].id
    m = battlefield(g)
    cells = sorted(c for c in m.tile_of if m.in_zone(c, "drop") and room_for(g, c, hero))
    if not cells:
        raise ValueError("the drop zone has no room for the heroes")
    options = [Option(f"to:{x},{y}", f"In the drop zone: {square_words(g, (x, y))}", {"zone": f"space:{x},{y}", "piece": hero,
                                                                                        "cell": [x, y]})
               for x, y in cells]
    return Ask(Decision(f"seat:{g.table.hero(hero).seat}", "deploy", f"Where does {g.card(hero).title} start?",
                        options, context={"hero": hero, "piece": hero}))


def _heroes_of(g: Game, seat: int) -> str:
    """The heroes a player has still to deploy, by name ("Orsa the Lamplighter and Vell of the Gutters")."""
    titles = [g.card(h.id).title for h in g.table.heroes if h.seat == seat and g.zones.zone_of(h.id) == BOX]
    return " and ".join(titles) if len(titles) < 3 else ", ".join(titles[:-1]) + " and " + titles[-1]


def _leader_order(g: Game, f: Frame, answer) -> list[int] | Ask:
    """The players with heroes to deploy, in the order the leader puts them (offered from the leader clockwise)."""
    table = g.table
    seats = sorted({h.seat for h in table.heroes if g.zones.zone_of(h.id) == BOX},
                   key=lambda s: (s - table.leader) % len(table.names))
    offered = [Option(f"player:{s}", f"{table.names[s]} deploys next ({_heroes_of(g, s)})", {"seat": s}) for s in seats]
    ordered = choices.order(f, answer, f"seat:{table.leader}", "deploy_order",
                            "Which player deploys their heroes next? (the leader decides)", offered)
    return ordered if isinstance(ordered, Ask) else [o.data["seat"] for o in ordered]


def deploy_hostiles(g: Game, f: Frame, answer):
    """From the first encounter card to the right, each group deploys at the objects (setup step 12), the
    leader placing its models (`deployment`)."""
    d: Setup = f.data
    if answer is not None and "n" in answer.data:
        # a save of an earlier build, asked here which object a group deploys at
        d.deployed.append(answer.data["n"])
        return Push(Frame("deploy", "", Deployment(answer.data["n"], at=list(answer.data["cell"]))), again=True)
    for group in list(g.table.groups):
        if group.models or group.n in d.deployed:
            continue
        d.deployed.append(group.n)
        return Push(deployment.frame(group.n), again=True)
    g.table.ready = True
    return None


def first_tiles(g: Game, f: Frame, answer):
    """A deliverance journey adds two tiles by exploring before the hostiles at the map's objects deploy."""
    if g.cards[g.table.journey].get("kind") == "deliverance":
        return Push(explore.frame(2))
    return None


SETUP = Procedure("setup", [choose_heroes, deploy_heroes, first_tiles, deploy_hostiles], frame=Setup)
