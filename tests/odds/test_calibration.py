"""The rulebook's table as data, the chosen starting composition, the search, and the pack report."""
from __future__ import annotations

from types import MappingProxyType, SimpleNamespace

import pytest

from engine.core.pieces import PieceDef
from engine.rulesets.seventh_continent import calibration as cal
from engine.rulesets.seventh_continent.odds import ResultArea


def test_rulebook_table_shape_and_monotony():
    table = cal.RULEBOOK_TABLE
    assert len(table) == 7 and all(len(row) == 6 for row in table)
    assert table[0][0] == 55 and table[6][5] == 9 and table[3][0] == 0
    for n in range(7):
        for k in range(6):
            # more cards never hurt; more successes are never easier
            assert k == 0 or table[n][k] >= table[n][k - 1]
            assert n == 0 or table[n][k] <= table[n - 1][k]


def test_compare_measures_points():
    exact = [list(map(float, row)) for row in cal.RULEBOOK_TABLE]
    assert cal.compare(exact) == cal.Fit(0.0, 0.0)
    exact[2][3] += 5
    fit = cal.compare(exact)
    assert fit.max_diff == 5.0 and fit.mean_diff == pytest.approx(5 / 42)
    assert not fit.within_bounds


def test_chosen_composition_is_within_the_bounds():
    assert len(cal.CALIBRATED_COMMON) == 35 and len(cal.CALIBRATED_CHARACTER) == 5
    fit = cal.fit_of(cal.calibrated_deck())
    assert fit.max_diff <= 4.0 and fit.mean_diff <= 2.0


def test_a_flat_deck_is_not_within_the_bounds():
    assert not cal.fit_of([ResultArea(stars=1)] * 22 + [ResultArea()] * 18).within_bounds


def test_search_finds_a_composition_within_the_bounds():
    counts = cal.search_composition(seed=2, margin=0.0)
    assert sum(counts.values()) == 40
    assert set(counts) <= set(cal.PROFILES)
    assert cal.fit_of(cal.deck_of(p for p, n in counts.items() for _ in range(n))).within_bounds


def skill(id, stars, left=0, right=0, **extra):
    data = {"id": id, "type": "skill", "title": id, "stars": stars,
            "half_stars": ["left"] * left + ["right"] * right, **extra}
    return PieceDef(id=id, type="skill", title=id, data=MappingProxyType(data))


def other(id, type, title):
    return PieceDef(id=id, type=type, title=title,
                    data=MappingProxyType({"id": id, "type": type, "title": title}))


def synthetic_pack(own_stars):
    cards = {}
    for i, (s, left, right) in enumerate(cal.CALIBRATED_COMMON):
        cards[f"common-{i}"] = skill(f"common-{i}", s, left, right)
    for name, stars in own_stars.items():
        cards[name] = other(name, "character", name.title())
        for i, (s, left, right) in enumerate(stars):
            cards[f"{name}-{i}"] = skill(f"{name}-{i}", s, left, right, character=name)
    # neither advanced skills nor curses belong to the starting table
    cards["adv"] = skill("adv", 3, advanced=True, xp=4)
    cards["death"] = other("death", "curse", "Doom")
    return SimpleNamespace(id="tiny", title="Tiny Pack", cards=cards)


def test_odds_report_shows_each_character_beside_the_rulebook():
    pack = synthetic_pack({"ada": cal.CALIBRATED_CHARACTER, "bo": [(0, 0, 0)] * 5})
    report = cal.odds_report(pack)
    assert "Tiny Pack" in report
    ada = report.index("Ada (35 common + 5 own skills)")
    bo = report.index("Bo (35 common + 5 own skills)")
    assert "within the bounds" in report[ada:bo]
    # a character with blank skills drifts from the table
    assert "OUTSIDE the bounds" in report[bo:]
    first_row = next(line for line in report[ada:].splitlines() if line.strip().startswith("1 "))
    assert first_row.split()[7:13] == ["55", "88", "97", "99", "99", "99"]


def test_starting_deck_counts_copies_and_skips_other_characters():
    pack = synthetic_pack({"ada": cal.CALIBRATED_CHARACTER, "bo": [(0, 0, 0)] * 5})
    cards = dict(pack.cards)
    cards["dup"] = skill("dup", 1, copies=3)
    assert len(cal.starting_deck(cards, "ada")) == 35 + 3 + 5
    assert len(cal.starting_deck(cards, None)) == 38


def test_odds_report_without_characters_or_cards():
    assert "common skills alone" in cal.odds_report(SimpleNamespace(cards={}))
    assert "at least 6 are needed" in cal.odds_report(SimpleNamespace(cards={}))


def test_odds_module_offers_the_report_too():
    from engine.rulesets.seventh_continent import odds

    pack = synthetic_pack({"ada": cal.CALIBRATED_CHARACTER})
    assert odds.odds_report(pack) == cal.odds_report(pack)


def test_a_percent_table_counted_by_hand():
    """Six cards, counted on paper: one star among five blanks, and one pair of half-stars."""
    star = cal.percent_table([ResultArea(stars=1)] + [ResultArea()] * 5)
    assert [round(star[0][k], 2) for k in range(6)] == [round(100 * (k + 1) / 6, 2) for k in range(6)]
    assert all(cell == 0.0 for row in star[1:] for cell in row)
    halves = cal.percent_table([ResultArea(left=1), ResultArea(right=1)] + [ResultArea()] * 4)
    # both halves among k of 6 cards: C(4, k-2) / C(6, k)
    assert [round(halves[0][k], 2) for k in range(6)] == [0.0, 6.67, 20.0, 40.0, 66.67, 100.0]


def test_the_chosen_composition_is_as_far_from_the_rulebook_as_recorded():
    fit = cal.fit_of(cal.calibrated_deck())
    assert fit.max_diff == pytest.approx(3.0, abs=0.05) and fit.mean_diff == pytest.approx(0.78, abs=0.01)
