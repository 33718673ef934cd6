"""A Realm board's lines are written whole (played Brinefall at 150 %: the Lantern Spire's Ruined side read "Ruler's
Action: A rival of your choice discards 1 random card;", its "draw 1 card" hidden under the line below): each
line's words fit the room it has on the board, on either side of every Realm."""
from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF

from engine.content.loader import list_packs, load_pack
from engine.rulesets.realms_and_ruins.ops import VOCABULARY
from gui.rulesets.realms_and_ruins import geometry as at
from gui.rulesets.realms_and_ruins.geometry import FIGURE_STRIP
from gui.rulesets.realms_and_ruins.scenery import WRAP, RealmPicture, text_boxes


def test_every_realm_boards_lines_fit_their_room_on_either_side(qapp):
    pack = load_pack(next(s for s in list_packs() if s.id == "brinefall").folder)
    realms = [card for card in pack.cards.values() if card.get("healthy") and card.get("ruined")]
    assert realms
    rect = at.realm_rect(0)
    left, width = FIGURE_STRIP + 14, rect.width() - FIGURE_STRIP - 26
    for card in realms:
        for ruined in (False, True):
            effect = VOCABULARY.words(card.get("ruined" if ruined else "healthy"))
            other = VOCABULARY.words(card.get("healthy" if ruined else "ruined"))
            picture = RealmPicture(card.title, ruined, (90, 40, 50), effect[:1].upper() + effect[1:], other,
                                   "The Othersiders rule it", "scores most cards", ())
            for box, font, _colour, text in text_boxes(picture, left, width):
                needed = QFontMetricsF(font).boundingRect(QRectF(0, 0, box.width(), 10_000), WRAP, text)
                assert needed.height() <= box.height(), (card.title, ruined, text, font.pixelSize())
                assert font.pixelSize() >= 16, (card.title, text)   # still read at a glance
