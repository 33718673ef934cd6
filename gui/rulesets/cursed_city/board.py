"""The Cursed City board: the journey's tiles of square spaces as they lie (their pictures, their spaces' edges),
gateways open and closed, lychgates, and the heroes, hostiles and mysterious objects as round tokens on their
spaces (two small hostiles share one; a huge or giant one covers its spaces). A hero to deploy or move is
dragged onto a lit space (a hero asked its action is dragged to start Move, or Run where only Run reaches); the
spaces a hostile may move to are lit for the leader's pick."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem

from engine.rulesets.cursed_city.battlefield import battlefield, cells_of, moves, span, where
from engine.rulesets.cursed_city.inspiration import stat
from engine.rulesets.cursed_city.table import cell_of
from gui.rulesets import BaseBoard, Place
from gui.rulesets.cursed_city import geometry as at
from gui.table.items import Z_SLOT

STEP = {"east": (1, 0), "west": (-1, 0), "north": (0, -1), "south": (0, 1)}
ZONE_COLOURS = {"drop": QColor(90, 150, 220), "extraction": QColor(110, 200, 120), "": QColor(40, 36, 34)}


def _font(px: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(6, round(px)))
    font.setBold(bold)
    return font


class Picture(QGraphicsItem):
    """A board picture at a place; clicks go through to the board."""

    def __init__(self, rect: QRectF, tooltip: str = "", z: float = Z_SLOT - 2):
        super().__init__()
        self.rect = QRectF(0, 0, rect.width(), rect.height())
        self.setPos(rect.topLeft())
        self.setZValue(z)
        self.setToolTip(tooltip)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return self.rect.adjusted(-4, -4, 4, 4)


class TileItem(Picture):
    """A board tile: its picture (or a plain ground), its spaces' edges, its name."""

    pictures: dict[str, QPixmap] = {}

    def __init__(self, rect: QRectF, title: str, zone: str, art: Path | None):
        super().__init__(rect, f"{title}" + {"drop": " (the drop zone)", "extraction": " (the extraction zone)"}.get(zone, ""),
                         Z_SLOT - 3)
        self.title, self.zone = title, zone
        self.pixmap = None
        if art is not None:
            key = str(art)
            if key not in TileItem.pictures:
                TileItem.pictures[key] = QPixmap(key)
            self.pixmap = TileItem.pictures[key] if not TileItem.pictures[key].isNull() else None

    def paint(self, painter: QPainter, option, widget=None):  # noqa: ARG002
        r = self.rect
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        if self.pixmap is not None:
            painter.drawPixmap(r, self.pixmap, QRectF(self.pixmap.rect()))
        else:
            painter.fillRect(r, QColor(78, 72, 66))
            painter.setPen(QPen(QColor(30, 26, 24), 2))
            x = r.left()
            while x <= r.right() + 1:
                painter.drawLine(QPointF(x, r.top()), QPointF(x, r.bottom()))
                x += at.SPACE
            y = r.top()
            while y <= r.bottom() + 1:
                painter.drawLine(QPointF(r.left(), y), QPointF(r.right(), y))
                y += at.SPACE
        painter.setPen(QPen(ZONE_COLOURS.get(self.zone, ZONE_COLOURS[""]), 6 if self.zone else 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(r)
        painter.setFont(_font(16, True))
        painter.setPen(QColor(250, 240, 210))
        painter.drawText(self.title_rect().translated(-self.pos()),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, self.title)

    def title_rect(self) -> QRectF:
        """Where the tile's name is written, in scene units: along its top, from the left."""
        metrics = QFontMetricsF(_font(16, True))
        r = self.rect.translated(self.pos())
        return QRectF(r.left() + 8, r.top() + 4, min(metrics.horizontalAdvance(self.title) + 2, r.width() - 16),
                      metrics.height())


class GateItem(Picture):
    """A gateway in the gap between tiles: gold when open, dark red and barred when closed."""

    def __init__(self, rect: QRectF, name: str, open_: bool):
        super().__init__(rect, f"Gateway {name}: {'open' if open_ else 'closed'}", Z_SLOT - 1)
        self.open = open_

    def paint(self, painter: QPainter, option, widget=None):  # noqa: ARG002
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor(220, 180, 80) if self.open else QColor(140, 40, 40)
        painter.setPen(QPen(QColor(20, 16, 14), 3))
        painter.setBrush(colour)
        painter.drawRoundedRect(self.rect.adjusted(10, 10, -10, -10), 10, 10)
        if not self.open:
            painter.setPen(QPen(QColor(240, 220, 200), 5))
            r = self.rect.adjusted(22, 22, -22, -22)
            painter.drawLine(r.topLeft(), r.bottomRight())
            painter.drawLine(r.topRight(), r.bottomLeft())


class LychgateItem(Picture):
    """A lychgate, where reinforcements come in: a dark arch beside the spaces it touches."""

    def __init__(self, rect: QRectF, name: str):
        super().__init__(rect, f"Lychgate {name}: hostiles arrive here", Z_SLOT - 1)

    def paint(self, painter: QPainter, option, widget=None):  # noqa: ARG002
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect.adjusted(16, 16, -16, -16)
        painter.setPen(QPen(QColor(200, 170, 230), 4))
        painter.setBrush(QColor(60, 30, 80))
        painter.drawRoundedRect(r, 24, 24)
        painter.setFont(_font(22, True))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, "L")


def _gap(cells, edge=None) -> list:
    """The spaces of the gap a gateway or lychgate fills."""
    cells = [tuple(c) for c in cells]
    if edge:
        dx, dy = STEP[edge]
        return [(x + dx, y + dy) for x, y in cells]
    xs, ys = sorted({x for x, _ in cells}), sorted({y for _, y in cells})
    if len(xs) == 2 and xs[1] - xs[0] == 2:
        return [(xs[0] + 1, y) for y in ys]
    if len(ys) == 2 and ys[1] - ys[0] == 2:
        return [(x, ys[0] + 1) for x in xs]
    return []


class CityBoard(BaseBoard):
    """The battlefield: heroes deploy and move by being dragged onto a lit space; so do the hostiles the leader
    places (a group's models deployed, a reinforcement arriving, a model moved aside for a big one)."""

    card_drops: tuple[str, ...] = ("deploy", "move", "hostile_move", "hostile_place", "hostile_arrival_space",
                                   "aside_space", "crisis_return", "born_hero_space")
    figure_drops: tuple[str, ...] = ()
    figure_starts: tuple[str, ...] = ()

    def __init__(self):
        self.cells: set = set()
        self.folder = None

    def places(self, game) -> dict[str, Place]:
        m = battlefield(game)
        self.cells = set(m.tile_of)
        wanted: dict[str, Place] = {}
        for cell in sorted(m.tile_of):
            here = [p for p in game.zones.cards(f"space:{cell[0]},{cell[1]}")]
            for k, piece in enumerate(here):
                if span(game, piece) > 1:
                    rect = at.cells_rect(cells_of(game, piece))
                    point, scale = at.token_place(rect)
                else:
                    point, scale = at.token_place(at.cell_rect(cell), k, len(here))
                wanted[piece] = Place(QRectF(point, point), scale, 2)
        return wanted

    def printed_marks(self, game) -> list[QRectF]:
        """The tiles' names, read where they are written."""
        return [item.title_rect() for item in self.scenery(game) if isinstance(item, TileItem)]

    def scenery(self, game) -> list:
        t = game.table
        journey = game.cards[t.journey]
        items = []
        tiles = list(journey.get("tiles")) + [dict(p) for p in t.placed]
        for placed in tiles:
            tile = game.cards[placed["tile"]]
            w, h = tile.get("size")
            x0, y0 = placed["at"]
            art = None
            if tile.get("art") and self.folder is not None:
                art = Path(self.folder) / "art" / tile.get("art")
            items.append(TileItem(QRectF(x0 * at.SPACE, y0 * at.SPACE, w * at.SPACE, h * at.SPACE), tile.title,
                                  tile.get("zone", ""), art))
        gates = [{**g, "cells": list(g["cells"]) + list(t.joined.get(g["id"], ()))}
                 for g in list(journey.get("gateways", ())) + list(t.gates)]
        for gate in gates:
            open_ = gate["id"] in t.open
            gap = _gap(gate["cells"]) or _gap([c for c in gate["cells"] if tuple(c) in self.cells], gate.get("edge"))
            if gap:
                items.append(GateItem(at.cells_rect(gap), gate["id"].replace("-", " "), open_))
        for lych in list(journey.get("lychgates", ())) + list(t.lychgates):
            gap = _gap(lych["cells"], lych.get("edge")) if lych.get("edge") else []
            if gap:
                items.append(LychgateItem(at.cells_rect(gap), lych["id"].replace("-", " ")))
        return items

    def placing_scale(self, space: QRectF, card: QSizeF) -> float:
        return at.token_place(space)[1]  # the model's token as it will stand on its space

    def zone_rect(self, zone: str) -> QRectF | None:
        if zone.startswith("space:"):
            return at.cell_rect(cell_of(zone))
        return None

    def zone_at(self, point: QPointF) -> str:
        cell = at.cell_at(point)
        return f"space:{cell[0]},{cell[1]}" if cell in self.cells else ""

    def home(self) -> QRectF:
        return at.cells_rect(self.cells) if self.cells else QRectF(0, 0, at.SPACE * 8, at.SPACE * 4)

    def figures(self, game) -> list:
        return []

    def figure_pos(self, zone: str, k: int) -> QPointF:
        return QPointF(0, 0)

    def markers(self, game) -> list:
        return []

    def marker(self):
        return None

    def card_moves(self, game, decision) -> dict[str, dict[str, str]]:
        """The hero asked its action may be dragged: to a space its Move reaches (starting Move), else to one only
        its Run reaches (starting Run), as far as a die it holds pays for either."""
        if decision is None or decision.kind != "hero_action" or not decision.context:
            return {}
        hero = decision.context.get("hero")
        legal = {o.key for o in decision.options}
        if not isinstance(hero, str) or where(game, hero) is None:
            return {}
        zones: dict[str, str] = {}
        for key, k in (("act:run", 1), ("act:move", 0)):   # Move's reach wins where both reach
            if key in legal:
                for (x, y) in moves(game, hero, stat(game, hero, "move")[k]):
                    zones[f"space:{x},{y}"] = key
        return {hero: zones} if zones else {}

    def figure_target(self, game, seat: int, zone: str) -> str | None:
        return "Heroes are moved by dragging their token to a lit space."

    def reachable(self, game, decision, seat: int) -> list[str]:
        return []

    def start_by_figure(self, game, decision, seat: int, zone: str) -> tuple[str | None, str]:
        return None, "Choose Move or Run first, then drag the hero to a lit space."
