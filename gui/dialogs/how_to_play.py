"""How to play: each rule system's guide in our own words (its presentation's `guide`), with how the table is played
on the screen and its keys; opened from Help (F1) and from the new-game wizard."""
from __future__ import annotations

from html import escape

from PySide6.QtCore import QUrl
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QLabel, QTextBrowser, QVBoxLayout

from engine import rulesets as registry
from engine.content.paths import assets_dir
from gui import rulesets
from gui.fit import keep_on_screen

SHOTS = "guide"  # assets/guide/<ruleset package>.png: the table of that rule system, taken by assets/tools/shoot_guides.py

THE_TABLE = """
<ul>
<li><b>What now?</b> (on the right) lists every choice the rules allow at this moment, grouped by player and by
card. Double-click one, or highlight it and press <b>Enter</b>; the digits <b>1</b>–<b>9</b> take the numbered
ones. A choice the rules refuse right now is greyed, with the reason.</li>
<li><b>Click a card</b> (on the board or in a panel) for what you may do with it; <b>double-click</b> it to read it
full size.</li>
<li>When something must be placed or moved, the spaces it may go to <b>light up</b>: drag it there. A wrong space
sends it back and the status bar says why.</li>
<li>An action opens the <b>step dialog</b>: it walks the rules' steps one page at a time, shows the exact chance of
each outcome before anything is drawn or rolled, then what came up. Once the action is over it keeps what it
produced on screen until you press <b>Continue</b> (the log keeps it too).</li>
<li>The line over the board says <b>whose turn</b> it is, the <b>phase</b>, and what is <b>left</b> to spend.</li>
<li>The panels around the board hold each player's things and what the players share; the <b>Log</b> keeps every
event in words.</li>
</ul>
"""

KEYS = (("Enter", "take the highlighted choice, or the dialog's default answer"),
        ("1 – 9", "take the numbered choice"),
        ("F2", "put the keyboard on the list of choices"),
        ("Ctrl+Z, Ctrl+Shift+Z", "undo and redo, back to the last card drawn or revealed"),
        ("M", "the magnifier: a loupe over every card"), ("P", "pin the magnifier to the selected card"),
        ("Space", "open the selected card full size; in the step dialog, turn every card over at once"),
        ("Arrows, +, −, F", "pan the board, zoom in and out, fit the whole board"),
        ("Esc", "back out of a question that allows it, close a finished action's dialog, skip a playback"),
        ("Ctrl+S", "save to a named slot"), ("F1", "this guide"))


def systems() -> list[tuple[str, str]]:
    """(ruleset id, title) of every rule system Fogbound carries, in the registry's order."""
    return [(ruleset_id, registry.ruleset(ruleset_id).title) for ruleset_id in registry.ids()]


def shot(ruleset_id: str):
    """The guide's picture of this rule system's table, if it has one."""
    found = assets_dir() / SHOTS / f"{registry.package(ruleset_id)}.png"
    return found if found.is_file() else None


def icon_picture(name: str) -> QImage:
    """An icon of our icon set as the page shows it (the same drawing the card faces use)."""
    from io import BytesIO

    from gui.faces.icons import icon_image

    data = BytesIO()
    icon_image(name, 28, (40, 34, 28)).save(data, format="PNG")
    return QImage.fromData(data.getvalue())


def guide_html(ruleset_id: str) -> str:
    """The whole guide of a rule system as one rich-text page (its icons as `icon:<name>` images)."""
    title = registry.ruleset(ruleset_id).title
    presentation = rulesets.presentation(ruleset_id)
    guide = presentation.guide
    parts = [f"<h1>How to play {escape(title)}</h1>"]
    picture = shot(ruleset_id)
    if picture is not None:
        parts.append(f"<p><img src='{QUrl.fromLocalFile(str(picture)).toString()}' width='560'></p>")
    if guide is None:
        parts.append("<p>This rule system has no guide yet.</p>")
    else:
        parts += ["<h2>What you are after</h2>", guide.goal, "<h2>A turn</h2>", guide.turn]
        if guide.steps:
            rows = "".join(f"<tr><td valign='top'><b>{n}. {escape(name)}</b>&nbsp;&nbsp;</td><td>{words}</td></tr>"
                           for n, (name, words) in enumerate(guide.steps, start=1))
            parts += [f"<h2>{escape(guide.steps_heading)}</h2>", f"<table cellspacing='4'>{rows}</table>"]
        if guide.table:
            parts += ["<h2>At this table</h2>", guide.table]
        if guide.icons:
            rows = "".join(f"<tr><td><img src='icon:{name}' width='28' height='28'></td>"
                           f"<td valign='middle'><b>{escape(name.replace('_', ' ').capitalize())}</b>: {words}</td></tr>"
                           for name, words in guide.icons)
            parts += ["<h2>Icons</h2>", f"<table cellspacing='4'>{rows}</table>"]
        if guide.glossary:
            rows = "".join(f"<dt><b>{escape(term)}</b></dt><dd>{words}</dd>" for term, words in guide.glossary)
            parts += ["<h2>Words of the game</h2>", f"<dl>{rows}</dl>"]
    parts += ["<h2>Playing at the table</h2>", THE_TABLE, "<h2>Keys</h2>",
              "<table cellspacing='3'>" + "".join(f"<tr><td><b>{escape(key)}</b>&nbsp;&nbsp;</td><td>{escape(what)}</td>"
                                                  f"</tr>" for key, what in KEYS) + "</table>"]
    return "\n".join(parts)


class GuidePage(QTextBrowser):
    """The guide's page: its `icon:` images are drawn by our icon set."""

    def loadResource(self, kind, url):  # noqa: N802 - Qt's name
        if url.scheme() == "icon":
            return icon_picture(url.path())
        return super().loadResource(kind, url)


class HowToPlay(QDialog):
    """The guide of one rule system at a time, any of them chosen at the top."""

    def __init__(self, ruleset_id: str | None = None, parent=None):
        super().__init__(parent)
        self.setWindowTitle("How to play")
        self.setAccessibleName("How to play")
        self.which = QComboBox()
        self.which.setAccessibleName("Rule system")
        for key, title in systems():
            self.which.addItem(title, key)
        self.page = GuidePage()
        self.page.setOpenExternalLinks(False)
        self.page.setAccessibleName("Guide")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("Rule system:"))
        layout.addWidget(self.which)
        layout.addWidget(self.page, 1)
        layout.addWidget(buttons)
        self.which.currentIndexChanged.connect(lambda _i: self.show_system(self.which.currentData()))
        self.resize(720, 760)
        keep_on_screen(self)
        self.show_system(ruleset_id or registry.ids()[0])

    def show_system(self, ruleset_id: str) -> None:
        index = self.which.findData(ruleset_id)
        if index >= 0 and index != self.which.currentIndex():
            self.which.setCurrentIndex(index)  # comes back here through the signal
            return
        self.page.setHtml(guide_html(ruleset_id))
        self.page.verticalScrollBar().setValue(0)

    def text(self) -> str:
        return self.page.toPlainText()


def show_how_to_play(parent, ruleset_id: str | None = None) -> HowToPlay:
    """Open the guide (not modal: the table stays usable beside it)."""
    dialog = HowToPlay(ruleset_id, parent)
    dialog.show()
    return dialog
