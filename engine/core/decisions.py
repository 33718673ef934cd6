"""Decisions are the only door into a game: a pending question with enumerable legal options."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


class IllegalChoice(Exception):
    """A choice the rules refuse; the game state is left exactly as it was."""


class GameOver(Exception):
    """Raised when a choice is asked of a game that has already ended."""


@dataclass(frozen=True, slots=True)
class Option:
    """One answer: a stable key for saves and replays, a label for people, and what it means as data.

    `data` is plain data the table reads instead of parsing the key (what it acts on, where,
    its cost and difficulty...). An option with `why_not` is shown but refused, for that reason.
    `irreversible` marks an answer that cannot be taken back and ends a character's or the group's game
    (leaving for good, a blow that knocks the last one out...): what it ends, in words the players may read.
    Such an answer is never the default, and a table asks the players to confirm it before it is sent.
    `data["seating"]` marks an answer that changes who sits at the table (a player joining, leaving, coming back):
    the people's to give, never a bot's.
    `data["spend"]` marks an answer that spends the players' life for a better chance (one more card drawn than the
    action costs): a bot's trial play-outs take it seldom, so a line of play is not judged by the draws a random hand
    would add to it. `data["chance"]` on such an answer is `(now, with_it)`: the chance of success as it stands and with
    the card, as the ruleset's odds count them; a bot then draws by the odds, not at random.
    `data["waive"]` marks an answer that gives up part of what the players won (a success left out of the count): a
    bot's random finishes never take it while another answer is left, though a bot still weighs it.
    `data["fails"]` marks an answer after which the action fails for sure (the last card to draw traded away while a
    success is still needed): still the players' to give; a bot's random finishes never take it while another is left.
    """

    key: str
    label: str
    data: dict[str, Any] = field(default_factory=dict, hash=False)
    why_not: str | None = None
    irreversible: str | None = None


@dataclass(slots=True)
class Decision:
    """What the game waits for: who decides, what kind of question, and the answers.

    `owner` is a seat ("seat:0"), "table" for a collective choice, or "any" for a window in
    which any eligible seat may answer: `eligible` lists those seats and is never shown, a seat
    that may not answer is offered only the options marked `data["pass"]`, and `waiting` lists
    the seats that have not passed yet (every seat is asked, so nobody learns who could answer).
    `options` are the legal answers; `refused` are answers shown greyed with their `why_not`.
    `number` marks a free number entry (lo, hi), used where listing answers would spoil the
    game: the asking step's check (`Procedure(checks=...)`) refuses a wrong one before anything moves.
    `context` says what the question is about; a table shows its `text` (words read out) and its
    `glossary` ({term: what it means}, the terms the text marks with a star) when it has them.
    `private`: the answers name what only the owner may see (the cards of a hidden hand); other
    seats are told the prompt alone, and read that it was answered, not which answer (unless the chosen option
    says `data["public"]`: what it names is laid face up at once).
    """

    owner: str
    kind: str
    prompt: str
    options: list[Option] = field(default_factory=list)
    number: tuple[int, int] | None = None
    context: dict[str, Any] = field(default_factory=dict)
    refused: list[Option] = field(default_factory=list)
    eligible: tuple[int, ...] = ()
    waiting: tuple[int, ...] = ()
    private: bool = False

    def keys(self) -> list[str]:
        return [option.key for option in self.options]

    def option(self, key: str) -> Option | None:
        for option in self.options:
            if option.key == key:
                return option
        return None

    def default(self) -> int:
        """The index of the answer a table offers first (Enter takes it): the option the rules mark
        `data["default"]` (say, not spending a card on an action already won), else the first; never an
        irreversible one while another answer is there (it is taken only on purpose)."""
        ordinary = [i for i, option in enumerate(self.options) if option.irreversible is None]
        marked = [i for i in ordinary if self.options[i].data.get("default")]
        return (marked or ordinary or [0])[0]

    def why_not(self, key: str) -> str | None:
        """The reason a shown option is refused, or None when the key is not a refused option."""
        for option in self.refused:
            if option.key == key:
                return option.why_not
        return None

    def seats(self) -> tuple[int, ...] | None:
        """The seats asked; None when the whole table decides together."""
        if self.owner.startswith("seat:"):
            return (int(self.owner.split(":", 1)[1]),)
        return None

    def asking(self) -> int | None:
        """The seat answering now: the owner, or in a window the first seat still waiting; None when the whole
        table decides together."""
        if self.owner.startswith("seat:"):
            return int(self.owner.split(":", 1)[1])
        if self.owner == "any" and self.waiting:
            return self.waiting[0]
        return None

    def options_for(self, seat: int | None) -> list[Option]:
        """The answers a seat may give; in a window, a seat that may not answer may only pass."""
        if self.owner != "any" or seat is None or seat in self.eligible:
            return self.options
        return [option for option in self.options if option.data.get("pass")]
