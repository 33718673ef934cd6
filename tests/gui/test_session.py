"""The session: refusals leave the game alone, undo/redo stop at draws and reveals, autosave follows play."""
from __future__ import annotations

import saves
from engine.core.serial import game_to_plain
from engine.core.view import shows_hidden
from gui.session import Session


def _campaign(folders, pack):
    return saves.Campaigns(folders).create("Undo tests", saves.PackIdentity(pack.id, pack.version, None),
                                             ruleset="seventh-continent")


def test_refused_choice_changes_nothing(qtbot, game, pack):
    session = Session(game, pack)
    before = game_to_plain(game)
    with qtbot.waitSignal(session.refused) as refusal:
        assert not session.choose("no-such-option")
    assert refusal.args[0]
    assert game_to_plain(game) == before


def test_undo_and_redo_before_any_draw(qtbot, game, pack):
    session = Session(game, pack)
    act = next(o.key for o in game.pending.options if o.key.startswith("act:"))
    start = game_to_plain(game)
    session.choose(act)
    assert game.pending.kind == "involve"
    after_act = game_to_plain(game)
    assert session.can_undo
    with qtbot.waitSignal(session.changed):
        assert session.undo()
    assert game_to_plain(game) == start
    assert session.can_redo
    assert session.redo()
    assert game_to_plain(game) == after_act
    assert not session.can_redo


def test_a_draw_clears_undo_and_redo_replays_the_same_cards(game, pack):
    session = Session(game, pack)
    session.choose(next(o.key for o in game.pending.options if o.key.startswith("act:")))
    events_before = len(game.state.log.events)
    session.choose("go")  # nothing to decide at the Cost step: the cards are drawn at once
    draws_or_reveals = lambda events: shows_hidden(game, events)  # noqa: E731 - the engine's answer now
    assert game.pending.kind == "extra"
    assert draws_or_reveals(game.state.log.events[events_before:])
    assert not session.can_undo  # the cards drawn stay drawn
    session.choose("reveal")
    assert not session.can_undo


def test_undo_does_not_reroll(game, pack):
    """Undo back over a plain decision, then take it again: the next draw is the same card."""
    session = Session(game, pack)
    session.choose(next(o.key for o in game.pending.options if o.key.startswith("act:")))
    session.choose("go")
    first = list(game.zones.cards("drawn"))
    # replay the same game from the start through another session
    from engine.rulesets.seventh_continent import Seat, new_game
    again = new_game(pack, [Seat("Ada", "anselm"), Seat("Bram", "ilse")], ["drowned-bell"], seed=7)
    other = Session(again, pack)
    key = next(o.key for o in again.pending.options if o.key.startswith("act:"))
    other.choose(key)
    other.undo()
    other.redo()
    other.choose("go")
    assert list(again.zones.cards("drawn")) == first


def test_autosave_after_each_decision(game, pack, folders):
    campaign = _campaign(folders, pack)
    session = Session(game, pack, campaign, saves.Campaigns(folders))
    session.choose(next(o.key for o in game.pending.options if o.key.startswith("act:")))
    session.flush()
    document = saves.load_autosave(campaign)
    assert document.game == game_to_plain(game)
    assert session.autosave_seconds > 0
    session.close()


def test_summary_counts_actions(game, pack):
    session = Session(game, pack)
    session.choose(next(o.key for o in game.pending.options if o.key.startswith("act:")))
    summary = session.summary()
    assert summary["actions"] == 1
    assert summary["explored"] >= 1  # the start terrain and its fog were laid


def test_the_autosave_holds_the_whole_log_after_undo_and_new_decisions(tmp_path, pack):
    """The autosave's log is kept up to date by its new events only: it must still equal the game's log."""
    import saves
    from engine.core.ruleset import Seat as CoreSeat
    from engine.core.serial import game_to_plain
    from engine.rulesets.seventh_continent import Seat, new_game
    from gui.dialogs.opening import identity
    from gui.session import Session
    from saves.folders import user_folders

    campaigns = saves.Campaigns(user_folders(tmp_path / "data"))
    campaign = campaigns.create("Log", identity(pack), ruleset=pack.ruleset, options={},
                                seats=[CoreSeat("Ada", "anselm")])
    game = new_game(pack, [Seat("Ada", "anselm"), Seat("Bram", "ilse")], ["drowned-bell"], seed=5)
    session = Session(game, pack, campaign, campaigns)
    session.autosave()
    act = next(o.key for o in game.pending.options if "icon" in o.data)
    assert session.choose(act)
    assert session.undo()
    assert session.choose(next(o.key for o in game.pending.options if "icon" in o.data and o.key != act))
    session.flush()
    assert saves.load_autosave(campaign).game["log"] == game_to_plain(game)["log"]
    session.close()
