"""Putting terrains and permanent events into play, as decisions the table can light up.

Whenever a terrain or a permanent event is put into play during the game, the active player is
asked a `place` decision (owner `seat:<active>`, options `slot:<board slot zone>`, context
`piece` and `kind`), even when only one slot is legal: the table always shows where the card
goes and lets the player drop it there, so every placement looks the same. Only setup and
resume put their one terrain down without asking, and a gold card replacing its green one in
place (`replace_gold`) is not asked where to go; a gold terrain is still a terrain put into play,
so its arrows get exploration cards (`fog_frame`).

Legal slots: a terrain goes to the space that was opened for it (or, taken without a space,
to a free space beside the active player's terrain), provided its jigsaw edges fit its
neighbours; a permanent event goes to a slot from which its placement arrow points at the
active player's terrain (an obstacle with two arrows, between that terrain and another one).
An event taken by an action is attached (zone `attached:<terrain>`, drawn in
`table.attached_at[piece]`); one revealed in a board space stays in that space.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from engine.core import events as ev
from engine.core.decisions import Decision, Option
from engine.core.game import Game
from engine.core.procedure import END, Ask, Frame, Procedure, Push

from . import board, numbered
from .room import Room
from .places import attached


@dataclass
class Opening:
    """A space opened for the adventure card its arrow points at."""

    space: str
    seat: int | None = None  # the active player, who places what comes


@dataclass
class Placing:
    """A terrain or permanent event put into play, and where it may go."""

    piece: str | None  # None: only the fog of a terrain already in its slot
    kind: str  # "terrain", "event" (attached to the terrain `terrain`) or "board" (stays in its space)
    slots: list[str] = field(default_factory=list)
    seat: int | None = None
    terrain: str | None = None  # the active player's terrain slot an event is attached to
    at: str | None = None  # the slot it went to
    folded: bool = False  # the board was folded once to make room for its fog


def settle(g: Game, seat: int | None = None) -> Push | None:
    """Open the next space waiting for its adventure card (the caller's step runs again after); `seat` places
    what comes (by default the active player)."""
    if not g.table.opening:
        return None
    space = g.table.opening.pop(0)
    return Push(Frame("open", "", Opening(space, g.table.active if seat is None else seat)), again=True)


def place_frame(piece: str, kind: str, slots: list[str], seat: int | None, terrain: str | None = None) -> Frame:
    return Frame("place", "", Placing(piece, kind, list(slots), seat, terrain))


def fog_frame(terrain_slot: str, seat: int | None) -> Frame:
    """Only the exploration cards of a terrain already in its slot (a gold terrain replacing its green one)."""
    return Frame("place", "fog", Placing(None, "terrain", [terrain_slot], seat, at=terrain_slot))


def terrain_slots_for(g: Game, piece: str, space: str | None, seat: int) -> list[str]:
    """Where a terrain may go: its opened space, else a free space beside the active terrain."""
    if space and space.startswith("board:") and not g.zones.size(space):
        candidates = [space]
    else:
        here = g.table.player(seat).at
        candidates = [board.beside(here, s) for s in board.SIDES if not g.zones.size(board.beside(here, s))]
    fitting = [s for s in candidates if board.fits(g, piece, s)]
    if candidates and not fitting:
        g.emit(ev.Message(f"{g.card(piece).title} fits none of its neighbours: placed anyway.", {"rule": "jigsaw"}))
        return candidates
    return fitting


def onto_board(g: Game, piece: str, space: str | None, seat: int) -> Push | None:
    """A revealed terrain or permanent event asks where it goes (a permanent event turned up in a board
    space stays there: None)."""
    if g.card(piece).type == "terrain":
        return Push(place_frame(piece, "terrain", terrain_slots_for(g, piece, space, seat), seat))
    if (space or "").startswith("board:"):
        return None
    here = g.table.player(seat).at
    # an active player fallen unconscious has no terrain to attach it to: it finds no place (to the past)
    slots = board.event_slots(g, piece, here) if here is not None else []
    return Push(place_frame(piece, "event", slots, seat, here))


# -- opening a space ----------------------------------------------------------------------------
def open_space(g: Game, f: Frame, answer=None):
    """The adventure card of the arrow's numbox comes into the opened space."""
    d: Opening = f.data
    space = d.space
    arrow = board.arrow_into(g, space)
    if arrow is None or g.zones.size(space):
        return END
    piece = numbered.turn_up(g, arrow[1], None, None)  # taken and revealed as any numbered card is
    if piece is None:
        return END
    kind = g.card(piece).type
    if kind == "terrain":
        return Push(place_frame(piece, "terrain", terrain_slots_for(g, piece, space, d.seat), d.seat))
    if kind == "permanent_event":
        return Push(place_frame(piece, "board", [space], d.seat))
    g.move(piece, space)
    return None


OPEN = Procedure("open", [open_space], frame=Opening)


# -- placing a card -----------------------------------------------------------------------------
def ask(g: Game, f: Frame, answer: Option | None):
    d: Placing = f.data
    piece = d.piece
    if answer is None:
        if not d.slots:
            g.emit(ev.Message(f"There is no place for {g.card(piece).title}: it goes to the past.", {"rule": "no_place"}))
            numbered.to_past(g, piece)
            return END
        title = g.card(piece).title
        here = d.terrain or g.table.player(d.seat).at
        options = [Option(f"slot:{s}", f"Put {title} {board.where(g, s, here)}", {"zone": s, "piece": piece})
                   for s in d.slots]
        what = "terrain" if d.kind == "terrain" else "permanent event"
        return Ask(Decision(f"seat:{d.seat}", "place", f"Where does the {what} {title} go?", options,
                            context={"piece": piece, "kind": d.kind, "terrain": d.terrain}))
    target = answer.data["zone"]
    d.at = target
    if d.kind == "terrain":
        board.put_terrain(g, piece, target)
    elif d.kind == "event":
        g.move(piece, attached(d.terrain))
        g.table.attached_at[piece] = target
    else:
        g.move(piece, target)
    return None


def fog(g: Game, f: Frame, answer: Option | None):
    """A new terrain's arrows get exploration cards; no room on the table folds the board first."""
    d: Placing = f.data
    if d.kind != "terrain":
        return END
    targets = board.fog_targets(g, d.at)
    if not d.folded and not board.fits_table(g, targets):
        d.folded = True
        return Push(Frame("room", "", Room(d.seat, d.at)), again=True)
    board.put_fog(g, d.at, only_inside=True)
    return END


PLACE = Procedure("place", [ask, fog], frame=Placing)
