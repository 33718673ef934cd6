"""First start of a pack: the board shows at once, its faces drawn in workers as they come into view."""
from __future__ import annotations

from tests.gui.conftest import start_through_wizard


def test_a_new_game_draws_only_the_faces_it_shows(window, qtbot, pack):
    """The board shows at once on a fresh data folder: faces are drawn as they come into view, in workers."""
    session = start_through_wizard(window, qtbot)
    assert window.face_cache.renders < 40  # not the pack's hundreds of faces before the board shows
    shown = next(iter(window.board.board.cards.values()))
    qtbot.waitUntil(lambda: window.provider.has(shown.card, "table", shown.face_down), timeout=20000)
    window.faces.wait()
    assert len(pack.cards) > 100 and window.face_cache.renders < len(pack.cards)
    assert session.game.pending is not None


def test_settings_remember_the_window(qtbot, folders):
    from gui.main_window import MainWindow

    first = MainWindow(folders)
    qtbot.addWidget(first)
    first.resize(701, 503)
    first.show()
    first.close()
    assert (folders.config / "fogbound.ini").is_file()
    second = MainWindow(folders)
    qtbot.addWidget(second)
    assert second.size().width() == 701
