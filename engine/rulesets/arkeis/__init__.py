"""Arkeis: a co-operative campaign of episodes on rooms of zones, with miniatures and symbol dice, as procedures
over the engine core. A game is the campaign from the chosen episode on: each episode's epilogue leads Back at
Camp and to the next, the last one ends it. Its table is gui/rulesets/arkeis, its bundled campaign
assets/packs/cinderfane.

How the garbled passages of the rulebook are read is written down in READING.md beside this file."""
from __future__ import annotations

from engine.core.consistency import Makeup, check_seats
from engine.core.game import Game
from engine.core.procedure import Frame
from engine.core.ruleset import Choice, Roles, Seat, SetupOption
from engine.core.turns import Turn

from . import board, consistency, ledger, markers, prospects, setup, turn_facts
from .actions import ACTION
from .camp import BACK_AT_CAMP
from .fight import FIGHT
from .logbook import LOG
from .ops import VOCABULARY
from .pack_format import PACK_FORMAT
from .reading import EFFECTS, INSPECT, READ
from .roll import ROLL
from .table import ASIDE, TRAUMAS, UPGRADES, Table, kind_of
from .turn import LEND, OPENING, TURN

PROCEDURES = {p.name: p for p in (OPENING, TURN, LEND, ACTION, FIGHT, ROLL, EFFECTS, READ, INSPECT, LOG, BACK_AT_CAMP)}
# piles whose faces nobody sees: unread Search cards, profiles not taken, Traumas, the episode boxes
CLOSED = {"search", "profiles", "box"}


class Arkeis:
    """The ruleset object the platform drives."""

    id = "arkeis"
    co_operative = True  # every seat wins or loses together
    title = "Arkeis"
    players = (1, 5)
    table_type = Table
    pack_format = PACK_FORMAT
    vocabulary = VOCABULARY
    procedures = PROCEDURES

    def idle(self, game: Game) -> Frame | None:
        return TURN.frame() if game.table.opened else OPENING.frame()

    def turn(self, game: Game) -> Turn | None:
        """Where the game stands in its turn, for the table to say (engine.core.turns)."""
        return turn_facts.turn(game)

    def prospects(self, game: Game, seat: int) -> float:
        """How the Explorers stand (`prospects.prospects`), for the planning bot."""
        return prospects.prospects(game, seat)

    def setup_options(self, pack) -> list[SetupOption]:
        episodes = setup.episodes(pack)
        return [SetupOption("episode", "Episode", "one", tuple(Choice(e.id, e.title) for e in episodes),
                            episodes[0].id if episodes else None, in_name=False),
                SetupOption("elite", "Difficulty", "one", setup.ELITE, "none",
                            help="Elite profiles replace regular ones for a harder episode: in the intermediate "
                                 "mode the Adversaries the table chooses at the opening use theirs, in the regular "
                                 "elite mode every one that has one", in_name=False)]

    def roles(self, pack) -> Roles:
        return Roles("Explorer", tuple(Choice(c.id, c.title) for c in setup.of_type(pack, "explorer")), unique=True,
                     apart=tuple(setup.apart(pack.cards)))

    def new_game(self, pack, seats: list[Seat], options: dict, seed: int) -> Game:
        game = setup.new_game(self, pack, list(seats), options, seed)
        game.start()
        return game

    def seated(self, game: Game) -> list[Seat]:
        """Who plays now: the group changes Back at Camp (a player joins, leaves or takes up another Explorer)."""
        return [Seat(p.name, p.explorer) for p in game.table.explorers]

    def open_zone(self, game: Game, zone: str, seat: int | None) -> bool:
        return kind_of(zone) not in CLOSED and zone not in (TRAUMAS, ASIDE, UPGRADES)

    def face_down(self, game: Game, piece: str) -> bool:
        return False

    def known(self, game: Game, piece: str, seat: int | None) -> bool:
        # the Camp Archives' upgrades stay unseen until an epilogue makes one available
        return piece in game.table.available

    def known_in(self, game: Game, zone: str, seat: int | None) -> list[str]:
        available = game.table.available
        return [piece for piece in game.zones.cards(zone) if piece in available] if available else []

    def sight_key(self, game: Game) -> tuple[str, ...]:
        # what a zone shows rests, beside its own pieces, on the upgrades made available alone
        return tuple(game.table.available)

    def open_names(self, game: Game) -> frozenset[str]:
        # the doors drawn on the map and the camp upgrades the logbook gave, known to all wherever their tokens lie
        table = game.table
        earned = [table.earned, *(episode.get("earned") or {} for episode in table.history)]
        return frozenset({*table.doors, *(door.id for door in table.doors.values()),
                          *(upgrade for gains in earned for upgrade in gains.get("upgrade", ()))})

    def back(self, game: Game, piece: str) -> str:
        card = game.card(piece)
        if card.type == "search":
            return f"Search card {card.get('symbol')}"
        if card.type == "profile":
            return f"{game.cards[card.get('adversary')].title} profile"
        if card.type == "trauma":
            return "Trauma"
        if card.type == "upgrade":
            return "Camp upgrade"
        return card.title

    def ledger(self, game: Game) -> dict:
        """What the episode leaves for the campaign: its logbook checks and epilogue, what the completed lines
        earned, and what each Explorer carries (Fate tokens had, Traumas, items)."""
        return ledger.of(game)

    def makeup(self, game: Game) -> Makeup:
        """Its seats, pieces and zones, for the load check (`consistency.makeup`)."""
        return consistency.makeup(game)

    def check_state(self, game: Game) -> None:
        table = game.table
        if not 1 <= table.seats <= 5:
            raise ValueError(f"{table.seats} Explorers: Arkeis seats 1 to 5")
        if not 0 <= table.active < table.seats:
            raise ValueError(f"the active seat {table.active} is not at the table")
        if not 0 <= table.first < table.seats:
            raise ValueError(f"the first player's seat {table.first} is not at the table")
        if table.episode not in game.cards or game.cards[table.episode].type != "episode":
            raise ValueError(f"episode {table.episode!r} is not in the pack")
        for episode in table.campaign or ():
            if episode not in game.cards or game.cards[episode].type != "episode":
                raise ValueError(f"the campaign's episode {episode!r} is not in the pack")
        for player in table.explorers:
            if f"mini:{player.explorer}" not in game.state.pieces:
                raise ValueError(f"{player.name}'s Explorer has no miniature")
        seen: dict[tuple, str] = {}
        for area, laid in table.areas.items():
            if area not in game.cards or game.cards[area].type not in ("room", "floor"):
                raise ValueError(f"room {area!r} is not in the pack")
            for n, cell in laid.cells.items():
                if tuple(cell) in seen:
                    raise ValueError(f"{area} zone {n} lies on {seen[tuple(cell)]}")
                seen[tuple(cell)] = f"{area} zone {n}"
            fault = board.misshapen(game, area, laid)
            if fault:
                raise ValueError(fault)
        for gate in table.doors.values():
            fault = board.door_fault(game, gate.id, *gate.between) if len(gate.between) == 2 else \
                f"door {gate.id!r} does not join two zones"
            if fault:
                raise ValueError(fault)
        for token, trap in table.trapdoors.items():
            if token not in game.state.pieces or game.zones.zone_of(token) != trap.zone:
                raise ValueError(f"trapdoor {token!r} does not lie in {trap.zone}")
            if not (board.laid_out(game, trap.zone) and board.laid_out(game, trap.to)):
                raise ValueError(f"trapdoor {token!r} joins a zone that is not laid out")
        for pair in table.staircases:
            if len(pair) != 2 or not all(board.laid_out(game, z) for z in pair):
                raise ValueError(f"a staircase joins {pair}, which are not two zones on the map")
        for zone_name, pieces in game.zones.contents.items():
            kind = kind_of(zone_name)
            if kind in ("power", "active") and pieces:
                mini = zone_name.split(":", 1)[1]
                if mini not in game.state.pieces or not game.zones.zone_of(mini).startswith("zone:"):
                    raise ValueError(f"{zone_name}: tokens lie on {mini!r}, which is not on the map")
            if kind == "time" and pieces and int(zone_name.split(":")[1]) > markers.time_track(game).get("spaces", 0):
                raise ValueError(f"the Time marker lies on {zone_name}, past the episode's track")
        for profile in table.face_up:
            if profile not in game.state.pieces or not game.zones.zone_of(profile).startswith("held:"):
                raise ValueError(f"profile {profile!r} is turned up or down but held by no Explorer")
        grid = (game.cards[table.episode].get("logbook") or {}).get("grid", ())
        for space in table.checked:
            r, c = space
            if not (0 <= r < len(grid) and 0 <= c < len(grid[r]) and grid[r][c]):
                raise ValueError(f"the logbook has no space at row {r + 1}, column {c + 1}")
        check_seats(game.state.pending, range(table.seats))


RULESET = Arkeis()

__all__ = ["RULESET"]
