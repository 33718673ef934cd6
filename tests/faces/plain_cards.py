"""A second card layout, registered by tests only: plain cards with a title band, drawn with the common canvas."""
from __future__ import annotations

import sys
from types import SimpleNamespace

from engine import rulesets as registry
from gui.faces import shapes
from gui.faces.canvas import Canvas

RULESET_ID = "plain-cards"
PACKAGE = "plain_cards"
RED, BLUE, GREY = (200, 30, 30), (30, 30, 200), (90, 90, 90)


class PlainCards:
    """Fronts in one colour per type with the title on them, every back grey; ordered by title when printed."""

    version = 1

    def names(self, cards):
        return {}

    def front(self, card, pack_folder, width, height, names=None):
        c = Canvas(width, height)
        c.rect(0, 0, 252, c.height_units, fill=RED if card.type == "hero" else BLUE)
        c.text(126, 20, card.title, 12, fill=(255, 255, 255), style="title", anchor="mm")
        c.image.putalpha(shapes.corner_mask(width, height, 10 * c.s))
        return c.image

    def back(self, card, width, height):
        c = Canvas(width, height)
        c.rect(0, 0, 252, c.height_units, fill=GREY)
        return c.image

    def back_descriptor(self, card):
        return {"kind": "plain"}

    def colour(self, card, back):
        return GREY if back else BLUE

    def print_order(self, card):
        return (card.title, card.id)

    def text(self, card, face_down, names=None):
        return "A plain card, face down." if face_down else f"{card.title}\nA plain {card.type}."


def register(monkeypatch) -> PlainCards:
    """Make "plain-cards" a ruleset whose presentation brings this layout, for the length of one test."""
    cards = PlainCards()
    monkeypatch.setitem(registry.PACKAGES, RULESET_ID, f"engine.rulesets.{PACKAGE}")
    monkeypatch.setitem(sys.modules, f"gui.rulesets.{PACKAGE}", SimpleNamespace(PRESENTATION=SimpleNamespace(cards=cards)))
    return cards
