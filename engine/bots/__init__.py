"""Bots: any seat of any ruleset may be played by one. A bot answers the pending decision of its own seat (in a
window, as one of the seats still asked) from that seat's view alone; the table, the tests and the benchmarks
seat them the same way.

A bot keeps no memory between decisions: its randomness is drawn afresh for each one from its seed, its seat
and how far the game has gone, so a game reloaded mid-way goes on exactly as it would have."""
from __future__ import annotations

from typing import Callable, Mapping, Protocol

from engine.core.decisions import IllegalChoice
from engine.core.game import Game

from .planner import PlanningBot
from .random_bot import RandomBot
from .strength import DEFAULT as DEFAULT_STRENGTH
from .strength import STRENGTHS, of_strength


class Bot(Protocol):
    """A player the engine can seat."""

    def answer(self, game: Game, seat: int, attempt: int = 0) -> str:
        """A legal answer of `seat` to the pending decision, decided from `view(game, seat)` only.
        `attempt` counts the free numbers the rules refused at this decision (try another)."""


def asked(game: Game) -> int | None:
    """The seat answering the pending decision now: its owner, or in a window the first seat still waiting;
    None when the whole table decides together (or nothing is asked)."""
    decision = game.pending
    if decision is None or game.over:
        return None
    return decision.asking()


def seat_answering(game: Game, bots: Mapping[int | None, Bot]) -> int | None:
    """The seat whose bot answers now (None under the key None: the bot answering for the whole table);
    raises LookupError when a person must answer."""
    seat = asked(game)
    if game.pending is None or game.over or (seat is None and game.pending.owner != "table") or seat not in bots:
        raise LookupError("no bot is asked")
    return seat


def step(game: Game, bots: Mapping[int | None, Bot]) -> tuple[str, int | None] | None:
    """Let the bot asked answer the pending decision; returns (key, seat as passed to `choose`), or None when
    no bot is asked. `bots` maps seats to their bots, and None to the bot deciding what the whole table
    decides together (only when every seat is a bot). A free number the rules refuse is tried again."""
    try:
        seat = seat_answering(game, bots)
    except LookupError:
        return None
    return answer(game, bots[seat], seat), seat


def answer(game: Game, bot: Bot, seat: int | None, choose: Callable[[str, int | None], object] | None = None) -> str:
    """Let `bot` answer the pending decision as `seat`, through `choose(key, seat)` (the game's own by default; the
    table passes its session's, which keeps undo and the autosave): a free number the rules refuse is tried again,
    a listed answer refused is the bot's bug and raised. Returns the key given."""
    choose = choose or game.choose
    for attempt in range(1000):
        key = bot.answer(game, seat, attempt)
        try:
            choose(key, seat)
        except IllegalChoice:
            if game.pending.number is None or game.pending.option(key) is not None:
                raise  # a listed answer refused: the bot's bug
            continue
        return key
    raise RuntimeError(f"seat {seat}'s bot found no number the rules accept")


def play(game: Game, bots: Mapping[int, Bot], max_decisions: int = 10_000,
         check: Callable[[Game], None] | None = None) -> int:
    """Bots play every seat until the game ends (or `max_decisions`); returns the decisions made. The lowest
    seat's bot decides what the whole table decides together. `check(game)` runs after each one."""
    bots = {None: bots[min(bots)], **bots}
    made = 0
    while made < max_decisions and step(game, bots) is not None:
        made += 1
        if check is not None:
            check(game)
    return made


def kinds() -> dict[str, str]:
    """The bots a seat may be given, by kind: what a player reads when choosing one."""
    return {"random": "Random bot: any legal answer", "planner": "Planning bot: tries its answers with the rules"}


def make(kind: str, seed: int = 0) -> Bot:
    """A bot of this kind (`kinds()`), its choices drawn from `seed`."""
    made = {"random": RandomBot, "planner": PlanningBot}.get(kind)
    if made is None:
        raise ValueError(f"{kind!r} is no kind of bot ({', '.join(kinds())})")
    return made(seed)


def strengths() -> dict[str, str]:
    """The strengths a bot seat may be given, by key: (label, what it means) for the new-game wizard."""
    return {key: f"{s.label}: {s.words}" for key, s in STRENGTHS.items()}


__all__ = ["Bot", "DEFAULT_STRENGTH", "answer", "asked", "kinds", "make", "of_strength", "play", "seat_answering",
           "step", "strengths"]
