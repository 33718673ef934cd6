"""A group that changes within one game (Arkeis, between episodes): a bot stays a bot whatever seat it moves to,
and the campaign's seats follow the group on disk, so the welcome screen and the Load dialog name who plays now."""
from __future__ import annotations

import pytest

import saves
from engine.content.loader import list_packs, load_pack
from engine.core.ruleset import Seat, follow
from engine.rulesets.arkeis import RULESET, harm
from gui.session import Session


@pytest.fixture(scope="module")
def cinderfane():
    return load_pack(next(s for s in list_packs() if s.id == "cinderfane").folder)


def at_camp(session) -> None:
    """The stock runs out (the negative epilogue), then every step of camp up to the group's question."""
    game = session.game
    game.choose("first:0")
    harm.take_fate(game, 0, game.zones.size("fate:stock"))
    game.state.pending = None
    game.start()
    while game.pending.kind != "change_explorer":
        assert session.choose(game.legal_options()[0] if game.pending.kind != "sell" else "done")


def test_a_bot_stays_a_bot_when_the_player_before_it_leaves(qtbot, cinderfane, folders):
    seats = [Seat("Ada", "mara"), Seat("Bram", "jonah", bot=True), Seat("Cleo", "ysolde")]
    campaigns = saves.Campaigns(folders)
    campaign = campaigns.create("Cinderfane", saves.PackIdentity(cinderfane.id, cinderfane.version, None),
                                ruleset="arkeis", seats=seats)
    session = Session(RULESET.new_game(cinderfane, seats, {}, 3), cinderfane, campaign, campaigns)
    at_camp(session)
    assert session.bots == {1}
    assert session.choose("leave:0")                      # Ada leaves: Bram and Cleo move up a seat
    assert session.bots == {0}                            # Bram, not Cleo, is the bot (it was {1}: Cleo)
    assert session.choose("join:tobin")
    assert session.bots == {0}                            # the newcomer is a person
    session.flush()
    on_disk = campaigns.open(campaign.id).seats           # the campaign file names the group as it is now
    assert on_disk == [Seat("Bram", "jonah", True), Seat("Cleo", "ysolde"), Seat("Player 3", "tobin")]
    session.close()


def test_a_player_is_known_again_by_name_and_role_else_by_name():
    before = [Seat("Ada", "mara", True), Seat("Ada", "jonah"), Seat("Bram", "ysolde", True)]
    assert follow(before, [Seat("Ada", "jonah"), Seat("Ada", "mara")]) == [Seat("Ada", "jonah"), Seat("Ada", "mara", True)]
    assert follow(before, [Seat("Bram", "tobin"), Seat("Newcomer", "mara")]) == \
        [Seat("Bram", "tobin", True), Seat("Newcomer", "mara")]


def test_the_welcome_screen_and_the_load_dialog_name_who_plays_now(window, qtbot):
    from gui.dialogs.saving import LoadDialog
    from tests.gui.conftest import start_through_wizard

    session = start_through_wizard(window, qtbot, players=2, pack_id="cinderfane", name="Ashes")
    at_camp(session)
    assert session.choose("join:tobin")
    window.close_game()
    assert "Played by Ada, Bram and Player 3" in window.welcome.last.text()
    dialog = LoadDialog(window.campaigns, window)
    qtbot.addWidget(dialog)
    assert "Ada, Bram and Player 3" in dialog.list.item(0).text()
