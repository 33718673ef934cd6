"""The 7th Citadel's rules, as procedures over the engine core and what it shares with The 7th Continent
(`engine.rulesets.sevenths`)."""
from __future__ import annotations

import math

from engine.core.consistency import Makeup
from engine.core.game import Game
from engine.core.procedure import Frame
from engine.core.ruleset import Choice, Roles, Seat, SetupOption
from engine.core.turns import Turn
from engine.rulesets.sevenths import numbered, prospects
from engine.rulesets.sevenths.placement import OPEN, PLACE
from engine.rulesets.sevenths.room import ROOM

from . import campaign, compound, outlook, setup, sight, turn_facts
from .consequences import CONSEQUENCE, EACH, REVEAL, SPOT
from .consistency import check_state, makeup
from .decks import PAY
from .dialogues import DIALOGUE
from .free_actions import GIVE
from .leaving import LEAVE
from .citadel import CITADEL
from .save_rule import SAVED
from .life import RECOVERY, UNCONSCIOUS, WAKING
from .ops import VOCABULARY
from .pack_format import PACK_FORMAT
from .resolution import ACTION
from .table import QUEST_ITEMS, Table
from .turn import TURN


class SeventhCitadel:
    """The ruleset object the platform drives: its procedures, its table type and its setup."""

    id = "seventh-citadel"
    co_operative = True  # every seat wins or loses together
    between = ("table", "action")  # the turn's question: who is the active player, and which action (for bots)
    title = "The 7th Citadel"
    players = (1, 4)
    past_refills_exploration = True  # "If you must put an Exploration card into play and it is not available..."
    table_type = Table
    pack_format = PACK_FORMAT
    vocabulary = VOCABULARY
    procedures = {p.name: p for p in (TURN, ACTION, CONSEQUENCE, EACH, REVEAL, PAY, RECOVERY, UNCONSCIOUS, GIVE, SAVED, SPOT, DIALOGUE, OPEN, PLACE,
                                       LEAVE, CITADEL, ROOM, WAKING)}

    def idle(self, game: Game) -> Frame | None:
        return TURN.frame()

    def turn(self, game: Game) -> Turn | None:
        """Where the game stands in its turn, for the table to say (engine.core.turns)."""
        return turn_facts.turn(game)

    def setup_options(self, pack) -> list[SetupOption]:
        chosen = tuple(Choice(s["id"], s["title"]) for s in setup.scenarios(pack))
        # an adventure goes from scenario to scenario: its name is the pack's, the window's title says where it is now
        return [SetupOption("scenario", "Scenario", "one", chosen, chosen[0].key if chosen else None, in_name=False),
                SetupOption("mode", "Recovery", "one", setup.MODES, "standard", in_name=False)]

    def roles(self, pack) -> Roles:
        characters = sorted((c for c in pack.cards.values() if c.type == "character"), key=lambda c: c.title)
        return Roles("Character", tuple(Choice(c.id, c.title) for c in characters), unique=True)

    continues = True  # a campaign's next game goes on from its ledger (campaign.py)

    def new_game(self, pack, seats: list[Seat], options: dict, seed: int, ledger: dict | None = None) -> Game:
        """`options`: the scenario, the Recovery's variant, and `table_size` (width, height) in card slots
        (none: the table never runs out of room)."""
        size = options.get("table_size")
        return setup.new_game(self, pack, list(seats), options.get("scenario"), seed, options.get("mode", "standard"),
                              ledger, tuple(size) if size else None)

    def coming(self, pack, ledger: dict):
        """What a campaign's next game is (`campaign.coming`)."""
        return campaign.coming(pack, ledger)

    def leaves_play(self, game: Game, piece: str) -> None:
        """A card leaving play with no rule of ours to say so (the board folded for room): its die to the box."""
        compound.release(game, piece)

    def open_zone(self, game: Game, zone: str, seat: int | None) -> bool:
        return sight.open_zone(game, zone, seat)

    def face_down(self, game: Game, piece: str) -> bool:
        return sight.face_down(game, piece)

    def known(self, game: Game, piece: str, seat: int | None) -> bool:
        return sight.known(game, piece, seat)

    def known_in(self, game: Game, zone: str, seat: int | None) -> list[str]:
        return sight.known_in(game, zone, seat)

    def back(self, game: Game, piece: str) -> str:
        return sight.back(game, piece)

    def open_names(self, game: Game) -> frozenset[str]:
        return sight.open_names(game)

    def pile(self, game: Game, zone: str) -> str:
        return sight.pile(game, zone)

    def ledger(self, game: Game) -> dict:
        """What a campaign keeps (`campaign.ledger`)."""
        return campaign.ledger(game)

    def prospects(self, game: Game, seat: int) -> float:
        """How far the players came (the scenarios played to their end first, the quest items found, the rows of
        compound actions done, the paragraphs read, how near they stand to where the story goes on, the threat's fight
        done) and the energy of those still conscious (`outlook`), for the planning bot; the adventure's last scenario
        weighs most (`outlook.adventure`); a scenario before it counts by what it hands on (`outlook.handed_on`)."""
        players = game.table.players
        life = sum(math.tanh(outlook.energy(game, p.seat) / outlook.ENERGY) for p in players) / max(1, len(players))
        ways, pointed = prospects.followable(game), outlook.pointed_to(game)
        rows, overcome = outlook.rows_done(game, pointed)
        if outlook.before_last(game):  # scored by what it hands on to the last: its way alone, life apart
            way = prospects.prospects(game, 0.0, found=game.zones.size(QUEST_ITEMS), rows=rows,
                                      ahead=outlook.ahead(game, ways, pointed), seen=outlook.WAY, ways=ways,
                                      way_share=1.0)
            return outlook.handed_on(game, (way - 0.02) / 0.96)
        here = prospects.prospects(game, life, found=game.zones.size(QUEST_ITEMS), rows=rows,
                                   ahead=outlook.ahead(game, ways, pointed), seen=outlook.WAY, ways=ways)
        # the threat's fight done brings the scenario's end nearer by that share of what is left of it (the last
        # row won ends it: the whole)
        # so do the quest items the story asks for, held
        here += (1.0 - here) * outlook.ASKED * outlook.asked(game, pointed)
        here += (1.0 - here) * outlook.ASKED * outlook.bringing(game, ways, pointed)  # and bringing them there
        return outlook.adventure(game, here + (1.0 - here) * outlook.THREAT * overcome)

    def numbers_seen(self, game: Game, seat: int | None) -> list[int]:
        """The numbers hidden in the picture of the card a seat looks at, which it may spot (for bots)."""
        return numbered.numbers_seen(game, seat)

    def makeup(self, game: Game) -> Makeup:
        """Its seats, pieces and zones, for the load check (`consistency.makeup`)."""
        return makeup(game)

    def check_state(self, game: Game) -> None:
        check_state(game)


RULESET = SeventhCitadel()


def resume(pack, stacks: dict, seed: int) -> Game:
    """A scenario of The 7th Citadel resumed from its save stacks (see `setup.resume`)."""
    return setup.resume(RULESET, pack, stacks, seed)

__all__ = ["RULESET", "Seat"]
