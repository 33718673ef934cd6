"""Before Qt starts on a Linux desktop: are the system libraries its xcb plugin needs installed? When some are
missing, say which packages to install (apt, dnf, pacman) instead of letting Qt abort with a riddle."""
from __future__ import annotations

import ctypes
import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

# soname -> (apt, dnf, pacman) package that brings it
PACKAGES = {
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm", "xcb-util-wm"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms", "xcb-util-keysyms"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image", "xcb-util-image"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil", "xcb-util-renderutil"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util", "xcb-util"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb", "libxcb"),
    "libxcb-shm.so.0": ("libxcb-shm0", "libxcb", "libxcb"),
    "libxcb-sync.so.1": ("libxcb-sync1", "libxcb", "libxcb"),
    "libxcb-xfixes.so.0": ("libxcb-xfixes0", "libxcb", "libxcb"),
    "libxcb-render.so.0": ("libxcb-render0", "libxcb", "libxcb"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb", "libxcb"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb", "libxcb"),
    "libxcb.so.1": ("libxcb1", "libxcb", "libxcb"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon", "libxkbcommon"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11", "libxkbcommon-x11"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb", "libx11"),
    "libX11.so.6": ("libx11-6", "libX11", "libx11"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl", "libglvnd"),
    "libGL.so.1": ("libgl1", "libglvnd-glx", "libglvnd"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig", "fontconfig"),
    "libfreetype.so.6": ("libfreetype6", "freetype", "freetype2"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs", "dbus"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2", "glib2"),
}
TOOLS = (("apt", "sudo apt install"), ("dnf", "sudo dnf install"), ("pacman", "sudo pacman -S"))


def wanted() -> bool:
    """Whether Qt will use its xcb plugin here (Linux, no other platform asked for)."""
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    return sys.platform.startswith("linux") and (not platform or platform.startswith("xcb"))


def plugin() -> Path | None:
    """PySide6's xcb plugin, found without importing Qt."""
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return None
    found = Path(list(spec.submodule_search_locations)[0]) / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    return found if found.exists() else None


def missing_from(ldd_output: str) -> list[str]:
    """The sonames `ldd` could not find."""
    return sorted({line.split("=>")[0].strip() for line in ldd_output.splitlines() if "not found" in line})


def unloadable(sonames) -> list[str]:
    """The libraries of the list the system cannot load (Qt loads them all a moment later anyway)."""
    gone = []
    for soname in sonames:
        try:
            ctypes.CDLL(soname)
        except OSError:
            gone.append(soname)
    return gone


def missing() -> list[str]:
    """The system libraries the xcb plugin needs and cannot load: a quick load of the usual ones, and when one
    fails, a tiny `ldd` probe of the plugin for the whole list."""
    quick = unloadable(PACKAGES)
    if not quick:
        return []
    found = plugin()
    ldd = shutil.which("ldd")
    if found is None or ldd is None:
        return quick
    try:
        probe = subprocess.run([ldd, str(found)], capture_output=True, text=True, timeout=20,
                               env=dict(os.environ, LC_ALL="C"))
    except (OSError, subprocess.SubprocessError):
        return quick
    if probe.returncode != 0:
        return quick
    return missing_from(probe.stdout + probe.stderr)  # the plugin's own needs, all of them


def advice(sonames: list[str]) -> str:
    """What to tell a player whose system lacks these libraries: the packages for each package tool."""
    lines = ["Fogbound cannot open its window: the system lacks libraries Qt needs to draw on this desktop "
             "(X11/xcb):", "  " + ", ".join(sonames), "", "Install them with one of:"]
    for n, (tool, command) in enumerate(TOOLS):
        names = sorted({PACKAGES[s][n] for s in sonames if s in PACKAGES})
        if names:
            lines.append(f"  {tool:7} {command} {' '.join(names)}")
    unknown = [s for s in sonames if s not in PACKAGES]
    if unknown:
        lines.append(f"  (and whichever package of your system provides {', '.join(unknown)})")
    lines.append("Or run on Wayland: QT_QPA_PLATFORM=wayland.")
    return "\n".join(lines)


def check() -> str | None:
    """The advice to print before starting Qt, or None when nothing is missing."""
    if not wanted():
        return None
    gone = missing()
    return advice(gone) if gone else None


if __name__ == "__main__":
    message = check()
    if message:
        print(message, file=sys.stderr)
    sys.exit(1 if message else 0)
