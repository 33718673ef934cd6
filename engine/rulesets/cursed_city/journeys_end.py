"""The journey's end, in the rules summary's seven steps: success by the journey's victory conditions, the
extraction event (+1 for a success, +1 while it is still day), the survival rolls of the heroes out of action,
the character cards cleared (heroes may then trade realmstone and treasure), the journey's consequences with
experience and levels, realmstone spent on empowerments, and the next journey picked. A game is the quest
from its first journey on: the quest's finale won, too many heroes dead or fear at its limit end it."""
from __future__ import annotations

from engine.core import events as ev
from engine.core.decisions import Decision, Option
from engine.core.game import Game
from engine.core.outcome import LOSS, WIN
from engine.core.procedure import Ask, Frame, Procedure, Push

from . import ailments, quest, rolls, setup, wounds
from .battlefield import battlefield, heroes_on_battlefield, where
from .frames import Effects, JourneysEnd
from .table import (AWAY, DESTINY_AVAILABLE, DESTINY_DISCARDED, EMPOWERMENTS, OUT, ROSTER, SPENT_DISCOVERY, Hero,
                    carried, kit, spare)

HEROES_IN_PLAY = 4


def unmet(g: Game, extraction: bool = True) -> list[str]:
    """The journey's victory conditions not met, in words (all of them met, or none written but a hero in the
    extraction zone: none); without `extraction`, those the heroes must meet before the way out counts."""
    aims = dict(g.cards[g.table.journey].get("victory") or {"extract": True})
    m = battlefield(g)
    missing = []
    if extraction and aims.get("extract") and \
            not any(m.in_zone(where(g, h), "extraction") for h in heroes_on_battlefield(g)):
        missing.append("no hero stands in the extraction zone")
    missing += [f"{g.cards[kind].title} still stands" for kind in aims.get("slay", ()) if kind not in g.table.slain_kinds]
    if g.table.found < aims.get("found", 0):
        missing.append(f"{g.table.found} of the {aims['found']} objects to find found")
    if g.table.quest < aims.get("quest", 0):
        missing.append(f"the quest tracker at {g.table.quest} of the {aims['quest']} needed")
    return missing


def victorious(g: Game) -> bool:
    """The journey's victory conditions (all of them; none written: a hero in the extraction zone)."""
    return not unmet(g)


# -- 1. success ----------------------------------------------------------------------------------------
def determine(g: Game, f: Frame, answer):
    table = g.table
    missing = [] if f.data.failed else unmet(g)
    table.success = not f.data.failed and not missing
    table.history.append({"journey": table.journey, "success": table.success})
    why = f" ({'; '.join(missing)})" if missing else ""
    g.emit(ev.Message(f"{g.cards[table.journey].title}: {'success' if table.success else 'failure'}{why}.",
                      {"rule": "journey_result", "success": table.success}))


# -- 2. the extraction event ---------------------------------------------------------------------------------
def extraction_event(g: Game, f: Frame, answer):
    table = g.table
    roll = rolls.quest_roll(g, "Extraction event")
    total = roll + int(table.success) + int(not table.at_night())
    entry = next((c for c in g.cards.values() if c.type == "extraction" and c.get("roll")[0] <= total <= c.get("roll")[1]),
                 None)
    if entry is None:
        return None
    g.emit(ev.Message(f"Extraction event ({total}): {entry.title}.", {"rule": "extraction_event", "entry": entry.id,
                                                                      "total": total}))
    return Push(Frame("effects", "", Effects(entry=entry.id)))


# -- 3. survival -------------------------------------------------------------------------------------------
def survival(g: Game, f: Frame, answer):
    """Each hero out of action rolls the quest dice, -1 with an ailment: 1 or less, it has died."""
    table = g.table
    for hero in [h.id for h in table.heroes if g.zones.zone_of(h.id) == OUT]:
        sick = bool(table.ailments.get(hero))
        roll = rolls.quest_roll(g, f"{g.cards[hero].title}'s survival roll{' (-1, ailing)' if sick else ''}")
        if roll - int(sick) <= 1:
            quest.die(g, hero)
    dead = sum(1 for v in table.roster.values() if v.dead)
    if dead >= table.deaths:
        g.end(LOSS, f"{dead} heroes have died: the quest is over")


# -- 4. tokens and counters removed; trading ------------------------------------------------------------------
def clear_cards(g: Game, f: Frame, answer):
    table = g.table
    for hero in table.heroes:
        for counter in wounds.counters(g, hero.id):
            g.move(counter, wounds.WOUNDS)
        for k in range(table.spaces):
            die = wounds.die_on(g, wounds.slot(hero.id, k))
            if die is not None:
                g.move(die, spare(hero.id))
        for name in list(table.ailments.get(hero.id, ())):
            ailments.cure(g, hero.id, name)
        hero.ip, hero.inspired, hero.destiny, hero.slew, hero.reacting = 0, False, 0, 0, False
    table.grievous = []
    for die in list(g.zones.cards(DESTINY_AVAILABLE)):
        g.move(die, DESTINY_DISCARDED)


def trade(g: Game, f: Frame, answer):
    """Heroes freely trade realmstone and treasure (a hero keeps one treasure)."""
    if answer is not None and answer.data.get("default"):
        return None
    if answer is not None:
        piece, hero = answer.data["piece"], answer.data["hero"]
        g.move(piece, carried(hero))
        g.emit(ev.Message(f"{g.card(piece).title} goes to {g.cards[hero].title}.", {"rule": "trade", "piece": piece}))
    heroes = quest.took_part(g)
    options, refused = [], []
    for giver in heroes:
        for piece in g.zones.cards(carried(giver)):
            for taker in heroes:
                if taker == giver:
                    continue
                option = Option(f"give:{piece}:{taker}", f"{g.cards[giver].title} gives {g.card(piece).title} to "
                                f"{g.cards[taker].title}", {"piece": piece, "hero": taker})
                kind = g.card(piece).get("kind")
                if kind in ("treasure", "item") and _held(g, taker, kind):
                    refused.append(Option(option.key, option.label, option.data, f"{g.cards[taker].title} already "
                                          f"carries {'a treasure' if kind == 'treasure' else 'an item'}"))
                else:
                    options.append(option)
    if not options:
        return None
    options.insert(0, Option("done", "Trade nothing more", {"default": True}))
    return Ask(Decision("table", "trade", "The journey is over: trade realmstone and treasure?", options,
                        refused=refused))


def _treasure(g: Game, hero: str) -> list[str]:
    return _held(g, hero, "treasure")


def _held(g: Game, hero: str, kind: str) -> list[str]:
    """What a hero carries of a kind it may carry only one of (a treasure, an item)."""
    return [p for p in g.zones.cards(carried(hero)) if g.card(p).get("kind") == kind]


# -- 5. consequences --------------------------------------------------------------------------------------
def consequences(g: Game, f: Frame, answer):
    result = "success" if g.table.success else "failure"
    if not (g.cards[g.table.journey].get("consequences") or {}).get(result):
        return None
    return Push(Frame("effects", "", Effects(entry=g.table.journey, field=["consequences", result])))


# -- 6. realmstone spent on empowerments -----------------------------------------------------------------------
def spend_realmstone(g: Game, f: Frame, answer):
    spent = f.data.spent
    done = answer is not None and answer.data.get("default", False)
    if answer is not None and not done:
        hero, card_id = answer.data["hero"], answer.data["card"]
        empowerment = g.cards[card_id]
        old = g.zones.cards(kit(hero, empowerment.get("slot")))
        for piece in list(old):
            g.move(piece, EMPOWERMENTS)      # the old one goes back, to be bought again
        g.move(_copy(g, card_id), kit(hero, empowerment.get("slot")))
        spent[hero] = spent.get(hero, 0) + empowerment.get("cost")
        g.emit(ev.Message(f"{g.cards[hero].title} takes the empowerment {empowerment.title}.",
                          {"rule": "empowerment", "hero": hero, "card": card_id}))
    if not done:
        options, refused = buying(g, spent)
        if options:
            options.insert(0, Option("done", "Buy nothing more", {"default": True}))
            return Ask(Decision("table", "empowerment", "Spend realmstone on empowerments?", options, refused=refused))
    for hero in quest.took_part(g):
        for piece in [p for p in g.zones.cards(carried(hero)) if g.card(p).get("kind") == "realmstone"]:
            g.move(piece, SPENT_DISCOVERY)   # realmstone is never banked
    return None


def _copy(g: Game, card_id: str) -> str | None:
    return next((p for p in g.zones.cards(EMPOWERMENTS) if g.state.pieces[p] == card_id), None)


def buying(g: Game, spent: dict) -> tuple[list[Option], list[Option]]:
    """Each hero's empowerments it may buy now with its realmstone points left, and those refused, with why."""
    options, refused = [], []
    cards = sorted({c.id for c in g.cards.values() if c.type == "empowerment"})
    for hero in quest.took_part(g):
        points = quest.realmstone(g, hero) - spent.get(hero, 0)
        if points <= 0:
            continue
        for card_id in cards:
            card = g.cards[card_id]
            option = Option(f"buy:{hero}:{card_id}", f"{g.cards[hero].title}: {card.title} ({card.get('slot')}, "
                            f"{card.get('cost')} realmstone)", {"hero": hero, "card": card_id, "cost": card.get("cost")})
            why = None
            if card.get("cost") > points:
                why = f"costs {card.get('cost')} realmstone; {g.cards[hero].title} has {points}"
            elif any(g.state.pieces[p] == card_id for p in g.zones.cards(kit(hero, card.get("slot")))):
                why = f"{g.cards[hero].title} already has it"
            elif _copy(g, card_id) is None:
                why = "two heroes already have it"
            if why is None:
                options.append(option)
            else:
                refused.append(Option(option.key, option.label, option.data, why))
    return options, refused


# -- 7. the quest goes on, or ends ------------------------------------------------------------------------
def next_journey(g: Game, f: Frame, answer):
    """The quest's finale won ends it; fear at its limit or too few heroes left lose it; else the leader picks
    the next journey."""
    table = g.table
    quest_card = g.cards[table.quest_card]
    if table.success and table.journey == quest_card.get("finale"):
        g.end(WIN, f"{g.cards[table.journey].title} is won: the quest is over")
    if table.fear >= quest_card.get("fear_limit"):
        g.end(LOSS, f"fear has reached {table.fear}: the city is lost")
    if len(table.living()) < HEROES_IN_PLAY:
        g.end(LOSS, "too few heroes are left alive to set out again")
    if answer is not None:
        f.data.next = answer.data["journey"]
        return None
    options, refused = journeys(g)
    return Ask(Decision(f"seat:{table.leader}", "journey", "Which journey next?", options, refused=refused,
                        context={"text": brought(g)}))


def brought(g: Game) -> str:
    """What the journey's end brought, as its messages said it (the result, the extraction event, experience, the
    dead): read with the question that follows it, or it would go by in the log alone."""
    events = g.state.log.events
    start = next((n for n in range(len(events) - 1, -1, -1)
                  if events[n].kind == "message" and events[n].data.get("rule") == "journey_ends"), len(events))
    return " ".join(e.text for e in events[start:] if e.kind == "message")


def journeys(g: Game) -> tuple[list[Option], list[Option]]:
    table = g.table
    quest_card = g.cards[table.quest_card]
    options, refused = [], []
    for journey in quest_card.get("journeys"):
        option = Option(f"journey:{journey}", f"{g.cards[journey].title} ({g.cards[journey].get('kind')})",
                        {"journey": journey})
        why = quest.not_yet(g, journey)
        if why:
            refused.append(Option(option.key, option.label, option.data, why))
        else:
            options.append(option)
    return options, refused


def replace_the_dead(g: Game, f: Frame, answer):
    """A hero who died is replaced by another of the roster, chosen by its player; then the next journey."""
    table = g.table
    if answer is not None:
        dead = next(h for h in table.heroes if table.roster[h.id].dead)
        table.heroes[table.heroes.index(dead)] = Hero(answer.data["hero"], dead.seat)
    dead = next((h for h in table.heroes if table.roster[h.id].dead), None)
    if dead is not None:
        free = [h for h in table.living() if g.zones.zone_of(h) == ROSTER and h not in {x.id for x in table.heroes}]
        options = [Option(f"hero:{h}", g.cards[h].title, {"hero": h}) for h in free]
        return Ask(Decision(f"seat:{dead.seat}", "replace_hero", f"{g.cards[dead.id].title} has died: who takes "
                            "their place?", options, context={"dead": dead.id}))
    setup.begin_journey(g, f.data.next)
    return None


JOURNEYS_END = Procedure("journeys_end", [determine, extraction_event, survival, clear_cards, trade, consequences,
                                          spend_realmstone, next_journey, replace_the_dead], frame=JourneysEnd)

__all__ = ["JOURNEYS_END"]
