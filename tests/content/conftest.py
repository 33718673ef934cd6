"""Fixtures for the content tests: a copy of the tiny valid pack that a test may break at will."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

PACKS = Path(__file__).resolve().parent / "packs"
TINY = PACKS / "tiny-isle"


class Editable:
    """A pack copied into tmp_path, with edits that fail loudly if the text to change is absent."""

    def __init__(self, folder: Path):
        self.folder = folder

    def replace(self, name: str, old: str, new: str) -> None:
        path = self.folder / name
        text = path.read_text(encoding="utf-8")
        assert old in text, f"{old!r} not in {name}"
        path.write_text(text.replace(old, new, 1), encoding="utf-8")

    def append(self, name: str, text: str) -> None:
        path = self.folder / name
        path.write_text(path.read_text(encoding="utf-8") + text, encoding="utf-8")


@pytest.fixture
def tiny(tmp_path) -> Editable:
    folder = tmp_path / "tiny-isle"
    shutil.copytree(TINY, folder)
    return Editable(folder)
