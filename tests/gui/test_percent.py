"""Odds in words never round a possible outcome away."""
from gui.dialogs.step import percent


def test_percent_keeps_the_extremes_honest():
    assert percent(1.0) == "100 %" and percent(0.0) == "0 %"
    assert percent(0.996) == "> 99 %" and percent(0.004) == "< 1 %"
    assert percent(0.834) == "83 %"
