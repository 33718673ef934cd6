"""The new-game wizard shows only the seats the game can have: a 1–4 player game showed a greyed "Player 5" row."""
from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.conftest import pick_pack


def _players_page(window, qtbot, pack_id):
    window.welcome.new_button.click()
    wizard = window.wizard
    pick_pack(wizard, qtbot, pack_id)
    qtbot.mouseClick(wizard.next_button, Qt.MouseButton.LeftButton)
    return wizard


def test_seats_beyond_the_games_most_players_are_not_shown(window, qtbot):
    wizard = _players_page(window, qtbot, "brinefall")  # Tales of Realms and Ruins: 2 or 3 players
    most = wizard.count.maximum()
    assert most < len(wizard.names)
    for n in range(len(wizard.names)):
        assert wizard.seat_labels[n].isHidden() == (n >= most), n
        assert wizard.names[n].isHidden() == (n >= most), n
        assert wizard.bots[n].isHidden() == (n >= most), n
    wizard.count.setValue(wizard.count.minimum())
    assert not wizard.names[most - 1].isHidden() and not wizard.names[most - 1].isEnabled()  # possible, not playing
