"""The 7th Citadel's shared panels: the quest items, the Dialogue Book as far as it was read, the Community
page with the global events, the past and the banished cards."""
from __future__ import annotations

import html

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QDockWidget, QLabel, QVBoxLayout, QWidget

from engine.rulesets.seventh_citadel.table import BANISHED, BOOK, GLOBAL, PAST, QUEST_ITEMS, SCORES
from gui.panels.cards import CardList
from gui.panels.zones import ZonePanel


def quest_items(faces) -> ZonePanel:
    return ZonePanel(faces, QUEST_ITEMS, "Quest items",
                     "Shared by every character: anyone may read them and use them (double-click or Enter).")


def past(faces) -> ZonePanel:
    return ZonePanel(faces, PAST, "The past",
                     "Adventure and exploration cards that left the table; all of them come back when a number "
                     "is called that no deck holds.")


def banished(faces) -> ZonePanel:
    return ZonePanel(faces, BANISHED, "Banished", "Cards gone from this adventure for good.")


class DialoguePanel(QWidget):
    """The paragraphs of the Dialogue Book read so far, newest first: a paragraph shows once it is reached."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.text = QLabel()
        self.text.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.text)
        layout.addStretch(1)
        self._reading: str | None = None
        self._covered: QDockWidget | None = None  # the tabbed panel this one was brought over while reading

    def _dock(self) -> QDockWidget | None:
        parent = self.parent()
        while parent is not None and not isinstance(parent, QDockWidget):
            parent = parent.parent()
        return parent

    def _follow_reading(self, reading: str | None) -> None:
        """A paragraph being read comes to the front, so its words are there beside its choices; once it is
        over, the panel it covered comes back."""
        if reading == self._reading:
            return
        dock = self._dock()
        window = dock.parent() if dock is not None else None
        if reading is not None and dock is not None and hasattr(window, "tabifiedDockWidgets"):
            if self._reading is None:
                self._covered = next((d for d in window.tabifiedDockWidgets(dock) if not d.visibleRegion().isEmpty()),
                                     None)
            dock.raise_()
        elif reading is None and self._covered is not None:
            self._covered.raise_()
            self._covered = None
        self._reading = reading

    def show_game(self, game) -> None:
        read = []
        for event in game.state.log.events:
            if event.kind == "revealed" and event.zone == BOOK and event.card not in read:
                read.append(event.card)
        reading = {f.data.get("piece") for f in game.state.stack if f.proc == "dialogue"}
        self._follow_reading(next(iter(sorted(p for p in reading if p)), None))
        if not read:
            self.text.setText("<i>Nothing read yet. A card will tell you when to read a paragraph of the "
                              "Dialogue Book.</i>")
            return
        blocks = []
        for piece in reversed(read):
            card = game.card(piece)
            now = " <span style='color:#b8860b'>(reading now)</span>" if piece in reading else ""
            blocks.append(f"<p><b>§{card.get('paragraph')} — {html.escape(card.title)}</b>{now}<br>"
                          f"{html.escape(str(card.get('text') or ''))}</p>")
        self.text.setText("".join(blocks))


class CommunityPanel(QWidget):
    """The Community page's scores and the groundshiver level, and the global events in play."""

    card_clicked = Signal(str)
    card_opened = Signal(str)

    def __init__(self, faces, parent=None):
        super().__init__(parent)
        self.scores = QLabel()
        self.scores.setWordWrap(True)
        self.note = QLabel("<b>Global events</b> (they affect the whole board while in play)")
        self.note.setWordWrap(True)
        self.events = CardList(faces, "Global events", width=72)
        self.events.card_clicked.connect(self.card_clicked)
        self.events.card_opened.connect(self.card_opened)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.scores)
        layout.addWidget(self.note)
        layout.addWidget(self.events, 1)

    def show_game(self, game) -> None:
        table = game.table
        rows = "".join(f"<tr><td>{name.capitalize()}</td><td align='right'><b>{table.scores[name]}</b> / 25</td></tr>"
                       for name in SCORES)
        self.scores.setText(f"<b>Community page</b><table>{rows}</table>Groundshiver level: <b>{table.groundshiver}</b>")
        self.events.show_cards(game, list(game.zones.cards(GLOBAL)))
