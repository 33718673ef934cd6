"""What a loaded game of The 7th Citadel must hold before it is played on (saves are untrusted input)."""
from __future__ import annotations

import re

from engine.content.schema_check import check_plain, plain_validator
from engine.content.schema_parts import list_of, table as fields
from engine.core.consistency import Makeup, check_seats
from engine.core.game import Game
from engine.rulesets.sevenths.cards import pieces_of_cards

from .compound import on
from .life import MAX_LIFE
from .leaflet import STATUSES
from .schema import BUILDING, DEFS, SCENARIO, SYMBOL
from .table import WORLD_MAP, WRITTEN, character

# the scenarios and the leaflet's pages of pack.toml (its schema), as the table keeps them
PACK_WORDS = plain_validator({**fields({
    "scenarios": list_of(SCENARIO, maxItems=20),
    "pages": fields({"destiny": list_of(SYMBOL, maxItems=40), "buildings": list_of(BUILDING, maxItems=30)},
                    ["destiny", "buildings"])}, ["scenarios", "pages"]), "$defs": DEFS})
_SLOT = re.compile(r"board:-?[0-9]{1,4},-?[0-9]{1,4}")


def check_state(g: Game) -> None:
    """Raise ValueError naming the first way the table, its seats, the board and the zones disagree."""
    table = g.table
    seats = [p.seat for p in table.players]
    if not 1 <= len(seats) <= 4 or seats != list(range(len(seats))):
        raise ValueError(f"the seats {seats} are not 1 to 4 seats numbered from 0")
    if any(seat not in seats for seat in table.left) or len(set(table.left)) != len(table.left):
        raise ValueError(f"the seats {table.left} that left are not seats at the table")
    home = any(frame.proc == "citadel" for frame in g.state.stack)  # back at the Citadel: no figure on the board
    for player in table.players:
        if player.seat in table.left:
            if player.life or player.at is not None or g.zones.where.get(player.character) == character(player.seat):
                raise ValueError(f"seat {player.seat} left, yet its character is still in play")
            continue
        if g.zones.where.get(player.character) != character(player.seat):
            raise ValueError(f"the character {player.character!r} is not in front of seat {player.seat}")
        if not 0 <= player.life <= MAX_LIFE:
            raise ValueError(f"seat {player.seat} has {player.life} life points")
        waking = player.seat in table.waking and player.at is None  # the players are saying where they stand
        if (player.at is None) != (player.life == 0) and not (home and player.at is None) and not waking:
            raise ValueError(f"seat {player.seat}'s figure and life points disagree")
        if player.at is not None and (not _SLOT.fullmatch(player.at) or not g.zones.cards(player.at)):
            raise ValueError(f"seat {player.seat} stands on {player.at[:40]!r}, where no card lies")
    for name, seat in (("active", table.active), ("last active", table.last_active)):
        if seat is not None and seat not in seats:
            raise ValueError(f"the {name} seat {seat} is not at the table")
    check_seats(g.pending, seats)
    for die, rest in table.dice.items():
        if g.zones.where.get(die) != on(rest.piece) or not 0 <= rest.value <= 6:
            raise ValueError(f"the die {die!r} is not where the table says")
    if len(table.recovery) != 2 or min(table.recovery) < 1:
        raise ValueError(f"a Recovery of {table.recovery} is not cards for life points")
    _check_leaflet(g)


def _check_leaflet(g: Game) -> None:
    """The scenarios, the leaflet's checks and the World Map agree with the pages and the zones."""
    table, leaflet = g.table, g.table.leaflet
    # the next scenario begins, and the leaflet is read, from the pack's own words the table keeps: as pack.toml's
    check_plain({"scenarios": table.scenarios, "pages": leaflet.pages}, PACK_WORDS, "table")
    known = {s.get("id") for s in table.scenarios}
    if table.scenarios and (table.scenario not in known or any(s not in known for s in table.finished)):
        raise ValueError(f"the scenario {table.scenario!r} or one played is not a scenario of the pack")
    symbols = {s.get("id") for s in leaflet.pages.get("destiny", ())}
    if any(s not in symbols for s in leaflet.destiny) or len(set(leaflet.destiny)) != len(leaflet.destiny):
        raise ValueError("the Destiny page has checks on symbols it does not print")
    boxes = {b.get("id"): int(b.get("boxes", 0)) for b in leaflet.pages.get("buildings", ())}
    if any(b not in boxes or not 0 <= n <= boxes[b] for b, n in leaflet.buildings.items()):
        raise ValueError("the Buildings page has boxes checked that it does not print")
    if any(q.status not in STATUSES for q in leaflet.side_quests):
        raise ValueError("a side quest is neither active, initiated nor finished")
    if sorted(leaflet.world_map.values()) != sorted(g.zones.cards(WORLD_MAP)):
        raise ValueError("the World Map's slots and its cards disagree")
    if sorted(leaflet.written.values()) != sorted(g.zones.cards(WRITTEN)) or any(b not in boxes for b in leaflet.written):
        raise ValueError("the blank buildings' written titles and their cards disagree")


ZONES = ("adventure", "banished", "book", "box", "dice", "drawn", "global", "past", "quest_items", "revealed",
         "world_map", "written", "exploration:{word}", "board:{n},{n}", "attached:{n},{n}", "deck:{seat}",
         "discard:{seat}", "hand:{seat}", "purse:{seat}", "blocked:{seat}", "character:{seat}", "on:{piece}")


def makeup(g: Game) -> Makeup:
    """The seats, every piece of the pack (each card once, or its copies) and the zones a game is made of."""
    return Makeup(tuple(p.seat for p in g.table.players), pieces_of_cards(g.cards), ZONES)
