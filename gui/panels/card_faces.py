"""Card pixmaps for panels and dialogs: drawn (on a cache miss), read and scaled as QImages in a worker, made
QPixmaps on the GUI thread; a blank card stands in until they arrive."""
from __future__ import annotations

import time
from collections import OrderedDict
from concurrent.futures import ThreadPoolExecutor

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPixmap

THUMB_WIDTH = 96      # logical pixels of a card in a panel
CARD_RATIO = 352 / 252


class Faces(QObject):
    """`pixmap(card_id, width, back)`: a sharp pixmap at the screen's pixel ratio, or a blank card
    while the face is being drawn (`ready` then says it can be asked again)."""

    ready = Signal(str)  # card id whose face (or back) is now loaded at some size
    _loaded = Signal(object, object)  # (key, QImage or None), from a worker to the GUI thread

    def __init__(self, pack, cache, parent=None, keep: int = 600):
        super().__init__(parent)
        self.pack = pack
        self.cache = cache
        self._names: dict | None = None
        self._pixmaps: OrderedDict[tuple, QPixmap] = OrderedDict()
        self._keep = keep
        self._pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="faces")
        self._asked: set[tuple] = set()
        self._closed = False
        self._loaded.connect(self._arrived, Qt.ConnectionType.QueuedConnection)

    @property
    def names(self):
        """What the words on its cards name, as players say it (`CardFaces.names`), worked out when a face is first
        asked for (a pack of bare cards names nothing)."""
        if self._names is None:
            from gui.faces.render import names_of  # with Pillow: read with the first game, not at the welcome

            pack = self.pack
            self._names = names_of(pack) if getattr(pack, "ruleset", None) is not None and hasattr(pack, "cards") \
                else {}
        return self._names

    def pixmap(self, card_id: str, width: int = THUMB_WIDTH, back: bool = False) -> QPixmap:
        screen = QGuiApplication.primaryScreen()
        ratio = screen.devicePixelRatio() if screen else 1.0
        key = (card_id, back, width, ratio)
        cached = self._pixmaps.get(key)
        if cached is not None:
            self._pixmaps.move_to_end(key)
            return cached
        if key not in self._asked and not self._closed:
            self._asked.add(key)
            self._pool.submit(self._load, key, self.pack.cards[card_id], self.names)
        return blank_card(width, round(width * CARD_RATIO), ratio)

    def _load(self, key, card, names) -> None:
        """In a worker: the face drawn if it is not on disk yet, read and scaled to the asked size."""
        _, back, width, ratio = key
        image = None
        try:
            path = self.cache.get(card, self.pack.folder, "table", back, self.pack.ruleset, names)
            read = QImage(str(path))
            if not read.isNull():
                image = read.scaled(round(width * ratio), round(width * CARD_RATIO * ratio),
                                    Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation)
        except Exception:  # noqa: BLE001 - a face that cannot be drawn stays a blank card
            image = None
        if not self._closed:
            self._loaded.emit(key, image)

    def _arrived(self, key, image) -> None:
        self._asked.discard(key)
        if image is None or self._closed:
            return
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(key[3])
        self._pixmaps[key] = pixmap
        while len(self._pixmaps) > self._keep:
            self._pixmaps.popitem(last=False)
        self.ready.emit(key[0])

    def wait(self) -> None:
        """Let every asked face arrive (tests): the workers finish, their results are taken in."""
        deadline = time.monotonic() + 60
        while self._asked and time.monotonic() < deadline:
            QCoreApplication.processEvents()
            time.sleep(0.01)

    def shutdown(self, wait: bool = False) -> None:
        """A closed game keeps nothing: workers stop, pixmaps go. `wait`: until the face being drawn is done (the
        program's end: no worker may hand a face to a deleted receiver)."""
        self._closed = True
        self._pool.shutdown(wait=wait, cancel_futures=True)
        self._pixmaps.clear()
        self._asked.clear()


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
