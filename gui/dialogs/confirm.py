"""Asking the players to confirm an answer that cannot be taken back (`Option.irreversible`): its words and what it
ends, with "Go back" the default, so that neither a digit nor Enter takes it by accident."""
from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from engine.core.decisions import Option

TITLE = "This cannot be taken back"


def confirm_box(parent: QWidget | None, option: Option) -> QMessageBox:
    """The question, not yet shown: `exec()` it; its `confirm` button is the one that takes the answer."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(TITLE)
    box.setText(f"<b>{option.label}?</b>")
    box.setInformativeText(option.irreversible or "")
    box.setAccessibleName(f"Confirm: {option.label}")
    confirm = box.addButton(f"Yes: {option.label}", QMessageBox.ButtonRole.DestructiveRole)
    back = box.addButton("Go back", QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(back)     # Enter goes back
    box.setEscapeButton(back)
    confirm.setAutoDefault(False)
    box.setProperty("confirm", confirm)
    return box


def confirmed(parent: QWidget | None, option: Option) -> bool:
    """Whether the players confirm the irreversible answer (asked only of one that is)."""
    if option.irreversible is None:
        return True
    box = confirm_box(parent, option)
    box.exec()
    return box.clickedButton() is box.property("confirm")
