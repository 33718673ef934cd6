"""From a spreadsheet to card files: `fogbound-pack import-csv` and the documented column set."""
from __future__ import annotations

import re
import shutil
import tomllib
from pathlib import Path

from engine.content.loader import load_pack
from engine.rulesets.seventh_continent.pack_format import COLUMNS
from gui.packtool import main
from tests.content.conftest import TINY

README = Path(__file__).resolve().parents[2] / "assets" / "packs" / "README.md"

SHEET = '''id,type,title,number,back,area,arrows,keywords,durability,banner,stars,half_stars,actions,text,advanced,xp
t-003-reeds,terrain,Reed Maze,3,green,I,"W:1; E:2",,,,,,"[{ icon = ""search"", cost = 2, difficulty = 1, success = [{ take = 50 }] }]","Tall reeds.\\nA path, maybe.",,
i-052-knife,item,"Reed Knife, Bone-Handled",52,green,,,blade; tool,2,rope:3,,,,,,
sk-grit,skill,Grit,,,,,,,,1,left; right,,,yes,3
'''


def _sheet(tmp_path, text=SHEET, name="cards.csv") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_rows_become_card_files_that_load(tmp_path, capsys):
    folder = tmp_path / "tiny-isle"
    shutil.copytree(TINY, folder)
    assert main(["import-csv", str(_sheet(tmp_path)), str(folder)]) == 0
    out = capsys.readouterr().out
    assert "cards/cards-item.toml (1 card)" in out and "cards/cards-terrain.toml (1 card)" in out
    terrain = tomllib.loads((folder / "cards" / "cards-terrain.toml").read_text(encoding="utf-8"))["card"][0]
    assert terrain["arrows"] == [{"side": "W", "numbox": 1}, {"side": "E", "numbox": 2}]
    assert terrain["text"] == "Tall reeds.\nA path, maybe."
    assert terrain["actions"][0]["success"] == [{"take": 50}]
    pack = load_pack(folder)
    assert pack.cards["i-052-knife"].get("keywords") == ("blade", "tool")
    assert pack.cards["i-052-knife"].title == "Reed Knife, Bone-Handled"
    assert pack.cards["i-052-knife"].get("banner")["value"] == 3
    assert pack.cards["sk-grit"].get("half_stars") == ("left", "right")
    assert pack.cards["sk-grit"].get("advanced") is True


def test_written_files_are_readable_toml_with_inline_tables(tmp_path):
    assert main(["import-csv", str(_sheet(tmp_path)), str(tmp_path / "new")]) == 0
    text = (tmp_path / "new" / "cards" / "cards-terrain.toml").read_text(encoding="utf-8")
    assert '[[card]]\nid = "t-003-reeds"' in text
    assert 'arrows = [{ side = "W", numbox = 1 }, { side = "E", numbox = 2 }]' in text


def test_every_bad_cell_is_reported_and_nothing_written(tmp_path, capsys):
    bad = SHEET.replace("3,green,I", "three,green,I").replace("blade; tool,2,rope:3", "blade; tool,9,rope")
    bad = bad.replace(",yes,3", ",perhaps,3")
    assert main(["import-csv", str(_sheet(tmp_path, bad)), str(tmp_path / "out")]) == 1
    err = capsys.readouterr().err
    assert "row 2 [t-003-reeds] number: 'three' is not a whole number" in err
    assert "row 3 [i-052-knife] banner: 'rope' should look like" in err
    assert "row 4 [sk-grit] advanced: 'perhaps' is not true or false" in err
    assert not (tmp_path / "out").exists()


def test_schema_problems_are_reported_by_row(tmp_path, capsys):
    bad = SHEET.replace("blade; tool,2,rope:3", "blade; tool,9,rope:3")
    assert main(["import-csv", str(_sheet(tmp_path, bad)), str(tmp_path / "out")]) == 1
    assert "row 3 [i-052-knife] durability: must be at most 6, not 9" in capsys.readouterr().err


def test_bad_toml_snippet_and_unknown_column(tmp_path, capsys):
    bad = SHEET.replace('[{ icon = ""search""', '[{ icon = search')
    assert main(["import-csv", str(_sheet(tmp_path, bad)), str(tmp_path / "out")]) == 1
    assert "actions: is not an inline TOML value" in capsys.readouterr().err
    bad = SHEET.replace("keywords,durability", "keywords,durabilty")
    assert main(["import-csv", str(_sheet(tmp_path, bad)), str(tmp_path / "out")]) == 1
    assert "unknown column 'durabilty'" in capsys.readouterr().err


def test_snippet_cannot_smuggle_other_fields(tmp_path, capsys):
    bad = SHEET.replace('"[{ icon = ""search"", cost = 2, difficulty = 1, success = [{ take = 50 }] }]"',
                        '"[]\nstars = 3"')
    assert main(["import-csv", str(_sheet(tmp_path, bad)), str(tmp_path / "out")]) == 1
    assert "more than one TOML value" in capsys.readouterr().err


def test_existing_files_are_kept_unless_forced(tmp_path, capsys):
    sheet = _sheet(tmp_path)
    assert main(["import-csv", str(sheet), str(tmp_path / "out")]) == 0
    (tmp_path / "out" / "cards" / "cards-item.toml").write_text("# mine\n", encoding="utf-8")
    assert main(["import-csv", str(sheet), str(tmp_path / "out")]) == 1
    assert "cards-item.toml already exists (use --force" in capsys.readouterr().err
    assert (tmp_path / "out" / "cards" / "cards-item.toml").read_text(encoding="utf-8") == "# mine\n"
    assert main(["import-csv", str(sheet), str(tmp_path / "out"), "--force"]) == 0
    assert "Reed Knife" in (tmp_path / "out" / "cards" / "cards-item.toml").read_text(encoding="utf-8")


def test_semicolon_sheets_and_excel_bom(tmp_path):
    text = "\ufeffid;type;title;stars\nsk-a;skill;Able;1\n"
    assert main(["import-csv", str(_sheet(tmp_path, text)), str(tmp_path / "out"), "--delimiter", ";"]) == 0
    card = tomllib.loads((tmp_path / "out" / "cards" / "cards-skill.toml").read_text(encoding="utf-8"))["card"][0]
    assert card == {"id": "sk-a", "type": "skill", "title": "Able", "stars": 1}


def test_duplicate_ids_and_missing_csv(tmp_path, capsys):
    text = "id,type,title\nsk-a,save,A\nsk-a,save,B\n"
    assert main(["import-csv", str(_sheet(tmp_path, text)), str(tmp_path / "out")]) == 1
    assert "'sk-a' is on two rows" in capsys.readouterr().err
    assert main(["import-csv", str(tmp_path / "none.csv"), str(tmp_path / "out")]) == 2
    assert "cannot be read" in capsys.readouterr().err


def test_readme_documents_every_column():
    text = README.read_text(encoding="utf-8")
    section = text[text.index("## Spreadsheets"):text.index("## The fogbound-pack command")]
    documented = set(re.findall(r"`([a-z0-9_]+)`", section.split("| column(s) | cell |")[1]))
    assert set(COLUMNS) <= documented, set(COLUMNS) - documented
