"""What the game waits for now: the pending decision's prompt and every answer, grouped by player and by card,
reachable from the keyboard."""
from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QRect, QSize, Qt, Signal
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (QAbstractItemView, QFrame, QHeaderView, QLabel, QPushButton, QStyledItemDelegate,
                               QTreeWidget, QTreeWidgetItem, QVBoxLayout)

from gui import looking
from gui.cut import cut
from gui.dialogs.decision import Line
from gui.panels.words import decides, player_name
from gui.panels.base import BasePanel
from gui.theme import BAD

KEY = Qt.ItemDataRole.UserRole
DATA = Qt.ItemDataRole.UserRole + 1  # the answer's data: what it acts on, lit on the board while pointed at
GROUP_FROM = 7  # fewer answers read well as one list
FACE_DOWN = "Face-down cards"


def _seat_of(option) -> int | None:
    """The seat an answer is for, when its data says it ("active" acts, "seat" otherwise)."""
    for name in ("active", "seat"):
        seat = option.data.get(name)
        if isinstance(seat, int) and not isinstance(seat, bool):
            return seat
    return None


def grouped(game, options) -> list[tuple[str, list[tuple[str, list[tuple[str, object]]]]]]:
    """[(player heading, [(card heading, [(words, option)])])]: answers for a seat under its player, those
    on a card under the card's title (face-down cards together); the rest under "Everyone". Each answer's
    words leave out what its headings already say."""
    players: dict[object, dict[str, list]] = {}
    for option in options:
        seat = _seat_of(option)
        piece = looking.piece_of(game, option.data)
        card = ""
        if isinstance(piece, str) and piece in game.state.pieces:
            card = game.card(piece).title if looking.seen(game, piece) else FACE_DOWN
        players.setdefault(seat, {}).setdefault(card, []).append(option)
    order = sorted((s for s in players if s is not None), key=lambda s: (not isinstance(s, int), s))
    result = []
    for seat in [*order, None] if None in players else order:
        who = player_name(game, seat) if seat is not None else "Everyone"
        cards = []
        for card, listed in players[seat].items():
            words = []
            for option in listed:
                text = option.label
                if seat is not None and text.startswith(f"{who}: "):
                    text = text[len(who) + 2:]
                if card and card != FACE_DOWN:
                    text = text.replace(f" on {card}", "", 1)
                words.append((text[:1].upper() + text[1:], option))
            cards.append((card, words))
        result.append((who, cards))
    return result


class Wrapping(QStyledItemDelegate):
    """Lines as tall as their words need at the list's width: an answer wraps instead of being cut."""

    def sizeHint(self, option, index):  # noqa: N802 - Qt's name
        view = self.parent()
        self.initStyleOption(option, index)
        depth, parent = 1, index.parent()
        while parent.isValid():
            depth, parent = depth + 1, parent.parent()
        width = max(60, view.viewport().width() - view.indentation() * depth - 12)
        words = QFontMetrics(option.font).boundingRect(QRect(0, 0, width, 100_000), Qt.TextFlag.TextWordWrap,
                                                       option.text)
        return QSize(width, words.height() + 6)


class ChoicesPanel(BasePanel):
    """The legal answers (Enter or double-click takes one), the refused ones greyed with their reason."""

    pointed = Signal(object)  # the data of the answer under the pointer or the keyboard, or None

    def __init__(self, parent=None):
        super().__init__(parent)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.who = QLabel()
        self.who.setWordWrap(True)  # the answers already in order, for an "in which order?" question
        self.who.setTextFormat(Qt.TextFormat.PlainText)
        self.news = QLabel()  # what the bots did since the player's last answer, until they answer again
        self.news.setWordWrap(True)
        self.news.setTextFormat(Qt.TextFormat.RichText)
        self.news.setAccessibleName("What happened since your last answer")
        self.news.setFrameShape(QFrame.Shape.StyledPanel)
        self.news.setMargin(4)
        self.news.hide()
        self.news_lines: list[str] = []
        self.options = QTreeWidget()
        self.options.setHeaderHidden(True)
        self.options.setColumnCount(1)
        self.options.setWordWrap(True)  # long answers wrap onto more lines instead of scrolling sideways
        self.options.setUniformRowHeights(False)
        self.options.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.options.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.options.header().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.options.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.options.setIndentation(14)
        self.options.setItemDelegate(Wrapping(self.options))
        self.options.setAccessibleName("Available choices")
        self.options.setToolTip("Enter or double-click takes the selected choice; 1–9 take the numbered ones")
        self.options.itemActivated.connect(self._activated)
        self.options.setMouseTracking(True)
        self.options.itemEntered.connect(lambda item, _column=0: self.pointed.emit(item.data(0, DATA)))
        self.options.currentItemChanged.connect(lambda item, _old: self.pointed.emit(item.data(0, DATA) if item else None))
        self.options.viewport().installEventFilter(self)
        self.options.installEventFilter(self)  # Enter on the list: see eventFilter
        self.take = QPushButton("&Take this choice")
        self.take.setToolTip("Answer with the selected choice (Enter)")
        self.take.clicked.connect(self._take)
        self.message = Line()  # a refusal, said here too: the status bar may be covered, or cut at 200 %
        self.message.setStyleSheet(f"color: {BAD}")
        self.hint = QLabel("Tip: click a card on the board or in a panel to see its actions.")
        self.hint.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.news)
        layout.addWidget(self.prompt)
        layout.addWidget(self.who)
        layout.addWidget(self.options, 1)
        layout.addWidget(self.message)
        layout.addWidget(self.take)
        layout.addWidget(self.hint)
        self.answers: list[QTreeWidgetItem] = []   # every answer's line, in the order shown
        self.numbered: list[QTreeWidgetItem] = []  # the first nine that can be taken: keys 1-9

    # -- reading the answers (keys, tests) ---------------------------------------------------------
    def count(self) -> int:
        return len(self.answers)

    def key_at(self, row: int) -> str | None:
        return self.answers[row].data(0, KEY)

    def current_row(self) -> int:
        item = self.options.currentItem()
        return self.answers.index(item) if item in self.answers else -1

    def select(self, row: int) -> None:
        self.options.setCurrentItem(self.answers[row])

    def take_number(self, number: int) -> bool:
        """Take the answer shown with this number (1-9)."""
        if not 1 <= number <= len(self.numbered):
            return False
        self.options.setCurrentItem(self.numbered[number - 1])
        self._take()
        return True

    def _activated(self, item, _column=0) -> None:
        if item is not None and item.data(0, KEY) is not None:
            self.chosen.emit(item.data(0, KEY))

    def _take(self) -> None:
        self._activated(self.options.currentItem())

    def eventFilter(self, watched, event):  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Leave:
            self.pointed.emit(None)  # the pointer left the answers: nothing stays lit
        if (watched is self.options and event.type() == QEvent.Type.KeyPress
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)):
            # The list would both activate the item and pass the key on to the window, whose Enter takes the
            # default again: one press must take one choice, so the list keeps the key.
            self._take()
            return True
        return False

    def resizeEvent(self, event):  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self.options.doItemsLayout()  # wrapped lines take their new heights

    # -- showing ----------------------------------------------------------------------------------
    def say_refused(self, text: str) -> None:
        """Why what the player just tried was refused, under the answers, until the next question."""
        self.message.setText(text)

    def show_news(self, lines: list[str]) -> None:
        """What happened while the bots played (the log's lines as this seat reads them); none: nothing shown."""
        self.news_lines = list(lines)
        self.news.setText("<b>Since your last answer</b><ul style='margin:0; -qt-list-indent:1'>"
                          + "".join(f"<li>{html.escape(words)}</li>" for words in lines) + "</ul>" if lines else "")
        self.news.setVisible(bool(lines))

    def show_game(self, game, answerable: bool = True, as_dialog: bool = False) -> None:
        """The pending decision as the seat at the screen is asked it; its answers only when that seat may give them.
        `as_dialog`: a dialog shows the same answers, numbered in the decision's order: the tree numbers them alike,
        so that a digit means one answer whichever list the player reads."""
        decision = looking.decision(game)
        self.message.clear()
        self.options.clear()
        self.answers, self.numbered = [], []
        if decision is None:
            self.prompt.setText("<b>The game is over.</b>" if game.over else "")
            self.who.clear()
            self.take.setEnabled(False)
            return
        self.prompt.setText(f"<b>{html.escape(cut(decision.prompt))}</b>")
        self.who.setText(decides(game, decision))
        if not answerable:
            self.hint.setText("Another seat is deciding: its answers are its own.")
            self.take.setEnabled(False)
            return
        everything = [*decision.options, *decision.refused]
        if len(everything) >= GROUP_FROM and any(_seat_of(o) is not None or "piece" in o.data for o in everything):
            for who, cards in grouped(game, everything):
                heading = self._heading(self.options.invisibleRootItem(), who, bold=True)
                for card, words in cards:
                    parent = self._heading(heading, card) if card else heading
                    for text, option in words:
                        self._answer(parent, text, option)
        else:
            for option in everything:
                self._answer(self.options.invisibleRootItem(), option.label, option)
        self.options.expandAll()
        if as_dialog:
            by_key = {item.data(0, KEY): item for item in self.answers if item.data(0, KEY) is not None}
            self.numbered = [by_key[option.key] for option in decision.options[:9] if option.key in by_key]
        else:
            self.numbered = [item for item in self.answers if item.data(0, KEY) is not None][:9]
        for row, item in enumerate(self.numbered):  # the digit keys answer by the number shown
            item.setText(0, f"{row + 1}  {item.text(0)}")
        if decision.number:
            lo, hi = decision.number
            self.hint.setText(f"This answer is a number from {lo} to {hi}: use the dialog's number box.")
        else:
            self.hint.setText("Tip: click a card on the board or in a panel to see its actions.")
        default = decision.options[decision.default()].key if decision.options else None
        for item in self.answers:
            if item.data(0, KEY) == default:
                self.options.setCurrentItem(item)
                self.options.scrollToItem(item)
        self.take.setEnabled(bool(decision.options))

    def _heading(self, parent, text: str, bold: bool = False) -> QTreeWidgetItem:
        item = QTreeWidgetItem(parent, [cut(text)])
        item.setFlags(Qt.ItemFlag.ItemIsEnabled)
        font = item.font(0)
        font.setBold(bold)
        font.setItalic(not bold)
        item.setFont(0, font)
        return item

    def _answer(self, parent, text: str, option) -> None:
        refused = option.why_not is not None
        item = QTreeWidgetItem(parent, [cut(f"{text} — {option.why_not}" if refused else text)])
        item.setToolTip(0, cut(option.why_not if refused else option.label))
        item.setData(0, DATA, dict(option.data))
        if refused:  # shown so players see why, but never taken
            item.setData(0, KEY, None)
            item.setFlags(Qt.ItemFlag.NoItemFlags)
        else:
            item.setData(0, KEY, option.key)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
        self.answers.append(item)
