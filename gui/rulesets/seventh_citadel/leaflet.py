"""The Citadel leaflet's pages as the table shows them, read from what the engine keeps (`table.leaflet`, the
scores) and asks (`engine.rulesets.seventh_citadel.leaflet`: which Destiny symbols may be checked, which buildings
are built): the Community page, the Destiny page (its symbols joined as printed, the centre in the middle), the
Buildings page with its boxes, the Side quests page, and the hope cards the party holds to spend on the Destiny page."""
from __future__ import annotations

import html
from collections.abc import Mapping

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPalette, QPen
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from engine.rulesets.seventh_citadel import leaflet as rules
from engine.rulesets.seventh_citadel.table import SCORES, blocked, purse
from gui.panels.cards import CardList
from gui.theme import ACCENT, GOOD

TOP = 25  # a score of the Community page goes from 0 to 25
CHECKED, EMPTY = "☑", "☐"
KIND_WORDS = {"building": "a building's box", "community": "+2 to a score", "reflex": "a reflex skill",
              "advanced": "advanced skills", "card": "a card", "focus": "return skills", "map": "World Map card"}


def _page(title: str, body: str) -> str:
    return f"<h3 style='margin:0'>{html.escape(title)}</h3>{body}"


def community_html(game) -> str:
    """The Community page: each score out of 25 and the groundshiver level."""
    table = game.table
    rows = "".join(f"<tr><td>{name.capitalize()}</td><td align='right'>&nbsp;<b>{table.scores[name]}</b> / {TOP}</td>"
                   f"<td>&nbsp;<span style='color:{ACCENT}'>{'▮' * (table.scores[name] // 5)}</span></td></tr>"
                   for name in SCORES)
    return _page("Community page", f"<table>{rows}</table>Groundshiver level: <b>{table.groundshiver}</b>")


def buildings_html(game) -> str:
    """The Buildings page: each building's boxes, checked ones first, and what it does once built."""
    rows = []
    for building in rules.buildings(game):
        boxes, done = int(building["boxes"]), game.table.leaflet.buildings.get(building["id"], 0)
        built = rules.built(game, building["id"])
        state = f"<b style='color:{GOOD}'>built</b>" if built else f"{done} of {boxes} box{'es' if boxes != 1 else ''}"
        rows.append(f"<tr><td><b>{html.escape(building.get('title', building['id']))}</b></td>"
                    f"<td style='font-size:large'>&nbsp;{CHECKED * done}{EMPTY * (boxes - done)}&nbsp;</td>"
                    f"<td>{state}</td></tr><tr><td colspan=3><small>{html.escape(rules.does(game, building, built))}"
                    f"</small></td></tr>")
    body = f"<table cellspacing=2>{''.join(rows)}</table>" if rows else "<i>This adventure's leaflet has no buildings.</i>"
    return _page("Buildings", body)


def side_quests_html(game) -> str:
    """The Side quests page: each quest written on it, its paragraph, and its two status boxes."""
    quests = game.table.leaflet.side_quests
    if not quests:
        return _page("Side quests", "<i>No side quest written yet.</i>")

    def box(done: bool) -> str:
        return CHECKED if done else EMPTY

    rows = "".join(
        f"<tr><td><b>{html.escape(q.title)}</b>{f' (§{q.paragraph})' if q.paragraph is not None else ''}&nbsp;</td>"
        f"<td>{box(q.status in ('initiated', 'finished'))} initiated&nbsp;</td>"
        f"<td>{box(q.status == 'finished')} finished</td></tr>" for q in quests)
    return _page("Side quests", f"<table>{rows}</table>")


def hope_cards(game) -> tuple[list[str], list[str]]:
    """(the hope cards held in the purses, ready to spend; those spent, blocked under a character card): a hope
    card is one whose action checks a symbol of the Destiny page."""
    def hope(piece: str) -> bool:
        return any(effect.get("destiny") for action in game.card(piece).get("actions") or ()
                   for effect in action.get("success") or () if isinstance(effect, Mapping))

    seats = [p.seat for p in game.table.players]
    held = [p for s in seats for p in game.zones.cards(purse(s)) if hope(p)]
    spent = [p for s in seats for p in game.zones.cards(blocked(s)) if hope(p)]
    return held, spent


def layers(symbols: list[dict]) -> list[list[str]]:
    """The Destiny page's symbols by distance from the centre (the page's first), joined either way round."""
    if not symbols:
        return []
    near: dict[str, set[str]] = {s["id"]: set() for s in symbols}
    for s in symbols:
        for other in s.get("adjacent", ()):
            if other in near:
                near[s["id"]].add(other)
                near[other].add(s["id"])
    order = [s["id"] for s in symbols]
    found, ring = [[order[0]]], {order[0]}
    while True:
        nxt = [i for i in order if i not in ring and near[i] & set(found[-1])]
        if not nxt:
            break
        found.append(nxt)
        ring |= set(nxt)
    stray = [i for i in order if i not in ring]  # joined to nothing: shown on an outer ring of their own
    return found + ([stray] if stray else [])


class DestinyPage(QWidget):
    """The Destiny page drawn row by row from its centre (the symbol checked first) outwards, each symbol joined to
    its neighbours as printed (symbols as far from the centre as one another share a row, or a few rows on a narrow
    page); checked ones ticked with their order, those the engine would let the party check next ringed in gold."""

    COLUMN, ROW, RADIUS = 108, 100, 22  # logical pixels a symbol with its title (two lines at most) takes

    def __init__(self, parent=None):
        super().__init__(parent)
        self.symbols: list[dict] = []
        self.checked: list[str] = []
        self.open: set[str] = set()
        self.rings: list[list[str]] = []
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setAccessibleName("Destiny page")

    def show_game(self, game) -> None:
        symbols = rules.symbols(game)
        checked, open_ = list(game.table.leaflet.destiny), {s["id"] for s in rules.checkable(game)}
        if (symbols, checked, open_) == (self.symbols, self.checked, self.open):
            return
        self.symbols, self.checked, self.open = symbols, checked, open_
        self.rings = layers(symbols)
        self.setToolTip(self.words())
        self.setAccessibleDescription(self.words())
        self.updateGeometry()
        self.update()

    def words(self) -> str:
        """The page in words (for the tooltip and a screen reader)."""
        if not self.symbols:
            return "This adventure's leaflet has no Destiny page."
        titles = {s["id"]: s.get("title", s["id"]) for s in self.symbols}
        done = ", ".join(titles[i] for i in self.checked) or "none"
        nxt = ", ".join(titles[i] for i in sorted(self.open, key=list(titles).index)) or "none"
        return f"Checked: {done}. May be checked next (by spending a hope card): {nxt}."

    def rows(self, width: int) -> list[list[str]]:
        """The symbols row by row for a page this wide: each distance from the centre a row, cut into as many rows
        as it needs to give each symbol its column."""
        fit = max(1, (width - 16) // self.COLUMN)
        return [ring[k:k + fit] for ring in self.rings for k in range(0, len(ring), fit)]

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt's name
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        return max(1, len(self.rows(width))) * self.ROW + 8

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        width = min(4, max((len(r) for r in self.rings), default=1)) * self.COLUMN + 16
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(self.COLUMN + 16, self.ROW)

    def positions(self) -> dict[str, QPointF]:
        """Where each symbol sits in the widget: row by row from the centre, spread across the width."""
        where = {}
        top = 8 + self.RADIUS
        for r, ids in enumerate(self.rows(self.width())):
            for k, piece in enumerate(ids):
                where[piece] = QPointF(self.width() * (k + 0.5) / len(ids), top + r * self.ROW)
        return where

    def paintEvent(self, event):  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.WindowText)
        if not self.symbols:
            painter.setPen(text)
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, "No Destiny page in this adventure.")
            return
        where = self.positions()
        paper = palette.color(QPalette.ColorRole.Window)
        line = QColor(text)
        line.setAlpha(110)
        painter.setPen(QPen(line, 2))
        for s in self.symbols:
            for other in s.get("adjacent", ()):
                if other in where:
                    painter.drawLine(where[s["id"]], where[other])
        radius = self.RADIUS
        title_font, kind_font = QFont(self.font()), QFont(self.font())
        title_font.setBold(True)
        kind_font.setPointSizeF(max(6.0, self.font().pointSizeF() * 0.85))
        mark_font = QFont(self.font())
        mark_font.setPixelSize(20)
        mark_font.setBold(True)
        for s in self.symbols:
            at = where[s["id"]]
            done, ready = s["id"] in self.checked, s["id"] in self.open
            fill = QColor(GOOD) if done else palette.color(QPalette.ColorRole.Base)
            rim = QColor(ACCENT) if ready else line
            painter.setPen(QPen(rim, 5 if ready else 2))
            painter.setBrush(fill)
            painter.drawEllipse(at, radius, radius)
            painter.setFont(mark_font)
            painter.setPen(QColor("white") if done else text)
            mark = f"✓{self.checked.index(s['id']) + 1}" if done else ("?" if ready else "")
            painter.drawText(QRectF(at.x() - radius, at.y() - radius, 2 * radius, 2 * radius),
                             Qt.AlignmentFlag.AlignCenter, mark)
            painter.setPen(text)
            painter.setFont(title_font)
            below = QRectF(at.x() - self.COLUMN / 2 + 2, at.y() + radius + 2, self.COLUMN - 4, 40)
            kind = KIND_WORDS.get(s.get("kind"), s.get("kind", ""))
            flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
            words = painter.boundingRect(below, flags, s.get("title", s["id"]))
            painter.setFont(kind_font)
            words = words.united(painter.boundingRect(QRectF(below.left(), words.bottom(), below.width(), 18), flags,
                                                      kind))
            painter.setFont(title_font)
            painter.fillRect(words.adjusted(-2, 0, 2, 1), paper)  # the lines joining symbols pass behind the words
            used = painter.drawText(below, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
                                    | Qt.TextFlag.TextWordWrap, s.get("title", s["id"]))
            painter.setFont(kind_font)
            painter.drawText(QRectF(below.left(), used.bottom(), below.width(), 18),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, kind)


class HopeHolder(QWidget):
    """The party's hope cards: those held (click one for its actions: check a Destiny symbol, or share life points)
    and how many were spent, blocked under the characters' cards."""

    card_clicked = Signal(str)
    card_opened = Signal(str)

    def __init__(self, faces, parent=None):
        super().__init__(parent)
        self.count = QLabel()
        self.count.setWordWrap(True)
        self.cards = CardList(faces, "Hope cards held", width=64)
        self.cards.setFixedHeight(self.cards.gridSize().height() + 12)
        self.cards.card_clicked.connect(self.card_clicked)
        self.cards.card_opened.connect(self.card_opened)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.count)
        layout.addWidget(self.cards)

    def show_game(self, game) -> None:
        held, spent = hope_cards(game)
        owner = {p: game.table.player(int(game.zones.zone_of(p).split(":")[1])).name for p in held}
        who = ", ".join(f"{name} {sum(1 for v in owner.values() if v == name)}" for name in dict.fromkeys(owner.values()))
        self.count.setText(
            f"<h3 style='margin:0'>Hope</h3><b>{len(held)}</b> hope card{'s' if len(held) != 1 else ''} to spend"
            + (f" ({html.escape(who)})" if who else "") + f" · <b>{len(spent)}</b> spent (blocked under characters)"
            + ("<br><small>Click a hope card for its actions: check a symbol of the Destiny page.</small>" if held else ""))
        self.cards.show_cards(game, held)
        self.cards.setVisible(bool(held))


class LeafletPages(QWidget):
    """The leaflet's pages side by side (`wide`, the Citadel screen) or one under the other (a docked panel)."""

    card_clicked = Signal(str)
    card_opened = Signal(str)

    def __init__(self, faces, wide: bool = False, parent=None):
        super().__init__(parent)
        self.community, self.buildings, self.quests = QLabel(), QLabel(), QLabel()
        for label, name in ((self.community, "Community page"), (self.buildings, "Buildings page"),
                            (self.quests, "Side quests page")):
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            label.setAccessibleName(name)
        self.destiny_title = QLabel()
        self.destiny_title.setWordWrap(True)
        self.destiny = DestinyPage()
        self.hope = HopeHolder(faces)
        self.hope.card_clicked.connect(self.card_clicked)
        self.hope.card_opened.connect(self.card_opened)
        self.wide = wide
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(6, 6, 6, 6)
        self.grid.setHorizontalSpacing(24)
        self.columns = 0
        self._flow(1)

    WIDE = 820  # logical pixels: from this width on, the Citadel screen shows the Destiny page beside the others

    def _flow(self, columns: int) -> None:
        """The pages in one column, or the Destiny page on the left and the others on its right."""
        if columns == self.columns:
            return
        self.columns = columns
        grid = self.grid
        for widget in (self.community, self.hope, self.destiny_title, self.destiny, self.buildings, self.quests):
            grid.removeWidget(widget)
        for n in range(8):
            grid.setRowStretch(n, 0)
            grid.setColumnStretch(n, 0)
        if columns == 2:
            grid.addWidget(self.destiny_title, 0, 0, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(self.destiny, 1, 0, 4, 1, Qt.AlignmentFlag.AlignTop)
            # the Community page spans the title's row and the next: the Destiny page starts under its own title,
            # not under the whole Community page beside it
            grid.addWidget(self.community, 0, 1, 2, 1)
            for row, widget in enumerate((self.hope, self.buildings, self.quests), start=2):
                grid.addWidget(widget, row, 1)
            grid.setColumnStretch(0, 3)
            grid.setColumnStretch(1, 2)
            grid.setRowStretch(4, 1)
        else:
            # the Destiny page first: the panel comes forward to have one of its symbols checked
            order = (self.destiny_title, self.destiny, self.hope, self.community, self.buildings, self.quests)
            for row, widget in enumerate(order):
                grid.addWidget(widget, row, 0)
            grid.setRowStretch(6, 1)

    def resizeEvent(self, event):  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if self.wide:
            self._flow(2 if event.size().width() >= self.WIDE else 1)

    def show_game(self, game) -> None:
        self.community.setText(community_html(game))
        self.buildings.setText(buildings_html(game))
        self.quests.setText(side_quests_html(game))
        self.destiny.show_game(game)
        printed = bool(self.destiny.symbols)
        self.destiny.setVisible(printed)
        self.destiny_title.setText("<h3 style='margin:0'>Destiny page</h3><small>"
                                   + ("The centre first, then a symbol joined to a checked one; ringed in gold: may be "
                                      "checked next." if printed else "<i>This adventure's leaflet has none.</i>")
                                   + "</small>")
        self.hope.show_game(game)
