"""Content loading is generic: a pack of any registered ruleset loads, is checked by that ruleset's
own format, and its cards come from a spreadsheet through the same import."""
from __future__ import annotations

import pytest

from engine import rulesets
from engine.content.loader import load_pack
from engine.core.pieces import PieceDef
from gui.packtool import main
from tests.content.test_problems import has, problems_of

PACK_TOML = 'id = "toys"\ntitle = "Toys"\nruleset = "toy-tokens"\nversion = "1.0"\nplayers = [2, 2]\n'
CARDS = ('[[card]]\nid = "red"\ntype = "token"\ntitle = "Red"\nvalue = 2\npartner = "blue"\n\n'
         '[[card]]\nid = "blue"\ntype = "token"\ntitle = "Blue"\n')


@pytest.fixture
def toys(tmp_path, monkeypatch):
    monkeypatch.setitem(rulesets.PACKAGES, "toy-tokens", "tests.content.toy_ruleset")
    folder = tmp_path / "toys"
    (folder / "cards").mkdir(parents=True)
    (folder / "pack.toml").write_text(PACK_TOML, encoding="utf-8")
    (folder / "cards" / "tokens.toml").write_text(CARDS, encoding="utf-8")
    return folder


def test_a_pack_of_another_ruleset_loads_through_the_registry(toys):
    pack = load_pack(toys)
    assert pack.ruleset == "toy-tokens" and pack.rules == {"reach": 3}
    assert pack.cards["red"] == PieceDef("red", "token", "Red", "card", pack.cards["red"].data)
    assert pack.cards["red"].get("value") == 2 and pack.meta["title"] == "Toys"


def test_that_rulesets_schemas_and_checks_are_the_ones_applied(toys):
    text = (toys / "cards" / "tokens.toml").read_text(encoding="utf-8")
    (toys / "cards" / "tokens.toml").write_text(text.replace('partner = "blue"', 'partner = "green"')
                                                .replace("value = 2", "value = 0"), encoding="utf-8")
    found = problems_of(toys)
    has(found, "cards/tokens.toml", "red", "partner", "'green', which is not in the pack")
    has(found, "cards/tokens.toml", "red", "value", "at least 1, not 0")


def test_the_listing_groups_by_that_rulesets_groups(toys, capsys):
    assert main(["validate", str(toys)]) == 0
    assert "2 in the bag" in capsys.readouterr().out


def test_spreadsheet_import_reads_that_rulesets_columns(toys, tmp_path):
    sheet = tmp_path / "more.csv"
    sheet.write_text("id,type,title,value,partner\ngreen,token,Green,4,red\n", encoding="utf-8")
    assert main(["import-csv", str(sheet), str(toys)]) == 0
    assert load_pack(toys).cards["green"].get("value") == 4
    sheet.write_text("id,type,title,stars\nx,token,X,2\n", encoding="utf-8")
    assert main(["import-csv", str(sheet), str(toys), "--force"]) == 1


def test_a_pack_names_its_ruleset(toys):
    (toys / "pack.toml").write_text(PACK_TOML.replace('ruleset = "toy-tokens"\n', ""), encoding="utf-8")
    has(problems_of(toys), "pack.toml", None, "ruleset", "is required but missing")
