"""Opening a save or answering a decision never shows a traceback: a message instead, no half-built
table, and the newest backup that can be played offered (issue 18, section 1)."""
from __future__ import annotations

import json

import pytest

import saves
from engine.core.serial import game_to_plain
from gui.dialogs import opening
from saves import envelope
from saves.checksum import tag
from tests.gui.conftest import start_through_wizard


@pytest.fixture
def camp(window, qtbot):
    """A campaign whose slot 'Camp' has one older version kept as a backup; the table is closed."""
    session = start_through_wizard(window, qtbot)
    game = session.game
    assert window.save_to("Camp")
    first = game_to_plain(game)
    session.choose(next(k for k in game.pending.keys() if k.startswith("act:")))
    assert window.save_to("Camp")
    campaign = session.campaign
    window.close_game()
    return campaign, first


def _edit_slot(campaign, edit):
    path = campaign.folder / "slots" / f"{campaign.slot('Camp').file}.json"
    payload = json.loads(path.read_bytes())["payload"]
    edit(payload["game"])
    path.write_bytes(json.dumps({"format": envelope.FORMAT, "checksum": tag(payload), "payload": payload}).encode())


def _answer(monkeypatch, button):
    asked = []
    monkeypatch.setattr(opening.QMessageBox, "question", lambda parent, title, text, *a: asked.append(text) or button)
    return asked


def _not_half_built(window):
    assert window.session is None
    assert window.docks == [] and window.step is None and window.decision is None
    assert window.stack.currentWidget() is window.welcome
    assert window.board is None or window.stack.indexOf(window.board) == -1


def test_a_state_that_does_not_fit_offers_the_newest_backup_that_does(window, camp, monkeypatch):
    campaign, first = camp
    _edit_slot(campaign, lambda game: game["stack"][-1].update(step="renamed_step"))
    asked = _answer(monkeypatch, opening.QMessageBox.StandardButton.Open)
    assert window.open_campaign(window.last_campaign(), "Camp")
    assert asked and "has no step 'renamed_step'" in asked[0] and "older copy" in asked[0]
    assert game_to_plain(window.session.game) == first
    window.close_game()
    # the restored backup is the slot now; the refused file is kept aside, not lost
    assert list((campaign.folder / "damaged").rglob("*.json"))


def test_a_save_with_cards_the_pack_lacks_offers_the_backup_too(window, camp, monkeypatch):
    campaign, first = camp
    _edit_slot(campaign, lambda game: game["pieces"].update({next(iter(game["pieces"])): "no-such-card"}))
    asked = _answer(monkeypatch, opening.QMessageBox.StandardButton.Open)
    assert window.open_campaign(window.last_campaign(), "Camp")
    assert asked and "not in the pack" in asked[0]
    assert game_to_plain(window.session.game) == first


def test_without_a_fitting_backup_a_message_and_nothing_opened(window, camp, monkeypatch):
    campaign, first = camp
    _edit_slot(campaign, lambda game: game.update(pending=None))
    for backup in (campaign.folder / "backups" / "slots").rglob("*.json"):
        backup.write_text("not a save")
    asked = _answer(monkeypatch, opening.QMessageBox.StandardButton.Open)
    assert not window.open_campaign(window.last_campaign(), "Camp")
    assert asked == []
    assert "nothing is being asked" in window.problems[-1]
    _not_half_built(window)


def test_an_unexpected_error_while_opening_is_a_message(window, camp, monkeypatch):
    def broken(*args, **kwargs):
        raise RecursionError("maximum recursion depth exceeded")

    monkeypatch.setattr(opening, "read_save", broken)
    assert not window.open_campaign(window.last_campaign(), "Camp")
    assert "RecursionError" in window.problems[-1]
    _not_half_built(window)


def test_a_table_that_breaks_while_laid_out_is_taken_down_and_the_backup_offered(window, camp, monkeypatch):
    from gui.main_window import MainWindow

    campaign, first = camp
    real = MainWindow._build_docks
    calls = []

    def breaks_once(self):
        calls.append(1)
        if len(calls) == 1:
            real(self)  # half the table is up when it breaks
            raise IndexError("list index out of range")
        real(self)

    monkeypatch.setattr(MainWindow, "_build_docks", breaks_once)
    asked = _answer(monkeypatch, opening.QMessageBox.StandardButton.Cancel)
    assert not window.open_campaign(window.last_campaign(), "Camp")
    assert asked and "could not be laid out from it (IndexError: list index out of range)" in asked[0]
    _not_half_built(window)
    calls.clear()
    _answer(monkeypatch, opening.QMessageBox.StandardButton.Open)
    assert window.open_campaign(window.last_campaign(), "Camp")
    assert game_to_plain(window.session.game) == first
    assert len(window.docks) >= 2 and window.stack.currentWidget() is window.board


def test_a_choice_that_breaks_is_undone_and_said(window, qtbot, monkeypatch):
    session = start_through_wizard(window, qtbot)
    game = session.game
    before = game_to_plain(game)
    key = next(k for k in game.pending.keys() if k.startswith("act:"))

    def breaks(chosen, seat=None):
        game.state.stack.clear()  # the rules got halfway...
        raise KeyError("renamed_step")  # ...then broke

    monkeypatch.setattr(game, "choose", breaks)
    assert not window.choose(key)
    assert window.problems and "could not be played" in window.problems[-1] and "KeyError" in window.problems[-1]
    assert game_to_plain(session.game) == before
    assert window.session is session
    monkeypatch.undo()
    assert session.choose(key)
