"""Per-game caches only: nothing in the engine keeps a module-level table keyed by `id(...)` (such a cache keeps
every pack it ever saw alive for the process, and an id is reused once its object is gone); what is derived from
a game's pack goes in that game's `memo`."""
from __future__ import annotations

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "engine"


def module_tables(tree: ast.Module) -> set[str]:
    """Names a module binds at its top level to a dict (a literal, `dict()`, or annotated as one)."""
    names = set()
    for node in tree.body:
        if isinstance(node, ast.Assign):
            targets, value, annotation = node.targets, node.value, None
        elif isinstance(node, ast.AnnAssign):
            targets, value, annotation = [node.target], node.value, node.annotation
        else:
            continue
        is_dict = (isinstance(value, (ast.Dict, ast.DictComp))
                   or (isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id == "dict")
                   or (annotation is not None and ast.unparse(annotation).split("[")[0] in ("dict", "Dict")))
        if is_dict:
            names |= {t.id for t in targets if isinstance(t, ast.Name)}
    return names


def calls_id(node: ast.AST) -> bool:
    return any(isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "id" for n in ast.walk(node))


def keyed_by_id(path: Path) -> list[str]:
    """Where a module-level table of this module is read or written with a key made by `id(...)`."""
    tree = ast.parse(path.read_text(), str(path))
    tables = module_tables(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and node.value.id in tables:
            key = node.slice
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
              and isinstance(node.func.value, ast.Name) and node.func.value.id in tables
              and node.func.attr in ("get", "setdefault", "pop") and node.args):
            key = node.args[0]
        else:
            continue
        if calls_id(key):
            found.append(f"{path.relative_to(ENGINE.parent)}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_no_module_level_table_in_the_engine_is_keyed_by_id():
    offenders = [where for path in sorted(ENGINE.rglob("*.py")) for where in keyed_by_id(path)]
    assert not offenders, "\n".join(offenders)


def test_the_scan_sees_a_cache_keyed_by_id(tmp_path):
    module = tmp_path / "faces.py"
    module.write_text("_FACES: dict[int, tuple] = {}\n_KINDS = {}\n\n"
                      "def face_of(card):\n    seen = _FACES.get(id(card))\n    _KINDS[id(card)] = seen\n"
                      "    local = {}\n    local[id(card)] = 1\n")
    global ENGINE
    kept, ENGINE = ENGINE, tmp_path
    try:
        assert len(keyed_by_id(module)) == 2
    finally:
        ENGINE = kept
