"""Taking numbered adventure cards, as both games do it: a random green card of the number, gold only
when no green one is available, and the whole past returned first when none is; a card taken without
a numbox must show on its back the number of the card that led to it. Discarding to the past,
banishing a green card unseen and replacing a green card by its gold one."""
from __future__ import annotations

from typing import Collection, Mapping

from engine.core import events as ev
from engine.core.game import Game

from .cards import back_of, is_exploration, number_of
from .places import ADVENTURE, BANISHED, PAST, REVEALED, exploration_deck


def in_order(pieces: list[str], cards: Mapping, piece_cards: Mapping[str, str]) -> None:
    """Sort the adventure deck as the box stores it: by number, green before gold."""
    pieces.sort(key=lambda p: (number_of(cards[piece_cards[p]]), back_of(cards[piece_cards[p]]) != "green", p))


def by_number(pack, number: int) -> list:
    """Every adventure card of that number (green and gold)."""
    return [c for c in pack.cards.values() if number_of(c) == number]


def _candidates(g: Game, number: int, source: int | None, prefer: Collection[str] = ()) -> tuple[list[str], list[str]]:
    """The green and gold cards of that number in the adventure deck that may be taken. A card whose back
    shows a version pictograph may be taken only when that pictograph is in `prefer` (the scenario's, a
    card's the players hold), and then before any other."""
    green, gold, chosen = [], [], ([], [])
    for piece in g.zones.cards(ADVENTURE):
        card = g.card(piece)
        if number_of(card) != number:
            continue
        if source is not None and card.get("source") != source:
            continue
        version = card.get("version")
        if version is not None and version not in prefer:
            continue
        pools = chosen if version is not None else (green, gold)
        (pools[1] if back_of(card) == "gold" else pools[0]).append(piece)
    if chosen[0] or chosen[1]:
        return chosen
    return green, gold


def return_past(g: Game) -> None:
    """Every adventure card in the past goes back to the adventure deck; exploration cards are
    shuffled back into their area's deck."""
    areas: set[str] = set()
    for piece in list(g.zones.cards(PAST)):
        if piece in g.table.face_down:
            g.table.face_down.remove(piece)
        card = g.card(piece)
        if is_exploration(card):
            area = card.get("area")
            g.move(piece, exploration_deck(area), face_up=False)
            areas.add(area)
        else:
            g.move(piece, ADVENTURE, face_up=False)
    for area in sorted(areas):
        g.zones.shuffle(exploration_deck(area), g.rng)
        g.emit(ev.Shuffled(exploration_deck(area)))
    g.emit(ev.Message("The past returns to the decks.", {"rule": "past_returned"}))


def find_available(g: Game, number: int) -> bool:
    """Whether a card of that number may be taken now without returning the past."""
    green, gold = _candidates(g, number, None)
    return bool(green or gold)


def find(g: Game, number: int, source: int | None = None, if_available: bool = False,
         prefer: Collection[str] = ()) -> str | None:
    """The card a numbox summons: a random green card of that number, gold only when no green
    is available; when none is available, the whole past returns first (unless the numbox says
    "if available": then nothing is taken)."""
    green, gold = _candidates(g, number, source, prefer)
    if not green and not gold:
        if if_available:
            return None
        return_past(g)
        green, gold = _candidates(g, number, source, prefer)
    pool = green or gold
    if not pool:
        return None
    return pool[g.rng.index(len(pool))] if len(pool) > 1 else pool[0]


def reveal(g: Game, d: dict, if_available: bool = False, prefer: Collection[str] = ()) -> bool:
    """`turn_up` for a frame whose locals are a dict, setting its `piece`; False when no card is available.
    TRANSITION: the Citadel's reveal frame, until it is typed."""
    piece = turn_up(g, d["number"], d.get("source"), d["piece"], if_available, prefer)
    if piece is None:
        return False
    d["piece"] = piece
    return True


def turn_up(g: Game, number: int, source: int | None, piece: str | None, if_available: bool = False,
            prefer: Collection[str] = ()) -> str | None:
    """Take card `number` (`source`: one taken without a numbox) into the revealed cards, or turn up `piece`
    where it lies, and reveal it; the card, or None when no such card is available."""
    if piece is None:
        piece = find(g, number, source, if_available, prefer)
        if piece is None:
            g.emit(ev.Message(f"No card {number} is available.", {"rule": "no_card", "number": number}))
            return None
        g.move(piece, REVEALED)
        told = g.card(piece).get("back_text")
        if told:  # "reads the flavor text on the back, and reveals it": the back is read first, by everyone
            g.emit(ev.Message(f"The back of card {number_of(g.card(piece))} reads: {told}",
                              {"rule": "back_text", "number": number_of(g.card(piece))}))
    elif piece in g.table.face_down:
        g.table.face_down.remove(piece)
    meet(g, piece)
    g.emit(ev.Revealed(piece, g.zones.zone_of(piece)))
    return piece


def meet(g: Game, piece: str) -> None:
    """An adventure card taken or turned up: a table keeping the numbers the players have met (`met`, the 7th
    Continent's) keeps its number, once (a card back in the deck after the past returned is no news to them)."""
    met = getattr(g.table, "met", None)
    card = g.card(piece)
    number = number_of(card)
    if met is not None and number is not None and not is_exploration(card) and number not in met:
        met.append(number)


def spotted(g: Game, piece: str, answer) -> str | None:
    """Why the hidden number answered for `piece` is refused (checked before anything moves), or None.

    `answer`: the chosen option (a free number, or one saying `cancel`)."""
    if answer.data.get("cancel"):
        return None
    return spotted_number(g, piece, answer.data["number"])


def spotted_number(g: Game, piece: str, number: int) -> str | None:
    """Why `number`, spotted on `piece`, names no card that may be taken, or None."""
    shown = number_of(g.card(piece))
    if shown is None:
        return "this card has no number to show on a back"
    return not_summoned(g, int(number), shown)


def not_summoned(g: Game, number: int, source: int) -> str | None:
    """Why a card cannot be taken without a numbox (it must show `source` on its back), or None."""
    everywhere = [p for p, d in g.state.pieces.items() if number_of(g.cards[d]) == number]
    if not any(g.card(p).get("source") == source for p in everywhere):
        return f"no card {number} shows {source} on its back: that is not the right number"
    here = [p for p in everywhere if g.zones.zone_of(p) in (ADVENTURE, PAST) and g.card(p).get("source") == source]
    if not here:
        return f"card {number} is not available"
    return None


def to_past(g: Game, piece: str) -> None:
    """A card goes to the past as it lies: one lying face down on the board stays unnamed there."""
    hidden = piece in g.table.face_down and g.zones.zone_of(piece).startswith(("board:", "attached:"))
    if piece in g.table.face_down and not hidden:
        g.table.face_down.remove(piece)
    g.table.attached_at.pop(piece, None)
    g.move(piece, PAST, face_up=not hidden)


def banish_green(g: Game, number: int) -> str | None:
    """Banish a green card of that number from the adventure deck, unseen."""
    green, _ = _candidates(g, number, None)
    if not green:
        return None
    piece = green[g.rng.index(len(green))]
    g.move(piece, BANISHED, face_up=False)
    g.table.face_down.append(piece)  # it lies among the banished cards unseen
    return piece


def replace_with_gold(g: Game, piece: str) -> str | None:
    """Banish this green card and put a gold card of the same number in its place."""
    card = g.card(piece)
    _, gold = _candidates(g, number_of(card), None)
    zone = g.zones.zone_of(piece)
    position = g.zones.cards(zone).index(piece)
    g.move(piece, BANISHED)
    if not gold:
        g.emit(ev.Message(f"No gold card {number_of(card)} is available.", {"rule": "no_gold"}))
        return None
    new = gold[0]
    g.move(new, zone, position=position)
    g.emit(ev.Revealed(new, zone))
    return new


def return_card(g: Game, piece: str) -> None:
    """An adventure card back in the adventure deck, an exploration card shuffled back into its area's deck."""
    card = g.card(piece)
    deck = exploration_deck(card.get("area")) if is_exploration(card) else ADVENTURE
    g.move(piece, deck, face_up=False)
    if deck != ADVENTURE:
        g.zones.shuffle(deck, g.rng)
        g.emit(ev.Shuffled(deck))


def numbers_seen(g: Game, seat: int | None) -> list[int]:
    """The numbers hidden in the picture of the card the seat is looking at (a spot under way): what a player at the
    table reads there, and a bot too (`Ruleset.numbers_seen`)."""
    frame = g.state.stack[-1] if g.state.stack else None
    spot = frame.data if frame is not None and frame.proc == "spot" else None
    piece = getattr(spot, "piece", None)
    if piece not in g.state.pieces or getattr(spot, "seat", None) != seat:
        return []
    return [int(n) for n in g.card(piece).get("hidden") or ()]
