"""A character card as it lies in front of its player, with the cards blocked under it peeking out above it (their
titles showing, as a player slips them under), and how many there are; while a card is to be slipped under a
character card of the players' choice, each character card offers to take it."""
from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from gui import looking
from gui.panels.card_faces import CARD_RATIO, blank_card
from gui.theme import ACCENT

PEEKS = 5   # cards shown peeking out at most; more are counted
GHOST = 0.8  # how solid the card on its way under is drawn: plainly there, yet not quite laid (0.45 read as a smudge)


class UnderCard(QWidget):
    """The character card with its blocked cards under it. Click: a card's actions; double-click, Enter: read it;
    Up/Down: the card under the pointer of the keyboard, from the character card to the deepest blocked card."""

    card_clicked = Signal(str)
    card_opened = Signal(str)

    def __init__(self, faces, name: str, width: int = 72, parent=None):
        super().__init__(parent)
        self.faces, self.card_width = faces, width
        self.card_height = round(width * CARD_RATIO)
        self.strip = max(12, round(width * 0.2))   # how much of a blocked card's top shows above the one over it
        self.game, self.character, self.blocked = None, None, []
        self.coming: str | None = None   # a card the players may slip under this one now (its offer is shown)
        self.current = 0                 # 0: the character card, k: the k-th blocked card from the top
        self.setAccessibleName(name)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        if faces is not None:
            faces.ready.connect(lambda _card_id: self.update())

    def show_cards(self, game, character: str | None, blocked: list[str], coming: str | None = None) -> None:
        """The character card, the cards under it (newest on top, as the last one slipped under lies nearest), and
        a card about to go under it, drawn as a ghost."""
        self.game, self.character, self.blocked, self.coming = game, character, list(reversed(blocked)), coming
        self.current = min(self.current, len(self.blocked))
        self.updateGeometry()
        titles = [title(game, p) for p in self.blocked]
        said = (f"{len(titles)} card{'s' if len(titles) != 1 else ''} blocked under it: {', '.join(titles)}"
                if titles else "no card blocked under it")
        self.setToolTip(f"<b>{title(game, character) if character else 'no character'}</b>, {said}. Click a card for its actions, double-click or Enter to read it; "
                        "Up and Down go through the cards under it.")
        self.setAccessibleDescription(said)
        self.update()

    def peeks(self) -> int:
        return min(len(self.blocked), PEEKS) + (1 if self.coming else 0)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(self.card_width + 8, self.card_height + self.peeks() * self.strip + 8)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return self.sizeHint()

    def _rects(self) -> list[tuple[str | None, QRect]]:
        """(piece, rectangle) from the deepest card shown to the character card on top; the ghost's piece is None."""
        shown = self.blocked[:PEEKS]
        layers = [None] * (1 if self.coming else 0) + list(reversed(shown))
        rects = [(piece, QRect(4, 4 + k * self.strip, self.card_width, self.card_height)) for k, piece in enumerate(layers)]
        rects.append((self.character, QRect(4, 4 + len(layers) * self.strip, self.card_width, self.card_height)))
        return rects

    def piece_at(self, x: int, y: int) -> str | None:
        """The card under a point: the uppermost one there (a blocked card by the strip that shows)."""
        for piece, rect in reversed(self._rects()):
            if rect.contains(x, y):
                return piece
        return None

    def paintEvent(self, event):  # noqa: N802 - Qt's name
        if self.game is None or self.character is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        chosen = ([self.character] + self.blocked)[self.current] if self.hasFocus() else None
        for piece, rect in self._rects():
            if piece is None:  # the card on its way under: a ghost of it, where it will lie
                painter.setOpacity(GHOST)
                painter.drawPixmap(rect, self._pixmap(self.coming))
                painter.setOpacity(1.0)
                painter.setPen(QPen(QColor(ACCENT), 3, Qt.PenStyle.DashLine))
                painter.drawRoundedRect(QRectF(rect).adjusted(1, 1, -1, -1), 4, 4)
                continue
            painter.drawPixmap(rect, self._pixmap(piece))
            if piece == chosen:
                painter.setPen(QPen(QColor("#facc46"), 2))
                painter.drawRoundedRect(QRectF(rect).adjusted(1, 1, -1, -1), 4, 4)
        hidden = len(self.blocked) - PEEKS
        if hidden > 0:
            painter.setPen(QColor(ACCENT))
            painter.drawText(QRect(4, 4, self.card_width, self.strip), Qt.AlignmentFlag.AlignRight, f"+{hidden}")
        painter.end()

    def _pixmap(self, piece: str):
        if self.faces is None:
            return _blank(self.card_width, self.card_height)
        return self.faces.pixmap(self.game.state.pieces[piece], self.card_width, back=not looking.seen(self.game, piece))

    def mousePressEvent(self, event):  # noqa: N802 - Qt's name
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        piece = self.piece_at(round(event.position().x()), round(event.position().y()))
        if piece is not None:
            self.current = ([self.character] + self.blocked).index(piece)
            self.update()
            self.card_clicked.emit(piece)
        event.accept()

    def mouseDoubleClickEvent(self, event):  # noqa: N802 - Qt's name
        piece = self.piece_at(round(event.position().x()), round(event.position().y()))
        if piece is not None:
            self.card_opened.emit(piece)
        event.accept()

    def keyPressEvent(self, event):  # noqa: N802 - Qt's name
        cards = [self.character] + self.blocked
        key = event.key()
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down) and not event.modifiers():
            self.current = (self.current + (1 if key == Qt.Key.Key_Up else -1)) % len(cards)
            self.update()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.modifiers():
            self.card_opened.emit(cards[self.current])
        elif key == Qt.Key.Key_Space and not event.modifiers():
            self.card_clicked.emit(cards[self.current])
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def focusInEvent(self, event):  # noqa: N802 - Qt's name
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event):  # noqa: N802 - Qt's name
        self.update()
        super().focusOutEvent(event)


def title(game, piece: str) -> str:
    """A card's title, or "a face-down card" where the table may not name it."""
    return game.card(piece).title if looking.seen(game, piece) else "a face-down card"


def _blank(width: int, height: int):
    return blank_card(width, height, 1.0)
