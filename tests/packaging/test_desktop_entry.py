"""The Linux desktop entry and launcher shipped in the AppDir."""
from __future__ import annotations

import configparser
import os

from tests.packaging.recipes import PACKAGING


def test_desktop_entry_has_what_menus_need():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(PACKAGING / "fogbound.desktop", encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Type"] == "Application"
    assert section["Name"] == "Fogbound"
    assert section["Exec"] == "fogbound"
    assert section["Icon"] == "fogbound"
    assert "Game" in section["Categories"].split(";") and section["Categories"].endswith(";")


def test_scripts_are_executable():
    for name in ("AppRun", "install-menu-entry", "build-linux", "build-macos"):
        assert os.access(PACKAGING / name, os.X_OK), f"packaging/{name} lost its executable bit"
