"""The log as a rival reads it: the Gold one payment or gain moves is one line ("Ann pays 4 Gold"), though the
rules move it one coin at a time; the moves of other pieces keep the table's words."""
from __future__ import annotations

from gui import looking
from gui.panels.words import line

from .conftest import gold, hold, new


def lines(game, since: int = 0) -> list[str]:
    events = game.state.log.events
    return [said for i in range(since, len(events)) if (said := line(game, events, i))]


def test_a_gain_and_a_payment_are_one_line_each_and_no_coin_has_its_own(pack):
    game = new(pack)
    gold(game, 0, 5)
    hold(game, 0, "lamplighter", "villager-candle")
    since = len(game.state.log.events)
    game.choose("play:lamplighter")                    # win 2 Gold
    game.choose("buy:slot:village:0")                  # the Village's marker: 4 Gold
    said = lines(game, since)
    assert said.count("Ann gains 2 Gold.") == 1 and said.count("Ann pays 4 Gold.") == 1, said
    assert not any("Gold” goes from" in s for s in said), said
    assert any(s.startswith("“Lamplighter” goes from") for s in said), said   # a card keeps the table's words


def test_gold_taken_from_a_rival_is_one_line_naming_both(pack):
    game = new(pack)
    gold(game, 1, 3)
    hold(game, 0, "pickpocket", "villager-candle")
    since = len(game.state.log.events)
    game.choose("play:pickpocket")
    game.choose("steal:1")
    assert "Ann gets 2 Gold from Bo." in lines(game, since)


def test_each_seat_reads_the_same_payment(pack):
    game = new(pack)
    gold(game, 0, 5)
    since = len(game.state.log.events)
    game.choose("buy:slot:village:0")
    for seat in (0, 1, None):
        looking.sit(game, seat)
        assert "Ann pays 4 Gold." in lines(game, since)
