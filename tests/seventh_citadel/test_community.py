"""The Community page's scores (0 to 25) and the groundshiver, which makes some actions cheaper."""
from __future__ import annotations

from engine.rulesets.seventh_citadel import RULESET
from tests.seventh_citadel.conftest import new, reask, reveal
from tests.seventh_citadel.test_traits import facing


def test_scores_change_and_stay_between_0_and_25(pack):
    game = new(pack)
    facing(game, "smith")
    game.table.scores["influence"] = 24
    reask(game)
    game.choose("act:0:smith:2")                            # speak: influence +2, defense −1
    reveal(game)
    assert game.table.scores == {"influence": 25, "knowledge": 0, "production": 0, "defense": 0}
    assert RULESET.ledger(game)["community"]["scores"]["influence"] == 25


def test_the_groundshiver_lowers_a_cost_from_its_level_on(pack):
    game = new(pack)
    facing(game, "smith")
    fog = game.zones.cards("board:1,0")[0]
    costs = {(o.data.get("piece", o.data.get("space")), o.data["index"]): o.data["cost"]
             for o in game.pending.options if "index" in o.data}
    assert (costs["board:1,0", -1], costs["smith", 2], costs["t-1", 0]) == (4, 2, 5)
    game.table.groundshiver = 3
    reask(game)
    costs = {(o.data.get("piece", o.data.get("space")), o.data["index"]): o.data["cost"]
             for o in game.pending.options if "index" in o.data}
    assert (costs["board:1,0", -1], costs["smith", 2], costs["t-1", 0]) == (0, 1, 5)   # the others as printed
    drawn = len([e for e in game.state.log.events if e.kind == "piece_moved" and e.target == "drawn"])
    game.choose("act:0:board:1,0:-1")                        # cost 0, difficulty 0: it succeeds with no card drawn
    assert len([e for e in game.state.log.events if e.kind == "piece_moved" and e.target == "drawn"]) == drawn
    assert fog not in game.table.face_down
