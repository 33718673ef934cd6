"""The full-size card viewer: the face at magnifier size beside its text in words, which the card's ruleset
writes (for screen readers and copying)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QTextBrowser

from gui.faces.render import SIZES, layout
from gui.pixmaps import face_key


class CardViewer(QDialog):
    """The card at magnifier resolution (fitted to the screen, sharp at its pixel ratio) beside its selectable
    text; `faces` is the table's `gui.pixmaps.FaceProvider`, whose pack names the ruleset."""

    def __init__(self, faces, card, face_down: bool = False, parent=None):
        super().__init__(parent)
        self.faces, self.card, self.face_down = faces, card, face_down
        self.setWindowTitle("A face-down card" if face_down else card.title)
        self.picture = QLabel(alignment=Qt.AlignCenter)
        self.picture.setAccessibleName("Card picture")
        self.text = QTextBrowser()
        self.text.setPlainText(layout(faces.ruleset).text(card, face_down, faces.names))
        self.text.setAccessibleName("Card text")
        self.text.setMinimumWidth(300)
        row = QHBoxLayout(self)
        row.addWidget(self.picture)
        row.addWidget(self.text, 1)
        QShortcut(QKeySequence(Qt.Key_Space), self, activated=self.accept)
        faces.ready.connect(self._face_ready)
        self._set_picture()

    def _target_size(self):
        w, h = SIZES["magnifier"]
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is not None:
            avail = screen.availableGeometry()
            fit = min(1.0, avail.height() * 0.85 / h, avail.width() * 0.6 / w)
            w, h = int(w * fit), int(h * fit)
        return w, h

    def _set_picture(self):
        w, h = self._target_size()
        dpr = self.devicePixelRatioF()
        pix = self.faces.pixmap(self.card, "magnifier", self.face_down)
        pix = pix.scaled(int(w * dpr), int(h * dpr), Qt.KeepAspectRatio, Qt.SmoothTransformation)
        pix.setDevicePixelRatio(dpr)
        self.picture.setPixmap(pix)
        self.picture.setFixedSize(w, h)

    def _face_ready(self, key):
        if key == face_key(self.card, "magnifier", self.face_down):
            self._set_picture()
