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


def test_two_explorers_that_exclude_each_other_are_refused_in_the_wizard_with_the_reason(window, qtbot):
    """Cinderfane's Ilse Lode excludes Casimir Lode: the wizard says so as they are chosen and does not start the
    game (the game refused them only once started, its message in a box)."""
    wizard = _players_page(window, qtbot, "cinderfane")
    wizard.count.setValue(2)
    wizard.characters[0].setCurrentIndex(wizard.characters[0].findData("casimir"))
    wizard.characters[1].setCurrentIndex(wizard.characters[1].findData("young-casimir"))
    said = "Casimir Lode (Ada) and Ilse Lode (Bram) cannot play together"
    assert said in wizard.problem.text()
    qtbot.mouseClick(wizard.next_button, Qt.MouseButton.LeftButton)
    assert window.session is None and not window.problems
    assert said in wizard.problem.text()
    wizard.characters[1].setCurrentIndex(wizard.characters[1].findData("mara"))
    assert wizard.problem.text() == ""
    qtbot.mouseClick(wizard.next_button, Qt.MouseButton.LeftButton)
    assert window.session is not None
