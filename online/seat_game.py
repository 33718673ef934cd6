"""A seat's game rebuilt from what the server sent it: an `engine.core.game.Game` the table and the bots read as
they read a local one, holding only what the seat may see.

It never runs a rule (the server does): its RNG is a blank one, and its hidden pieces are stand-ins whose card is a
card of the pack with the same back (what the back shows is all the table draws of them). The ruleset is wrapped so
that a stand-in is never named to anyone and shows the back the server said. A stand-in stands for one of the
cards the server says hide behind its back (in no particular place), so the odds of a draw count the right cards.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Callable

from engine.core import events as ev
from engine.core.consistency import check_plain
from engine.core.decisions import Decision, Option
from engine.core.game import Game, State
from engine.core.pieces import PieceDef
from engine.core.plain import from_plain
from engine.core.procedure import Frame
from engine.core.rng import Rng
from engine.core.zones import Zones

from .sights import STAND_IN
from .view_change import changed_view


class ViewError(ValueError):
    """What the server sent cannot be shown (a different pack, a damaged message)."""


class SeatRules:
    """The ruleset as a seat's game needs it: a stand-in lies face down, is named to nobody, and shows its back."""

    def __init__(self, ruleset: Any) -> None:
        self.real = ruleset
        self.backs: dict[str, str] = {}

    def __getattr__(self, name: str) -> Any:
        return getattr(self.real, name)

    def face_down(self, game: Game, piece: str) -> bool:
        return piece in self.backs or self.real.face_down(game, piece)

    def known(self, game: Game, piece: str, seat: int | None) -> bool:
        return piece not in self.backs and self.real.known(game, piece, seat)

    def known_in(self, game: Game, zone: str, seat: int | None) -> list[str]:
        # piece by piece (not the ruleset's own, which knows no stand-ins): a seat's game is asked for one seat alone
        return [piece for piece in game.zones.cards(zone) if self.known(game, piece, seat)]

    def back(self, game: Game, piece: str) -> str:
        back = self.backs.get(piece)
        return back if back is not None else self.real.back(game, piece)


def stand_in_cards(ruleset: Any, cards: dict[str, PieceDef]) -> dict[str, PieceDef]:
    """For each back a card of the pack shows, a card to stand in for a hidden piece with that back: the first
    card (by id) showing it, under the id `?<back>` (its back is drawn as that card's)."""
    scratch = Game(ruleset, cards, State(ruleset.id, {card: card for card in cards}, Zones(), Rng(0), None))
    found: dict[str, PieceDef] = {}
    for card in sorted(cards):
        try:
            back = ruleset.back(scratch, card)
        except Exception:  # noqa: BLE001 - a back read from the game's state (not the card alone) has no stand-in
            continue
        if back not in found:
            found[back] = dataclasses.replace(cards[card], id=f"{STAND_IN}{back}")
    return found


class SeatGame(Game):
    """A seat's game, updated in place as the server's views arrive (the table keeps the same object)."""

    def __init__(self, ruleset: Any, cards: dict[str, PieceDef], seat: int | None) -> None:
        rules = self.rules = SeatRules(ruleset)
        self.seat = seat
        self.pack_cards = cards
        self._stand_ins = stand_in_cards(ruleset, cards)
        every = {**cards, **{card.id: card for card in self._stand_ins.values()}}
        super().__init__(rules, every, State(ruleset.id, {}, Zones(), Rng(0), None))
        self.shown = False  # a first view has arrived
        self.plain: dict[str, Any] | None = None  # the last view as the server wrote it (a change is laid onto it)
        self.remembered: dict[str, str] = {}  # each piece the seat has seen -> its card (see `card`)
        self._typed: dict[str, tuple[Any, Any]] = {}  # part -> (its plain form last sent, the typed value made of it)

    def show(self, data: dict[str, Any] | None, log: list[dict[str, Any]] | None = None,
             events: list[dict[str, Any]] | None = None, change: dict[str, Any] | None = None) -> list[ev.Event]:
        """Take a view the server sent: its whole state (`data`), or the `change` it makes to the last one; the whole
        log when `log` is given, else `events` added to it; returns the new events (typed). Raises ViewError and keeps
        the last view when the data does not fit."""
        try:
            if data is None:
                if self.plain is None:
                    raise ViewError("a change came before any view")
                check_plain(change)
                data = changed_view(self.plain, change or {})
            else:
                check_plain(data)
            state, new = self._state(data, log, events)
        except ViewError:
            raise
        except Exception as error:  # noqa: BLE001 - whatever the data lacks, the last view stays
            raise ViewError(f"the server's view does not fit this Fogbound ({type(error).__name__}: {error})"
                            ) from error
        self.state = state
        self.plain = data
        self.shown = True
        self.remembered.update((piece, card) for piece, card in state.pieces.items() if not piece.startswith(STAND_IN))
        return new

    def card(self, piece: str) -> PieceDef:
        """A piece's card: where it lies now, or as the seat saw it last (a paragraph read and put back in the book,
        a card it saw go into a deck: the events it read name it)."""
        card = self.state.pieces.get(piece)
        return self.cards[card if card is not None else self.remembered[piece]]

    def _state(self, data: dict[str, Any], log: list[dict[str, Any]] | None,
               events: list[dict[str, Any]] | None) -> tuple[State, list[ev.Event]]:
        ruleset = self.rules.real
        if data.get("ruleset") != ruleset.id:
            raise ViewError(f"the view is of {data.get('ruleset')!r}, not {ruleset.id!r}")
        backs = from_plain(dict[str, str], data["backs"])
        pieces = from_plain(dict[str, str], data["pieces"])
        unknown = sorted({card for card in pieces.values() if card not in self.pack_cards})
        if unknown:
            raise ViewError(f"cards not in this pack: {', '.join(unknown[:5])} (another version of the adventure?)")
        unseen = {pile: {back: list(cards) for back, cards in behind.items()} for pile, behind in
                  from_plain(dict[str, dict[str, list[str]]], data.get("unseen") or {}).items()}
        piles = from_plain(dict[str, str], data.get("piles") or {})
        zones = Zones.from_plain(from_plain(dict[str, list[str]], data["zones"]))
        for stand_in, back in backs.items():
            if not stand_in.startswith(STAND_IN) or stand_in in pieces:
                raise ViewError(f"{stand_in!r} is no stand-in")
            # a card among those hidden behind this back in its pile, in no particular place: the odds of a draw
            # count the right cards, and the table shows its back alone
            cards = unseen.get(piles.get(zones.where.get(stand_in, ""), ""), {}).get(back)
            card = cards.pop() if cards and cards[-1] in self.pack_cards else self._stand_in(back).id
            pieces[stand_in] = card
        if set(zones.where) != set(pieces):
            raise ViewError("the view's zones and pieces disagree")
        new = [ev.from_plain(e, ruleset.id) for e in (log if log is not None else events or [])]
        old = [] if log is not None else self.state.log.events
        pending = data.get("pending")
        state = State(
            ruleset=ruleset.id, pieces=pieces, zones=zones, rng=Rng(0),
            table=self._typed_part("table", data["table"], lambda t: from_plain(ruleset.table_type, t)),
            stack=self._typed_part("stack", data["stack"], lambda s: [from_plain(Frame, f) for f in s]),
            pending=_decision(pending) if pending is not None else None,
            outcome=data.get("outcome"),
            log=ev.Log([*old, *new]),
            places=from_plain(list[list[int]], data.get("places") or []),
            showing=from_plain(dict[str, int], data.get("showing") or {}),
        )
        for frame in state.stack:
            procedure = ruleset.procedures.get(frame.proc)
            if procedure is not None:
                procedure.typed(frame)
        self.rules.backs = backs
        return state, new

    def _typed_part(self, part: str, plain: Any, make: Callable[[Any], Any]) -> Any:
        """The typed value of a part of the view; the one made last time when the part has not changed (the table
        of a long game is most of a view, and reading it back by its type hints is the slowest part)."""
        last = self._typed.get(part)
        if last is not None and last[0] == plain:
            return last[1]
        value = make(plain)
        self._typed[part] = (plain, value)
        return value

    def _stand_in(self, back: str) -> PieceDef:
        card = self._stand_ins.get(back)
        if card is None:
            card = PieceDef(f"{STAND_IN}{back}", "hidden", back or "a hidden piece")
            self._stand_ins[back] = card
        self.cards[card.id] = card
        return card


def _decision(p: dict[str, Any]) -> Decision:
    return Decision(
        owner=p["owner"], kind=p["kind"], prompt=p["prompt"],
        options=[_option(o) for o in p["options"]],
        number=tuple(p["number"]) if p.get("number") else None,
        context=dict(p.get("context") or {}),
        refused=[_option(o) for o in p.get("refused") or []],
        eligible=tuple(p.get("eligible") or ()),
        waiting=tuple(p.get("waiting") or ()),
        private=bool(p.get("private", False)),
    )


def _option(data: dict[str, Any]) -> Option:
    return Option(data["key"], data["label"], dict(data.get("data") or {}), data.get("why_not"))
