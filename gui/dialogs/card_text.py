"""A card read in full: its face at reading size and its text as plain, selectable words (screen readers, copy)."""
from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QTextBrowser, QVBoxLayout

from engine.core.view import sees


def card_plain_text(card) -> str:
    lines = [card.title, card.type.replace("_", " ") + (f", card {card.get('number')}" if card.get("number") is not None else "")]
    if card.get("text"):
        lines.append(card.get("text"))
    for action in card.get("actions", ()) or ():
        lines.append(f"Action: {action.get('icon', '?')} — cost {action.get('cost', '?')}, "
                     f"difficulty {action.get('difficulty', '?')}")
    return "\n".join(lines)


class CardText(QDialog):
    def __init__(self, faces, game, piece: str, parent=None):
        super().__init__(parent)
        card = game.card(piece)
        hidden = not sees(game, piece, None)
        self.setWindowTitle("A face-down card" if hidden else card.title)
        picture = QLabel()
        picture.setPixmap(faces.pixmap(card.id, 320, back=hidden))
        picture.setAccessibleName("card face")
        text = QTextBrowser()
        text.setAccessibleName("card text")
        plain = "Nobody at the table has seen this card's face." if hidden else card_plain_text(card)
        text.setHtml("<br>".join(escape(line) for line in plain.splitlines()))
        self.plain = plain
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(picture)
        row.addWidget(text, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(buttons)
        self.resize(760, 520)
