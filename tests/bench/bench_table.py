"""Board speed and memory: 300 cards on a 1920x1080 view (offscreen): full repaint, one zoom step, resident memory."""
from __future__ import annotations

import dataclasses
import os
import tempfile
from pathlib import Path

from tests.bench.timing import median_seconds

COLUMNS, ROWS = 20, 15  # 300 cards
_board = {}


def board_game(count: int = COLUMNS * ROWS):
    """A game of the bundled pack whose board holds `count` cards, all different faces, a quarter face down."""
    from engine.content.loader import load_pack
    from engine.content.paths import packs_dir
    from engine.rulesets.seventh_continent import Seat, new_game

    pack = load_pack(packs_dir() / "hollowmere")
    game = new_game(pack, [Seat("Ann", "ilse"), Seat("Bo", "tobiah")], ["drowned-bell"], seed=3)
    for zone, pieces in list(game.zones.contents.items()):  # clear the board the setup laid
        if zone.startswith(("board:", "attached:")):
            for piece in list(pieces):
                game.zones.move(piece, "box")
    pieces = sorted(game.state.pieces)
    originals = list(pack.cards.values())
    k = 0
    while len(pieces) < count:  # more distinct cards than the pack has: retitled copies (new faces)
        card = originals[k % len(originals)]
        copy = dataclasses.replace(card, id=f"{card.id}--{k}", title=f"{card.title} {k}")
        game.cards[copy.id] = copy
        game.state.pieces[copy.id] = copy.id
        game.zones.create(copy.id, "box")
        pieces.append(copy.id)
        k += 1
    game.table.face_down.clear()
    for i, piece in enumerate(pieces[:count]):
        zone = f"board:{i % COLUMNS},{i // COLUMNS}"
        game.zones.move(piece, zone)
        if i % 4 == 3:
            game.table.face_down.append(piece)
    for player in game.table.players:
        player.at = "board:0,0"
    return pack, game


def shown():
    """One 1920x1080 BoardView with the 300-card board shown and every table face loaded (built once)."""
    if _board:
        return _board
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication
    from gui.faces import FaceCache
    from gui.pixmaps import FaceProvider
    from gui.table import BoardView

    app = QApplication.instance() or QApplication([])
    pack, game = board_game()
    cache_dir = Path(tempfile.gettempdir()) / "fogbound-bench-faces"  # kept between runs: drawing is not measured here
    faces = FaceProvider(pack, FaceCache(cache_dir))
    view = BoardView(faces)
    view.board.animate = False
    view.resize(1920, 1080)
    view.show()
    view.show_game(game)
    view.set_pending(game.pending)
    view.fit_board()
    _repaint(view, _image(view))  # the faces are asked as they are painted, at the size they are shown
    faces.wait(600_000)
    app.processEvents()
    _board.update(app=app, view=view, faces=faces, game=game)
    return _board


def _repaint(view, image):
    view.viewport().render(image)


def _image(view):
    from PySide6.QtGui import QImage
    return QImage(view.viewport().size(), QImage.Format_ARGB32_Premultiplied)


def repaint_ms():
    """A full repaint of the viewport with the whole 300-card board in view (the most cards at once)."""
    view = shown()["view"]
    view.fit_board()
    image = _image(view)
    return median_seconds(lambda: _repaint(view, image), repeat=25, warmup=3) * 1000, "ms"


def repaint_close_ms():
    """A full repaint zoomed in past table resolution (magnifier faces, a dozen cards in view)."""
    board = shown()
    view = board["view"]
    view.set_zoom(1.6)
    view.centerOn(view.board.cards[next(iter(view.board.cards))])
    image = _image(view)
    _repaint(view, image)
    board["faces"].wait()
    result = median_seconds(lambda: _repaint(view, image), repeat=25, warmup=3) * 1000
    view.fit_board()
    return result, "ms"


def zoom_ms():
    """One zoom step (wheel notch) and the repaint it causes, alternating in and out around the fitted board."""
    view = shown()["view"]
    view.fit_board()
    image = _image(view)
    state = {"in": True}

    def step():
        view.zoom_in() if state["in"] else view.zoom_out()
        state["in"] = not state["in"]
        _repaint(view, image)
    return median_seconds(step, repeat=25, warmup=3) * 1000, "ms"


def memory_mb():
    """Resident memory of this process with the 300 cards shown and painted (VmRSS), once the faces at the size
    they are shown have arrived."""
    board = shown()
    view = board["view"]
    view.fit_board()
    _repaint(view, _image(view))
    board["faces"].wait()
    board["app"].processEvents()
    _repaint(view, _image(view))
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024, "MB"
    raise RuntimeError("no VmRSS in /proc/self/status")


BENCHMARKS = {
    "table.memory_mb": memory_mb,
    "table.repaint_ms": repaint_ms,
    "table.repaint_close_ms": repaint_close_ms,
    "table.zoom_ms": zoom_ms,
}
