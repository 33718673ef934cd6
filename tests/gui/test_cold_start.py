"""The welcome window is painted before the table's heavy half is read (issue 17's cold start): what the window
needs to open reads neither the engine, the saves' format (jsonschema), Pillow, nor the boards, faces and dialogs.
Its speed is measured by the benchmark gui.cold_start_ratio; this holds what it rests on."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

HEAVY = ("jsonschema", "PIL", "engine.core.game", "engine.bots", "saves.campaigns", "gui.faces", "gui.panels.cards",
         "gui.dialogs.step", "gui.screens.wizard", "gui.table")

_OPEN_THE_WINDOW = r"""
import sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from saves.folders import user_folders
from gui.main_window import MainWindow
from gui.settings import Settings
from gui.theme import apply_theme
folders = user_folders(sys.argv[1])
apply_theme(app, Settings(folders).theme)
window = MainWindow(folders, welcome_later=True)
window.show()
app.processEvents()
print(" ".join(sorted(sys.modules)))
"""


def test_opening_the_window_reads_nothing_a_game_needs(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", _OPEN_THE_WINDOW, str(tmp_path)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    read = set(done.stdout.split())
    assert "gui.main_window" in read
    assert not [name for name in HEAVY if name in read]


def test_the_window_fills_its_welcome_when_asked(qtbot, folders):
    from gui.main_window import MainWindow

    later = MainWindow(folders, welcome_later=True)
    qtbot.addWidget(later)
    later.show()
    assert later.stack.currentWidget() is later.welcome and not later.welcome.continue_button.isVisibleTo(later)
    later.show_welcome()
    assert "No campaign yet" in later.welcome.last.text()


def test_what_waits_for_the_first_frame_runs_once_painted_or_at_the_latest(qtbot):
    from PySide6.QtWidgets import QWidget

    from gui.app import after_first_paint

    shown, hidden = QWidget(), QWidget()
    qtbot.addWidget(shown)
    qtbot.addWidget(hidden)
    calls = {"shown": 0, "hidden": 0}
    after_first_paint(shown, lambda: calls.__setitem__("shown", calls["shown"] + 1), at_the_latest_ms=60_000)
    after_first_paint(hidden, lambda: calls.__setitem__("hidden", calls["hidden"] + 1), at_the_latest_ms=50)
    shown.show()
    qtbot.waitUntil(lambda: calls["shown"] == 1 and calls["hidden"] == 1, timeout=5000)
    shown.update()
    qtbot.wait(120)
    assert calls == {"shown": 1, "hidden": 1}  # once each, however many frames follow
