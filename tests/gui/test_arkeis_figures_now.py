"""A finished action's step dialog stays open until the player moves on, while the game goes on under it: its line
of figures keeps the action's own dice but says the Fate stock as it stands now. A bot's roll under Ada's finished
fight took Fate tokens and her dialog still said the stock from before it; its dice strip showed the bot's roll, or
nothing once the bot's action began (play12)."""
from __future__ import annotations

import saves
from engine.content.loader import list_packs, load_pack
from engine.bots import asked
from engine.core.ruleset import Seat
from engine.rulesets.arkeis import RULESET
from gui.session import Session
from tests.arkeis.conftest import load_dice
from tests.gui.test_arkeis_table import arrange


class Fighter:
    """A bot that fights whatever it can, throws every die it is offered and turns every Fate face."""

    def answer(self, game, seat, attempt=0):
        keys = game.legal_options()
        if game.pending.kind == "action":
            return next((k for k in keys if k.startswith("fight")), "end")
        if game.pending.kind == "fight_roll":
            return "roll"
        return next((k for k in keys if k.startswith(("switch", "extra"))), keys[0])


def test_a_finished_fights_dialog_keeps_its_dice_and_says_the_fate_stock_as_it_stands_after_a_bots_roll(window, qtbot, folders):
    pack = load_pack(next(s for s in list_packs() if s.id == "cinderfane").folder)
    seats = [Seat("Ada", "mara"), Seat("Bram", "jonah", bot=True)]
    campaigns = saves.Campaigns(folders)
    campaign = campaigns.create("Cinderfane", saves.PackIdentity(pack.id, pack.version, None), ruleset="arkeis",
                                seats=seats)
    session = Session(RULESET.new_game(pack, seats, {}, 3), pack, campaign, campaigns)
    window.enter(session)
    window.seating.pause_ms = 0
    window.seating.bot = Fighter()
    game = session.game
    assert session.choose("first:0")
    arrange(session, {"mini:mara": "zone:gallery:1", "mini:jonah": "zone:gallery:2"})   # Jonah among the mites
    assert session.choose("move:zone:gallery:2", 0)              # Ada's first action: to the mites
    assert session.choose("fight:mite", 0)                       # her second, the last of her turn
    load_dice(game, "fight", "fate", "eye")
    assert session.choose("roll", 0)
    while game.pending.kind == "fate":
        assert session.choose(next(o.key for o in game.pending.options if o.label.endswith("shows ward")), 0)
        load_dice(game, "fight", "fate", "fate", "fate")         # the dice Bram's bot throws next
    while asked(game) == 0:
        assert session.choose(game.legal_options()[0], 0)
    stock = game.zones.size("fate:stock")
    own = (list(window.step.cards), window.step.outcome.text(), window.step.figures.text())
    assert window.step.isVisible() and own[0] and f"Fight dice <b>2</b> · Fate stock <b>{stock}</b>" in own[2]
    # her turn is over: Bram's bot fights and turns its Fate faces under her fight's dialog, left open
    qtbot.waitUntil(lambda: game.pending.kind == "action" and asked(game) == 0, timeout=20000)
    assert game.zones.size("fate:stock") < stock
    assert window.step.isVisible()                              # Ada has not moved on: her fight's dialog is there
    assert (f"Fight dice <b>2</b> · Fate stock <b>{game.zones.size('fate:stock')}</b>"
            in window.step.figures.text()), window.step.figures.text()
    assert (list(window.step.cards), window.step.outcome.text()) == own[:2]   # her dice and verdict, not the bot's


def test_a_finished_actions_dialog_goes_when_the_player_takes_the_next_action(window, qtbot):
    """Ada's fight over, she moves on under "What now?" (a Move: no dialog of its own): her fight's dialog stayed
    open, emptied of its dice and verdict (its next action had begun), until the Continue nobody needed."""
    session, game = fight_over(window, qtbot)
    assert window.step.isVisible() and window.step.finished_action and window.step.cards
    assert session.choose("move:zone:gallery:1")              # the player moves on
    assert not window.step.isVisible()


def test_a_finished_actions_dialog_keeps_its_dice_when_the_table_is_shown_again_unchanged(window, qtbot):
    """The table shown again with no change (the hints turned on from the Help menu, a seat's screen taken back, an
    undo that leaves the action whole) emptied a finished fight's dice strip: its dice had gone back to the pool."""
    session, game = fight_over(window, qtbot)
    step = window.step
    own = (list(step.cards), set(step.revealed), step.outcome.text(), step.results.text(), step.figures.text())
    assert step.isVisible() and step.finished_action and own[0] and own[3]
    window.set_hints(not window.settings.hints)                  # the Help menu's hints: the table shown again
    window.refresh([])
    assert step.isVisible() and step.finished_action
    assert (list(step.cards), set(step.revealed), step.outcome.text(), step.results.text(), step.figures.text()) == own


def fight_over(window, qtbot):
    """Ada's fight against the Ash Mite rolled and finished, its dialog left open at "What now?"."""
    from tests.gui.test_arkeis_table import arkeis

    session, game = arkeis(window, qtbot)
    arrange(session, {"mini:mara": "zone:gallery:2"})
    assert session.choose("fight:mite")
    load_dice(game, "fight", "ward", "eye")
    assert session.choose("roll")
    while game.pending.kind != "action":
        assert session.choose(game.legal_options()[0])
    return session, game
