"""Where the bundled content lives: from source, inside an installer bundle, or overridden."""
from __future__ import annotations

import os
import sys
from pathlib import Path


def assets_dir() -> Path:
    """The `assets/` folder: $FOGBOUND_ASSETS, else inside a frozen bundle, else next to the sources."""
    override = os.environ.get("FOGBOUND_ASSETS")
    if override:
        return Path(override)
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "assets"
    return Path(__file__).resolve().parents[2] / "assets"


def packs_dir() -> Path:
    return assets_dir() / "packs"
