"""Every Realm Ruined: the Othersiders win and every rival loses (the shared loss), but for the seats on their
side, who share their victory: one holding a card that sides with them, one an Event sided with them (the
rulebook's chapter 112). Each end asserts why the game ended and who shares which place."""
from __future__ import annotations

from engine.core.outcome import LOSS, RANKED, Standing

from .conftest import arrange, cubes, gold, hold, new

WITCH, BELL, ENVOY = "villager-hedge-witch", "villager-bell-ringer", "villager-envoy"
NOBLE_WITCH = "noble-hedge-witch"


def ended(game):
    return game.state.log.events[-1]


def ruin_the_castle_last(game, seat: int, witch: str, *others: str) -> None:
    """Village and Magic are Ruined; `seat` places the Othersider that ruins the Castle."""
    game.table.ruined = ["village", "magic"]
    cubes(game, "othersiders", 1, "realm:village")
    cubes(game, "othersiders", 1, "realm:magic")
    cubes(game, str(1 - seat), 1, "realm:castle")
    cubes(game, "othersiders", 1, "realm:castle")
    hold(game, seat, witch, *others)
    game.choose(f"play:{witch}")
    game.choose("effect:0")
    game.choose("place:castle")


def test_every_realm_ruined_with_nobody_on_their_side_is_a_loss_for_all(pack):
    game = new(pack)
    arrange(game, {"renegade": "deck:1"})            # owned, but not held: it does not count
    ruin_the_castle_last(game, 0, WITCH, BELL, ENVOY)
    assert game.over and game.state.outcome == LOSS
    assert ended(game).reason == "all three Realms are Ruined: the Othersiders win and every rival loses"
    assert [game.standing(s) for s in (0, 1)] == [Standing(False), Standing(False)]


def test_a_rival_holding_a_card_on_their_side_wins_with_the_othersiders(pack):
    game = new(pack)
    hold(game, 1, "renegade", "noble-bell-ringer", "noble-candle")
    ruin_the_castle_last(game, 0, WITCH, BELL, ENVOY)
    assert game.state.outcome == RANKED and game.state.places == [[1], [0]]
    assert ended(game).reason == "all three Realms are Ruined: the Othersiders win, and with them Bo (holding Renegade)"
    assert any(e.kind == "revealed" and e.card == "renegade" for e in game.state.log.events)
    assert game.standing(1) == Standing(True, 1) and game.standing(0) == Standing(False, 2)


def side_with_them_in_the_hooded_figure(game) -> None:
    """Seat 0 buys, reveals an Event symbol, and follows the hooded figure to chapter 112."""
    gold(game, 0, 4)
    cubes(game, "0", 1, "realm:village")
    arrange(game, {"harvester": "offer:village:0", "hooded-figure": "events"})
    game.choose("buy:" + next(f"slot:village:{n}" for n in range(2) if game.zones.size(f"slot:village:{n}")))
    game.choose("end")
    if game.pending.kind == "storyteller":         # at a table of three the Decision Maker chooses who reads
        game.choose("storyteller:1")
    game.choose("choice:0")
    assert game.table.allies == [0] and game.table.active == 1


def test_a_rival_who_reached_chapter_112_wins_with_the_othersiders(pack):
    game = new(pack)
    side_with_them_in_the_hooded_figure(game)
    ruin_the_castle_last(game, 1, NOBLE_WITCH, "noble-bell-ringer", "noble-candle")
    assert game.state.outcome == RANKED and game.state.places == [[0], [1]]
    assert ended(game).reason == ("all three Realms are Ruined: the Othersiders win, and with them Ann "
                                  "(sided with them in an Event)")


def test_the_holder_and_the_one_who_reached_chapter_112_share_the_victory(pack):
    game = new(pack, 3)
    side_with_them_in_the_hooded_figure(game)
    hold(game, 2, "renegade", "sorceress-candle", "sorceress-bell-ringer")
    ruin_the_castle_last(game, 1, NOBLE_WITCH, "noble-bell-ringer", "noble-candle")
    assert game.state.places == [[0, 2], [1]]
    assert [game.standing(s) for s in (0, 1, 2)] == [Standing(True, 1), Standing(False, 3), Standing(True, 1)]
    side = next(e for e in game.state.log.events if e.kind == "message" and e.data.get("rule") == "othersiders_side")
    assert side.data == {"rule": "othersiders_side", "holding": [2], "allies": [0]}
