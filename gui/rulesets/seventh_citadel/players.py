"""One player's panel: their character, life points, action deck and discard pile, hand, purse with its
weight, and the cards blocked under their character card."""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from engine.rulesets.seventh_citadel.actions import hand_size, max_weight, weight
from engine.rulesets.seventh_citadel.table import blocked, deck, discard, hand, purse
from gui.panels.cards import CardList
from gui.rulesets.seventh_citadel.leaflet import hope_cards


def _plural(n: int, what: str) -> str:
    return f"{n} {what}{'' if n == 1 else 's'}"


class PlayerPanel(QWidget):
    """What the player at `seat` has in front of them; everyone may look at all of it but the deck."""

    card_clicked = Signal(str)
    card_opened = Signal(str)

    def __init__(self, faces, seat: int, parent=None):
        super().__init__(parent)
        self.seat = seat
        self.header = QLabel()
        self.header.setWordWrap(True)
        self.character = CardList(faces, f"Character of player {seat + 1}", width=72)
        self.hand = CardList(faces, f"Hand of player {seat + 1}", width=72)
        self.purse = CardList(faces, f"Purse of player {seat + 1}", width=72)
        self.blocked = CardList(faces, f"Blocked cards of player {seat + 1}", width=56)
        self.discard = CardList(faces, f"Discard pile of player {seat + 1}", width=56)
        self.labels = {name: QLabel() for name in ("hand", "purse", "blocked", "discard")}
        for cards in (self.character, self.hand, self.purse, self.blocked, self.discard):
            cards.setFixedHeight(cards.gridSize().height() + 12)  # one row; more cards scroll sideways
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.header)
        layout.addWidget(self.character)
        for name in ("hand", "purse", "blocked", "discard"):
            cards = getattr(self, name)
            cards.card_clicked.connect(self.card_clicked)
            cards.card_opened.connect(self.card_opened)
            self.labels[name].setWordWrap(True)
            layout.addWidget(self.labels[name])
            layout.addWidget(cards)
        self.character.card_clicked.connect(self.card_clicked)
        self.character.card_opened.connect(self.card_opened)
        layout.addStretch(1)

    def show_game(self, game) -> None:
        seat = self.seat
        player = game.table.player(seat)
        character = game.card(player.character)
        state = "" if player.life > 0 else " — <b style='color:#c0392b'>unconscious</b>"
        left = game.zones.size(deck(seat))
        self.header.setText(
            f"<b>{player.name}</b> — {character.title}{state}<br>"
            f"<span style='font-size:large'>♥ <b>{player.life}</b> life point{'s' if player.life != 1 else ''}</span>"
            f" · action deck <b>{left}</b> card{'s' if left != 1 else ''} (face down: your energy)")
        self.character.show_cards(game, list(game.zones.cards(f"character:{seat}")))
        held, limit = game.zones.cards(hand(seat)), hand_size(game, seat)
        self.labels["hand"].setText(f"<b>Hand</b>: {len(held)} of {limit} skill card{'s' if limit != 1 else ''}")
        self.hand.show_cards(game, list(held))
        carried, most = weight(game, seat), max_weight(game, seat)
        over = " — <b style='color:#c0392b'>too heavy to move</b>" if carried > most else ""
        held = sum(1 for p in hope_cards(game)[0] if game.zones.zone_of(p) == purse(seat))
        hope = f" · {_plural(held, 'hope card')} to spend on the Destiny page" if held else ""
        self.labels["purse"].setText(f"<b>Purse</b>: weight {carried} of {most}{over}{hope}")
        self.purse.show_cards(game, list(game.zones.cards(purse(seat))))
        stuck = game.zones.cards(blocked(seat))
        self.labels["blocked"].setText(f"<b>Blocked</b> under the character card: {_plural(len(stuck), 'card')}")
        self.blocked.show_cards(game, list(stuck))
        self.blocked.setVisible(bool(stuck))
        pile = game.zones.cards(discard(seat))
        self.labels["discard"].setText(f"<b>Discard pile</b>: {_plural(len(pile), 'card')}, face up (newest first)")
        self.discard.show_cards(game, list(reversed(pile)))
