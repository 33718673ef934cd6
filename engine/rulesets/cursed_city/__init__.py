"""Warhammer Quest: Cursed City: a co-operative quest of journeys, four heroes at a time across tiles of square
spaces, the hostiles run by their behaviour tables, as procedures over the engine core. A game is the quest from
its first journey on: each journey's end leads to the next, the quest's end ends the game. Its table is
`gui/rulesets/cursed_city`, its bundled quest `assets/packs/mirewick`."""
from __future__ import annotations

from engine.core.consistency import Makeup
from engine.core.game import Game
from engine.core.procedure import Frame
from engine.core.ruleset import Roles, Seat, SetupOption
from engine.core.turns import Turn

from . import consistency, ledger, legacy, prospects, setup, turn_facts
from .ops import VOCABULARY
from .pack_format import PACK_FORMAT
from .table import DEAD, DISCOVERY, ENCOUNTERS, TRACK, Table, encounter
from .turn import PROCEDURES, TURN


class CursedCity:
    """The ruleset object the platform drives."""

    id = "cursed-city"
    co_operative = True  # every seat wins or loses together
    title = "Warhammer Quest: Cursed City"
    players = (1, 4)
    table_type = Table
    pack_format = PACK_FORMAT
    vocabulary = VOCABULARY
    procedures = {**PROCEDURES, setup.SETUP.name: setup.SETUP}

    def idle(self, game: Game) -> Frame | None:
        return TURN.frame() if game.table.ready else setup.SETUP.frame()

    def turn(self, game: Game) -> Turn | None:
        """Where the game stands in its turn, for the table to say (engine.core.turns)."""
        return turn_facts.turn(game)

    def setup_options(self, pack) -> list[SetupOption]:
        return setup.options(pack)

    def roles(self, pack) -> Roles:
        # the heroes are a setup option: 1-4 players share exactly four of them
        return Roles("Player", (), unique=False,
                     about="The players share the four heroes chosen on the first page: at the table, from the "
                           "leader clockwise, each player chooses one in turn until all four are taken.")

    continues = True  # a quest paused between journeys goes on from its ledger (`ledger.restore`)

    def new_game(self, pack, seats: list[Seat], options: dict, seed: int, ledger: dict | None = None) -> Game:
        return setup.new_game(self, pack, list(seats), options, seed, ledger)

    def open_zone(self, game: Game, zone: str, seat: int | None) -> bool:
        return zone not in (ENCOUNTERS, DISCOVERY)

    def face_down(self, game: Game, piece: str) -> bool:
        # a replacement encounter card waits face down until its group activates
        return any(not g.face_up and g.card == piece for g in game.table.groups)

    def known(self, game: Game, piece: str, seat: int | None) -> bool:
        return False

    def known_in(self, game: Game, zone: str, seat: int | None) -> tuple[str, ...]:
        return ()  # nobody looks into the encounter or discovery decks

    def sight_key(self, game: Game) -> tuple[str, ...]:
        # what a zone shows rests, beside its own pieces, on the encounter cards still waiting face down alone
        return tuple(g.card for g in game.table.groups if not g.face_up)

    def back(self, game: Game, piece: str) -> str:
        return game.card(piece).type

    def ledger(self, game: Game) -> dict:
        """What the quest keeps between journeys: the quest bag (fear, influence, bagged tokens, the journeys
        played) and each hero's bag (level, experience, traits, empowerments, treasure; dead or alive)."""
        return ledger.of(game)

    def prospects(self, game: Game, seat: int) -> float:
        """How the heroes stand (`prospects.prospects`), for the planning bot."""
        return prospects.prospects(game, seat)

    def makeup(self, game: Game) -> Makeup:
        """Its seats, pieces and zones, for the load check (`consistency.makeup`)."""
        return consistency.makeup(game)

    def check_state(self, game: Game) -> None:
        legacy.fill(game)          # a question saved by an older build: its options get the data steps read
        table = game.table
        if not 1 <= len(table.names) <= 4:
            raise ValueError(f"{len(table.names)} players: Cursed City seats 1 to 4")
        if not 0 <= table.leader < len(table.names):
            raise ValueError(f"the leader {table.leader} is not at the table")
        if table.journey not in game.cards or game.cards[table.journey].type != "journey":
            raise ValueError(f"journey {table.journey!r} is not in the pack")
        if table.quest_card not in game.cards or game.cards[table.quest_card].type != "quest":
            raise ValueError(f"quest {table.quest_card!r} is not in the pack")
        for hero_id, record in table.roster.items():
            if hero_id not in game.cards or game.cards[hero_id].type != "hero":
                raise ValueError(f"hero {hero_id!r} of the roster is not in the pack")
            if record.dead != (game.zones.zone_of(hero_id) == DEAD):
                raise ValueError(f"hero {hero_id!r} is dead in the ledger but not in its bag, or the other way")
        if len({h.id for h in table.heroes}) != len(table.heroes) or any(h.id not in table.roster for h in table.heroes):
            raise ValueError("the heroes of the journey are not four of the roster")
        for hero in table.heroes:
            if hero.id not in game.state.pieces or not 0 <= hero.seat < len(table.names):
                raise ValueError(f"hero {hero.id!r} is not in play or its player is not at the table")
        for group in table.groups:
            if game.zones.zone_of(group.card) != encounter(group.n):
                raise ValueError(f"group {group.n}'s encounter card is not in its space")
        for model, cells in table.bulk.items():
            if not game.zones.zone_of(model).startswith("space:") or len(cells) not in (1, 3):
                raise ValueError(f"{model} spreads over spaces but does not stand on the battlefield")
        for card in game.zones.cards(TRACK):
            if not card.startswith("init:"):
                raise ValueError(f"{card} lies on the combat track")
        consistency.check(game)


RULESET = CursedCity()

__all__ = ["RULESET"]
