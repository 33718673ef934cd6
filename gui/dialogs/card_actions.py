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
    return listed(game, rulesets.of(game).piece_options(game, piece))


def listed(game, options) -> list[dict]:
    """These options as a menu lists them: label, key, and why not (None when possible)."""
    decision = game.pending
    pending = set(decision.keys()) if decision is not None else set()
    found = []
    for option in options:
        reason = option.why_not
        if reason is None and option.key not in pending:
            reason = "the game is waiting for another decision" if decision is not None else "the game is over"
        found.append({"label": option.label, "key": option.key, "why_not": reason})
    return found


def actions_menu(game, piece: str, choose, parent=None) -> QMenu:
    """A menu of the card's actions; taking an enabled one calls `choose(key)`."""
    card = game.card(piece)
    title = card.title if looking.seen(game, piece) else "A face-down card"
    return _menu(title, card_actions(game, piece), "No action anyone can see on this card now", choose, parent)


def zone_menu(game, zone: str, choose, parent=None) -> QMenu:
    """A menu of what a click on a mark drawn in a zone offers; taking an enabled answer calls `choose(key)`."""
    shown = rulesets.of(game)
    title = shown.zone_words(game, zone) or zone
    return _menu(title[:1].upper() + title[1:], listed(game, shown.zone_options(game, zone)),
                 "Nothing to answer here now", choose, parent)


def _menu(title: str, entries: list[dict], empty: str, choose, parent) -> QMenu:
    menu = QMenu(parent)
    menu.setAccessibleName(f"Actions of {title}")
    heading = menu.addAction(title)
    heading.setEnabled(False)
    menu.addSeparator()
    if not entries:
        none = menu.addAction(empty)
        none.setEnabled(False)
    for entry in entries:
        text = entry["label"] if entry["why_not"] is None else f"{entry['label']} — {entry['why_not']}"
        action = QAction(text, menu)
        action.setEnabled(entry["why_not"] is None)
        action.setToolTip(entry["why_not"] or "Take this action")
        action.setData(entry["key"])
        action.triggered.connect(lambda _=False, k=entry["key"]: choose(k))
        menu.addAction(action)
    menu.setToolTipsVisible(True)
    return menu
