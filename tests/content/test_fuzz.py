"""Whatever a card file holds, loading gives a Pack or a PackError — never another exception."""
from __future__ import annotations

import shutil
import tomllib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.content.loader import load_pack
from engine.content.problems import PackError
from engine.content.tomlwrite import cards_toml
from tests.content.conftest import TINY

FILES = sorted(p.name for p in (TINY / "cards").glob("*.toml"))
leaf = st.one_of(st.integers(-5, 1000), st.booleans(), st.text(max_size=6),
                 st.sampled_from(["this", "death", "I", "E", "rope", "dig", "cost", "result", "t-001-landing"]))
value = st.recursive(leaf, lambda inner: st.one_of(
    st.lists(inner, max_size=3),
    st.dictionaries(st.sampled_from(["take", "icon", "cost", "side", "numbox", "step", "cards", "then", "x"]),
                    inner, max_size=3)), max_leaves=6)


def _paths(node, path=()):
    yield path
    if isinstance(node, dict):
        for key, child in node.items():
            yield from _paths(child, path + (key,))
    elif isinstance(node, list):
        for i, child in enumerate(node):
            yield from _paths(child, path + (i,))


def _set(node, path, new):
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = new


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    copy = tmp_path_factory.mktemp("fuzz") / "tiny-isle"
    shutil.copytree(TINY, copy)
    return copy


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_mutated_cards_never_crash_the_loader(folder, data):
    for name in FILES:  # undo the previous example's mutation
        shutil.copyfile(TINY / "cards" / name, folder / "cards" / name)
    name = data.draw(st.sampled_from(FILES))
    cards = tomllib.loads((folder / "cards" / name).read_text(encoding="utf-8"))["card"]
    for _ in range(data.draw(st.integers(1, 3))):
        paths = [p for p in _paths(cards) if len(p) >= 2]
        path = data.draw(st.sampled_from(paths))
        _set(cards, path, data.draw(value))
    (folder / "cards" / name).write_text(cards_toml(cards), encoding="utf-8")
    try:
        load_pack(folder)
    except PackError as error:
        assert error.problems and all(p.message for p in error.problems)
        str(error)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_mutated_pack_toml_never_crashes_the_loader(folder, data):
    import tomli_w

    for name in FILES:
        shutil.copyfile(TINY / "cards" / name, folder / "cards" / name)
    meta = tomllib.loads((TINY / "pack.toml").read_text(encoding="utf-8"))
    for _ in range(data.draw(st.integers(1, 3))):
        path = data.draw(st.sampled_from([p for p in _paths(meta) if p]))
        _set(meta, path, data.draw(value))
    (folder / "pack.toml").write_text(tomli_w.dumps(meta), encoding="utf-8")
    try:
        load_pack(folder)
    except PackError as error:
        assert error.problems and all(p.message for p in error.problems)
        str(error)
