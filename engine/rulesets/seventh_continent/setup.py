"""Setting up a game of The 7th Continent from a content pack: a new one (rulebook, "Setup"), or one
resumed from its save stacks (rulebook, "Resuming the game")."""
from __future__ import annotations

from engine.core import events as ev
from engine.core.game import Game, State
from engine.core.rng import Rng
from engine.core.ruleset import Choice, Seat
from engine.core.zones import Zones
from engine.rulesets.sevenths import board, numbered

from . import adventure
from engine.rulesets.sevenths.cards import pieces_of

from .cards import deck_of
from .save_rule import STACKS_FORMAT
from .table import (ACTION_DECK, ADVENTURE, BOX, DISCARD, MODE, PAST, SATCHEL, Item, Player, Table,
                    exploration_deck, hand, slot)

MODES = (Choice("easy", "Easy"), Choice("normal", "Normal"), Choice("hardcore", "Hardcore"))


def new_game(ruleset, pack, seats: list[Seat], curses: list[str], seed: int, mode: str = "normal",
             table_size: tuple[int, int] | None = None) -> Game:
    """A new game of `ruleset`: action deck, adventure and exploration decks, hands, satchel, start terrain.

    `table_size` = (width, height) of the table in card slots; None: the table never runs out.
    """
    if table_size is not None and (len(table_size) != 2 or min(table_size) < 1):
        raise ValueError("the table size is (width, height) in card slots, each at least 1")
    if not 1 <= len(seats) <= 4:
        raise ValueError("The 7th Continent is played by 1 to 4 players")
    chosen = [c for c in adventure.curses(pack) if c.id in curses]
    if not chosen or len(chosen) != len(set(curses)):
        raise ValueError(f"unknown curse among {curses}")
    characters = {s.role for s in seats}
    if len(characters) != len(seats):
        raise ValueError("each player plays a different character")
    rules = dict(pack.rules)
    rng = Rng(seed)
    pieces = pieces_of(pack)
    zones = Zones()
    curse_cards = {c.curse_card for c in chosen}
    clues = {c.clue for c in chosen}
    mode_card = rules.get(mode) if mode in ("easy", "hardcore") else None
    seat_of_character = {s.role: i for i, s in enumerate(seats)}
    for piece, card_id in sorted(pieces.items()):
        card = pack.cards[card_id]
        zones.create(piece, _setup_zone(card, curse_cards, clues, characters, mode_card, seat_of_character))
    numbered.in_order(zones.contents[ADVENTURE], pack.cards, pieces)
    for zone in sorted(zones.contents):
        if zone == ACTION_DECK or zone.startswith("exploration:"):
            zones.shuffle(zone, rng)
    table = Table(
        players=[Player(i, s.name, s.role, slot(0, 0)) for i, s in enumerate(seats)],
        hand_limit=list(rules.get("hand_limit", [4, 3, 3, 2])),
        dice=list(rules.get("dice", [4, 3, 2, 2])),
        stack=list(rules.get("stack", [4, 3, 3, 2])),
        paranoid=rules.get("paranoid"),
        curses=[c.id for c in chosen],
        mode=mode,
        size=[int(table_size[0]), int(table_size[1])] if table_size else None,
    )
    state = State(ruleset.id, pieces, zones, rng, table)
    game = Game(ruleset, pack.cards, state)
    start = min(c.start for c in chosen)
    terrain = numbered.find(game, start)
    if terrain is None:
        raise ValueError(f"the start card {start} is not in the pack")
    board.place_terrain(game, terrain, slot(0, 0))
    game.emit(ev.Message("The adventure begins.", {"rule": "setup"}))
    game.start()
    return game


def _setup_zone(card, curse_cards, clues, characters, mode_card, seat_of_character) -> str:
    kind = card.type
    if kind == "character":
        return hand(seat_of_character[card.id]) if card.id in characters else BOX
    if kind == "skill":
        owner = card.get("character")
        if card.get("advanced") or (owner and owner not in characters):
            return BOX
        return ACTION_DECK
    if kind == "curse":
        if card.get("curse") == "death" or card.id in curse_cards:
            return ACTION_DECK
        return BOX
    if kind == "clue":
        return SATCHEL if card.id in clues else BOX
    if kind == "mode":
        return MODE if card.id == mode_card else BOX
    if deck_of(card) == "adventure":
        return ADVENTURE
    if deck_of(card) == "exploration":
        return exploration_deck(card.get("area"))
    return BOX


def resume(ruleset, pack, stacks: dict, seed: int) -> Game:
    """A game of `ruleset` from a pack and its save stacks (`save_rule.save_stacks`), by the
    rulebook's eight resume steps."""
    if stacks.get("format") != STACKS_FORMAT:
        raise ValueError(f"unknown save stacks format {stacks.get('format')!r}")
    pieces = pieces_of(pack)
    rules = dict(pack.rules)
    mode = stacks.get("mode", "normal")
    # the mode card stays in play until used; stacks from before it was recorded kept it unused
    unused = [rules[mode]] if mode in ("easy", "hardcore") and rules.get(mode) in pieces else []
    mode_cards = list(stacks.get("mode_cards", unused))
    named = [stacks["terrain"], *stacks["discard"], *stacks["action_deck"], *stacks["satchel"], *mode_cards]
    for c in stacks["characters"]:
        named += [c["character"], *c["hand"], *(p for it in c["items"] for p in it["cards"])]
    unknown = [p for p in named if p not in pieces]
    if unknown or len(set(named)) != len(named):
        raise ValueError(f"the save stacks do not fit the pack: {', '.join(unknown[:5]) or 'a card is named twice'}")
    if any(pack.cards[pieces[p]].type != "mode" for p in mode_cards):
        raise ValueError("the save stacks put a card that is no mode card in play as the mode card")
    rng = Rng(seed)
    zones = Zones()
    # 1. every card starts in its original deck (the past is returned), the rest in the box
    for piece, card_id in sorted(pieces.items()):
        card = pack.cards[card_id]
        home = ADVENTURE if deck_of(card) == "adventure" else exploration_deck(card.get("area")) if deck_of(card) == "exploration" else BOX
        zones.create(piece, home)
    numbered.in_order(zones.contents.setdefault(ADVENTURE, []), pack.cards, pieces)
    for zone in sorted(zones.contents):
        if zone.startswith("exploration:"):
            zones.shuffle(zone, rng)
    players = [Player(c["seat"], c["name"], c["character"], slot(0, 0)) for c in stacks["characters"]]
    table = Table(
        players=players,
        hand_limit=list(rules.get("hand_limit", [4, 3, 3, 2])), dice=list(rules.get("dice", [4, 3, 2, 2])),
        stack=list(rules.get("stack", [4, 3, 3, 2])), paranoid=rules.get("paranoid"),
        curses=list(stacks["curses"]), lifted=list(stacks["lifted"]), mode=mode,
        xp=int(stacks.get("xp", 0)), left=[c["seat"] for c in stacks["characters"] if c.get("left")],
    )
    game = Game(ruleset, pack.cards, State(ruleset.id, pieces, zones, rng, table))
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
    # the game's mode card, in play as at setup unless it was used
    zones.add_zone(MODE)
    for piece in mode_cards:
        game.move(piece, MODE)
    # 8. the save cards stay in the box
    for zone in (PAST, "banished", "drawn", "revealed"):
        zones.add_zone(zone)
    game.emit(ev.Message("The adventure resumes.", {"rule": "resumed"}))
    game.start()
    return game
