"""What a schema cannot see in skill trees and effect lists: branches that join skills of one Hero, one root
per tree and every skill reachable from it, Realms that conditions name, handlers the ruleset codes."""
from __future__ import annotations

from engine.content.entries import Entry
from engine.content.problems import Problem

from .conditions import realms_named
from .ops import VOCABULARY
from .skills import effect_lists

# card type -> its fields that hold effect lists, and whether each holds alternatives ('- or -')
EFFECT_FIELDS = {"realm": {"healthy": False, "ruined": False}, "hero": {"effects": True},
                 "starting": {"effects": True}, "offer": {"effects": True}}


def check(entries: list[Entry], problems: list[Problem]) -> None:
    realms = {e.table.get("id") for e in entries if e.table.get("type") == "realm"}
    entries = [e for e in entries if e.valid]  # the schema has told what is wrong with the others
    skills = [e for e in entries if e.table.get("type") == "skill"]
    for entry in entries:
        for path, effect in effect_fields(entry):
            for where, table in VOCABULARY.walk(effect, path):
                for field, why in VOCABULARY.references(table, {"realm": realms}) + board_counts(table, realms):
                    problems.append(Problem(entry.file, entry.table.get("id"), f"{where}.{field}", why, entry.line))
    for entry in skills:
        for test, realm in realms_named(entry.table.get("while")):
            if realm not in realms:
                problems.append(Problem(entry.file, entry.table.get("id"), f"while.{test}",
                                        f"names {realm!r}, which is not a Realm of the pack", entry.line))
    by_hero: dict = {}
    for entry in skills:
        by_hero.setdefault(entry.table.get("hero"), []).append(entry)
    for hero, tree in by_hero.items():
        check_tree(hero, tree, problems)


def board_counts(table, realms: set) -> list[tuple[str, str]]:
    """An amount counting the Followers of a Realm must name a Realm of the pack."""
    if not hasattr(table, "items"):
        return []
    return [(f"{verb}.cubes_in", f"names {value['cubes_in']!r}, which is not a Realm of the pack")
            for verb, value in table.items() if isinstance(value, dict) and "cubes_in" in value
            and value["cubes_in"] not in realms]


def effect_fields(entry: Entry) -> list[tuple[str, list]]:
    """(field path, effect list) of every effect list an entry holds."""
    table = entry.table
    out = []
    for name, alternatives in EFFECT_FIELDS.get(table.get("type"), {}).items():
        value = table.get(name)
        if not isinstance(value, list):
            continue
        lists = value if alternatives else [value]
        out += [(f"{name}[{n}]" if alternatives else name, e) for n, e in enumerate(lists) if isinstance(e, list)]
    for n, grant in enumerate(table.get("grants") or () if table.get("type") == "skill" else ()):
        if isinstance(grant, dict):
            out += [(f"grants[{n}].{path}", e) for path, e in effect_lists(grant) if isinstance(e, list)]
    return out


def check_tree(hero: str, tree: list[Entry], problems: list[Problem]) -> None:
    ids = {e.table.get("id"): e for e in tree}
    roots = [e for e in tree if e.table.get("root")]
    if len(roots) != 1:
        first = tree[0]
        problems.append(Problem(first.file, first.table.get("id"), "root",
                                f"the skill tree of {hero!r} has {len(roots)} roots; it needs exactly one", first.line))
    joined: dict = {i: set() for i in ids}
    for entry in tree:
        for other in entry.table.get("branches") or ():
            if other not in ids:
                problems.append(Problem(entry.file, entry.table.get("id"), "branches",
                                        f"names {other!r}, which is not a skill of {hero!r}", entry.line))
            elif other != entry.table.get("id"):
                joined[entry.table.get("id")].add(other)
                joined[other].add(entry.table.get("id"))
    if len(roots) != 1:
        return
    reached, todo = set(), [roots[0].table.get("id")]
    while todo:
        here = todo.pop()
        if here not in reached:
            reached.add(here)
            todo += sorted(joined[here])
    for skill_id, entry in ids.items():
        if skill_id not in reached:
            problems.append(Problem(entry.file, skill_id, "branches",
                                    "no branch leads to this skill from the root", entry.line))
