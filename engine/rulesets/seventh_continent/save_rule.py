"""The rulebook's "Saving the game" and "Resuming the game", as rules (not the autosave).

Saving is allowed when every figure is on one terrain, no action is in progress and no
mandatory action is pending. Everything on the board but that terrain goes to the past; what
is kept is exactly the rulebook's save stacks, given by `save_stacks` as plain data (piece ids,
bottom first), plus the choices made at setup (curses, mode) and the experience points, which
Fogbound keeps as a counter rather than as cards. `setup.resume` rebuilds a game from a pack and
those stacks in the rulebook's eight steps.
"""
from __future__ import annotations

from engine.core import events as ev
from engine.core.game import Game
from engine.rulesets.sevenths import board, numbered
from engine.rulesets.sevenths.room import shift
from .table import ACTION_DECK, DISCARD, MODE, PAST, SATCHEL, hand, slot

STACKS_FORMAT = 1


def why_not(g: Game) -> str | None:
    """Why the game cannot be saved now, or None."""
    if g.over:
        return "the game is over"
    if any(frame.proc != "turn" for frame in g.state.stack) or (g.pending is not None and g.pending.kind != "action"):
        return "an action is in progress"
    if g.table.mandatory or g.table.opening:
        return "a mandatory action must be taken first"
    places = {p.at for p in g.table.playing()}
    if len(places) != 1:
        return "every character must stand on the same terrain"
    if board.terrain_in(g, next(iter(places))) is None:
        return "the characters are not on a terrain"
    return None


def fold(g: Game) -> None:
    """Step 1: every card on the board but the characters' terrain goes to the past."""
    at = g.table.playing()[0].at
    keep = board.terrain_in(g, at)
    for zone in [z for z, pieces in g.zones.contents.items() if pieces and z.startswith(("board:", "attached:"))]:
        for piece in list(g.zones.cards(zone)):
            if piece != keep:
                numbered.to_past(g, piece)
    g.table.fires.clear()
    g.emit(ev.Message("The game is saved: the board is folded to one terrain.", {"rule": "saved", "terrain": keep}))


def save_stacks(g: Game) -> dict:
    """The save stacks (rulebook step 2), bottom first, as plain data."""
    table = g.table
    characters = []
    for player in table.players:
        if player.seat in table.eliminated:
            continue
        held = [p for p in g.zones.cards(hand(player.seat)) if p != player.character]
        characters.append({
            "seat": player.seat, "name": player.name, "character": player.character,
            "hand": held, "left": player.seat in table.left,
            "items": [{"durability": it.die, "cards": list(g.zones.cards(it.zone))} for it in table.items_of(player.seat)],
        })
    at = (table.playing() or table.players)[0].at
    return {
        "format": STACKS_FORMAT,
        "characters": characters,
        "discard": list(g.zones.cards(DISCARD)),
        "action_deck": list(g.zones.cards(ACTION_DECK)),
        "satchel": list(g.zones.cards(SATCHEL)),
        "terrain": board.terrain_in(g, at),
        "curses": list(table.curses), "lifted": list(table.lifted), "mode": table.mode, "xp": table.xp,
        "mode_cards": list(g.zones.cards(MODE)),
    }


def resume_in_place(g: Game) -> None:
    """Resume a game just saved without leaving it: the past returns, the terrain goes to the
    middle, exploration cards in front of its arrows."""
    numbered.return_past(g)
    at = g.table.playing()[0].at
    x, y = board.coords(at)
    if x or y:
        shift(g, -x, -y)
    for player in g.table.playing():
        player.at = slot(0, 0)
    board.put_fog(g, slot(0, 0))
