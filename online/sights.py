"""What each seat may not name where it lies now, and the stand-in each such piece is shown by: a table's seats'
sights, made in one pass and kept between changes so that a change has only the zones it touched looked at again.

Every piece a seat may not name (`engine.core.view.unnamed`) is replaced, wherever its id appears, by a stand-in
(`?3.0`, `?3.1`...: the zone's place among the zones and the piece's in the zone, so a stand-in says where a piece lies
and nothing else, and stays the same while nothing moves there) that carries only what its back shows; which cards
hide behind each back is kept as a sorted list for each pile, never where each lies. The view written from a sight is
`online.seat_view`'s.
"""
from __future__ import annotations

import bisect
import dataclasses
import functools
from dataclasses import dataclass
from typing import Any, Iterable

from engine.core.game import Game
from engine.core.view import unnamed

STAND_IN = "?"  # what a stand-in's name starts with; no pack may name a piece so (see `check_ids`)


@dataclass(frozen=True)
class Sight:
    """What one seat may not name now: each hidden piece's stand-in, and what each stand-in's back shows."""

    seat: int | None
    stand_ins: dict[str, str]   # hidden piece -> its stand-in
    backs: dict[str, str]       # stand-in -> what its back shows
    # pile -> back -> the cards hidden behind that back in that pile (see `pile_of`)
    unseen: dict[str, dict[str, list[str]]] = dataclasses.field(default_factory=dict)
    zones: dict[str, list[str]] = dataclasses.field(default_factory=dict)   # each zone as the seat sees it
    pieces: dict[str, str] = dataclasses.field(default_factory=dict)        # the pieces it may name -> their card
    piles: dict[str, str] = dataclasses.field(default_factory=dict)         # a zone -> its pile, when not ""
    # the names, backs and zones of the sight this one was made from, and the zones looked at again since (see
    # `view_change.what_changed`): the only ones whose names, backs or pieces may differ
    since: tuple[dict[str, str], dict[str, str], dict[str, list[str]], tuple[str, ...]] | None = \
        dataclasses.field(default=None, compare=False, repr=False)

    @functools.cached_property
    def hidden(self) -> frozenset[str]:
        return frozenset(self.stand_ins)


_NO_KEY = object()  # a ruleset that does not say what its sight rests on (`sight_key`): every zone is looked at again


@dataclass(eq=False)
class Kept:
    """What a table keeps of its seats' sights between changes, so that a change has only the zones it touched looked
    at again: each zone's pieces when last looked at and the change that last touched it, what each card's back
    shows where it lies, each zone's written parts, and each seat's sight with the parts it was made of; and what their
    views shared, and the hidden cards of each pile as last written for each seat."""

    game: Any = None                 # the game and zones these were made of: any other is looked at afresh
    zones: Any = None
    order: tuple[str, ...] = ()      # the zones, in the game's order (a stand-in says its zone's place there)
    places: dict[str, int] = dataclasses.field(default_factory=dict)      # zone -> its place in `order`
    key: Any = _NO_KEY               # what the ruleset's sight rested on then (`sight_key`)
    change: int = 0                  # counts the calls of `sights`
    lying: dict[str, list[str]] = dataclasses.field(default_factory=dict)   # each zone's pieces when last looked at
    touched: dict[str, int] = dataclasses.field(default_factory=dict)       # zone -> the change that last touched it
    backs: dict[tuple[str, str], str] = dataclasses.field(default_factory=dict)  # (card, zone) -> what its back shows
    parts: dict[str, list[_Part]] = dataclasses.field(default_factory=dict)      # zone -> its parts made last
    seats: dict[int | None, _Seat] = dataclasses.field(default_factory=dict)
    common: Any = None               # what the seats' views shared at the last change (seat_view's `Common`)
    # the JSON of the cards behind each back of each pile as last sent to each seat (view_change's `Said.piles`)
    piles: dict[Any, Any] = dataclasses.field(default_factory=dict)


@dataclass(slots=True)
class _Seat:
    """One seat's sight as made at one change, and the part of each zone it misses pieces of."""

    change: int
    sight: Sight
    parts: dict[str, _Part]


def sight(game: Game, seat: int | None, kept: Kept | None = None) -> Sight:
    """What this seat may not name where it lies now (see `sights`)."""
    return sights(game, [seat], kept)[seat]


def sights(game: Game, seats: Iterable[int | None], kept: Kept | None = None) -> dict[int | None, Sight]:
    """For each seat, the pieces it may not name where they lie now, each with its stand-in: those `view(game, seat)`
    shows by their back alone (`engine.core.view.unnamed`, every seat in one pass). A zone is written once for all
    the seats that miss the same pieces of it, and those seats' views share it. `kept`: what a table keeps between
    calls (see `Kept`); a seat's sight is then made from its last one, looking again only at the zones whose pieces
    changed since, or at every zone when what the ruleset's sight rests on changed (`sight_key`; a ruleset that does
    not say has every zone looked at again)."""
    seats = list(dict.fromkeys(seats))
    kept = Kept() if kept is None else kept
    state = game.state
    contents = state.zones.contents
    says = getattr(game.ruleset, "sight_key", None)
    key = says(game) if says is not None else _NO_KEY
    order = tuple(contents)
    if kept.game is not game or kept.zones is not state.zones or kept.order != order:  # every seat's made afresh
        kept.game, kept.zones, kept.order = game, state.zones, order
        kept.places = {zone: place for place, zone in enumerate(order)}
        for kept_ in (kept.lying, kept.touched, kept.parts, kept.seats):
            kept_.clear()
    kept.change += 1
    change = kept.change
    lying, touched = kept.lying, kept.touched
    every = key is _NO_KEY or key != kept.key
    kept.key = key
    now: list[str] = []  # the zones touched since the last call
    if key is not _NO_KEY:  # else no seat's sight is made from its last
        now = list(contents) if every else [zone for zone, pieces in contents.items() if lying.get(zone) != pieces]
        for zone in now:
            lying[zone] = list(contents[zone])
            touched[zone] = change
    # the zones each seat has to look at again: those touched since its sight was made (every zone for a new seat)
    todo: dict[tuple[str, ...], list[int | None]] = {}
    for seat in seats:
        mine = kept.seats.get(seat)
        zones = order if mine is None or every else tuple(now) if mine.change == change - 1 else \
            tuple(zone for zone, at in touched.items() if at > mine.change)
        todo.setdefault(zones, []).append(seat)
    found: dict[int | None, Sight] = {}
    pieces_of = state.pieces
    for zones, group in todo.items():
        hiding = unnamed(game, group, zones) if zones else {}
        parts: dict[str, list[_Part | None]] = {}  # zone -> each seat's part of it, in the order of `group`
        for zone in zones:
            if zone in hiding:
                parts[zone] = _parts(game, zone, hiding[zone], kept)
        # a zone no seat of the group misses a piece of, as they all see it, with its pieces' cards
        shared: dict[str, tuple[list[str], dict[str, str]]] = {}
        everyone: dict[str, str] | None = None  # the cards of the pieces of every zone no seat misses a piece of
        for n, seat in enumerate(group):
            mine = None if every else kept.seats.get(seat)  # every zone looked at again: made from nothing
            missing = {zone: part for zone, each in parts.items() if (part := each[n])}
            if mine is None:
                if everyone is None:
                    shared.update((zone, (list(pieces), {})) for zone, pieces in contents.items() if zone not in parts)
                    everyone = {piece: pieces_of[piece] for whole, _ in shared.values() for piece in whole}
                sight_ = _afresh(game, seat, missing, parts, shared, everyone)
            else:
                sight_ = _sight(game, seat, zones, missing, mine, shared)
            found[seat] = sight_.sight
            kept.seats[seat] = sight_
            sight_.change = change
    return found


def _parts(game: Game, zone: str, hidden: list[set[str]], kept: Kept) -> list[_Part | None]:
    """Each seat's part of a zone some of them miss pieces of (None for a seat that misses none), one for all the
    seats that miss the same; a part made before is taken again while its zone holds the same pieces in the same
    place, the same of them missed, counted with the same pile."""
    pieces = game.state.zones.contents[zone]
    place = kept.places[zone]
    pile = pile_of(game, zone)
    before = kept.parts.get(zone, ())
    made: list[_Part] = []
    each: list[_Part | None] = []
    for missed in hidden:
        if not missed:
            each.append(None)
            continue
        part = next((part for part in made if part.missed == missed), None)
        if part is None:
            part = next((part for part in before if part.missed == missed and part.place == place and
                         part.pile == pile and part.lying == pieces), None) or \
                _part(game, zone, place, pieces, missed, kept.backs, pile)
            made.append(part)
        each.append(part)
    kept.parts[zone] = made
    return each


def _whole(game: Game, zone: str, shared: dict[str, tuple[list[str], dict[str, str]]]) -> tuple[list[str], dict[str, str]]:
    """A zone as every seat seeing it whole sees it (its pieces in order, each piece's card), written once for them."""
    whole = shared.get(zone)
    if whole is None:
        lying = game.state.zones.contents[zone]
        whole = shared[zone] = (list(lying), dict(zip(lying, map(game.state.pieces.__getitem__, lying))))
    return whole


def _afresh(game: Game, seat: int | None, missing: dict[str, _Part], parts: dict[str, list[_Part | None]],
            shared: dict[str, tuple[list[str], dict[str, str]]], everyone: dict[str, str]) -> _Seat:
    """A seat's sight made from nothing: `missing`, its part of each zone it misses pieces of; `parts`, every zone
    some seat of its group misses pieces of; `everyone`, the cards of the pieces of every other zone (`shared`)."""
    named = dict(everyone)
    stand_ins: dict[str, str] = {}
    shown: dict[str, str] = {}
    piles: dict[str, str] = {}
    unseen: dict[str, dict[str, list[str]]] = {}
    contents = game.state.zones.contents
    for zone in parts:
        part = missing.get(zone)
        if part is None:  # a zone another seat of the group misses pieces of: this one sees it whole
            named.update(_whole(game, zone, shared)[1])
            continue
        part.lay_into(named, stand_ins, shown, piles)
        if part.stand_ins:
            behind = unseen.setdefault(part.pile, {})
            for back, cards in part.behind.items():
                behind.setdefault(back, []).extend(cards)
    for behind in unseen.values():
        for cards in behind.values():
            cards.sort()
    seen = {zone: part.seen if (part := missing.get(zone)) is not None else shared[zone][0] for zone in contents}
    return _Seat(0, Sight(seat, stand_ins, shown, unseen, seen, named, piles), missing)


def _sight(game: Game, seat: int | None, zones: tuple[str, ...], parts: dict[str, _Part], mine: _Seat,
           shared: dict[str, tuple[list[str], dict[str, str]]]) -> _Seat:
    """A seat's sight made from its last one (`mine`), `zones` looked at again: `parts`, those of
    them it misses pieces of; every other zone it sees whole (`shared`: as written for the seats seeing it so). What
    no zone looked at changes is the last sight's own (a table made anew only when it changes)."""
    if not zones:
        return mine
    old, had = mine.sight, mine.parts
    hiding = [part for zone in zones for part in (had.get(zone), parts.get(zone))
              if part is not None and part.stand_ins]
    seen, named = dict(old.zones), dict(old.pieces)
    stand_ins, shown, piles = (dict(old.stand_ins), dict(old.backs), dict(old.piles)) if hiding else \
        (old.stand_ins, old.backs, old.piles)
    for zone in zones:  # first what every zone looked at held, then what each holds now: a piece moved between two
        part = had.get(zone)  # of them is named where it lies now
        if part is None:
            for piece in old.zones.get(zone, ()):
                del named[piece]
            continue
        for piece in part.named:
            del named[piece]
        if part.stand_ins:
            for piece in part.stand_ins:
                del stand_ins[piece]
            for stand_in in part.shown:
                del shown[stand_in]
            piles.pop(zone, None)
    kept_parts = dict(had)
    for zone in zones:
        part = parts.get(zone)
        if part is None:
            kept_parts.pop(zone, None)
            whole = _whole(game, zone, shared)
            seen[zone] = whole[0]
            named.update(whole[1])
            continue
        kept_parts[zone] = part
        seen[zone] = part.seen
        part.lay_into(named, stand_ins, shown, piles)
    unseen = old.unseen
    if hiding:  # the cards hidden behind each back of each pile: those of the zones looked at taken out, then put in
        unseen = dict(unseen)
        copied: dict[str, set[str]] = {}  # pile -> the backs whose lists are this sight's own
        for zone in zones:
            for part, out in ((had.get(zone), True), (parts.get(zone), False)):
                if part is None or not part.stand_ins:
                    continue
                own = copied.get(part.pile)
                if own is None:
                    own = copied[part.pile] = set()
                    unseen[part.pile] = dict(unseen.get(part.pile, ()))
                behind = unseen[part.pile]
                for back, cards in part.behind.items():
                    if back not in own:
                        behind[back] = list(behind.get(back, ()))
                        own.add(back)
                    lying_ = behind[back]
                    if out:
                        for card in cards:
                            lying_.remove(card)
                    else:
                        for card in cards:
                            bisect.insort(lying_, card)
        for pile in copied:
            behind = unseen[pile]
            for back in [back for back, cards in behind.items() if not cards]:
                del behind[back]
            if not behind:
                del unseen[pile]
    return _Seat(0, Sight(seat, stand_ins, shown, unseen, seen, named, piles, (old.pieces, old.backs, old.zones, zones)),
                 kept_parts)


@dataclass(slots=True)
class _Part:
    """One zone as the seats that miss the same pieces of it see it."""

    zone: str
    place: int                   # the zone's place among the zones (its stand-ins say it)
    lying: list[str]             # its pieces, bottom first
    missed: set[str]             # those the seats miss
    seen: list[str]              # its pieces, each hidden one by its stand-in
    named: dict[str, str]        # the pieces they may name -> their card
    stand_ins: dict[str, str]    # hidden piece -> its stand-in
    shown: dict[str, str]        # stand-in -> what its back shows
    pile: str                    # the pile its hidden cards are counted with (see `pile_of`)
    behind: dict[str, list[str]]  # back -> the cards hidden behind it here

    def lay_into(self, named: dict[str, str], stand_ins: dict[str, str], shown: dict[str, str],
                 piles: dict[str, str]) -> None:
        """What the zone shows these seats, laid into the tables of a sight being made."""
        named.update(self.named)
        if self.stand_ins:
            stand_ins.update(self.stand_ins)
            shown.update(self.shown)
            if self.pile:
                piles[self.zone] = self.pile


def _part(game: Game, zone: str, place: int, pieces: list[str], hidden: set[str], backs: dict[tuple[str, str], str],
          pile: str) -> _Part:
    pieces_of = game.state.pieces
    seen: list[str] = []
    named: dict[str, str] = {}
    stand_ins: dict[str, str] = {}
    shown: dict[str, str] = {}
    behind: dict[str, list[str]] = {}
    for at, piece in enumerate(pieces):
        card = pieces_of[piece]
        if piece not in hidden:
            seen.append(piece)
            named[piece] = card
            continue
        stand_in = f"{STAND_IN}{place}.{at}"
        stand_ins[piece] = stand_in
        seen.append(stand_in)
        back = backs.get((card, zone))
        if back is None:  # a back is printed, but may say whose a card is where it lies (a hand, a deck)
            back = backs[card, zone] = game.ruleset.back(game, piece)
        shown[stand_in] = back
        behind.setdefault(back, []).append(card)
    return _Part(zone, place, list(pieces), hidden, seen, named, stand_ins, shown, pile, behind)


def pile_of(game: Game, zone: str) -> str:
    """Which pile a closed zone's hidden cards are counted with: the players know which cards each pile holds (a
    deck's, not their order), as the ruleset's optional `pile(game, zone)` says; by default every hidden card is
    counted with all those showing the same back."""
    pile = getattr(game.ruleset, "pile", None)
    return pile(game, zone) if pile is not None else ""
