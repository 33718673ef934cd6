"""The 7th Continent's rules, as procedures over the engine core."""
from __future__ import annotations

from engine.core.consistency import Makeup
from engine.core.game import Game
from engine.core.procedure import Frame
from engine.core.ruleset import Choice, Roles, Seat, SetupOption
from engine.core.turns import Turn
from engine.rulesets.sevenths import numbered, prospects
from engine.rulesets.sevenths.placement import OPEN, PLACE

from . import actions, adventure, items, old_saves, setup, sight, turn_facts
from .consequences import CONSEQUENCE, MOVE, REVEAL, SPOT, WEAR
from .consistency import check_state, makeup
from .ops import VOCABULARY
from .pack_format import PACK_FORMAT
from .crafting import CRAFT
from .free_actions import LIMITS, SAVED
from .ledger import ledger
from .resolution import ACTION, TURN
from engine.rulesets.sevenths.room import ROOM
from .setup import MODES
from .life_force import is_curse
from .table import ACTION_DECK, DISCARD, SATCHEL, Table, hand


DISCARDED = 0.2  # what a card of the discard pile is worth to the players' life, against one of the action deck
RESTED = 0.5     # what a card of the discard pile is worth with a rest on the board that shuffles more cards back than
                 # it costs (the Ferryman's Hut): life put by, where the players can go for it
KEPT = 0.6       # what a skill or bonus card kept in hand is worth, against one of the action deck (it saves cards
                 # when played; kept at a whole card, drawing more to keep one looked free)
FULL = 60        # the action cards a table of four starts with: life is counted against it, card by card
STATE = 2.0      # what a state held costs, in cards out of the adventure deck
RESERVE = 16     # the cards the action deck should hold: four actions' cost (search, dig, swim: 4 each); at two,
                 # a table judged where its actions are done spent its last cards far from food and the Hut
SEEN = 60        # the cards out that are most of the way: a Hollowmere win is some 70 cards' worth (25 or so cards
                 # taken, three quest items, a dozen pointers followed); counted against 30, the way was all but done
                 # half-way, and a card of life outweighed any step on
GATHERED = 0.5  # the share of what is left between the players' prospects and a win that an action asking every
                # character, waiting for them alone, closes once they all stand there: its place found is a step of
                # it, and each character brought there another (counted in cards out, on a way nearly all done, a
                # walk to the Belfry Stump was worth less than the life it cost)
IDLE_ITEM = 0.25  # what an item that opens nothing in sight counts for, against one whose keyword an action in sight
                  # requires or which bears an action of its own (counted whole, every item looked worth six cards of
                  # life early on, and a two-seat table crafted four in its first 180 decisions: issue 31)
SAVING = 0.5      # what a card an item may save on an action in sight is worth, against one of the action deck (a use
                  # is not sure to come)
LUCKY = 0.3       # the successes a lucky 7 is worth, on average, to an item's effect that counts them
WAY = 0.75       # the way's share of the prospects: the deck comes back by food and rest, and the danger of its
                 # running out is counted apart (`unscathed`)


class SeventhContinent:
    """The ruleset object the platform drives: its procedures, its table type and its setup."""

    id = "seventh-continent"
    co_operative = True  # every seat wins or loses together
    # the turn's question, who acts and which action (for bots: a try is judged where the action it began is done)
    between = ("table", "action")
    # for bots: the share of what a try's random finish came to after the action it began was done that counts
    # (random play wastes what the table would not, but a curse it draws is a danger the answer left it in)
    later = 0.25
    # for bots: an answer stands still when its best try, where its action was done, stands where the table stood and
    # none stands better (what random play chose inside the action, a skill kept at a rest with nothing in the discard
    # pile to shuffle back, is no change the answer made; read try by try, a table rested at the Hut with its deck
    # full hundreds of times, issue 31)
    still_at_best = True
    title = "The 7th Continent"
    players = (1, 4)
    table_type = Table
    pack_format = PACK_FORMAT
    vocabulary = VOCABULARY
    procedures = {p.name: p for p in (TURN, ACTION, CONSEQUENCE, REVEAL, WEAR, MOVE, SPOT, OPEN, PLACE, ROOM, CRAFT, LIMITS, SAVED)}

    def idle(self, game: Game) -> Frame | None:
        return TURN.frame()

    def turn(self, game: Game) -> Turn | None:
        """Where the game stands in its turn, for the table to say (engine.core.turns)."""
        return turn_facts.turn(game)

    def setup_options(self, pack) -> list[SetupOption]:
        curses = tuple(Choice(c.id, c.title) for c in adventure.curses(pack))
        return [
            SetupOption("curses", "Curse", "many", curses, [curses[0].key] if curses else []),
            SetupOption("mode", "Difficulty", "one", MODES, "normal"),
        ]

    def roles(self, pack) -> Roles:
        characters = sorted((c for c in pack.cards.values() if c.type == "character"), key=lambda c: c.title)
        return Roles("Character", tuple(Choice(c.id, c.title) for c in characters), unique=True)

    def open_zone(self, game: Game, zone: str, seat: int | None) -> bool:
        return sight.open_zone(game, zone, seat)

    def face_down(self, game: Game, piece: str) -> bool:
        return sight.face_down(game, piece)

    def known(self, game: Game, piece: str, seat: int | None) -> bool:
        # what a seat sees is said zone by zone (sight.open_zone), but for the characters: the box's are there for
        # anyone joining to pick by name, so they are nobody's secret
        return game.card(piece).type == "character"

    def known_in(self, game: Game, zone: str, seat: int | None) -> list[str]:
        return [piece for piece in game.zones.cards(zone) if self.known(game, piece, seat)]

    def sight_key(self, game: Game) -> tuple:
        # what a zone shows rests, beside its own pieces, on the cards lying face down and the discard pile's side
        return game.table.discard_face_down, tuple(game.table.face_down)

    def back(self, game: Game, piece: str) -> str:
        return sight.back(game, piece)

    def pile(self, game: Game, zone: str) -> str:
        return sight.pile(game, zone)

    def new_game(self, pack, seats: list[Seat], options: dict, seed: int) -> Game:
        size = options.get("table_size")
        return setup.new_game(self, pack, list(seats), list(options.get("curses") or []), seed,
                              mode=options.get("mode", "normal"), table_size=tuple(size) if size else None)

    def ledger(self, game: Game) -> dict:
        return ledger(game)

    def prospects(self, game: Game, seat: int) -> float:
        """How far the players came (the quest items in the satchel, the items kept, the leads in sight and at hand,
        less the states they hold) and the action cards they have left, for the planning bot."""
        # every card counts the same, the last as the first: counted on a curve that flattens, a full deck made a
        # card drawn for a better chance look free, and a table spent half its deck on them (issue 31). A card
        # drawn goes to the discard pile, which is no life until a rest shuffles it back: drawn from there, a curse
        # ends the adventure; a skill kept in hand saves cards later
        held = [game.card(piece).type for player in game.table.players for piece in game.zones.cards(hand(player.seat))]
        sight = actions.in_sight(game)
        pile = RESTED if sight.refill > 0 else DISCARDED
        cards = (game.zones.size(ACTION_DECK) + pile * game.zones.size(DISCARD)
                 + KEPT * sum(kind in ("skill", "bonus") for kind in held))
        found = sum(game.card(piece).type == "quest_item" for piece in game.zones.cards(SATCHEL))
        opened, saved = weighed(game, sight)
        cards += SAVING * saved
        standing = unscathed(game) * prospects.prospects(game, cards / FULL, found, items=opened,
                                                         setbacks=STATE * held.count("state"), seen=SEEN, way_share=WAY)
        return standing + (1 - standing) * GATHERED * gathered(game)

    def numbers_seen(self, game: Game, seat: int | None) -> list[int]:
        """The numbers hidden in the picture of the card a seat looks at, which it may spot (for bots)."""
        return numbered.numbers_seen(game, seat)

    def makeup(self, game: Game) -> Makeup:
        """Its seats, pieces and zones, for the load check (`consistency.makeup`)."""
        return makeup(game)

    def check_state(self, game: Game) -> None:
        check_state(game)
        old_saves.bring_up_to_date(game)


def weighed(game: Game, sight: actions.Sight | None = None) -> tuple[float, float]:
    """The players' items weighed by what they open (issue 31): how many count as an item kept on the way (one whose
    keyword an action in sight requires, or which bears an action of its own; `IDLE_ITEM` for any other), and the
    action cards they may save on the actions in sight, each use (its die) at the most its effects for one of those
    icons save (cards off the cost, successes added)."""
    if not game.table.items:
        return 0.0, 0.0
    sight = actions.in_sight(game) if sight is None else sight
    icons, needs = sight.icons, sight.needs
    opened = saved = 0.0
    for item in game.table.items:
        faces = [items.face(game, piece) for piece in game.zones.cards(item.zone)]
        opens = any(face.get("actions") or needs & set(face.get("keywords", ())) for face in faces)
        opened += 1.0 if opens else IDLE_ITEM
        per_icon: dict[str, float] = {}
        for face in faces:
            for effect in face.get("effects", ()):
                worth = effect.get("cards", 0) + effect.get("successes", 0) + LUCKY * effect.get("per_lucky7", 0)
                for icon in set(effect.get("icon", ())) & icons:
                    per_icon[icon] = per_icon.get(icon, 0.0) + worth
        saved += item.die * max(per_icon.values(), default=0.0)
    return opened, saved


def gathered(game: Game) -> float:
    """How far the players came towards an action asking every character that waits for them alone
    (`actions.gathering`), 0 to 1: its place found, then each character brought there, in equal steps. That is the
    way on, which no card out of the deck shows (issue 31: holding the ledger and the clapper, two tables rested at
    the Hut to the end, one with the Belfry Stump's card a single exploration away)."""
    places = set(actions.gathering(game))
    if not places:
        return 0.0
    playing = game.table.playing()
    return (1 + max(sum(1 for player in playing if player.at == at) for at in places)) / (1 + len(playing))


def unscathed(game: Game) -> float:
    """The chance the next actions' costs draw no curse from the discard pile: the cards the action deck lacks of
    `RESERVE` are drawn from it at random, and a curse drawn there ends the adventure (rulebook, "Life force"). A
    table spending its last cards looked no worse off with an empty deck than with a thin one, and lost (issue 31)."""
    deck = game.zones.cards(ACTION_DECK)
    short = RESERVE - len(deck)
    # the deck's last cards are drawn first, then lie in the pile too: its curses as well
    pile = [*game.zones.cards(DISCARD), *deck]
    if short <= 0 or not pile:
        return 1.0
    curses = sum(is_curse(game, piece) for piece in pile)
    chance = 1.0
    for n in range(min(short, len(pile))):
        chance *= max(0, len(pile) - curses - n) / (len(pile) - n)
    return chance


RULESET = SeventhContinent()


def new_game(pack, seats: list[Seat], curses: list[str], seed: int, mode: str = "normal",
             table_size: tuple[int, int] | None = None) -> Game:
    """A new game of The 7th Continent (see `setup.new_game`)."""
    return setup.new_game(RULESET, pack, seats, curses, seed, mode, table_size)


def resume(pack, stacks: dict, seed: int) -> Game:
    """A game of The 7th Continent resumed from its save stacks (see `setup.resume`)."""
    return setup.resume(RULESET, pack, stacks, seed)


__all__ = ["RULESET", "Seat", "new_game", "resume"]
