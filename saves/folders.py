"""Fogbound's per-user folders (data: saves; cache: card faces; config: settings)."""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP = "Fogbound"


@dataclass(frozen=True)
class Folders:
    data: Path
    cache: Path
    config: Path

    @property
    def saves(self) -> Path:
        return self.data / "campaigns"


def user_folders(override: str | os.PathLike | None = None) -> Folders:
    """The folders to use: `override` (--data-dir), else $FOGBOUND_DATA_DIR, else the OS's per-user ones.

    With an override, everything lives below that one folder (portable installs, tests).
    Nothing is created here; writers create what they write into.
    """
    root = override or os.environ.get("FOGBOUND_DATA_DIR")
    if root:
        root = Path(root)
        return Folders(root / "data", root / "cache", root / "config")
    return Folders(
        Path(platformdirs.user_data_dir(APP, appauthor=False)),
        Path(platformdirs.user_cache_dir(APP, appauthor=False)),
        Path(platformdirs.user_config_dir(APP, appauthor=False)),
    )
