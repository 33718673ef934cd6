"""The quest, what lasts between journeys (rules summary, "Journey's end", "Pausing a quest"): fear and
influence on the quest card, the quest bag, each hero's experience token and level with the traits its
levels bring, the empowerments and treasure it keeps, and the dead."""
from __future__ import annotations

from engine.core import events as ev
from engine.core.game import Game

from .table import DEAD, EMPOWERMENTS, SPENT_DISCOVERY, TRAITS, carried, kit, traits
from .events import NightFalls

SLOTS = ("armour", "weapon")


def change(g: Game, which: str, amount: int) -> None:
    """Fear or influence on the quest card goes up or down (never below 0)."""
    old = getattr(g.table, which)
    new = max(0, old + amount)
    setattr(g.table, which, new)
    g.emit(ev.ValueChanged(which, old, new))


def darken(g: Game, spaces: int = 1) -> None:
    """The nightfall token moves on, until it reaches the nightfall space (it never leaves it)."""
    table = g.table
    for _ in range(spaces):
        if table.at_night():
            return
        table.nightfall += 1
        g.emit(ev.ValueChanged("nightfall", table.nightfall - 1, table.nightfall))
        if table.at_night():
            g.emit(NightFalls("Night falls: hostiles act on their empowered side.", {}))


def advance(g: Game, spaces: int = 1) -> None:
    """The quest token moves on along the quest tracker (its end is the journey's own, in its marks)."""
    old = g.table.quest
    g.table.quest += spaces
    g.emit(ev.ValueChanged("quest", old, g.table.quest))


def quest_rules(g: Game) -> dict:
    """The current journey's quest-step rules: what moves the quest token ("turn": each quest step, "found":
    each treasure or realmstone found) and the marks along the tracker, each resolved once when reached."""
    return g.cards[g.table.journey].get("quest") or {}


def too_soon(quest_card, journey: str, influence: int) -> str | None:
    """Why a quest with this influence cannot set out on this journey: the finale waits for enough influence
    (a new quest starts with the quest card's, below it, so no quest begins with its finale)."""
    need = quest_card.get("finale_influence", 0)
    if journey == quest_card.get("finale") and influence < need:
        return f"the finale needs influence {need}; the quest has {influence}"
    return None


def not_yet(g: Game, journey: str) -> str | None:
    """Why the quest cannot set out on this journey now (`too_soon`, with the influence it has)."""
    return too_soon(g.cards[g.table.quest_card], journey, g.table.influence)


def bag(g: Game, token: str) -> None:
    g.table.bag.append(token)
    g.emit(ev.Message(f"A {token.replace('-', ' ')} token goes into the quest bag.", {"rule": "bag", "token": token}))


def took_part(g: Game) -> list[str]:
    """The heroes of this journey who are still alive."""
    return [h.id for h in g.table.heroes if not g.table.roster[h.id].dead]


def experience_for_all(g: Game, times: int) -> None:
    """Every hero who took part gains experience; in a successful journey, a hero who took part with a
    hero of a higher level gains it twice."""
    heroes = took_part(g)
    top = max((g.table.roster[h].level for h in heroes), default=0)
    for hero in heroes:
        twice = g.table.success and g.table.roster[hero].level < top
        for _ in range(times * (2 if twice else 1)):
            gain_experience(g, hero)


def gain_experience(g: Game, hero: str) -> None:
    """None -> novice -> veteran -> the next level (the veteran token discarded) and a trait of its class."""
    record = g.table.roster[hero]
    if record.experience < 2:
        record.experience += 1
        g.emit(ev.Message(f"{g.cards[hero].title} gains experience: {('novice', 'veteran')[record.experience - 1]}.",
                          {"rule": "experience", "hero": hero, "experience": record.experience}))
        return
    record.experience = 0
    record.level += 1
    g.table.level = max(g.table.level, record.level)
    g.emit(ev.Message(f"{g.cards[hero].title} reaches level {record.level}.",
                      {"rule": "level", "hero": hero, "level": record.level}))
    deck = sorted((p for p in g.zones.cards(TRAITS) if g.card(p).get("class") == g.cards[hero].get("class")),
                  key=lambda p: (g.card(p).get("level"), p))
    # the trait of the level reached (a class two heroes share has one of each level for each); the lowest
    # left below it when that level's are taken
    trait = next((p for p in deck if g.card(p).get("level") == record.level), None) or \
        next((p for p in deck if g.card(p).get("level") <= record.level), None)
    if trait is not None:
        g.move(trait, traits(hero))
        g.emit(ev.Message(f"{g.cards[hero].title} gains the trait {g.card(trait).title}.",
                          {"rule": "trait", "hero": hero, "trait": trait}))


def die(g: Game, hero: str) -> None:
    """A hero dies: into its bag with a mortis card; its cards and tokens go back to their decks."""
    g.table.roster[hero].dead = True
    g.move(hero, DEAD)
    for card in list(g.zones.cards(carried(hero))):
        g.move(card, SPENT_DISCOVERY)
    for slot_name in SLOTS:
        for card in list(g.zones.cards(kit(hero, slot_name))):
            g.move(card, EMPOWERMENTS)
    for card in list(g.zones.cards(traits(hero))):
        g.move(card, TRAITS)
    g.emit(ev.Message(f"{g.cards[hero].title} has died.", {"rule": "died", "hero": hero}))


def holding(g: Game, hero: str) -> tuple:
    """The cards a hero holds that may change what it can do: its traits, empowerments and what it carries."""
    zones = g.zones
    return (tuple(zones.cards(traits(hero))),) + tuple(tuple(zones.cards(kit(hero, s))) for s in SLOTS) + \
        (tuple(zones.cards(carried(hero))),)


def boons(g: Game, hero: str) -> list:
    """What the hero's traits, empowerments and treasure add to its characteristics."""
    cards = list(g.zones.cards(traits(hero))) + [p for s in SLOTS for p in g.zones.cards(kit(hero, s))]
    cards += [p for p in g.zones.cards(carried(hero)) if g.card(p).get("kind") == "treasure"]
    return [g.card(p).get("boons") for p in cards if g.card(p).get("boons")]


def realmstone(g: Game, hero: str) -> int:
    """The hero's realmstone points: the values of its realmstone cards."""
    return sum(int(g.card(p).get("value", 0)) for p in g.zones.cards(carried(hero))
               if g.card(p).get("kind") == "realmstone")
