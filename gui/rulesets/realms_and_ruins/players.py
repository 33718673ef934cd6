"""A rival's panel: their Hero, Gold and Followers, what each end of the game would count for them, their hand
(face up to its owner alone, at the screen), their deck (its size, and its bottom card to its owner), their
discard pile (its top card, for everyone), their Hero card and skill tree."""
from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout

from engine.rulesets.realms_and_ruins import owed
from engine.rulesets.realms_and_ruins.ending import score
from engine.rulesets.realms_and_ruins.ruling import cubes
from engine.rulesets.realms_and_ruins.table import deck, discard, hand, hero_slot, purse, supply
from gui import looking
from gui.panels.cards import CardList
from gui.rulesets.realms_and_ruins import palette
from gui.rulesets.realms_and_ruins.board import hero_card
from gui.rulesets.realms_and_ruins.skills import skill_lines
from gui.panels.base import BasePanel

MEASURES = {"gold": "Gold", "followers": "Followers in the Realms", "cards": "cards"}


def hex_colour(rgb) -> str:
    return "#%02x%02x%02x" % tuple(rgb)


class SeatPanel(BasePanel):
    """Everything of the rival at `seat`; their hand is named only while that seat is at the screen."""

    def __init__(self, faces, seat: int, parent=None):
        super().__init__(parent)
        self.seat = seat
        self.header = QLabel()
        self.header.setWordWrap(True)
        self.hand_label = QLabel()
        self.hand_label.setWordWrap(True)
        self.hand = CardList(faces, f"Hand of rival {seat + 1}", width=84, wrap=True)
        self.hand.setMinimumHeight(150)
        self.piles: dict[str, tuple[QLabel, CardList]] = {}
        row = QHBoxLayout()
        for key, words in (("deck", "Deck"), ("discard", "Discard"), ("hero", "Hero card")):
            caption = QLabel()
            caption.setWordWrap(True)
            cards = CardList(faces, f"{words} of rival {seat + 1}", width=64, wrap=False)
            cards.setFixedHeight(130)
            column = QVBoxLayout()
            column.addWidget(caption)
            column.addWidget(cards)
            column.addStretch(1)
            row.addLayout(column, 1)
            self.piles[key] = (caption, cards)
        self.skills = QLabel()
        self.skills.setWordWrap(True)
        for cards in (self.hand, *(cards for _, cards in self.piles.values())):
            cards.card_clicked.connect(self.card_clicked)
            cards.card_opened.connect(self.card_opened)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.header)
        layout.addWidget(self.hand_label)
        layout.addWidget(self.hand)
        layout.addLayout(row)
        layout.addWidget(self.skills)
        layout.addStretch(1)

    def show_game(self, game) -> None:
        table = game.table
        seat = self.seat
        player = table.players[seat]
        hero = hero_card(game, player)
        colour = hex_colour(palette.hero_colour(hero))
        placed = sum(len(cubes(game, r, str(seat))) for r in table.realms)
        active = " — <b>playing now</b>" if table.active == seat and not game.over else ""
        measures = " · ".join(f"{MEASURES.get(game.cards[r].get('score'), r)} <b>{score(game, seat, r)}</b>"
                              for r in table.realms)
        self.header.setText(
            f"<span style='color:{colour}; font-size:large'>■</span> <b>{escape(player.name)}</b> "
            f"({escape(hero.title)}){active}<br>"
            f"Gold <b>{game.zones.size(purse(seat))}</b> · Followers <b>{placed}</b> in the Realms, "
            f"<b>{game.zones.size(supply(str(seat)))}</b> in supply<br>"
            f"<small>Scores: {measures}</small>"
            + "".join(f"<br><small>• {escape(line)}</small>" for line in owed.said(game, seat)))
        cards = game.zones.cards(hand(seat))
        mine = looking.seat(game) == seat
        if mine:
            self.hand_label.setText(f"<b>Your hand</b> ({len(cards)}, refilled to {table.hand_limit} at the end of "
                                    "your turn) — only you see it")
        else:
            self.hand_label.setText(f"<b>Hand</b>: {len(cards)} card{'s' if len(cards) != 1 else ''}, "
                                    f"hidden from everyone but {escape(player.name)}")
        self.hand.show_cards(game, cards)
        pile = game.zones.cards(deck(seat))
        bottom = [pile[0]] if pile and looking.seen(game, pile[0]) else []
        thrown = game.zones.cards(discard(seat))
        waiting = game.zones.cards(hero_slot(seat))
        self._pile("deck", game, bottom, f"<b>Deck</b> {len(pile)}" + ("<br><small>its bottom card, yours to see"
                                                                          "</small>" if bottom else
                                                                          "<br><small>face down</small>"))
        self._pile("discard", game, thrown[-1:], f"<b>Discard</b> {len(thrown)}<br><small>"
                   + ("its top card, seen by all" if thrown else "empty") + "</small>")
        self._pile("hero", game, waiting, "<b>Hero card</b><br><small>"
                   + ("beneath the board" if waiting else "trained into the deck") + "</small>")
        self.skills.setText(skill_lines(game, seat))

    def _pile(self, key: str, game, pieces: list[str], words: str) -> None:
        caption, cards = self.piles[key]
        caption.setText(words)
        cards.show_cards(game, pieces)
