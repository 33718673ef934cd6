"""A test pack copied, one line of one file changed, and the loader's refusal read back: how each ruleset's
tests check that a broken pack names its file, entry and field."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from engine import rulesets
from engine.content.loader import load_pack
from engine.content.problems import PackError


def edit(folder: Path, file: str, old: str, new: str, count: int = 1) -> None:
    """Make one file of a copied pack say `new` where it said `old` (which it must say)."""
    path = folder / file
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{file} does not say {old!r}"
    path.write_text(text.replace(old, new, count), encoding="utf-8")


def edited(pack: Path, tmp_path: Path, file: str, old: str, new: str) -> Path:
    """A copy of `pack` whose `file` says `new` where it said `old` (a pack a test needs, or a broken one)."""
    folder = tmp_path / "pack"
    shutil.copytree(pack, folder)
    edit(folder, file, old, new)
    return folder


def refusal(pack: Path, tmp_path: Path, file: str, old: str, new: str, ruleset_id: str, package: str) -> str:
    """The loader's message for a copy of `pack` whose `file` says `new` where it said `old`; the ruleset is
    registered for the load, as its tests do before it is offered to players."""
    folder = edited(pack, tmp_path, file, old, new)
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(rulesets.PACKAGES, ruleset_id, package)
        with pytest.raises(PackError) as caught:
            load_pack(folder)
    return str(caught.value)
