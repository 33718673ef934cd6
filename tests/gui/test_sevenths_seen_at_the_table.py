"""What players met at the table of the two 7th games (Hollowmere, Ashenreach), each held by a test: the panel in front
is the one of the seat being asked, a game continued in the middle of an action shows what it drew, the step
dialog keeps what it is asking in view."""
from __future__ import annotations

import pytest

from tests.gui.conftest import start_through_wizard


def in_front(dock) -> bool:
    """Whether a dock is the tab in front of its group (the others are kept visible, but off the window)."""
    return not dock.visibleRegion().isEmpty()


def shown_player(window) -> int | None:
    """The seat whose panel is in front of the players' tabs, None when another tab is in front of them."""
    shown = [panel.seat for panel, dock in zip(window.players, window.player_docks) if in_front(dock)]
    assert len(shown) <= 1, shown
    return shown[0] if shown else None


@pytest.mark.parametrize("pack_id", ["hollowmere", "ashenreach"])
def test_the_panel_in_front_is_the_one_of_the_seat_acting(window, qtbot, pack_id):
    """The players take no turns: any of them may take the next action. Once Bram acts, his panel comes to the
    front (what he keeps or finds is seen there), and Ada's when she is asked in turn."""
    session = start_through_wizard(window, qtbot, players=2, pack_id=pack_id)
    game = session.game
    window.player_docks[0].raise_()            # the players look at Ada's panel
    qtbot.waitUntil(lambda: shown_player(window) == 0)
    bram = next(o.key for o in game.pending.options if o.data.get("active") == 1 and "icon" in o.data)
    assert session.choose(bram)
    qtbot.waitUntil(lambda: shown_player(window) == 1)
    shown = set()
    for _ in range(40):  # on through Bram's action; while the table or Bram is asked, his panel stays in front
        decision = game.pending
        if decision is None or game.over or decision.kind == "action":
            break
        seat = decision.asking()
        # (a tab the question itself brings in front, the Book read out, may stand over the players' tabs)
        qtbot.waitUntil(lambda: shown_player(window) in (1 if seat is None else seat, None))
        shown.add(shown_player(window))
        keys = decision.keys()
        assert session.choose(next((k for k in ("go", "draw", "reveal", "none", "done") if k in keys), keys[0]))
    else:
        raise AssertionError("Bram's action never ended")
    assert 1 in shown and 0 not in shown
