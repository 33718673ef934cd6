"""The table of Warhammer Quest: Cursed City: where pieces lie (zone names) and what the rules remember."""
from __future__ import annotations

from dataclasses import dataclass, field

AVAILABLE = "available"          # hostile models neither in a group nor on the battlefield
OUT = "out_of_action"            # heroes taken off the battlefield, out of action
AWAY = "crisis"                  # a hero resolving a crisis, off the battlefield until it next activates
WOUNDS = "wounds"                # the wound counters not on a character card
ENCOUNTERS = "encounters"        # the encounter deck, face down
SPENT_ENCOUNTERS = "encounters:discard"
INITIATIVE = "initiative"        # initiative cards beside the combat track
TRACK = "track"                  # initiative cards dealt below the combat track, left to right (bottom first)
DESTINY_AVAILABLE = "destiny:available"
DESTINY_DISCARDED = "destiny:discarded"
QUEST_DIE = "quest_die"
ACTION_DICE = "action_dice"      # the coloured outcome dice, in reach
ROLLED = "rolled"                # a pool of action dice being rolled
DISCOVERY = "discovery"          # the discovery deck, face down
SPENT_DISCOVERY = "discovery:discard"
OBJECTS = "objects"              # mysterious objects not on the map
BOX = "box"                      # what this journey leaves out (realmstone removed at setup...)
EXPLORATION = "exploration"      # the exploration deck of a deliverance journey, face down
SPENT_EXPLORATION = "exploration:used"
ROSTER = "roster"                # heroes of the quest not on this journey
DEAD = "dead"                    # heroes who died, each in its bag with a mortis card
TRAITS = "traits"                # the class decks of trait cards
EMPOWERMENTS = "empowerments"    # the empowerment cards not under a character card


def space(cell: tuple[int, int]) -> str:
    """A space of the battlefield, by its cell on the table's grid."""
    return f"space:{cell[0]},{cell[1]}"


def cell_of(zone: str) -> tuple[int, int]:
    x, y = zone.split(":", 1)[1].split(",")
    return int(x), int(y)


def buried(cell: tuple[int, int]) -> str:
    """A buried hero, under the buried token in this space (off the battlefield, the space taken)."""
    return f"buried:{cell[0]},{cell[1]}"


def slot(hero: str, k: int) -> str:
    """Activation space k (0-3) of a hero's character card: a die, a wound counter, or nothing."""
    try:
        return _SLOTS[hero, k]
    except KeyError:
        found = _SLOTS[hero, k] = f"slot:{hero}:{k}"
        return found


_SLOTS: dict = {}


def spare(hero: str) -> str:
    """A hero's activation dice not on their card."""
    return f"dice:{hero}"


def encounter(n: int) -> str:
    """Space n (1-4) above the combat track, where a hostile group's encounter card lies."""
    return f"encounter:{n}"


def slain(n: int) -> str:
    """The models of group n slain so far, kept on its encounter card."""
    return f"slain:{n}"


def carried(hero: str) -> str:
    """What a hero carries: treasure and realmstone."""
    return f"carried:{hero}"


def traits(hero: str) -> str:
    """The trait cards a hero gained with its levels."""
    return f"traits:{hero}"


def kit(hero: str, slot_name: str) -> str:
    """The empowerment under a character card's armour or weapon slot."""
    return f"kit:{hero}:{slot_name}"


def hero_card(hero: str) -> str:
    """A hero's initiative card."""
    return f"init:{hero}"


def group_card(n: int) -> str:
    """The initiative card of the hostile group whose encounter card lies in space n."""
    return f"init:group:{n}"


@dataclass
class Hero:
    """A hero in play, the seat of the player controlling it, and what the rules count for it."""

    id: str
    seat: int
    ip: int = 0                # inspiration points
    destiny: int = 0           # destiny dice spent this turn
    slew: int = 0              # the WOUNDS of the hostiles it slew in this activation
    reacting: bool = False     # its activation has ended this turn: its dice left are reaction dice
    inspired: bool = False     # its character card shows the Inspired side
    used: list[str] = field(default_factory=list)   # its unique abilities used (this activation, or this journey)


@dataclass
class Veteran:
    """What the quest keeps of a hero between journeys: its experience token (0 none, 1 novice, 2 veteran),
    its level, and whether it died."""

    level: int = 0
    experience: int = 0
    dead: bool = False


@dataclass
class Group:
    """A hostile group: its encounter card's space, whether the card is face up, and its models."""

    n: int
    card: str
    face_up: bool = True
    deployed: int = 0          # the number of models first deployed
    models: list[str] = field(default_factory=list)


@dataclass
class Table:
    """What the rules remember besides where pieces lie."""

    names: list[str]
    heroes: list[Hero]
    journey: str
    nightfall_spaces: int
    spaces: int = 4            # activation spaces on a character card
    group_spaces: int = 4      # spaces above the combat track for encounter cards
    realmstone_removed: list[int] = field(default_factory=lambda: [2, 3, 2])   # of values 1, 2, 3, each journey
    deaths: int = 5            # heroes dead that end the quest
    destiny_limit: int = 2     # destiny dice a hero may spend in a turn (but the last to activate)
    leader: int = 0
    nightfall: int = 0         # the nightfall token's space; the last is nightfall
    quest: int = 0             # the quest tracker
    quest_seen: int = 0        # the quest tracker's space when the quest step last read the journey's marks
    fear: int = 0
    influence: int = 0
    level: int = 0             # the highest level among the heroes
    groups: list[Group] = field(default_factory=list)
    open: list[str] = field(default_factory=list)        # gateways open now
    placed: list = field(default_factory=list)           # tiles added during the journey: {tile, at}
    gates: list = field(default_factory=list)            # gateways added with them: {id, cells, edge}
    joined: dict[str, list] = field(default_factory=dict)  # gateway -> the spaces of a tile placed against it
    lychgates: list = field(default_factory=list)        # lychgates added with them: {id, cells, edge}
    damage: dict[str, int] = field(default_factory=dict)  # hostile model -> damage it has suffered
    ailments: dict[str, list] = field(default_factory=dict)  # model -> its ailments
    diseased: dict[str, int] = field(default_factory=dict)   # hero -> its diseased activation space
    grievous: list[str] = field(default_factory=list)    # wound counters turned to their grievous side
    bulk: dict[str, list] = field(default_factory=dict)  # huge or giant hostile -> the other spaces it fills
    done: list[str] = field(default_factory=list)        # initiative cards turned face down this turn
    events: list = field(default_factory=list)           # the event table: rows {roll: [lo, hi], event}
    turn: int = 1
    ready: bool = False        # the heroes and the first hostiles are deployed
    # the quest: its card, the heroes' records, the quest bag, the journeys played and how they went
    quest_card: str = ""
    roster: dict[str, Veteran] = field(default_factory=dict)
    bag: list[str] = field(default_factory=list)
    history: list = field(default_factory=list)          # {journey, success}
    slain_kinds: list[str] = field(default_factory=list)  # hostiles slain this journey, by entry
    found: int = 0             # treasure and realmstone found this journey
    success: bool = False      # the journey's victory conditions were met (read at its end)
    skip_destiny: bool = False
    fulfil_destiny: bool = False

    def hero(self, hero_id: str) -> Hero:
        for h in self.heroes:
            if h.id == hero_id:
                return h
        raise KeyError(f"{hero_id} is not one of the heroes of this journey")

    def group(self, n: int) -> Group | None:
        return next((g for g in self.groups if g.n == n), None)

    def living(self) -> list[str]:
        return [h for h, v in self.roster.items() if not v.dead]

    def at_night(self) -> bool:
        return self.nightfall >= self.nightfall_spaces - 1
