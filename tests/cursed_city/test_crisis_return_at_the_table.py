"""Where a hero back from a crisis comes in is asked on the board: the nearest empty spaces light up and the hero,
waiting beside the board, is dragged to one ("Where does the Hexer come back?" lit nothing: the leader had to read
squares' names)."""
from __future__ import annotations

from engine.rulesets.cursed_city.battlefield import where
from gui.rulesets.cursed_city import geometry as at
from gui.session import Session
from tests.gui.conftest import folders, window  # noqa: F401 - the fixtures

from .test_crises import _search, game  # noqa: F401 - the fixture


def test_where_a_hero_comes_back_from_a_crisis_lights_the_spaces_and_takes_a_drop(window, game, pack, qtbot):
    _search(game, "warden", "bell-in-the-dark")
    game.choose("hero:hexer")
    for _ in range(40):
        if game.pending.kind == "crisis_return":
            break
        keys = game.legal_options()
        game.choose("end" if "end" in keys else keys[0])
    assert game.pending.kind == "crisis_return"
    window.enter(Session(game, pack))
    scene = window.board.board
    cells = {tuple(o.data["cell"]) for o in game.pending.options}
    lit = {slot.zone for slot in scene.lit.values()}
    assert lit == {f"space:{x},{y}" for x, y in cells}, lit
    assert scene.floating is not None and scene.floating.piece == "hexer"
    to = sorted(cells)[-1]
    scene.drop_at(scene.floating, at.cell_rect(to).center())
    qtbot.waitUntil(lambda: where(game, "hexer") == to, timeout=3000)
