"""One player's panel: who they are, their hand, and their items as card columns with the die on top."""
from __future__ import annotations

from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from engine.rulesets.seventh_continent.free_actions import counted_hand
from gui import motion
from gui.dialogs.step import counted
from gui.fit import scrolling
from gui.panels.cards import CardList
from gui.panels.base import BasePanel


class PlayerPanel(BasePanel):
    """Hand and inventory of the player at `seat`."""

    def __init__(self, faces, seat: int, parent=None):
        super().__init__(parent)
        self.seat = seat
        self.faces = faces
        self.header = QLabel()
        self.header.setWordWrap(True)
        self.hand = CardList(faces, f"Hand of player {seat + 1}", width=72, wrap=True)
        self.hand.setMinimumHeight(150)
        self._link(self.hand)
        self.items_box = QWidget()
        self.items_row = QHBoxLayout(self.items_box)
        self.items_row.setContentsMargins(0, 0, 0, 0)
        self.items_row.addStretch(1)
        self.items_scroll = scroll = scrolling(self.items_box)
        scroll.setMinimumHeight(170)  # a column of item cards under its die: shown only when there is one
        scroll.setAccessibleName(f"Items of player {seat + 1}")
        self.no_items = QLabel("No items yet.")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.header)
        layout.addWidget(QLabel("<b>Hand</b>"))
        layout.addWidget(self.hand)
        layout.addWidget(QLabel("<b>Items</b> (the die shows what is left)"))
        layout.addWidget(self.no_items)
        layout.addWidget(scroll, 1)
        scroll.hide()
        self._columns: dict[str, tuple[QGroupBox, CardList]] = {}

    def _link(self, cards: CardList) -> None:
        cards.card_clicked.connect(self.card_clicked)
        cards.card_opened.connect(self.card_opened)

    def show_game(self, game) -> None:
        table = game.table
        player = table.player(self.seat)
        character = game.card(player.character)
        hand = game.zones.cards(f"hand:{self.seat}")
        gone = " — <i>out of the game</i>" if self.seat in table.eliminated else ""
        self.header.setText(
            f"<b>{player.name}</b> — {character.title}{gone}<br>"
            f"Hand {counted(len(counted_hand(game, self.seat)), 'card')}, limit {table.limit(table.hand_limit)}"
            f" · group XP {table.xp}")
        self.hand.show_cards(game, hand)
        items = table.items_of(self.seat)
        shown = set()
        for item in items:
            shown.add(item.zone)
            if item.zone not in self._columns:
                box = QGroupBox()
                box.setAccessibleName(f"item {item.zone}")
                cards = CardList(self.faces, "Item cards", width=70, wrap=True)
                cards.setFlow(cards.Flow.TopToBottom)
                cards.setFixedWidth(96)
                self._link(cards)
                QVBoxLayout(box).addWidget(cards)
                self.items_row.insertWidget(self.items_row.count() - 1, box)
                self._columns[item.zone] = (box, cards)
            box, cards = self._columns[item.zone]
            if box.title() and box.title() != f"Die: {item.die}":
                motion.flash(box)  # the die just turned to another face
            box.setTitle(f"Die: {item.die}")
            box.setToolTip(f"Durability die: {item.die}")
            cards.show_cards(game, game.zones.cards(item.zone))
        for zone in list(self._columns):
            if zone not in shown:
                box, _ = self._columns.pop(zone)
                box.deleteLater()
        self.no_items.setVisible(not items)
        self.items_scroll.setVisible(bool(items))  # an empty row takes no room from the hand and the panels below
