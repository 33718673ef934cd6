"""Cards in a panel grow with the room the panel has (Play6: at 1920×1080 the hands kept 72 px thumbnails in
panels half empty, their text unreadable without the magnifier), and keep the panel's width where room is short."""
from __future__ import annotations

from PySide6.QtWidgets import QApplication

from gui.panels.cards import GROWTH, LARGEST, CardList


def shown(qtbot, game, width: int, size: tuple[int, int], count: int = 4, wrap: bool = True) -> CardList:
    cards = CardList(None, "Hand", width=width, wrap=wrap)
    qtbot.addWidget(cards)
    cards.resize(*size)
    cards.show()
    cards.show_cards(game, list(game.state.pieces)[:count], hidden=frozenset())
    QApplication.processEvents()
    return cards


def every_card_in_view(cards: CardList) -> bool:
    view = cards.viewport().rect()
    return all(view.contains(cards.visualItemRect(cards.item(row))) for row in range(cards.count()))


def test_a_hand_with_room_shows_its_cards_larger_and_every_one_in_view(qtbot, game):
    cards = shown(qtbot, game, 72, (420, 520))
    assert 72 < cards.thumb <= min(LARGEST, 72 * GROWTH) and cards.iconSize().width() == cards.thumb
    assert every_card_in_view(cards) and not cards.verticalScrollBar().isVisible()


def test_where_room_is_short_the_cards_keep_the_panels_width(qtbot, game):
    cards = shown(qtbot, game, 72, (180, 150))
    assert cards.thumb == 72


def test_cards_shrink_back_when_the_panel_does(qtbot, game):
    cards = shown(qtbot, game, 64, (420, 520))
    grown = cards.thumb
    cards.resize(160, 300)
    QApplication.processEvents()
    assert grown > cards.thumb >= 64
    assert cards.gridSize().width() == cards.thumb + 14 and cards.item(0).sizeHint() == cards.gridSize() - \
        cards.gridSize().__class__(4, 4)


def test_a_row_of_cards_grows_only_while_the_row_fits_its_width(qtbot, game):
    cards = shown(qtbot, game, 64, (500, 400), count=3, wrap=False)
    assert cards.thumb > 64 and 3 * cards.gridSize().width() <= 500
    assert every_card_in_view(cards)


def test_grown_cards_never_wrap_under_a_scroll_bar(qtbot, game):
    """Play7 at ×2: a hand grown to fit three across to the last pixel wrapped its third card under the first two
    once a scroll bar stood beside them."""
    cards = shown(qtbot, game, 84, (300, 230), count=3)
    grown = False
    for width in range(300, 480, 6):
        cards.resize(width, 230)
        QApplication.processEvents()
        assert cards.thumb == 84 or every_card_in_view(cards), (width, cards.thumb)   # grown: nothing scrolls
        grown = grown or cards.thumb > 84
    assert grown
