"""The rulebook's "Saving the game" and "Resuming the game", as rules (not the autosave).

Saving is allowed when every figure is on one terrain, no action is in progress and no
mandatory action is pending. Everything on the board but that terrain goes to the past; what
is kept is exactly the rulebook's save stacks, given by `save_stacks` as plain data (piece ids,
bottom first), plus the choices made at setup (curses, mode) and the experience points, which
Fogbound keeps as a counter rather than as cards. `resume` rebuilds a game from a pack and
those stacks in the rulebook's eight steps.
"""
from __future__ import annotations

from engine.core import events as ev
from engine.core.game import Game, State
from engine.core.rng import Rng
from engine.core.zones import Zones

from . import adventure, board
from .table import (ACTION_DECK, ADVENTURE, BOX, DISCARD, PAST, SATCHEL, Item, Player, Table,
                    exploration_deck, hand, slot)

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
                adventure.to_past(g, piece)
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
    }


def resume_in_place(g: Game) -> None:
    """Resume a game just saved without leaving it: the past returns, the terrain goes to the
    middle, exploration cards in front of its arrows."""
    adventure.return_past(g)
    at = g.table.playing()[0].at
    x, y = board.coords(at)
    if x or y:
        from .room import shift
        shift(g, -x, -y)
    for player in g.table.playing():
        player.at = slot(0, 0)
    board.put_fog(g, slot(0, 0))


def resume(pack, stacks: dict, seed: int) -> Game:
    """A game from a pack and its save stacks, by the rulebook's eight resume steps."""
    from . import RULESET
    from .setup import _pieces

    if stacks.get("format") != STACKS_FORMAT:
        raise ValueError(f"unknown save stacks format {stacks.get('format')!r}")
    pieces = _pieces(pack)
    named = [stacks["terrain"], *stacks["discard"], *stacks["action_deck"], *stacks["satchel"]]
    for c in stacks["characters"]:
        named += [c["character"], *c["hand"], *(p for it in c["items"] for p in it["cards"])]
    unknown = [p for p in named if p not in pieces]
    if unknown or len(set(named)) != len(named):
        raise ValueError(f"the save stacks do not fit the pack: {', '.join(unknown[:5]) or 'a card is named twice'}")
    rules = dict(pack.rules)
    rng = Rng(seed)
    zones = Zones()
    # 1. every card starts in its original deck (the past is returned), the rest in the box
    for piece, card_id in sorted(pieces.items()):
        card = pack.cards[card_id]
        home = ADVENTURE if card.deck == "adventure" else exploration_deck(card.get("area")) if card.deck == "exploration" else BOX
        zones.create(piece, home)
    zones.contents.setdefault(ADVENTURE, []).sort(
        key=lambda p: (pack.cards[pieces[p]].number, pack.cards[pieces[p]].back != "green", p))
    for zone in sorted(zones.contents):
        if zone.startswith("exploration:"):
            rng.shuffle(zones.contents[zone])
    players = [Player(c["seat"], c["name"], c["character"], slot(0, 0)) for c in stacks["characters"]]
    table = Table(
        players=players,
        hand_limit=list(rules.get("hand_limit", [4, 3, 3, 2])), dice=list(rules.get("dice", [4, 3, 2, 2])),
        stack=list(rules.get("stack", [4, 3, 3, 2])), paranoid=rules.get("paranoid"),
        curses=list(stacks["curses"]), lifted=list(stacks["lifted"]), mode=stacks.get("mode", "normal"),
        xp=int(stacks.get("xp", 0)), left=[c["seat"] for c in stacks["characters"] if c.get("left")],
    )
    game = Game(RULESET, pack.cards, State(RULESET.id, pieces, zones, rng, table))
    # 2. the saved terrain, the figures on it, an exploration card in front of each arrow
    board.place_terrain(game, stacks["terrain"], slot(0, 0))
    # 3.-5. the satchel, the action deck, the discard pile
    for zone, key in ((SATCHEL, "satchel"), (ACTION_DECK, "action_deck"), (DISCARD, "discard")):
        zones.add_zone(zone)
        for piece in stacks[key]:
            game.move(piece, zone, face_up=zone != ACTION_DECK)
    table.discard_face_down = not stacks["action_deck"] and bool(stacks["discard"])
    # 6.-7. hands, then items with their dice
    for c in stacks["characters"]:
        zones.add_zone(hand(c["seat"]))
        for piece in [c["character"], *c["hand"]]:
            game.move(piece, hand(c["seat"]))
        for it in c["items"]:
            zone = f"item:{table.next_item}"
            table.next_item += 1
            table.items.append(Item(zone, c["seat"], int(it["durability"])))
            for piece in it["cards"]:
                game.move(piece, zone)
    # 8. the save cards stay in the box
    for zone in (PAST, "banished", "drawn", "revealed"):
        zones.add_zone(zone)
    game.emit(ev.Message("The adventure resumes.", {"rule": "resumed"}))
    game.start()
    return game
