"""Played at 200 % on 1280×720 and at 150 % on 1920×1080: a step dialog taller than its room scrolled its page, and
who acts and the step the action stands at scrolled away with it (a player read odds without knowing whose action
they were); a single answer took the room of a scroll bar's arrows, room the page scrolled for. The heading stays
above the page, the answers stay reachable under it, and the dialog fits the screen."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QDialog, QVBoxLayout

from engine.content.loader import list_packs, load_pack
from engine.core.decisions import Decision, Option
from engine.core.ruleset import Seat
from engine.rulesets.cursed_city import RULESET
from gui.dialogs.decision import DecisionBox
from gui.fit import FRAME_GUESS
from gui.session import Session
from tests.gui.test_cursed_city_attack_steps import _until, _weapons_offered

# the free area in logical pixels: 1280×720 at 200 %, 1920×1080 at 150 %
SCREENS = {"1280x720 at 200 %": QRect(0, 0, 640, 345), "1920x1080 at 150 %": QRect(0, 0, 1280, 690)}


@pytest.fixture(scope="module")
def mirewick():
    return load_pack(next(s for s in list_packs() if s.id == "mirewick").folder)


@pytest.mark.parametrize("screen", list(SCREENS))
def test_who_acts_and_the_step_stay_above_the_page_and_the_answers_stay_reachable(window, qtbot, screen_area,
                                                                                  mirewick, screen):
    area = SCREENS[screen]
    screen_area(area)
    window.setGeometry(area.adjusted(4, 32, -4, -4))
    game = RULESET.new_game(mirewick, [Seat("Ada"), Seat("Bram")],
                            {"journey": "cinder-market", "heroes": ["orsa", "brannoc", "vell", "idrenne"]}, 2)
    window.enter(Session(game, mirewick))
    _until(window, game, _weapons_offered)    # a hero's action: ten answers, each weapon's odds
    step = window.step
    qtbot.waitUntil(step.isVisible)
    for _ in range(3):
        QApplication.processEvents()
    heading = [step.title, step.people, *(label for label in step.step_labels if label.text().split()[1:])]
    assert all(label.isVisible() and not step.page.isAncestorOf(label) for label in heading)
    assert "Ada" in step.people.text()
    step.page.verticalScrollBar().setValue(step.page.verticalScrollBar().maximum())   # the page scrolled to its foot
    inside = step.rect()
    assert all(inside.contains(QRect(label.mapTo(step, label.rect().topLeft()), label.size())) for label in heading)
    assert step.minimumSizeHint().height() + FRAME_GUESS.top() + FRAME_GUESS.bottom() <= area.height()
    assert area.contains(step.geometry().marginsAdded(FRAME_GUESS))
    last = step.box.buttons[-1]
    step.box.answers.ensureWidgetVisible(last)
    QApplication.processEvents()
    assert not last.visibleRegion().isEmpty()  # scrolled to within the answers' own area, all of it in the dialog


def test_one_short_answer_takes_its_own_room_not_a_scroll_bars(qtbot, game):
    """…and no less either: at 1280×720 the two answers "Bram gets involved" and "Go ahead with Ada" stood in a row
    with a scroll bar of their own."""
    dialog = QDialog()
    qtbot.addWidget(dialog)
    box = DecisionBox(dialog, columns=2)
    column = QVBoxLayout(dialog)
    column.addWidget(box)
    column.addStretch(1)      # as in the step dialog: the room left goes under the answers
    box.show_decision(game, Decision("table", "roll", "Fight the Ash Mite: roll 2 Fight dice",
                                     [Option("roll", "Roll the Fight dice")]))
    dialog.resize(420, 400)
    dialog.show()
    qtbot.waitExposed(dialog)
    button = box.buttons[0]
    assert box.answers.minimumSizeHint().height() <= button.sizeHint().height() + 2 * box.answers.frameWidth() + 2
    box.show_decision(game, Decision("table", "involve", "Who else gets involved?",
                                     [Option("involve:1", "Bram gets involved"), Option("go", "Go ahead with Ada")]))
    dialog.resize(420, 10)    # and as short as it may be: the answers at their least height, as on a small screen
    for _ in range(3):
        QApplication.processEvents()
    assert box.answers.verticalScrollBar().maximum() == 0


def _ashenreach_at_150(window, screen_area):
    """A new two-player Ashes at Dawn on the table at 1920×1080 and 150 %."""
    from engine.rulesets.seventh_citadel import RULESET as CITADEL

    screen_area(SCREENS["1920x1080 at 150 %"])
    window.setGeometry(SCREENS["1920x1080 at 150 %"].adjusted(4, 32, -4, -4))
    pack = load_pack(next(s for s in list_packs() if s.id == "ashenreach").folder)
    game = CITADEL.new_game(pack, [Seat("Ada", "corvo"), Seat("Bram", "maren")],
                            {"scenario": "ashes-at-dawn", "mode": "standard"}, 1)
    window.enter(Session(game, pack))
    return game


def test_a_paragraph_read_during_an_action_is_shown_whole_beside_the_book(window, qtbot, screen_area):
    """Played at 1920×1080 and 150 %: Listen at the Citadel Courtyard read a paragraph; the Dialogue Book came in
    front and the step dialog stood beside it, as tall as the last question had wanted: the glossary under the
    paragraph was cut. A dialog placed as tall as its lines is placed again for the next question's."""
    from PySide6.QtWidgets import QLabel

    game = _ashenreach_at_150(window, screen_area)
    assert window.choose("act:0:courtyard:0")                       # Ada listens at the Citadel Courtyard
    assert window.choose("go")                                      # alone
    assert game.pending.kind == "dialogue"
    step = window.step
    qtbot.waitUntil(lambda: step.isVisible() and step.box.glossary.isVisible())
    qtbot.wait(50)
    cut = [label.text()[:40] for label in step.findChildren(QLabel)
           if label.isVisible() and label.wordWrap() and label.text()
           and label.height() < label.heightForWidth(label.width())]
    assert cut == []


def test_what_happened_shows_whole_where_the_dialog_has_room(window, qtbot, screen_area):
    """Played at 1920×1080 and 150 %: the Listen's "What happened" scrolled its last line behind a scroll bar, blank
    room under Continue. The page asks for the height its lines need beside a scroll bar, so a bar once shown goes."""
    game = _ashenreach_at_150(window, screen_area)
    assert window.choose("act:0:courtyard:0") and window.choose("go")
    assert window.choose(game.pending.options[-1].key)              # "Get to work": the action is over
    step = window.step
    qtbot.waitUntil(lambda: step.finished_action and step.close_button.isVisible())
    qtbot.wait(100)
    assert "What happened" in step.results.text()
    room = step.height() - step.close_button.geometry().bottom()
    assert room > 40                                                # the dialog has room to spare under Continue
    assert step.page.verticalScrollBar().maximum() == 0             # and its page shows whole
