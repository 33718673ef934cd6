"""Arkeis' printed cards, drawn by us from the card data and the pack's art: framed cards for Explorers,
profiles, Search cards, Traumas, upgrades and episodes; round bases for miniatures and tokens; backs that
show no more than the physical backs do."""
from __future__ import annotations

from engine.rulesets.arkeis import naming
from gui.rulesets.arkeis.faces import backs, front, text

ORDER = {"episode": 0, "explorer": 1, "experience": 2, "adversary": 3, "profile": 4, "room": 5, "floor": 6,
         "search": 7, "trauma": 8, "upgrade": 9}


class ArkeisCards:
    """What `gui.faces` asks of Arkeis' card layout."""

    version = 3

    def names(self, cards) -> dict:
        return naming.names(cards)

    def front(self, card, pack_folder, width: int, height: int, names=None):
        return front.render_front(card, pack_folder, width, height, names or {})

    def back(self, card, width: int, height: int):
        return backs.render_back(card, width, height)

    def caption(self, card) -> list[str]:
        return []  # every face prints its own words

    def back_descriptor(self, card) -> dict:
        return backs.back_descriptor(card)

    def colour(self, card, back: bool) -> tuple[int, int, int]:
        return backs.colour(card) if back else front.palette.card_colour(card)

    def print_order(self, card) -> tuple:
        return (ORDER.get(card.type, 10), str(card.get("episode") or card.get("adversary") or ""), card.id)

    def text(self, card, face_down: bool, names=None) -> str:
        return text.card_text(card, face_down, names or {})


CARDS = ArkeisCards()
