"""Saving to a named slot, and the Load dialog (campaigns on the left, their saves on the right)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (QApplication, QDialog, QDialogButtonBox, QHBoxLayout, QInputDialog, QLabel, QLayout,
                               QListWidget, QListWidgetItem, QVBoxLayout)

import saves
from gui.fit import keep_on_screen, under_the_menus
from gui.last_play import AUTOSAVE, when, who_plays

DATA = Qt.ItemDataRole.UserRole


TITLE_BAR = 160  # logical pixels a window manager takes from a title bar besides its words (icon, buttons)


def slot_dialog(parent, campaign) -> QInputDialog:
    """The dialog asking a slot's name, wide enough that its title bar says "Save the game" whole (it was cut to
    "Save the g…" at its own width)."""
    names = [s.name for s in saves.list_slots(campaign)]
    dialog = QInputDialog(parent)
    dialog.setWindowTitle("Save the game")
    dialog.setLabelText("Save as (an existing name is replaced):")
    dialog.setComboBoxItems([f"Save {len(names) + 1}"] + names)
    dialog.setComboBoxEditable(True)
    title = QFont(dialog.font())
    title.setBold(True)
    words = QFontMetrics(title).horizontalAdvance(f"{dialog.windowTitle()} — {QApplication.applicationDisplayName()}")
    width = max(dialog.sizeHint().width(), words + TITLE_BAR)
    # nothing in it grows: as large as its lines, and no larger, so the window manager draws no resize handle under
    # OK and Cancel (an empty strip across its foot)
    layout = dialog.layout()
    margins = layout.contentsMargins()
    dialog.findChild(QLabel).setMinimumWidth(width - margins.left() - margins.right())
    layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
    dialog.resize(layout.totalSizeHint())
    under_the_menus(dialog, parent.window())
    return keep_on_screen(dialog)


def ask_slot_name(parent, campaign) -> str | None:
    """A slot name typed or picked (picking an existing one replaces it; its old version becomes a backup)."""
    dialog = slot_dialog(parent, campaign)
    ok = dialog.exec() == QDialog.DialogCode.Accepted
    name = dialog.textValue().strip()
    dialog.deleteLater()
    return name if ok and name else None


class LoadDialog(QDialog):
    """Pick a campaign, then one of its saves or its autosave. `choice` is (campaign, slot name or AUTOSAVE)."""

    def __init__(self, campaigns: saves.Campaigns, parent=None):
        super().__init__(parent)
        self.setWindowTitle("Load a game")
        self.campaigns = campaigns
        self.choice = None
        self.list = QListWidget()
        self.list.setAccessibleName("Campaigns")
        self.slots = QListWidget()
        self.slots.setAccessibleName("Saves of the campaign")
        self.slots.itemActivated.connect(lambda _i: self.accept())
        self.problems = QLabel()
        self.problems.setWordWrap(True)
        self.problems.setStyleSheet("color: #c2453d")
        found = campaigns.list()
        for campaign in found:
            players = f"\n{who_plays(campaign)}" if campaign.seats else ""   # a line of its own: a long group is not cut
            item = QListWidgetItem(f"{campaign.name}\n{campaign.pack.id} · last played {when(campaign.last_played)}{players}")
            item.setData(DATA, campaign)
            self.list.addItem(item)
        if campaigns.problems:
            self.problems.setText("Some campaign folders could not be read: "
                                  + "; ".join(str(p) for p in campaigns.problems))
        if not found:
            self.list.addItem("No campaign yet.")
        self.list.currentItemChanged.connect(self._show_slots)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.open_button = buttons.button(QDialogButtonBox.StandardButton.Open)
        row = QHBoxLayout()
        left, right = QVBoxLayout(), QVBoxLayout()
        for column, words, widget in ((left, "&Campaigns", self.list), (right, "&Saves", self.slots)):
            title = QLabel(words)
            title.setBuddy(widget)  # the buddy turns "&" into the underlined shortcut letter
            column.addWidget(title)
            column.addWidget(widget)
        row.addLayout(left, 1)
        row.addLayout(right, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.problems)
        layout.addWidget(buttons)
        self.resize(720, 420)
        keep_on_screen(self)  # at 200 % on 1280×720 its Open and Cancel buttons were off the screen
        if parent is not None:
            under_the_menus(self, parent.window())
        if found:
            self.list.setCurrentRow(0)
        self._update_button()

    def _show_slots(self) -> None:
        self.slots.clear()
        item = self.list.currentItem()
        campaign = item.data(DATA) if item else None
        if campaign is None:
            return
        if saves.has_autosave(campaign):
            auto = QListWidgetItem("Autosave (the exact state after the last decision)")
            auto.setData(DATA, AUTOSAVE)
            self.slots.addItem(auto)
        for slot in saves.list_slots(campaign):
            entry = QListWidgetItem(f"{slot.name} — {when(slot.saved_at)}")
            entry.setData(DATA, slot.name)
            self.slots.addItem(entry)
        self.slots.setCurrentRow(0)
        self._update_button()

    def _update_button(self) -> None:
        self.open_button.setEnabled(self.slots.currentItem() is not None)

    def accept(self) -> None:
        campaign_item, slot_item = self.list.currentItem(), self.slots.currentItem()
        if campaign_item is None or slot_item is None or campaign_item.data(DATA) is None:
            return
        self.choice = (campaign_item.data(DATA), slot_item.data(DATA))
        super().accept()
