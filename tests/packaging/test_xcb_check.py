"""`dev.py play` on a Linux desktop without Qt's xcb libraries names the packages to install instead of crashing."""
from __future__ import annotations

import subprocess

from gui import app, xcb_check

LDD = """\tlinux-vdso.so.1 (0x00007ffc)
\tlibQt6XcbQpa.so.6 => /venv/PySide6/Qt/lib/libQt6XcbQpa.so.6 (0x00007f6d)
\tlibxcb-cursor.so.0 => /lib/x86_64-linux-gnu/libxcb-cursor.so.0 (0x00007f6d)
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms.so.1 => not found
"""


def test_the_probe_reads_what_ldd_could_not_find():
    assert xcb_check.missing_from(LDD) == ["libxcb-icccm.so.4", "libxcb-keysyms.so.1"]


def test_the_advice_names_the_packages_for_apt_dnf_and_pacman():
    text = xcb_check.advice(["libxcb-icccm.so.4", "libxcb-keysyms.so.1"])
    assert "sudo apt install libxcb-icccm4 libxcb-keysyms1" in text
    assert "sudo dnf install xcb-util-keysyms xcb-util-wm" in text
    assert "sudo pacman -S xcb-util-keysyms xcb-util-wm" in text


def test_a_library_missing_from_the_table_is_still_named():
    assert "libxcb-made-up.so.9" in xcb_check.advice(["libxcb-made-up.so.9"])


def test_a_failed_quick_load_asks_ldd_for_the_whole_list(monkeypatch, tmp_path):
    monkeypatch.setattr(xcb_check, "wanted", lambda: True)
    monkeypatch.setattr(xcb_check, "unloadable", lambda names: ["libxcb-icccm.so.4"])
    monkeypatch.setattr(xcb_check, "plugin", lambda: tmp_path / "libqxcb.so")
    monkeypatch.setattr(xcb_check.shutil, "which", lambda name: "/usr/bin/ldd")
    monkeypatch.setattr(xcb_check.subprocess, "run",
                        lambda *a, **k: subprocess.CompletedProcess(a, 0, stdout=LDD, stderr=""))
    assert "libxcb-keysyms1" in xcb_check.check()


def test_nothing_is_said_when_every_library_loads(monkeypatch):
    monkeypatch.setattr(xcb_check, "wanted", lambda: True)
    monkeypatch.setattr(xcb_check, "unloadable", lambda names: [])
    assert xcb_check.check() is None


def test_the_game_stops_with_the_advice_before_qt_starts(monkeypatch, capsys):
    monkeypatch.setattr(xcb_check, "check", lambda: "install libxcb-icccm4")
    monkeypatch.setattr(app, "make_app", lambda *a: (_ for _ in ()).throw(AssertionError("Qt started")))
    assert app.main([]) == 3
    assert "install libxcb-icccm4" in capsys.readouterr().err
