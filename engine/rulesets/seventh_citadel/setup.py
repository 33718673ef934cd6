"""Setting up a scenario of The 7th Citadel from a content pack: each player's character card and their own
action deck of that character's skills, shuffled; hands, purses and discard piles empty; the adventure
deck by number (green before gold), the exploration decks by area, the dice in the box, the scenario's
life points for each character and its start terrain on the board with every figure on it."""
from __future__ import annotations

from engine.core import events as ev
from engine.core.game import Game, State
from engine.core.rng import Rng
from engine.core.ruleset import Choice, Seat
from engine.core.zones import Zones
from engine.rulesets.sevenths import board, numbered
from engine.rulesets.sevenths.cards import back_of, is_exploration, number_of

from .table import (ADVENTURE, BANISHED, BOX, DICE, DRAWN, GLOBAL, PAST, QUEST_ITEMS, REVEALED, Player, Table,
                    blocked, character, deck, discard, exploration_deck, hand, purse, slot)

# the rulebook's variants of a Recovery: (cards shuffled back, life points they cost)
MODES = (Choice("standard", "Standard: 1 life point for 2 cards"), Choice("story", "Story: 1 life point for 3 cards"),
         Choice("survival", "Survival: 2 life points for 3 cards"))
RECOVERY = {"standard": [2, 1], "story": [3, 1], "survival": [3, 2]}


def scenarios(pack) -> list[dict]:
    return list(pack.meta.get("scenario", ()))


def _pieces(pack) -> dict[str, str]:
    pieces = {}
    for card_id, card in pack.cards.items():
        copies = int(card.get("copies", 1))
        for k in range(copies):
            pieces[card_id if copies == 1 else f"{card_id}#{k + 1}"] = card_id
    return pieces


def _home(card, seat_of: dict[str, int]) -> str:
    kind = card.type
    if kind == "character":
        return character(seat_of[card.id]) if card.id in seat_of else BOX
    if kind == "skill":
        owner = card.get("character")
        return deck(seat_of[owner]) if card.get("kind") == "character" and owner in seat_of else BOX
    if kind == "die":
        return DICE
    if number_of(card) is not None:
        return ADVENTURE
    if is_exploration(card):
        return exploration_deck(card.get("area"))
    return BOX


def new_game(ruleset, pack, seats: list[Seat], scenario: str, seed: int, mode: str = "standard") -> Game:
    """A new scenario of `ruleset`; ValueError says why the setup is refused."""
    if not 1 <= len(seats) <= 4:
        raise ValueError("The 7th Citadel is played by 1 to 4 players")
    chosen = next((s for s in scenarios(pack) if s["id"] == scenario), None)
    if chosen is None:
        raise ValueError(f"unknown scenario {scenario!r}")
    if mode not in RECOVERY:
        raise ValueError(f"unknown mode {mode!r}")
    roles = [s.role for s in seats]
    if len(set(roles)) != len(roles) or any(pack.cards.get(r) is None or pack.cards[r].type != "character"
                                            for r in roles):
        raise ValueError("each player plays a different character of the pack")
    seat_of = {role: i for i, role in enumerate(roles)}
    pieces = _pieces(pack)
    zones = Zones()
    for zone in [ADVENTURE, PAST, BANISHED, BOX, DICE, DRAWN, GLOBAL, QUEST_ITEMS, REVEALED]:
        zones.add_zone(zone)
    for i in range(len(seats)):
        for zone in (deck, discard, hand, purse, blocked, character):
            zones.add_zone(zone(i))
    for piece, card_id in sorted(pieces.items()):
        zones.create(piece, _home(pack.cards[card_id], seat_of))
    zones.contents[ADVENTURE].sort(key=lambda p: (number_of(pack.cards[pieces[p]]),
                                                  back_of(pack.cards[pieces[p]]) != "green", p))
    rng = Rng(seed)
    for zone in sorted(zones.contents):
        if zone.startswith(("deck:", "exploration:")):
            rng.shuffle(zones.contents[zone])
    life = list(chosen["life_points"])[len(seats) - 1]
    players = [Player(i, s.name, next(p for p in zones.cards(character(i))), life, slot(0, 0))
               for i, s in enumerate(seats)]
    table = Table(players=players, recovery=list(RECOVERY[mode]), pictograph=chosen.get("pictograph", ""),
                  pathfind=int(dict(pack.rules).get("pathfind", 4)))
    game = Game(ruleset, pack.cards, State(ruleset.id, pieces, zones, rng, table))
    terrain = numbered.find(game, int(chosen["start"]))
    if terrain is None or game.card(terrain).type != "terrain":
        raise ValueError(f"the start card {chosen['start']} is not a terrain of the pack")
    board.place_terrain(game, terrain, slot(0, 0))
    game.emit(ev.Message(f"The scenario {chosen['title']} begins.", {"rule": "setup"}))
    game.start()
    return game
