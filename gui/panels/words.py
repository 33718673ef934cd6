"""Events in plain words for the log: card titles when the card is visible, "a card" when it is not."""
from __future__ import annotations

from engine.core.view import HIDDEN
from gui import looking, rulesets
from engine.core.events import Message


def player_name(game, seat) -> str:
    try:
        return dict(rulesets.of(game).seats(game))[int(seat)]
    except (KeyError, ValueError, TypeError):
        # seats count from 0 in the engine, players from 1 at the table
        return f"player {int(seat) + 1}" if str(seat).isdigit() else f"player {seat}"


def owner_name(game, owner: str) -> str:
    if owner.startswith("seat:"):
        return player_name(game, owner.split(":", 1)[1])
    return {"table": "The table", "any": "Anyone"}.get(owner, owner)


def decides(game, decision) -> str:
    """Who decides, and for an "in which order?" question the answers already put in order (the core's
    `choices.order` keeps their words in `context["ordered"]`): "Decides: The table · already in order: 1. …"."""
    who = f"Decides: {owner_name(game, decision.owner)}"
    ordered = decision.context.get("ordered") if decision.context else None
    if not ordered:
        return who
    return who + " · already in order: " + "; ".join(f"{n}. {label}" for n, label in enumerate(ordered, 1))


def zone_words(game, zone: str) -> str:
    """A zone as a player names it: the ruleset's words, else a seat's hand or the zone's own name."""
    words = rulesets.of(game).zone_words(game, zone)
    if words is not None:
        return words
    name, _, rest = zone.partition(":")
    if name == "hand":
        return f"{player_name(game, rest)}'s hand"
    return zone.replace("_", " ")


def card_words(game, piece: str) -> str:
    card_id = game.state.pieces.get(piece)
    if card_id is None or card_id not in game.cards:
        return piece
    card = game.cards[card_id]
    return f"“{card.title}” ({card.get('number')})" if card.get("number") is not None else f"“{card.title}”"


def sentence(text: str) -> str:
    """The text ended with a full stop, unless it already ends a sentence (a card titled "The crypt opens."
    reads “The crypt opens.”, not “The crypt opens.”.)."""
    return text if text.rstrip("”’\"'").endswith((".", "!", "?", "…")) else f"{text}."


def line(game, events: list, i: int) -> str | None:
    """The log's line for the i-th event: the ruleset's own words where its presentation has some (one line may
    say several events, the coins of one payment), else `describe`."""
    said = rulesets.of(game).log_line(game, events, i)
    if said is not None:
        return said or None  # "": said with an earlier event
    return describe(events[i], game)


def results(game, events: list, start: int, keep=None, end: int | None = None) -> list[str]:
    """What an action produced from `events[start]` on (to `events[end]`, not included), one rich-text line each, for
    the step dialog: the ruleset's own words where it shows a result whole, else the log's line (`keep`: of the
    events it keeps only)."""
    from html import escape

    shown = []
    presentation = rulesets.of(game)
    for i in range(max(0, start), len(events) if end is None else min(end, len(events))):
        if keep is not None and not keep(events[i]):
            continue
        said = presentation.result_line(game, events, i)
        if said is None:
            plain = line(game, events, i)
            said = escape(plain) if plain else ""
        if said:
            shown.append(said)
    return shown


def describe(event, game) -> str | None:
    """One line for an event, or None for events that add nothing to read."""
    event = looking.event(game, event)  # each seat reads what it may see
    if event is None:
        return None
    kind = event.kind
    if kind == "piece_moved":
        what = "A face-down card" if event.piece == HIDDEN else card_words(game, event.piece)
        return sentence(f"{what} goes from {zone_words(game, event.source)} to {zone_words(game, event.target)}")
    if kind == "revealed":
        return sentence(f"Revealed: {card_words(game, event.card)}")
    if kind == "shuffled":
        return f"{zone_words(game, event.zone).capitalize()} is shuffled."
    if kind == "value_changed":
        if event.what == "xp":
            return f"Experience: {event.old} → {event.new}."
        if event.what.startswith("item:"):
            return f"{zone_words(game, event.what).capitalize()}: its die goes from {event.old} to {event.new}."
        piece = event.what.partition(":")[2]
        if piece in game.state.pieces and piece in game.zones.where:
            # a piece's own number (a die set on a card): the piece and where it lies, as a player names them
            was = f" (it showed {event.old})" if event.old else ""
            return f"{card_words(game, piece)} on {zone_words(game, game.zones.zone_of(piece))} shows {event.new}{was}."
        return f"{event.what.replace('_', ' ').capitalize()}: {event.old} → {event.new}."
    if isinstance(event, Message):
        return event.text
    if kind == "chosen":
        if not (event.label or event.option):  # an answer only its owner may read: the question it answered, open
            asked = event.asked.rstrip(" .?:")
            return (f"{owner_name(game, event.owner)} answered privately: “{asked}”." if asked
                    else sentence(f"{owner_name(game, event.owner)} answered privately"))
        return sentence(f"{owner_name(game, event.owner)} chose: {event.label or event.option}")
    if kind == "game_ended":
        word = {"win": "Won", "loss": "Lost"}.get(event.outcome, "Ended")
        return sentence(f"{word}: {event.reason}")
    return None
