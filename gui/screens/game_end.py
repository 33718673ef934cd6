"""Win and loss screens: the outcome, why, each seat's place and scores with how ties were broken, and a short
summary of the game."""
from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from gui.fit import scrolling
from gui.theme import BAD, GOOD


def duration(seconds: int) -> str:
    hours, rest = divmod(max(0, int(seconds)), 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours} h {minutes:02d} min" if hours else f"{minutes} min {secs:02d} s"


def ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def places_table(summary: dict) -> str:
    """Each seat's place and result, with the scores the ruleset counted, first place first."""
    names = summary.get("score_names") or []
    head = "".join(f"<th>{escape(name)}</th>" for name in ["Place", "Player", "Result", *names])
    rows = []
    for row in summary.get("standings") or []:
        place = ordinal(row["place"]) if row["place"] else "—"
        result = f"<b style='color:{GOOD}'>wins</b>" if row["won"] else "loses"
        cells = [place, f"<b>{escape(row['name'])}</b>", result, *(escape(str(v)) for v in row["scores"])]
        rows.append("<tr>" + "".join(f"<td align=center>{cell}</td>" for cell in cells) + "</tr>")
    return f"<table align=center cellpadding=6 cellspacing=0 border=1><tr>{head}</tr>{''.join(rows)}</table>"


class GameEndScreen(QWidget):
    back_to_welcome = Signal()
    show_board = Signal()
    next_game = Signal()   # the campaign's next game, going on from what it kept (a continuing ruleset)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.headline = QLabel()
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 2.6)
        font.setBold(True)
        self.headline.setFont(font)
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason = QLabel()
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason.setWordWrap(True)
        self.summary = QLabel()
        self.summary.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.places = QLabel()
        self.places.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.places.setTextFormat(Qt.TextFormat.RichText)
        self.places.setAccessibleName("Places")
        self.tie_breaks = QLabel()
        self.tie_breaks.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.tie_breaks.setWordWrap(True)
        self.tie_breaks.setAccessibleName("How the places were decided")
        board = QPushButton("Look at the &board")
        board.setToolTip("See the table as it was left")
        board.clicked.connect(self.show_board)
        home = QPushButton("Back to the &welcome screen")
        home.clicked.connect(self.back_to_welcome)
        self.next_button = QPushButton("Play the &next game of this campaign")
        self.next_button.clicked.connect(self.next_game)
        self.next_button.hide()
        self.coming = QLabel()   # what the next game will be, as the ruleset says
        self.coming.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.coming.setWordWrap(True)
        self.coming.setTextFormat(Qt.TextFormat.PlainText)
        self.coming.setAccessibleName("What comes next")
        self.coming.hide()
        for b in (self.next_button, board, home):
            b.setMinimumHeight(40)
            b.setMaximumWidth(320)
        body = QWidget()
        QVBoxLayout(self).addWidget(scrolling(body))
        self.layout().setContentsMargins(0, 0, 0, 0)
        layout = QVBoxLayout(body)
        layout.addStretch(2)
        layout.addWidget(self.headline)
        layout.addWidget(self.reason)
        layout.addSpacing(16)
        layout.addWidget(self.places)
        layout.addWidget(self.tie_breaks)
        layout.addSpacing(16)
        layout.addWidget(self.summary)
        layout.addSpacing(20)
        layout.addWidget(self.coming)
        layout.addWidget(self.next_button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(board, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(home, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)

    def offer_next(self, offered: bool, coming=None) -> None:
        """Show the button that starts the campaign's next game (and make it the default), worded by what that game
        will be (`engine.core.ruleset.Coming`: going on from what was kept, or a new start), or hide it."""
        self.next_button.setVisible(offered)
        goes_on = coming is None or coming.goes_on
        self.next_button.setText("Play the &next game of this campaign" if goes_on else "&Start a new game in this campaign")
        said = coming.words if coming is not None else "A new game in this campaign, going on from what the campaign kept"
        self.next_button.setToolTip(said)
        self.coming.setText(said if offered and coming is not None else "")
        self.coming.setVisible(bool(self.coming.text()))
        if offered:
            self.next_button.setDefault(True)
            self.next_button.setFocus()

    def show_summary(self, summary: dict) -> None:
        outcome = summary.get("outcome")
        standings = summary.get("standings") or []
        winners = [row["name"] for row in standings if row["won"]]
        won = outcome == "win" or (outcome == "ranked" and bool(winners))
        headline = summary.get("headline")
        if outcome == "ranked" and winners:
            headline = (f"{winners[0]} wins!" if len(winners) == 1
                        else f"{', '.join(winners[:-1])} and {winners[-1]} share the win!")
        self.headline.setText(headline or {"win": "Won!", "loss": "Lost."}.get(outcome, "The game has ended."))
        self.headline.setStyleSheet(f"color: {GOOD if won else BAD}")
        self.setAccessibleName("Victory" if won else "Defeat")
        from gui.panels.words import sentence  # here: the welcome window opens without the engine (test_cold_start)

        reason = summary.get("reason", "")
        self.reason.setText(sentence(reason[:1].upper() + reason[1:]) if reason else "")
        self.places.setText(places_table(summary) if outcome == "ranked" or summary.get("score_names") else "")
        self.places.setVisible(bool(self.places.text()))
        words = escape(summary.get("tie_breaks", ""))
        # a paragraph as wide as a page reads better than one across the whole screen
        self.tie_breaks.setText(f"<table align=center width=720><tr><td>{words}</td></tr></table>" if words else "")
        self.tie_breaks.setVisible(bool(self.tie_breaks.text()))
        self.summary.setText(
            "<table align=center cellpadding=6>"
            f"<tr><td>Time played</td><td><b>{duration(summary.get('seconds', 0))}</b></td></tr>"
            + "".join(f"<tr><td>{escape(label)}</td><td><b>{value}</b></td></tr>"
                      for label, value in summary.get("facts", ()))
            + "</table>")
