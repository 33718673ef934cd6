"""The pictures of How to play: each rule system's table a few moves into its bundled adventure, at 1280x720, with
the dialog open on it, written to assets/guide/<ruleset package>.png.

    python assets/tools/shoot_guides.py [--show]

Runs offscreen unless --show (then on the desktop, e.g. an X display). Take the pictures with --show on a screen of
1280x720 or more: offscreen the screen is 800x600, and the table lays a window that does not fit it out as for a small
screen (every panel tabbed in one column). The games are dealt with fixed seeds, so a picture changes only when the
table does."""
from __future__ import annotations

import os
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
OUT = ROOT / "assets" / "guide"
SIZE = (1280, 720)
SAVED_WIDTH = 960
# per pack: the decisions answered before the picture, and whether to stop inside an action (the step dialog open)
PACKS = {"hollowmere": 14, "ashenreach": 10, "brinefall": 6, "cinderfane": 12, "mirewick": 10}
PLAIN = ("go", "reveal", "done", "none", "cancel", "no")


def settle(app, seconds: float = 0.3) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.01)


def start(window, app, pack_id: str) -> None:
    window.show_wizard()
    wizard = window.wizard
    wizard.wait_for_pack()
    index = next(i for i in range(wizard.pack_box.count())
                 if getattr(wizard.pack_box.itemData(i), "id", None) == pack_id)
    wizard.pack_box.setCurrentIndex(index)
    wizard.wait_for_pack()
    for _ in range(500):
        app.processEvents()
        if wizard.pack is not None and wizard.pack.id == pack_id:
            break
    wizard.next_button.click()
    wizard.count.setValue(2)
    wizard.next_button.click()
    settle(app)


def look(window, app) -> None:
    """Rivals at one screen: the seat asked takes the screen."""
    if window.stack.currentWidget() is window.hand_over_screen:
        window.hand_over_screen.ready.emit()
        settle(app, 0.2)


def play(window, app, moves: int) -> None:
    """Answer like a player who tries things: actions with a card or an icon first, then plain answers; stop in the
    middle of an action when one is under way."""
    rng = random.Random(5)
    session = window.session
    for n in range(moves):
        look(window, app)
        game = session.game
        decision = game.pending
        if game.over or decision is None:
            return
        if decision.number:
            key = "cancel" if decision.option("cancel") else str(decision.number[0])
        elif decision.kind == "action":
            acting = [o.key for o in decision.options if {"icon", "card", "action"} & set(o.data)
                      and o.data.get("action") != "end"]
            key = rng.choice(acting or decision.keys())
        else:
            keys = decision.keys()
            key = next((k for k in PLAIN if k in keys), rng.choice(keys))
        window.choose(key)
        settle(app, 0.15)
        if n >= moves // 2 and window.step is not None and window.step.isVisible():
            return


def picture(window):
    """The window with its open dialogs drawn where they stand on it."""
    from PySide6.QtGui import QPainter

    shot = window.grab()
    painter = QPainter(shot)
    for dialog in (window.step, window.decision):
        if dialog is not None and dialog.isVisible():
            where = window.mapFromGlobal(dialog.mapToGlobal(dialog.rect().topLeft()))
            painter.drawPixmap(where, dialog.grab())
    painter.end()
    return shot


def main(argv: list[str]) -> int:
    if "--show" not in argv:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import Qt

    import gui.starting
    from engine import rulesets as registry
    from engine.content.loader import list_packs
    from gui.app import make_app
    from gui.main_window import MainWindow
    from gui.settings import Settings
    from saves.folders import user_folders

    app = make_app()
    gui.starting.random.SystemRandom = lambda: random.Random(3)  # the same deal each time
    OUT.mkdir(parents=True, exist_ok=True)
    packs = {s.id: s.ruleset for s in list_packs()}
    with tempfile.TemporaryDirectory(prefix="fogbound-guide-") as data:
        folders = user_folders(data)
        Settings(folders).animations = False
        for pack_id, moves in PACKS.items():
            window = MainWindow(folders)
            window.unattended = True
            window.show()
            window.setWindowState(Qt.WindowState.WindowNoState)
            window.resize(*SIZE)
            settle(app)
            start(window, app, pack_id)
            play(window, app, moves)
            look(window, app)
            settle(app, 0.5)
            if window.faces is not None:
                window.faces.wait()
            if window.provider is not None:
                window.provider.wait()
            settle(app, 0.5)
            path = OUT / f"{registry.package(packs[pack_id])}.png"
            picture(window).scaledToWidth(SAVED_WIDTH, Qt.TransformationMode.SmoothTransformation).save(str(path))
            print(f"wrote {path.relative_to(ROOT)}")
            window.close_game()
            window.close()
            window.deleteLater()
            settle(app, 0.2)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
