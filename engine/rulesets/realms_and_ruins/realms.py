"""Changes of cubes in the Realms, and the Ruin and Heal they bring, settled after every single change."""
from __future__ import annotations

from engine.core.game import Game

from . import caches, ending
from .events import RealmTurned, RulerChanged
from .ruling import cubes, is_ruined, owner, ruler
from .table import OTHERSIDERS, kind_of, realm_of, supply


def move_cube(game: Game, piece: str, to: str) -> None:
    """Move a Follower or Hero, then settle every Realm: the rules are checked after each change. A Hero
    moved into a Realm collects the Gold its Hero card left there."""
    game.move(piece, to)
    if game.card(piece).type == "meeple" and kind_of(to) == "realm":
        caches.arrived(game, game.table.seat_of_hero(game.card(piece).get("hero")), realm_of(to))
    settle(game)


def to_supply(game: Game, piece: str) -> None:
    move_cube(game, piece, supply(owner(game, piece)))


def settle(game: Game) -> None:
    """Ruin a Healthy Realm the Othersiders rule, heal a Ruined one with no Othersider left, note who rules;
    all three Ruined ends the game at once."""
    table = game.table
    for realm_id in table.realms:
        now = ruler(game, realm_id)  # a Heal moves no cube, and the Othersiders still rule after a Ruin's wipe
        if not is_ruined(game, realm_id) and now == OTHERSIDERS:
            table.ruined.append(realm_id)
            game.emit(RealmTurned(realm_id, "ruined"))
            # every Follower but the Othersiders' goes home; Heroes stay
            for piece in [p for p in cubes(game, realm_id) if owner(game, p) != OTHERSIDERS]:
                game.move(piece, supply(owner(game, piece)))
        elif is_ruined(game, realm_id) and not cubes(game, realm_id, OTHERSIDERS):
            table.ruined.remove(realm_id)
            game.emit(RealmTurned(realm_id, "healthy"))
        if table.rulers.get(realm_id, "") != now:
            table.rulers[realm_id] = now
            game.emit(RulerChanged(realm_id, now))
    if len(table.ruined) == len(table.realms):
        ending.all_ruined(game)
