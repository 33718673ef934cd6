"""Brinefall, the bundled Realms and Ruins pack: it validates, lists and reports its balance through
`fogbound-pack`, holds what a full game needs, and games played with random answers all end by one of the
rulebook's ends (a few seeds by default, many with FOGBOUND_HEAVY=1)."""
from __future__ import annotations

import os
from pathlib import Path

import pytest
from PIL.PdfParser import PdfParser

from engine.content.loader import load_pack
from engine.rulesets.realms_and_ruins import RULESET
from engine.rulesets.realms_and_ruins.odds import RULES_ALL, RUINED, odds_report, play_random_games
from gui.packtool import main

BRINEFALL = Path(__file__).parents[2] / "assets" / "packs" / "brinefall"
SEEDS = range(40) if os.environ.get("FOGBOUND_HEAVY") == "1" else range(3)


@pytest.fixture(scope="module")
def brinefall():
    return load_pack(BRINEFALL)


def of_type(pack, kind: str) -> list:
    return [card for card in pack.cards.values() if card.type == kind]


def test_brinefall_validates_and_lists(capsys):
    assert main(["validate", str(BRINEFALL)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("ok: Brinefall") and "36 Offer cards" in out
    assert main(["list", str(BRINEFALL)]) == 0
    out = capsys.readouterr().out
    assert "Saltgate Keep" in out and "Maud the Netmender" in out
    assert "101        chapter-101" in out  # book entries list by number, with no card back


def test_brinefall_prints_on_sheets_of_nine(tmp_path, capsys):
    sheet = tmp_path / "brinefall.pdf"
    assert main(["print-sheet", str(BRINEFALL), str(sheet)]) == 0
    parser = PdfParser(str(sheet))
    try:
        assert len(parser.pages) >= 100 // 9    # more than a hundred cards, nine a page
    finally:
        parser.close()


def test_brinefall_holds_three_heroes_three_realms_two_full_offers_a_realm_events_and_a_book(brinefall):
    realms = of_type(brinefall, "realm")
    heroes = of_type(brinefall, "hero")
    assert len(realms) == 3 and len(heroes) == 3
    assert {hero.get("home") for hero in heroes} == {realm.id for realm in realms}
    for hero in heroes:
        assert len([c for c in of_type(brinefall, "starting") if c.get("hero") == hero.id]) == 6
    for realm in realms:
        # the original rule's two decks of six: the demo rule's one deck of six leaves cards for another game
        assert len([c for c in of_type(brinefall, "offer") if c.get("suit") == realm.id]) == 12
    assert len(of_type(brinefall, "event")) >= 12 and len(of_type(brinefall, "chapter")) >= 25
    assert len(brinefall.cards) >= 100


@pytest.mark.parametrize("players", (2, 3))
@pytest.mark.parametrize("offers", ("demo", "original"))
def test_random_games_on_brinefall_all_end_by_a_rulebook_end(brinefall, players, offers):
    balance = play_random_games(RULESET, brinefall, SEEDS, players, offers)
    assert balance.unfinished == []
    titles = {realm.title for realm in of_type(brinefall, "realm")}
    known = {RUINED, RULES_ALL} | {f"Offer bought out: {title}" for title in titles}
    assert set(balance.ends) <= known
    assert all(turns >= 1 for turns in balance.turns)


def test_the_balance_report_names_the_symbols_and_the_ends(brinefall):
    report = odds_report(brinefall, games=1)
    assert "Copperlane" in report and "add" in report and "Events" in report
    assert "2 rivals, demo Offer rule" in report and "3 rivals, original Offer rule" in report
