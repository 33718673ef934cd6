"""The log's words for a counter a piece carries (a die set on a card): the piece and where it lies, as a player
names them, never the engine's own names ("Die:die#4: 0 → 2")."""
from __future__ import annotations

import pytest

from engine import rulesets
from engine.content.loader import load_pack
from engine.core import events as ev
from gui.panels.words import describe
from tests.arkeis.conftest import PACK, new


def test_a_number_on_a_piece_is_said_with_the_piece_and_where_it_lies():
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(rulesets.PACKAGES, "arkeis", "engine.rulesets.arkeis")
        game = new(load_pack(PACK))
    die = game.zones.top("dice:fight")
    said = describe(ev.ValueChanged(f"die:{die}", 0, 2), game)
    assert said == f"“{game.card(die).title}” on the fight dice shows 2."
    assert "(it showed 2)" in describe(ev.ValueChanged(f"die:{die}", 2, 5), game)
    assert describe(ev.ValueChanged("nightfall", 1, 2), game) == "Nightfall: 1 → 2."
