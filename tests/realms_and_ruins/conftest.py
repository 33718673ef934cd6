"""The test pack of Realms and Ruins, and
the few ways the tests arrange a table before driving it through `game.choose`."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.content.loader import load_pack
from engine.core.decisions import IllegalChoice
from engine.core.ruleset import Seat
from engine.core.serial import game_to_plain
from engine.rulesets.realms_and_ruins import RULESET
from engine.rulesets.realms_and_ruins.ruling import ruler

PACK = Path(__file__).parent / "pack"
HEROES = ("villager", "noble", "sorceress")
NAMES = ("Ann", "Bo", "Cy")


@pytest.fixture(scope="session")
def pack():
    return load_pack(PACK)


def seats(count: int) -> list[Seat]:
    return [Seat(NAMES[n], HEROES[n]) for n in range(count)]


def new(pack, players: int = 2, first: int = 0, offers: str = "demo", seed: int = 0):
    """A new game whose first player is `first` (the seed is searched from `seed` on)."""
    while True:
        game = RULESET.new_game(pack, seats(players), {"offers": offers}, seed)
        if game.table.active == first:
            return game
        seed += 1


def plain(game) -> str:
    return json.dumps(game_to_plain(game), sort_keys=True)


def refuses(game, key: str, reason: str, seat: int | None = None) -> None:
    """The answer is refused with this reason, and nothing at all changes."""
    before = plain(game)
    with pytest.raises(IllegalChoice, match=reason):
        game.choose(key, seat)
    assert plain(game) == before


def arrange(game, moves: dict[str, str]) -> None:
    """Put pieces where a test needs them (setting the table, not playing), rulers noted as they stand."""
    for piece, zone in moves.items():
        game.zones.move(piece, zone)
    game.table.rulers = {r: ruler(game, r) for r in game.table.realms}
    reask(game)


def reask(game) -> None:
    """Ask the pending question again of the table as now arranged (the step that asked runs again)."""
    game.state.pending = None
    game.start()


def hold(game, seat: int, *cards: str) -> None:
    """Give a seat exactly these cards in hand: its other hand cards go under its deck."""
    hand, deck = f"hand:{seat}", f"deck:{seat}"
    for piece in list(game.zones.cards(hand)):
        if piece not in cards:
            game.zones.move(piece, deck, 0)
    for piece in cards:
        if game.zones.zone_of(piece) != hand:
            game.zones.move(piece, hand)
    reask(game)


def cubes(game, owner: str, count: int, zone: str) -> None:
    """Move `count` cubes of an owner ("0", "othersiders") from its supply to a zone."""
    supply = f"supply:{owner}"
    arrange(game, {game.zones.cards(supply)[-1 - n]: zone for n in range(count)})


def gold(game, seat: int, count: int) -> None:
    arrange(game, {game.zones.cards("gold")[-1 - n]: f"purse:{seat}" for n in range(count)})
