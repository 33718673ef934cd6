"""What a schema cannot see in a 7th Citadel pack: pack.toml's scenarios naming start terrains, and cards
naming numbers, characters and class icons that exist."""
from __future__ import annotations

from dataclasses import dataclass, field

from engine.content.entries import Entry
from engine.content.problems import Problem

from . import dialogues
from .modifiers import ANY, WILD
from .ops import VOCABULARY

THIS = {"discard", "banish", "return", "block", "flip", "slip_under"}  # ops acting on the card they are written on


@dataclass
class Index:
    ids: dict[str, Entry] = field(default_factory=dict)
    numbers: dict[int, list[Entry]] = field(default_factory=dict)
    paragraphs: set[int] = field(default_factory=set)
    scenarios: set[str] = field(default_factory=set)
    buildings: set[str] = field(default_factory=set)


def _index(entries: list[Entry]) -> Index:
    index = Index()
    for entry in entries:
        card = entry.table
        if isinstance(card.get("id"), str):
            index.ids.setdefault(card["id"], entry)
        if isinstance(card.get("paragraph"), int):
            index.paragraphs.add(card["paragraph"])
        if isinstance(card.get("number"), int) and not isinstance(card.get("number"), bool):
            index.numbers.setdefault(card["number"], []).append(entry)
    return index


def _actions(card: dict):
    for i, action in enumerate(card.get("actions", ()) or ()):
        yield f"actions[{i}]", action
    if isinstance(card.get("mandatory"), dict):
        yield "mandatory", card["mandatory"]


def _consequences(card: dict):
    yield from VOCABULARY.walk(card.get("on_reveal"), "on_reveal")
    yield from VOCABULARY.walk(card.get("selected"), "selected")
    yield from VOCABULARY.walk(card.get("preparation"), "preparation")
    yield from VOCABULARY.walk(card.get("effects") if card.get("type") == "dialogue" else (), "effects")
    for k, choice in enumerate(card.get("choices", ()) or ()):
        yield from VOCABULARY.walk(choice.get("then"), f"choices[{k}].then")
    for path, action in _actions(card):
        for section in ("success", "failure"):
            yield from VOCABULARY.walk(action.get(section), f"{path}.{section}")
        for r, row in enumerate(action.get("rows", ()) or ()):
            for section in ("success", "failure"):
                yield from VOCABULARY.walk(row.get(section), f"{path}.rows[{r}].{section}")


def check(meta: dict, meta_valid: bool, entries: list[Entry], problems: list[Problem]) -> None:
    index = _index(entries)
    index.scenarios = {s.get("id") for s in meta.get("scenario", ()) or () if hasattr(s, "get")}
    leaflet = meta.get("leaflet") if hasattr(meta.get("leaflet"), "get") else {}
    index.buildings = {b.get("id") for b in leaflet.get("buildings", ()) or () if hasattr(b, "get")}
    icons = set((meta.get("rules") or {}).get("class_icons", ()) or ()) | {WILD}
    if meta_valid:
        for i, scenario in enumerate(meta["scenario"]):
            if scenario.get("epilogue") is not None and scenario["epilogue"] not in index.paragraphs:
                problems.append(Problem("pack.toml", None, f"scenario[{i}].epilogue",
                                        f"the Dialogue Book has no paragraph {scenario['epilogue']}"))
            starts = index.numbers.get(scenario["start"], [])
            if not any(e.table.get("type") == "terrain" for e in starts):
                problems.append(Problem("pack.toml", None, f"scenario[{i}].start",
                                        f"start {scenario['start']} is the number of no terrain"))
    if meta_valid:
        _leaflet(meta.get("leaflet") or {}, index, problems)
        start = (meta.get("world_map") or {}).get("start")
        if start is not None and not any(e.table.get("type") == "world_map" for e in index.numbers.get(start, ())):
            problems.append(Problem("pack.toml", None, "world_map.start", f"{start} is the number of no World Map card"))
    explored = {e.table.get("area") for e in entries if e.valid and e.table.get("number") is None
                and e.table.get("area") is not None and e.table.get("type") != "terrain"}
    terms = [e.get("term") for e in meta.get("glossary", ()) or () if hasattr(e, "get")] if meta_valid else []
    for entry in entries:
        if not entry.valid:
            continue
        card, found = entry.table, []
        if card.get("type") == "dialogue":
            texts = [("title", str(card.get("title") or "")), ("text", card.get("text") or "")] + [(f"choices[{k}].label", c["label"])
                                                           for k, c in enumerate(card.get("choices") or ())]
            found += [(path, f"{word!r} is marked for the glossary, which has no such term") for path, text in texts
                      for word in dialogues.unknown_stars(text, terms)]
        for k, choice in enumerate(card.get("choices", ()) or ()):
            needs = choice.get("requires") or {}
            found += [(f"choices[{k}].requires.{key}", f"no building {needs[key]!r} on the leaflet's Buildings page")
                      for key in ("built", "not_built") if key in needs and needs[key] not in index.buildings]
            if "card" in needs and needs["card"] not in index.ids:
                found.append((f"choices[{k}].requires.card", f"no card {needs['card']!r} in the pack"))
        goes = [("goto", card.get("goto"))] + [(f"choices[{k}].goto", c.get("goto"))
                                               for k, c in enumerate(card.get("choices", ()) or ())]
        found += [(path, f"the Dialogue Book has no paragraph {n}") for path, n in goes
                  if n is not None and n not in index.paragraphs]
        found += [(f"points_to[{i}]", f"no card numbered {n} in the pack")
                  for i, n in enumerate(card.get("points_to", ())) if not index.numbers.get(n)]
        for path, op in _consequences(card):
            found += [(f"{path}.{name}", why) for name, why in VOCABULARY.references(op, index)]
            if "choose_building" in op:
                found.append((f"{path}.choose_building", BLANK_ONLY))
        found += [(f"map_arrows[{i}].numbox", f"no World Map card {a['numbox']}")
                  for i, a in enumerate(card.get("map_arrows", ()) or ())
                  if not any(e.table.get("type") == "world_map" for e in index.numbers.get(a["numbox"], ()))]
        for i, arrow in enumerate(card.get("arrows", ()) or ()):
            area = arrow.get("area") or card.get("area")
            if area not in explored:
                found.append((f"arrows[{i}].area", f"area {area} has no exploration card for the fog beyond this arrow"))
        for i, hidden in enumerate(card.get("hidden", ())):
            if not any(t.table.get("source") == card.get("number") for t in index.numbers.get(hidden, ())):
                found.append((f"hidden[{i}]", f"no card {hidden} shows {card.get('number')} on its back"))
        if card["type"] == "skill" and "character" in card:
            owner = index.ids.get(card["character"])
            if owner is None or owner.table.get("type") != "character":
                found.append(("character", f"names {card['character']!r}, which is no character card"))
        named = [("class_icons", i) for i in card.get("class_icons", ())]
        for e, effect in enumerate(card.get("effects", ()) or ()):
            named += [(f"effects[{e}].icons", i) for i in effect.get("icons", ())]
            named += [(f"effects[{e}].convert.spend", i) for i in (effect.get("convert") or {}).get("spend", ())
                      if i != ANY]
        for path, icon in named:
            if icon not in icons:
                found.append((path, f"{icon!r} is not a class icon of this pack (rules.class_icons: "
                                    f"{', '.join(sorted(icons - {WILD}))}, or wild)"))
        problems.extend(Problem(entry.file, card["id"], name, why, entry.line) for name, why in found)


BLANK_ONLY = "only a blank building of the leaflet, once built (its `built` list), takes a building card's title"


def _leaflet(leaflet: dict, index: Index, problems: list[Problem]) -> None:
    """The Destiny page's symbols join symbols of the page, a `card` symbol names a card of the pack, and a
    `building` symbol has buildings to check."""
    page = leaflet.get("destiny", ())
    ids = [s["id"] for s in page]
    for i, symbol in enumerate(page):
        where = f"leaflet.destiny[{i}]"
        if ids.count(symbol["id"]) > 1:
            problems.append(Problem("pack.toml", None, f"{where}.id", f"two symbols are called {symbol['id']!r}"))
        for near in symbol.get("adjacent", ()):
            if near not in ids:
                problems.append(Problem("pack.toml", None, f"{where}.adjacent", f"{near!r} is no symbol of the page"))
        if symbol["kind"] == "card" and symbol.get("take") not in index.numbers:
            problems.append(Problem("pack.toml", None, f"{where}.take",
                                    f"a card symbol takes a card: {symbol.get('take')} is the number of none"))
        if symbol["kind"] == "building" and not leaflet.get("buildings"):
            problems.append(Problem("pack.toml", None, f"{where}.kind", "a building symbol needs [[leaflet.buildings]]"))
    for i, building in enumerate(leaflet.get("buildings", ())):
        walked = [*VOCABULARY.walk(building.get("preparation"), f"leaflet.buildings[{i}].preparation"),
                  *VOCABULARY.walk(building.get("built"), f"leaflet.buildings[{i}].built")]
        for path, op in walked:
            found = [(f"{path}.{name}", why) for name, why in VOCABULARY.references(op, index)]
            if "choose_building" in op:
                number = op["choose_building"]
                if ".preparation" in path:
                    found.append((f"{path}.choose_building", BLANK_ONLY))
                elif any(e.table.get("type") != "building" for e in index.numbers.get(number, ())):
                    found.append((f"{path}.choose_building", f"the cards {number} are not all building cards"))
            found += [(f"{path}.{name}", "a building is no card: it has no 'this' to discard, block, flip...")
                      for name in op if name in THIS]
            problems.extend(Problem("pack.toml", None, where, why) for where, why in found)
