"""What a schema cannot see in a Realms and Ruins pack: the Heroes, Realms, suits and cost markers
entries name, each Hero's pieces, and enough offer cards for the Offers."""
from __future__ import annotations

from engine.content.entries import Entry
from engine.content.problems import Problem

from . import book_checks, tree_checks
from .schema import RULE_DEFAULTS, rule

# field -> the type of entry it names
NAMES = {"hero": "hero", "home": "realm", "suit": "realm", "marker": "marker"}


def check(meta: dict, meta_valid: bool, entries: list[Entry], problems: list[Problem]) -> None:
    by_id = {e.table.get("id"): e for e in entries if isinstance(e.table.get("id"), str)}
    for entry in entries:
        for field, kind in NAMES.items():
            named = entry.table.get(field)
            if not isinstance(named, str):
                continue
            target = by_id.get(named)
            if target is None:
                problems.append(Problem(entry.file, entry.table.get("id"), field,
                                        f"names {named!r}, which is not in the pack", entry.line))
            elif target.table.get("type") != kind:
                problems.append(Problem(entry.file, entry.table.get("id"), field,
                                        f"names {named!r}, a {target.table.get('type')}, not a {kind}", entry.line))
    tree_checks.check(entries, problems)
    realms = [e for e in entries if e.table.get("type") == "realm"]
    for hero in (e for e in entries if e.table.get("type") == "hero"):
        for kind in ("meeple", "follower"):
            if not any(e.table.get("type") == kind and e.table.get("hero") == hero.table.get("id") for e in entries):
                problems.append(Problem(hero.file, hero.table.get("id"), None, f"has no {kind} entry", hero.line))
    rules = {**RULE_DEFAULTS, **(meta.get("rules") or {})} if meta_valid else RULE_DEFAULTS
    needed = rule(rules, "offer_deck")
    for realm in realms:
        count = sum(1 for e in entries if e.table.get("type") == "offer" and e.table.get("suit") == realm.table.get("id"))
        if count < needed:
            problems.append(Problem(realm.file, realm.table.get("id"), None,
                                    f"has {count} offer cards of its suit; its Offer needs {needed}", realm.line))
    book_checks.check(entries, problems)
