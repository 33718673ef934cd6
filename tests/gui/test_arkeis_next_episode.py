"""The next episode of an Arkeis campaign begins with nothing read: at its "Who starts?" the Expedition panel's
"Read last" no longer says the last episode's epilogue as if it were this episode's (the camp's history keeps it),
and says what this episode reads once it reads it."""
from __future__ import annotations

from engine.rulesets.arkeis import harm
from gui.rulesets.arkeis.expedition import ExpeditionPanel, last_read
from tests.gui.test_arkeis_table import arkeis, arrange, through_camp


def test_read_last_starts_the_next_episode_empty_and_says_what_it_reads_next(window, qtbot):
    session, game = arkeis(window, qtbot)
    harm.take_fate(game, 0, game.zones.size("fate:stock"))     # the stock runs out: the negative epilogue
    arrange(session, {})
    assert game.pending.kind == "epilogue" and "epilogue" in last_read(game)   # its own episode's ending, at its end
    through_camp(session, game)
    panel = window.findChildren(ExpeditionPanel)[0]
    assert game.pending.kind == "first_player"
    assert last_read(game) == "" and panel.read.text() == "" and panel.read.isHidden()
    assert session.choose("first:0")
    assert panel.read.text() and not panel.read.isHidden() and "epilogue" not in panel.read.text()   # its start card
