"""The test pack of Cursed City, loaded through the registry, and the few ways the tests arrange a battlefield
before driving it through `game.choose`."""
from __future__ import annotations

from pathlib import Path

import pytest

from engine import rulesets
from engine.content.loader import load_pack
from engine.core.ruleset import Seat
from engine.rulesets.cursed_city import RULESET

PACK = Path(__file__).parent / "pack"
NAMES = ("Ann", "Bo", "Cy", "Di")
HEROES = ["warden", "ranger", "hexer", "duellist"]


@pytest.fixture(scope="session")
def pack():
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(rulesets.PACKAGES, "cursed-city", "engine.rulesets.cursed_city")
        return load_pack(PACK)


def new(pack, players: int = 1, seed: int = 0, heroes=HEROES):
    return RULESET.new_game(pack, [Seat(NAMES[n]) for n in range(players)], {"heroes": list(heroes)}, seed)


def deploy(game, cells=((0, 0), (1, 0), (0, 1), (1, 1))):
    """Answer the four deployment questions with these drop-zone spaces, in order (the players deploying from the
    leader clockwise, the leader's first answers to the order they deploy in)."""
    in_order(game)
    for x, y in cells:
        assert game.pending.kind == "deploy"
        game.choose(f"to:{x},{y}")


def in_order(game) -> None:
    """With several players, each chooses a hero in turn from the leader clockwise (the first offered: the heroes
    dealt round as listed), then the leader puts them in order to deploy: from the leader clockwise."""
    while game.pending is not None and game.pending.kind in ("hero_pick", "deploy_order"):
        game.choose(game.legal_options()[0])


def start(pack, players: int = 1, seed: int = 0):
    """A new game with the heroes deployed in the drop zone's top-left spaces, asked the gambits."""
    game = new(pack, players, seed)
    deploy(game)
    return game


def first(game, hero: str) -> None:
    """Put a hero's initiative card first on the combat track (arranged while the gambits are asked)."""
    track = game.zones.contents["track"]
    track.remove(f"init:{hero}")
    track.insert(0, f"init:{hero}")


def clear(game) -> None:
    """Send every hostile off the battlefield, to the available models."""
    for grp in game.table.groups:
        for model in grp.models:
            if game.zones.zone_of(model).startswith("space:"):
                game.zones.move(model, "available")


def put(game, piece: str, cell) -> None:
    game.zones.move(piece, f"space:{cell[0]},{cell[1]}")


def show(game, hero: str, values) -> None:
    """The hero's activation spaces showing these numbers (a die placed on each)."""
    from engine.rulesets.cursed_city import rolls
    from engine.rulesets.cursed_city.table import slot, spare
    for k, value in enumerate(values):
        for piece in [p for p in game.zones.cards(slot(hero, k)) if game.card(p).type == "die"]:
            game.zones.move(piece, spare(hero))
        if value:
            die = game.zones.top(spare(hero))
            game.zones.move(die, slot(hero, k))
            rolls.set_value(game, die, value)


def begin(game, hero: str, values, destiny=()) -> None:
    """The hero's activation asked now: its spaces showing these numbers, the destiny pool holding these values."""
    from engine.rulesets.cursed_city import rolls
    from engine.rulesets.cursed_city.table import DESTINY_AVAILABLE, DESTINY_DISCARDED
    first(game, hero)
    show(game, hero, values)
    for p in list(game.zones.cards(DESTINY_AVAILABLE)):
        game.zones.move(p, DESTINY_DISCARDED)
    for p, value in zip(list(game.zones.cards(DESTINY_DISCARDED)), destiny):
        game.zones.move(p, DESTINY_AVAILABLE)
        rolls.set_value(game, p, value)
    if game.pending.kind == "gambit":
        game.choose("go")
    assert game.pending.kind == "hero_action" and game.pending.context["hero"] == hero


def answer_until(game, kind: str, limit: int = 500) -> None:
    """Answer every decision with its first option (heroes end their activation at once) until one of `kind`."""
    for _ in range(limit):
        if game.over or game.pending.kind == kind:
            return
        keys = game.legal_options()
        game.choose("end" if "end" in keys else "go" if "go" in keys else keys[0])
    raise AssertionError(f"no {kind} decision came")


def gambit(game, key: str) -> None:
    """A gambit declared alone and resolved at once, paid with the hero's lowest activation die if asked."""
    from engine.rulesets.cursed_city import rolls
    game.choose(key)
    game.choose("resolve")
    if game.pending.kind == "gambit_die":
        game.choose(min(game.pending.options, key=lambda o: rolls.value(game, o.data["die"])).key)
