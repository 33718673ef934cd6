"""The test pack of Arkeis, loaded through the registry (the ruleset is not registered yet), and the few ways
the tests arrange a table before driving it through `game.choose`."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine import rulesets
from engine.content.loader import load_pack
from engine.core.decisions import IllegalChoice
from engine.core.rng import Rng
from engine.core.ruleset import Seat
from engine.core.serial import game_to_plain
from engine.rulesets.arkeis import RULESET, forecast, grapple
from engine.rulesets.arkeis.dice import die_type

PACK = Path(__file__).parent / "pack"
NAMES = ("Ann", "Bo", "Cy", "Dee", "Eli")


@pytest.fixture(scope="session")
def pack():
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(rulesets.PACKAGES, "arkeis", "engine.rulesets.arkeis")
        return load_pack(PACK)


def seats(*explorers: str) -> list[Seat]:
    return [Seat(NAMES[n], explorer) for n, explorer in enumerate(explorers)]


def cast(pack, seed: int, most: int) -> list[str]:
    """A table of 1 to `most` of the pack's Explorers for a seed (the count and the first one turn with it),
    never two of which one excludes the other: the random games' and benchmarks' tables."""
    explorers = [choice.key for choice in RULESET.roles(pack).choices]
    apart = {(c, other) for c in explorers for other in pack.cards[c].get("excludes") or ()}
    chosen: list[str] = []
    k = seed
    while len(chosen) < 1 + seed % most:
        explorer = explorers[k % len(explorers)]
        k += 1
        if explorer not in chosen and not any((explorer, c) in apart or (c, explorer) in apart for c in chosen):
            chosen.append(explorer)
    return chosen


def new(pack, *explorers: str, first: int = 0, seed: int = 0, **options):
    """A new episode for these Explorers, the first player chosen: the game waits on their first action."""
    game = RULESET.new_game(pack, seats(*(explorers or ("mender",))), options, seed)
    game.choose(f"first:{first}")
    return game


def plain(game) -> str:
    return json.dumps(game_to_plain(game), sort_keys=True)


def refuses(game, key: str, reason: str, seat: int | None = None) -> None:
    """The answer is refused with this reason, and nothing at all changes."""
    before = plain(game)
    with pytest.raises(IllegalChoice, match=reason):
        game.choose(key, seat)
    assert plain(game) == before


def reask(game) -> None:
    """Ask the pending question again of the table as now arranged (the step that asked runs again)."""
    game.state.pending = None
    game.start()


def arrange(game, moves: dict[str, str]) -> None:
    """Put pieces where a test needs them (setting the table, not playing), profiles taken as they stand."""
    for piece, zone in moves.items():
        game.zones.move(piece, zone)
    grapple.update(game)
    reask(game)


def place(game, seat: int, zone: str) -> None:
    arrange(game, {grapple.figure(game, seat): f"zone:{zone}"})


def adversaries(game, name: str, zone: str, count: int = 1) -> list[str]:
    """Bring miniatures of an Adversary into a zone."""
    minis = game.zones.cards(f"minis:{name}")[-count:]
    arrange(game, {m: f"zone:{zone}" for m in minis})
    return minis


def give(game, seat: int, card: str, where: str = "backpack") -> None:
    arrange(game, {card: f"{where}:{seat}"})


def hold_profile(game, seat: int, profile: str) -> None:
    """The Explorer holds this profile of its Adversary (the others go back to their pile)."""
    name = game.cards[profile].get("adversary")
    current = grapple.profile_of(game, seat, name)
    if current and current != profile:
        game.zones.move(current, f"profiles:{name}")
        game.table.face_up.pop(current, None)
    if game.zones.zone_of(profile) != f"held:{seat}":
        game.zones.move(profile, f"held:{seat}")
    game.table.face_up[profile] = bool(grapple.adversaries_in(game, grapple.explorer_zone(game, seat), name))
    reask(game)


class Loaded(Rng):
    """The game's RNG, but the next dice show the faces a test asks for (card draws stay random)."""

    __slots__ = ("queue",)

    def __init__(self, rng: Rng, queue: list[int]):
        super().__init__()
        self._random.setstate(rng._random.getstate())
        self.queue = queue

    def index(self, n: int) -> int:
        return self.queue.pop(0) if self.queue else super().index(n)


def load_dice(game, role: str, *symbols: str) -> None:
    """The next dice rolled show these faces (by symbol; "blank" for a face without one), in order."""
    faces = die_type(game, role).faces
    indices = [next(i for i, f in enumerate(faces) if (f.symbols or ("blank",))[0] == s) for s in symbols]
    game.state.rng = Loaded(game.state.rng, indices)


def explorer_zone(game, seat: int) -> str:
    return grapple.explorer_zone(game, seat)


def token_at(game, where: str) -> str:
    """The Search token lying in a zone ("atrium:3") or on a door ("door:gallery-door")."""
    zone = where if where.startswith("door:") else f"zone:{where}"
    return next(p for p in game.zones.cards(zone) if game.card(p).type == "search_token")


def fight(game, name: str):
    """Fight the Adversaries of this name: the fight chosen, its odds shown, the dice rolled (the roll's events)."""
    game.choose(f"fight:{name}")
    assert game.pending.kind == "fight_roll" and forecast.running(game).rows
    return game.choose("roll")
