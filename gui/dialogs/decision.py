"""Any decision, shown generically: the prompt, one button per option, a number box when asked for a number.

Keyboard: 1–9 pick the first nine options, Enter the default one, Esc an option that backs out
('cancel', 'none', 'done') when there is one.
"""
from __future__ import annotations

import re
from html import escape, unescape

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import (QDialog, QGridLayout, QHBoxLayout, QLabel, QPushButton, QScrollArea, QSizePolicy,
                               QSpinBox, QVBoxLayout, QWidget)

from gui import looking, rulesets
from gui.cut import cut
from gui.fit import free_area
from gui.panels.card_picture import CardPicture
from gui.panels.words import decides, sentence
from gui.theme import BAD

BACK_OUT = ("cancel", "none", "done")


def glossary_notes(terms: dict) -> str:
    """The glossary terms a text marks with a star, each with what it means, as notes under the text (rich text)."""
    notes = "".join(f"<tr><td style='padding-right:6px'><b>{escape(str(term))}*</b></td><td>{escape(str(meaning))}</td></tr>"
                    for term, meaning in terms.items())
    return f"<table cellspacing=0>{notes}</table>" if notes else ""


def escape_key(decision) -> str | None:
    keys = decision.keys()
    return next((k for k in BACK_OUT if k in keys), None)


class Line(QLabel):
    """A wrapped line of the dialog that takes no room while it says nothing: empty lines pushed the answers off a
    small screen."""

    def __init__(self):
        super().__init__()
        self.setWordWrap(True)
        self.hide()

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        super().setText(text)
        self.setVisible(bool(text))

    def clear(self) -> None:
        super().clear()
        self.hide()


class OptionButton(QPushButton):
    """An answer's button whose words wrap onto more lines instead of widening the dialog off the screen."""

    def __init__(self, text: str, parent=None):
        super().__init__(parent)
        self.words = QLabel(text)
        self.words.setWordWrap(True)
        self.words.setTextFormat(Qt.TextFormat.PlainText)
        self.words.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 5, 8, 5)
        row.addWidget(self.words, 1)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def sizeHint(self):  # noqa: N802 - Qt's name
        return self.layout().sizeHint()

    def minimumSizeHint(self):  # noqa: N802 - Qt's name
        return self.layout().minimumSize()

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        return self.layout().totalHeightForWidth(width)


class Answers(QScrollArea):
    """The answers' own scroll area, as tall as its answers need at its width (up to half the screen): a page that
    scrolls anyway (the step dialog's) would otherwise squeeze them into a strip with a scroll bar of its own."""

    ANSWERS_SHARE = 0.5

    def __init__(self, share: float = ANSWERS_SHARE):
        super().__init__()
        self.share = share  # of the screen's height the answers take at most before they scroll
        self.squeeze = 0  # pixels its window must give back to lie whole on the screen (see playing._within)

    def minimumSizeHint(self):  # noqa: N802 - Qt's name
        hint = super().minimumSizeHint()
        content = self.widget()
        width = self.viewport().width()
        if content is None or not content.hasHeightForWidth() or width <= 0:
            return hint
        cap = round(free_area(self).height() * self.share)
        # as tall as the answers, not as a scroll bar's arrows and slider (Qt's own least height): one answer took
        # three lines' room at 200 %, room the page above them scrolled for
        # (nor less than the least height Qt lays the answers out in, else a bar scrolled one row of answers)
        frame = 2 * self.frameWidth()
        needed = max(content.heightForWidth(width), content.minimumSizeHint().height())
        least = self.fontMetrics().height() * 2  # a row of answers at least, the rest scrolled to
        return QSize(hint.width(), max(min(needed, cap) - self.squeeze, min(needed, least)) + frame)

    def resizeEvent(self, event):  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()  # wrapped answers need another height at another width


class DecisionBox(QWidget):
    """The prompt and answers of one decision; `chosen(key)` when the player answers."""

    chosen = Signal(str)
    pointed = Signal(object)  # the data of the answer under the pointer, or None

    def __init__(self, parent=None, columns: int = 1, share: float = Answers.ANSWERS_SHARE):
        super().__init__(parent)
        self.columns = columns
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)
        font = self.prompt.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        font.setBold(True)
        self.prompt.setFont(font)
        self.who = QLabel()
        self.who.setWordWrap(True)  # the answers already in order, for an "in which order?" question
        self.who.setTextFormat(Qt.TextFormat.PlainText)
        # what the question is about, in words, when the rules give them (a text read out): above the answers, in
        # their scroll area, so that a long text (a chapter's ending) scrolls with them instead of being squeezed
        self.words = QLabel()
        self.words.setWordWrap(True)
        self.words.setTextFormat(Qt.TextFormat.PlainText)
        # the words the text marks with a star, each with what it means (`context["glossary"]`), as footnotes
        self.glossary = QLabel()
        self.glossary.setWordWrap(True)
        self.glossary.setTextFormat(Qt.TextFormat.RichText)
        self.glossary.setAccessibleName("Glossary")
        small = self.glossary.font()
        small.setPointSizeF(small.pointSizeF() * 0.92)
        self.glossary.setFont(small)
        self.buttons_box = QWidget()
        outer = QVBoxLayout(self.buttons_box)
        outer.setContentsMargins(0, 0, 0, 0)
        self.grid = QGridLayout()
        for column in range(columns):  # the answers take the width, their cards only what they need
            self.grid.setColumnStretch(column * 2 + 1, 1)
        outer.addLayout(self.grid)
        # a refused answer's reason, right under the answers: at the foot of a tall dialog nobody saw it
        self.message = Line()
        self.message.setStyleSheet(f"color: {BAD}")
        outer.addWidget(self.message)
        outer.addStretch(1)
        scroll = self.answers = Answers(share)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # long answers wrap instead
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        page = QWidget()  # the words read out, then the answers: one page that scrolls
        column = QVBoxLayout(page)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.words)
        # the notes under the text they explain, scrolling with it: beside a card in the heading, which gives way to
        # the answers on a short screen, the glossary's second term was cut off (200 % on 1280×720)
        column.addWidget(self.glossary)
        column.addWidget(self.buttons_box, 1)
        scroll.setWidget(page)
        self.number = QSpinBox()
        self.number.setAccessibleName("Number")
        self.number_button = QPushButton("Enter the &number")
        self.number_button.clicked.connect(lambda: self.chosen.emit(str(self.number.value())))
        self.number_row = QWidget()
        row = QHBoxLayout(self.number_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(QLabel("Number:"))
        row.addWidget(self.number)
        row.addWidget(self.number_button)
        row.addStretch(1)
        self.subject = None  # the card the question is about (a found item), readable like any card
        self.heading = QHBoxLayout()
        words = QVBoxLayout()
        words.addWidget(self.prompt)
        words.addWidget(self.who)
        words.addStretch(1)
        self.heading.addLayout(words, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self.heading)
        layout.addWidget(self.number_row)
        layout.addWidget(scroll, 1)
        self.buttons: list[QPushButton] = []
        self.refused: list[QPushButton] = []  # the answers the rules refuse now, greyed with their reason
        self.pictures: list[QWidget] = []   # a card, or a piece drawn as it lies
        self.reading = None  # the table's gui.panels.card_picture.Reading: the answers' cards can be read
        self.decision = None

    def handle_key(self, event) -> bool:
        """1–9 press the matching option (key events bubble here from the buttons and the dialog); Enter in the
        number box enters the number typed (it took nothing, or the answer offered beside the box)."""
        if self.number.hasFocus() and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.number.interpretText()
            self.number_button.click()
            return True
        if self.number.hasFocus() or event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False  # digits typed into the number box are the number, not a choice
        return self.take_number(event.key() - Qt.Key.Key_0)

    def take_number(self, number: int) -> bool:
        """Press the answer shown with this number (1-9)."""
        if 1 <= number <= min(9, len(self.buttons)) and self.buttons[number - 1].isEnabled():
            self.buttons[number - 1].click()
            return True
        return False

    def keyPressEvent(self, event):  # noqa: N802 - Qt's name
        if not self.handle_key(event):
            super().keyPressEvent(event)

    def eventFilter(self, watched, event):  # noqa: N802 - Qt's name
        """An answer under the pointer (or the keyboard) lights what it acts on; leaving it puts the light out."""
        if event.type() in (QEvent.Type.Enter, QEvent.Type.FocusIn) and watched in self.buttons:
            self.pointed.emit(watched.property("data"))
        elif event.type() == QEvent.Type.Leave and watched in self.buttons:
            self.pointed.emit(None)
        return False

    def show_decision(self, game, decision, labels: dict[str, str] | None = None, faces=None) -> None:
        self.decision = decision
        self.prompt.setText(cut(decision.prompt))
        self.prompt.setAccessibleName(cut(decision.prompt))
        said = decision.context.get("text") if decision.context else None
        self.words.setText(str(said) if said else "")
        self.words.setVisible(bool(said))
        terms = decision.context.get("glossary") if decision.context else None
        self.glossary.setText(glossary_notes(terms) if isinstance(terms, dict) else "")
        self.glossary.setToolTip("Words the text marks with a star, and what they mean" if terms else "")
        self.glossary.setVisible(bool(self.glossary.text()))
        self.who.setText(decides(game, decision))
        self._drop_answers()
        about = decision.context.get("piece") if decision.context else None
        if faces is not None and isinstance(about, str) and about in game.state.pieces and looking.seen(game, about):
            self.subject = CardPicture(faces, game, about, 72, False, self.reading)
            self.heading.insertWidget(0, self.subject)
        for i, option in enumerate(decision.options):
            text = cut((labels or {}).get(option.key, option.label))
            piece = option.data.get("piece")
            row, column = i // self.columns, (i % self.columns) * 2
            shown_above = self.subject is not None and piece == self.subject.piece
            if faces is not None and piece in game.state.pieces and looking.seen(game, piece) and not shown_above:
                # beside the answer, not on it: a double-click reads the card instead of answering; a piece the
                # ruleset draws as it lies (a die showing its number) is drawn so, not as its card
                picture = rulesets.of(game).steps.picture(game, piece, 48) or CardPicture(faces, game, piece, 48,
                                                                                          False, self.reading)
                self.grid.addWidget(picture, row, column)
                self.pictures.append(picture)
            button = OptionButton(f"{i + 1}  {text}" if i < 9 else text)
            button.setAccessibleName(text)
            button.setToolTip(f"{text}  (key {i + 1})" if i < 9 else text)
            button.setProperty("option", option.key)
            button.setAutoDefault(False)
            button.clicked.connect(lambda _=False, k=option.key: self.chosen.emit(k))
            button.setProperty("data", dict(option.data))
            button.installEventFilter(self)
            self.grid.addWidget(button, row, column + 1)
            self.buttons.append(button)
        shown = len(decision.options)
        for n, option in enumerate(decision.refused):  # greyed with their reason, as in 'What now?': never taken
            text = cut(f"{(labels or {}).get(option.key, option.label)} — {option.why_not}")
            button = OptionButton(text)
            button.setEnabled(False)
            button.setAccessibleName(text)
            button.setToolTip(option.why_not or "")
            row, column = (shown + n) // self.columns, ((shown + n) % self.columns) * 2
            self.grid.addWidget(button, row, column + 1)
            self.refused.append(button)
        first = self.buttons[decision.default()] if self.buttons else None
        if first is not None:
            first.setDefault(True)
        self.answers.updateGeometry()  # other answers, another height
        self.answers.verticalScrollBar().setValue(0)  # a new question starts at its first answer, not where the last was
        if decision.number:
            lo, hi = decision.number
            self.number.setRange(lo, hi)
            self.number.setValue(lo)
            self.number_row.show()
            self.number.setFocus()
        else:
            self.number_row.hide()
            if first is not None:
                first.setFocus()

    def _drop_answers(self) -> None:
        for widget in (*self.buttons, *self.refused, *self.pictures):
            widget.hide()  # off the screen now, not at the next idle moment
            self.grid.removeWidget(widget)
            widget.setParent(None)  # gone from the window's widgets at once, not at the next idle moment
            widget.deleteLater()
        self.buttons, self.refused, self.pictures = [], [], []
        if self.subject is not None:
            self.subject.hide()
            self.subject.setParent(None)
            self.subject.deleteLater()
            self.subject = None

    def clear(self) -> None:
        """Nothing of the last question is kept, not even hidden (the screen passing to another seat)."""
        self._drop_answers()
        self.decision = None
        for label in (self.prompt, self.words, self.glossary, self.who):
            label.clear()
        self.prompt.setAccessibleName("")
        self.glossary.setToolTip("")

    def say_refused(self, reason: str) -> None:
        """Why the answer just given was refused, under the answers, scrolled into view when they scroll."""
        self.message.setText(reason)
        QTimer.singleShot(0, self, lambda: self.answers.ensureWidgetVisible(self.message))

    def button_for(self, key: str) -> QPushButton | None:
        return next((b for b in self.buttons if b.property("option") == key), None)


LAST_LINES = 6  # lines of what the last answer did the decision dialog says at most


def last_did(game, events: list, own: str = "", every: bool = False) -> list[str]:
    """What the last answer did (its `events`, the log's newest), as this seat reads it: what the rules said or
    showed, not the answers, the dice paid, the pieces moved (`every`: those too, for the answer that ended the
    game, with no next question and board to follow); `own` is the next question's text, which says its part
    already. A long turn of the hostiles is cut to its end (the log and the playback hold it all)."""
    from html import unescape

    from engine.core.events import Message
    from gui.panels.words import results

    def news(event) -> bool:
        return isinstance(event, Message) or event.kind == "revealed"

    def done(event) -> bool:   # all of it but the game's end, which is said beside it
        return event.kind != "game_ended"

    log = game.state.log.events
    said = results(game, log, len(log) - len(events), keep=done if every else news) if events else []
    # a line the question's text says, or one that says a paragraph of it (a text "is read", then its words)
    paragraphs = [part.strip() for part in own.split("\n") if len(part.strip()) > 20]
    said = [line for line in said
            if unescape(line) not in own and not any(part in unescape(line) for part in paragraphs)]
    return ["…"] + said[-LAST_LINES:] if len(said) > LAST_LINES else said


def _stopped(line: str) -> str:
    """A rich-text line ended as a sentence: a full stop after its words unless they end one already."""
    words = unescape(re.sub(r"<[^>]*>", "", line)).strip()
    return line if not words or sentence(words) == words else f"{line}."


class DecisionDialog(QDialog):
    """A small non-modal dialog for decisions outside an action (a found card, a loss to share, a move…)."""

    chosen = Signal(str)
    ending_seen = Signal()  # the players read what the answer that ended the game did: the end screen comes

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle("A decision")
        self.setModal(False)
        self.box = DecisionBox(self)
        self.box.chosen.connect(self.chosen)
        self.ending = QLabel()   # why the game is over, under what its last answer did
        self.ending.setWordWrap(True)
        self.ending.setTextFormat(Qt.TextFormat.RichText)
        self.ending.setAccessibleName("Why the game is over")
        self.ending.hide()
        self.the_end = QPushButton("&See how the game ended")
        self.the_end.setDefault(True)
        self.the_end.clicked.connect(self.ending_seen)
        self.the_end.hide()
        self.message = self.box.message  # a refused answer's reason, under the answers it refuses
        # what the last answer did, kept in front of the player while the next question is asked
        self.happened = QLabel()
        self.happened.setWordWrap(True)
        self.happened.setTextFormat(Qt.TextFormat.RichText)
        self.happened.setAccessibleName("What the last answer did")
        self.happened.hide()
        layout = QVBoxLayout(self)
        layout.addWidget(self.happened)
        layout.addWidget(self.box, 1)
        layout.addWidget(self.ending)
        layout.addWidget(self.the_end)
        self.rest = QWidget()   # with no answers to list, the game's end keeps its lines together at the top
        self.rest.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.rest.hide()
        layout.addWidget(self.rest, 1)
        self.resize(480, 260)

    def show_decision(self, game, decision, faces=None, events: list | None = None) -> None:
        """Ask `decision`; `events`, those of the last answer (none after undo), say what it did above it."""
        self.setWindowTitle(decision.kind.replace("_", " ").capitalize())
        self.setAccessibleName(f"Decision: {decision.prompt}")
        self.message.clear()
        self._end_shown(False)
        self._say_happened(last_did(game, events or [], str((decision.context or {}).get("text") or "")))
        self.box.show_decision(game, decision, faces=faces)
        self.show()
        self.raise_()

    def show_ending(self, said: list[str], reason: str) -> None:
        """The answer that ended the game: what it did (`last_did`), as every other answer's is shown over the next
        question, and why the game is over; the end screen comes with "See how the game ended" (Enter, Esc)."""
        self.setWindowTitle("The game is over")
        self.setAccessibleName("The game is over")
        self.message.clear()
        self.box.clear()
        self.box.hide()
        self._say_happened(said)
        self.ending.setText(f"<b>The game is over:</b> {escape(sentence(reason))}" if reason else "<b>The game is over.</b>")
        self._end_shown(True)
        self.show()
        self.raise_()
        self.the_end.setFocus()

    def _end_shown(self, shown: bool) -> None:
        self.ending.setVisible(shown)
        self.the_end.setVisible(shown)
        self.rest.setVisible(shown)
        self.box.setVisible(not shown)
        if not shown:
            self.ending.clear()

    def _say_happened(self, said: list[str]) -> None:
        # lines read one after another: each a sentence (a turn's heading without its full stop ran into the next)
        self.happened.setText("<b>Last:</b> " + " ".join(_stopped(line) for line in said) if said else "")
        self.happened.setVisible(bool(said))

    def clear(self) -> None:
        """Hidden, and holding nothing of the last question (the screen passing to another seat)."""
        self.hide()
        self.box.clear()
        self.message.clear()
        self.happened.clear()
        self.happened.hide()
        self._end_shown(False)
        self.setWindowTitle("A decision")
        self.setAccessibleName("")

    def show_refusal(self, reason: str) -> None:
        self.box.say_refused(reason)

    def keyPressEvent(self, event):  # noqa: N802 - Qt's name
        if self.the_end.isVisible() and event.key() in (Qt.Key.Key_Escape, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.the_end.click()
            return
        if event.key() == Qt.Key.Key_Escape:
            key = escape_key(self.box.decision) if self.box.decision else None
            if key:
                self.chosen.emit(key)
            return  # a decision cannot be closed away: the game waits for it
        if self.box.handle_key(event):
            return
        super().keyPressEvent(event)

    def closeEvent(self, event):  # noqa: N802
        event.ignore()  # the game is waiting; the answer is one of the buttons
        if self.box.isVisible():   # said where the player looks: the window's close button did nothing, silently
            self.show_refusal("The game waits for this answer: choose one to go on.")
