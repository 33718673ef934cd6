"""What an Event book entry may ask of the table before a choice is offered or a branch is taken, each test
declared once: its schema, its test and its words. A condition table holds one or more of them; all must hold.

A condition is asked of one seat (the one choosing, or the Decision Maker for a branch); a Realm is written
by its id or as "event_realm" (the Realm whose Offer revealed the Event). Cards and skills ask the same
tests, and what the seat did this turn (`gained = 2`: two Followers gained or more), read from the log."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from engine.content.schema_parts import ID, NAME, table

from . import history
from .ruling import cubes, hero_realm, is_ruined, rules
from .table import hand, purse

EVENT_REALM = "event_realm"
AT_LEAST = {"type": "integer", "minimum": 1, "maximum": 99}
REALM = {"anyOf": [{"const": EVENT_REALM}, ID]}  # a Realm's id (the pack check names a missing one), or the Event Realm


@dataclass(frozen=True)
class Test:
    """One condition: `holds(game, seat, value, event_realm)` and its words for the card viewer."""

    name: str
    schema: dict
    holds: Callable[..., bool]
    words: Callable[[object], str]
    names_realm: bool = False


def _followers(game, seat: int) -> int:
    return sum(len(cubes(game, r, str(seat))) for r in game.table.realms)


def realm_named(value: str, event_realm: str) -> str:
    return event_realm if value == EVENT_REALM else value


def _realm_words(value: str) -> str:
    return "the Event Realm" if value == EVENT_REALM else f"the {value}"


TESTS = [
    Test("gold", AT_LEAST, lambda g, s, n, er: g.zones.size(purse(s)) >= n, lambda n: f"you have {n} Gold or more"),
    Test("followers", AT_LEAST, lambda g, s, n, er: _followers(g, s) >= n,
         lambda n: f"you have {n} Follower{'s' if n > 1 else ''} or more in the Realms"),
    Test("cards", AT_LEAST, lambda g, s, n, er: g.zones.size(hand(s)) >= n,
         lambda n: f"you hold {n} card{'s' if n > 1 else ''} or more"),
    Test("flag", NAME, lambda g, s, name, er: s in g.table.flags.get(name, []),
         lambda name: f"you carry the mark '{name}'"),
    Test("not_flag", NAME, lambda g, s, name, er: s not in g.table.flags.get(name, []),
         lambda name: f"you do not carry the mark '{name}'"),
    Test("ruined", REALM, lambda g, s, r, er: is_ruined(g, realm_named(r, er)),
         lambda r: f"{_realm_words(r)} is Ruined", names_realm=True),
    Test("healthy", REALM, lambda g, s, r, er: not is_ruined(g, realm_named(r, er)),
         lambda r: f"{_realm_words(r)} is Healthy", names_realm=True),
    Test("rules", REALM, lambda g, s, r, er: rules(g, s, realm_named(r, er)),
         lambda r: f"you rule {_realm_words(r)}", names_realm=True),
    Test("hero_in", REALM, lambda g, s, r, er: hero_realm(g, s) == realm_named(r, er),
         lambda r: f"your Hero stands in {_realm_words(r)}", names_realm=True),
]
TESTS += [
    Test("in_ruled_realm", {"const": True}, lambda g, s, v, er: rules(g, s, hero_realm(g, s)),
         lambda v: "your Hero stands in a Realm you rule"),
] + [
    Test(counter, AT_LEAST, lambda g, s, n, er, c=counter: history.count(g, s, c, "turn") >= n,
         lambda n, c=counter: f"{history.counter_words(c)} this turn are {n} or more")
    for counter in history.COUNTERS
]
BY_NAME = {test.name: test for test in TESTS}

SCHEMA = table({test.name: test.schema for test in TESTS}, [], minProperties=1,
               **{"x-messages": {"minProperties": "a condition names at least one test: "
                                 + ", ".join(BY_NAME)}})


def failing(game, seat: int, condition, event_realm: str) -> str | None:
    """The first part of a condition this seat fails, in words; None when all of it holds."""
    for name, value in (condition or {}).items():
        test = BY_NAME[name]
        if not test.holds(game, seat, value, event_realm):
            return f"only if {test.words(value)}"
    return None


def words(condition) -> str:
    return " and ".join(BY_NAME[name].words(value) for name, value in (condition or {}).items())


def realms_named(condition) -> list[tuple[str, str]]:
    """(test, realm id) for each Realm a condition names, for the pack check."""
    return [(name, value) for name, value in (condition or {}).items()
            if BY_NAME.get(name) and BY_NAME[name].names_realm and value != EVENT_REALM]


def holds(game, seat: int, condition, event_realm: str = "") -> bool:
    """Whether all of a condition holds for this seat (outside an Event, no Realm is the Event Realm)."""
    return failing(game, seat, condition, event_realm) is None
