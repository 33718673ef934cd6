"""A game looks the same however it was reached: new, continued, loaded, second or tenth of the session. Seen at
1280x720 and at 200 %: the second game of a session got the first one's panel layout restored over its own (a
five-row "What now?" over stacked panels, the step dialog squeezed into it), and loading a named slot moved "What
now?" to the bottom and swapped the player tabs."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QTabBar

from tests.gui.conftest import pick_pack

PACKS = ("hollowmere", "ashenreach", "brinefall", "cinderfane", "mirewick")
# the free area of a 1280x720 screen with a task bar, in logical pixels at 100 % and 200 %
SCREENS = {"1280x720": QRect(0, 0, 1280, 690), "200 %": QRect(0, 0, 640, 345)}


@pytest.fixture
def screen(request, monkeypatch):
    """The window's screen, as the table reads it, and the same seeds whichever order the games come in."""
    import gui.dialogs.decision
    import gui.laying_out
    import gui.playing
    import gui.starting

    area = SCREENS[request.param]
    for module in (gui.laying_out, gui.playing, gui.dialogs.decision):
        monkeypatch.setattr(module, "free_area", lambda widget=None: QRect(area))
    monkeypatch.setattr(gui.starting.random, "SystemRandom", lambda: random.Random(11))
    return area


def settle(rounds: int = 6):
    for _ in range(rounds):
        QApplication.processEvents()


def looking(window):
    """Rivals at one screen: the seat asked takes the screen passed to it, and sees its table."""
    settle()
    if window.stack.currentWidget() is window.hand_over_screen:
        window.hand_over_screen.ready.emit()  # its button, once the guard against a stray key is over
    settle()
    window._whole_tab_titles()
    settle()


def start(window, qtbot, pack_id: str):
    """A new game as a player starts one: Game → New, the adventure, two players, Start."""
    window.show_wizard()
    wizard = window.wizard
    pick_pack(wizard, qtbot, pack_id)
    wizard.campaign_name.setText(window.campaigns.free_name(f"Laid out {pack_id}", "new"))
    wizard.next_button.click()
    wizard.count.setValue(2)
    wizard.next_button.click()
    assert window.session is not None and window.session.pack.id == pack_id, window.problems
    looking(window)


def layout(window) -> dict:
    """What a player sees of the table's arrangement: each panel's side, place and size, which are in front, the
    tab groups (whole tab bars only) and where the open dialog stands."""
    docks = {dock.objectName(): (window.dockWidgetArea(dock).name, dock.geometry().getRect(),
                                 not dock.visibleRegion().isEmpty())
             for dock in window.docks if dock.isVisible()}
    bars = sorted(tuple(bar.tabText(i) for i in range(bar.count()))
                  for bar in window.findChildren(QTabBar) if bar.isVisible() and bar.count())
    dialogs = {name: dialog.geometry().getRect() for name, dialog in (("step", window.step), ("decision", window.decision))
               if dialog.isVisible()}
    assert docks, "no panel in view"
    return {"docks": docks, "tabs": bars, "board": window.board.geometry().getRect(), "dialogs": dialogs}


def fresh_window(qtbot, folders, area):
    from gui.main_window import MainWindow

    window = MainWindow(folders)
    window.problems = []
    qtbot.addWidget(window)
    window.show()
    sized(window, area)
    return window


def sized(window, area):
    """The window as large as the screen's free area (the offscreen screen is smaller: never maximised)."""
    window.setWindowState(Qt.WindowState.WindowNoState)
    window.resize(area.size())
    settle()


@pytest.mark.parametrize("screen", list(SCREENS), indirect=True)
def test_five_games_in_a_row_are_laid_out_as_each_opened_first(window, qtbot, tmp_path, screen):
    from saves.folders import user_folders

    firsts = {}
    for pack_id in PACKS:
        alone = fresh_window(qtbot, user_folders(tmp_path / f"alone-{pack_id}"), screen)
        start(alone, qtbot, pack_id)
        firsts[pack_id] = layout(alone)
        alone.close_game()
        alone.close()
    sized(window, screen)
    for pack_id in PACKS:  # one window, one session: each game after the others
        start(window, qtbot, pack_id)
        assert layout(window) == firsts[pack_id], pack_id
        window.close_game()
        settle()


@pytest.mark.parametrize("screen", ["1280x720"], indirect=True)
def test_a_game_loaded_or_continued_is_laid_out_as_when_it_was_new(window, qtbot, screen):
    from gui.last_play import AUTOSAVE

    sized(window, screen)
    start(window, qtbot, "brinefall")
    new = layout(window)
    assert window.save_to("before the tide")
    campaign = window.session.campaign
    window.close_game()
    start(window, qtbot, "hollowmere")  # another game in between, "What now?" dragged to the bottom by its player
    window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, window.answers_dock)
    window.close_game()
    assert window.open_campaign(window.campaigns.open(campaign.id), "before the tide"), window.problems
    looking(window)
    assert layout(window) == new
    window.close_game()
    assert window.open_campaign(window.campaigns.open(campaign.id), AUTOSAVE), window.problems
    looking(window)
    assert layout(window) == new
    window.close_game()
    start(window, qtbot, "hollowmere")  # that table keeps its player's arrangement
    assert window.dockWidgetArea(window.answers_dock) == Qt.DockWidgetArea.BottomDockWidgetArea
