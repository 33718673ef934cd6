"""The table survives any loaded game (issue 31): each crafted save of every ruleset, opened at the real window
offscreen, ends in a message and the welcome screen or in a table that is drawn whole; what the table draws and lays
out is bounded (a cell far off the board, a label of five million characters); a presentation that fails to build
the table of the game it opens shows a message and goes back to the welcome screen."""
from __future__ import annotations

import pytest

from engine.core.events import Chosen
from engine.core.ruleset import Seat
from gui.cut import LOG
from gui.dialogs.opening import identity
from saves import save_slot
from tests.saves import real_saves as real


def _campaign(window, ruleset_id: str, state: dict, name: str = ""):
    pack = real.pack(ruleset_id)
    game = real.new_game(ruleset_id, 1)
    seats = [Seat(f"Seat {n + 1}") for n in game.ruleset.makeup(game).seats]
    campaign = window.campaigns.create(f"Crafted {ruleset_id} {name}", identity(pack), ruleset=ruleset_id,
                                       seats=seats)
    save_slot(campaign, "Crafted", state)
    return window.campaigns.open(campaign.id)


def _at_welcome(window):
    assert window.session is None and window.stack.currentWidget() is window.welcome


@pytest.mark.parametrize("ruleset_id", real.RULESETS)
def test_every_crafted_save_opens_whole_or_ends_in_a_message_at_the_welcome_screen(window, ruleset_id):
    for name, edit in sorted(real.EDITS.items()):
        crafted = real.edited(real.real_save(ruleset_id), edit)
        opened = window.open_campaign(_campaign(window, ruleset_id, crafted, name), "Crafted")
        if opened:
            assert window.session is not None and window.stack.currentWidget() is not window.welcome, name
            window.grab()
            window.close_game()
        else:
            assert window.problems and "cannot" in window.problems[-1], name
            _at_welcome(window)
    assert window.open_campaign(_campaign(window, ruleset_id, real.real_save(ruleset_id), "untouched"), "Crafted")


def test_a_cell_far_off_the_board_is_drawn_at_the_edge_of_reach(window):
    """The engine refuses a cell of 10**30 in a save; the board still draws one (it once overflowed in a paint)."""
    assert window.open_campaign(_campaign(window, "arkeis", real.real_save("arkeis")), "Crafted")
    game = window.session.game
    area = next(iter(game.table.areas.values()))
    area.cells[next(iter(area.cells))] = [10**30, -10**30]
    window.refresh([])
    window.grab()
    assert window.session is not None and not window.problems


def test_a_five_megabyte_label_is_one_cut_line_of_the_log(window):
    assert window.open_campaign(_campaign(window, "seventh-citadel", real.real_save("seventh-citadel")), "Crafted")
    game = window.session.game
    game.state.log.events.append(Chosen("seat:0", "x", "k", None, "W" * 5_000_000))
    window.refresh([])
    last = window.log.plain_text().rstrip("\n").rsplit("\n", 1)[-1]
    assert len(last) <= LOG and last.endswith("…")


def test_a_presentation_that_fails_to_build_the_table_it_opens_is_a_message_and_the_welcome_screen(window,
                                                                                                monkeypatch):
    """A presentation raising as the table is built for the game opened (a room's scenery of a crafted cell) leaves no
    half-built table. A fault in a paint once the table stands is reported at the table's boundary and the game goes
    on (gui/faults.py, tests/gui/test_faults_reported.py)."""
    from gui.rulesets.arkeis.board import RoomsBoard

    def fails(self, game):
        raise OverflowError("cannot convert float infinity to integer")

    monkeypatch.setattr(RoomsBoard, "scenery", fails)
    assert not window.open_campaign(_campaign(window, "arkeis", real.real_save("arkeis")), "Crafted")
    assert "OverflowError" in window.problems[-1]
    _at_welcome(window)
