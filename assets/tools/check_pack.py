"""A designer's quick self-check of a pack's story wiring, run by hand while writing cards.

    python assets/tools/check_pack.py assets/packs/hollowmere

It complements `fogbound-pack validate` (the schema and safety check) with what only the author's
intent can say: numbers that are taken exist, banner sums and hidden numbers land on cards whose
back shows the right source, gold cards have a green twin, every arrow agrees with the grid drawn
in the pack's MAP.md (a ```grid block, one cell per slot), and neighbours point back at each other.
"""
from __future__ import annotations

import sys
import tomllib
from collections import Counter, defaultdict
from pathlib import Path

SIDES = {"N": (0, -1), "S": (0, 1), "E": (1, 0), "W": (-1, 0)}
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}


def load(folder: Path):
    pack = tomllib.loads((folder / "pack.toml").read_text(encoding="utf-8"))
    cards = []
    for path in sorted((folder / "cards").glob("*.toml")):
        for card in tomllib.loads(path.read_text(encoding="utf-8")).get("card", []):
            cards.append((path.name, card))
    return pack, cards


def consequences(card):
    """Every consequence dict on a card (actions, mandatory, on_reveal, effects' then), nested ones too."""
    lists = [card.get("on_reveal", [])]
    actions = list(card.get("actions", []))
    if isinstance(card.get("mandatory"), dict):
        actions.append(card["mandatory"])
    craft_item = card.get("craft", {}).get("item", {})
    actions += craft_item.get("actions", [])
    for action in actions:
        lists += [action.get("success", []), action.get("failure", [])]
    for effect in card.get("effects", []) + craft_item.get("effects", []):
        lists.append(effect.get("then", []))
    stack = [c for lst in lists for c in lst]
    while stack:
        op = stack.pop()
        yield op
        stack += op.get("each_involved", [])
        for branch in op.get("choose", []):
            stack += branch.get("then", [])


def read_grid(folder: Path) -> dict[int, tuple[int, int]]:
    path = folder / "MAP.md"
    if not path.exists():
        return {}
    text = path.read_text(encoding="utf-8")
    start = text.find("```grid")
    if start < 0:
        return {}
    body = text[start + len("```grid"):text.find("```", start + 7)]
    where = {}
    for y, line in enumerate(l for l in body.splitlines() if l.strip()):
        for x, cell in enumerate(line.split()):
            if cell.isdigit():
                where[int(cell)] = (x, y)
    return where


def check(folder: Path) -> list[str]:
    pack, cards = load(folder)
    problems: list[str] = []
    say = problems.append
    ids = Counter(card.get("id") for _, card in cards)
    for card_id, count in ids.items():
        if count > 1:
            say(f"id {card_id!r} is used {count} times")
    by_id = {card["id"]: card for _, card in cards}
    by_number = defaultdict(list)
    for _, card in cards:
        if "number" in card:
            by_number[card["number"]].append(card)
    numbers = set(by_number)
    curse_ids = {c["id"] for c in pack.get("curse", [])}

    for curse in pack.get("curse", []):
        for key in ("clue", "curse_card"):
            if curse.get(key) not in by_id:
                say(f"pack.toml curse {curse['id']}: {key} {curse.get(key)!r} is no card")
        if curse.get("start") not in numbers:
            say(f"pack.toml curse {curse['id']}: start {curse.get('start')} is no card")
    for key in ("death_is_lurking", "easy", "hardcore"):
        value = pack.get("rules", {}).get(key)
        if value and value not in by_id:
            say(f"pack.toml rules.{key} {value!r} is no card")

    banners = defaultdict(set)  # pictograph -> values shown on items, quest items, clues, crafts
    keywords = set()
    for _, card in cards:
        for holder in (card, card.get("craft", {}).get("item", {})):
            if "banner" in holder:
                banners[holder["banner"]["pictograph"]].add(holder["banner"]["value"])
            if card["type"] in ("item", "quest_item", "clue") or holder is not card:
                keywords.update(holder.get("keywords", []))

    reached_sources = defaultdict(set)  # number -> numbers it may legitimately be reached from
    for name, card in cards:
        cid = card["id"]
        for arrow in card.get("arrows", []):
            if arrow["numbox"] not in numbers:
                say(f"{name} [{cid}] arrow {arrow['side']} -> {arrow['numbox']}: no such card")
        for number in card.get("hidden", []):
            reached_sources[number].add(card.get("number"))
        for action in card.get("actions", []) + ([card["mandatory"]] if "mandatory" in card else []):
            for need in action.get("requires", []):
                if "card" in need and need["card"] not in by_id:
                    say(f"{name} [{cid}] requires card {need['card']!r}: no such card")
                if "keyword" in need and need["keyword"] not in keywords:
                    say(f"{name} [{cid}] requires keyword {need['keyword']!r}: no item has it")
        for op in consequences(card):
            if "take" in op:
                if op["take"] not in numbers:
                    say(f"{name} [{cid}] take {op['take']}: no such card")
                if "banner" in op:
                    values = banners.get(op["banner"], set())
                    if not values:
                        say(f"{name} [{cid}] take {op['take']} + banner {op['banner']!r}: nothing shows it")
                    for value in values:
                        # the back of a banner sum shows the card whose action summoned it
                        reached_sources[op["take"] + value].add(card.get("number"))
                        if op["take"] + value not in numbers:
                            say(f"{name} [{cid}] banner sum {op['take']}+{value}: no such card")
            if op.get("replace_gold"):
                twins = {c.get("back") for c in by_number.get(card.get("number"), [])}
                if "gold" not in twins:
                    say(f"{name} [{cid}] replace_gold: no gold card numbered {card.get('number')}")
            if "lift" in op and op["lift"] not in curse_ids:
                say(f"{name} [{cid}] lift {op['lift']!r}: no such curse")
            if op.get("explore") and ("number" in card or "area" not in card):
                say(f"{name} [{cid}] explore on a card that is not an exploration card")
        if card["type"] == "skill" and "character" in card:
            if by_id.get(card["character"], {}).get("type") != "character":
                say(f"{name} [{cid}] character {card['character']!r}: no such character")
        if card["type"] == "curse" and card.get("curse") not in curse_ids | {"death"}:
            say(f"{name} [{cid}] curse {card.get('curse')!r}: not in pack.toml")
        art = card.get("art")
        if art and not (folder / "art" / art).is_file():
            say(f"{name} [{cid}] art {art!r}: missing")

    for name, card in cards:
        if "source" in card:
            if card["source"] not in reached_sources.get(card["number"], set()):
                say(f"{name} [{card['id']}] source {card['source']}: no hidden number or banner sum leads here")
        if card.get("back") == "gold":
            if not any(c.get("back") == "green" for c in by_number[card["number"]]):
                say(f"{name} [{card['id']}] gold card without a green twin")
    for number in reached_sources:
        if number in numbers and not all("source" in c for c in by_number[number]):
            if any(number in c.get("hidden", []) for _, c in cards):
                say(f"card {number} is a hidden number but its back shows no source")

    for character in (c for c in by_id.values() if c["type"] == "character"):
        owned = [c for c in by_id.values() if c.get("character") == character["id"]]
        if len(owned) != 5:
            say(f"character {character['id']} has {len(owned)} skills, not 5")

    problems += check_map(folder, cards, by_number)
    return problems


def check_map(folder, cards, by_number) -> list[str]:
    grid = read_grid(folder)
    if not grid:
        return []
    problems = []

    def position(card):
        if card["number"] in grid:
            return grid[card["number"]]
        if card.get("source") in grid:  # a hidden-number card replaces the card it was spotted on
            return grid[card["source"]]
        return None

    for _, card in cards:
        if card["type"] != "terrain":
            continue
        here = position(card)
        if here is None:
            problems.append(f"terrain {card['number']} [{card['id']}] is not on the MAP.md grid")
            continue
        for arrow in card.get("arrows", []):
            dx, dy = SIDES[arrow["side"]]
            expected = (here[0] + dx, here[1] + dy)
            if grid.get(arrow["numbox"]) != expected:
                problems.append(f"terrain {card['number']} arrow {arrow['side']} -> {arrow['numbox']}: "
                                f"the grid puts {arrow['numbox']} at {grid.get(arrow['numbox'])}, not {expected}")
            for other in by_number.get(arrow["numbox"], []):
                back = [a for a in other.get("arrows", []) if a["side"] == OPPOSITE[arrow["side"]]]
                if back and all(grid.get(a["numbox"]) != here for a in back):
                    problems.append(f"terrain {card['number']} and {arrow['numbox']} disagree about their shared side")
    return problems


def summary(folder: Path) -> str:
    _, cards = load(folder)
    kinds = Counter()
    for _, card in cards:
        copies = card.get("copies", 1)
        if "area" in card and "number" not in card and card["type"] != "terrain":
            kinds[f"exploration {card['area']}"] += copies
        elif card["type"] == "skill":
            kind = "advanced skill" if card.get("advanced") else ("character skill" if "character" in card else "common skill")
            kinds[kind] += copies
        elif card["type"] == "terrain":
            kinds[f"terrain {card['area']}"] += copies
        else:
            kinds[card["type"]] += copies
    return ", ".join(f"{n} {k}" for k, n in sorted(kinds.items()))


def main(argv: list[str]) -> int:
    folder = Path(argv[1] if len(argv) > 1 else "assets/packs/hollowmere")
    problems = check(folder)
    for problem in problems:
        print(problem)
    print(summary(folder))
    print(f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
