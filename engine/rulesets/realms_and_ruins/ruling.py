"""Who owns a cube and who rules a Realm: strict plurality, Othersiders included, Heroes never."""
from __future__ import annotations

from engine.core.game import Game

from .table import OTHERSIDERS, realm


def owner(game: Game, piece: str) -> str:
    """Whose cube this is: a seat ("0"), "othersiders", or "" for what is no Follower (a Hero meeple)."""
    # fixed by the pack and the Heroes at the table, asked for every cube at every step: worked out once a game
    owners = game.memo.get("realms_owners")
    if owners is None:
        owners = game.memo["realms_owners"] = {}
    found = owners.get(piece)
    if found is None:
        found = owners[piece] = _owner(game, piece)
    return found


def _owner(game: Game, piece: str) -> str:
    card = game.card(piece)
    if card.type == "othersider":
        return OTHERSIDERS
    if card.type == "follower":
        return str(game.table.seat_of_hero(card.get("hero")))
    return ""


def hero_meeple(game: Game, seat: int) -> str:
    return f"meeple:{game.table.players[seat].hero}"


def hero_realm(game: Game, seat: int) -> str:
    """The Realm where this seat's Hero stands."""
    return game.zones.zone_of(hero_meeple(game, seat)).split(":", 1)[1]


def cubes(game: Game, realm_id: str, whose: str | None = None) -> list[str]:
    """The Followers in a Realm (of one owner if given)."""
    pieces = game.zones.cards(realm(realm_id))
    return [p for p in pieces if (owner(game, p) if whose is None else owner(game, p) == whose)]


def counts(game: Game, realm_id: str) -> dict[str, int]:
    found: dict[str, int] = {}
    for piece in game.zones.cards(realm(realm_id)):
        whose = owner(game, piece)
        if whose:
            found[whose] = found.get(whose, 0) + 1
    return found


def ruler(game: Game, realm_id: str) -> str:
    """Who rules a Realm: more Followers there than any other single owner; "" on a tie or when empty."""
    found = counts(game, realm_id)
    if not found:
        return ""
    most = max(found.values())
    leaders = [whose for whose, n in found.items() if n == most]
    return leaders[0] if len(leaders) == 1 else ""


def rules(game: Game, seat: int, realm_id: str) -> bool:
    """Whether this seat rules a Realm: its ruler as settled after the last change of cubes (`realms.settle`)."""
    return game.table.rulers.get(realm_id, "") == str(seat)


def is_ruined(game: Game, realm_id: str) -> bool:
    return realm_id in game.table.ruined


def healthy(game: Game) -> list[str]:
    return [r for r in game.table.realms if not is_ruined(game, r)]


