"""What players met at the table of the two 7th games (Hollowmere, Ashenreach), each held by a test: the panel in front
is the one of the seat being asked, a game continued in the middle of an action shows what it drew, the step
dialog keeps what it is asking in view."""
from __future__ import annotations

import pytest

from tests.gui.conftest import shown_player, start_through_wizard


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


def _drawn_words(step) -> str:
    return next(bit for bit in step.figures.text().split(" · ") if bit.startswith("Drawn"))


def test_a_game_continued_in_the_middle_of_an_action_shows_what_it_drew(window, qtbot, folders):
    """Continued from its autosave after the drawn cards were discarded (a card found, a terrain to place), the step
    dialog said "Drawn 0", the cards and the verdict gone, though the action had drawn and revealed them."""
    from engine.rulesets.seventh_continent.table import DRAWN
    from gui.main_window import MainWindow
    from gui.panels.words import player_name

    session = start_through_wizard(window, qtbot)
    game = session.game
    step = window.step
    for _ in range(200):  # explore, as players do at first, until an action goes on with its cards discarded
        decision = game.pending
        if decision.kind != "action" and step.isVisible() and step.cards and not game.zones.size(DRAWN):
            break
        keys = decision.keys()
        explore = [o.key for o in decision.options if o.data.get("icon") == "explore"]
        assert session.choose(explore[0] if explore else
                              next((k for k in ("go", "draw", "reveal", "none", "done") if k in keys), keys[0]))
    else:
        raise AssertionError("no action went on after its cards were discarded")
    step.finish_reveals()
    drawn, cards, outcome = _drawn_words(step), list(step.cards), step.outcome.text()
    assert drawn != "Drawn <b>0</b>" and outcome
    window.close()

    again = MainWindow(folders)
    qtbot.addWidget(again)
    again.show()
    again.continue_last()
    assert again.session is not None
    assert again.step.isVisible()
    again.step.finish_reveals()
    assert _drawn_words(again.step) == drawn
    assert again.step.cards == cards and set(cards) <= again.step.revealed
    assert again.step.outcome.text() == outcome
    assert player_name(game, 0) in again.step.people.text()
    again.close()


def _whole_in_view(widget) -> bool:
    """Shown whole: nothing of it scrolled away or cut by the dialog's edge."""
    return widget.isVisible() and widget.visibleRegion().boundingRect() == widget.rect()


def test_the_step_dialog_keeps_what_it_is_and_what_it_asks_in_view(window, qtbot):
    """A short dialog (a large scale on a small screen) scrolled its header away under the answers, or under a long
    "What happened" to reach Continue: the action's name and the question stay in view over what scrolls."""
    session = start_through_wizard(window, qtbot)
    game = session.game
    step = window.step
    explore = next(o.key for o in game.pending.options if o.data.get("icon") == "explore")
    assert session.choose(explore)
    step.resize(step.width(), 330)
    asked = 0
    for _ in range(40):
        decision = game.pending
        if decision.kind == "action":
            break
        if step.box.isVisible() and step.box.buttons:
            qtbot.wait(30)
            assert _whole_in_view(step.title), decision.prompt
            assert _whole_in_view(step.box.prompt) and _whole_in_view(step.box.buttons[0]), decision.prompt
            asked += 1
        keys = decision.keys()
        assert session.choose(next((k for k in ("go", "draw", "reveal", "none", "done") if k in keys), keys[0]))
    assert asked >= 2
    assert step.close_button.isVisible() and step.results.text()  # the action is over: what it did, then Continue
    step.results.setText(step.results.text() + "<p>…</p>" * 30)  # as long as a consequence's list can be
    step.finish_reveals()
    qtbot.wait(30)
    assert _whole_in_view(step.title) and _whole_in_view(step.close_button)
