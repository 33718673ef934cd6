"""An exception raised in a presentation's slot or paint is caught at the table's boundary and reported with a
message; the program goes on and exits 0, never in a segmentation fault (issue 33). The real `gui.app` runs in its
own process with a test presentation of The 7th Continent whose board scenery fails to paint and whose panel's
slot raises, and whose player's panel fails to paint."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.gui.test_ways_out import data_dir  # noqa: F401 - the fixture: a campaign with an autosave

ROOT = Path(__file__).resolve().parents[2]

_FAULTY_TABLE = r"""
import sys

from PySide6.QtCore import QRectF, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsRectItem, QMessageBox

import gui.rulesets
from gui import app
from gui.panels.base import BasePanel
from gui.rulesets import Panel
from gui.rulesets.seventh_continent import SeventhContinentTable
from gui.rulesets.seventh_continent.board import ContinentBoard
from gui.rulesets.seventh_continent.players import PlayerPanel


class FailsToPaint(QGraphicsRectItem):
    def paint(self, painter, option, widget=None):
        raise ValueError("the test scenery fails to paint")


class FaultyBoard(ContinentBoard):
    def scenery(self, game):
        return [FailsToPaint(QRectF(0, 0, 400, 400))]


class FaultyPanel(BasePanel):
    def show_game(self, game):
        QTimer.singleShot(0, self.fail)

    def fail(self):
        raise KeyError("the test panel's slot fails")


class FailsToPaintItsPanel(PlayerPanel):
    def paintEvent(self, event):
        raise LookupError("the test player's panel fails to paint")


class FaultyTable(SeventhContinentTable):
    board = FaultyBoard()

    def seat_panel(self, faces, seat):
        return FailsToPaintItsPanel(faces, seat)

    def panels(self, faces):
        return [*super().panels(faces), Panel("Faulty", "faulty", FaultyPanel())]


PRESENTATION = FaultyTable()
gui.rulesets.package = lambda ruleset_id: "__main__"  # this script is the presentation the table finds


def leave_once_painted(window, way):
    window.player_docks[0].raise_()  # its tab in front, as a player clicks it: the panel is painted
    def look():
        titles = [box.windowTitle() for box in window.findChildren(QMessageBox) if box.isVisible()]
        print("BOXES " + " | ".join(titles), flush=True)
        QApplication.instance().exit(0)
    QTimer.singleShot(1500, look)


app.leave = leave_once_painted
sys.exit(app.main(sys.argv[1:]))
"""


def test_a_fault_in_a_presentations_paint_or_slot_is_reported_and_the_program_exits_0(data_dir):  # noqa: F811
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("FOGBOUND_DATA_DIR", None)
    done = subprocess.run([sys.executable, "-c", _FAULTY_TABLE, "--data-dir", data_dir, "--exit-when-shown", "board"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=180)
    assert "SHOWN board" in done.stdout, done.stderr[-3000:]
    assert done.returncode == 0, done.stderr[-3000:]
    said = done.stderr
    assert said.count("ValueError: the test scenery fails to paint") == 2  # once reported, once in its traceback
    assert "KeyError: \"the test panel's slot fails\"" in said
    assert "LookupError: the test player's panel fails to paint" in said
    boxes = next(line for line in done.stdout.splitlines() if line.startswith("BOXES"))
    assert boxes.count("Something went wrong at the table") == 3  # one message for each fault
