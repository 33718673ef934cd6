"""The expedition at a glance: the episode and whose turn it is, the Fate stock, the Search piles by the symbol on
their backs; the dice tray (the last roll); the card being read and the cards in play; the logbook's grid with its
checked spaces and the bonuses of its rows and columns; the Camp box, the camp's upgrades and the campaign's
victory points. Back at Camp the camp screen takes the episode's parts' place. One panel, so that a small screen
keeps its tabs few."""
from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from engine.rulesets.arkeis.table import BUILT, FATE_ASIDE, IN_PLAY, LOST, READING, STOCK
from engine.rulesets.arkeis import markers
from engine.rulesets.arkeis import naming
from gui import looking
from gui.fit import scrolling
from gui.panels.cards import CardList
from gui.rulesets.arkeis.camp_screen import CampScreen, at_camp, camp_counts
from gui.rulesets.arkeis.dice_tray import DiceTray
from gui.rulesets.arkeis.read_out import episodes_before
from engine.rulesets.arkeis.events import ReadOut
from engine.rulesets.arkeis.op_parts import plural
from gui.panels.base import BasePanel

MARKS = {"key": "⚿", "glyph": "✶"}


def bonus_words(game, bonus: dict) -> str:
    (kind, value), = bonus.items()
    if kind == "upgrade":
        return f"upgrade: {game.cards[value].title}" if value in game.cards else "an upgrade"
    if kind == "artifact":
        return f"artifact {str(value).upper()}"
    if kind == "event":
        return "an Event row"
    return f"{value} {'VP' if kind == 'vp' else kind}"


def logbook_html(game) -> str:
    """The episode's grid: ☑ a checked space, the symbol of an open one, each row's bonus on its right and each
    column's beneath."""
    book = game.cards[game.table.episode].get("logbook") or {}
    grid = book.get("grid") or ()
    if not grid:
        return "<i>This episode has no logbook grid.</i>"
    checked = {tuple(x) for x in game.table.checked}
    rows = []
    for r, row in enumerate(grid):
        cells = []
        for c, symbol in enumerate(row):
            if not symbol:
                cells.append("<td></td>")
            elif (r, c) in checked:
                cells.append(f"<td align='center' style='background:#4a6a3a'>☑ {escape(symbol)}</td>")
            else:
                cells.append(f"<td align='center'>☐ {escape(symbol)}</td>")
        bonuses = book.get("rows") or ()
        cells.append(f"<td><i>→ {escape(bonus_words(game, bonuses[r]))}</i></td>" if r < len(bonuses) else "<td></td>")
        rows.append("<tr>" + "".join(cells) + "</tr>")
    columns = book.get("columns") or ()
    rows.append("<tr>" + "".join(f"<td><i>↓ {escape(bonus_words(game, b))}</i></td>" for b in columns) + "</tr>")
    return "<table cellspacing='2' cellpadding='3' border='1'>" + "".join(rows) + "</table>"


def last_read(game) -> str:
    """What was read out last this episode (a Search card, the introduction, the epilogue at its end), as the log
    tells it to the seat at the screen (the card itself may be back in its box, unseen); nothing at the next
    episode's "Who starts?": the last episode's epilogue read there was taken for this one's (play12)."""
    before = episodes_before(game)
    for event in reversed(game.state.log.events):
        if before and isinstance(event, before):
            return ""
        if isinstance(event, ReadOut):
            seen = looking.event(game, event)
            return seen.text if seen is not None else ""
    return ""


class ExpeditionPanel(BasePanel):

    def __init__(self, faces, parent=None):
        super().__init__(parent)
        self.words = QLabel()
        self.words.setWordWrap(True)
        self.logbook = QLabel()
        self.logbook.setWordWrap(True)
        self.camp = QLabel()
        self.camp.setWordWrap(True)
        self.read = QLabel()
        self.read.setWordWrap(True)
        self.cards = CardList(faces, "The card being read and the cards in play", width=64)
        self.cards.setMinimumHeight(120)
        self.cards.card_clicked.connect(self.card_clicked)
        self.cards.card_opened.connect(self.card_opened)
        self.tray = DiceTray(faces)
        self.camp_screen = CampScreen(faces)
        for part in (self.camp_screen,):
            part.card_clicked.connect(self.card_clicked)
            part.card_opened.connect(self.card_opened)
        self.logbook_title = QLabel("<b>Logbook</b>")
        self.episode_parts = (self.tray, self.read, self.cards, self.logbook_title, self.logbook)
        body = QWidget()
        column = QVBoxLayout(body)
        column.setContentsMargins(0, 0, 0, 0)
        for widget in (self.words, self.camp_screen, self.tray, self.read, self.cards, self.logbook_title,
                       self.logbook, self.camp):
            column.addWidget(widget)
        column.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(scrolling(body))

    def show_game(self, game) -> None:
        table = game.table
        episode = game.cards[table.episode]
        piles = sorted((z.split(":", 1)[1], game.zones.size(z)) for z in game.zones.contents
                       if z.startswith("search:") and game.zones.size(z))
        camp = at_camp(game)
        active = table.explorers[table.active].name if table.opened else "—"
        lines = [f"<b>{escape(episode.title)}</b>" + (f" · turn {table.turns}, {escape(active)} plays" if table.opened else ""),
                 f"Fate stock: <b>{game.zones.size(STOCK)}</b> {'token' if game.zones.size(STOCK) == 1 else 'tokens'} · "
                 f"set aside: {game.zones.size(FATE_ASIDE)}",
                 "Search piles (face down): " + (", ".join(f"{s.upper()} ×{n}" for s, n in piles) or "none")]
        track = markers.time_track(game)
        if track.get("spaces"):
            now = markers.time_space(game)
            ahead = [m for m in track.get("at", ()) if m["space"] > now]
            nxt = (f" · next at space {ahead[0]['space']}: {escape(naming.said(game).words(ahead[0]['effects']))}"
                   if ahead else "")
            lines.append(f"Time: space <b>{now}</b> of {track['spaces']}{nxt}")
        self.words.setText("<br>".join(lines))
        self.words.setVisible(not camp)  # Back at Camp, the camp screen says where the table stands
        self.camp_screen.show_game(game)
        self.camp_screen.setVisible(camp)
        for part in self.episode_parts:
            part.setVisible(not camp)
        if not camp:
            self.show_episode(game)
        self.show_campaign(game)

    def show_episode(self, game) -> None:
        """The parts of the panel an episode being played fills: the last roll, the card read, the logbook."""
        self.tray.show_game(game)
        shown = game.zones.cards(READING) + game.zones.cards(IN_PLAY)
        said = last_read(game)
        self.read.setText(f"<b>Read last</b>: {escape(said)}" if said else "")
        self.read.setVisible(bool(said))
        self.cards.show_cards(game, shown)
        self.cards.setVisible(bool(shown))
        self.logbook.setText(logbook_html(game))

    def show_campaign(self, game) -> None:
        table = game.table
        counts = camp_counts(game)
        built = [game.card(p).title for p in game.zones.cards(BUILT)]
        available = [game.cards[u].title for u in table.available]
        lost = [game.card(p).title for p in game.zones.cards(LOST)]
        played = [f"{escape(game.cards[h['episode']].title)}: {h['epilogue']} epilogue" for h in table.history]
        self.camp.setText(
            f"<b>Campaign</b>: {plural(table.victory_points, 'victory point')}"
            + ("<br>" + "<br>".join(played) if played else "")
            + f"<br><b>Camp box</b>: {plural(counts.get('coin', 0), 'coin')}, {counts.get('xp', 0)} XP, "
              f"{plural(counts.get('reroll', 0), 'Reroll token')}"
            + f"<br><b>Camp</b> ({len(built)} of {table.camp_spaces} spaces): {escape(', '.join(built)) or 'nothing built'}"
            + (f"<br>Available to build: {escape(', '.join(available))}" if available else "")
            + (f"<br>Lost for good: {escape(', '.join(lost))}" if lost else ""))
