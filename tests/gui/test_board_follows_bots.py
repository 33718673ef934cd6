"""A table of bots plays by itself while people watch: the board follows what the bots do as it follows the people's
play (the spaces lit for their answer, the dialogs re-fitting the board as they open and close). A bot's figure moved
off a board the watcher had zoomed into is scrolled into view, and a board kept fitted takes in what a bot laid
beyond it (play12: a watcher lost sight of the play)."""
from __future__ import annotations

import saves
from engine.content.loader import list_packs, load_pack
from engine.core.ruleset import Seat
from engine.rulesets.arkeis import RULESET
from gui.session import Session


class Walker:
    """Bots that walk Mara through the zones given, one Move each, and end every other turn."""

    def __init__(self, zones):
        self.zones = list(zones)

    def answer(self, game, seat, attempt=0):
        keys = game.legal_options()
        if game.pending.kind == "first_player":
            return "first:0"
        if game.pending.kind == "action":
            step = f"move:{self.zones[0]}" if self.zones else None
            if seat == 0 and step in keys:
                self.zones.pop(0)
                return step
            return "end"
        return keys[0]


def test_a_bots_figure_moved_off_a_board_zoomed_into_is_scrolled_into_view(window, qtbot, folders):
    pack = load_pack(next(s for s in list_packs() if s.id == "cinderfane").folder)
    seats = [Seat("Ada", "mara", bot=True), Seat("Bram", "jonah", bot=True)]
    campaigns = saves.Campaigns(folders)
    campaign = campaigns.create("Cinderfane", saves.PackIdentity(pack.id, pack.version, None), ruleset="arkeis",
                                seats=seats)
    session = Session(RULESET.new_game(pack, seats, {}, 3), pack, campaign, campaigns)
    walk = ["zone:antechamber:2", "zone:antechamber:4", "zone:antechamber:3", "zone:antechamber:1"]
    window.enter(session)
    window.seating.pause_ms = 150                            # each step seen before the next
    window.seating.bot = Walker(walk)
    view, scene = window.board, window.board.board
    board = scene.shape
    qtbot.waitUntil(lambda: 0 in scene.figures, timeout=5000)
    qtbot.wait(50)
    view.set_zoom(1.6)                                       # the watcher looks closely at Mara's first zone
    view.centerOn(board.zone_rect("zone:antechamber:1").center())
    first = view.visible_rect()
    assert not all(first.contains(board.zone_rect(zone)) for zone in walk)   # the walk goes out of the first view
    for zone in walk:
        qtbot.waitUntil(lambda z=zone: session.game.zones.zone_of("mini:mara") == z, timeout=10000)
        assert view.visible_rect().contains(board.zone_rect(zone)), (zone, view.visible_rect(), board.zone_rect(zone))
