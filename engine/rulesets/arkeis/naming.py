"""What the card language names by id (an Adversary, a room or floor, a zone, a door), in the words players use:
"the Ash Mite", "the Gallery of Ash (2)", "the door between the Gallery of Ash (2) and the Sealed Niche". Only
what lies face up on the table is named: Adversaries, rooms and floors; never a Search card, a Trauma or an
upgrade."""
from __future__ import annotations

from typing import Any, Mapping

from engine.core.effects import Vocabulary
from engine.core.game import Game

NAMED = ("adversary", "room", "floor")
SIZES = {"small": 1, "medium": 2, "large": 4}


def names(cards: Mapping[str, Any]) -> dict[str, str]:
    """Each id the card language may name, to its words: an Adversary's title, a room's, each of its zones ("room:n")
    as the map says them, and each door the episodes and rooms declare, by the zones it joins."""
    said: dict[str, str] = {}
    for card in cards.values():
        if card.type not in NAMED:
            continue
        said[card.id] = card.title
        count = SIZES.get(str(card.get("size")), 1)
        for n in range(1, count + 1):
            said[f"{card.id}:{n}"] = f"the {card.title}" if count == 1 else f"the {card.title} ({n})"
    for card in cards.values():
        for gate in doors(card):
            ends = [said.get(zone, zone) for zone in gate["between"]]
            said[gate["id"]] = f"the door between {ends[0]} and {ends[1]}"
    return said


def doors(card) -> list:
    """The doors a card declares: an episode's, and those of the rooms its effects lay out."""
    found = list(card.get("doors") or ())
    stack = [card.get(field) for field in ("effects", "opening", "start", "action")]
    while stack:
        item = stack.pop()
        if isinstance(item, (list, tuple)):
            stack.extend(item)
        elif hasattr(item, "items"):
            if "room" in item and hasattr(item["room"], "get"):
                found.extend(item["room"].get("doors") or ())
            stack.extend(v for v in item.values() if isinstance(v, (list, tuple)) or hasattr(v, "items"))
    return found


def worded(vocabulary: Vocabulary, cards: Mapping[str, Any]) -> Vocabulary:
    """The vocabulary naming what its ops name by these cards' titles."""
    return vocabulary.naming(names(cards))


def said(game: Game) -> Vocabulary:
    """Arkeis' vocabulary (the ruleset's: this module is read by the ops' own, camp's) naming what its ops name by
    the game's card titles (worked out once a game)."""
    key = ("arkeis", "worded")
    if key not in game.memo:
        game.memo[key] = worded(game.ruleset.vocabulary, game.cards)
    return game.memo[key]
