"""The Citadel screen: shown in the board's place while the party is back at the Citadel between two scenarios (the
engine runs its "citadel" procedure: return, epilogue, Preparation phase, the next scenario), with the leaflet's
pages and their checks. The questions asked there are the engine's, shown on the screen with their answers."""
from __future__ import annotations

import html

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from engine.rulesets.seventh_citadel.turn_facts import part
from gui.dialogs.decision import DecisionBox
from gui.fit import scrolling
from gui.rulesets.seventh_citadel.leaflet import LeafletPages

STEP_WORDS = {"back": "The party comes back to the Citadel.",
              "epilogue": "The epilogue: the Dialogue Book tells what the scenario's end brings.",
              "preparation": "The Preparation phase: the buildings built and the cards kept for it apply their effects.",
              "next_scenario": "Choose the next scenario to set out again."}


def at_the_citadel(game):
    """The Citadel's frame while the party is there between two scenarios, else None."""
    return next((f for f in game.state.stack if f.proc == "citadel"), None)



class CitadelScreen(QWidget):
    """The leaflet's pages side by side, under a line saying where the party is in its stay at the Citadel."""

    card_clicked = Signal(str)
    card_opened = Signal(str)
    chosen = Signal(str)
    TWO_COLUMNS = 720  # the screen's width (logical pixels) from which the answers stand two by two

    def __init__(self, faces, parent=None):
        super().__init__(parent)
        self.faces = faces
        self.setAccessibleName("The Citadel")
        self.title = QLabel()
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setWordWrap(True)
        self.where = QLabel()
        self.where.setWordWrap(True)
        self.box = DecisionBox(columns=2)  # the question asked at the Citadel, answered here
        self.box.setAccessibleName("The question at the Citadel")
        self.box.chosen.connect(self.chosen)
        self.box.hide()
        self.pages = LeafletPages(faces, wide=True)
        self.pages.card_clicked.connect(self.card_clicked)
        self.pages.card_opened.connect(self.card_opened)
        body = QWidget()
        inner = QVBoxLayout(body)
        inner.setContentsMargins(16, 12, 16, 12)
        inner.addWidget(self.title)
        inner.addWidget(self.where)
        inner.addWidget(self.box)
        inner.addWidget(self.pages, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.scroll = scrolling(body)
        layout.addWidget(self.scroll)

    def showing(self, game) -> bool:
        """Whether the table shows this screen instead of the board now."""
        return at_the_citadel(game) is not None

    def ask(self, game, decision) -> bool:
        """Show the answers of the question asked at the Citadel (None: none to show here)."""
        if decision is None or at_the_citadel(game) is None:
            self.box.hide()
            return False
        # answers side by side where the screen is wide; one under the other where it is narrow (at 200 % on a
        # 1280×720 screen, two columns of a few words each left the Preparation's effects three words a line)
        columns = 2 if self.width() >= self.TWO_COLUMNS else 1
        if columns != self.box.columns:
            for column in range(2):
                self.box.grid.setColumnStretch(column * 2 + 1, 1 if column < columns else 0)
            self.box.columns = columns
        self.box.show_decision(game, decision, faces=self.faces)
        # as tall as its words and answers: the leaflet's pages follow right under them. The answers just added
        # are shown now, not at the next idle moment: a layout leaves hidden ones out of its height, which left
        # nine Preparation effects squeezed into one scrolled row; and the card a question is about (a dialogue's
        # paragraph) left out of the heading's height covered the first answer when a question without one came first
        subject = [self.box.subject] if self.box.subject is not None else []
        for widget in (*self.box.buttons, *self.box.refused, *self.box.pictures, *subject):
            widget.show()
        answers = self.box.buttons_box
        width = self.box.answers.viewport().width()
        tall = answers.heightForWidth(width) if answers.hasHeightForWidth() and width > 0 else -1
        self.box.setFixedHeight(self.box.heading.sizeHint().height() + max(tall, answers.sizeHint().height()) + 16)
        self.box.show()
        # the screen scrolled down to the last answers (a short screen) comes back up to the new question
        self.scroll.ensureWidgetVisible(self.box.prompt, 0, 16)
        return True

    def show_game(self, game) -> None:
        frame = at_the_citadel(game)
        if frame is None:
            return
        table = game.table
        titles = {s["id"]: s.get("title", s["id"]) for s in table.scenarios}
        ended = frame.data.ended
        self.title.setText(f"At the Citadel — {html.escape(titles.get(ended, 'the scenario'))} is over"
                           if ended else "At the Citadel")
        done = ", ".join(html.escape(titles.get(s, s)) for s in table.finished) or "none yet"
        now = part(game)
        read = ""
        if now == "epilogue":
            reading = next((f.data.piece for f in game.state.stack if f.proc == "dialogue"), None)
            if reading in game.state.pieces:
                card = game.card(reading)
                read = f" <b>§{card.get('paragraph')} — {html.escape(card.title)}</b>"
        self.where.setText(f"{STEP_WORDS.get(now, '')}{read}<br>Scenarios played in this adventure: {done}.")
        self.pages.show_game(game)
