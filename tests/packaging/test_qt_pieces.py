"""Which collected Qt files the spec keeps: the three modules and the plugins each platform needs."""
from __future__ import annotations

import pytest

from tests.packaging.recipes import load


@pytest.fixture(scope="module")
def keep():
    return load("qt_pieces").keep_entry


@pytest.mark.parametrize("dest, platform", [
    ("PySide6/Qt/lib/libQt6Core.so.6", "linux"),
    ("PySide6/Qt/lib/libQt6Widgets.so.6", "linux"),
    ("PySide6/Qt/lib/libQt6XcbQpa.so.6", "linux"),
    ("PySide6/Qt/plugins/platforms/libqxcb.so", "linux"),
    ("PySide6/Qt/plugins/platforms/libqoffscreen.so", "linux"),
    ("PySide6/Qt/plugins/platforms/libqwayland.so", "linux"),
    ("PySide6/Qt/plugins/imageformats/libqjpeg.so", "linux"),
    ("PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so", "linux"),
    ("PySide6\\plugins\\platforms\\qwindows.dll", "win32"),
    ("PySide6\\Qt6Gui.dll", "win32"),
    ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", "darwin"),
    ("PySide6/Qt/lib/QtGui.framework/Versions/A/QtGui", "darwin"),
    ("PIL/_imaging.cpython-311-x86_64-linux-gnu.so", "linux"),
    ("libpython3.11.so.1.0", "linux"),
    ("assets/packs/README.md", "linux"),
])
def test_kept(keep, dest, platform):
    assert keep(dest, platform)


@pytest.mark.parametrize("dest, platform", [
    ("PySide6/Qt/lib/libQt6Qml.so.6", "linux"),
    ("PySide6/Qt/lib/libQt6Quick.so.6", "linux"),
    ("PySide6/Qt/lib/libQt6Network.so.6", "linux"),
    ("PySide6/Qt/lib/libQt6Pdf.so.6", "linux"),
    ("PySide6/Qt/plugins/platforms/libqvnc.so", "linux"),
    ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", "linux"),
    ("PySide6/Qt/plugins/xcbglintegrations/libqxcb-glx-integration.so", "linux"),
    ("PySide6/Qt/plugins/sqldrivers/libqsqlite.so", "linux"),
    ("PySide6/Qt/plugins/platforms/libqxcb.so", "win32"),
    ("PySide6\\plugins\\platforms\\qdirect2d.dll", "win32"),
    ("PySide6\\Qt6WebEngineCore.dll", "win32"),
    ("PySide6/Qt/lib/QtQuick.framework/Versions/A/QtQuick", "darwin"),
    ("PySide6/Qt/qml/QtQuick/qmldir", "linux"),
])
def test_dropped(keep, dest, platform):
    assert not keep(dest, platform)


def test_unknown_platform_is_named_in_the_error(keep):
    with pytest.raises(ValueError, match="sunos5"):
        keep("PySide6/Qt/plugins/platforms/libqxcb.so", "sunos5")


def test_prune_keeps_toc_entries_whole():
    prune = load("qt_pieces").prune
    toc = [("PySide6/Qt/lib/libQt6Core.so.6", "/src/a", "BINARY"), ("PySide6/Qt/lib/libQt6Qml.so.6", "/src/b", "BINARY")]
    assert prune(toc, "linux") == toc[:1]


def test_the_three_modules_are_never_excluded():
    qt_pieces = load("qt_pieces")
    for module in qt_pieces.PYSIDE_MODULES:
        assert f"PySide6.{module}" not in qt_pieces.EXCLUDED_MODULES
