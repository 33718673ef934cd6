"""The boundary between the platform and a rule system: what a ruleset declares, and what it is started with."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Protocol, Sequence, cast

from .effects import Vocabulary
from .game import Game, Rules
from .procedure import Frame, Procedure


@dataclass(frozen=True)
class Seat:
    """A player at the table: a name, and what they play (a character card, a faction...). `bot`: the table
    answers this seat's decisions by itself (the rules never ask who answers), as well as `strength` says
    (`engine.bots.strength`: "easy", "normal", "hard"; "" for the default)."""

    name: str
    role: str = ""
    bot: bool = False
    strength: str = ""


@dataclass(frozen=True)
class Choice:
    """One value a setup option may take; `refused`: why the rules refuse it to a new game (shown, not chosen; a
    game going on from what a campaign kept is judged at its start)."""

    key: str
    label: str
    refused: str = ""


@dataclass(frozen=True)
class SetupOption:
    """A question a new game asks before it starts (scenario, difficulty, table size...).

    `kind` is "one" (one of `choices`), "many" (at least one of `choices`; from `low` to `high` of them when `high`
    is set) or "number" (an integer from `low` to `high`); `default` is a key, a list of keys or a number. `in_name`: a campaign
    may be named after the choice (False for one the campaign outgrows: the episode it starts with).
    """

    key: str
    label: str
    kind: str
    choices: tuple[Choice, ...] = ()
    default: Any = None
    low: int = 0
    high: int = 0
    help: str = ""
    in_name: bool = True


@dataclass(frozen=True)
class Roles:
    """Who a seat may play: the choices, whether two seats may pick the same one, and the pairs of choices that may
    never sit at one table (`apart`: one excludes the other)."""

    label: str
    choices: tuple[Choice, ...] = field(default_factory=tuple)
    unique: bool = True
    about: str = ""   # with no choices: what the players play instead, said on the wizard's players page
    apart: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class PackFormat:
    """How a ruleset's packs are written and checked, for the pack loader and the spreadsheet import.

    `card_schemas`: JSON Schema per card type; `pack_schema`: pack.toml's; `rule_defaults`: the
    `[rules]` values a pack may leave out. `check(meta, meta_valid, entries, problems)` adds the
    problems a schema cannot see (references between cards, pack.toml naming cards), each with
    file, card and field; `entries` are the card tables as read (`engine.content.entries.Entry`).
    `columns`: spreadsheet column -> how a cell is read (a kind the import knows, or a function
    of the cell text). `groups`: (key, label) of where cards start, in order, and `group_of(card)`
    says which one a card is in, for listings.
    """

    card_schemas: Mapping[str, dict[str, Any]]
    pack_schema: dict[str, Any]
    rule_defaults: Mapping[str, Any]
    check: Callable[[dict[str, Any], bool, list[Any], list[Any]], None]
    columns: Mapping[str, Any] = field(default_factory=dict)
    groups: tuple[tuple[str, str], ...] = ()
    group_of: Callable[[Any], str] = lambda card: ""


@dataclass(frozen=True)
class Coming:
    """What a campaign's next game will be, as its ruleset reads what the campaign kept: whether it `goes_on`
    from it (what was kept carries over) or starts afresh, a sentence saying so for the players, and the setup
    options the rules settle themselves (a scenario the last game named), which the players are not asked."""

    goes_on: bool
    words: str
    settled: Mapping[str, Any] = field(default_factory=dict)


class Ruleset(Rules, Protocol):
    """What a rule system gives the platform; the registry in `engine.rulesets` finds it by id.

    Optional: `prospects(game, seat) -> float`, how well a seat stands (0 lost, 1 won), which the planning bot
    (`engine.bots.planner`) scores its tries by; without it the bot plays its tries on towards the game's end.

    Optional: `co_operative = True`: every seat wins or loses together (the planning bot plays its teammates' part
    in its tries); `numbers_seen(game, seat) -> list[int]`: the numbers a seat reads on what it sees (a number
    hidden in a picture), which a bot may type where a free number is asked; `between = (owner, kind)`: the
    question asked between two actions, where the planning bot's tries may stop (each is scored by the best prospects
    it stood at there, not by where its random play went on to).

    Optional: `makeup(game) -> engine.core.consistency.Makeup`, what its games are made of (seats, every piece,
    the zones it names), which the load check holds a loaded game to (every registered ruleset gives it).

    Optional: `pile(game, zone) -> str`, which pile a closed zone's hidden cards are counted with: the players know
    which cards each pile holds, not their order (an action deck's, apart from the box's); a seat whose hidden pieces
    are stood in for (`online.seat_view`) counts a draw's odds on the right cards. Without it, every hidden card is
    counted with all those showing the same back.

    Optional: `known_in(game, zone, seat) -> Collection[str]`, the pieces of a zone a seat names though it does not
    see them there: `known` said of the whole zone at once (a seat's sight of every zone is found in one pass,
    `engine.core.view.unnamed`, for each change a server sends). Without it, `known` is asked of each piece. A
    ruleset that gives it says `known` by it, so the two never disagree.

    Optional: `sight_key(game) -> value`, what every seat's sight of a zone rests on besides the pieces lying in that
    zone (a hand turned face up by a card elsewhere, the cards lying face down, the upgrades made known): equal in two
    states only when every zone holding the same pieces is seen alike in both, by `open_zone`, `face_down`,
    `known_in`, `back` and `pile`; a value of its own (a tuple, a frozenset), never one the game changes in place. A
    server then looks again only at the zones a change touched (`online.seat_view.Kept`) while it stays equal;
    without it, every zone after every change.

    Optional: `open_names(game) -> Collection[str]`, the cards the ruleset's table names as facts every seat knows (a
    rival's Hero, the pages of a printed leaflet, the upgrades earned) where a piece of the same id may lie hidden (the
    Hero's card in its deck): a seat's view sends these names as they are. Every other string of the table or the
    running procedures that names a piece hidden from the seat is sent as that piece's stand-in (`online.seat_view`).

    Optional: `seats(game) -> int`, the seats at the table: a move is then logged with the seats that saw it as it
    happened (a hand seen by its owner alone then, though a card turns it face up later), so a past line is read
    with the sight of its time; and undo compares what each seat may name before and after an answer.

    Optional: `turn(game) -> engine.core.turns.Turn | None`, where the game stands in its turn (whose, which phase,
    what is left), which the table says over the board; without it the table says nothing of the turn.

    Optional: `continues = True` says its `new_game` also takes `ledger=` (the sections its `ledger(game)` wrote
    for a campaign) and starts the campaign's next game from it; `next_game` is the one way to call it. It may
    then say what that next game will be: `coming(pack, ledger) -> Coming` (the platform's `coming` asks it).

    Optional: `seated(game) -> list[Seat]`, who plays now (names and roles, in seat order), for a ruleset whose
    group may change within one game (players joining or leaving between episodes); the platform's `seated`
    asks it."""

    id: str
    title: str
    players: tuple[int, int]
    procedures: dict[str, "Procedure"]
    table_type: type
    pack_format: PackFormat
    """How its packs are written and checked (schemas, rule defaults, reference checks)."""
    vocabulary: "Vocabulary"
    """Its effect ops and coded handlers (`engine.core.effects`)."""

    def idle(self, game: "Game") -> "Frame | None":
        """The procedure to run when nothing is running (a new turn); None: wait."""

    def setup_options(self, pack: Any) -> list[SetupOption]:
        """The questions a new game of this pack asks."""

    def roles(self, pack: Any) -> Roles:
        """What each seat may play in this pack."""

    def new_game(self, pack: Any, seats: list[Seat], options: dict[str, Any], seed: int) -> "Game":
        """A new game, run up to its first decision; ValueError says why the setup is refused."""

    def open_zone(self, game: "Game", zone: str, seat: int | None) -> bool:
        """Whether a seat (None: any onlooker) sees the faces of the pieces in this zone."""

    def face_down(self, game: "Game", piece: str) -> bool:
        """Whether a piece lies face down even in a zone whose faces are seen."""

    def known(self, game: "Game", piece: str, seat: int | None) -> bool:
        """Whether a seat names this piece even in a zone whose faces it does not see (the top of a
        face-up pile, its own deck's bottom card); False for most pieces of most games."""

    def back(self, game: "Game", piece: str) -> str:
        """What the back of a piece shows to everyone (a deck's name, a colour); "" if nothing."""

    def ledger(self, game: "Game") -> dict[str, Any]:
        """What a campaign keeps of this game between sessions: named sections of plain data."""

    def check_state(self, game: "Game") -> None:
        """Refuse a loaded game this ruleset could not play on: ValueError naming the problem."""


class Continuing(Ruleset, Protocol):
    """A ruleset with `continues = True`: its `new_game` also starts a campaign's next game from a ledger."""

    continues: bool

    def new_game(self, pack: Any, seats: list[Seat], options: dict[str, Any], seed: int,
                 ledger: dict[str, Any] | None = None) -> "Game":
        """A new game, or with `ledger` the campaign's next one going on from it."""


def next_game(ruleset: Ruleset, pack: Any, seats: list[Seat], options: dict[str, Any], seed: int,
              ledger: Mapping[str, Any] | None = None) -> Game:
    """A campaign's next game: a new one when the campaign has kept nothing yet, else one that goes on from
    the `ledger` its last game left. ValueError when the ruleset cannot go on from a ledger, or refuses this one
    (a ledger is read from a campaign file: untrusted input)."""
    if ledger is not None and not isinstance(ledger, Mapping):
        raise ValueError(f"what the campaign kept should be a table of named sections, not {type(ledger).__name__}")
    if not ledger:
        return ruleset.new_game(pack, seats, options, seed)
    if not getattr(ruleset, "continues", False):
        raise ValueError(f"{ruleset.title} does not go on from what a campaign kept")
    return cast(Continuing, ruleset).new_game(pack, seats, options, seed, ledger=dict(ledger))


def coming(ruleset: Ruleset, pack: Any, ledger: Mapping[str, Any] | None) -> Coming:
    """What a campaign's next game will be (`Coming`), as the ruleset says, or as `next_game` goes: a new game
    when nothing is kept, a game going on from the ledger when the ruleset continues. ValueError: the ledger is
    refused (as `next_game` would refuse it)."""
    if ledger is not None and not isinstance(ledger, Mapping):
        raise ValueError(f"what the campaign kept should be a table of named sections, not {type(ledger).__name__}")
    says: Callable[[Any, dict[str, Any]], Coming] | None = getattr(ruleset, "coming", None)
    if says is not None:
        return says(pack, dict(ledger or {}))
    if ledger and getattr(ruleset, "continues", False):
        return Coming(True, "The next game goes on from what this campaign kept: the same players, and what the "
                            "rules carry from one game to the next.")
    return Coming(False, "The next game starts afresh, with the same players.")


def seated(ruleset: Ruleset, game: Game, seats: Sequence[Seat]) -> list[Seat]:
    """Who plays now, in seat order: as the ruleset says when its group may change within a game (`seated`), else
    the `seats` the game began with. A seat's `bot` is the table's business, never the rules': the ruleset's seats
    carry none, `follow` keeps them with their players."""
    says: Callable[[Game], list[Seat]] | None = getattr(ruleset, "seated", None)
    return list(seats) if says is None else list(says(game))


def follow(before: Sequence[Seat], now: Sequence[Seat]) -> list[Seat]:
    """The seats of a changed group, each player keeping what the table knew of them (a bot stays a bot, whatever
    seat they sit at now): a player is known again by name and role, else by name (who took up another role); one
    not known before is a newcomer, played by a person."""
    left = list(before)
    followed = []
    for seat in now:
        known = next((s for s in left if (s.name, s.role) == (seat.name, seat.role)), None) or \
            next((s for s in left if s.name == seat.name), None)
        if known is not None:
            left.remove(known)
        followed.append(Seat(seat.name, seat.role, known.bot if known is not None else False,
                             known.strength if known is not None else ""))  # a bot keeps its strength
    return followed


def cannot_start(ruleset: Ruleset, pack: Any) -> str | None:
    """Why no game of this pack can begin (no cards, no roles to play, no start), or None when one can: a new game
    with the fewest players the ruleset seats, each a different role, and every setup option at its default. A
    ruleset that reads packs and plays no game (the content tests' tokens) has no game to refuse."""
    if not hasattr(ruleset, "new_game"):
        return None
    try:
        fewest = max(ruleset.players[0], getattr(pack, "players", (1, 1))[0])
        roles = ruleset.roles(pack)
        keys = [choice.key for choice in roles.choices]
        if roles.unique and not keys:
            return f"it offers no {roles.label.lower()} to play"
        if roles.unique and len(keys) < fewest:
            return f"it offers {len(keys)} {roles.label.lower()} to play, and a game seats at least {fewest} players"
        seats = [Seat(f"Player {n + 1}", keys[n % len(keys)] if keys else "") for n in range(fewest)]
        options = {option.key: option.default for option in ruleset.setup_options(pack)}
        ruleset.new_game(pack, seats, options, 0)
    except Exception as error:  # noqa: BLE001 - a pack is untrusted input: whatever stops its setup is the reason
        return str(error) or type(error).__name__
    return None
