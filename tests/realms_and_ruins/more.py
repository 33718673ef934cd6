"""The test pack with a few more offer cards (`extra/more.toml`): for the tests of "next card" modifiers,
replays and history counters, which hold them; the other tests keep the Offers they know."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from engine.content.loader import load_pack

from .conftest import PACK

EXTRA = Path(__file__).parent / "extra" / "more.toml"


@pytest.fixture(scope="session")
def more(tmp_path_factory):
    folder = tmp_path_factory.mktemp("more") / "pack"
    shutil.copytree(PACK, folder)
    shutil.copy(EXTRA, folder / "cards" / "more.toml")
    return load_pack(folder)
