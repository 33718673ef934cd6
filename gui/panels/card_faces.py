"""Card pixmaps for panels and dialogs, read from the FaceCache; faces not yet drawn are drawn in a worker."""
from __future__ import annotations

from collections import OrderedDict
from concurrent.futures import ThreadPoolExecutor

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QColor, QGuiApplication, QPainter, QPixmap

THUMB_WIDTH = 96      # logical pixels of a card in a panel
CARD_RATIO = 352 / 252


class Faces(QObject):
    """`pixmap(card_id, width, back)`: a sharp pixmap at the screen's pixel ratio, or a blank card
    while the face is being drawn (`ready` then says it can be asked again)."""

    ready = Signal(str)  # card id whose face (or back) is now on disk

    def __init__(self, pack, cache, parent=None, keep: int = 600):
        super().__init__(parent)
        self.pack = pack
        self.cache = cache
        self._paths: dict[tuple[str, bool], object] = {}
        self._pixmaps: OrderedDict[tuple, QPixmap] = OrderedDict()
        self._keep = keep
        self._pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="faces")
        self._asked: set[tuple[str, bool]] = set()

    def path(self, card_id: str, back: bool = False):
        """The cached PNG if it is already drawn, else None (and a drawing is started)."""
        key = (card_id, back)
        if key in self._paths:
            return self._paths[key]
        card = self.pack.cards[card_id]
        path = self.cache.path_for(card, self.pack.folder, "table", back, self.pack.ruleset)
        if path.exists():
            self._paths[key] = path
            return path
        if key not in self._asked:
            self._asked.add(key)
            self._pool.submit(self._draw, card, back)
        return None

    def _draw(self, card, back):
        try:
            path = self.cache.get(card, self.pack.folder, "table", back, self.pack.ruleset)
        except Exception:  # noqa: BLE001 - a face that cannot be drawn stays a blank card
            return
        self._paths[(card.id, back)] = path
        self.ready.emit(card.id)

    def pixmap(self, card_id: str, width: int = THUMB_WIDTH, back: bool = False) -> QPixmap:
        ratio = QGuiApplication.primaryScreen().devicePixelRatio() if QGuiApplication.primaryScreen() else 1.0
        key = (card_id, back, width, ratio)
        cached = self._pixmaps.get(key)
        if cached is not None:
            self._pixmaps.move_to_end(key)
            return cached
        path = self.path(card_id, back)
        height = round(width * CARD_RATIO)
        if path is None:
            return blank_card(width, height, ratio)
        image = QPixmap(str(path))
        if image.isNull():
            return blank_card(width, height, ratio)
        pixmap = image.scaled(round(width * ratio), round(height * ratio), Qt.AspectRatioMode.KeepAspectRatio,
                              Qt.TransformationMode.SmoothTransformation)
        pixmap.setDevicePixelRatio(ratio)
        self._pixmaps[key] = pixmap
        while len(self._pixmaps) > self._keep:
            self._pixmaps.popitem(last=False)
        return pixmap

    def shutdown(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)


def blank_card(width: int, height: int, ratio: float = 1.0) -> QPixmap:
    pixmap = QPixmap(round(width * ratio), round(height * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QColor("#8d8374"))
    painter.setPen(QColor("#5e574c"))
    painter.drawRoundedRect(1, 1, width - 2, height - 2, 6, 6)
    painter.end()
    return pixmap
