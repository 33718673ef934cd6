"""The next game of a campaign (Mirewick's next step) checks a setup option's count as the new-game wizard's first
page does ("Tick exactly 4: heroes (3 ticked)."), by the same rule (OptionField.problem): it started with three
heroes, and only the rules' refusal, in their words, said why not."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from engine.content.loader import list_packs, load_pack
from engine.core.ruleset import Coming, Seat
from engine.rulesets.cursed_city import RULESET
from gui.dialogs.next_game import NextGameDialog


def test_the_next_game_refuses_a_count_of_heroes_the_rules_do_not_allow(qtbot):
    pack = load_pack(next(s for s in list_packs() if s.id == "mirewick").folder)
    options = {o.key: o.default for o in RULESET.setup_options(pack)}
    dialog = NextGameDialog(RULESET, pack, options, Coming(True, "The campaign goes on."))
    qtbot.addWidget(dialog)
    heroes = next(f for f in dialog.fields if f.option.key == "heroes")
    ticked = [heroes.widget.item(i) for i in range(heroes.widget.count())
              if heroes.widget.item(i).checkState() == Qt.CheckState.Checked]
    assert len(ticked) == 4
    ticked[-1].setCheckState(Qt.CheckState.Unchecked)
    dialog.show()
    start = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(start, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and dialog.result() != dialog.DialogCode.Accepted
    assert dialog.problem.isVisible() and dialog.problem.text() == "Tick exactly 4: heroes (3 ticked)."
    ticked[-1].setCheckState(Qt.CheckState.Checked)
    qtbot.mouseClick(start, Qt.MouseButton.LeftButton)
    assert dialog.result() == dialog.DialogCode.Accepted
    assert len(dialog.options()["heroes"]) == 4


def ended_campaign(window):
    """A two-player Mirewick campaign and its first game, lost: the pack, the campaign and the ended game."""
    from engine.core.game import _Ended
    from gui.dialogs.opening import identity

    pack = load_pack(next(s for s in list_packs() if s.id == "mirewick").folder)
    options = {o.key: o.default for o in RULESET.setup_options(pack)}
    campaign = window.campaigns.create("Lamps", identity(pack), ruleset=RULESET.id, options=options,
                                       seats=[Seat("Ada"), Seat("Bram")])
    game = RULESET.new_game(pack, list(campaign.seats), options, 3)
    try:
        game.end("loss", "the city is lost")
    except _Ended:
        pass
    game.state.pending = None
    return pack, campaign, game


def next_game_asked(window, monkeypatch) -> list[Coming]:
    """What the next-game dialog was told of the next game, when the table asked for it."""
    from gui.dialogs import next_game

    asked: list[Coming] = []
    monkeypatch.setattr(next_game, "ask_options", lambda parent, ruleset, pack, previous, coming: asked.append(coming))
    window.start_next_game()
    return asked


def test_the_end_screen_says_of_the_next_game_what_its_dialog_says(window, monkeypatch):
    """A Mirewick campaign opened again at its end screen, its campaign file older than its autosave (the program
    stopped there before the file was written again): the end screen said the next journey goes on, from the ended
    game's own ledger, and the next-game dialog, from the campaign's, that it starts afresh. Both read the campaign's
    ledger, which the next game goes on from."""
    from gui.session import Session

    pack, campaign, game = ended_campaign(window)
    campaign.ledger = {}                          # as the campaign's file had it: written before the game ended
    window.enter(Session(game, pack, campaign, window.campaigns))
    window.game_ended("loss", "the city is lost")
    said = window.end_screen.coming.text()
    asked = next_game_asked(window, monkeypatch)
    assert asked and said == asked[0].words, (said, asked)


def test_a_campaign_opened_from_its_autosave_goes_on_from_the_game_it_opened(window, monkeypatch):
    """A Mirewick campaign whose program stopped at its end screen: its autosave holds the ended game (and the
    campaign as it then stood), its campaign file the campaign before that game. Opened again from the autosave, the
    next game goes on from the game that ended: it started afresh, and the game's progress was lost."""
    from engine.core.serial import game_to_plain
    from gui.last_play import AUTOSAVE
    from saves import autosave
    from saves.slots import read_campaign, write_campaign

    _, campaign, game = ended_campaign(window)
    ledger = RULESET.ledger(game)
    autosave(campaign, game_to_plain(game), ledger=ledger)
    campaign.ledger = {}
    campaign.last_played = "2026-01-01T00:00:00+00:00"   # the session began before its last autosave, never closed
    write_campaign(campaign)                      # the file as it stood before the game: never written after it
    opened = read_campaign(campaign.folder)
    assert opened.ledger == {}
    assert window.open_campaign(opened, AUTOSAVE)
    said = window.end_screen.coming.text()
    asked = next_game_asked(window, monkeypatch)
    assert asked and asked[0].goes_on, asked
    assert said == asked[0].words                 # the end screen, laid out as the game opened, says so too
    assert window.session.campaign.ledger == ledger
