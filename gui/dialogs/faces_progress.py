"""First start of a pack: its card faces are drawn once, in worker threads, behind a progress dialog."""
from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor, as_completed

from PySide6.QtCore import QEventLoop, QThread, Signal
from PySide6.QtWidgets import QProgressDialog

SHOW_AFTER_MS = 400  # a warm cache finishes before the dialog would even appear


class FaceBuilder(QThread):
    """Draws every missing table-size face (and back) of a pack; `progress(done, total)`."""

    progress = Signal(int, int)

    def __init__(self, pack, cache, workers: int = 2, parent=None):
        super().__init__(parent)
        self.pack, self.cache, self.workers = pack, cache, workers
        self.stop = False
        self.failed: list[str] = []

    def missing(self) -> list[tuple]:
        wanted = []
        for card in self.pack.cards.values():
            for back in (False, True):
                if not self.cache.path_for(card, self.pack.folder, "table", back).exists():
                    wanted.append((card, back))
        return wanted

    def run(self) -> None:
        todo = self.missing()
        total = len(todo)
        self.progress.emit(0, total)
        if not todo:
            return
        with ThreadPoolExecutor(max_workers=self.workers, thread_name_prefix="faces-first") as pool:
            futures = {pool.submit(self._draw, card, back): card.id for card, back in todo}
            for done, future in enumerate(as_completed(futures), start=1):
                if future.exception() is not None:
                    self.failed.append(futures[future])
                self.progress.emit(done, total)
                if self.stop:
                    pool.shutdown(wait=False, cancel_futures=True)
                    return

    def _draw(self, card, back):
        if not self.stop:
            self.cache.get(card, self.pack.folder, "table", back)


def build_faces(pack, cache, parent=None) -> FaceBuilder:
    """Draw the pack's missing faces now, showing progress; the window keeps repainting meanwhile."""
    builder = FaceBuilder(pack, cache, parent=parent)
    dialog = QProgressDialog("Drawing the card faces of this pack (only the first time)…", "Draw them later",
                             0, 0, parent)
    dialog.setWindowTitle("Preparing the cards")
    dialog.setMinimumDuration(SHOW_AFTER_MS)
    dialog.setAutoClose(False)
    dialog.setAutoReset(False)
    dialog.setAccessibleName("Preparing the card faces")

    def step(done: int, total: int) -> None:
        dialog.setMaximum(max(1, total))
        dialog.setValue(done)
        dialog.setLabelText(f"Drawing the card faces of {pack.title} (only the first time): {done} of {total}")

    def cancel() -> None:
        builder.stop = True  # faces not drawn now are drawn when first shown

    builder.progress.connect(step)
    dialog.canceled.connect(cancel)
    loop = QEventLoop()
    builder.finished.connect(loop.quit)
    builder.start()
    if not builder.isFinished():
        loop.exec()
    builder.wait()
    dialog.close()
    dialog.deleteLater()
    return builder
