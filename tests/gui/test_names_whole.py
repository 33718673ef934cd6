"""What a player reads whole at 1280x720: each role's name in the new-game wizard (Hollowmere's "Anselm Roke,
Ringer's Son" and Brinefall's "Ilvane the Tide-Reader" were cut to "Anselm Roke, Rin")."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionComboBox

from tests.gui.conftest import pick_pack


def _text_room(box) -> int:
    """The width a combo box gives the text of its current item (its arrow and frame taken off)."""
    option = QStyleOptionComboBox()
    box.initStyleOption(option)
    field = box.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                       QStyle.SubControl.SC_ComboBoxEditField, box)
    return field.width()


@pytest.mark.parametrize("pack_id", ["hollowmere", "brinefall", "ashenreach", "cinderfane"])
def test_every_role_is_named_whole_in_the_wizard_at_1280x720(window, qtbot, pack_id, monkeypatch):
    import gui.screens.wizard

    monkeypatch.setattr(gui.screens.wizard, "free_area", lambda widget=None: QRect(0, 0, 1280, 690))
    window.resize(1280, 690)
    window.show_wizard()
    wizard = window.wizard
    pick_pack(wizard, qtbot, pack_id)
    wizard.next_button.click()
    for _ in range(5):
        QApplication.processEvents()
    boxes = [box for box in wizard.characters if box.isVisible()]
    assert not wizard.compact and boxes, "the pack's roles are chosen beside the role's card"
    for box in boxes:
        for i in range(box.count()):
            words = box.itemText(i)
            assert box.fontMetrics().horizontalAdvance(words) <= _text_room(box), f"{words!r} is cut"
