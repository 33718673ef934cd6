"""An Explorer's panel: who they are and their ability, where they stand and what they grapple with, their
Injury slots and Poison, the Fate tokens they have, and their cards: equipped, in the backpack, Threats,
Traumas, the Adversary profiles in front of them (face up or down) and the Experience cards in use."""
from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from engine.rulesets.arkeis import board as rooms
from engine.rulesets.arkeis import grapple, harm
from engine.rulesets.arkeis.op_parts import plural
from engine.rulesets.arkeis.table import (activation, backpack, equipped, experience, held, injured, on_profile,
                                          powers, threats, trauma_slots)
from gui.fit import scrolling
from gui.panels.cards import CardList
from gui.panels.base import BasePanel

SLOTS = (("equipped", "Equipped", equipped), ("backpack", "Backpack", backpack), ("threats", "Threats", threats),
         ("traumas", "Traumas", trauma_slots), ("profiles", "Adversary profiles in front of them", held),
         ("experience", "Experience cards in use", experience))


def tokens(game, zone: str) -> dict[str, int]:
    found: dict[str, int] = {}
    for piece in game.zones.cards(zone):
        kind = game.card(piece).get("token")
        if kind:
            found[kind] = found.get(kind, 0) + 1
    return found


def marks_words(game, seat: int, profile: str) -> str:
    """The Power tokens and Activation markers on the miniatures of a profile's Adversary in the Explorer's zone,
    in words: " (1 Power token, activated)", or nothing."""
    minis = grapple.adversaries_in(game, grapple.explorer_zone(game, seat), game.card(profile).get("adversary"))
    power = sum(game.zones.size(powers(m)) for m in minis)
    woken = sum(1 for m in minis if game.zones.size(activation(m)))
    said = ([f"{power} Power token{'s' if power > 1 else ''}"] if power else []) + (
        ["activated" if woken == len(minis) else f"{woken} activated"] if woken else [])
    return f" ({', '.join(said)})" if said else ""


def slots_line(game, seat: int) -> str:
    """The Injury slots as a player reads them: ✚ an Injury, ☠ the Poison, ○ a free slot."""
    hurt, poisoned = len(harm.injuries(game, seat)), harm.poisoned(game, seat)
    free = max(0, game.table.injury_slots - hurt - poisoned)
    return "✚" * hurt + "☠" * poisoned + "○" * free


class ExplorerPanel(BasePanel):
    """The board and belongings of the Explorer at `seat`."""

    def __init__(self, faces, seat: int, parent=None):
        super().__init__(parent)
        self.seat = seat
        self.header = QLabel()
        self.header.setWordWrap(True)
        body = QWidget()
        column = QVBoxLayout(body)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.header)
        self.lists: dict[str, tuple[QLabel, CardList]] = {}
        for key, title, _ in SLOTS:
            label = QLabel(f"<b>{title}</b>")
            label.setWordWrap(True)
            cards = CardList(faces, f"{title} of Explorer {seat + 1}", width=64)
            cards.setMinimumHeight(120)
            cards.card_clicked.connect(self.card_clicked)
            cards.card_opened.connect(self.card_opened)
            column.addWidget(label)
            column.addWidget(cards)
            self.lists[key] = (label, cards)
        column.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(scrolling(body))

    def show_game(self, game) -> None:
        table = game.table
        player = table.explorers[self.seat]
        card = game.cards[player.explorer]
        where = game.zones.zone_of(grapple.figure(game, self.seat))
        place = f"Stands in {rooms.said(game, where)}" if where.startswith("zone:") else "Back at Camp"
        grappling = [game.cards[game.card(p).get("adversary")].title + marks_words(game, self.seat, p)
                     for p in grapple.grappled(game, self.seat)]
        carried = tokens(game, backpack(self.seat))
        kept = tokens(game, on_profile(self.seat))
        turn = " — <b>their turn</b>" if table.active == self.seat and table.opened and table.areas else ""
        lines = [f"<b>{escape(player.name)}</b> plays <b>{escape(card.title)}</b>{turn}",
                 f"<i>{escape(str(card.get('text') or ''))}</i>",
                 escape(place) + (f" · grappling with {escape(', '.join(grappling))}" if grappling else ""),
                 f"Injuries {slots_line(game, self.seat)} ({len(harm.injuries(game, self.seat))} of "
                 f"{table.injury_slots}{', poisoned' if harm.poisoned(game, self.seat) else ''})",
                 f"Fate tokens had: <b>{carried.get('fate', 0)}</b> · Reroll tokens: {carried.get('reroll', 0)}"]
        if kept:
            lines.append("On the profile: " + ", ".join(plural(n, {"fate": "Fate token"}.get(kind, kind))
                                                         for kind, n in kept.items()))
        self.header.setText("<br>".join(lines))
        for key, _, zone in SLOTS:
            label, cards = self.lists[key]
            pieces = [p for p in game.zones.cards(zone(self.seat)) if not game.card(p).get("token")]
            if key == "profiles":
                label.setText("<b>Adversary profiles in front of them</b> " + ", ".join(
                    f"{escape(game.card(p).title)} ({'face up' if table.face_up.get(p) else 'face down'})"
                    for p in pieces))
            # a profile turned face down (no Adversary of its name left) lies on its back, as at the table: shown by
            # its face, it read as one still in play
            turned = frozenset(p for p in pieces if not table.face_up.get(p)) if key == "profiles" else frozenset()
            cards.show_cards(game, pieces, turned=turned)
            label.setVisible(bool(pieces) or key in ("equipped", "backpack"))
            cards.setVisible(bool(pieces))
