"""Tales of Realms and Ruins: a competitive deck-builder for 2-3 rivals at one screen, as procedures over the
engine core; its bundled card set is Brinefall (assets/packs/brinefall)."""
from __future__ import annotations

from engine.core.consistency import Makeup
from engine.core.game import Game
from engine.core.procedure import Frame
from engine.core.ruleset import Choice, Roles, Seat, SetupOption
from engine.core.turns import Turn

from . import consistency, next_card, setup, sight, skills, turn_facts
from . import prospects as bot_prospects
from .event_ops import MOST_ACTIONS
from .ops import VOCABULARY
from .pack_format import PACK_FORMAT
from .ruling import cubes, ruler
from .table import OTHERSIDERS, Table
from .turn import PROCEDURES, TURN

YES_NO = (Choice("yes", "Yes"), Choice("no", "No"))


class RealmsAndRuins:
    """The ruleset object the platform drives."""

    id = "realms-and-ruins"
    title = "Tales of Realms and Ruins"
    players = (2, 3)
    table_type = Table
    pack_format = PACK_FORMAT
    vocabulary = VOCABULARY
    procedures = PROCEDURES

    def idle(self, game: Game) -> Frame | None:
        return TURN.frame()

    def turn(self, game: Game) -> Turn | None:
        """Where the game stands in its turn, for the table to say (engine.core.turns)."""
        return turn_facts.turn(game)

    def setup_options(self, pack) -> list[SetupOption]:
        return [SetupOption("offers", "Offers", "one", setup.OFFERS, "demo",
                            help="Demo rule (the demo rulebook's change): each Realm's Offer is one deck with two of "
                                 "its cards revealed; the game ends when a Realm's Offer is bought out. Original "
                                 "rule: two decks a Realm, the top card of each revealed; the game ends when one "
                                 "deck runs out."),
                SetupOption("events", "Events", "one", YES_NO, "yes",
                            help="No: Event symbols are ignored, as the rulebook advises for a first game"),
                SetupOption("interrupt_chains", "Interrupts may be interrupted", "one", YES_NO, "yes",
                            help="An interrupt is a card played: may another interrupt stop it?"),
                SetupOption("twice", "Play and Train at most twice a turn", "one", YES_NO, "no",
                            help="The rulebook's order of Actions says 'up to twice per turn' for playing a card and "
                                 "for Training. No (our reading): that restates the two Actions, and an Action a "
                                 "skill or an Event adds may play or Train a third time. Yes: never a third time.")]

    def roles(self, pack) -> Roles:
        return Roles("Hero", tuple(Choice(c.id, c.title) for c in setup.heroes(pack)), unique=True)

    def new_game(self, pack, seats: list[Seat], options: dict, seed: int) -> Game:
        return setup.new_game(self, pack, list(seats), options, seed)

    def seats(self, game: Game) -> int:
        return game.table.seats

    def open_zone(self, game: Game, zone: str, seat: int | None) -> bool:
        return sight.open_zone(game, zone, seat)

    def face_down(self, game: Game, piece: str) -> bool:
        return False

    def known(self, game: Game, piece: str, seat: int | None) -> bool:
        return sight.known(game, piece, seat)

    def known_in(self, game: Game, zone: str, seat: int | None) -> tuple[str, ...]:
        return sight.known_in(game, zone, seat)

    def sight_key(self, game: Game) -> frozenset[int]:
        return sight.sight_key(game)

    def back(self, game: Game, piece: str) -> str:
        return sight.back(game, piece)

    def open_names(self, game: Game) -> frozenset[str]:
        return sight.open_names(game)

    def ledger(self, game: Game) -> dict:
        return {}  # rivals keep nothing between games

    def prospects(self, game: Game, seat: int) -> float:
        """How well a seat stands, 0 (lost) to 1 (won): what the planning bot scores its tries by."""
        return bot_prospects.prospects(game, seat)

    def makeup(self, game: Game) -> Makeup:
        """Its seats, pieces and zones, for the load check (`consistency.makeup`)."""
        return consistency.makeup(game)

    def check_state(self, game: Game) -> None:
        table = game.table
        if not 2 <= table.seats <= 3:
            raise ValueError(f"{table.seats} rivals: Realms and Ruins seats 2 or 3")
        if not 0 <= table.active < table.seats:
            raise ValueError(f"the active seat {table.active} is not at the table")
        for realm_id in table.realms:
            if realm_id not in game.cards:
                raise ValueError(f"Realm {realm_id!r} is not in the pack")
            if table.rulers.get(realm_id, "") != ruler(game, realm_id):
                raise ValueError(f"the {realm_id} Realm's ruler disagrees with its Followers")
            if realm_id in table.ruined and not cubes(game, realm_id, OTHERSIDERS):
                raise ValueError(f"the {realm_id} Realm is Ruined with no Othersider")
            if realm_id not in table.ruined and ruler(game, realm_id) == OTHERSIDERS:
                raise ValueError(f"the {realm_id} Realm is Healthy under the Othersiders")
        seats = range(table.seats)
        for flag, holders in table.flags.items():
            if any(s not in seats for s in holders):
                raise ValueError(f"the mark {flag!r} is carried by a seat not at the table")
        if any(s not in seats for s in table.allies):
            raise ValueError("a seat not at the table sides with the Othersiders")
        for seat, more in table.granted.items():
            if not seat.isdigit() or int(seat) not in seats or not 1 <= more <= MOST_ACTIONS:
                raise ValueError(f"seat {seat!r} is owed {more} more Actions: an Event grants a seat at the table "
                                 f"1 to {MOST_ACTIONS}")
        for seat, left in table.locked.items():
            if not seat.isdigit() or int(seat) not in seats or left not in (1, 2):
                raise ValueError(f"seat {seat!r} skips {left} refills: an interrupt locks one seat at the table 1 or 2")
        skills.check(game)
        next_card.check(game)
        consistency.check(game)


RULESET = RealmsAndRuins()

__all__ = ["RULESET"]
