"""What a rival did, counted from the event log: Moves performed, Followers removed, gained and lost, Gold
won and paid, cards discarded, cards of one suit played; this turn, since the start of their last turn, or
while one card is played. The one place the rules read history from (Cavalier- or Healer-like cards,
skills that hold after two Followers gained...)."""
from __future__ import annotations

from typing import ClassVar

from engine.core.effects import Mark, number, word
from engine.core.events import Event, TurnBegun, event
from engine.core.game import Game
from engine.core.words import counted

from .ruling import cubes
from .table import kind_of


@event
class Performed(Event):
    """A seat performed one unit of an effect verb (a Move, a Follower removed or gained, Gold won or
    paid, a card discarded); `owner` is whose piece it acted on, where that matters."""

    kind: ClassVar[str] = "realms_performed"
    seat: int
    verb: str
    amount: int = 1
    owner: str = ""


def record(game: Game, seat: int, verb: str, amount: int = 1, owner: str = "") -> None:
    if amount:
        game.emit(Performed(seat, verb, amount, owner))


# counter -> (the verb it sums, its words); "lost" and "cards_of_a_suit" are read from moves and plays
VERBS = {
    "moves": ("move", "Moves you performed"),
    "removed": ("remove", "Followers you removed"),
    "gained": ("gain", "Followers you gained"),
    "gold_won": ("win", "Gold you won"),
    "gold_paid": ("pay", "Gold you paid"),
    "discarded": ("discard", "cards you discarded"),
}
OTHERS = {
    "lost": "your Followers removed or lost",
    "cards_of_a_suit": "cards of one suit you played",
}
COUNTERS = list(VERBS) + list(OTHERS)
# "card": while the card that asks is played (what it paid, what it discarded); "last_turn": since the
# start of the seat's previous turn when it is its turn now, else since the start of its latest turn
SINCE = {"turn": "this turn", "last_turn": "since the start of your last turn", "card": "for this card"}


def turn_starts(game: Game, seat: int) -> list[int]:
    """Where each of this seat's turns began in the log, oldest first."""
    return [i for i, e in enumerate(game.state.log.events)
            if isinstance(e, TurnBegun) and e.seat == seat]


def start(game: Game, seat: int, since: str, mark: int | None = None) -> int:
    """The log position a count runs from."""
    if since == "card":
        return mark if mark is not None else len(game.state.log.events)
    if since == "turn":
        return game.table.turn_mark
    starts = turn_starts(game, seat)
    if game.table.active == seat and starts:
        starts = starts[:-1]  # the turn running now is not the last one
    return starts[-1] if starts else 0


def count(game: Game, seat: int, counter: str, since: str = "turn", mark: int | None = None) -> int:
    """How much of `counter` this seat did in the window `since` names."""
    events = game.state.log.events[start(game, seat, since, mark):]
    if counter in VERBS:
        verb = VERBS[counter][0]
        return sum(e.amount for e in events if e.kind == "realms_performed" and e.seat == seat and e.verb == verb)
    if counter == "lost":
        return sum(1 for e in events if e.kind == "piece_moved" and kind_of(e.source) == "realm"
                   and e.target == f"supply:{seat}")
    if counter == "cards_of_a_suit":
        suits: dict = {}
        for e in events:
            if e.kind == "realms_action" and e.seat == seat and e.action == "play":
                suit = game.card(e.what).get("suit")
                suits[suit] = suits.get(suit, 0) + 1
        return max(suits.values(), default=0)
    raise KeyError(counter)


def counter_words(counter: str) -> str:
    return VERBS[counter][1] if counter in VERBS else OTHERS[counter]


# -- amounts: a number, a count of what was done, or "up to N" chosen by the player ------------------------
def amount(game: Game, seat: int, value, mark: int | None = None) -> int:
    """The number an amount comes to now (for "up to N": N, the most the player may choose)."""
    if isinstance(value, int):
        return value
    if "up_to" in value:
        return value["up_to"]
    if "cubes_in" in value:  # what stands on the board now, not what was done
        done = len(cubes(game, value["cubes_in"]))
    else:
        done = count(game, seat, value["count"], value.get("since", "turn"), mark)
    n = done // value.get("every", 1)
    n += value.get("plus", 0)
    return min(n, value["at_most"]) if "at_most" in value else n


def chosen(value) -> bool:
    """An amount the player chooses (0 to N)."""
    return hasattr(value, "get") and "up_to" in value


def say(value) -> str:
    """An amount in words: "2", "up to 2", "as many as the Moves you performed this turn"."""
    if isinstance(value, int):
        return str(value)
    if "up_to" in value:
        return f"0 to {value['up_to']}"
    if "cubes_in" in value:
        what = f"Followers (Othersiders too) in the {value['cubes_in']} Realm"
    else:
        what = f"{counter_words(value['count'])} {SINCE[value.get('since', 'turn')]}"
    words = f"as many as the {what}"
    if value.get("every", 1) > 1:
        words = f"one for every {value['every']} {what}"
    if value.get("plus"):
        words += f", plus {value['plus']}"
    if "at_most" in value:
        words += f" (at most {value['at_most']})"
    return words


def mark(value) -> list[Mark]:
    """An amount as printed on a face: a number box, or its words."""
    return [number(value)] if isinstance(value, int) else [word(say(value))]


def plural(value, what: str) -> str:
    """"1 Move", "2 Moves", "0 to 2 Moves", "Moves: as many as ..."."""
    if isinstance(value, int):
        return counted(value, what)
    if chosen(value):
        return f"{say(value)} {what}s"
    return f"{what}s, {say(value)}"
