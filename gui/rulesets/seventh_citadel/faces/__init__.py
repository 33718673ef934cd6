"""The 7th Citadel's printed cards: fronts with the rules in words (actions, rows, success and failure,
effects, result areas), backs by deck, and each card's text for the viewer."""
from __future__ import annotations

from gui.rulesets.seventh_citadel.faces import backs, front, text

ORDER = {"character": 0, "skill": 1, "terrain": 2, "purse": 3, "quest_item": 4, "permanent_event": 5,
         "temporary_event": 6, "global_event": 7, "dialogue": 8, "die": 9, "building": 10}


class SeventhCitadelCards:
    """What `gui.faces` asks of The 7th Citadel's card layout."""

    version = 1

    def names(self, cards) -> dict:
        return {}

    def front(self, card, pack_folder, width: int, height: int, names=None):
        return front.render_front(card, pack_folder, width, height)

    def back(self, card, width: int, height: int):
        return backs.render_back(card, width, height)

    def caption(self, card) -> list[str]:
        return []  # every face prints its own words

    def back_descriptor(self, card) -> dict:
        return backs.back_descriptor(card)

    def colour(self, card, back: bool) -> tuple[int, int, int]:
        return backs.colour(card) if back else front.frame_colour(card)

    def print_order(self, card) -> tuple:
        number = card.get("number")
        return (ORDER.get(card.type, 9), number if number is not None else -1, str(card.get("area") or ""), card.id)

    def text(self, card, face_down: bool, names=None) -> str:
        return text.card_text(card, face_down)


CARDS = SeventhCitadelCards()
