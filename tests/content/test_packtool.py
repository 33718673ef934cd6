"""The `fogbound-pack` command, driven through main([...])."""
from __future__ import annotations

import sys
import types

import pytest

from gui.packtool import main
from tests.content.conftest import TINY


def test_validate_ok(capsys):
    assert main(["validate", str(TINY)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("ok: The Tiny Isle 0.1.0 — 33 cards") and "; 27 different)" in out
    assert "13 adventure deck" in out and "11 action deck" in out


def test_validate_lists_every_problem_on_stderr(tiny, capsys):
    tiny.replace("cards/items.toml", "durability = 3", "durability = 9")
    tiny.replace("cards/terrain.toml", "numbox = 10", "numbox = 11")
    assert main(["validate", str(tiny.folder)]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "2 problems" in captured.err
    assert "[i-050-rope] durability: must be at most 6, not 9" in captured.err
    assert "[t-001-landing] arrows[1].numbox: numbox 11 points at no card" in captured.err
    assert "Traceback" not in captured.err


def test_validate_missing_folder(tmp_path, capsys):
    assert main(["validate", str(tmp_path / "none")]) == 1
    assert "is not a folder" in capsys.readouterr().err


def test_list_groups_by_deck_and_type_with_counts(capsys):
    assert main(["list", str(TINY)]) == 0
    out = capsys.readouterr().out
    assert "adventure deck — 13 cards" in out
    assert "action deck — 11 cards" in out
    assert "  curse (5)" in out and "The Tide Waits  ×4" in out
    assert "001 green  t-001-landing" in out
    assert "area II    x-fog-wind" in out
    assert out.index("adventure deck") < out.index("exploration deck") < out.index("action deck")


def test_usage_errors_exit_2_without_traceback(capsys):
    assert main([]) == 2
    assert main(["frobnicate"]) == 2
    assert main(["render", str(TINY)]) == 2
    assert main(["print-sheet", str(TINY), "x.pdf", "--paper", "a3"]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and "invalid choice: 'frobnicate'" in err


def test_help_exits_0(capsys):
    assert main(["--help"]) == 0
    assert "import-csv" in capsys.readouterr().out


def _fake_module(monkeypatch, name, **functions):
    module = types.ModuleType(name)
    for key, value in functions.items():
        setattr(module, key, value)
    monkeypatch.setitem(sys.modules, name, module)


def test_odds_delegates_to_the_ruleset(monkeypatch, capsys):
    seen = []
    _fake_module(monkeypatch, "engine.rulesets.seventh_continent.odds",
                 odds_report=lambda pack: seen.append(pack.id) or "ODDS TABLE")
    assert main(["odds", str(TINY)]) == 0
    assert capsys.readouterr().out.strip() == "ODDS TABLE" and seen == ["tiny-isle"]


def test_odds_missing_is_said_plainly(monkeypatch, capsys):
    _fake_module(monkeypatch, "engine.rulesets.seventh_continent.odds")  # without odds_report
    assert main(["odds", str(TINY)]) == 2
    assert "not available in this build" in capsys.readouterr().err


def test_odds_on_a_broken_pack_reports_the_pack(tiny, capsys):
    tiny.replace("cards/items.toml", "durability = 3", "durability = 9")
    assert main(["odds", str(tiny.folder)]) == 1
    assert "durability" in capsys.readouterr().err


def test_render_and_print_sheet_delegate(monkeypatch, tmp_path, capsys):
    calls = []
    _fake_module(monkeypatch, "gui.faces.pack_render",
                 render_pack_to_folder=lambda pack, out, size, **how: calls.append(("render", out, size)) or [1, 2])
    _fake_module(monkeypatch, "gui.faces.sheet",
                 print_sheet=lambda pack, out, paper: calls.append(("sheet", out, paper)))
    assert main(["render", str(TINY), str(tmp_path / "faces"), "--size", "table"]) == 0
    assert main(["print-sheet", str(TINY), str(tmp_path / "out" / "cards.pdf"), "--paper", "letter"]) == 0
    assert calls == [("render", tmp_path / "faces", "table"), ("sheet", tmp_path / "out" / "cards.pdf", "letter")]
    assert (tmp_path / "faces").is_dir() and (tmp_path / "out").is_dir()
    assert "rendered 2 table-size faces" in capsys.readouterr().out


def test_render_missing_module_is_said_plainly(monkeypatch, tmp_path, capsys):
    monkeypatch.setitem(sys.modules, "gui.faces.pack_render", None)  # import fails as if absent
    assert main(["render", str(TINY), str(tmp_path / "faces")]) == 2
    assert "card-face rendering is not available" in capsys.readouterr().err


def test_internal_errors_are_one_line_unless_debug(monkeypatch, tmp_path, capsys):
    def broken(pack, out, paper):
        raise ZeroDivisionError("oops")
    _fake_module(monkeypatch, "gui.faces.sheet", print_sheet=broken)
    assert main(["print-sheet", str(TINY), str(tmp_path / "c.pdf")]) == 2
    err = capsys.readouterr().err
    assert "internal error (ZeroDivisionError: oops)" in err and "Traceback" not in err
    with pytest.raises(ZeroDivisionError):
        main(["--debug", "print-sheet", str(TINY), str(tmp_path / "c.pdf")])


def test_console_script_is_declared():
    import tomllib
    from pathlib import Path
    project = tomllib.loads((Path(__file__).resolve().parents[2] / "pyproject.toml").read_text(encoding="utf-8"))
    assert project["project"]["scripts"]["fogbound-pack"] == "gui.packtool:main"


BUNDLED = ["hollowmere", "ashenreach", "brinefall", "cinderfane", "mirewick"]


def _copy(tmp_path, name: str):
    import shutil

    from engine.content.paths import packs_dir

    folder = tmp_path / name
    shutil.copytree(packs_dir() / name, folder)
    return folder


@pytest.mark.parametrize("name", BUNDLED)
def test_a_pack_with_no_cards_fails_validation_with_the_reason(tmp_path, capsys, name):
    """A pack.toml alone was 'ok … 0 cards' once; a new game of it then failed (issue 31)."""
    folder = _copy(tmp_path, name)
    for cards in (folder / "cards").glob("*.toml"):
        cards.unlink()
    assert main(["validate", str(folder)]) == 1
    captured = capsys.readouterr()
    assert captured.out == "" and str(folder) in captured.err and "Traceback" not in captured.err


def test_a_pack_with_no_heroes_cannot_start_a_game_and_says_so(tmp_path, capsys):
    folder = _copy(tmp_path, "brinefall")
    for hero in (folder / "cards").glob("hero-*.toml"):
        hero.unlink()
    assert main(["validate", str(folder)]) == 1
    assert "no game of this pack can start: it offers no hero to play" in capsys.readouterr().err


def test_a_pack_with_too_few_roles_for_the_fewest_players_says_so(tmp_path, capsys):
    folder = _copy(tmp_path, "brinefall")
    for hero in ("hero-netmender.toml", "hero-tide-reader.toml"):
        (folder / "cards" / hero).unlink()
    assert main(["validate", str(folder)]) == 1
    assert "it offers 1 hero to play, and a game seats at least 2 players" in capsys.readouterr().err


@pytest.mark.parametrize("name", BUNDLED)
def test_every_bundled_pack_can_start_a_game(capsys, name):
    from engine.content.paths import packs_dir

    assert main(["validate", str(packs_dir() / name)]) == 0
    assert capsys.readouterr().out.startswith("ok: ")


@pytest.mark.parametrize("pack_id", ["hollowmere", "ashenreach", "brinefall", "cinderfane", "mirewick"])
def test_validates_summary_adds_up_for_each_bundled_pack(pack_id, capsys):
    """Issue 27: "220 cards" where the parts added up to 254 (copies counted in the parts, not in the total)."""
    import re

    from engine.content.loader import list_packs, load_pack

    summary = next(s for s in list_packs() if s.id == pack_id)
    assert main(["validate", str(summary.folder)]) == 0
    out = capsys.readouterr().out
    found = re.match(r"ok: .* — (\d+) cards \((.*?)(?:; (\d+) different)?\); content", out)
    assert found, out
    total, parts, different = int(found[1]), found[2], found[3]
    assert total == sum(int(n) for n in re.findall(r"(?:^|, )(\d+) ", parts)), out
    pack = load_pack(summary.folder)
    assert total == sum(int(c.get("copies", 1)) for c in pack.cards.values())
    assert (int(different) if different else total) == len(pack.cards)
