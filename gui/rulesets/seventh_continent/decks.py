"""The action deck and the discard pile: counts, and the rules on who may look at which."""
from __future__ import annotations

from PySide6.QtWidgets import QLabel, QVBoxLayout

from gui.panels.cards import CardList
from gui.panels.base import BasePanel


class DecksPanel(BasePanel):

    def __init__(self, faces, parent=None):
        super().__init__(parent)
        self.deck = QLabel()
        self.deck.setWordWrap(True)
        self.discard = QLabel()
        self.discard.setWordWrap(True)
        self.pile = CardList(faces, "Discard pile", width=64)
        self.pile.card_opened.connect(self.card_opened)
        self.pile.card_clicked.connect(self.card_clicked)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.deck)
        layout.addWidget(self.discard)
        layout.addWidget(self.pile, 1)

    def show_game(self, game) -> None:
        deck = game.zones.size("action_deck")
        pile = game.zones.cards("discard")
        drawn = game.zones.size("drawn")
        self.deck.setText(
            f"<b>Action deck</b>: {deck} card{'s' if deck != 1 else ''}"
            + (f" · {drawn} drawn for the action in progress" if drawn else "")
            + "<br><small>Face down: nobody may look at its cards; only its size is known.</small>")
        face_down = bool(getattr(game.table, "discard_face_down", False))
        if face_down:
            self.discard.setText(
                f"<b>Discard pile</b>: {len(pile)} card{'s' if len(pile) != 1 else ''}, <b>face down</b>"
                "<br><small>The deck ran out: the pile is turned over, nobody may look at it, and cards are "
                "now drawn from it at random.</small>")
            self.pile.show_cards(game, [])
            self.pile.hide()
        else:
            self.discard.setText(
                f"<b>Discard pile</b>: {len(pile)} card{'s' if len(pile) != 1 else ''}, face up"
                "<br><small>Anyone may look through it at any time (newest first).</small>")
            self.pile.show_cards(game, list(reversed(pile)))
            self.pile.show()
