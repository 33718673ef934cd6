"""The About box: Fogbound, and the credits of the pack being played."""
from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QMessageBox


def about_text(pack=None) -> str:
    text = ("<h2>Fogbound</h2><p>A tabletop for card-driven adventure games. The rules are enforced by the "
            "engine; the table only shows them.</p>")
    if pack is not None:
        authors = ", ".join(escape(a) for a in pack.authors) or "unknown"
        text += (f"<h3>{escape(pack.title)}</h3><p>Version {escape(pack.version)}<br>By {authors}</p>")
        if pack.description:
            text += f"<p><i>{escape(pack.description)}</i></p>"
    return text


def show_about(parent, pack=None) -> None:
    box = QMessageBox(parent)
    box.setWindowTitle("About Fogbound")
    box.setText(about_text(pack))
    box.setAccessibleName("About Fogbound")
    box.exec()
