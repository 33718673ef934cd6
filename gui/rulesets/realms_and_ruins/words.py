"""Realms and Ruins' zones as players name them, Gold as they count it, and what its rules did (a Realm Ruined or
healed, a new ruler, an Event's entry read aloud), for the log."""
from __future__ import annotations

from engine.core.view import HIDDEN
from engine.rulesets.realms_and_ruins.events import (ActionsGranted, Chapter, Flagged, Interrupted, RealmTurned,
                                                     RulerChanged)
from engine.rulesets.realms_and_ruins.table import (BOX, EVENT_MARKERS, EVENT_OPEN, EVENTS, EVENTS_DONE, GOLD,
                                                    OTHERSIDERS, REMOVED, kind_of, realm_of, seat_of)
from gui import looking

FIXED = {GOLD: "the Gold supply", BOX: "the box", REMOVED: "out of the game", EVENTS: "the Event deck",
         EVENT_OPEN: "the top of the Event deck (the Event being read)", EVENTS_DONE: "the Events played",
         EVENT_MARKERS: "the Event markers' supply"}


def name_of(game, seat: int) -> str:
    return game.table.players[seat].name


def _title(game, piece: str) -> str:
    """A card's title, or 'card' for one this seat may not name now (a table joined after it was shuffled away)."""
    return "card" if piece == HIDDEN else game.card(piece).title


def zone_words(game, zone: str) -> str | None:
    """A zone in words, or None when it is not one of this game's own."""
    if zone in FIXED:
        return FIXED[zone]
    kind = kind_of(zone)
    title = lambda: game.cards[realm_of(zone)].title  # noqa: E731 - read only for the zones that name a Realm
    if kind == "realm":
        return f"the {title()}"
    if kind == "marker":
        return f"beside the {title()} Offer"
    if kind == "offer":
        return f"the {title()} Offer deck"
    if kind == "slot":
        return f"the {title()} Offer"
    if kind == "supply":
        owner = zone.split(":", 1)[1]
        return "the Othersiders' supply" if owner == OTHERSIDERS else f"{name_of(game, int(owner))}'s supply"
    words = {"purse": "{}'s Gold", "deck": "{}'s deck", "hand": "{}'s hand", "discard": "{}'s discard pile",
             "played": "the table ({} plays it)", "hero": "{}'s Hero board"}
    if kind in words:
        return words[kind].format(name_of(game, seat_of(zone)))
    if kind == "skill":  # skill:<seat>:<skill id>
        return f"{name_of(game, seat_of(zone))}'s skill {game.cards[zone.split(':')[2]].title}"
    if kind == "cache":  # cache:<realm>:<seat>: Gold a Hero card left there
        return f"{name_of(game, int(zone.split(':')[2]))}'s Gold left in the {title()}"
    if kind == "event_marks":
        return f"the {title()} (an Event marker)"
    return None


# -- what the rules did, in words: a Realm turned, its ruler changed, an Event's entry read aloud... ---------
def said(game, event) -> str | None:
    """The line of one of the ruleset's own events, or None for any other event (or one this seat may not read)."""
    seen = looking.event(game, event)
    if seen is None:
        return None
    if isinstance(seen, Chapter):
        reader = f"{name_of(game, seen.reader)} reads" if seen.reader >= 0 else "Read"
        return f"{reader} entry {seen.number}, {seen.title}: {seen.text}".rstrip(": ")
    if isinstance(seen, RealmTurned):
        realm = game.cards[seen.realm].title
        if seen.side == "ruined":
            return f"The {realm} falls to the Othersiders: Ruined, every Follower there but theirs goes home."
        return f"The {realm} is healed: no Othersider is left there."
    if isinstance(seen, RulerChanged):
        realm = game.cards[seen.realm].title
        if not seen.ruler:
            return f"Nobody rules the {realm} now."
        who = "The Othersiders rule" if seen.ruler == OTHERSIDERS else f"{name_of(game, int(seen.ruler))} rules"
        return f"{who} the {realm} now."
    if isinstance(seen, Interrupted):
        return (f"{name_of(game, seen.seat)}'s {_title(game, seen.card)} is stopped by {name_of(game, seen.by)}'s "
                f"{_title(game, seen.interrupt)}: its effects are negated, its Action stays spent.")
    if isinstance(seen, ActionsGranted):
        actions = f"{seen.count} more Action{'s' if seen.count != 1 else ''}"
        when = "this turn" if seen.now else "on their next turn"
        return f"{name_of(game, seen.seat)} takes {actions} {when}."
    if isinstance(seen, Flagged):
        if seen.flag == "sides-with-othersiders":
            return f"{name_of(game, seen.seat)} now sides with the Othersiders."
        return f"{name_of(game, seen.seat)} is marked by the Event ({seen.flag.replace('-', ' ')})."
    return None


# -- Gold: the rules move one coin at a time; a player reads one payment ----------------------------------
def log_line(game, events: list, i: int) -> str | None:
    """One line for the coins one payment or gain moves ("Ann pays 3 Gold"), said with its first coin, or for one
    of the ruleset's own events (`said`); None for any other event (the table's words)."""
    route = _coin_route(game, events[i])
    if route is None:
        return said(game, events[i])
    if i and _coin_route(game, events[i - 1]) == route:
        return ""
    count = 1
    while i + count < len(events) and _coin_route(game, events[i + count]) == route:
        count += 1
    return gold_words(game, *route, count)


def _coin_route(game, event) -> tuple[str, str] | None:
    """(from, to) of a Gold coin's move as the seat at the screen reads it; None for anything else."""
    if event.kind != "piece_moved":
        return None
    seen = looking.event(game, event)
    if seen is None or seen.piece == HIDDEN:
        return None
    card = game.cards.get(game.state.pieces.get(seen.piece, ""))
    return (seen.source, seen.target) if card is not None and card.type == "gold" else None


def gold_words(game, source: str, target: str, count: int) -> str:
    """Gold moved from one place to another, as a player says it."""
    gold = f"{count} Gold"
    if kind_of(target) == "purse" and source == GOLD:
        return f"{name_of(game, seat_of(target))} gains {gold}."
    if kind_of(source) == "purse" and target == GOLD:
        return f"{name_of(game, seat_of(source))} pays {gold}."
    if kind_of(source) == "purse" and kind_of(target) == "purse":
        return f"{name_of(game, seat_of(target))} gets {gold} from {name_of(game, seat_of(source))}."
    if kind_of(target) == "cache" and source == GOLD:  # cache:<realm>:<seat>
        return f"{name_of(game, int(target.split(':')[2]))} leaves {gold} in the {game.cards[realm_of(target)].title}."
    if kind_of(source) == "cache" and kind_of(target) == "purse":
        return (f"{name_of(game, seat_of(target))} collects the {gold} left in the "
                f"{game.cards[realm_of(source)].title}.")
    return f"{gold} go from {zone_words(game, source) or source} to {zone_words(game, target) or target}."
