"""A card shown in a dialog (a drawn card, a found item): magnified under the loupe, opened by a double-click,
Space or Enter, like every card on the board and in the panels."""
from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QLabel

from gui import looking
from gui.panels.card_faces import CARD_RATIO


class Reading(QObject):
    """The table's way to read a card from anywhere: `opened(piece)` asks for the viewer, the loupe follows
    the pointer over every picture it is given."""

    opened = Signal(str)
    back_opened = Signal(str)  # the stand-in card of a face-down picture: its back is read, nothing else

    def __init__(self, magnifier=None, parent=None):
        super().__init__(parent)
        self.magnifier = magnifier

    def take(self, picture: "CardPicture") -> None:
        picture.opened.connect(self.opened)
        picture.back_opened.connect(self.back_opened)
        if self.magnifier is not None:
            self.magnifier.watch(picture, lambda _pos, p=picture: p.shown())
            picture.pin_wanted.connect(self._pin)

    def _pin(self, picture: "CardPicture") -> None:
        magnifier = self.magnifier
        if magnifier.pinned is not None:
            magnifier.unpin()
            return
        card, face_down = picture.shown()
        magnifier.pin(card, face_down, picture.mapToGlobal(picture.rect().topRight()))


class CardPicture(QLabel):
    """One piece's face (or back while it is hidden) at `width`; it follows the face as it arrives."""

    opened = Signal(str)
    back_opened = Signal(str)
    pin_wanted = Signal(object)

    def __init__(self, faces, game, piece: str, width: int, face_down: bool, reading: Reading | None = None,
                 parent=None):
        super().__init__(parent)
        self.faces, self.game, self.width_, self.face_down = faces, game, width, face_down
        # a face-down card is held by its back's stand-in and no piece: nothing of it is kept here
        self.piece = "" if face_down else piece
        self.card_id = looking.stand_in(game, piece) if face_down else game.state.pieces[piece]
        card = game.cards[self.card_id]
        title = "a face-down card" if face_down else card.title
        self.setFixedSize(width + 4, round(width * CARD_RATIO) + 4)  # room for the focus frame
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(title)
        self.setToolTip(f"{title}: double-click, Space or Enter to read it; M turns the loupe on, P pins it")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._paint()
        if faces is not None:
            faces.ready.connect(self._face_ready)
        if reading is not None:
            reading.take(self)

    def shown(self) -> tuple:
        """(card, face down) for the loupe."""
        return self.game.cards[self.card_id], self.face_down

    def _paint(self) -> None:
        if self.faces is not None:
            self.setPixmap(self.faces.pixmap(self.card_id, self.width_, back=self.face_down))

    def _face_ready(self, card_id: str) -> None:
        if card_id == self.card_id:
            self._paint()

    def open(self) -> None:
        """Ask for the viewer: of the card, or of its back alone while it is face down."""
        if self.piece:
            self.opened.emit(self.piece)
        else:
            self.back_opened.emit(self.card_id)

    def mouseDoubleClickEvent(self, event):  # noqa: N802 - Qt's name
        self.open()
        event.accept()

    def mousePressEvent(self, event):  # noqa: N802 - Qt's name
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        event.accept()  # a click on the picture is not a click on the answer beside it

    def keyPressEvent(self, event):  # noqa: N802 - Qt's name
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.modifiers():
            self.open()
            event.accept()
            return
        if event.key() == Qt.Key.Key_P and not event.modifiers():
            self.pin_wanted.emit(self)
            event.accept()
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event):  # noqa: N802 - Qt's name
        self.setStyleSheet("border: 2px solid #facc46; border-radius: 4px")
        super().focusInEvent(event)

    def focusOutEvent(self, event):  # noqa: N802 - Qt's name
        self.setStyleSheet("")
        super().focusOutEvent(event)
