"""First start of a pack: its faces are drawn in workers behind a progress dialog, once."""
from __future__ import annotations

from pathlib import Path

from engine.content.loader import load_pack
from gui.dialogs.faces_progress import build_faces
from gui.faces import FaceCache

TINY = Path(__file__).resolve().parents[1] / "content" / "packs" / "tiny-isle"


def test_faces_are_drawn_once(qtbot, tmp_path):
    pack = load_pack(TINY)
    cache = FaceCache(tmp_path / "faces")
    steps = []
    builder = build_faces(pack, cache)
    assert not builder.failed
    assert cache.renders > 0
    assert not builder.missing()  # every table face and back is on disk now
    drawn = cache.renders
    again = build_faces(pack, cache)
    again.progress.connect(lambda done, total: steps.append(total))
    assert cache.renders == drawn  # the second start draws nothing


def test_settings_remember_the_window(qtbot, folders):
    from gui.main_window import MainWindow

    first = MainWindow(folders, build_faces_first=False)
    qtbot.addWidget(first)
    first.resize(701, 503)
    first.show()
    first.close()
    assert (folders.config / "fogbound.ini").is_file()
    second = MainWindow(folders, build_faces_first=False)
    qtbot.addWidget(second)
    assert second.size().width() == 701
