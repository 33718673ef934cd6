"""What a playtest of Arkeis saw at the table, each kept fixed: the wizard names the campaign after the episode
chosen, the Explorer panel shown follows whose turn it is, decision dialogs leave the right panels readable, the
right tabs fit at 200 %, tokens can be read at fit-to-board zoom, the step dialog's dice show their faces."""
from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from tests.gui.conftest import pick_pack


def click(qtbot, radio):
    """A click on a radio button's circle, where a player aims."""
    qtbot.mouseClick(radio, Qt.MouseButton.LeftButton, pos=QPoint(8, radio.height() // 2))


def test_the_wizard_names_the_campaign_after_the_episode_chosen(window, qtbot):
    window.welcome.new_button.click()
    wizard = window.wizard
    pick_pack(wizard, qtbot, "cinderfane")
    episode = wizard.fields[0]
    radios = episode.buttons.buttons()
    assert len(radios) >= 2
    qtbot.waitUntil(radios[1].isVisible)
    assert wizard.campaign_name.text() == f"Cinderfane — {radios[0].text()}"
    click(qtbot, radios[1])
    assert wizard.campaign_name.text() == f"Cinderfane — {radios[1].text()}"
    wizard.campaign_name.setText("Our own name")
    click(qtbot, radios[0])
    assert wizard.campaign_name.text() == "Our own name"     # a name the player typed is kept
