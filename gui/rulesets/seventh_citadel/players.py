"""One player's panel: their character card with the cards blocked under it, life points, action deck and discard
pile, hand, and purse with its weight; a card to be slipped under a character card of the players' choice is
offered on each character card."""
from __future__ import annotations

import html

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from engine.core.words import counted as _plural
from engine.rulesets.seventh_citadel.actions import hand_size
from engine.rulesets.seventh_citadel.carried import max_weight, weight
from engine.rulesets.seventh_citadel.table import blocked, deck, discard, hand, purse
from gui.panels.cards import CardList
from gui.rulesets.seventh_citadel.leaflet import hope_cards
from gui.rulesets.seventh_citadel.under_card import UnderCard, title
from gui.panels.base import BasePanel


class PlayerPanel(BasePanel):
    """What the player at `seat` has in front of them; everyone may look at all of it but the deck."""

    # chosen: a card slipped under this character card (the engine's answer offered here)

    def __init__(self, faces, seat: int, parent=None):
        super().__init__(parent)
        self.seat = seat
        self.header = QLabel()
        self.header.setWordWrap(True)
        self.character = UnderCard(faces, f"Character card of player {seat + 1}, with the cards blocked under it")
        self.hand = CardList(faces, f"Hand of player {seat + 1}", width=72)
        self.purse = CardList(faces, f"Purse of player {seat + 1}", width=72)
        self.discard = CardList(faces, f"Discard pile of player {seat + 1}", width=56)
        self.labels = {name: QLabel() for name in ("hand", "purse", "blocked", "discard")}
        self.slip = QPushButton()   # the answer that slips the card on its way under this character card
        self.slip.clicked.connect(lambda: self.chosen.emit(self.slip.property("option")))
        self.slip.hide()
        for cards in (self.hand, self.purse, self.discard):
            cards.setFixedHeight(cards.gridSize().height() + 12)  # one row; more cards scroll sideways
        beside = QVBoxLayout()
        beside.addWidget(self.labels["blocked"])
        beside.addWidget(self.slip)
        beside.addStretch(1)
        row = QHBoxLayout()
        row.addWidget(self.character)
        row.addLayout(beside, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.header)
        layout.addLayout(row)
        for name in ("hand", "purse", "discard"):
            cards = getattr(self, name)
            cards.card_clicked.connect(self.card_clicked)
            cards.card_opened.connect(self.card_opened)
            self.labels[name].setWordWrap(True)
            layout.addWidget(self.labels[name])
            layout.addWidget(cards)
        self.labels["blocked"].setWordWrap(True)
        self.character.card_clicked.connect(self.card_clicked)
        self.character.card_opened.connect(self.card_opened)
        layout.addStretch(1)

    def offer(self, game):
        """The pending answer that slips a card under this seat's character card, and that card; (None, None)."""
        decision = game.pending
        if decision is None or decision.kind != "slip_under":
            return None, None
        option = next((o for o in decision.options if o.data.get("seat") == self.seat), None)
        coming = decision.context.get("piece") if option is not None else None
        return option, (coming if coming in game.state.pieces else None)

    def show_game(self, game) -> None:
        seat = self.seat
        player = game.table.player(seat)
        character = game.card(player.character)
        state = " — <b>has left the adventure</b>" if seat in game.table.left else \
            "" if player.life > 0 else " — <b style='color:#c0392b'>unconscious</b>"
        left = game.zones.size(deck(seat))
        self.header.setText(
            f"<b>{player.name}</b> — {character.title}{state}<br>"
            f"<span style='font-size:large'>♥ <b>{player.life}</b> life point{'s' if player.life != 1 else ''}</span>"
            f" · action deck <b>{left}</b> card{'s' if left != 1 else ''} (face down: your energy)")
        held, limit = game.zones.cards(hand(seat)), hand_size(game, seat)
        self.labels["hand"].setText(f"<b>Hand</b>: {len(held)} of {limit} skill card{'s' if limit != 1 else ''}")
        self.hand.show_cards(game, list(held))
        carried, most = weight(game, seat), max_weight(game, seat)
        over = " — <b style='color:#c0392b'>too heavy to move</b>" if carried > most else ""
        held = sum(1 for p in hope_cards(game)[0] if game.zones.zone_of(p) == purse(seat))
        hope = f" · {_plural(held, 'hope card')} to spend on the Destiny page" if held else ""
        self.labels["purse"].setText(f"<b>Purse</b>: weight {carried} of {most}{over}{hope}")
        self.purse.show_cards(game, list(game.zones.cards(purse(seat))))
        stuck = list(game.zones.cards(blocked(seat)))
        option, coming = self.offer(game)
        self.character.show_cards(game, player.character, stuck, coming)
        names = ", ".join(title(game, p) for p in reversed(stuck))
        self.labels["blocked"].setText(f"<b>Blocked</b> under {html.escape(character.title)}: {_plural(len(stuck), 'card')}"
                                       + (f" ({html.escape(names)}, newest first)" if len(stuck) > 1 else
                                          f" ({html.escape(names)})" if stuck else ""))
        self.slip.setVisible(option is not None)
        if option is not None:
            self.slip.setText(f"Slip {title(game, coming) if coming else 'the card'} under here")
            self.slip.setToolTip(f"{option.label}: the players choose whose character card it goes under")
            self.slip.setAccessibleName(option.label)
            self.slip.setProperty("option", option.key)
        pile = game.zones.cards(discard(seat))
        self.labels["discard"].setText(f"<b>Discard pile</b>: {_plural(len(pile), 'card')}, face up (newest first)")
        self.discard.show_cards(game, list(reversed(pile)))
