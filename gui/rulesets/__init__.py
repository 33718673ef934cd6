"""Each ruleset's presentation, found by the ruleset's id: `gui.rulesets.<package>` holds what the table shows
of that rule system (board geometry, panels, step pages, card faces, words); the generic table asks only what is below."""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from engine import rulesets

if TYPE_CHECKING:
    from PIL import Image
    from PySide6.QtCore import QPointF, QRectF
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QGraphicsItem, QWidget

    from engine.core.decisions import Decision, Option


class NoSteps:
    """Step pages for a rule system that walks no action through the step dialog (its few questions are asked one by
    one in the decision dialog): they run for no decision."""

    names: tuple[str, ...] = ()

    def runs(self, game, decision) -> bool:
        return False

    def step(self, decision) -> int:
        return 0

    def action(self, game, decision) -> dict:
        return {}

    def odds(self, game, extra: int = 0):
        return None

    def worth(self, game, piece: str) -> str:
        return ""

    def tally(self, game, pieces: list[str]) -> str:
        return ""

    def outcome(self, event):
        return None

    def drawn(self, game) -> list[str]:
        return []

    def drawn_zone(self) -> str:
        return ""


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


@dataclass(frozen=True)
class Panel:
    """A docked panel the ruleset adds to the table: its title, its saved-layout name, and its widget
    (which has `show_game(game)` and may have `card_clicked`/`card_opened` signals)."""

    title: str
    name: str
    widget: "QWidget"
    below: bool = False  # beside the players' panels when they lie below the board (`players_below`)


class Board(Protocol):
    """The ruleset's board geometry and what a drop on it means; the scene only mirrors and asks."""

    card_drops: tuple[str, ...]     # decision kinds answered by dropping the piece being placed on a lit zone
    figure_drops: tuple[str, ...]   # decision kinds answered by dropping a figure on a lit zone
    figure_starts: tuple[str, ...]  # decision kinds in which dragging a figure starts an action

    def places(self, game) -> dict[str, Place]:
        """Every piece the board shows, and where."""

    def zone_rect(self, zone: str) -> "QRectF | None":
        """The rectangle a lit zone covers, or None when the zone is not on the board."""

    def zone_at(self, point: "QPointF") -> str:
        """The board zone under a scene point."""

    def home(self) -> "QRectF":
        """The rectangle an empty board shows."""

    def figures(self, game) -> list[Figure]:
        """The pawns standing on the board."""

    def figure_pos(self, zone: str, k: int) -> "QPointF":
        """Where the k-th pawn in a zone stands."""

    def markers(self, game) -> list["QPointF"]:
        """Where the ruleset's markers stand (one item each, made by `marker()`)."""

    def marker(self) -> "QGraphicsItem":
        """A new marker item."""

    def figure_target(self, game, seat: int, zone: str) -> str | None:
        """Why a figure may not stand in this zone (None: it may)."""

    def reachable(self, game, decision: "Decision", seat: int) -> list[str]:
        """Zones a seat's figure could be dragged to in order to start an action now."""

    def start_by_figure(self, game, decision: "Decision", seat: int, zone: str) -> tuple[str | None, str]:
        """(the option key starting the action that takes this figure there, or None and why not)."""

    # optional: `scenery(game) -> list[QGraphicsItem]`, what the board draws itself beside the pieces (a
    # Realm's board with its cubes, a label), made anew at each show and never dragged


class StepPages(Protocol):
    """The ruleset's pages of the step dialog: which decisions it walks, and the words and numbers it shows."""

    names: tuple[str, ...]

    def runs(self, game, decision: "Decision | None") -> bool:
        """Whether the step dialog should show this decision (an action is running or being set up)."""

    def step(self, decision: "Decision | None") -> int:
        """Which of `names` the decision belongs to."""

    def action(self, game, decision: "Decision | None") -> dict:
        """What the running (or just set up) action shows: active, involved, piece, icon, cost, difficulty,
        phase...; {} when there is none."""

    def odds(self, game, extra: int = 0):
        """The engine's forecast of the running action with `extra` more draws, or None: it has `draws`,
        `odds` and `bare` (each with `success` and `loss`), as the ruleset's one odds code computes them."""

    def worth(self, game, piece: str) -> str:
        """What a revealed piece is worth, as printed."""

    def tally(self, game, pieces: list[str]) -> str:
        """The revealed pieces' count in words."""

    def outcome(self, event) -> tuple[bool, str] | None:
        """(success, words) when a message event ends the action's result, else None."""

    def drawn(self, game) -> list[str]:
        """The pieces drawn for the running action."""

    def drawn_zone(self) -> str:
        """The zone the action's pieces are drawn to."""

    # optional: `figures(game, decision) -> str`, the line of numbers the step shows (instead of cost, difficulty
    # and cards drawn); `details(game) -> str`, more of the forecast under the chance of success (each part of a
    # result's odds); a forecast may name what it draws with `unit` ("die"), "card" when it does not;
    # `picture(game, piece, width) -> QWidget | None`, a revealed piece drawn as it lies now (a die showing the face
    # it landed on) instead of its card's face


class CardFaces(Protocol):
    """How a ruleset prints its cards: `gui.faces` (canvas, cache, sizes, print sheet) asks it to draw each side."""

    version: int  # bumped when its faces change, so every cached face of its cards is drawn again

    def front(self, card, pack_folder, width: int, height: int) -> "Image.Image":
        """The card's front as an RGBA image with rounded, transparent corners."""

    def back(self, card, width: int, height: int) -> "Image.Image":
        """The card's back, drawn from `back_descriptor(card)` alone."""

    def back_descriptor(self, card) -> dict:
        """Everything a back depends on: cards with the same descriptor share one back image."""

    def colour(self, card, back: bool) -> tuple[int, int, int]:
        """The main colour of a side: what a placeholder shows until the face is drawn."""

    def print_order(self, card) -> tuple:
        """Where a card comes in a print sheet (sorted by this)."""

    def text(self, card, face_down: bool) -> str:
        """Everything printed on the side that can be seen, in words, one part a line."""


class Presentation(Protocol):
    """What the generic table asks of a ruleset's presentation."""

    board: Board
    steps: StepPages
    cards: CardFaces

    def seats(self, game) -> list[tuple[int, str]]:
        """(seat, name) of every seat at the table, in seat order."""

    def seat_panel(self, faces, seat: int) -> "QWidget":
        """A seat's own panel (hand, belongings); it has `show_game(game)`, and may have a `chosen(key)` signal
        (an answer of the pending question offered on the panel itself)."""

    def panels(self, faces) -> list[Panel]:
        """Shared panels (piles, supplies), in the order they are tabbed."""

    def zone_words(self, game, zone: str) -> str | None:
        """A zone as a player names it, or None for the table's plain words."""

    def piece_options(self, game, piece: str) -> list["Option"]:
        """The actions of a piece a seat could take, refused ones with their `why_not`."""

    def headline(self, outcome: str) -> str:
        """The end screen's headline for an outcome."""

    def facts(self, game) -> dict[str, tuple[str, int]]:
        """What the end screen counts of this game, by key: (label, value)."""

    # optional: `interlude(faces) -> QWidget`, a screen shown in the board's place while its `showing(game)` says so
    # (the Citadel between two scenarios), with `show_game(game)`, `ask(game, decision) -> bool` (it shows the
    # decision's answers itself: no dialog), and `chosen(key)`, `card_clicked`/`card_opened` signals
    # optional: `log_line(game, events, i) -> str | None`, the log's line for `events[i]` in the ruleset's own
    # words where several events read as one (the coins of one payment): "" for none (said with an earlier
    # one), None for the table's words; it shows each seat only what `looking.event` lets it read
    # optional: `turn_seat(game) -> int | None`, the seat whose turn it is: its panel is brought to the front of
    # the players' tabs each time the turn passes (a tab the player picks stays until then)
    # optional: `players_below = True`, the players' panels below a board much wider than tall (a row of tiles)
    # instead of beside it
    # optional: `replay(game, events) -> (heading, [gui.table.playback.PlayStep])`, what the rules did by themselves
    # among a decision's events (a hostile's activation), for the table to play back step by step on the board at a
    # pace players can follow, or skip; ([] steps: nothing to play back)
    # optional, for rivals at one screen: `hand_over = True` (each seat sees only its own view, and the screen
    # is handed from seat to seat); `score_names(game)`, `scores(game) -> {seat: [values]}` and
    # `tie_breaks(game) -> str` for the end screen's places


def package(ruleset_id: str) -> str:
    """The module of a ruleset's presentation."""
    return f"gui.rulesets.{rulesets.package(ruleset_id)}"


def presentation(ruleset_id: str) -> Presentation:
    """The presentation of a registered ruleset."""
    return importlib.import_module(package(ruleset_id)).PRESENTATION


def of(game) -> Presentation:
    """The presentation of a game's ruleset."""
    return presentation(game.ruleset.id)
