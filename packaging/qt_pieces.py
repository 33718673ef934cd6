"""Which parts of Qt go into the bundle: the three modules Fogbound imports and the plugins they need.

PyInstaller's PySide6 hooks collect generously (every plugin of a category, the libraries those
pull in). `keep_entry` decides per collected file, so the spec can drop the rest and the bundle
stays small. Names here are the ones Qt uses on disk, per platform.
"""
from __future__ import annotations

import re

# the PySide6 modules Fogbound imports; everything else under PySide6 is excluded from analysis
PYSIDE_MODULES = ("QtCore", "QtGui", "QtWidgets")

EXCLUDED_MODULES = (
    # Qt modules Fogbound does not use (the hooks would otherwise pull some in through plugins)
    "PySide6.QtNetwork", "PySide6.QtQml", "PySide6.QtQuick", "PySide6.QtQuickWidgets",
    "PySide6.QtQuickControls2", "PySide6.Qt3DCore", "PySide6.Qt3DRender", "PySide6.QtWebEngineCore",
    "PySide6.QtWebEngineWidgets", "PySide6.QtWebChannel", "PySide6.QtMultimedia", "PySide6.QtSql",
    "PySide6.QtPdf", "PySide6.QtPdfWidgets", "PySide6.QtOpenGL", "PySide6.QtOpenGLWidgets",
    "PySide6.QtSvg", "PySide6.QtSvgWidgets", "PySide6.QtPrintSupport", "PySide6.QtDesigner",
    "PySide6.QtHelp", "PySide6.QtUiTools", "PySide6.QtTest", "PySide6.QtXml", "PySide6.QtConcurrent",
    "PySide6.QtDBus", "PySide6.QtCharts", "PySide6.QtDataVisualization", "PySide6.QtGraphs",
    "PySide6.QtBluetooth", "PySide6.QtPositioning", "PySide6.QtLocation", "PySide6.QtSensors",
    "PySide6.QtSerialPort", "PySide6.QtRemoteObjects", "PySide6.QtScxml", "PySide6.QtStateMachine",
    "PySide6.QtTextToSpeech", "PySide6.QtWebSockets", "PySide6.QtHttpServer", "PySide6.QtSpatialAudio",
    "PySide6.QtNetworkAuth", "PySide6.QtNfc", "PySide6.QtAxContainer", "PySide6.QtLabsStyleKit",
    # picture formats packs do not use (their art is PNG or JPEG): AVIF alone is ~5 MB of libraries
    "PIL._avif", "PIL.AvifImagePlugin", "PIL._webp", "PIL.WebPImagePlugin", "PIL._imagingtk", "PIL.ImageTk",
    # Fogbound never goes on the network
    "ssl", "_ssl",
    # development-only Python packages
    "tests", "pytest", "_pytest", "pytestqt", "hypothesis", "pluggy", "iniconfig", "pygments",
    "tkinter", "_tkinter", "PyInstaller",
)

# Qt libraries kept: the three modules, plus what the kept plugins link against
# (DBus: every Linux plugin; XcbQpa: the X11 plugin; WaylandClient: the Wayland plugin;
# Svg: the SVG image and icon plugins)
QT_LIBRARIES = {"Core", "Gui", "Widgets", "DBus", "XcbQpa", "WaylandClient", "Svg"}

# plugins kept, by folder, for each platform (sys.platform prefixes); file stems without lib/ and suffix
PLUGINS = {
    "linux": {
        "platforms": {"qxcb", "qoffscreen", "qwayland"},
        "platforminputcontexts": {"composeplatforminputcontextplugin", "ibusplatforminputcontextplugin"},
        "platformthemes": {"qxdgdesktopportal"},
        "imageformats": {"qjpeg", "qsvg"},
        "iconengines": {"qsvgicon"},
        "wayland-shell-integration": {"xdg-shell"},
        "wayland-decoration-client": {"bradient", "adwaita"},
    },
    "win32": {
        "platforms": {"qwindows", "qoffscreen"},
        "styles": {"qmodernwindowsstyle", "qwindowsvistastyle"},
        "imageformats": {"qjpeg", "qsvg", "qico"},
        "iconengines": {"qsvgicon"},
    },
    "darwin": {
        "platforms": {"qcocoa", "qoffscreen"},
        "styles": {"qmacstyle"},
        "imageformats": {"qjpeg", "qsvg"},
        "iconengines": {"qsvgicon"},
    },
}

_PLUGIN = re.compile(r"(?:^|/)PySide6/(?:Qt/)?plugins/(?P<folder>[^/]+)/(?:lib)?(?P<stem>[^/.]+)[^/]*$")
# libQt6Core.so.6, Qt6Core.dll, QtCore.framework/..., libQt6Core.6.dylib
_LIBRARY = re.compile(r"(?:^|/)(?:lib)?Qt6?(?P<name>[A-Z][A-Za-z0-9]*?)(?:\.so[.0-9]*|\.[0-9.]*dylib|\.dll|\.framework(?:/.*)?)$")
_FRAMEWORK = re.compile(r"(?:^|/)Qt(?P<name>[A-Z][A-Za-z0-9]*)\.framework(?:/|$)")


def platform_key(platform: str) -> str:
    for key in PLUGINS:
        if platform.startswith(key):
            return key
    raise ValueError(f"no Qt plugin list for platform {platform!r} (known: {', '.join(PLUGINS)})")


def keep_entry(dest: str, platform: str) -> bool:
    """Whether a collected file (its path inside the bundle) belongs in Fogbound's bundle."""
    dest = dest.replace("\\", "/")
    plugin = _PLUGIN.search(dest)
    if plugin:
        wanted = PLUGINS[platform_key(platform)].get(plugin["folder"], set())
        return plugin["stem"] in wanted
    if "/Qt/qml/" in dest or dest.startswith("PySide6/Qt/qml"):
        return False
    library = _FRAMEWORK.search(dest) or _LIBRARY.search(dest)
    if library:
        return library["name"] in QT_LIBRARIES
    return True


def prune(entries: list, platform: str) -> list:
    """`entries` (PyInstaller TOC tuples, destination first) without the Qt pieces Fogbound does not use."""
    return [entry for entry in entries if keep_entry(entry[0], platform)]
