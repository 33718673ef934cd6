"""What a 7th Continent pack holds, gathered for its reference checks: ids, numbers, banners, keywords, curses."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterator

from engine.content.entries import Entry

BANNER_TYPES = {"item", "quest_item", "clue"}


@dataclass
class Index:
    """What exists in the pack, gathered from every card with a usable id or number."""

    ids: dict[str, Entry] = field(default_factory=dict)
    numbers: dict[int, list[Entry]] = field(default_factory=dict)
    banners: dict[str, set[int]] = field(default_factory=dict)
    keywords: set[str] = field(default_factory=set)
    curses: set[str] = field(default_factory=set)


def crafted(card: dict) -> dict:
    """The item a skill card crafts, or an empty table."""
    craft = card.get("craft")
    return craft["item"] if isinstance(craft, dict) and isinstance(craft.get("item"), dict) else {}


def actions_of(card: dict) -> Iterator[tuple[str, dict]]:
    for i, action in enumerate(card.get("actions", ())):
        yield f"actions[{i}]", action
    if isinstance(card.get("mandatory"), dict):
        yield "mandatory", card["mandatory"]
    for i, action in enumerate(crafted(card).get("actions", ())):
        yield f"craft.item.actions[{i}]", action


def effects_of(card: dict) -> Iterator[tuple[str, dict]]:
    for i, effect in enumerate(card.get("effects", ())):
        yield f"effects[{i}]", effect
    for i, effect in enumerate(crafted(card).get("effects", ())):
        yield f"craft.item.effects[{i}]", effect


def build_index(entries: list[Entry], curse_ids: set[str]) -> Index:
    """Gather ids (the first card of an id), numbers, banners and keywords."""
    index = Index(curses=curse_ids)
    for entry in entries:
        card = entry.table
        card_id = card.get("id")
        if isinstance(card_id, str) and card_id not in index.ids:
            index.ids[card_id] = entry
        number = card.get("number")
        if isinstance(number, int) and not isinstance(number, bool):
            index.numbers.setdefault(number, []).append(entry)
        if not entry.valid:
            continue
        for item in (card, crafted(card)):
            index.keywords.update(item.get("keywords", ()))
            banner = item.get("banner")
            if banner and (item is not card or card["type"] in BANNER_TYPES):
                index.banners.setdefault(banner["pictograph"], set()).add(banner["value"])
    return index


def missing_number(index: Index, number, what: str) -> str | None:
    """Why a number printed on a card points nowhere, or None."""
    if not isinstance(number, int) or number in index.numbers:
        return None  # a number of the wrong type is the schema's to report
    return f"{what} {number} points at no card"


def missing_card(index: Index, card_id) -> str | None:
    if isinstance(card_id, str) and card_id not in index.ids:
        return f"names card {card_id!r}, which is not in the pack"
    return None
