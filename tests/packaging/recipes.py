"""Load the modules kept in packaging/ (it is no Python package: `packaging` is also a PyPI name)."""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

PACKAGING = Path(__file__).resolve().parents[2] / "packaging"


def load(name: str):
    """packaging/<name>.py as a module, loaded once."""
    key = f"fogbound_packaging_{name}"
    if key not in sys.modules:
        spec = importlib.util.spec_from_file_location(key, PACKAGING / f"{name}.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[key] = module
        spec.loader.exec_module(module)
    return sys.modules[key]
