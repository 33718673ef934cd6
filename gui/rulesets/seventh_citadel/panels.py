"""The 7th Citadel's shared panels: the quest items, the Dialogue Book as far as it was read, the Citadel leaflet,
the World Map, the global events, the past and the banished cards."""
from __future__ import annotations

import html

from urllib.parse import quote, unquote

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QDockWidget, QLabel, QToolTip, QVBoxLayout, QWidget

from engine.core.view import HIDDEN
from engine.rulesets.seventh_citadel import dialogues
from engine.rulesets.seventh_citadel.table import BANISHED, BOOK, GLOBAL, PAST, QUEST_ITEMS
from gui.panels.cards import CardList
from gui.panels.in_front import give_back, to_front
from gui.panels.sections import Sections
from gui.panels.zones import ZonePanel
from gui.rulesets.seventh_citadel.leaflet import LeafletPages
from gui.theme import ACCENT
from gui.panels.base import BasePanel


def quest_items(faces) -> ZonePanel:
    return ZonePanel(faces, QUEST_ITEMS, "Quest items",
                     "Shared by every character: anyone may read them and use them (double-click or Enter).", one_row=True)


def past(faces) -> ZonePanel:
    return ZonePanel(faces, PAST, "The past",
                     "Adventure and exploration cards that left the table; all of them come back when a number "
                     "is called that no deck holds.", one_row=True)


def banished(faces) -> ZonePanel:
    return ZonePanel(faces, BANISHED, "Banished", "Cards gone from this adventure for good.", one_row=True)


def citadel(faces) -> Sections:
    """What the Citadel keeps from one scenario to the next, read together: the leaflet, then the World Map."""
    return Sections([LeafletPanel(faces), WorldMap(faces)])


def shared_cards(faces) -> Sections:
    """The cards in common beside the board: quest items, global events, the past and the banished cards."""
    return Sections([quest_items(faces), GlobalEvents(faces), past(faces), banished(faces)])


def marked(text: str, glossary: dict[str, str]) -> str:
    """A paragraph's words as rich text, each term it marks with a star (`dialogues.marks`) underlined as a link
    whose target is the term: pointing at it tells what it means."""
    out, at = [], 0
    for start, star, term in dialogues.marks(text, glossary):
        out += [html.escape(text[at:start]),
                f"<a href='term:{quote(term)}' style='color:{ACCENT}'>{html.escape(text[start:star])}</a>*"]
        at = star + 1
    return "".join(out) + html.escape(text[at:])


def notes(terms: dict[str, str]) -> str:
    """The terms a paragraph marks, with what each means, under it."""
    return "".join(f"<br><small><b>{html.escape(term)}*</b>: {html.escape(meaning)}</small>" for term, meaning in terms.items())


class DialoguePanel(BasePanel):
    """The paragraphs of the Dialogue Book read so far, newest first: a paragraph shows once it is reached, the
    words its glossary explains underlined (pointing at one tells what it means) and explained under it."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse
                                          | Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
        self.text.linkHovered.connect(self._explain)
        self.text.linkActivated.connect(self._explain)
        self.glossary: dict[str, str] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.text)
        layout.addStretch(1)
        self._reading: str | None = None
        self._covered: QDockWidget | None = None  # the tabbed panel this one was brought over while reading

    def _follow_reading(self, reading: str | None) -> None:
        """A paragraph being read comes to the front, so its words are there beside its choices; once it is
        over, the panel it covered comes back."""
        if reading == self._reading:
            return
        if reading is not None:
            self._covered = to_front(self, self._covered if self._reading is not None else None)
        else:
            self._covered = give_back(self._covered)
        self._reading = reading

    def meaning(self, link: str) -> str:
        """What the glossary says of the term a link of the text points to ("" for none)."""
        return self.glossary.get(unquote(link.removeprefix("term:")), "") if link.startswith("term:") else ""

    def _explain(self, link: str) -> None:
        said = self.meaning(link)
        if said:
            QToolTip.showText(QCursor.pos(), said, self.text)
        else:
            QToolTip.hideText()

    def show_game(self, game) -> None:
        self.glossary = dict(game.table.glossary)
        read = []
        for event in game.state.log.events:
            # a paragraph hidden from a seat whose log came from elsewhere is unnamed there (engine.core.view.HIDDEN)
            if event.kind == "revealed" and event.zone == BOOK and event.card not in read and event.card != HIDDEN:
                read.append(event.card)
        reading = {f.data.piece for f in game.state.stack if f.proc == "dialogue"}
        self._follow_reading(next(iter(sorted(p for p in reading if p)), None))
        if not read:
            self.text.setText("<i>Nothing read yet. A card will tell you when to read a paragraph of the "
                              "Dialogue Book.</i>")
            return
        self.text.setText("".join(paragraph(game, piece, piece in reading) for piece in reversed(read)))


def paragraph(game, piece: str, now: bool = False) -> str:
    """A paragraph of the Dialogue Book as read, in rich text: its number and title, its words with those its
    glossary explains underlined, and their meanings under it."""
    card = game.card(piece)
    terms = dict(game.table.glossary)
    reading = " <span style='color:#b8860b'>(reading now)</span>" if now else ""
    return (f"<p><b>§{card.get('paragraph')} — {marked(card.title, terms)}</b>{reading}<br>"
            f"{marked(str(card.get('text') or ''), terms)}{notes(dialogues.glossary(game, piece))}</p>")


class GlobalEvents(QWidget):
    """The global events in play beside the board."""

    card_clicked = Signal(str)
    card_opened = Signal(str)

    def __init__(self, faces, parent=None):
        super().__init__(parent)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.events = CardList(faces, "Global events", width=72, wrap=False)
        self.events.setFixedHeight(self.events.gridSize().height() + 12)  # one row, among the other piles
        self.events.card_clicked.connect(self.card_clicked)
        self.events.card_opened.connect(self.card_opened)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.note)
        layout.addWidget(self.events, 1)

    def show_game(self, game) -> None:
        events = list(game.zones.cards(GLOBAL))
        self.note.setText(f"<b>Global events</b>: {len(events)} in play (they affect the whole board while in play)")
        self.events.show_cards(game, events)
        self.events.setVisible(bool(events))


class LeafletPanel(LeafletPages):
    """The Citadel leaflet beside the board during a scenario; it comes to the front while a symbol of its Destiny
    page is being checked, and gives the front back afterwards."""

    def __init__(self, faces, parent=None):
        super().__init__(faces, wide=False, parent=parent)
        self._asked = False
        self._covered: QDockWidget | None = None

    def show_game(self, game) -> None:
        super().show_game(game)
        asked = game.pending is not None and game.pending.kind == "destiny"
        if asked != self._asked:
            self._covered = to_front(self, self._covered) if asked else give_back(self._covered)
        self._asked = asked


class WorldMap(QWidget):
    """The World Map's slots and the cards inserted in them (the leaflet keeps them from one scenario to the next)."""

    card_clicked = Signal(str)
    card_opened = Signal(str)

    def __init__(self, faces, parent=None):
        super().__init__(parent)
        self.slots = QLabel()
        self.slots.setWordWrap(True)
        self.cards = CardList(faces, "World Map", width=80)
        self.cards.card_clicked.connect(self.card_clicked)
        self.cards.card_opened.connect(self.card_opened)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.slots)
        layout.addWidget(self.cards, 1)

    def show_game(self, game) -> None:
        filled = game.table.leaflet.world_map
        if not filled:
            self.slots.setText("<b>World Map</b>: no card inserted yet.")
        else:
            rows = "".join(f"<tr><td>{html.escape(slot.capitalize())} slot</td><td>&nbsp;<b>"
                           f"{html.escape(game.card(piece).title)}</b></td></tr>" for slot, piece in filled.items())
            self.slots.setText(f"<b>World Map</b>: {len(filled)} card{'s' if len(filled) != 1 else ''}<table>{rows}</table>")
        self.cards.show_cards(game, list(filled.values()))
