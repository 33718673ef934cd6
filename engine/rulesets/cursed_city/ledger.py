"""What a Cursed City quest keeps between journeys, as plain data: the quest bag (the quest card's fear and
influence, the tokens bagged by extraction events, the journeys played) and each hero's bag (experience token,
level, traits, empowerments, treasure and carried item; a mortis card for the dead). A quest paused between
journeys goes on from it (`restore`): a ledger is untrusted input, checked against its JSON Schema (`SCHEMA`) by
the machinery saves and packs use, and what does not fit the pack is refused with a ValueError naming the section,
the hero and the field."""
from __future__ import annotations

from engine.content.schema_check import check_plain, plain_validator
from engine.content.schema_parts import by_name, fields, items, said, whole
from engine.core.game import Game

from .quest import SLOTS, not_yet
from .table import DEAD, DISCOVERY, EMPOWERMENTS, TRAITS, Veteran, carried, kit, traits

FORMAT = 1
EXPERIENCE = ("none", "novice", "veteran")

NAMES = items(said({"type": "string"}, "a card or token name"), "a list of card or token names")
JOURNEY = fields({"journey": said({"type": "string"}, "a journey of this quest"),
                  "success": said({"type": "boolean"}, "true or false")},
                 "a journey played with its success", required=("journey", "success"))
BAG = fields({"level": whole(0, 10**6),
              "experience": said({"enum": list(EXPERIENCE)}, f"one of {', '.join(EXPERIENCE)}"),
              "dead": said({"type": "boolean"}, "true or false"),
              "traits": NAMES,
              "empowerments": by_name(said({"type": "string"}, "an empowerment card"), "empowerment cards by slot"),
              "treasure": NAMES,
              "item": NAMES},
             "a hero's bag", required=("level", "experience", "dead", "traits", "empowerments", "treasure", "item"))
SCHEMA = fields({
    "quest": fields({"card": said({"type": "string"}, "a quest card"), "fear": whole(0, 10**6),
                     "influence": whole(0, 10**6), "bag": NAMES, "journeys": items(JOURNEY, "a list of journeys played")},
                    "the quest's bag", required=("card", "fear", "influence", "bag", "journeys")),
    "heroes": by_name(BAG, "the heroes' bags, by hero")},
    "a ledger", required=("quest", "heroes"))
CHECK = plain_validator(SCHEMA)


def of(game: Game) -> dict:
    table = game.table
    heroes = {}
    for hero, record in table.roster.items():
        heroes[hero] = {
            "level": record.level,
            "experience": EXPERIENCE[record.experience],
            "dead": record.dead,
            "traits": [game.card(p).id for p in game.zones.cards(traits(hero))],
            "empowerments": {s: game.card(p).id for s in SLOTS for p in game.zones.cards(kit(hero, s))},
            "treasure": [game.card(p).id for p in game.zones.cards(carried(hero))
                         if game.card(p).get("kind") == "treasure"],
            "item": [game.card(p).id for p in game.zones.cards(carried(hero)) if game.card(p).get("kind") == "item"],
        }
    return {"format": FORMAT, "over": game.over,
            "quest": {"card": table.quest_card, "fear": table.fear, "influence": table.influence,
                      "bag": list(table.bag), "journeys": [dict(j) for j in table.history],
                      "dead": sorted(h for h, v in table.roster.items() if v.dead)},
            "heroes": heroes}


def goes_on(ledger: dict) -> bool:
    """Whether a ledger carries a quest on (False: its quest is over, and the next game is a new quest); one that
    does is checked against its schema: ValueError naming the first field that is not what `of` writes."""
    if not isinstance(ledger, dict):
        raise ValueError(f"the ledger is {type(ledger).__name__}, not a set of named sections")
    if ledger.get("format", FORMAT) != FORMAT:
        raise ValueError(f"unknown Cursed City ledger format {ledger.get('format')!r}")
    if ledger.get("over"):
        return False
    check_plain(ledger, CHECK, "ledger")
    return True


def quest_of(ledger: dict) -> str:
    """The quest card a ledger going on (`goes_on`) goes on with."""
    return ledger["quest"]["card"]


def restore(g: Game, ledger: dict) -> None:
    """A new game set up (its journey not yet begun) takes what the quest kept: fear, influence, the quest bag and
    the journeys played; each hero's level, experience, traits, empowerments, treasure and item; the dead in
    their bags. The ledger's shape was checked (`goes_on`); what it names is checked against the pack here."""
    table, cards = g.table, g.cards
    quest = ledger["quest"]
    table.fear = quest["fear"]
    table.influence = quest["influence"]
    table.bag = list(quest["bag"])
    history = []
    for entry in quest["journeys"]:
        if entry["journey"] not in _journeys(g):
            raise ValueError(f"the quest section's journeys list {entry!r}, which is no journey of this quest "
                             "with its success")
        history.append({"journey": entry["journey"], "success": entry["success"]})
    table.history = history
    heroes = ledger["heroes"]
    for hero, kept in heroes.items():
        where = f"hero {hero!r}"
        if hero not in table.roster:
            raise ValueError(f"the heroes section keeps {where}, which is no hero of this pack")
        dead = kept["dead"]
        table.roster[hero] = Veteran(kept["level"], EXPERIENCE.index(kept["experience"]), dead)
        held = [(TRAITS, "trait", card_id, traits(hero), None) for card_id in kept["traits"]]
        for slot_name, card_id in kept["empowerments"].items():
            if slot_name not in SLOTS:
                raise ValueError(f"{where}'s empowerments name the slot {slot_name!r}, not {' or '.join(SLOTS)}")
            if cards.get(card_id) is None or cards[card_id].get("slot") != slot_name:
                raise ValueError(f"{where}'s {slot_name} empowerment {card_id!r} is no {slot_name} empowerment "
                                 "of this pack")
            held.append((EMPOWERMENTS, "empowerment", card_id, kit(hero, slot_name), None))
        for kind in ("treasure", "item"):
            found = kept[kind]
            if len(found) > 1:
                raise ValueError(f"{where} keeps {len(found)} {kind} cards; a hero carries one at most")
            held += [(DISCOVERY, "discovery", card_id, carried(hero), kind) for card_id in found]
        if dead and held:
            raise ValueError(f"{where} has died but its bag still keeps cards")
        for deck, card_type, card_id, zone, kind in held:
            card = cards.get(card_id)
            if card is None or card.type != card_type or (kind and card.get("kind") != kind):
                raise ValueError(f"{where} keeps {card_id!r}, which is no {kind or card_type} card of this pack")
            piece = next((p for p in g.zones.cards(deck) if g.state.pieces[p] == card_id), None)
            if piece is None:
                raise ValueError(f"{where} keeps {card_id!r}, but the pack has no copy of it left for them")
            g.zones.move(piece, zone)
        if dead:
            g.zones.move(hero, DEAD)
    missing = sorted(set(table.roster) - set(heroes))
    if missing:
        raise ValueError(f"the heroes section does not keep {', '.join(missing)}")


def check_journey(g: Game, journey: str) -> None:
    """The journey a quest going on sets out on: the heroes chosen are alive, the finale has its influence."""
    for hero in g.table.heroes:
        if g.table.roster[hero.id].dead:
            raise ValueError(f"{g.cards[hero.id].title} has died in this quest: choose another hero")
    why = not_yet(g, journey)
    if why:
        raise ValueError(f"{g.cards[journey].title} cannot be the next journey: {why}")


def _journeys(g: Game) -> list:
    return list(g.cards[g.table.quest_card].get("journeys"))


__all__ = ["FORMAT", "of", "goes_on", "quest_of", "restore", "check_journey"]
