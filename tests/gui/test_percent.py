"""Odds in words never round a possible outcome away."""
from gui.dialogs.step import percent


def test_percent_keeps_the_extremes_honest():
    assert percent(1.0) == "100 %" and percent(0.0) == "0 %"
    assert percent(0.996) == "> 99 %" and percent(0.004) == "< 1 %"
    assert percent(0.834) == "83 %"


def test_counts_are_said_as_players_say_them():
    """Never "2 die(s)" nor "0 success(es)": one word for one, the plural for any other count."""
    from gui.dialogs.step import counted

    assert counted(1, "die") == "1 die" and counted(2, "die") == "2 dice"
    assert counted(1, "success") == "1 success" and counted(0, "success") == "0 successes"
    assert counted(1, "half-star") == "1 half-star" and counted(3, "pair") == "3 pairs"
