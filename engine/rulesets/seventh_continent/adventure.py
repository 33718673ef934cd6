"""The adventure a pack tells (its curses), and discarding, banishing and returning cards (rulebook,
"Consequences of actions and events"); taking numbered cards is the two games' (`sevenths.numbered`)."""
from __future__ import annotations

from dataclasses import dataclass

from engine.core import events as ev
from engine.core.game import Game
from engine.rulesets.sevenths import numbered
from engine.rulesets.sevenths.numbered import to_past

from . import life_force
from .cards import deck_of
from .table import ACTION_DECK, BANISHED


@dataclass(frozen=True)
class Curse:
    """A curse (scenario) players may choose: its clue, its curse card and its start terrain."""

    id: str
    title: str
    clue: str
    curse_card: str
    start: int


def curses(pack) -> list[Curse]:
    """The curses pack.toml lists, in its order."""
    return [Curse(c["id"], c["title"], c["clue"], c["curse_card"], c["start"]) for c in pack.meta.get("curse", ())]


def curse_title(g: Game, curse: str) -> str:
    """A curse as players know it: its curse card's title (the pack checks give every curse one)."""
    titles = g.memo.get("curse_titles")
    if titles is None:
        titles = g.memo["curse_titles"] = {c.get("curse"): c.title for c in g.cards.values() if c.type == "curse"}
    return titles.get(curse, "a curse")


def discard(g: Game, piece: str) -> None:
    """Action cards to the discard pile; adventure and exploration cards to the past."""
    if deck_of(g.card(piece)) == "action":
        life_force.discard(g, piece)
    else:
        to_past(g, piece)


def banish(g: Game, piece: str) -> None:
    g.move(piece, BANISHED)


def return_card(g: Game, piece: str) -> None:
    """Put a card back in its original deck (shuffled in when that deck is shuffled)."""
    if deck_of(g.card(piece)) != "action":
        numbered.return_card(g, piece)
        return
    g.move(piece, ACTION_DECK, face_up=False)
    g.zones.shuffle(ACTION_DECK, g.rng)
    g.emit(ev.Shuffled(ACTION_DECK))
