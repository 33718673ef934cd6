"""Fixtures for the board tests: a face provider on the small test pack, a game, a shown BoardView."""
from __future__ import annotations

import pytest

from tests.seventh.conftest import read_pack, start


@pytest.fixture(scope="session")
def small_pack():
    return read_pack()


@pytest.fixture
def faces(qapp, small_pack, tmp_path):
    from gui.faces import FaceCache
    from gui.pixmaps import FaceProvider
    provider = FaceProvider(small_pack, FaceCache(tmp_path / "faces"))
    yield provider
    provider.wait()


@pytest.fixture
def game(small_pack):
    return start(small_pack, ("char-bruno", "char-ludo"))


@pytest.fixture
def view(qtbot, faces, game):
    from gui.table import BoardView
    board = BoardView(faces)
    board.board.animate = False
    qtbot.addWidget(board)
    board.resize(1000, 700)
    board.show()
    board.show_game(game)
    board.set_pending(game.pending)
    faces.wait()
    return board
