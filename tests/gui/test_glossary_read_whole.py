"""The words a paragraph marks with a star are explained whole beside its card in the step dialog: played at 200 % on
1280×720 (640×360 logical), Listen at the Citadel Courtyard read a paragraph marking "ash" and "Citadel", and the
glossary beside the paragraph's card showed "ash" alone, "Citadel" cut off under who decides."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRect


def paragraph_read_on(window, qtbot, screen_area, area: QRect):
    """A two-seat Ashenreach on a screen of `area`, Listen at the Citadel Courtyard taken: its paragraph in the step
    dialog, with the glossary of its starred words beside the card. Returns the game and the dialog."""
    from engine.content.loader import list_packs, load_pack
    from engine.core.ruleset import Seat
    from engine.rulesets.seventh_citadel import RULESET as CITADEL
    from gui.session import Session

    screen_area(area)
    window.setGeometry(area.adjusted(2, 16, -2, -2))
    pack = load_pack(next(s for s in list_packs() if s.id == "ashenreach").folder)
    game = CITADEL.new_game(pack, [Seat("Ada", "corvo"), Seat("Bram", "maren")],
                            {"scenario": "ashes-at-dawn", "mode": "standard"}, 1)
    window.enter(Session(game, pack))
    assert window.choose("act:0:courtyard:0") and window.choose("go")
    step = window.step
    qtbot.waitUntil(lambda: step.isVisible() and step.box.glossary.isVisible())
    qtbot.wait(100)
    return game, step


@pytest.mark.parametrize("width, height", [(640, 360), (1280, 720)])
def test_a_paragraphs_glossary_is_read_whole_beside_its_card(window, qtbot, screen_area, width, height):
    game, step = paragraph_read_on(window, qtbot, screen_area, QRect(0, 0, width, height))
    glossary = step.box.glossary
    terms = game.pending.context["glossary"]
    assert len(terms) >= 2
    assert glossary.height() >= glossary.heightForWidth(glossary.width()), (glossary.height(),
                                                                         glossary.heightForWidth(glossary.width()))
