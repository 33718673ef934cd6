"""A campaign saved with an older version of its pack asks once whether to open it with the pack at hand; once the
players agree, the campaign records that pack and reopening it asks nothing more."""
from __future__ import annotations

import dataclasses

import saves
from engine.core.serial import game_to_plain
from gui.dialogs import opening
from saves.slots import read_campaign, write_campaign
from tests.gui.conftest import start_through_wizard


def _as_if_older(session) -> None:
    """The campaign and its autosave as a build with version 0.0.1 of the pack wrote them. The session's own
    autosave (a new game's, written in a worker) lands first: in flight, it read the pack at hand and, under load,
    wrote it over the older copy (the table then opened with no question asked)."""
    session.flush()
    campaign, game = session.campaign, session.game
    campaign.pack = dataclasses.replace(campaign.pack, version="0.0.1", hash=None)
    write_campaign(campaign)
    saves.autosave(campaign, game_to_plain(game))


def test_a_campaign_of_an_older_pack_asks_once_and_records_the_pack(window, qtbot, monkeypatch):
    session = start_through_wizard(window, qtbot)
    game = session.game
    session.choose(next(k for k in game.pending.keys() if k.startswith("act:")))
    campaign = session.campaign
    _as_if_older(session)
    window.close_game()
    asked = []
    monkeypatch.setattr(opening.QMessageBox, "question",
                        lambda parent, title, text, *a: asked.append(text) or opening.QMessageBox.StandardButton.Yes)
    assert window.open_campaign(window.last_campaign(), opening.AUTOSAVE)
    assert len(asked) == 1 and "0.0.1" in asked[0]
    current = opening.identity(window.session.pack)
    assert read_campaign(campaign.folder).pack == current          # recorded at once, before any decision
    window.close_game()
    # opened again without a decision played: not asked again
    assert window.open_campaign(window.last_campaign(), opening.AUTOSAVE)
    assert len(asked) == 1
    # a decision later, the autosave names the pack at hand too
    window.session.choose(window.session.game.pending.keys()[0])
    window.session.flush()
    assert saves.load_autosave(read_campaign(campaign.folder)).pack == current
    window.close_game()
    assert window.open_campaign(window.last_campaign(), opening.AUTOSAVE)
    assert len(asked) == 1 and not window.problems


def test_declining_opens_nothing_and_keeps_the_recorded_pack(window, qtbot, monkeypatch):
    session = start_through_wizard(window, qtbot)
    campaign = session.campaign
    _as_if_older(session)
    window.close_game()
    asked = []
    monkeypatch.setattr(opening.QMessageBox, "question",
                        lambda parent, title, text, *a: asked.append(title) or opening.QMessageBox.StandardButton.No)
    assert not window.open_campaign(window.last_campaign(), opening.AUTOSAVE)
    assert asked == ["The pack has changed"]            # no backup offered for a save the player declined
    assert read_campaign(campaign.folder).pack.version == "0.0.1"
    assert window.session is None


def test_the_question_names_the_pack_by_its_title(window, qtbot, monkeypatch):
    """Players know a pack by its title ("The Lamps of Mirewick"), not by its folder's id ("mirewick")."""
    session = start_through_wizard(window, qtbot, pack_id="mirewick")
    title = session.pack.title
    _as_if_older(session)
    window.close_game()
    asked = []
    monkeypatch.setattr(opening.QMessageBox, "question",
                        lambda parent, title, text, *a: asked.append(text) or opening.QMessageBox.StandardButton.No)
    window.open_campaign(window.last_campaign(), opening.AUTOSAVE)
    assert len(asked) == 1 and title in asked[0] and "mirewick 0.0.1" not in asked[0], asked
