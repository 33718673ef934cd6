"""Light and dark palettes; by default the one the system asks for."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

# the table's own accents, readable on both palettes
ACCENT = "#c8923a"
GOOD = "#3f9b5a"
BAD = "#c2453d"


def system_is_dark() -> bool:
    hints = QGuiApplication.styleHints()
    scheme = hints.colorScheme() if hasattr(hints, "colorScheme") else Qt.ColorScheme.Unknown
    if scheme == Qt.ColorScheme.Dark:
        return True
    if scheme == Qt.ColorScheme.Light:
        return False
    window = QGuiApplication.palette().color(QPalette.ColorRole.Window)
    return window.lightness() < 128


def dark_palette() -> QPalette:
    p = QPalette()
    base, window, text = QColor("#1f2226"), QColor("#2a2e33"), QColor("#e8e4dc")
    p.setColor(QPalette.ColorRole.Window, window)
    p.setColor(QPalette.ColorRole.WindowText, text)
    p.setColor(QPalette.ColorRole.Base, base)
    p.setColor(QPalette.ColorRole.AlternateBase, window)
    p.setColor(QPalette.ColorRole.Text, text)
    p.setColor(QPalette.ColorRole.Button, QColor("#353a40"))
    p.setColor(QPalette.ColorRole.ButtonText, text)
    p.setColor(QPalette.ColorRole.ToolTipBase, QColor("#3b4047"))
    p.setColor(QPalette.ColorRole.ToolTipText, text)
    p.setColor(QPalette.ColorRole.Highlight, QColor(ACCENT))
    p.setColor(QPalette.ColorRole.HighlightedText, QColor("#101010"))
    p.setColor(QPalette.ColorRole.Link, QColor("#e0b46a"))
    p.setColor(QPalette.ColorRole.PlaceholderText, QColor("#9a968f"))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        p.setColor(QPalette.ColorGroup.Disabled, role, QColor("#7d7a74"))
    return p


def light_palette() -> QPalette:
    p = QPalette()
    window, text = QColor("#f3efe6"), QColor("#23211e")
    p.setColor(QPalette.ColorRole.Window, window)
    p.setColor(QPalette.ColorRole.WindowText, text)
    p.setColor(QPalette.ColorRole.Base, QColor("#fffdf8"))
    p.setColor(QPalette.ColorRole.AlternateBase, QColor("#ece6da"))
    p.setColor(QPalette.ColorRole.Text, text)
    p.setColor(QPalette.ColorRole.Button, QColor("#e6dfd1"))
    p.setColor(QPalette.ColorRole.ButtonText, text)
    p.setColor(QPalette.ColorRole.ToolTipBase, QColor("#fffbe8"))
    p.setColor(QPalette.ColorRole.ToolTipText, text)
    p.setColor(QPalette.ColorRole.Highlight, QColor("#a8742a"))
    p.setColor(QPalette.ColorRole.HighlightedText, QColor("#ffffff"))
    p.setColor(QPalette.ColorRole.Link, QColor("#8a5a14"))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        p.setColor(QPalette.ColorGroup.Disabled, role, QColor("#9c978c"))
    return p


def apply_theme(app: QApplication, choice: str = "system") -> str:
    """Set the palette for 'light', 'dark' or 'system'; returns the one applied."""
    dark = system_is_dark() if choice == "system" else choice == "dark"
    app.setStyle("Fusion")  # the only style that honours a custom palette on every platform
    app.setPalette(dark_palette() if dark else light_palette())
    return "dark" if dark else "light"
