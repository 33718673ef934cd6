"""A wrapping list of cards (thumbnail + title), keyboard-navigable; the one card widget every panel uses."""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QAbstractItemView, QListView, QListWidget, QListWidgetItem

from gui import looking
from gui.panels.card_faces import CARD_RATIO, THUMB_WIDTH

PIECE = Qt.ItemDataRole.UserRole


class CardList(QListWidget):
    """Cards shown face up (or by their back when hidden). Click = `card_clicked`, Enter/double-click = `card_opened`."""

    card_clicked = Signal(str)
    card_opened = Signal(str)

    def __init__(self, faces, name: str, width: int = THUMB_WIDTH, wrap: bool = True, parent=None):
        super().__init__(parent)
        self.faces = faces
        self.thumb = width
        self.setViewMode(QListView.ViewMode.IconMode)
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(wrap)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setMovement(QListView.Movement.Static)
        self.setIconSize(QSize(width, round(width * CARD_RATIO)))
        self.setGridSize(QSize(width + 14, round(width * CARD_RATIO) + 36))
        self.setWordWrap(True)
        self.setUniformItemSizes(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setAccessibleName(name)
        self.setToolTip(f"{name}: click a card for its actions, double-click or Enter to read it")
        self.itemClicked.connect(lambda item: self.card_clicked.emit(item.data(PIECE)))
        self.itemActivated.connect(lambda item: self.card_opened.emit(item.data(PIECE)))
        self._shown: list[tuple[str, str, bool]] = []
        self.game = None
        self.hidden: set[str] | frozenset = frozenset()
        if faces is not None:
            faces.ready.connect(self._face_ready)

    def show_cards(self, game, pieces: list[str], hidden: set[str] | frozenset | None = None) -> None:
        """Show these pieces in order; those the table may not name (or those in `hidden`) by their back, untitled."""
        if hidden is None:
            hidden = frozenset(p for p in pieces if not looking.seen(game, p))
        self.game, self.hidden = game, hidden
        wanted = [(p, game.state.pieces[p], p in hidden) for p in pieces]
        if wanted == self._shown:
            return
        self._shown = wanted
        self.clear()
        for piece, card_id, back in wanted:
            card = game.cards[card_id]
            title = "a hidden card" if back else card.title
            item = QListWidgetItem(self._icon(card_id, back), title)
            item.setData(PIECE, piece)
            item.setToolTip(title if back else _tooltip(card))
            item.setData(Qt.ItemDataRole.AccessibleTextRole, title)
            self.addItem(item)

    def pieces(self) -> list[str]:
        return [p for p, _, _ in self._shown]

    def _icon(self, card_id: str, back: bool) -> QIcon:
        if self.faces is None:
            return QIcon()
        return QIcon(self.faces.pixmap(card_id, self.thumb, back))

    def _face_ready(self, card_id: str) -> None:
        for row, (_, shown_id, back) in enumerate(self._shown):
            if shown_id == card_id and row < self.count():
                self.item(row).setIcon(self._icon(card_id, back))


def _tooltip(card) -> str:
    bits = [f"<b>{card.title}</b>"]
    if card.get("number") is not None:
        bits.append(f"card {card.get('number')}")
    bits.append(card.type.replace("_", " "))
    text = card.get("text")
    if text:
        bits.append(f"<i>{text[:280]}{'…' if len(text) > 280 else ''}</i>")
    return "<br>".join(bits)
