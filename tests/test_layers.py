"""Dependencies point one way: gui -> online -> saves -> engine (and gui -> saves, gui -> engine). The engine
imports neither saves, the network nor the table; saves and the network never import Qt or the table."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
QT = ("PySide6", "shiboken6")
# each top-level package, and what it may never import (anywhere in it, inside functions too)
FORBIDDEN = {
    "engine": ("saves", "online", "gui", *QT),
    "saves": ("online", "gui", *QT),
    "online": ("gui", *QT),
}


def imports(path: Path) -> list[tuple[str, int]]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found += [(alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.append((node.module, node.lineno))
    return found


def offenders(package: str, root: Path = ROOT) -> list[str]:
    banned = FORBIDDEN[package]
    return [f"{path.relative_to(root)}:{line} imports {name}"
            for path in sorted((root / package).rglob("*.py"))
            for name, line in imports(path)
            if name.split(".")[0] in banned]


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_a_package_imports_nothing_above_it(package):
    assert (ROOT / package).is_dir()
    found = offenders(package)
    assert not found, "\n".join(found)


def test_the_check_sees_a_forbidden_import_even_inside_a_function(tmp_path):
    (tmp_path / "online").mkdir()
    (tmp_path / "online" / "late.py").write_text("def show():\n    from gui.session import Session\n")
    (tmp_path / "online" / "qt.py").write_text("import PySide6.QtCore\n")
    assert len(offenders("online", tmp_path)) == 2


def test_the_server_runs_without_qt():
    """`fogbound-server` imports no Qt: a server has no screen (checked in a fresh interpreter)."""
    import subprocess
    import sys

    code = ("import sys, online.cli, online.server, online.client, online.store\n"
            "sys.exit(1 if any(m.split('.')[0] in ('PySide6', 'gui') for m in sys.modules) else 0)")
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT).returncode == 0


def test_the_game_program_runs_the_server_headless(tmp_path):
    """`fogbound server ...` (an installer bundle holds only the `fogbound` program) is the same server, no Qt."""
    import subprocess
    import sys

    code = (f"import sys\nfrom gui.app import main\ncode = main(['server', '--data-dir', {str(tmp_path)!r}, 'tables'])\n"
            "sys.exit(code or (1 if 'PySide6' in sys.modules else 0))")
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT).returncode == 0
