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
