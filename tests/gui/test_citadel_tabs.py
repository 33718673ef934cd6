"""Every panel of The 7th Citadel's table shows its tab at a glance: on a laptop's screen (1280x720) the side column
holds "What now?", the Dialogue Book, the Citadel (leaflet and World Map), the cards in common and the log, and none
hides behind the tab bar's arrows; nor on a large screen at 200 % (960x540 logical), the players' tabs there too."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QTabBar

from engine.content.loader import list_packs, load_pack
from engine.core.ruleset import Seat
from engine.rulesets.seventh_citadel import RULESET
from gui.panels.sections import Sections
from gui.rulesets.seventh_citadel.panels import DialoguePanel, LeafletPanel, WorldMap
from gui.session import Session


@pytest.fixture(scope="module")
def pack():
    return load_pack(next(s for s in list_packs() if s.id == "ashenreach").folder)


def at(window, pack, monkeypatch, width: int, height: int):
    import gui.laying_out as laying_out

    monkeypatch.setattr(laying_out, "free_area", lambda widget=None: QRect(0, 0, width, height))
    window.resize(width, height)
    game = RULESET.new_game(pack, [Seat("Ann", "maren"), Seat("Bo", "corvo")], {"scenario": "ashes-at-dawn"}, 3)
    window.enter(Session(game, pack))
    for _ in range(3):
        QApplication.processEvents()
    window._whole_tab_titles()
    QApplication.processEvents()
    return {bar: [bar.tabText(i) for i in range(bar.count())] for bar in window.findChildren(QTabBar) if bar.isVisible()}


def hidden(bar: QTabBar) -> list[str]:
    return [bar.tabText(i) for i in range(bar.count()) if not bar.rect().contains(bar.tabRect(i))]


def test_on_a_laptops_screen_every_tab_of_the_side_column_shows(window, pack, monkeypatch):
    bars = at(window, pack, monkeypatch, 1280, 680)
    side = next(bar for bar, titles in bars.items() if "What now?" in titles)
    assert bars[side] == ["What now?", "Book", "Citadel", "Cards", "Log"]
    assert all(not hidden(bar) for bar in bars), {tuple(t): hidden(b) for b, t in bars.items()}


def test_at_200_percent_on_a_large_screen_the_column_widens_until_every_tab_shows(window, pack, monkeypatch):
    bars = at(window, pack, monkeypatch, 960, 520)
    side = next(bar for bar, titles in bars.items() if "What now?" in titles)
    assert {"Ann", "Bo", "Book", "Citadel", "Cards", "Log"} <= set(bars[side])     # the players' panels there too
    assert not hidden(side)
    assert side.width() <= 960 * window.WIDEST_SIDE + 16                          # the board keeps half the window


def test_the_panels_a_player_reads_together_share_a_tab(window, pack, monkeypatch):
    at(window, pack, monkeypatch, 1280, 680)
    citadel = next(s for s in window.findChildren(Sections) if any(isinstance(p, LeafletPanel) for p in s.parts))
    assert [type(p) for p in citadel.parts] == [LeafletPanel, WorldMap]
    shared = next(s for s in window.findChildren(Sections) if s is not citadel)
    assert [p.title if hasattr(p, "title") else type(p).__name__ for p in shared.parts] == \
        ["Quest items", "GlobalEvents", "The past", "Banished"]
    assert "The Ember Citadel" in citadel.parts[1].slots.text()           # each part shows the game
    assert window.findChildren(DialoguePanel)
