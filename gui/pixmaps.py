"""Card faces as QPixmaps: decoded off the GUI thread, kept in a bounded LRU, a placeholder until they arrive."""
from __future__ import annotations

from collections import OrderedDict

from PySide6.QtCore import QCoreApplication, QObject, QRectF, QRunnable, Qt, QThreadPool, Signal
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen, QPixmap

from gui.faces import palette
from gui.faces.render import SIZES, layout, names_of

CARD_RATIO = 88 / 63
# Each face is kept at the one size it is drawn at (a mip level: full, 1/2, 1/4, made in the worker): a zoomed-out
# board of 300 cards holds quarter faces, not full ones with their smaller copies beside them (136 MB of 238).
MIP_LEVELS = (1, 2, 4)


def level_for(shrink: int) -> int:
    """The mip level that draws a face `shrink` times smaller without scaling a smaller one up."""
    return max(level for level in MIP_LEVELS if level <= max(1, shrink))


def face_key(card, size: str, back: bool) -> tuple:
    return (card.id, size, bool(back))


class _Relay(QObject):
    """Lives on the GUI thread: workers emit through it, so the slot runs on the GUI thread."""

    loaded = Signal(object, int, object, str)  # key, mip level, QImage or None, error text


class _Load(QRunnable):
    """Draw (on a cache miss) and decode one face at one mip level in a worker thread."""

    def __init__(self, provider: "FaceProvider", key: tuple, card, size: str, back: bool, level: int):
        super().__init__()
        self.relay = provider._relay
        self.cache = provider.cache
        self.folder = provider.pack_folder
        self.ruleset = provider.ruleset
        self.names = provider.names
        self.key, self.card, self.size, self.back, self.level = key, card, size, back, level

    def run(self):
        try:
            path = self.cache.get(self.card, self.folder, self.size, self.back, self.ruleset, self.names)
            image = QImage(str(path))
            if image.isNull():
                raise OSError(f"cannot read the face image {path}")
            image = image.convertToFormat(QImage.Format_ARGB32_Premultiplied)
            if self.level > 1:
                image = image.scaled(max(1, image.width() // self.level), max(1, image.height() // self.level),
                                     Qt.IgnoreAspectRatio, Qt.SmoothTransformation)
            self.relay.loaded.emit(self.key, self.level, image, "")
        except Exception as error:  # a broken face must never take the table down: the placeholder stays
            self.relay.loaded.emit(self.key, self.level, None, str(error))


class FaceProvider(QObject):
    """QPixmaps of card faces for `pack` from a `gui.faces.FaceCache`, in "table" or "magnifier" size.

    `pixmap(card, size, back)` answers at once: the real face if it is loaded, else a placeholder
    (and the face is requested). `ready(key)` is emitted on the GUI thread when a face arrives.
    """

    ready = Signal(object)

    def __init__(self, pack, cache, budget_mb: int = 96, threads: int = 2, parent: QObject | None = None):
        super().__init__(parent)
        self.pack = pack
        self.pack_folder = getattr(pack, "folder", None)
        self.ruleset = getattr(pack, "ruleset", None)
        self._names: dict | None = None
        self.cache = cache
        self.budget = budget_mb * 1024 * 1024
        self.used = 0
        # how much smaller than table size the board draws its faces now, as its view says (None: not said yet, the
        # board not fitted: faces are asked when first painted, never whole for a board about to be zoomed out)
        self.shrink: int | None = None
        self.errors: dict[tuple, str] = {}
        self._faces: OrderedDict[tuple, tuple[int, QPixmap]] = OrderedDict()  # key -> (mip level, pixmap)
        self._asked: set[tuple] = set()  # (key, level)
        self._wanted: dict[tuple, int] = {}  # key -> the mip level last asked of it (the size the board shows now)
        # (key, level) -> its load until the face arrives: a load dropped from the pool at shutdown never runs, and
        # its Python side (holding the card) outlived the closed game unless told to let go
        self._loads: dict[tuple, _Load] = {}
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
        """The face drawn `shrink` times smaller than its size (1, 2 or 4), or while that one loads the face at the
        size it has (else a placeholder)."""
        key = face_key(card, size, back)
        level = level_for(shrink)
        kept = self._faces.get(key)
        if kept is not None:
            self._faces.move_to_end(key)
            if kept[0] != level:
                self._ask(key, card, size, back, level)
            else:
                self._wanted[key] = level
            return kept[1]
        self._ask(key, card, size, back, level)
        return self.placeholder(card, size, back)

    def loaded(self, card, size: str = "table", back: bool = False) -> QPixmap | None:
        """The full-size face if it is kept, without asking for it."""
        kept = self._faces.get(face_key(card, size, back))
        return kept[1] if kept is not None and kept[0] == 1 else None

    def request(self, card, size: str = "table", back: bool = False) -> None:
        """Ask for a face: table faces at the size the board is drawn at now, others whole."""
        level = level_for(self.shrink or 1) if size == "table" else 1
        self._ask(face_key(card, size, back), card, size, back, level)

    def ahead(self, card, back: bool = False) -> None:
        """Ask for a board card's face before its first paint, once the board's zoom is known (a board about to be
        fitted zoomed out would have asked every face whole)."""
        if self.shrink is not None:
            self.request(card, "table", back)

    def _ask(self, key: tuple, card, size: str, back: bool, level: int) -> None:
        self._wanted[key] = level
        kept = self._faces.get(key)
        if (kept is not None and kept[0] == level) or (key, level) in self._asked or key in self.errors:
            return
        if size not in SIZES:
            raise ValueError(f"unknown face size {size!r}: use one of {', '.join(SIZES)}")
        self._asked.add((key, level))
        load = self._loads[key, level] = _Load(self, key, card, size, back, level)
        self._pool.start(load)

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
        for load in self._loads.values():
            load.__dict__["card"] = None    # its Python side only (its Qt side may be gone with the pool's queue)
        self._loads.clear()
        self._faces.clear()
        self._asked.clear()
        self._wanted.clear()
        self._placeholders.clear()
        self.used = 0

    @property
    def busy(self) -> int:
        return len(self._asked)

    # -- arriving ------------------------------------------------------------------------
    def _arrived(self, key, level: int, image, error: str):
        self._asked.discard((key, level))
        self._loads.pop((key, level), None)
        if image is None:
            self.errors[key] = error or "unknown error"
            return
        if key in self._faces and (level != self._wanted.get(key, level)
                                   or any(asked == key for asked, _level in self._asked)):
            # another size was asked since (the board zoomed again): that one is kept, come or to come (a face
            # asked whole that arrived after the small one asked since would have stayed, whole)
            return
        pix = QPixmap.fromImage(image)
        old = self._faces.pop(key, None)
        if old is not None:
            self.used -= _bytes(old[1])
        self._faces[key] = (level, pix)  # the size shown now, and only it
        self.used += _bytes(pix)
        while self.used > self.budget and len(self._faces) > 1:
            _k, (_level, dropped) = self._faces.popitem(last=False)
            self.used -= _bytes(dropped)
        self.ready.emit(key)

    def caption(self, card, back: bool = False) -> list[str]:
        """The words the magnifier writes under a face that prints none (`CardFaces.caption`); none for a back."""
        return [] if back or self.ruleset is None else list(layout(self.ruleset).caption(card))

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


def _bytes(pix) -> int:
    return pix.width() * pix.height() * 4


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
