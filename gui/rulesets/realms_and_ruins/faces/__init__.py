"""Realms and Ruins' printed cards, drawn by us from the card data: a frame in the suit's colour, the title, what
kind of card it is and whose, its effects in words ('— or —' between alternatives), and the symbols an Offer card
shows at its foot; backs by deck (a Hero's own deck, a Realm's Offer)."""
from __future__ import annotations

from gui.rulesets.realms_and_ruins.faces import backs, front, text

ORDER = {"realm": 0, "marker": 1, "hero": 2, "starting": 3, "offer": 4}


class RealmsAndRuinsCards:
    """What `gui.faces` asks of Realms and Ruins' card layout."""

    version = 5  # bump when the faces change, so every cache rebuilds them

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
        return backs.colour(card)

    def print_order(self, card) -> tuple:
        return (ORDER.get(card.type, 9), str(card.get("suit") or card.get("hero") or ""), card.id)

    def text(self, card, face_down: bool, names=None) -> str:
        return text.card_text(card, face_down)


CARDS = RealmsAndRuinsCards()
