"""The test pack of The 7th Citadel, loaded through the registry (the ruleset is not registered yet), and
the few ways the tests arrange a table before driving it through `game.choose`."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine import rulesets
from engine.content.loader import load_pack
from engine.core.decisions import IllegalChoice
from engine.core.ruleset import Seat
from engine.core.serial import game_to_plain
from engine.rulesets.seventh_citadel import RULESET
from engine.rulesets.seventh_citadel.table import deck

PACK = Path(__file__).parent / "pack"
CHARACTERS = ("arden", "brisk", "corin")
NAMES = ("Ann", "Bo", "Cy")


@pytest.fixture(scope="session")
def pack():
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(rulesets.PACKAGES, "seventh-citadel", "engine.rulesets.seventh_citadel")
        return load_pack(PACK)


def new(pack, players: int = 1, seed: int = 1, mode: str = "standard"):
    seats = [Seat(NAMES[n], CHARACTERS[n]) for n in range(players)]
    return RULESET.new_game(pack, seats, {"scenario": "first-steps", "mode": mode}, seed)


def plain(game) -> str:
    return json.dumps(game_to_plain(game), sort_keys=True)


def refuses(game, key: str, reason: str, seat: int | None = None) -> None:
    """The answer is refused with this reason, and nothing at all changes."""
    before = plain(game)
    with pytest.raises(IllegalChoice, match=reason):
        game.choose(key, seat)
    assert plain(game) == before


def reask(game) -> None:
    """Ask the pending question again of the table as now arranged (between actions only)."""
    assert game.state.stack and game.state.stack[-1].proc == "turn", "only between actions"
    game.state.pending = None
    game.state.stack.clear()
    game.start()


def stack(game, seat: int, *card_ids: str) -> list[str]:
    """Put copies of these cards (by card id, first = top) on top of a seat's deck, those already in it first."""
    zone, chosen = deck(seat), []
    for card_id in card_ids:
        copies = sorted((p for p, d in game.state.pieces.items() if d == card_id and p not in chosen),
                        key=lambda p: (game.zones.zone_of(p) != zone, p))
        chosen.append(copies[0])
    for piece in reversed(chosen):
        game.zones.move(piece, zone)
    return chosen


def give(game, card_id: str, zone: str) -> str:
    """Move one copy of a card (from wherever it waits) into a zone."""
    piece = next(p for p, d in sorted(game.state.pieces.items()) if d == card_id and game.zones.zone_of(p) != zone)
    game.zones.move(piece, zone)
    if game.state.stack and game.state.stack[-1].proc == "turn":
        reask(game)
    return piece


def act(game, seat: int, piece: str, index: int):
    return game.choose(f"act:{seat}:{piece}:{index}")


def pathfind(game, seat: int, space: str):
    """Pathfind on the fog lying in a board space: its option names the space, never the face-down card."""
    return game.choose(f"act:{seat}:{space}:-1")


def last_result(game) -> dict:
    """What the last Result step found: success, successes taken into account, successes needed."""
    return [e for e in game.state.log.events if getattr(e, "data", {}).get("rule") == "result"][-1].data


def convert(game, times: int | None = None) -> None:
    """Answer a conversion's questions: how many times (`times`; None: as many as it may), then which icons,
    the first offered each time."""
    while game.pending is not None and game.pending.kind in ("convert_times", "convert_icon"):
        keys = game.legal_options()
        if game.pending.kind == "convert_icon":
            game.choose(keys[0])
        else:
            game.choose(str(times) if times is not None else keys[-1])


def as_listed(game) -> None:
    """Let the Preparation phase's effects apply in the order they are offered (the players' choice)."""
    while game.pending is not None and game.pending.kind == "preparation_order":
        game.choose(game.pending.options[0].key)


def reveal(game) -> None:
    """Reveal the cards drawn, when the Draw step asks (an action of cost 0 and difficulty 0 does not ask:
    with no card drawn and none needed, it succeeds at once)."""
    if game.pending is not None and game.pending.kind == "more":
        game.choose("reveal")
