"""The dice tray's dice wrap to the panel's width: seen in Mirewick at 1280x720 and at 200 %, a roll of three Ash
dice in the Dice panel below the board showed two and a half (the third cut at the panel's edge, the panel does not
scroll sideways)."""
from __future__ import annotations

from PySide6.QtGui import QTextDocument

from gui.panels.dice_tray import TrayDie, roll_html


def laid_out(html: str, width: int) -> QTextDocument:
    doc = QTextDocument()
    doc.setHtml(html)
    doc.setTextWidth(width)
    return doc


def test_a_roll_of_many_dice_wraps_to_a_narrow_panel_and_its_words_follow_below(qapp):
    dice = [TrayDie(["fail"], caption="Ash die"), TrayDie(["critical success"], caption="Ash die", colour="#b0852a"),
            TrayDie(["success"], caption="Ash die", colour="#2f7d4a")]
    html = roll_html("Last roll: Marshal Idrenne attacks", dice, ["Drowned sergeant is slain."])
    narrow, wide = laid_out(html, 200), laid_out(html, 600)
    assert narrow.size().width() <= 201                       # nothing wider than the panel: no die cut at its edge
    assert narrow.size().height() > wide.size().height()       # the dice took another row
