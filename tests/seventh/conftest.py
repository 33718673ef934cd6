"""Fixtures for The 7th Continent's rules tests: the small test pack, and ways to set the table up."""
from __future__ import annotations

import tomllib
from pathlib import Path
from types import SimpleNamespace

import pytest

from engine.content.carddef import card_def
from engine.rulesets.seventh_continent import Seat, new_game
from engine.rulesets.seventh_continent import items
from engine.rulesets.seventh_continent.table import ACTION_DECK, hand

PACK = Path(__file__).parent / "pack"


def read_pack(folder: Path = PACK):
    """The test pack as the setup needs it (cards, rules, pack.toml as read for its curses)."""
    meta = tomllib.loads((folder / "pack.toml").read_text())
    cards = {}
    for path in sorted((folder / "cards").glob("*.toml")):
        for table in tomllib.loads(path.read_text())["card"]:
            cards[table["id"]] = card_def(table)
    return SimpleNamespace(id=meta["id"], version=meta["version"], cards=cards, rules=meta.get("rules", {}), meta=meta)


@pytest.fixture(scope="session")
def pack():
    return read_pack()


NAMES = {"char-bruno": "Bruno", "char-ludo": "Ludo", "char-cyd": "Cyd"}


def start(pack, characters=("char-bruno",), seed=1):
    return new_game(pack, [Seat(NAMES[c], c) for c in characters], ["bell"], seed=seed)


def stack_deck(game, top_first: list[str]) -> list[str]:
    """Arrange the action deck so these cards (by card id, first = top) are drawn first."""
    deck = game.zones.contents[ACTION_DECK]
    chosen = []
    for card_id in top_first:
        piece = next(p for p in deck if game.state.pieces[p] == card_id and p not in chosen)
        chosen.append(piece)
    for piece in chosen:
        deck.remove(piece)
    deck.extend(reversed(chosen))
    return chosen


def give_hand(game, seat: int, card_id: str) -> str:
    """Move a copy of a card from wherever it waits (deck, adventure deck, box) into a hand."""
    piece = next(p for p, d in sorted(game.state.pieces.items())
                 if d == card_id and not game.zones.zone_of(p).startswith(("hand:", "item:")))
    game.zones.move(piece, hand(seat))
    return piece


def give_item(game, seat: int, card_id: str) -> str:
    piece = next(p for p, d in sorted(game.state.pieces.items()) if d == card_id)
    return items.new_item(game, seat, piece, items.durability_of(game, piece)).zone


def act(game, seat: int, piece: str, index: int):
    """Take an action; a face-down card's (its foggy side, index -1) is named by the space it lies in."""
    on = game.zones.zone_of(piece) if piece in game.table.face_down else piece
    return game.choose(f"act:{seat}:{on}:{index}")


def option_keys(game) -> list[str]:
    return game.legal_options()


def refresh(game):
    """Ask the turn's question again after a test arranged the table by hand."""
    assert game.state.stack and game.state.stack[-1].proc == "turn", "only between actions"
    game.state.pending = None
    game.state.stack.clear()
    game.start()


PREFERRED = ("draw", "reveal", "go", "done", "none")


def finish(game, until="action", limit=50):
    """Answer plainly (draw, reveal, no extras) until a decision of kind `until` is asked."""
    for _ in range(limit):
        if game.pending is None or game.pending.kind == until:
            return
        keys = game.legal_options()
        game.choose(next((k for k in PREFERRED if k in keys), keys[-1]))
    raise AssertionError(f"no '{until}' decision came; stuck at {game.pending.kind}")


def explore_east(game):
    """Reveal the fog east of the start and resolve it until the space opens."""
    fog = game.zones.top("board:1,0")
    act(game, 0, fog, -1)
    finish(game)
    return fog


def go_east(game, together=False):
    """Open the space east of the start, then walk there (Bruno alone, or with Ludo involved)."""
    explore_east(game)
    act(game, 0, "t-1", 1)
    if together:
        game.choose("involve:1")
    finish(game, until="move")
    game.choose("to:board:1,0")


def check_limits(game) -> None:
    """Between actions every player keeps the hand, item and stack limits of the current player
    count, and every die shows 1 to 6 (a die at 0 is gone with its item)."""
    if game.over or game.pending is None or game.pending.kind != "action":
        return
    table = game.table
    hand_limit, dice, stack = table.limit(table.hand_limit), table.limit(table.dice), table.limit(table.stack)
    for player in table.playing():
        seat = player.seat
        held = [p for p in game.zones.cards(hand(seat)) if game.card(p).type in ("skill", "bonus")]
        assert len(held) <= hand_limit, f"{player.name} holds {len(held)} cards, {hand_limit} allowed"
        own = table.items_of(seat)
        assert len(own) <= dice, f"{player.name} has {len(own)} items, {dice} allowed"
        for item in own:
            assert 1 <= item.die <= 6, f"{item.zone} shows {item.die}"
            assert 1 <= game.zones.size(item.zone) <= stack, f"{item.zone} holds {game.zones.size(item.zone)} cards"
