"""The 7th Citadel's table: each player's character, life points and figure, the active player, the dice
resting on compound actions, and what the shared board keeps (`sevenths.board`)."""
from __future__ import annotations

from dataclasses import dataclass, field

from engine.rulesets.sevenths.places import ADVENTURE, BANISHED, PAST, REVEALED, Board, attached, exploration_deck, slot

__all__ = ["ADVENTURE", "BANISHED", "BOOK", "BOX", "SCORES", "DICE", "DRAWN", "GLOBAL", "PAST", "QUEST_ITEMS", "REVEALED", "WORLD_MAP", "WRITTEN", "Die", "Leaflet", "Player", "SideQuest",
           "Table", "attached", "blocked", "character", "deck", "discard", "exploration_deck", "hand", "purse",
           "slot"]

SCORES = ("influence", "knowledge", "production", "defense")
BOX = "box"                  # cards not in this adventure (other characters' skills, save cards...)
DRAWN = "drawn"              # the active player's action cards drawn during the action
QUEST_ITEMS = "quest_items"  # shared by every player, open to all
DICE = "dice"                # the dice not resting on a compound action
GLOBAL = "global"            # global events in play beside the board
BOOK = "book"                # the Dialogue Book's paragraphs, read only when the game says so
WORLD_MAP = "world_map"      # the cards inserted in the World Map's slots, open to all
WRITTEN = "written"          # the cards whose titles are written above the leaflet's blank buildings, open to all


def deck(seat: int) -> str:
    """A player's own action deck: their energy, face down, never looked through."""
    return f"deck:{seat}"


def discard(seat: int) -> str:
    """A player's own discard pile, face up, open to all."""
    return f"discard:{seat}"


def hand(seat: int) -> str:
    """A player's skill cards in hand."""
    return f"hand:{seat}"


def purse(seat: int) -> str:
    """A player's purse cards (items, companions, states) in front of them."""
    return f"purse:{seat}"


def blocked(seat: int) -> str:
    """Cards blocked under a player's character card: seen by all, of no effect."""
    return f"blocked:{seat}"


def character(seat: int) -> str:
    """The zone of a player's character card."""
    return f"character:{seat}"


@dataclass
class Player:
    """A seat, the character it plays, its life points and where its figure stands (None: unconscious)."""

    seat: int
    name: str
    character: str   # piece id of the character card
    life: int
    at: str | None   # board slot of the terrain the figure stands on; None while unconscious


@dataclass
class Die:
    """A die resting on a compound action: the card, the action, its row, and the value it shows."""

    piece: str
    action: int
    row: int
    value: int


@dataclass
class SideQuest:
    """A side quest written on the leaflet's Side quests page: its title, the paragraph that gave it (None
    if a card did), and whether it is active, initiated or finished."""

    title: str
    paragraph: int | None = None
    status: str = "active"


@dataclass
class Leaflet:
    """The Citadel leaflet of this adventure: its pages as the pack prints them (`pages`: the Destiny page's
    symbols, the buildings), and what the players wrote on it: the symbols checked (in order), the boxes
    checked by building, the side quests."""

    pages: dict = field(default_factory=dict)
    destiny: list[str] = field(default_factory=list)
    buildings: dict[str, int] = field(default_factory=dict)
    side_quests: list[SideQuest] = field(default_factory=list)
    world_map: dict[str, str] = field(default_factory=dict)  # World Map slot -> the card inserted there
    written: dict[str, str] = field(default_factory=dict)  # blank building -> the card whose title is written above it


@dataclass
class Table(Board):
    """What The 7th Citadel keeps besides the zones (and what the shared board keeps, `Board`)."""

    players: list[Player]
    recovery: list[int] = field(default_factory=lambda: [2, 1])  # cards recovered, life points they cost
    scenario: str = ""               # the scenario played (its id in pack.toml)
    scenarios: list[dict] = field(default_factory=list)  # the pack's scenarios (pack.toml), in its order
    finished: list[str] = field(default_factory=list)    # the scenarios played to their end in this adventure
    mode: str = "standard"           # the Recovery's variant
    saved: bool = False              # the game was saved in this scenario (once only)
    pictograph: str = ""             # the scenario's pictograph: its versions of numbered cards come first
    pathfind: int = 4                # the cost of the pathfind action on the foggy back of an exploration card
    pathfind_groundshiver: dict | None = None  # {level, cost}: that cost from that groundshiver level on
    groundshiver: int = 0            # the artifact's level this scenario (Community page)
    scores: dict[str, int] = field(default_factory=lambda: dict.fromkeys(SCORES, 0))  # Community page, 0 to 25
    active: int | None = None        # the active player of the action under way or just taken
    last_active: int | None = None   # the active player of the last action (the fallback turns from them)
    dice: dict[str, Die] = field(default_factory=dict)  # die piece -> where it rests
    mandatory: list[dict] = field(default_factory=list)  # {piece, index, involved}: taken before any other
    leaflet: Leaflet = field(default_factory=Leaflet)
    left: list[int] = field(default_factory=list)  # seats whose character left the adventure for good
    glossary: dict[str, str] = field(default_factory=dict)  # the Dialogue Book's glossary: term -> what it means
    waking: list[int] = field(default_factory=list)  # seats come to with no active player: where, the players say
    read: list[int] = field(default_factory=list)  # the Dialogue Book's paragraphs read in this game, read aloud to all

    def player(self, seat: int) -> Player:
        if 0 <= seat < len(self.players) and self.players[seat].seat == seat:
            return self.players[seat]  # seats are numbered from 0 in order (the state check holds it)
        for p in self.players:
            if p.seat == seat:
                return p
        raise KeyError(seat)

    def count(self) -> int:
        return len(self.players)

    def conscious(self) -> list[Player]:
        return [p for p in self.players if p.life > 0]

    def present(self) -> list[Player]:
        """The characters still in the adventure (conscious or not): those who left are not."""
        return [p for p in self.players if p.seat not in self.left]

    def by_count(self, values: list[int]) -> int:
        """The value of a per-player-count list (1 to 4 players) for this table."""
        return values[min(self.count(), len(values)) - 1]
