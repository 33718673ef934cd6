"""Tales of Realms and Ruins at the table: three Realms with their Offers on the board, a panel per rival (their
hand private to them), its printed cards, its words, and the end screen's scoring. Rivals share one screen: the
table hands it from seat to seat (`hand_over`)."""
from __future__ import annotations

from gui import looking
from gui.rulesets import BaseTable, NoSteps, Panel
from gui.rulesets.realms_and_ruins import scoring, words
from gui.rulesets.realms_and_ruins.board import RealmsBoard
from gui.rulesets.realms_and_ruins.faces import CARDS
from gui.rulesets.realms_and_ruins.players import SeatPanel
from gui.rulesets.realms_and_ruins.supplies import SuppliesPanel
from gui.rulesets.realms_and_ruins.guide import GUIDE
from engine.core.events import TurnBegun


class RealmsAndRuinsTable(BaseTable):
    """What the generic table asks of Tales of Realms and Ruins."""

    guide = GUIDE
    phases = {"start": "Start of the turn", "actions": "Actions", "end": "End of the turn: the hand refilled, the bought "
              "slots revealed"}
    counted = {"action": ("{left} of {of} Action left",
                          "{left} of {of} Actions left")}

    board = RealmsBoard()
    steps = NoSteps()  # an action's few questions are asked one by one in the decision dialog
    cards = CARDS
    hand_over = True  # rivals: each sees only its own hand, the screen passes between seats

    def seats(self, game) -> list[tuple[int, str]]:
        return [(p.seat, p.name) for p in game.table.players]

    def seat_panel(self, faces, seat: int):
        return SeatPanel(faces, seat)

    def panels(self, faces) -> list[Panel]:
        return [Panel("Supplies", "supplies", SuppliesPanel(faces))]

    def zone_words(self, game, zone: str) -> str | None:
        return words.zone_words(game, zone)

    def log_line(self, game, events: list, i: int) -> str | None:
        return words.log_line(game, events, i)

    def piece_options(self, game, piece: str):
        """The Actions of a card (play it, buy it), as the seat at the screen is offered them."""
        decision = looking.decision(game)
        if decision is None:
            return []
        return [o for o in (*decision.options, *decision.refused) if o.data.get("card") == piece]

    def headline(self, outcome: str) -> str:
        return {"loss": "The Othersiders win.", "ranked": "The game has ended."}.get(outcome, "The game has ended.")

    def facts(self, game) -> dict[str, tuple[str, int]]:
        events = game.state.log.events
        turns = sum(1 for e in events if isinstance(e, TurnBegun))
        bought = sum(1 for e in events if e.kind == "realms_bought")
        return {"turns": ("Turns played", turns), "bought": ("Cards bought", bought)}

    def score_names(self, game) -> list[str]:
        return scoring.names(game)

    def scores(self, game) -> dict[int, list]:
        return scoring.scores(game)

    def tie_breaks(self, game) -> str:
        return scoring.explained(game)


PRESENTATION = RealmsAndRuinsTable()
