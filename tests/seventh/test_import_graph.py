"""The engine's modules import each other without cycles, and only at their top (issue 12)."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).parents[2]
ENGINE = ROOT / "engine"


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module_name(p): p for p in ENGINE.rglob("*.py")}


def _is_type_checking(node: ast.If) -> bool:
    return isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"


def _top_imports(tree: ast.Module):
    """Import statements run when the module is imported (TYPE_CHECKING blocks never run)."""
    for node in tree.body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        elif isinstance(node, ast.If) and not _is_type_checking(node):
            yield from (n for n in ast.walk(node) if isinstance(n, (ast.Import, ast.ImportFrom)))
        elif isinstance(node, ast.Try):
            yield from (n for n in ast.walk(node) if isinstance(n, (ast.Import, ast.ImportFrom)))


def _targets(name: str, path: Path, node) -> list[str]:
    if isinstance(node, ast.Import):
        return [a.name for a in node.names if a.name in MODULES]
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for _ in range(node.level - 1):
        package = package.rpartition(".")[0]
    base = (f"{package}.{node.module}" if node.module else package) if node.level else node.module
    found = [f"{base}.{a.name}" for a in node.names if f"{base}.{a.name}" in MODULES]
    return found or ([base] if base in MODULES else [])


def _graph() -> dict[str, set[str]]:
    graph = {}
    for name, path in MODULES.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        graph[name] = {t for node in _top_imports(tree) for t in _targets(name, path, node)} - {name}
    return graph


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    trail: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        trail.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return trail[trail.index(nxt):] + [nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        state[node] = 2
        trail.pop()
        return None

    for start in sorted(graph):
        if start not in state and (found := visit(start)):
            return found
    return None


def test_the_graph_sees_the_imports_it_must_see():
    graph = _graph()
    sc = "engine.rulesets.seventh_continent"
    assert f"{sc}.odds" in graph[f"{sc}.calibration"]
    assert f"{sc}.setup" in graph[sc]  # `from . import setup`
    assert "engine.core.game" in graph["engine.core.serial"]
    assert "engine.core.game" in graph["engine.core.ruleset"]
    assert "engine.core.ruleset" not in graph["engine.core.game"]  # the runner needs only `Rules`
    snippet = ast.parse("if TYPE_CHECKING:\n    import a\nif x:\n    import b\nimport c\n")
    assert sorted(a.name for n in _top_imports(snippet) for a in n.names) == ["b", "c"]
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]


def test_no_import_cycles_in_the_engine():
    assert _cycle(_graph()) is None


def test_no_imports_hidden_inside_functions():
    hidden = []
    for name, path in MODULES.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        top = {id(n) for n in _top_imports(tree)}
        checking = {id(n) for node in tree.body if isinstance(node, ast.If) and _is_type_checking(node)
                    for n in ast.walk(node)}
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)) and id(node) not in top | checking:
                hidden.append(f"{name}:{node.lineno}")
    assert hidden == []
