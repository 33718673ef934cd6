"""Events in plain words for the log: card titles when the card is visible, "a card" when it is not."""
from __future__ import annotations

from engine.core.view import HIDDEN, event_for


def player_name(game, seat: int) -> str:
    try:
        return game.table.player(int(seat)).name
    except (IndexError, ValueError, AttributeError):
        return f"player {seat}"


def owner_name(game, owner: str) -> str:
    if owner.startswith("seat:"):
        return player_name(game, owner.split(":", 1)[1])
    return {"table": "The table", "any": "Anyone"}.get(owner, owner)


def zone_words(game, zone: str) -> str:
    """A zone as a player names it."""
    name, _, rest = zone.partition(":")
    fixed = {"action_deck": "the action deck", "discard": "the discard pile", "drawn": "the drawn cards",
             "adventure": "the adventure deck", "past": "the past", "banished": "the banished cards",
             "box": "the box", "satchel": "the satchel", "revealed": "the table (being resolved)"}
    if zone in fixed:
        return fixed[zone]
    if name == "hand":
        return f"{player_name(game, rest)}'s hand"
    if name == "item":
        try:
            item = game.table.item(zone)
            return f"{player_name(game, item.owner)}'s item"
        except Exception:  # noqa: BLE001 - an item already gone from the table
            return "an item"
    if name == "exploration":
        return f"the exploration deck {rest}"
    if name == "board":
        return f"the board at ({rest.replace(',', ', ')})"
    if name == "attached":
        return f"the terrain at ({rest.replace(',', ', ')})"
    return zone.replace("_", " ")


def card_words(game, piece: str) -> str:
    card_id = game.state.pieces.get(piece)
    if card_id is None or card_id not in game.cards:
        return piece
    card = game.cards[card_id]
    return f"“{card.title}” ({card.get('number')})" if card.get("number") is not None else f"“{card.title}”"


def describe(event, game, label: str | None = None) -> str | None:
    """One line for an event, or None for events that add nothing to read."""
    event = event_for(game, event, None)  # everyone at the table reads the same log
    if event is None:
        return None
    kind = event.kind
    if kind == "piece_moved":
        what = "A face-down card" if event.piece == HIDDEN else card_words(game, event.piece)
        return f"{what} goes from {zone_words(game, event.source)} to {zone_words(game, event.target)}."
    if kind == "revealed":
        return f"Revealed: {card_words(game, event.card)}."
    if kind == "shuffled":
        return f"{zone_words(game, event.zone).capitalize()} is shuffled."
    if kind == "value_changed":
        if event.what == "xp":
            return f"Experience: {event.old} → {event.new}."
        if event.what.startswith("item:"):
            return f"{zone_words(game, event.what).capitalize()}: its die goes from {event.old} to {event.new}."
        return f"{event.what.replace('_', ' ').capitalize()}: {event.old} → {event.new}."
    if kind == "message":
        return event.text
    if kind == "chosen":
        return f"{owner_name(game, event.owner)} chose: {label or event.option}."
    if kind == "game_ended":
        word = {"win": "Won", "loss": "Lost"}.get(event.outcome, "Ended")
        return f"{word}: {event.reason}"
    return None
