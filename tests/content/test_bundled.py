"""The bundled adventure passes the validator, and the pack tool lists it."""
from __future__ import annotations

from engine.content.loader import list_packs, load_pack
from engine.content.paths import packs_dir
from engine.rulesets.seventh_continent.adventure import curses
from engine.rulesets.seventh_continent.cards import deck_of
from gui.packtool import main


def test_hollowmere_loads_without_a_problem():
    pack = load_pack(packs_dir() / "hollowmere")  # a PackError here lists every problem
    assert pack.id == "hollowmere" and curses(pack)
    decks = {deck_of(card) for card in pack.cards.values()}
    assert decks == {"adventure", "exploration", "action", "box"}


def test_hollowmere_is_listed_among_the_packs():
    assert "hollowmere" in [p.id for p in list_packs()]


def test_validate_command_on_the_bundled_pack(capsys):
    assert main(["validate", str(packs_dir() / "hollowmere")]) == 0
    assert capsys.readouterr().out.startswith("ok: Hollowmere")
