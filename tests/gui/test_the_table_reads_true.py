"""Issue 17's last points, each held by a test: the wizard fits 1280x720 at 200 %, hand titles are shown whole,
a kept card still counts as drawn, the loupe and the View menu's check mark are one state."""
from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QComboBox, QLabel, QScrollArea, QSpinBox, QTextBrowser, QWidget

from engine.rulesets.seventh_continent import Seat, new_game
from gui.dialogs.step import in_action
from gui.panels.cards import TITLE_LINES, CardList
from gui.session import Session

PLAIN = ("go", "reveal", "done", "none", "cancel")


def test_the_wizard_fits_a_small_screen_and_never_scrolls_sideways(window, qtbot, monkeypatch):
    import gui.screens.wizard as wizard_module

    monkeypatch.setattr(wizard_module, "free_area", lambda widget=None: QRect(0, 0, 640, 360),  # 1280x720 at 200 %
                        raising=False)
    window.resize(640, 330)
    window.welcome.new_button.click()
    wizard = window.wizard
    wizard.wait_for_pack()
    qtbot.waitUntil(lambda: wizard.pack is not None, timeout=5000)
    QApplication.processEvents()
    scroller = next(area for area in wizard.findChildren(QScrollArea) if area.widget() is wizard.pages)
    for page in (0, 1):
        if page:
            qtbot.mouseClick(wizard.next_button, Qt.MouseButton.LeftButton)
            QApplication.processEvents()
        assert wizard.pages.currentIndex() == page
        shown = wizard.pages.currentWidget()
        # every field of the page lies inside the width the screen gives it, none squeezed below what it needs
        viewport = scroller.viewport()
        for child in shown.findChildren(QWidget):
            if child.isVisibleTo(shown) and not isinstance(child.parentWidget(), (QComboBox, QSpinBox, QTextBrowser)):
                right = child.mapTo(viewport, child.rect().topRight()).x()
                assert right <= viewport.width(), (page, type(child).__name__, right, viewport.width())
                assert child.width() >= child.minimumSizeHint().width(), (page, type(child).__name__)
        assert scroller.verticalScrollBar().value() == 0  # each page is read from its top
    for button in (wizard.next_button, wizard.back_button):
        assert wizard.rect().contains(button.geometry()), button.text()


def test_hand_titles_are_given_the_lines_they_need(qtbot, game):
    cards = CardList(None, "Hand", width=72)
    qtbot.addWidget(cards)
    cards.resize(170, 250)  # no room to grow the cards: the titles wrap to the panel's own width
    cards.show()
    pieces = list(game.state.pieces)
    title_of = lambda p: game.cards[game.state.pieces[p]].title  # noqa: E731
    longest, shortest = max(pieces, key=lambda p: len(title_of(p))), min(pieces, key=lambda p: len(title_of(p)))
    cards.show_cards(game, [shortest, longest], hidden=frozenset())  # a short title first, as in a hand
    QApplication.processEvents()
    metrics = cards.fontMetrics()
    needed = metrics.boundingRect(QRect(0, 0, cards.gridSize().width() - 6, 10_000),
                                  Qt.TextFlag.TextWordWrap | Qt.TextFlag.TextWrapAnywhere, title_of(longest)).height()
    assert needed > 2 * metrics.lineSpacing(), title_of(longest)  # a title that two lines would cut
    room = cards.visualItemRect(cards.item(1)).height() - cards.iconSize().height()
    assert room >= min(needed, TITLE_LINES * metrics.lineSpacing()), (title_of(longest), room, needed)
    assert title_of(longest) in cards.item(1).toolTip()  # cut or not, the tooltip names it whole


def test_a_kept_card_still_counts_as_drawn_and_says_where_it_went(window, qtbot, pack):
    # seed 1: an action's drawn skill card is kept, then the hand limit is asked inside the same action
    game = new_game(pack, [Seat("Ada", "anselm"), Seat("Bram", "ilse")], ["drowned-bell"], seed=1)
    window.enter(Session(game, pack))
    kept = None
    for _ in range(300):
        decision = game.pending
        keys = decision.keys()
        if kept and in_action(game):
            break
        kept = next((k for k in keys if k.startswith("keep:")), None)
        if kept is None and decision.kind == "action":
            key = next(o.key for o in decision.options if "icon" in o.data)
        else:
            key = kept or next((k for k in PLAIN if k in keys), keys[0])
        assert window.choose(key)
    else:
        raise AssertionError("no decision followed a kept card inside its action")
    QApplication.processEvents()
    step = window.step
    piece = kept.split(":")[1]
    assert step.isVisible() and piece in step.cards and not game.zones.cards("drawn")
    assert f"Drawn <b>{len(step.cards)}</b>" in step.figures.text(), step.figures.text()
    captions = [label.text() for label in step.findChildren(QLabel) if "kept" in label.text()]
    assert captions and "Ada" in captions[0], captions


def test_the_loupe_and_the_view_menus_check_mark_are_one_state(window, qtbot, game, pack):
    window.enter(Session(game, pack))
    magnifier, action = window.magnifier, window.magnifier_action
    assert not magnifier.enabled and not action.isChecked()
    window.board.setFocus()
    qtbot.keyClick(window.board, Qt.Key.Key_M)  # the key, wherever it lands
    assert magnifier.enabled and action.isChecked()
    magnifier.toggle()  # the board's own M
    assert not magnifier.enabled and not action.isChecked()
    action.trigger()  # the menu
    assert magnifier.enabled and action.isChecked()
    action.trigger()
    magnifier.pin(game.card(next(iter(game.state.pieces))))  # P pins a card: the loupe is on
    assert magnifier.enabled and action.isChecked()
