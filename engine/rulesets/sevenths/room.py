"""Not enough room to put a card into play (rulebook, both games): all characters meet on one terrain,
the players return terrains of their choice with their attached events while the rest stays connected,
the board is recentred and exploration cards are put back on free arrows.

Decisions: `meet` (owner table; `to:<terrain slot>`), then `fold` (owner table;
`return:<terrain slot>` for each terrain that may go, `done` once the card fits).

What each game's table says of itself (`places.Board`): `figures()`, the players whose figures stand on
the board, and `shifted(move)`, other slot names it keeps moving with the board. A ruleset may say what
else happens to a card leaving play (`leaves_play(game, piece)`: a die resting on it goes to the box).
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

from engine.core import events as ev
from engine.core.decisions import Decision, Option
from engine.core.game import Game
from engine.core.procedure import END, Ask, Frame, Procedure

from . import board, numbered
from .places import attached


@dataclass
class Room:
    """Making room on the table for the fog of the terrain in slot `need`."""

    seat: int | None
    need: str
    phase: str = "meet"  # read from saves made before the frames were typed; never read
    returned: list[str] = field(default_factory=list)  # terrain slots sent back to the box
    meet: str | None = None  # where all characters met


def _title_at(g: Game, slot_zone: str) -> str:
    return g.card(board.terrain_in(g, slot_zone)).title


def meet(g: Game, f: Frame, answer: Option | None):
    d: Room = f.data
    if answer is None:
        options = [Option(f"to:{s}", f"Everyone meets on {_title_at(g, s)}", {"zone": s}) for s in sorted(board.terrain_slots(g))]
        return Ask(Decision("table", "meet", "Not enough room on the table: where do all characters meet?", options,
                            context={"need": d.need}))
    target = answer.data["zone"]
    for player in g.table.figures():
        player.at = target
    d.meet = target
    g.emit(ev.Message("Not enough room: all characters meet.", {"rule": "no_room", "to": target}))
    return None


def returnable(g: Game, d: Room) -> list[str]:
    terrains = set(board.terrain_slots(g))
    keep = {d.meet, d.need}
    return sorted(s for s in terrains - keep if board.connected(g, terrains - {s}))


def fold(g: Game, f: Frame, answer: Option | None):
    d: Room = f.data
    if answer is not None and "zone" in answer.data:
        fold_terrain(g, answer.data["zone"])
        d.returned.append(answer.data["zone"])
    elif answer is not None and answer.data.get("done"):
        recentre(g, board.fog_targets(g, d.need))
        for terrain_slot in board.terrain_slots(g):
            if terrain_slot != d.need:
                board.put_fog(g, terrain_slot, only_inside=True)
        return END
    options = [Option(f"return:{s}", f"Return {_title_at(g, s)}", {"zone": s, "piece": board.terrain_in(g, s)}) for s in returnable(g, d)]
    if board.fits_table(g, board.fog_targets(g, d.need), without=set()) or not options:
        options.append(Option("done", "Recentre the board and go on", {"done": True}))
    return Ask(Decision("table", "fold", "Not enough room: which terrain goes back to the box?", options,
                        context={"need": d.need, "returned": list(d.returned)}))


def fold_terrain(g: Game, terrain_slot: str) -> None:
    """Return a terrain with its attached events, and the cards left beside it with no arrow."""
    terrain = board.terrain_in(g, terrain_slot)
    for piece in list(g.zones.cards(attached(terrain_slot))):
        _return(g, piece)
    _return(g, terrain)
    g.table.shifted(lambda slot_zone: None if slot_zone == terrain_slot else slot_zone)
    for side in board.SIDES:
        near = board.beside(terrain_slot, side)
        piece = board.card_in(g, near)
        if piece is None or board.terrain_in(g, near):
            continue
        if board.arrow_into(g, near) is None and not any(board.terrain_in(g, s) for s in board.pointed_at(g, piece)):
            _return(g, piece)


def _return(g: Game, piece: str) -> None:
    leaves_play = getattr(g.ruleset, "leaves_play", None)
    if leaves_play is not None:
        leaves_play(g, piece)
    board.forget(g, piece)
    numbered.return_card(g, piece)


def recentre(g: Game, extra: list[str]) -> None:
    """Shift the whole board so it sits in the middle of the table."""
    slots = board.occupied(g) + list(extra)
    if not slots:
        return
    xs, ys = zip(*(board.coords(s) for s in slots))
    dx, dy = -((min(xs) + max(xs)) // 2), -((min(ys) + max(ys)) // 2)
    if dx or dy:
        shift(g, dx, dy)


def _moved(name: str, dx: int, dy: int) -> str:
    kind, rest = name.split(":", 1)
    x, y = rest.split(",")
    return f"{kind}:{int(x) + dx},{int(y) + dy}"


def _shift_value(value, dx: int, dy: int):
    if isinstance(value, str) and value.startswith(("board:", "attached:")):
        return _moved(value, dx, dy)
    if isinstance(value, list):
        return [_shift_value(v, dx, dy) for v in value]
    return value


def shift(g: Game, dx: int, dy: int) -> None:
    """Move every board and attached zone by (dx, dy), with everything that names a slot."""
    zones = g.zones
    names = [z for z in zones.contents if z.startswith(("board:", "attached:"))]
    lifted = {z: zones.contents.pop(z) for z in names}
    for old, pieces in lifted.items():
        new = _moved(old, dx, dy)
        zones.contents[new] = zones.contents.get(new, []) + pieces
        for piece in pieces:
            zones.where[piece] = new
            g.emit(ev.PieceMoved(piece, old, new, piece not in g.table.face_down))
    zones.revision += 1  # what is kept of where pieces lie is read again
    table = g.table
    for player in table.players:
        if player.at is not None:
            player.at = _moved(player.at, dx, dy)
    table.attached_at = {p: _moved(s, dx, dy) for p, s in table.attached_at.items()}
    table.shifted(lambda slot_zone: _moved(slot_zone, dx, dy))
    table.opening = [_moved(s, dx, dy) for s in table.opening]
    for frame in g.state.stack:
        if isinstance(frame.data, dict):  # TRANSITION: a procedure of the Citadel whose locals are not typed yet
            frame.data = {k: _shift_value(v, dx, dy) for k, v in frame.data.items()}
        else:
            for name in (f.name for f in dataclasses.fields(frame.data)):
                setattr(frame.data, name, _shift_value(getattr(frame.data, name), dx, dy))
    g.emit(ev.Message("The board is recentred.", {"rule": "recentred", "dx": dx, "dy": dy}))


ROOM = Procedure("room", [meet, fold], frame=Room)
