"""A campaign of every ruleset, started in the wizard and saved through the real files, comes back after a restart:
the welcome screen names it, Continue picks up its autosave and Load opens its slot, as a player does it.

A Cursed City campaign was once written with a seat's role as null, which the reader refused: after a restart the
welcome screen offered another campaign and Load named campaign.json in red; nothing had read a campaign back."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog

from engine.core.serial import game_to_plain
from gui.dialogs import saving
from gui.last_play import AUTOSAVE
from tests.gui.conftest import start_through_wizard

PACKS = ["hollowmere", "ashenreach", "brinefall", "cinderfane", "mirewick"]


def play_on(session, decisions: int) -> None:
    """Answer a few decisions as a player might: the first legal answer each time."""
    for _ in range(decisions):
        decision = session.game.pending
        if session.game.over or decision is None:
            return
        assert session.choose(decision.options[0].key)


def opened_in_a_new_window(qtbot, folders):
    from gui.main_window import MainWindow

    again = MainWindow(folders)
    again.problems = []
    again._problem = lambda title, text: again.problems.append(text)
    qtbot.addWidget(again)
    again.show()
    return again


@pytest.mark.parametrize("pack_id", PACKS)
def test_a_campaign_is_read_back_by_the_welcome_screen_continue_and_load(window, qtbot, folders, monkeypatch,
                                                                        pack_id):
    other = start_through_wizard(window, qtbot, players=2, name="Played before",
                                 pack_id="hollowmere" if pack_id != "hollowmere" else "mirewick")
    other_name = other.campaign.name
    window.close_game()   # a campaign played before: the welcome must not offer it instead of ours
    session = start_through_wizard(window, qtbot, players=2, pack_id=pack_id, name=None)
    name = session.campaign.name
    play_on(session, 4)
    monkeypatch.setattr(saving.QInputDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    monkeypatch.setattr(saving.QInputDialog, "textValue", lambda self: "Evening one")
    window.save_action.trigger()   # Game → Save to a slot…, the name typed in its dialog
    assert not window.problems, window.problems
    at_the_slot = game_to_plain(session.game)
    play_on(session, 2)            # played on after saving: only the autosave holds this
    last_played = game_to_plain(session.game)
    window.close()
    assert window.session is None

    again = opened_in_a_new_window(qtbot, folders)
    assert not again.campaigns.problems, [str(p) for p in again.campaigns.problems]
    assert sorted(c.name for c in again.campaigns.list()) == sorted([name, other_name])
    assert again.welcome.continue_button.isVisibleTo(again.welcome)
    assert name in again.welcome.last.text()
    again.welcome.continue_button.click()
    assert again.session is not None, again.problems
    assert again.session.campaign.name == name
    assert game_to_plain(again.session.game) == last_played
    again.close_game()

    shown = []

    def pick_the_slot(dialog):
        shown.append(dialog.problems.text())
        rows = [dialog.list.item(i).data(saving.DATA) for i in range(dialog.list.count())]
        dialog.list.setCurrentRow(next(i for i, c in enumerate(rows) if c is not None and c.name == name))
        slots = [dialog.slots.item(i).data(saving.DATA) for i in range(dialog.slots.count())]
        assert slots == [AUTOSAVE, "Evening one"]
        dialog.slots.setCurrentRow(1)
        dialog.accept()
        return dialog.result()

    monkeypatch.setattr(saving.LoadDialog, "exec", pick_the_slot)
    again.welcome.load_button.click()
    assert shown == [""]           # no campaign folder the dialog could not read
    assert again.session is not None, again.problems
    assert game_to_plain(again.session.game) == at_the_slot
    assert not again.problems, again.problems
    again.close()
