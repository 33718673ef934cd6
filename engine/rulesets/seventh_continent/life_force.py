"""Life force: the action deck and its discard pile (rulebook, "Life force – Action Deck and Discard Pile").

While the deck has cards, draws come from its top and discards go face up on the pile. When its
last card leaves, the pile is shuffled face down and draws come from it at random; a curse drawn or
revealed from it ends the game. Shuffling cards back into the deck re-forms it.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from engine.core import events as ev
from engine.core.chance import Draw, composition
from engine.core.game import Game

from .table import ACTION_DECK, DISCARD


def is_curse(g: Game, piece: str) -> bool:
    return g.card(piece).type == "curse"


def _deck_emptied(g: Game) -> None:
    """The last card left the deck: the discard pile is shuffled and turned face down."""
    if g.table.discard_face_down:
        return
    g.table.discard_face_down = True
    g.zones.shuffle(DISCARD, g.rng)
    g.emit(ev.Shuffled(DISCARD))
    g.emit(ev.Message("The action deck is empty: the discard pile is shuffled face down.", {"rule": "deck_empty"}))


def drawing(g: Game, kind: Callable[[str], Any], drawn: Sequence[str] = (), from_pile: Sequence[str] = ()) -> Draw:
    """The cards a draw takes, as chance (`draw` takes them so): the action deck first, then, past its end, the
    discard pile at random — face down by then, or the deck's last card leaving turns it. Cards `drawn` face down
    and not revealed are no better known than where they came from (the deck, or the pile for `from_pile`).
    `kind` says what the odds tell apart of a card."""
    pile = [kind(p) for p in g.zones.cards(DISCARD)] if g.table.discard_face_down or not g.zones.size(ACTION_DECK) \
        else []
    return Draw((composition([kind(p) for p in g.zones.cards(ACTION_DECK)] +
                             [kind(p) for p in drawn if p not in from_pile]),
                 composition(pile + [kind(p) for p in drawn if p in from_pile])))


def draw(g: Game, count: int, into: str) -> list[tuple[str, bool]]:
    """Draw `count` action cards face down into a zone; returns (card, came from the discard pile).

    Draws that run past the end of the deck continue at random from the face-down discard pile.
    """
    drawn: list[tuple[str, bool]] = []
    for _ in range(count):
        if g.zones.size(ACTION_DECK):
            g.move(g.zones.top(ACTION_DECK), into, face_up=False)
            drawn.append((g.zones.cards(into)[-1], False))
            if not g.zones.size(ACTION_DECK):
                _deck_emptied(g)
        else:
            _deck_emptied(g)
            pile = g.zones.cards(DISCARD)
            if not pile:
                g.emit(ev.Message("No action card is left to draw.", {"rule": "nothing_to_draw"}))
                break
            card = pile[g.rng.index(len(pile))]
            g.move(card, into, face_up=False)
            drawn.append((card, True))
    return drawn


def discard(g: Game, piece: str) -> None:
    """Put an action card on the discard pile (shuffled into it while it lies face down)."""
    if g.table.discard_face_down:
        position = g.rng.index(g.zones.size(DISCARD) + 1)
        g.move(piece, DISCARD, position=position, face_up=False)
    else:
        g.move(piece, DISCARD)


def discard_from_deck(g: Game, count: int, reason: str) -> None:
    """Discard cards from the top of the deck (vital force, costs). Past its end, cards are
    revealed at random from the face-down pile instead: a curse among them loses the game."""
    discarded = 0
    while discarded < count and g.zones.size(ACTION_DECK):
        g.move(g.zones.top(ACTION_DECK), DISCARD)
        discarded += 1
        if not g.zones.size(ACTION_DECK):
            _deck_emptied(g)
    remaining = count - discarded
    pile = g.zones.cards(DISCARD)
    if remaining <= 0 or not pile:
        return
    _deck_emptied(g)
    positions = list(range(len(pile)))
    g.rng.shuffle(positions)
    revealed = [pile[i] for i in positions[:remaining]]
    for card in revealed:
        g.emit(ev.Revealed(card, DISCARD))
    if any(is_curse(g, c) for c in revealed):
        g.end("loss", f"a curse was revealed from the discard pile ({reason})")
    g.zones.shuffle(DISCARD, g.rng)
    g.emit(ev.Shuffled(DISCARD))


def shuffle_back(g: Game, count: int) -> list[str]:
    """Shuffle `count` random cards of the discard pile back into the deck (re-forming it)."""
    pile = g.zones.cards(DISCARD)
    positions = list(range(len(pile)))
    g.rng.shuffle(positions)
    chosen = [pile[i] for i in positions[:count]]
    shuffle_in(g, chosen)
    return chosen


def shuffle_in(g: Game, pieces: list[str]) -> None:
    """Shuffle cards into the deck; a deck formed anew turns the discard pile face up again."""
    for card in pieces:
        g.move(card, ACTION_DECK, face_up=False)
    if pieces:
        g.zones.shuffle(ACTION_DECK, g.rng)
        g.emit(ev.Shuffled(ACTION_DECK))
        if g.table.discard_face_down:
            g.table.discard_face_down = False
            g.emit(ev.Message("The action deck is formed anew; the discard pile is turned face up.", {"rule": "deck_reformed"}))
