"""Fixtures for the table's tests: a main window on a temporary data folder, a game on the bundled pack."""
from __future__ import annotations

import pytest

from engine.content.loader import list_packs, load_pack
from engine.rulesets.seventh_continent import Seat, new_game
from saves.folders import user_folders


# every module that reads the screen's free area by its own name for it (`from gui.fit import free_area`)
READS_THE_SCREEN = ("gui.fit", "gui.laying_out", "gui.playing", "gui.dialogs.decision", "gui.screens.wizard")


@pytest.fixture
def screen_area(monkeypatch):
    """`screen_area(rect)`: the free area every part of the window reads for the rest of the test, put back after
    it. Each module is imported before it is patched: one first imported under the patch (the wizard, by the first
    game started through it) kept the test's screen for the whole run, and a later 1280×720 test failed."""
    import importlib

    modules = [importlib.import_module(name) for name in READS_THE_SCREEN]

    def use(area):
        from PySide6.QtCore import QRect

        for module in modules:
            monkeypatch.setattr(module, "free_area", lambda widget=None: QRect(area))
    return use


@pytest.fixture(scope="session")
def pack():
    summary = next(s for s in list_packs() if s.id == "hollowmere")
    return load_pack(summary.folder)


@pytest.fixture
def game(pack):
    return new_game(pack, [Seat("Ada", "anselm"), Seat("Bram", "ilse")], ["drowned-bell"], seed=7)


@pytest.fixture
def folders(tmp_path):
    return user_folders(tmp_path / "userdata")


@pytest.fixture
def window(qtbot, folders, monkeypatch):
    from gui.main_window import MainWindow

    problems: list[str] = []
    # a warning box would wait for a click: record its text instead
    monkeypatch.setattr(MainWindow, "_problem", lambda self, title, text: problems.append(text))
    win = MainWindow(folders)
    win.problems = problems
    qtbot.addWidget(win)
    win.show()
    yield win
    if win.session is not None:
        win.close_game()


def pick_pack(wizard, qtbot, pack_id):
    """Choose a pack in the wizard by its id, as a player picks it by name (the list's order is not the test's)."""
    wizard.wait_for_pack()
    index = next((i for i in range(wizard.pack_box.count())
                  if getattr(wizard.pack_box.itemData(i), "id", None) == pack_id), None)
    assert index is not None, f"the wizard does not list the pack {pack_id!r}"
    wizard.pack_box.setCurrentIndex(index)
    wizard.wait_for_pack()
    qtbot.waitUntil(lambda: wizard.pack is not None and wizard.pack.id == pack_id, timeout=15000)


def start_through_wizard(window, qtbot, players=2, pack_id="hollowmere", name: str | None = "Test crossing"):
    """Fill the new-game wizard like a player and press its buttons (The 7th Continent's Hollowmere by default);
    `name=None` keeps the campaign name the wizard suggests."""
    from PySide6.QtCore import Qt

    window.welcome.new_button.click()
    wizard = window.wizard
    pick_pack(wizard, qtbot, pack_id)
    if name is not None:
        wizard.campaign_name.setText(name)
    qtbot.mouseClick(wizard.next_button, Qt.MouseButton.LeftButton)
    wizard.count.setValue(players)
    qtbot.mouseClick(wizard.next_button, Qt.MouseButton.LeftButton)
    assert window.session is not None, window.problems
    return window.session


def answer_until_action(session, limit=300):
    """Answer every decision plainly until the game waits for a new action again."""
    game = session.game
    for _ in range(limit):
        decision = game.pending
        if game.over or decision is None or decision.kind == "action":
            return
        key = "cancel" if decision.number else decision.options[0].key
        assert session.choose(key)
    raise AssertionError("the action never ended")


def see_the_end(window) -> None:
    """The answer that ended the game shows what it did first (a finished action's results in the step dialog, else
    the decision dialog's last lines and why the game is over), on the board; the players move on to the end
    screen as they would, with that dialog's button."""
    assert window.stack.currentWidget() is window.board, "the end screen came before the last answer was shown"
    if window.step.isVisible() and window.step.finished_action:
        window.step.close_button.click()
    else:
        assert window.decision.the_end.isVisible(), "nothing shows what the last answer did"
        window.decision.the_end.click()


def drag_on_board(qtbot, view, start, end):
    """Press, move in a few steps and release the left button over the board (scene points), as a hand does."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    port = view.viewport()
    a, b = view.mapFromScene(start), view.mapFromScene(end)

    def send(kind, point, buttons):
        event = QMouseEvent(kind, point.toPointF(), port.mapToGlobal(point).toPointF(), Qt.MouseButton.LeftButton,
                            buttons, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(port, event)

    send(QMouseEvent.Type.MouseButtonPress, a, Qt.MouseButton.LeftButton)
    for n in range(1, 9):
        send(QMouseEvent.Type.MouseMove, a + (b - a) * n / 8, Qt.MouseButton.LeftButton)
    send(QMouseEvent.Type.MouseButtonRelease, b, Qt.MouseButton.NoButton)
    qtbot.wait(50)


def in_front(dock) -> bool:
    """Whether a dock is the tab in front of its group (the others are kept visible, but off the window)."""
    return not dock.visibleRegion().isEmpty()


def shown_player(window) -> int | None:
    """The seat whose panel is in front of the players' tabs, None when another tab is in front of them."""
    shown = [panel.seat for panel, dock in zip(window.players, window.player_docks) if in_front(dock)]
    assert len(shown) <= 1, shown
    return shown[0] if shown else None
