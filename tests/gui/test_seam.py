"""The table's seam: the generic table imports no ruleset, and each ruleset's presentation is found by its id."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from engine import rulesets as registry
from gui import rulesets

GUI = Path(__file__).resolve().parents[2] / "gui"
PRESENTATIONS = GUI / "rulesets"


def imported(tree: ast.AST) -> list[tuple[str, int, bool]]:
    """(module named, line, at module level) for every import in a module."""
    top = {id(node) for node in tree.body}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(alias.name, node.lineno, id(node) in top) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.append((node.module, node.lineno, id(node) in top))
            found += [(f"{node.module}.{alias.name}", node.lineno, id(node) in top) for alias in node.names]
    return found


def ruleset_imports(path: Path) -> list[tuple[str, int, bool]]:
    """Imports of a ruleset's engine package or of a presentation package."""
    packages = {registry.package(i) for i in registry.ids()}
    wanted = tuple(f"engine.rulesets.{p}" for p in packages) + tuple(f"gui.rulesets.{p}" for p in packages)
    return [(name, line, top) for name, line, top in imported(ast.parse(path.read_text(), str(path)))
            if name.startswith(wanted)]


def generic_modules() -> list[Path]:
    return [p for p in GUI.rglob("*.py") if PRESENTATIONS not in p.parents]


def test_no_generic_table_module_imports_a_ruleset():
    offenders = [f"{path.relative_to(GUI.parent)}:{line} imports {name}"
                 for path in generic_modules() for name, line, _ in ruleset_imports(path)]
    assert not offenders, "\n".join(offenders)


def test_a_presentation_imports_only_its_own_ruleset_and_at_module_level():
    for package in {registry.package(i) for i in registry.ids()}:
        own = (f"engine.rulesets.{package}", f"gui.rulesets.{package}")
        for path in (PRESENTATIONS / package).rglob("*.py"):
            for name, line, top in ruleset_imports(path):
                assert name.startswith(own), f"{path.name}:{line} imports another ruleset's {name}"
                assert top, f"{path.name}:{line} hides the import of {name} inside a function"


def test_the_checker_sees_a_ruleset_import(tmp_path):
    """The rule above can fail: a generic module importing the ruleset, even inside a function, is caught."""
    module = tmp_path / "panel.py"
    module.write_text("def show():\n    from engine.rulesets.seventh_continent import board\n")
    assert ruleset_imports(module) and not ruleset_imports(module)[0][2]


def hooks(protocol: type) -> set[str]:
    """Every member a protocol declares: its attributes and its methods."""
    return {name for name in (*vars(protocol).get("__annotations__", {}), *vars(protocol))
            if not name.startswith("_")}


SEAM = {"presentation": rulesets.Presentation, "board": rulesets.Board, "steps": rulesets.StepPages,
        "cards": rulesets.CardFaces}


def test_every_registered_ruleset_has_a_presentation_found_by_its_id():
    for ruleset_id in registry.ids():
        shown = rulesets.presentation(ruleset_id)
        assert rulesets.package(ruleset_id) == f"gui.rulesets.{registry.package(ruleset_id)}"
        for part, protocol in SEAM.items():
            held = shown if part == "presentation" else getattr(shown, part)
            missing = sorted(name for name in hooks(protocol) if not hasattr(held, name))
            assert not missing, f"{ruleset_id}'s {part} lacks {missing}"


def test_every_presentation_has_the_optional_hooks_defaults():
    """The optional hooks are called without asking: every presentation, board and step pages derive from the
    classes holding their defaults."""
    for ruleset_id in registry.ids():
        shown = rulesets.presentation(ruleset_id)
        assert isinstance(shown, rulesets.BaseTable), ruleset_id
        assert isinstance(shown.board, rulesets.BaseBoard), ruleset_id
        assert isinstance(shown.steps, rulesets.BasePages), ruleset_id


def probes(path: Path) -> list[str]:
    """`hasattr(...)`/`getattr(...)` calls in a module that ask whether a ruleset's presentation has a hook: on a
    presentation, its board, step pages, panels or interlude (by the name they go by), or naming a hook of the
    seam."""
    named = set().union(*(hooks(protocol) for protocol in SEAM.values())) - {"board", "steps", "cards"}
    held = re.compile(r"presentation|rulesets\.of|pages|shape|\.steps\b|panel|widget|interlude")
    found = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in ("hasattr", "getattr") and len(node.args) >= 2):
            continue
        what, name = node.args[0], node.args[1]
        hook = name.value if isinstance(name, ast.Constant) else None
        if held.search(ast.unparse(what)) or hook in named:
            found.append(f"{path.name}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_the_generic_table_never_asks_whether_a_presentation_has_a_hook():
    offenders = [probe for path in generic_modules() for probe in probes(path)]
    assert not offenders, "\n".join(offenders)


def test_the_probe_checker_sees_a_probe(tmp_path):
    """The rule above can fail: a probe on a presentation, or naming a hook on anything, is caught."""
    module = tmp_path / "panel.py"
    module.write_text("def f(self, game):\n    x = getattr(rulesets.of(game), 'log_line', None)\n"
                      "    y = hasattr(panel, 'chosen') or hasattr(widget, signal)\n"
                      "    return hasattr(board, 'scenery') or hasattr(self.view, 'toPoint')\n")
    assert len(probes(module)) == 4


def test_the_card_faces_and_viewer_are_held_to_the_seam():
    """The face machinery and the viewer are generic modules now: the two rules above and below cover them."""
    held = {p.relative_to(GUI).as_posix() for p in generic_modules()}
    assert {"faces/render.py", "faces/cache.py", "faces/sheet.py", "faces/rows.py", "card_viewer.py"} <= held


def test_an_unknown_ruleset_has_no_presentation():
    with pytest.raises(registry.UnknownRuleset):
        rulesets.presentation("no-such-game")


NOUNS = re.compile(r"curse|terrain|numbox|satchel|exploration|action.deck|durability|\bpast\b", re.IGNORECASE)


def test_the_generic_table_holds_none_of_one_games_nouns():
    found = []
    for path in generic_modules():
        for n, line in enumerate(path.read_text().splitlines(), start=1):
            if NOUNS.search(line):
                found.append(f"{path.relative_to(GUI.parent)}:{n}: {line.strip()}")
    assert not found, "\n".join(found)


ARKEIS_NOUNS = re.compile(r"explorer|adversar|grappl|backpack|trauma|logbook|epilogue|fate stock|search token|"
                          r"miniature|episode", re.IGNORECASE)


def test_the_generic_table_holds_none_of_arkeis_nouns():
    """Arkeis' words live in gui/rulesets/arkeis: the generic table names no Explorer, Adversary or logbook."""
    found = [f"{path.relative_to(GUI.parent)}:{n}: {line.strip()}" for path in generic_modules()
             for n, line in enumerate(path.read_text().splitlines(), start=1) if ARKEIS_NOUNS.search(line)]
    assert not found, "\n".join(found)
