"""What every panel docked beside the board offers the table, whoever made it (the table's own, a ruleset's
presentation): a card clicked on it, a card opened from it, and an answer of the pending question offered on it
(a card slipped under a character card). A panel emits those it has; the table connects all three and never asks
whether a panel has them."""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget


class BasePanel(QWidget):
    """A docked panel: every panel the table docks derives from it."""

    card_clicked = Signal(str)
    card_opened = Signal(str)
    chosen = Signal(str)
