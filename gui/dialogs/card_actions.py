"""Clicking a card: its actions for each seat who can see them, greyed with the reason when not possible."""
from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from gui import looking, rulesets


def card_actions(game, piece: str) -> list[dict]:
    """Every action of this piece someone could see: label, option key, and why not (None when possible).

    The ruleset says what the piece offers and why an action is refused; an action it allows is still
    greyed while the game waits for another answer.
    """
    decision = game.pending
    pending = set(decision.keys()) if decision is not None else set()
    found = []
    for option in rulesets.of(game).piece_options(game, piece):
        reason = option.why_not
        if reason is None and option.key not in pending:
            reason = "the game is waiting for another decision" if decision is not None else "the game is over"
        found.append({"label": option.label, "key": option.key, "why_not": reason})
    return found


def actions_menu(game, piece: str, choose, parent=None) -> QMenu:
    """A menu of the card's actions; taking an enabled one calls `choose(key)`."""
    card = game.card(piece)
    title = card.title if looking.seen(game, piece) else "A face-down card"
    menu = QMenu(parent)
    menu.setAccessibleName(f"Actions of {title}")
    heading = menu.addAction(title)
    heading.setEnabled(False)
    menu.addSeparator()
    listed = card_actions(game, piece)
    if not listed:
        none = menu.addAction("No action anyone can see on this card now")
        none.setEnabled(False)
    for entry in listed:
        text = entry["label"] if entry["why_not"] is None else f"{entry['label']} — {entry['why_not']}"
        action = QAction(text, menu)
        action.setEnabled(entry["why_not"] is None)
        action.setToolTip(entry["why_not"] or "Take this action")
        action.setData(entry["key"])
        action.triggered.connect(lambda _=False, k=entry["key"]: choose(k))
        menu.addAction(action)
    menu.setToolTipsVisible(True)
    return menu
