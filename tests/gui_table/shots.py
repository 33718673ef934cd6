"""Screenshots of the board for a person to look at (tests cannot): `python -m tests.gui_table.shots [folder]`."""
from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

from engine.core.decisions import Decision, Option


def play(game, steps: int, seed: int = 7):
    """Random legal decisions, preferring exploring and moving so the board grows."""
    rng = random.Random(seed)
    for _ in range(steps):
        d = game.pending
        if d is None or game.over:
            return
        if d.number is not None:
            game.choose("cancel" if d.option("cancel") else str(d.number[0]))
            continue
        keys = d.keys()
        if d.kind == "action":
            # prefer the explore/move actions of terrains so the board grows
            good = [k for k in keys if k.endswith(":-1")] or keys
            game.choose(rng.choice(good))
        else:
            game.choose(rng.choice(keys))


def main(out: str = "/tmp/shots") -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtWidgets import QApplication
    from engine.content.loader import load_pack
    from engine.content.paths import packs_dir
    from engine.rulesets.seventh_continent import Seat, new_game
    from gui.faces import FaceCache
    from gui.magnifier import Magnifier
    from gui.pixmaps import FaceProvider
    from gui.table import BoardView

    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    pack = load_pack(packs_dir() / "hollowmere")
    game = new_game(pack, [Seat("Ann", "ilse"), Seat("Bo", "tobiah")], ["drowned-bell"], seed=3)
    play(game, 120)
    faces = FaceProvider(pack, FaceCache(Path(tempfile.gettempdir()) / "fogbound-shot-faces"))
    view = BoardView(faces)
    view.resize(1280, 800)
    view.board.animate = False
    view.show()
    view.show_game(game)
    view.set_pending(game.pending)
    faces.wait()
    app.processEvents()
    view.fit_board()
    app.processEvents()
    view.grab().save(str(out / "board-normal.png"))

    view.set_zoom(1.6)
    terrain = next(i for i in view.board.cards.values() if not i.face_down)
    view.centerOn(terrain)
    app.processEvents()
    faces.wait()
    app.processEvents()
    view.grab().save(str(out / "board-zoomed.png"))

    view.fit_board()
    magnifier = Magnifier(faces)
    view.attach_magnifier(magnifier)
    point = view.mapFromScene(terrain.sceneBoundingRect().center())
    magnifier.show_at(view.viewport(), QPoint(point.x(), point.y()))
    faces.wait()
    app.processEvents()
    shot = view.window().grab()
    # the loupe is its own window: paint it onto the board picture where it floats
    from PySide6.QtGui import QPainter
    painter = QPainter(shot)
    painter.drawPixmap(view.mapFromGlobal(magnifier.pos()), magnifier.grab())
    painter.end()
    shot.save(str(out / "board-magnifier.png"))
    magnifier.hide()

    # lit legal slots: play on until the engine asks where a revealed card goes
    rng = random.Random(11)
    for _ in range(400):
        d = game.pending
        if d is None or game.over or d.kind == "place":
            break
        play(game, 1, seed=rng.randrange(10**6))
    decision = game.pending
    if decision is None or decision.kind != "place":  # none came: ask about a free terrain ourselves
        free = [p for p, c in game.state.pieces.items()
                if pack.cards[c].type == "terrain" and not game.zones.zone_of(p).startswith("board:")]
        decision = Decision("table", "place", "Where does it go?",
                            [Option(f"slot:{z}", z, {"zone": z, "piece": free[0]}) for z in _empty_slots(game)[:3]], context={"piece": free[0]})
    view.show_game(game)
    view.set_pending(decision)
    view.fit_board()
    faces.wait()
    app.processEvents()
    view.grab().save(str(out / "board-place.png"))
    # a drag in progress over a lit slot
    slot = next(iter(view.board.lit.values()))
    view.board.floating.setPos(slot.pos() + QPointF(40, 30))
    view.board.drag_over(view.board.floating, slot.sceneBoundingRect().center())
    app.processEvents()
    view.grab().save(str(out / "board-dragging.png"))
    print("saved to", out)


def _empty_slots(game):
    taken = {z for z, p in game.zones.contents.items() if z.startswith("board:") and p}
    found = []
    for zone in sorted(taken):
        x, y = map(int, zone.split(":")[1].split(","))
        for dx, dy in ((1, 0), (0, 1), (-1, 0), (0, -1)):
            z = f"board:{x + dx},{y + dy}"
            if z not in taken and z not in found:
                found.append(z)
    return found


if __name__ == "__main__":
    main(*sys.argv[1:])
