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
from engine.rulesets.sevenths.cards import is_exploration, number_of, pieces_of

from . import campaign, citadel, leaflet, ledger_shape
from .save_rule import SAVED_ZONES, STACKS_FORMAT
from .table import (ADVENTURE, BANISHED, BOOK, BOX, DICE, DRAWN, GLOBAL, PAST, QUEST_ITEMS, REVEALED, WORLD_MAP, Leaflet, Player,
                    Table,
                    blocked, character, deck, discard, exploration_deck, hand, purse, slot)

# the rulebook's variants of a Recovery: (cards shuffled back, life points they cost)
MODES = (Choice("standard", "Standard: 1 life point for 2 cards"), Choice("story", "Story: 1 life point for 3 cards"),
         Choice("survival", "Survival: 2 life points for 3 cards"))
RECOVERY = {"standard": [2, 1], "story": [3, 1], "survival": [3, 2]}


def scenarios(pack) -> list[dict]:
    return list(pack.meta.get("scenario", ()))


def starting_skill_of(card) -> str | None:
    """The character whose starting action deck this card is in (a skill of that character's own), or None."""
    if card.type == "skill" and card.get("kind") == "character":
        return card.get("character")
    return None


def _home(card, seat_of: dict[str, int]) -> str:
    kind = card.type
    if kind == "character":
        return character(seat_of[card.id]) if card.id in seat_of else BOX
    if kind == "skill":
        owner = starting_skill_of(card)
        return deck(seat_of[owner]) if owner in seat_of else BOX
    if kind == "die":
        return DICE
    if kind == "dialogue":
        return BOOK
    if number_of(card) is not None:
        return ADVENTURE
    if is_exploration(card):
        return exploration_deck(card.get("area"))
    return BOX


def _scenario(pack, scenario: str, mode: str, players: int) -> dict:
    if not 1 <= players <= 4:
        raise ValueError("The 7th Citadel is played by 1 to 4 players")
    chosen = next((s for s in scenarios(pack) if s["id"] == scenario), None)
    if chosen is None:
        raise ValueError(f"unknown scenario {scenario!r}")
    if mode not in RECOVERY:
        raise ValueError(f"unknown mode {mode!r}")
    return chosen


def _zones(pack, pieces: dict[str, str], seat_of: dict[str, int], rng: Rng) -> Zones:
    """Every card in its place at the start: characters before their players, their skills in their decks
    (shuffled), adventure cards by number (green first), exploration decks by area (shuffled), dice in the box."""
    zones = Zones()
    for zone in [ADVENTURE, PAST, BANISHED, BOOK, BOX, DICE, DRAWN, GLOBAL, QUEST_ITEMS, REVEALED, WORLD_MAP]:
        zones.add_zone(zone)
    for i in range(len(seat_of)):
        for zone in (deck, discard, hand, purse, blocked, character):
            zones.add_zone(zone(i))
    for piece, card_id in sorted(pieces.items()):
        zones.create(piece, _home(pack.cards[card_id], seat_of))
    numbered.in_order(zones.contents[ADVENTURE], pack.cards, pieces)
    for zone in sorted(zones.contents):
        if zone.startswith(("deck:", "exploration:")):
            zones.shuffle(zone, rng)
    return zones


def _table(pack, chosen: dict, mode: str, players: list[Player]) -> Table:
    rules = dict(pack.rules)
    shiver = rules.get("pathfind_groundshiver")
    pages = pack.meta.get("leaflet") or {}
    return Table(players=players, recovery=list(RECOVERY[mode]), scenario=chosen["id"], mode=mode,
                 scenarios=leaflet.page_copy(scenarios(pack)),
                 pictograph=chosen.get("pictograph", ""), pathfind=int(rules.get("pathfind", 4)),
                 pathfind_groundshiver=dict(shiver) if shiver else None,
                 groundshiver=int(chosen.get("groundshiver", 0)),
                 glossary={str(e["term"]): str(e["text"]) for e in pack.meta.get("glossary", ())},
                 leaflet=Leaflet(pages={"destiny": leaflet.page_copy(pages.get("destiny", ())),
                                        "buildings": leaflet.page_copy(pages.get("buildings", ()))}))


def new_game(ruleset, pack, seats: list[Seat], scenario: str, seed: int, mode: str = "standard",
             ledger: dict | None = None, table_size: tuple[int, int] | None = None) -> Game:
    """A new scenario of `ruleset`, or (with a campaign's `ledger`) the next one of an adventure going on:
    at the Citadel, what the characters kept in front of their players, a new character's starting deck
    for a player joining, the leaflet as written; ValueError says why the setup is refused."""
    if ledger is not None:
        # the scenario the epilogue named, or the introductory one of a new beginning once the adventure is over
        scenario = campaign.coming(pack, ledger).settled.get("scenario", scenario)
        if not campaign.goes_on(ledger):
            ledger = None  # nothing kept
        elif ledger.get("save_stacks"):
            return _resumed(ruleset, pack, seats, seed, ledger)
    chosen = _scenario(pack, scenario, mode, len(seats))
    roles = [s.role for s in seats]
    if len(set(roles)) != len(roles) or any(pack.cards.get(r) is None or pack.cards[r].type != "character"
                                            for r in roles):
        raise ValueError("each player plays a different character of the pack")
    pieces = pieces_of(pack)
    rng = Rng(seed)
    seat_of = {role: i for i, role in enumerate(roles)}
    zones = _zones(pack, pieces, seat_of, rng)
    if ledger is not None:
        campaign.restore_zones(zones, pieces, ledger, seat_of, rng)
    life = list(chosen["life_points"])[len(seats) - 1]
    players = [Player(i, s.name, zones.cards(character(i))[0], life, slot(0, 0)) for i, s in enumerate(seats)]
    table = _table(pack, chosen, mode, players)
    if table_size is not None:
        if len(table_size) != 2 or min(table_size) < 1:
            raise ValueError("the table size is (width, height) in card slots, each at least 1")
        table.size = [int(table_size[0]), int(table_size[1])]
    if ledger is not None:
        campaign.restore_table(table, ledger)
    game = Game(ruleset, pack.cards, State(ruleset.id, pieces, zones, rng, table))
    start_map = pack.meta.get("world_map")
    if ledger is not None:
        campaign.restore_map(game, ledger)
    elif start_map:
        leaflet.insert(game, int(start_map["start"]), start_map["slot"])
    citadel.begin(game, chosen, shared=campaign.shared(ledger, seat_of) if ledger is not None else None)
    game.start()
    return game


def _resumed(ruleset, pack, seats: list[Seat], seed: int, ledger: dict) -> Game:
    """A saved scenario resumed from the ledger's save stacks, by the same players' characters (nobody joins
    in the middle of a scenario), with the leaflet as written."""
    stacks = ledger["save_stacks"]
    pieces = pieces_of(pack)
    saved = [pieces.get(p.get("character")) for p in stacks.get("players", ())]
    if [s.role for s in seats] != saved:
        raise ValueError("a saved scenario goes on with the characters that saved it: a player joins only "
                         "before a new scenario, at the Citadel")
    game = resume(ruleset, pack, stacks, seed)
    campaign.restore_table(game.table, ledger)
    campaign.restore_map(game, ledger)
    return game


def resume(ruleset, pack, stacks: dict, seed: int) -> Game:
    """A scenario resumed from its save stacks (`save_rule.save_stacks`), by the rulebook's steps: the past
    returned (every card not in the stacks in its deck), the saved terrain and the global events back in
    play with the conscious characters' figures on it and exploration cards at its arrows, and each
    player's character card, blocked cards, action deck, discard pile and purse cards as they were."""
    if not isinstance(stacks, dict) or stacks.get("format") != STACKS_FORMAT:
        raise ValueError(f"unknown save stacks format {stacks.get('format') if isinstance(stacks, dict) else stacks!r:.20}")
    ledger_shape.check(stacks, ledger_shape.SAVE_STACKS, "save stacks")
    chosen = _scenario(pack, stacks.get("scenario"), stacks.get("mode", "standard"), len(stacks["players"]))
    pieces = pieces_of(pack)
    saved = stacks["players"]
    named = [stacks["terrain"], *stacks["global"], *stacks["quest_items"], *stacks["banished"]]
    for player in saved:
        named += [player["character"], *(p for k in SAVED_ZONES for p in player[k])]
    unknown = [p for p in named if p not in pieces]
    if unknown or len(set(named)) != len(named):
        raise ValueError(f"the save stacks do not fit the pack: {', '.join(unknown[:5]) or 'a card is named twice'}")
    if [p["seat"] for p in saved] != list(range(len(saved))):
        raise ValueError("the save stacks' players are not seats 1 to 4 in order")
    rng = Rng(seed)
    zones = _zones(pack, pieces, {pieces[p["character"]]: p["seat"] for p in saved}, rng)
    for zone, listed in ((GLOBAL, stacks["global"]), (QUEST_ITEMS, stacks["quest_items"]), (BANISHED, stacks["banished"])):
        for piece in listed:
            zones.move(piece, zone)
    for player in saved:
        seat = player["seat"]
        for piece in list(zones.cards(deck(seat))):
            zones.move(piece, BOX)  # the deck is the one saved, not the starting one
        for key, zone in (("deck", deck), ("discard", discard), ("blocked", blocked), ("purse", purse)):
            for piece in player[key]:
                zones.move(piece, zone(seat))
    players = [Player(p["seat"], p["name"], p["character"], int(p["life"]), slot(0, 0) if int(p["life"]) > 0 else None)
               for p in saved]
    table = _table(pack, chosen, stacks.get("mode", "standard"), players)
    table.saved = True
    table.left = [p["seat"] for p in saved if p.get("left")]
    for seat in table.left:
        zones.move(table.player(seat).character, BOX)  # a character who left is not in play
    game = Game(ruleset, pack.cards, State(ruleset.id, pieces, zones, rng, table))
    board.place_terrain(game, stacks["terrain"], slot(0, 0))
    game.emit(ev.Message("The scenario resumes.", {"rule": "resumed"}))
    game.start()
    return game
