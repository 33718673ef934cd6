"""What the rules did by themselves, played back on the board (a Cursed City hostile's activation), stays in view once
played until the player moves on (their next answer, or Close); it went 2.5 s after its last step."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from engine.content.loader import list_packs, load_pack
from gui import motion
from tests.cursed_city import plan
from tests.gui.test_cursed_city_hostile_playback import _to_a_hostile_move

READ_BEFORE = 2500  # ms: the panel went this long after its last step


@pytest.fixture(scope="module")
def mirewick():
    return load_pack(next(s for s in list_packs() if s.id == "mirewick").folder)


def test_a_playback_over_stays_until_the_next_answer(window, mirewick, qtbot, monkeypatch):
    monkeypatch.setattr(motion, "enabled", lambda: True)
    game = _to_a_hostile_move(window, mirewick)
    assert window.choose(plan.answer(game))
    playback = window.playback
    assert playback.playing
    playback.skip()
    qtbot.wait(READ_BEFORE + 400)
    assert playback.isVisible() and playback.close_button.isVisible()  # read at leisure
    for _ in range(40):  # the player's next answers: the panel goes once nothing more is played back
        assert window.choose(plan.answer(game))
        QApplication.processEvents()
        if not playback.playing:
            break
    if playback.isVisible():  # another hostile played back: Esc ends it, Close takes it away
        QTest.keyClick(playback, Qt.Key.Key_Escape)
        playback.close_button.click()
    assert not playback.isVisible()
