"""The table of Arkeis: where pieces lie (zone names) and what the rules remember beyond that."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated

from engine.core.consistency import Range

STOCK = "fate:stock"          # the episode's Fate stock
FATE_ASIDE = "fate:aside"     # Fate tokens set aside at setup (only effects bring them into the stock)
INJURIES = "tokens:injury"    # the supply of Injury tokens
POISONS = "tokens:poison"
SEARCH_TOKENS = "tokens:search"   # unused and discarded Search tokens
COINS = "tokens:coin"
XPS = "tokens:xp"
CHAINS = "tokens:chain"       # Chain tokens not on a door
TRAPDOORS = "tokens:trapdoor"  # Trapdoor tokens not on the map
STAIRCASES = "tokens:staircase"  # Staircase tokens (A and B) not on the map
REROLLS = "tokens:reroll"     # Reroll tokens not earned yet
TIMES = "tokens:time"         # the Time marker while no episode's track holds it
POWERS = "tokens:power"       # Power tokens on no Adversary
ACTIVATIONS = "tokens:activation"  # Activation markers on no Adversary
CAMP = "camp"                 # the Camp box: the group's coins and XP, Reroll tokens used or left over
UNBOUGHT = "camp:experience"  # Experience cards not bought yet (in the Camp box)
UPGRADES = "camp:upgrades"    # camp upgrades not built (available or not)
BUILT = "camp:built"          # the camp's upgrades built, in their limited spaces
LOST = "camp:lost"            # upgrades replaced: lost for good
READING = "reading"           # the Search card being read
IN_PLAY = "in-play"           # cards that stay in play, face up for everyone
TRAUMAS = "traumas"           # the Trauma pile, face down
ROLLED = "rolled"             # the dice of the roll being made
ROOMS_NEARBY = "rooms:nearby"  # rooms and floors kept near the table
ROOMS_PLACED = "rooms:placed"  # rooms and floors laid out
ASIDE = "aside"               # profiles set aside (replaced by an elite one)


# where each kind of token waits near the table
TOKEN_ZONES = {"fate": FATE_ASIDE, "injury": INJURIES, "poison": POISONS, "reroll": REROLLS, "coin": COINS, "xp": XPS,
               "chain": CHAINS, "trapdoor": TRAPDOORS, "staircase-a": STAIRCASES, "staircase-b": STAIRCASES,
               "time": TIMES, "power": POWERS, "activation": ACTIVATIONS}


def zone(area: str, n: int) -> str:
    """A zone of a room or floor, numbered from 1 (left to right, then top to bottom)."""
    return f"zone:{area}:{n}"


def door(door_id: str) -> str:
    """A door: a Search token lying here keeps it closed."""
    return f"door:{door_id}"


def search_pile(symbol: str) -> str:
    """The face-down Search cards with this symbol on their backs."""
    return f"search:{symbol}"


def episode_box(episode: str) -> str:
    """An episode's box: its cards before and after it is played, unread."""
    return f"box:{episode}"


def experience(seat: int) -> str:
    """The Experience cards an Explorer uses this episode (bought ones wait in the backpack until the next)."""
    return f"experience:{seat}"


def dice_supply(role: str) -> str:
    return f"dice:{role}"


def miniatures(adversary: str) -> str:
    """An Adversary's miniatures kept near the table."""
    return f"minis:{adversary}"


def profiles(adversary: str) -> str:
    """An Adversary's profiles not taken yet, face down."""
    return f"profiles:{adversary}"


def wounds(miniature: str) -> str:
    """The Injury tokens beside an Adversary's miniature."""
    return f"wounds:{miniature}"


def powers(miniature: str) -> str:
    """The Power tokens on an Adversary's miniature: each one takes an Injury in its place."""
    return f"power:{miniature}"


def activation(miniature: str) -> str:
    """The Activation marker on an Adversary's miniature: it moves towards the Explorers after every turn."""
    return f"active:{miniature}"


def track(space: int) -> str:
    """A space of the episode's time track, numbered from 1."""
    return f"time:{space}"


def kept(explorer: str) -> str:
    """What an Explorer nobody plays now keeps for the campaign (backpack, Traumas, Experience cards): a player
    who takes them up again between episodes finds it all."""
    return f"kept:{explorer}"


def backpack(seat: int) -> str:
    return f"backpack:{seat}"


def equipped(seat: int) -> str:
    """Equipment next to the Explorer profile, each in the slot of its action."""
    return f"equipped:{seat}"


def injured(seat: int) -> str:
    """The Injury slots of an Explorer profile: Injury tokens and at most one Poison token."""
    return f"injured:{seat}"


def trauma_slots(seat: int) -> str:
    return f"trauma:{seat}"


def threats(seat: int) -> str:
    """The Threat slot above an Explorer profile."""
    return f"threats:{seat}"


def held(seat: int) -> str:
    """The Adversary profiles in front of an Explorer (face up or down, `Table.face_up`)."""
    return f"held:{seat}"


def on_profile(seat: int) -> str:
    """Tokens an ability keeps on the Explorer profile (Robert's coins, Young Robert's Fate tokens)."""
    return f"profile:{seat}"


def kind_of(zone_name: str) -> str:
    return zone_name.split(":", 1)[0]


@dataclass
class Explorer:
    """A player at the table and the Explorer they play (the explorer card's id)."""

    seat: int
    name: str
    explorer: str


@dataclass
class Area:
    """A room or floor laid out: its piece, its zones' cells on the grid (zone number -> (x, y)), its walls."""

    piece: str
    cells: dict[str, Annotated[list[int], Range(-9999, 9999)]]  # the pack's layouts may lie left of or above 0
    walls: bool = True


@dataclass
class Door:
    """A door on the wall between two zones."""

    id: str
    between: list[str]


@dataclass
class Trapdoor:
    """A trapdoor open in a zone: a way down, one way, to another zone; the fall costs Injuries."""

    zone: str
    to: str
    injuries: int = 0


@dataclass
class Table:
    """What the rules remember beyond where pieces lie; per-turn counts are read from the log."""

    explorers: list[Explorer]
    episode: str
    areas: dict[str, Area] = field(default_factory=dict)   # room/floor id -> how it lies
    doors: dict[str, Door] = field(default_factory=dict)
    trapdoors: dict[str, Trapdoor] = field(default_factory=dict)   # Trapdoor token -> where it opens and leads
    staircases: list[list[str]] = field(default_factory=list)      # the two zones each staircase joins
    active: int = 0
    first: int = 0                        # the first player: a round begins with their turn
    turn_mark: int = 0                    # log length when the active turn began
    turns: int = 0                        # turns begun this episode
    face_up: dict[str, bool] = field(default_factory=dict)  # held profile -> face up
    quiet_threats: list[str] = field(default_factory=list)  # threats taken at setup: no effect on turn 1
    stock_emptied: bool = False           # the stock ran out and its consequence waits
    opened: bool = False                  # the first player chosen and the opening card read
    checked: list[list[int]] = field(default_factory=list)  # logbook spaces checked off (row, column)
    epilogue: str = ""                    # "positive" or "negative" once read
    history: list[dict] = field(default_factory=list)  # the episodes played: epilogue, logbook checks, earnings
    victory_points: int = 0
    available: list[str] = field(default_factory=list)  # camp upgrades the epilogues made available to build
    camp_spaces: int = 4
    earned: dict = field(default_factory=dict)  # what the logbook's completed lines gave at the epilogue
    elite: str = "none"
    most: int = 5                         # the most Explorers the pack seats (players join up to it)
    campaign: list[str] | None = None     # the episodes set up, in order (None: a game saved before it was kept)
    actions: int = 2
    fight_dice: int = 2
    injury_slots: int = 4

    @property
    def seats(self) -> int:
        return len(self.explorers)

    def seat_of(self, explorer: str) -> int | None:
        for player in self.explorers:
            if player.explorer == explorer:
                return player.seat
        return None
