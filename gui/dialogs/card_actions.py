"""Clicking a card: its actions for each player who can see them, greyed with the reason when not possible."""
from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from engine.rulesets.seventh_continent import actions as rules_actions
from gui.panels.words import player_name


def card_actions(game, piece: str) -> list[dict]:
    """Every action of this card someone could see: label, option key, and why not (None when possible)."""
    decision = game.pending
    pending = set(decision.keys()) if decision is not None and decision.kind == "action" else set()
    found = []
    for player in game.table.players:
        if player.seat in game.table.eliminated:
            continue
        for ref in rules_actions.visible(game, player.seat):
            if ref.piece != piece:
                continue
            spec = rules_actions.action_def(game, ref.piece, ref.index)
            key = f"act:{player.seat}:{ref.piece}:{ref.index}"
            reason = rules_actions.why_not(game, player.seat, ref)
            if reason is None and key not in pending:
                reason = "the game is waiting for another decision" if decision is not None else "the game is over"
            icon = str(spec.get("icon", "action")).replace("_", " ")
            label = (f"{player_name(game, player.seat)}: {icon} (cost {spec.get('cost', '?')}, "
                     f"difficulty {spec.get('difficulty', '?')})")
            found.append({"label": label, "key": key, "why_not": reason})
    return found


def actions_menu(game, piece: str, choose, parent=None) -> QMenu:
    """A menu of the card's actions; taking an enabled one calls `choose(key)`."""
    card = game.card(piece)
    hidden = piece in getattr(game.table, "face_down", ())
    menu = QMenu(parent)
    menu.setAccessibleName(f"Actions of {card.title}")
    title = menu.addAction("Unexplored fog" if hidden else card.title)
    title.setEnabled(False)
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
