"""A wrapping list of cards (thumbnail + title), keyboard-navigable; the one card widget every panel uses."""
from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QAbstractItemView, QListView, QListWidget, QListWidgetItem, QStyle

from gui import looking
from gui.panels.card_faces import CARD_RATIO, THUMB_WIDTH

PIECE = Qt.ItemDataRole.UserRole
TITLE_LINES = 4  # a title longer than this many lines under its card is cut with "…" (its tooltip names it whole)
GROWTH = 2       # a card grows up to this many times the width its panel asks, while the panel has room for all
LARGEST = 176    # ...and never wider than this (logical pixels): beyond it the magnifier reads a card better
STEP = 8         # widths tried, so that a panel resized by a pixel redraws no card


class CardList(QListWidget):
    """Cards shown face up (or by their back when hidden). Click = `card_clicked`, Enter/double-click = `card_opened`."""

    card_clicked = Signal(str)
    card_opened = Signal(str)

    def __init__(self, faces, name: str, width: int = THUMB_WIDTH, wrap: bool = True, parent=None):
        super().__init__(parent)
        self.faces = faces
        self.base = width    # the width the panel asks for, the least a card is shown at
        self.thumb = width   # the width it is shown at now: more while the list has room for every card larger
        self._wrap = wrap
        self._titles: list[str] = []
        self.setViewMode(QListView.ViewMode.IconMode)
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(wrap)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setMovement(QListView.Movement.Static)
        self.setIconSize(QSize(width, round(width * CARD_RATIO)))
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self._fit_titles([])
        self.setUniformItemSizes(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setAccessibleName(name)
        self.setToolTip(f"{name}: click a card for its actions, double-click or Enter to read it")
        # a hidden card holds no piece: clicking it asks for nothing
        self.itemClicked.connect(lambda item: item.data(PIECE) and self.card_clicked.emit(item.data(PIECE)))
        self.itemActivated.connect(lambda item: item.data(PIECE) and self.card_opened.emit(item.data(PIECE)))
        self._shown: list[tuple[str, str, bool]] = []
        self.game = None
        self.hidden: frozenset[int] = frozenset()  # the rows showing a hidden card by its back
        if faces is not None:
            faces.ready.connect(self._face_ready)

    def show_cards(self, game, pieces: list[str], hidden: set[str] | frozenset | None = None,
                   turned: set[str] | frozenset = frozenset()) -> None:
        """Show these pieces in order; those the table may not name (or those in `hidden`) by their back, untitled;
        those `turned` face down, which every seat knows, by their back and titled."""
        if hidden is None:
            hidden = frozenset(p for p in pieces if not looking.seen(game, p))
        self.game = game
        # a hidden card is held by its back's stand-in and no piece at all: nothing of it is kept in the list
        wanted = [("", looking.stand_in(game, p), True) if p in hidden else (p, game.state.pieces[p], p in turned)
                  for p in pieces]
        self.hidden = frozenset(n for n, (piece, _, back) in enumerate(wanted) if back and not piece)
        if wanted == self._shown:
            return
        self._shown = wanted
        self.clear()
        self._titles = [_title(game, piece, card_id, back) for piece, card_id, back in wanted]
        self.thumb = self._widest()
        self.setIconSize(QSize(self.thumb, round(self.thumb * CARD_RATIO)))
        self._fit_titles(self._titles)
        for (piece, card_id, face_down), title in zip(wanted, self._titles):
            card = game.cards[card_id]
            item = QListWidgetItem(self._icon(card_id, face_down), title)
            back = face_down and not piece  # a turned card reads as any known card: its tooltip, its viewer
            item.setData(PIECE, piece)
            # the whole cell, so that the title gets the lines measured for it (the cells are uniform: without
            # this, every cell takes the first card's own measure, and a longer title is cut)
            item.setSizeHint(self.gridSize() - QSize(4, 4))
            item.setToolTip(title if back else f"{title} (face down)" if face_down else _tooltip(card))
            item.setData(Qt.ItemDataRole.AccessibleTextRole, title)
            self.addItem(item)

    def _fit_titles(self, titles: list[str]) -> None:
        """Cells as tall as the longest title needs, wrapped to the card's width (two lines at least, so that
        the cells keep their size as cards come and go; at most TITLE_LINES)."""
        self.setGridSize(self._cell(self.thumb, titles))

    def _cell(self, thumb: int, titles: list[str]) -> QSize:
        """A card's cell at this width: the card, and under it its title's lines."""
        width = thumb + 14
        metrics = self.fontMetrics()
        flags = Qt.TextFlag.TextWordWrap | Qt.TextFlag.TextWrapAnywhere
        lines = max([2] + [metrics.boundingRect(QRect(0, 0, width - 6, 10_000), flags, title).height()
                           // max(1, metrics.lineSpacing()) for title in titles])
        text_height = min(lines, TITLE_LINES) * metrics.lineSpacing() + 10
        return QSize(width, round(thumb * CARD_RATIO) + text_height)

    def _widest(self) -> int:
        """The widest card (from the panel's own width up to GROWTH times it, LARGEST at most) at which every card
        shown fits the room the list has without scrolling: on a large screen the cards use the panel's empty room
        and their text comes nearer to readable; where room is short they keep the panel's width."""
        count = len(self._titles)
        room = self.contentsRect()
        # the view's own margin around its cells, and a scroll bar's width kept free: a row measured to the last pixel
        # wrapped its third card under the first two once the bar stood beside them
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self)
        wide, high = room.width() - bar - 8, room.height() - 8
        top = min(LARGEST, self.base * GROWTH) // STEP * STEP
        for thumb in range(top, self.base, -STEP):
            cell = self._cell(thumb, self._titles)
            if self._wrap:
                across = wide // cell.width()
                fits = across > 0 and -(-count // across) * cell.height() <= high
            else:
                fits = count * cell.width() <= wide and cell.height() <= high
            if count and fits:
                return thumb
        return self.base

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        thumb = self._widest()
        if thumb == self.thumb:
            return
        self.thumb = thumb
        self.setIconSize(QSize(thumb, round(thumb * CARD_RATIO)))
        self._fit_titles(self._titles)
        for row, (_, card_id, back) in enumerate(self._shown[:self.count()]):
            item = self.item(row)
            item.setSizeHint(self.gridSize() - QSize(4, 4))
            item.setIcon(self._icon(card_id, back))

    def pieces(self) -> list[str]:
        """The pieces shown, "" for each hidden one."""
        return [p for p, _, _ in self._shown]

    def shown_at(self, row: int) -> tuple[str, bool] | None:
        """(card id, face down) shown in a row: a hidden card's stand-in, never its own card."""
        if not 0 <= row < len(self._shown):
            return None
        _, card_id, back = self._shown[row]
        return card_id, back

    def _icon(self, card_id: str, back: bool) -> QIcon:
        if self.faces is None:
            return QIcon()
        return QIcon(self.faces.pixmap(card_id, self.thumb, back))

    def _face_ready(self, card_id: str) -> None:
        for row, (_, shown_id, back) in enumerate(self._shown):
            if shown_id == card_id and row < self.count():
                self.item(row).setIcon(self._icon(card_id, back))


def _title(game, piece: str, card_id: str, face_down: bool) -> str:
    """A card's title under it: "a hidden card" for one nobody may name here (a turned card's back says it is)."""
    return "a hidden card" if face_down and not piece else game.cards[card_id].title


def _tooltip(card) -> str:
    bits = [f"<b>{card.title}</b>"]
    if card.get("number") is not None:
        bits.append(f"card {card.get('number')}")
    bits.append(card.type.replace("_", " "))
    text = card.get("text")
    if text:
        bits.append(f"<i>{text[:280]}{'…' if len(text) > 280 else ''}</i>")
    return "<br>".join(bits)
