"""What the players see of The 7th Citadel's table. They play together, so every seat sees the same:
hands, purses, discard piles, blocked cards, quest items and the board are open; action decks, the
adventure and exploration decks, the past, the banished cards and the box are closed (the rulebook lets
nobody look through them); cards drawn for an action are seen once they are revealed."""
from __future__ import annotations

from engine.core.game import Game

from .table import ADVENTURE, BANISHED, BOOK, BOX, DRAWN, PAST, deck

CLOSED = {ADVENTURE, BANISHED, BOOK, BOX, PAST, DRAWN}
CLOSED_KINDS = ("deck", "exploration")
LYING = ("board", "attached")


def open_zone(game: Game, zone: str, seat: int | None) -> bool:
    return zone not in CLOSED and zone.partition(":")[0] not in CLOSED_KINDS


def face_down(game: Game, piece: str) -> bool:
    """Fog on the board: an exploration card nobody has turned over."""
    return piece in game.table.face_down and game.zones.zone_of(piece).partition(":")[0] in LYING


def open_names(game: Game) -> frozenset[str]:
    """The cards the table names as known to all: the leaflet's printed symbols and buildings, the titles written on
    it."""
    table = game.table
    pages = table.leaflet.pages
    symbols = pages.get("destiny", ())
    near = {name for symbol in symbols for name in symbol.get("adjacent", ())}
    return frozenset({symbol["id"] for symbol in symbols} | near | {building["id"] for building in pages.get("buildings", ())}
                     | set(table.leaflet.written.values()))


def known_in(game: Game, zone: str, seat: int | None) -> list[str]:
    """The pieces of a closed zone a seat names: cards drawn for the action under way, once the Result step has
    revealed them; the top cards of their deck a player looks at, to that player; the paragraph of the Dialogue Book
    being read, and one whose mandatory action is under way; the advanced skills a Destiny symbol drew from the box
    for the players to choose from, and the character card of a player who left the adventure."""
    stack = game.state.stack
    if zone.startswith("deck:"):  # the top cards of their own deck a player looks at (Anticipation), to them only
        if seat is None:
            return []
        seen = {piece for f in stack if f.proc == "consequence" and f.data.seat == seat for piece in f.data.looked or ()}
    elif zone == BOOK:
        seen = {f.data.piece for f in stack if f.proc in ("dialogue", "action")}
    elif zone == BOX:
        seen = {piece for f in stack if f.proc == "consequence" for piece in (f.data.destiny or {}).get("offered") or ()}
        seen |= {player.character for player in game.table.players}
    elif zone == DRAWN:
        return list(game.zones.cards(zone)) if any(f.proc == "action" and f.data.revealed for f in stack) else []
    else:
        return []
    return [piece for piece in game.zones.cards(zone) if piece in seen] if seen else []


def known(game: Game, piece: str, seat: int | None) -> bool:
    """Whether a seat names this piece where it lies though it does not see the zone (`known_in`)."""
    return piece in known_in(game, game.zones.zone_of(piece), seat)


def back(game: Game, piece: str) -> str:
    """What a card's back shows: an adventure card's colour and number (with its version's pictograph, and the number
    of the card leading to one taken without a numbox), an exploration card's area; nothing of its face."""
    card = game.card(piece)
    if card.type == "skill":
        return "action"
    if card.get("number") is not None:
        shown = f"{card.get('back') or 'green'} {card.get('number')}"
        shown += f" {card.get('version')}" if card.get("version") else ""
        return shown + (f" from {card.get('source')}" if card.get("source") else "")
    if card.get("area") is not None:
        return f"exploration {card.get('area')}"
    return card.type


def pile(game: Game, zone: str) -> str:
    """Which pile a closed zone's hidden cards are counted with: each player knows what their own action deck holds
    (not its order), and cards drawn face down are some of the acting player's deck's; the rest is counted together."""
    if zone.partition(":")[0] == "deck":
        return zone
    if zone == DRAWN:
        action = next((f for f in reversed(game.state.stack) if f.proc == "action"), None)
        return deck(action.data.active) if action is not None else ""
    return ""
