"""The 7th Continent's printed cards: fronts (numbox, action boxes, success and failure, arrows, resources),
its five backs, its symbols and its card text in words, drawn with the common face machinery of `gui.faces`."""
from __future__ import annotations

from engine.rulesets.seventh_continent.cards import deck_of, number_of
from gui.rulesets.seventh_continent.faces import glyphs  # noqa: F401  (it adds this game's symbols to the icon set)
from gui.rulesets.seventh_continent.faces import backs, card_text, front, palette

# adventure by number, then exploration by area, then action, then the rest
DECK_ORDER = {"adventure": 0, "exploration": 1, "action": 2, "box": 3}


class SeventhContinentCards:
    """What `gui.faces` asks of The 7th Continent's card layout."""

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
        return backs.back_colour(card) if back else palette.FRAMES.get(card.type, palette.DEFAULT_FRAME)

    def print_order(self, card) -> tuple:
        number = number_of(card)
        return (DECK_ORDER.get(deck_of(card), 9), number if number is not None else -1,
                str(card.data.get("area", "")), card.id)

    def text(self, card, face_down: bool, names=None) -> str:
        return card_text.card_text(card, face_down)


CARDS = SeventhContinentCards()
