"""A finished action's step dialog stays open until the player moves on, while the game goes on under it: its line
of figures keeps the action's own dice but says the Fate stock as it stands now. A bot's roll under Ada's finished
fight took two Fate tokens and her dialog still said the stock from before it (play12)."""
from __future__ import annotations

import saves
from engine.content.loader import list_packs, load_pack
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


def test_a_finished_fights_dialog_says_the_fate_stock_as_it_stands_after_a_bots_roll(window, qtbot, folders):
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
    arrange(session, {"mini:mara": "zone:gallery:2"})
    assert session.choose("fight:mite")
    load_dice(game, "fight", "fate", "eye")
    assert session.choose("roll", 0)
    while game.pending.kind != "action":
        ward = next((o.key for o in game.pending.options if o.label.endswith("shows ward")), None)
        assert session.choose(ward or game.legal_options()[0], 0)
    stock = game.zones.size("fate:stock")
    assert window.step.isVisible() and f"Fight dice <b>2</b> · Fate stock <b>{stock}</b>" in window.step.figures.text()
    arrange(session, {"mini:jonah": "zone:gallery:2"})          # Bram's figure beside the mite left
    load_dice(game, "fight", "fate", "fate", "fate")
    assert session.choose("end", 0)                             # Bram's turn: his bot fights and turns its Fate faces
    qtbot.waitUntil(lambda: game.pending.kind == "action" and game.pending.seats() == (0,), timeout=20000)
    assert game.zones.size("fate:stock") < stock
    assert window.step.isVisible()                              # Ada has not moved on: her fight's dialog is there
    assert (f"Fight dice <b>2</b> · Fate stock <b>{game.zones.size('fate:stock')}</b>"
            in window.step.figures.text()), window.step.figures.text()
