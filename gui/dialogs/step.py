"""The step dialog: an action walked step by step, as the engine asks; the ruleset's step pages fill it.

It shows who acts, the piece and action, cost and difficulty as they change, the engine's odds before the
draw (and with one more card), the drawn pieces turned over one by one, then the choices.
"""
from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import (QDialog, QFrame, QHBoxLayout, QLabel, QProgressBar, QPushButton, QScrollArea,
                               QSizePolicy, QVBoxLayout, QWidget)

from gui import looking, motion, rulesets
from gui.dialogs.decision import DecisionBox, Line, escape_key
from gui.fit import scrolling
from gui.panels.card_picture import CardPicture
from gui.panels.words import player_name, results, zone_words
from gui.theme import ACCENT, BAD, GOOD
from engine.core.events import Message
from engine.core.words import counted

CARD_WIDTH = 84
REVEAL_MS = 320
STRIP = 5  # step labels made up front; a ruleset with fewer pages hides the rest


def in_action(game) -> bool:
    """The ruleset's step pages walk the pending decision (an action runs, or is being set up)."""
    return rulesets.of(game).steps.runs(game, game.pending)


def percent(p: float) -> str:
    """A chance in words that never rounds a possible outcome away: 99.6 % is '> 99 %', not 100 %."""
    if p >= 1:
        return "100 %"
    if p <= 0:
        return "0 %"
    if p > 0.99:
        return "> 99 %"
    if p < 0.01:
        return "< 1 %"
    return f"{p * 100:.0f} %"


class Page(QScrollArea):
    """The part of the step dialog that scrolls: as tall as its lines want (a dialog with room to spare shows them
    whole, the question right under them), shrunk to scroll where the dialog is short."""

    def __init__(self):
        super().__init__()
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def sizeHint(self):  # noqa: N802 - Qt's name
        hint = super().sizeHint()
        content = self.widget()
        if content is None:
            return hint
        # as tall as the lines want at the width they have beside a scroll bar, whether one stands there now or not:
        # measured without one, the page got the height its lines need only once the bar was gone, and a bar shown
        # stayed (Qt measures them beside it), scrolling the last line of "What happened" with blank room below
        width = self.contentsRect().width() - self.verticalScrollBar().sizeHint().width()
        tall = content.heightForWidth(width) if content.hasHeightForWidth() and width > 0 else -1
        return QSize(hint.width(), tall if tall > 0 else content.sizeHint().height())

    def minimumSizeHint(self):  # noqa: N802 - Qt's name
        return QSize(super().minimumSizeHint().width(), 0)

    def eventFilter(self, watched, event):  # noqa: N802 - Qt's name
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()  # its lines changed: the dialog lays the question out under them again
        return super().eventFilter(watched, event)


class StepDialog(QDialog):
    """Non-modal: the board stays readable (and the panels clickable) while the action runs."""

    chosen = Signal(str)
    closed = Signal()  # a finished action's results were read and put away

    def __init__(self, faces, parent=None):
        super().__init__(parent)
        self.faces = faces
        self.setModal(False)
        self.setWindowTitle("Action")
        self.setAccessibleName("Action in progress")
        self.title = QLabel()
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title.setFont(font)
        self.people = QLabel()
        self.people.setWordWrap(True)
        strip = QHBoxLayout()
        self.step_labels = []
        for _ in range(STRIP):
            label = QLabel()
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setWordWrap(True)  # a narrow dialog (a small screen, a large scale) wraps the step names
            strip.addWidget(label)
            self.step_labels.append(label)
        self.figures = QLabel()
        self.figures.setTextFormat(Qt.TextFormat.RichText)
        self.figures.setWordWrap(True)  # a ruleset's own long line of figures wraps instead of widening the page
        self.odds_bar = QProgressBar()
        self.odds_bar.setRange(0, 100)
        self.odds_bar.setFormat("%p % chance of success")
        self.odds_bar.setAccessibleName("Chance of success")
        self.odds_text = Line()
        self.cards_row = QHBoxLayout()
        self.cards_row.addStretch(1)
        cards_box = QWidget()
        cards_box.setLayout(self.cards_row)
        cards_box.setMinimumHeight(round(CARD_WIDTH * 352 / 252) + 30)
        self.cards_strip = scrolling(cards_box)  # many drawn cards scroll sideways instead of widening the dialog
        self.cards_strip.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.cards_strip.setMinimumHeight(cards_box.minimumHeight() + 16)
        self.drawn_heading = QLabel("<b>Drawn</b>")
        self.tally = Line()
        self.outcome = Line()
        self.results = Line()  # what the finished action produced, until the player moves on
        self.results.setTextFormat(Qt.TextFormat.RichText)
        self.results.setAccessibleName("What the action produced")
        self.reading = None  # the table's gui.panels.card_picture.Reading: drawn cards can be read
        # the answers scroll in less of the screen than a decision dialog's: the heading above them stays, and the
        # question, with a line or two of what the action drew, on a screen at 200 %
        self.box = DecisionBox(self, columns=2, share=0.4)
        self.box.chosen.connect(self.chosen)
        self.message = self.box.message  # a refused answer's reason, under the answers it refuses
        self.aside = Line()  # a refusal while the action's results are shown (no answers to say it under)
        self.aside.setStyleSheet(f"color: {BAD}")
        self.close_button = QPushButton("&Continue (the action is over)")
        self.close_button.clicked.connect(self._close_finished)
        self.close_button.hide()
        self.finished_action = False
        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        # what the action is, who acts and at which step, above; the question and its answers (or Continue), below;
        # between them what the action drew and did, which scrolls where the dialog is short (scale 2 on a small
        # screen, a long "What happened"): the heading scrolled away with it, and a player read odds without knowing
        # whose action or which step they were
        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 6, 8, 6)
        outer.setSpacing(4)
        outer.addWidget(self.title)
        outer.addWidget(self.people)
        outer.addLayout(strip)
        body = QWidget()
        self.page = Page()
        self.page.setWidget(body)
        outer.addWidget(self.page)
        outer.addWidget(line)
        outer.addWidget(self.box)
        outer.addWidget(self.aside)
        outer.addWidget(self.close_button)
        outer.addStretch(1)  # a short page: the question follows it, the room left goes below
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.figures)
        layout.addWidget(self.odds_bar)
        layout.addWidget(self.odds_text)
        layout.addWidget(self.drawn_heading)
        layout.addWidget(self.cards_strip)
        layout.addWidget(self.tally)
        layout.addWidget(self.outcome)
        layout.addWidget(self.results)
        self.rest = QWidget()  # the page keeps its lines together at the top (a finished action has no answers)
        self.rest.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        layout.addWidget(self.rest, 1)
        self.resize(620, 720)  # as tall as the screen lets it (see beside): a step with drawn cards seldom scrolls
        self.cards: list[str] = []     # pieces drawn during this action, in order
        self.revealed: set[str] = set()
        self._to_reveal: list[str] = []
        self._timer = QTimer(self, interval=REVEAL_MS)
        self._timer.timeout.connect(self._reveal_next)
        self._seen_cards: set[str] = set()  # what the player had in view when last asked
        self._seen_outcome = ""
        self._game = None
        self._frame_data: dict = {}
        self._named: dict[str, str] = {}  # the action's card as it was named while in sight (piece -> words)
        self._step = 0  # the step page last shown: going back to an earlier one means a new action
        self._which: tuple | None = None  # the action last shown (its icon and active player)
        self._log_from = 0  # where in the game's log the action began, and where its result did (None: not yet)
        self._ended_at = 0  # the log's length when the last action ended (its dialog may stay open after)
        self._result_at: int | None = None
        self._outcomes: list[tuple[bool, str, list[str]]] = []  # this action's verdicts: (success, head, what)

    # -- following the game -----------------------------------------------------------------
    def _pages(self, game):
        pages = rulesets.of(game).steps
        self.drawn_heading.setText("<b>Rolled</b>" if pages.unit == "die" else "<b>Drawn</b>")  # dice are rolled
        for n, label in enumerate(self.step_labels):
            name = pages.names[n] if n < len(pages.names) else ""
            label.setText(f"{n + 1}  {name}")
            label.setAccessibleName(f"Step {n + 1}: {name}")
            label.setVisible(bool(name))
        return pages

    def follow(self, game, events, watched: bool = False) -> None:
        """Take in the events of the last decision (an empty list after undo/redo); `watched`: nobody at this screen
        made it (a bot's answer): a finished action's dialog left open keeps its own dice or cards and outcome (the
        bot's next roll came into Ada's fight's dialog, or emptied it), its figures read again."""
        self._game = game
        pages = self._pages(game)
        kept = not events and len(game.state.log.events) >= self._ended_at and not pages.runs(game, game.pending)
        if (watched or kept) and self._left_open():
            # a bot's answer, or the table shown again with the action's end still in the game (the hints turned on,
            # a screen taken back): its dice had gone back to the pool, and the strip read the empty pool
            self._figures_after()
            return
        drawn = pages.drawn_zone()
        base = len(game.state.log.events) - len(events)  # the events are the log's newest
        reread = not events and pages.runs(game, game.pending)
        if reread:
            # a game continued, undone or redone in the middle of an action: what it drew, revealed and decided is
            # read again from the log since it was chosen (its drawn cards may be discarded already)
            base = self._action_began(game)
            events = game.state.log.events[base:]
            self._start_over([], base)
        elif not events:
            self.cards = pages.drawn(game)
            phase = pages.action(game, game.pending).get("phase", "result")
            self.revealed = set() if phase != "result" else set(self.cards)
            self._to_reveal.clear()
        for at, event in enumerate(events, base):
            if event.kind == "chosen" and event.decision == "action":
                if self._left_open() and not reread:
                    self._close_finished()  # the player moved on to the next action (a move: no dialog of its own)
                self._start_over([], at)
            elif event.kind == "piece_moved" and event.target == drawn and event.piece not in self.cards:
                if reread and self._result_at is not None:  # drawn after a result: another action's draw
                    self._start_over([], at)
                self.cards.append(event.piece)
            elif event.kind == "die_rolled" and event.piece in self.cards:
                self.revealed.discard(event.piece)  # a die rolled again shows its new face as it lands
                if event.piece not in self._to_reveal:
                    self._to_reveal.append(event.piece)
            elif event.kind == "revealed" and event.zone == drawn:
                if event.card not in self.cards:
                    self.cards.append(event.card)
                self._to_reveal.append(event.card)
            elif isinstance(event, Message):
                result = pages.outcome(event)
                if result is not None:
                    self._result_at = at if self._result_at is None else self._result_at
                    success, words = result
                    head, _, rest = words.partition(" ")
                    said = self._outcomes
                    if said and said[-1][1] == head:  # two foes eliminated by one attack: both named
                        said[-1][2].append(rest.rstrip("."))
                    else:
                        said.append((success, head, [rest.rstrip(".")]))
                    self.outcome.setText(" ".join(_verdict(*one) for one in said))
        if reread:  # shown as they were left, not turned over again
            self.revealed.update(p for p in self._to_reveal if p in self.cards)
            self._to_reveal.clear()
            self._step, self._which = pages.step(game.pending), self._shown_action(game, pages)
        if pages.runs(game, game.pending):
            step = pages.step(game.pending)
            which = self._shown_action(game, pages)
            if step < self._step or (which != (None, None) and self._which not in (None, which)):
                # a new action began without being chosen (one action's consequence can start the next, even at
                # the same step): only what it drew is its own
                self._start_over(pages.drawn(game), base)
            self._step, self._which = step, which
        if self._left_open():
            self._figures_after()
        if self._to_reveal and not motion.enabled():
            self.finish_reveals()  # no animations: the cards are turned over at once
        elif self._to_reveal and not self._timer.isActive():
            self._timer.start()

    @staticmethod
    def _shown_action(game, pages) -> tuple:
        """What the running action is and who acts (not the card: an attack's target or a fight's foe may change
        within one)."""
        shown = pages.action(game, game.pending)
        return shown.get("icon"), shown.get("active")

    @staticmethod
    def _action_began(game) -> int:
        """Where in the game's log the last action chosen began (0: none was)."""
        events = game.state.log.events
        return next((at for at in range(len(events) - 1, -1, -1)
                     if events[at].kind == "chosen" and events[at].decision == "action"), 0)

    def _start_over(self, cards: list[str], log_from: int = 0) -> None:
        """A new action (its first event at `log_from` in the game's log): nothing of the last one's cards, tally,
        outcome or results stays on the dialog."""
        self._log_from, self._result_at = log_from, None
        self._outcomes = []
        self.results.clear()
        self.cards = list(cards)
        self.revealed &= set(cards)
        self._to_reveal = [p for p in self._to_reveal if p in cards]
        self._frame_data = {}
        self._named = {}
        self._step = 0
        self._which = None
        self.outcome.clear()
        self.tally.clear()

    def _reveal_next(self) -> None:
        if not self._to_reveal:
            self._timer.stop()
            return
        self.revealed.add(self._to_reveal.pop(0))
        self._show_cards()
        QTimer.singleShot(0, self, self._answers_in_view)  # the tally grew above them

    def finish_reveals(self) -> None:
        """Turn every pending card over at once (tests, and players who click on)."""
        self.revealed.update(self._to_reveal)
        self._to_reveal.clear()
        self._timer.stop()
        self._show_cards()
        QTimer.singleShot(0, self, self._answers_in_view)

    # -- showing ----------------------------------------------------------------------------
    def finish(self) -> None:
        """The action is over: what it produced (its result on, as the log says it, or as the ruleset shows a result
        whole) stays on the dialog until the player moves on (Continue, Enter, Esc, or the next action); a dialog with
        nothing the player has not seen goes at once."""
        if not self.isVisible() or self.finished_action:
            return
        self.finished_action = True
        if self._game is not None:  # the figures as the action left them, not as its last question found them
            self._ended_at = len(self._game.state.log.events)
            self._figures_after()
        game = self._game
        produced = self._produced(game) if game is not None else []
        news = bool(self._to_reveal) or self.revealed != self._seen_cards or self.outcome.text() != self._seen_outcome
        self.box.hide()
        self.odds_bar.hide()
        self.odds_text.clear()
        for label in self.step_labels:
            label.setStyleSheet("padding:3px")
        if produced:
            self.results.setText("<b>What happened</b><ul style='margin:0'>"
                                 + "".join(f"<li>{words}</li>" for words in produced) + "</ul>")
        if not news and not produced:
            self._close_finished()
            return
        self.close_button.show()
        self.close_button.setDefault(True)
        self.close_button.setFocus()
        QTimer.singleShot(0, self, self._results_in_view)

    def _left_open(self) -> bool:
        """A finished action's dialog the player has not closed yet."""
        return self.finished_action and self.isVisible()

    def _figures_after(self) -> None:
        """A finished action's figures, read again at each change while its dialog stays open: its own numbers as it
        left them, what the table shares (a stock the next roll takes from) as it stands now (a bot's roll under it
        left a stale stock)."""
        own = self._pages(self._game).figures(self._game, None, self._ended_at)
        if own:
            self.figures.setText(own)

    def _produced(self, game) -> list[str]:
        """What the action did, in words: from just after the result the outcome line already says (its words are not
        said twice), after what the ruleset tells of the draw before it (a Recovery in the middle of it)."""
        events, pages = game.state.log.events, rulesets.of(game).steps
        if self._result_at is None:
            return results(game, events, self._log_from)
        before = results(game, events, self._log_from, end=self._result_at,
                         keep=lambda event: pages.told_before_result(game, event))
        return before + results(game, events, self._result_at + 1)

    def put_away(self) -> None:
        """Close now, whatever it shows (the screen is passed to another seat: nothing of this one's stays)."""
        if self.isVisible():
            self._close_finished()

    def _close_finished(self) -> None:
        self.finish_reveals()
        self.finished_action = False
        self.close_button.hide()
        self.results.clear()
        self.aside.clear()
        self.hide()
        self.closed.emit()

    def show_refusal(self, reason: str) -> None:
        if self.box.isHidden():  # the action is over: said over Continue, where the player looks
            self.aside.setText(reason)
        else:
            self.box.say_refused(reason)

    def show_decision(self, game, decision) -> None:
        self._game = game
        if self.finished_action:  # the player moved on: the last action's results go
            self.results.clear()
        self.finished_action = False
        self.close_button.hide()
        self.box.show()
        self.message.clear()
        self.aside.clear()
        pages = self._pages(game)
        shown = pages.action(game, decision)
        if shown:
            self._frame_data = shown
        d = self._frame_data
        piece = looking.piece_of(game, d)
        card = game.card(piece) if piece in game.state.pieces else None
        icon = str(d.get("icon", "action")).replace("_", " ")
        # the presentation may name the place itself ("the fog north of Citadel Gate": a card still face down); a card
        # seen face up when the action began keeps its name once it leaves sight (discarded mid-action)
        seen = card is not None and looking.seen(game, piece)
        where = d.get("where") or (card.title if seen else None)
        if where is not None and piece is not None:
            self._named[piece] = where  # kept once the card leaves sight (flipped and discarded, or fought and won)
        where = where or (self._named.get(piece, "a face-down card") if card else "")
        self.title.setText(f"{icon.capitalize()} — {where}")
        self.setWindowTitle(f"{icon.capitalize()} — {where}")  # as the heading says it: "Move — Corvo Reed"
        active = d.get("active")
        involved = [player_name(game, s) for s in d.get("involved", []) if s != active]
        self.people.setText(
            f"Active player: <b>{player_name(game, active) if active is not None else '?'}</b>"
            + (f" · also involved: {', '.join(involved)}" if involved else " · acting alone")
            + (f" · items used: {len(d.get('used', []))}" if d.get("used") else ""))
        current = pages.step(decision)
        for n, label in enumerate(self.step_labels):
            style = (f"background:{ACCENT}; color:#111; font-weight:bold; border-radius:4px; padding:3px"
                     if n == current else ("color: palette(mid); padding:3px" if n > current else "padding:3px"))
            label.setStyleSheet(style)
        ctx = decision.context if decision is not None else {}
        cost = ctx.get("cost", d.get("cost", 0))
        difficulty = ctx.get("difficulty", d.get("difficulty", 0))
        # the cards this action drew, as the strip below shows them: a card kept in a hand still counts
        drawn = sum(1 for piece in self.cards if piece in game.state.pieces)
        locked = " · <i>locked: no extra cards</i>" if ctx.get("locked", d.get("locked")) else ""
        own = pages.figures(game, decision, None)  # a ruleset whose actions have no cost or difficulty says its own
        self.figures.setText(own if own is not None else
                             f"Cost <b>{cost}</b> · Difficulty <b>{difficulty}</b> · Drawn <b>{drawn}</b>{locked}")
        self._show_odds(game, pages)
        self._show_cards()
        if decision is not None:
            self.box.show_decision(game, decision, faces=self.faces)
            QTimer.singleShot(0, self, self._answers_in_view)  # not once the dialog is gone
        self._seen_cards = self.revealed | set(self._to_reveal)
        self._seen_outcome = self.outcome.text()
        self.show()
        self.raise_()

    def _answers_in_view(self) -> None:
        """While a question waits (its answers always in view below), what scrolls above them shows its newest lines:
        the tally under the cards just turned over, the odds before the draw."""
        if self.box.isVisible():
            # the page's lines were measured before the dialog had its place and width: measured again at the width
            # they have now, the page takes the room the dialog has left (it scrolled with blank room below)
            self.page.updateGeometry()
            for _ in range(3):  # the answers' height follows their width: a layout or two to settle first
                QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
            bar = self.page.verticalScrollBar()
            bar.setValue(bar.maximum())

    def _results_in_view(self) -> None:
        """A finished action shows its verdict and what it did from their first line (Continue stays below)."""
        for _ in range(3):
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        first = next((w for w in (self.outcome, self.results) if w.isVisible()), None)
        if first is not None:
            self.page.ensureWidgetVisible(first, 0, 8)

    def _show_odds(self, game, pages) -> None:
        now = pages.odds(game)
        details = pages.details(game)  # a ruleset may add the odds of each part of the result
        if now is None:
            # no one chance to put on the bar (several attacks still open): the parts' odds alone, when there are
            self.odds_bar.hide()
            self.odds_text.setText(details)
            return
        self.odds_bar.show()
        self.odds_bar.setValue(round(now.odds.success * 100))
        self.odds_bar.setFormat(f"{percent(now.odds.success)} chance of success")
        unit = pages.unit  # what is drawn: cards, or a ruleset's dice
        bits = [f"Chance of success with {counted(now.draws, unit)}: <b>{percent(now.odds.success)}</b>"]
        if abs(now.bare.success - now.odds.success) > 0.005:
            bits.append(f"({percent(now.bare.success)} without the effects you can still add)")
        more = pages.odds(game, extra=1)
        if more is not None and more.draws > now.draws:
            bits.append(f"<br>With one more {unit}: <b>{percent(more.odds.success)}</b>")
            if more.odds.loss > 0:
                bits.append(f"<span style='color:{BAD}'>(risk of losing the game: {percent(more.odds.loss)})</span>")
        if now.odds.loss > 0:
            bits.append(f"<br><span style='color:{BAD}; font-weight:bold'>Risk of losing the game on this draw: "
                        f"{percent(now.odds.loss)}</span>")
        if details:
            bits.append(f"<br>{details}")
        self.odds_text.setText(" ".join(bits))

    def _show_cards(self) -> None:
        game = self._game
        while self.cards_row.count() > 1:
            widget = self.cards_row.takeAt(0).widget()
            if widget is not None:
                widget.hide()  # gone from the screen now, not at the next idle moment
                widget.deleteLater()
        # nothing drawn yet: no empty strip pushes the answers down (a small screen would have to scroll to them)
        self.drawn_heading.setVisible(bool(self.cards))
        self.cards_strip.setVisible(bool(self.cards))
        if game is None:
            return
        pages = rulesets.of(game).steps
        tallest = 0
        for piece in self.cards:
            card_id = game.state.pieces.get(piece)
            if card_id is None:
                continue
            shown = piece in self.revealed
            cell = QWidget()
            column = QVBoxLayout(cell)
            column.setContentsMargins(2, 0, 2, 0)
            picture = pages.picture(game, piece, CARD_WIDTH) if shown else None
            if picture is None:
                picture = CardPicture(self.faces, game, piece, CARD_WIDTH, not shown, self.reading)
            worth = QLabel(pages.worth(game, piece) if shown else "?")
            worth.setAlignment(Qt.AlignmentFlag.AlignCenter)
            worth.setWordWrap(True)
            where = game.zones.zone_of(piece)
            if where.startswith("hand:"):  # drawn, then kept: said where it went, not left as if still drawn
                worth.setTextFormat(Qt.TextFormat.RichText)
                worth.setText(f"{escape(worth.text())}<br><i>kept: {escape(zone_words(game, where))}</i>")
            column.addWidget(picture)
            column.addWidget(worth)
            column.addStretch(1)  # the words stay under their piece when the strip grows taller
            self.cards_row.insertWidget(self.cards_row.count() - 1, cell)
            tallest = max(tallest, cell.sizeHint().height())
        # as tall as the tallest piece drawn with its words: dice are square, cards taller
        self.cards_strip.widget().setMinimumHeight(tallest + 8)
        self.cards_strip.setMinimumHeight(tallest + 24)
        self.cards_strip.setMaximumHeight(tallest + 24)
        if not self.cards:
            self.tally.clear()
        elif self.revealed:
            self.tally.setText(pages.tally(game, [p for p in self.cards if p in self.revealed and p in game.state.pieces]))
        else:
            self.tally.setText("They stay face down until the result.")

    def keyPressEvent(self, event):  # noqa: N802 - Qt's name
        if event.key() == Qt.Key.Key_Escape and self.finished_action:
            self._close_finished()
            return
        if event.key() == Qt.Key.Key_Escape:
            key = escape_key(self.box.decision) if self.box.decision else None
            if key:
                self.chosen.emit(key)
            return
        if event.key() == Qt.Key.Key_Space:
            self.finish_reveals()
            return
        if self.box.isVisible() and self.box.handle_key(event):
            return
        super().keyPressEvent(event)

    def closeEvent(self, event):  # noqa: N802
        if self.finished_action:
            self._close_finished()
            return
        event.ignore()  # the action is not over until the engine says so
        if self.box.isVisible():   # said where the player looks: the window's close button did nothing, silently
            self.show_refusal("The action is not over: answer its question to go on.")


def _verdict(success: bool, head: str, what: list[str]) -> str:
    """A verdict marked as the dialog marks it, naming each thing it fell on ("Eliminated: the Ash Mite and the
    Ash Mite."), a thing said twice counted once ("the Ash Mite ×2")."""
    counted_once = list(dict.fromkeys(what))
    named = [w if what.count(w) == 1 else f"{w} ×{what.count(w)}" for w in counted_once if w]
    rest = (", ".join(named[:-1]) + " and " + named[-1] if len(named) > 1 else "".join(named))
    colour = GOOD if success else BAD
    end = "" if not rest or rest.endswith(("!", "?", "…")) else "."
    return f"<span style='color:{colour}; font-weight:bold'>{head}</span>" + (f" {rest}{end}" if rest else "")
