"""Each ruleset's presentation, found by the ruleset's id: `gui.rulesets.<package>` holds what the table shows
of that rule system (board geometry, panels, step pages, card faces, words); the generic table asks only what is below.

Every hook the generic table calls is declared here: the required ones in the protocols (`Presentation`, `Board`,
`StepPages`, `CardFaces`), the optional ones there too, with their defaults in the base classes every ruleset's
presentation derives from (`BaseTable`, `BaseBoard`, `BasePages`); the table never asks whether a hook exists."""
from __future__ import annotations

import importlib
import sys
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Mapping, Protocol

from engine import rulesets

if TYPE_CHECKING:
    from PIL import Image
    from PySide6.QtCore import QPointF, QRectF, QSizeF
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QGraphicsItem, QWidget

    from engine.core.decisions import Decision, Option
    from engine.core.events import Event
    from engine.core.game import Game
    from gui.panels.base import BasePanel
    from gui.table.playback import PlayStep

Faces = Any  # the table's faces of the pack being played (`gui.panels.card_faces.Faces`), handed to the panels


@dataclass(frozen=True)
class Guide:
    """A rule system's *How to play*, in our own words (never a rulebook's): what the players are after, how a
    turn goes, what each page of the step dialog asks, what its icons and words mean. The table adds how it is
    played on the screen and the keyboard (gui/dialogs/how_to_play.py)."""

    goal: str  # rich text, each: a paragraph or a list
    turn: str
    steps: tuple[tuple[str, str], ...] = ()  # (the step dialog's page, what it shows and asks), in order
    icons: tuple[tuple[str, str], ...] = ()  # (the icon's name in gui.faces.icons, what it means)
    glossary: tuple[tuple[str, str], ...] = ()  # (a word of the game, what it means)
    table: str = ""  # where things are on this rule system's table
    steps_heading: str = "The step dialog"  # a rule system whose actions are asked question by question names them


class BaseBoard:
    """The defaults of a board's optional hooks; every ruleset's board derives from it."""

    def scenery(self, game: Game) -> list[QGraphicsItem]:
        """What the board draws itself beside the pieces (a Realm's board with its cubes, a label), made anew at
        each show and never dragged: nothing by default."""
        return []

    def card_moves(self, game: Game, decision: Decision | None) -> dict[str, dict[str, str]]:
        """Pieces on the board that may be dragged now to start an action taking them elsewhere (a hero asked its
        action): piece -> {zone it may be dropped on: the key of the option that starts the action}. The action's
        own question that follows (where to?) is then answered with that zone. None by default."""
        return {}

    def placing_scale(self, space: QRectF, card: QSizeF) -> float:
        """How large the piece waiting to be placed ("Place me", a table card of size `card`) is drawn, for a lit
        space of this rectangle: as it will lie there. By default as large as fits the space, never larger."""
        return min(1.0, space.width() / card.width(), space.height() / card.height())

    def printed_marks(self, game: Game) -> list[QRectF]:
        """What the board draws itself that a player reads beside the pieces (a zone's number, a symbol, a name), in
        scene units: what lies over the board (the overview) keeps off it. None by default."""
        return []


def step_of(decision: Decision | None, kinds: Mapping[str, int], names: tuple[str, ...]) -> int:
    """Which of the step pages' `names` a decision belongs to: its kind's step in `kinds`, else the last (the result
    and what follows it)."""
    if decision is not None and decision.kind in kinds:
        return kinds[decision.kind]
    return len(names) - 1


class BasePages:
    """The defaults of the step pages' optional hooks; every ruleset's step pages derive from it."""

    unit: str = "card"
    """What an action draws, in words ("card", "die"), as the odds say it: "with one more card"."""

    def figures(self, game: Game, decision: Decision | None, ended: int | None = None) -> str | None:
        """The line of numbers the step shows, or None for the table's (cost, difficulty and cards drawn); `ended`:
        the log's length when the action shown ended (its dialog stays open as the game goes on): its own numbers
        as they were then, what the table shares as it stands now."""
        return None

    def details(self, game: Game) -> str:
        """More of the forecast under the chance of success (each part of a result's odds): none by default."""
        return ""

    def picture(self, game: Game, piece: str, width: int) -> QWidget | None:
        """A revealed piece drawn as it lies now (a die showing the face it landed on), or None for its card's face."""
        return None

    def told_before_result(self, game: Game, event: Event) -> bool:
        """Whether an event of the action before its result is said among what it produced too (a Recovery taken in
        the middle of the draw); the draw's own moves are not: the dialog shows its cards. None by default."""
        return False


class NoSteps(BasePages):
    """Step pages for a rule system that walks no action through the step dialog (its few questions are asked one by
    one in the decision dialog): they run for no decision."""

    names: tuple[str, ...] = ()

    def runs(self, game: Game, decision: Decision | None) -> bool:
        return False

    def step(self, decision: Decision | None) -> int:
        return 0

    def action(self, game: Game, decision: Decision | None) -> dict[str, Any]:
        return {}

    def odds(self, game: Game, extra: int = 0) -> Any:
        return None

    def worth(self, game: Game, piece: str) -> str:
        return ""

    def tally(self, game: Game, pieces: list[str]) -> str:
        return ""

    def outcome(self, event: Event) -> tuple[bool, str] | None:
        return None

    def drawn(self, game: Game) -> list[str]:
        return []

    def drawn_zone(self) -> str:
        return ""


class BaseTable:
    """The defaults of a presentation's optional hooks; every ruleset's PRESENTATION derives from it."""

    players_below: bool = False
    """The players' panels go below a board much wider than tall (a row of tiles) instead of beside it."""
    hand_over: bool = False
    """Rivals at one screen: each seat sees only its own view, and the screen is handed from seat to seat."""
    plays_back: bool = False
    """The table plays back on the board what the rules did by themselves (`replay`), step by step."""
    guide: Guide | None = None
    """The rule system's *How to play* (Help, and the new-game wizard), or None."""
    whose: str = "{name}'s turn"
    """The header's words for the seat whose turn it is (`{name}`: the player's name)."""
    phases: dict[str, str] = {}
    """The phases the ruleset's turn facts name (`engine.core.turns.Turn.phase`), in its rulebook's words; a phase
    not named here is said as its name."""
    counted: dict[str, tuple[str, str]] = {}
    """What the turn facts count as left (`Left.what`), in words with `{left}` (and `{of}`) where the numbers go: (said
    of one, said of several), as "{left} of {of} Actions left"; a count not named here is said as its name."""

    def interlude(self, faces: Faces) -> Interlude | None:
        """A screen shown in the board's place while its `showing(game)` says so (the Citadel between two
        scenarios); None: the board is always shown."""
        return None

    def log_line(self, game: Game, events: list[Event], i: int) -> str | None:
        """The log's line for `events[i]` in the ruleset's own words where several events read as one (the coins
        of one payment): "" for none (said with an earlier one), None for the table's words. It shows each seat
        only what `looking.event` lets it read."""
        return None

    def stage(self, game: Game) -> str:
        """Where a campaign's game is now, as the window's title says it after the campaign's name (an episode,
        Back at Camp); "": the name alone."""
        return ""

    def result_line(self, game: Game, events: list[Event], i: int) -> str | None:
        """What the step dialog shows of `events[i]` among a finished action's results, as rich text (a paragraph
        read whole, an epilogue): "" for nothing, None for the log's line. It shows each seat only what
        `looking.event` lets it read."""
        return None

    def turn_seat(self, game: Game) -> int | None:
        """The seat whose turn it is: its panel is brought to the front of the players' tabs each time the turn
        passes (a tab the player picks stays until then); None: no one's turn is shown."""
        return None

    def replay(self, game: Game, events: list[Event]) -> tuple[str, list[PlayStep]]:
        """(heading, steps): what the rules did by themselves among a decision's events (a hostile's activation),
        for the table to play back step by step on the board when `plays_back`; no steps: nothing to play back."""
        return "", []

    def score_names(self, game: Game) -> list[str]:
        """The names of the scores the end screen shows for each seat (rivals); none by default."""
        return []

    def scores(self, game: Game) -> dict[int, list[Any]]:
        """Each seat's scores, as `score_names` names them."""
        return {}

    def tie_breaks(self, game: Game) -> str:
        """How the end screen's places were decided, in words ("" when there is nothing to say)."""
        return ""

    def zone_options(self, game: Game, zone: str) -> list[Option]:
        """The answers of the pending question a click on something the board draws in a zone offers (a mark
        printed on the ground there), as a card's click offers `piece_options`; none by default."""
        return []


@dataclass(frozen=True)
class Place:
    """Where a piece lies on the board: its rectangle in scene units, its scale and its layer above the others."""

    rect: "QRectF"
    scale: float = 1.0
    layer: int = 0


@dataclass(frozen=True)
class Figure:
    """A seat's pawn on the board: who, what it says, its colour, and the zone it stands in."""

    seat: int
    label: str
    initial: str
    colour: "QColor"
    zone: str
    scale: float = 1.0  # how much larger than the table's usual pawn it stands (a board of large spaces)


@dataclass(frozen=True)
class Panel:
    """A docked panel the ruleset adds to the table: its title, its saved-layout name, and its widget (a
    `gui.panels.base.BasePanel`, with `show_game(game)`; it emits `card_clicked`/`card_opened` if it shows cards)."""

    title: str
    name: str
    widget: "BasePanel"
    below: bool = False  # beside the players' panels when they lie below the board (`players_below`)


class Board(Protocol):
    """The ruleset's board geometry and what a drop on it means; the scene only mirrors and asks."""

    @property
    def card_drops(self) -> tuple[str, ...]:
        """Decision kinds answered by dropping the piece being placed on a lit zone."""

    @property
    def figure_drops(self) -> tuple[str, ...]:
        """Decision kinds answered by dropping a figure on a lit zone."""

    @property
    def figure_starts(self) -> tuple[str, ...]:
        """Decision kinds in which dragging a figure starts an action."""

    def places(self, game: Game) -> dict[str, Place]:
        """Every piece the board shows, and where."""

    def zone_rect(self, zone: str) -> QRectF | None:
        """The rectangle a lit zone covers, or None when the zone is not on the board."""

    def zone_at(self, point: QPointF) -> str:
        """The board zone under a scene point."""

    def home(self) -> QRectF:
        """The rectangle an empty board shows."""

    def figures(self, game: Game) -> list[Figure]:
        """The pawns standing on the board."""

    def figure_pos(self, zone: str, k: int) -> QPointF:
        """Where the k-th pawn in a zone stands."""

    def markers(self, game: Game) -> list[QPointF]:
        """Where the ruleset's markers stand (one item each, made by `marker()`)."""

    def marker(self) -> QGraphicsItem:
        """A new marker item."""

    def figure_target(self, game: Game, seat: int, zone: str) -> str | None:
        """Why a figure may not stand in this zone (None: it may)."""

    def reachable(self, game: Game, decision: Decision, seat: int) -> list[str]:
        """Zones a seat's figure could be dragged to in order to start an action now."""

    def start_by_figure(self, game: Game, decision: Decision, seat: int, zone: str) -> tuple[str | None, str]:
        """(the option key starting the action that takes this figure there, or None and why not)."""

    # optional, with its default in BaseBoard
    def placing_scale(self, space: QRectF, card: QSizeF) -> float:
        """How large the piece waiting to be placed (a table card of size `card`) is drawn, for a lit space."""

    def scenery(self, game: Game) -> list[QGraphicsItem]:
        """What the board draws itself beside the pieces, made anew at each show and never dragged."""

    def card_moves(self, game: Game, decision: Decision | None) -> dict[str, dict[str, str]]:
        """Pieces on the board a drag starts an action with: piece -> {zone: the option key starting it}."""

    def printed_marks(self, game: Game) -> list[QRectF]:
        """What the board draws itself that a player reads beside the pieces, in scene units."""


class Forecast(Protocol):
    """The engine's forecast of a running action, as the step dialog shows it."""

    @property
    def draws(self) -> int:
        """How many pieces (cards, dice) the action draws."""

    @property
    def odds(self) -> Any:
        """`success` and `loss`, each a chance from 0 to 1."""

    @property
    def bare(self) -> Any:
        """The same without the effects the players can still add."""


@dataclass(frozen=True)
class Chances:
    """A chance of success and one of losing the game, each from 0 to 1."""

    success: float
    loss: float = 0.0


@dataclass(frozen=True)
class Shown:
    """A ruleset's forecast as the step dialog reads it (a `Forecast`), its exact fractions as floats."""

    draws: int
    odds: Chances
    bare: Chances


class StepPages(Protocol):
    """The ruleset's pages of the step dialog: which decisions it walks, and the words and numbers it shows."""

    @property
    def names(self) -> tuple[str, ...]:
        """The steps' names, in order."""

    def runs(self, game: Game, decision: Decision | None) -> bool:
        """Whether the step dialog should show this decision (an action is running or being set up)."""

    def step(self, decision: Decision | None) -> int:
        """Which of `names` the decision belongs to."""

    def action(self, game: Game, decision: Decision | None) -> dict[str, Any]:
        """What the running (or just set up) action shows: active, involved, piece, icon, cost, difficulty,
        phase...; {} when there is none."""

    def odds(self, game: Game, extra: int = 0) -> Forecast | None:
        """The engine's forecast of the running action with `extra` more draws, or None: it has `draws`,
        `odds` and `bare` (each with `success` and `loss`), as the ruleset's one odds code computes them."""

    def worth(self, game: Game, piece: str) -> str:
        """What a revealed piece is worth, as printed."""

    def tally(self, game: Game, pieces: list[str]) -> str:
        """The revealed pieces' count in words."""

    def outcome(self, event: Event) -> tuple[bool, str] | None:
        """(success, words) when a message event ends the action's result, else None."""

    def drawn(self, game: Game) -> list[str]:
        """The pieces drawn for the running action."""

    def drawn_zone(self) -> str:
        """The zone the action's pieces are drawn to."""

    # optional, with their defaults in BasePages
    @property
    def unit(self) -> str:
        """What an action draws, in words ("card", "die")."""

    def figures(self, game: Game, decision: Decision | None, ended: int | None = None) -> str | None:
        """The line of numbers the step shows instead of cost, difficulty and cards drawn; None: those (`ended`:
        the log's length when the action shown ended, its dialog still open)."""

    def details(self, game: Game) -> str:
        """More of the forecast under the chance of success (each part of a result's odds)."""

    def picture(self, game: Game, piece: str, width: int) -> QWidget | None:
        """A revealed piece drawn as it lies now instead of its card's face; None: its card's face."""

    def told_before_result(self, game: Game, event: Event) -> bool:
        """Whether an event before the action's result is said among what it produced too."""


class CardFaces(Protocol):
    """How a ruleset prints its cards: `gui.faces` (canvas, cache, sizes, print sheet) asks it to draw each side."""

    @property
    def version(self) -> int:
        """Bumped when its faces change, so every cached face of its cards is drawn again."""

    def names(self, cards: Mapping[str, Any]) -> Mapping[str, str]:
        """What the words printed on its cards name by id (another card, a place), as players say it, worked out
        from the pack's cards (`cards` by id): only what players may see named; {} when its words name nothing so.
        `front` and `text` are given it."""

    def front(self, card: Any, pack_folder: Any, width: int, height: int,
              names: Mapping[str, str] | None = None) -> Image.Image:
        """The card's front as an RGBA image with rounded, transparent corners (`names`: as `names` gave them)."""

    def back(self, card: Any, width: int, height: int) -> Image.Image:
        """The card's back, drawn from `back_descriptor(card)` alone."""

    def back_descriptor(self, card: Any) -> dict[str, Any]:
        """Everything a back depends on: cards with the same descriptor share one back image."""

    def colour(self, card: Any, back: bool) -> tuple[int, int, int]:
        """The main colour of a side: what a placeholder shows until the face is drawn."""

    def print_order(self, card: Any) -> tuple[Any, ...]:
        """Where a card comes in a print sheet (sorted by this)."""

    def text(self, card: Any, face_down: bool, names: Mapping[str, str] | None = None) -> str:
        """Everything printed on the side that can be seen, in words, one part a line (`names`: as `names` gave
        them)."""

    def caption(self, card: Any) -> list[str]:
        """What the magnifier writes under a face up side that prints no words itself (a token: its name first,
        then its numbers), one part a line; [] for a card whose face says it."""


class Interlude(Protocol):
    """A screen (a QWidget) the table shows in the board's place between two parts of a game; it shows the
    decision's answers itself in its `box` (a `gui.dialogs.decision.DecisionBox`), and has `chosen(key)`,
    `card_clicked` and `card_opened` signals."""

    box: Any  # these are read, never set: any type fits
    chosen: Any
    card_clicked: Any
    card_opened: Any

    def show_game(self, game: Game) -> None:
        """Show the game as it is now."""

    def showing(self, game: Game) -> bool:
        """Whether the screen should be in the board's place now."""

    def ask(self, game: Game, decision: Decision | None) -> bool:
        """Show the decision's answers on the screen; whether it asks the decision itself (no dialog then)."""


class Presentation(Protocol):
    """What the generic table asks of a ruleset's presentation."""

    @property
    def board(self) -> Board:
        """The board's geometry."""

    @property
    def steps(self) -> StepPages:
        """The step dialog's pages."""

    @property
    def cards(self) -> CardFaces:
        """How its cards are printed."""

    def seats(self, game: Game) -> list[tuple[int, str]]:
        """(seat, name) of every seat at the table, in seat order."""

    def seat_panel(self, faces: Faces, seat: int) -> BasePanel:
        """A seat's own panel (hand, belongings): a `gui.panels.base.BasePanel` with `show_game(game)` and `seat`,
        emitting `chosen(key)` where an answer of the pending question is offered on the panel itself."""

    def panels(self, faces: Faces) -> list[Panel]:
        """Shared panels (piles, supplies), in the order they are tabbed."""

    def zone_words(self, game: Game, zone: str) -> str | None:
        """A zone as a player names it, or None for the table's plain words."""

    def piece_options(self, game: Game, piece: str) -> list[Option]:
        """The actions of a piece a seat could take, refused ones with their `why_not`."""

    def headline(self, outcome: str) -> str:
        """The end screen's headline for an outcome."""

    def facts(self, game: Game) -> dict[str, tuple[str, int]]:
        """What the end screen counts of this game, by key: (label, value)."""

    # optional, with their defaults in BaseTable (read their docstrings there)
    @property
    def players_below(self) -> bool:
        """The players' panels go below the board."""

    @property
    def hand_over(self) -> bool:
        """Rivals at one screen: the screen is handed from seat to seat."""

    @property
    def plays_back(self) -> bool:
        """The table plays back what the rules did by themselves (`replay`)."""

    @property
    def guide(self) -> Guide | None:
        """The rule system's How to play."""

    @property
    def whose(self) -> str:
        """The seat whose turn it is, in words with `{name}`."""

    @property
    def phases(self) -> dict[str, str]:
        """The turn's phases in the rulebook's words."""

    @property
    def counted(self) -> dict[str, tuple[str, str]]:
        """What is left in a turn, in words: (one, several)."""

    def interlude(self, faces: Faces) -> Interlude | None:
        """A screen in the board's place between two parts of a game, or None."""

    def log_line(self, game: Game, events: list[Event], i: int) -> str | None:
        """The log's line for `events[i]` in the ruleset's own words ("": none), or None for the table's."""

    def stage(self, game: Game) -> str:
        """Where a campaign's game is now, for the window's title ("": the campaign's name alone)."""

    def result_line(self, game: Game, events: list[Event], i: int) -> str | None:
        """A finished action's result in the ruleset's own rich text ("": none), or None for the log's line."""

    def turn_seat(self, game: Game) -> int | None:
        """The seat whose turn it is, or None."""

    def replay(self, game: Game, events: list[Event]) -> tuple[str, list[PlayStep]]:
        """(heading, steps) the rules did by themselves among these events, to play back; no steps: nothing."""

    def score_names(self, game: Game) -> list[str]:
        """The end screen's score names for each seat (rivals)."""

    def scores(self, game: Game) -> dict[int, list[Any]]:
        """Each seat's scores."""

    def tie_breaks(self, game: Game) -> str:
        """How the places were decided, in words."""

    def zone_options(self, game: Game, zone: str) -> list[Option]:
        """The answers a click on a mark the board draws in this zone offers, refused ones with their `why_not`."""


def package(ruleset_id: str) -> str:
    """The module of a ruleset's presentation."""
    return f"gui.rulesets.{rulesets.package(ruleset_id)}"


def presentation(ruleset_id: str) -> Presentation:
    """The presentation of a registered ruleset; its Qt classes are guarded (gui.faults) before it is used."""
    found: Presentation = importlib.import_module(package(ruleset_id)).PRESENTATION
    _guard_presentations(type(found).__module__)
    return found


_modules_seen = 0  # how many modules Python had read when the presentations were last guarded


def _guard_presentations(name: str) -> None:
    """Guard every presentation module read since the last look, and the module `name` (where this presentation is
    defined): an exception in a presentation's paint or event handler is reported, never a crash."""
    global _modules_seen
    if len(sys.modules) == _modules_seen:
        return
    from gui import faults

    for module_name, module in list(sys.modules.items()):
        if module is not None and (module_name.startswith(__name__ + ".") or module_name == name):
            faults.guard_module(module)
    _modules_seen = len(sys.modules)


def of(game: Game) -> Presentation:
    """The presentation of a game's ruleset."""
    return presentation(game.ruleset.id)
