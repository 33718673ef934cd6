"""Card faces as QPixmaps: decoded off the GUI thread, kept in a bounded LRU, a placeholder until they arrive."""
from __future__ import annotations

from collections import OrderedDict

from PySide6.QtCore import QCoreApplication, QObject, QRectF, QRunnable, Qt, QThreadPool, Signal
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen, QPixmap

from gui.faces import palette
from gui.faces.render import SIZES, layout, names_of

CARD_RATIO = 88 / 63
# Scaled-down copies made in the worker, so a zoomed-out board draws small pixmaps instead of
# shrinking big ones every frame (a mip chain: full, 1/2, 1/4).
MIP_LEVELS = (1, 2, 4)


def face_key(card, size: str, back: bool) -> tuple:
    return (card.id, size, bool(back))


class _Relay(QObject):
    """Lives on the GUI thread: workers emit through it, so the slot runs on the GUI thread."""

    loaded = Signal(object, object, str)  # key, list of QImages (mip chain) or None, error text


class _Load(QRunnable):
    """Draw (on a cache miss) and decode one face in a worker thread."""

    def __init__(self, provider: "FaceProvider", key: tuple, card, size: str, back: bool):
        super().__init__()
        self.relay = provider._relay
        self.cache = provider.cache
        self.folder = provider.pack_folder
        self.ruleset = provider.ruleset
        self.names = provider.names
        self.key, self.card, self.size, self.back = key, card, size, back

    def run(self):
        try:
            path = self.cache.get(self.card, self.folder, self.size, self.back, self.ruleset, self.names)
            image = QImage(str(path))
            if image.isNull():
                raise OSError(f"cannot read the face image {path}")
            image = image.convertToFormat(QImage.Format_ARGB32_Premultiplied)
            chain = [image]
            for level in MIP_LEVELS[1:]:
                chain.append(image.scaled(max(1, image.width() // level), max(1, image.height() // level),
                                          Qt.IgnoreAspectRatio, Qt.SmoothTransformation))
            self.relay.loaded.emit(self.key, chain, "")
        except Exception as error:  # a broken face must never take the table down: the placeholder stays
            self.relay.loaded.emit(self.key, None, str(error))


class FaceProvider(QObject):
    """QPixmaps of card faces for `pack` from a `gui.faces.FaceCache`, in "table" or "magnifier" size.

    `pixmap(card, size, back)` answers at once: the real face if it is loaded, else a placeholder
    (and the face is requested). `ready(key)` is emitted on the GUI thread when a face arrives.
    """

    ready = Signal(object)

    def __init__(self, pack, cache, budget_mb: int = 256, threads: int = 2, parent: QObject | None = None):
        super().__init__(parent)
        self.pack = pack
        self.pack_folder = getattr(pack, "folder", None)
        self.ruleset = getattr(pack, "ruleset", None)
        self._names: dict | None = None
        self.cache = cache
        self.budget = budget_mb * 1024 * 1024
        self.used = 0
        self.errors: dict[tuple, str] = {}
        self._faces: OrderedDict[tuple, list[QPixmap]] = OrderedDict()
        self._asked: set[tuple] = set()
        self._placeholders: dict[tuple, QPixmap] = {}
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(max(1, threads))
        self._relay = _Relay(self)
        self._relay.loaded.connect(self._arrived, Qt.QueuedConnection)

    @property
    def names(self):
        """What the words on its cards name, as players say it (`CardFaces.names`), worked out when first needed
        (a stand-in pack of bare cards names nothing)."""
        if self._names is None:
            self._names = names_of(self.pack) if self.ruleset is not None and hasattr(self.pack, "cards") else {}
        return self._names

    # -- asking --------------------------------------------------------------------------
    def has(self, card, size: str = "table", back: bool = False) -> bool:
        return face_key(card, size, back) in self._faces

    def pixmap(self, card, size: str = "table", back: bool = False, shrink: int = 1) -> QPixmap:
        """The face (or, while it loads, a placeholder); `shrink` picks a smaller copy (1, 2 or 4)."""
        key = face_key(card, size, back)
        chain = self._faces.get(key)
        if chain is not None:
            self._faces.move_to_end(key)
            for level, pix in zip(MIP_LEVELS, chain):
                if level >= shrink:
                    return pix
            return chain[-1]
        self.request(card, size, back)
        return self.placeholder(card, size, back)

    def loaded(self, card, size: str = "table", back: bool = False) -> QPixmap | None:
        """The full-size face if it is loaded, without asking for it."""
        chain = self._faces.get(face_key(card, size, back))
        return chain[0] if chain else None

    def request(self, card, size: str = "table", back: bool = False) -> None:
        key = face_key(card, size, back)
        if key in self._faces or key in self._asked or key in self.errors:
            return
        if size not in SIZES:
            raise ValueError(f"unknown face size {size!r}: use one of {', '.join(SIZES)}")
        self._asked.add(key)
        self._pool.start(_Load(self, key, card, size, back))

    def wait(self, timeout_ms: int = 30000) -> bool:
        """Block until every requested face has arrived (tests, benchmarks, first-start progress)."""
        done = self._pool.waitForDone(timeout_ms)
        QCoreApplication.sendPostedEvents(self._relay)
        QCoreApplication.processEvents()
        return done and not self._asked

    def shutdown(self) -> None:
        """A closed game keeps nothing: faces not started are dropped, the running ones finish, pixmaps go."""
        self._pool.clear()
        self._pool.waitForDone()
        self._faces.clear()
        self._asked.clear()
        self._placeholders.clear()
        self.used = 0

    @property
    def busy(self) -> int:
        return len(self._asked)

    # -- arriving ------------------------------------------------------------------------
    def _arrived(self, key, chain, error: str):
        self._asked.discard(key)
        if chain is None:
            self.errors[key] = error or "unknown error"
            return
        pixes = [QPixmap.fromImage(image) for image in chain]
        old = self._faces.pop(key, None)
        if old:
            self.used -= _bytes(old)
        self._faces[key] = pixes
        self.used += _bytes(pixes)
        while self.used > self.budget and len(self._faces) > 1:
            _k, dropped = self._faces.popitem(last=False)
            self.used -= _bytes(dropped)
        self.ready.emit(key)

    # -- placeholders ----------------------------------------------------------------------
    def placeholder(self, card, size: str = "table", back: bool = False) -> QPixmap:
        """A plain card-shaped frame in the card type's colour (or the back's colour)."""
        colour = layout(self.ruleset).colour(card, back)
        pkey = (colour, size)
        pix = self._placeholders.get(pkey)
        if pix is None:
            pix = _frame(SIZES[size], colour)
            self._placeholders[pkey] = pix
        return pix


def _bytes(chain) -> int:
    return sum(p.width() * p.height() * 4 for p in chain)


def _frame(size, rgb) -> QPixmap:
    w, h = size
    image = QImage(w, h, QImage.Format_ARGB32_Premultiplied)
    image.fill(Qt.transparent)
    p = QPainter(image)
    p.setRenderHint(QPainter.Antialiasing)
    path = QPainterPath()
    radius = w * 0.04
    path.addRoundedRect(QRectF(1, 1, w - 2, h - 2), radius, radius)
    p.fillPath(path, QColor(*palette.PARCHMENT))
    p.setPen(QPen(QColor(*rgb), w * 0.05))
    p.drawPath(path)
    inner = QPainterPath()
    inner.addRoundedRect(QRectF(w * 0.1, h * 0.08, w * 0.8, h * 0.42), radius, radius)
    p.fillPath(inner, QColor(*rgb).lighter(160))
    p.end()
    return QPixmap.fromImage(image)
