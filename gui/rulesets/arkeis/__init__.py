"""Arkeis at the table: the episode's rooms of zones as the board, the Explorers' figures and the Adversaries'
miniatures standing in them, Search tokens in zones and on doors; an Explorer's panel per seat (Injury slots,
Fate had, backpack, equipment, Threats, Traumas, profiles held); the expedition's panel (Fate stock, logbook,
camp); the dice tray (the last roll, its re-rolls and Fate switches); the camp screen Back at Camp; fights and
inspection tests walked in the step dialog with the engine's odds; its printed cards."""
from __future__ import annotations

from gui import looking
from gui.rulesets import BaseTable, Panel
from gui.rulesets.arkeis import camp_screen, read_out, words
from gui.rulesets.arkeis.board import RoomsBoard
from gui.rulesets.arkeis.expedition import ExpeditionPanel
from gui.rulesets.arkeis.faces import CARDS
from gui.rulesets.arkeis.players import ExplorerPanel
from gui.rulesets.arkeis.steps import RollSteps
from gui.rulesets.arkeis.guide import GUIDE
from engine.core.events import TurnBegun
from engine.rulesets.arkeis import board as rooms
from engine.rulesets.arkeis.events import SearchCardRead

# what an option's data names as the piece it acts on
ACTS_ON = ("token", "item", "card", "piece", "die", "upgrade")


class ArkeisTable(BaseTable):
    """What the generic table asks of Arkeis."""

    guide = GUIDE
    phases = {"opening": "The episode's opening", "start": "Start of the turn: its effects",
              "reorganise": "Reorganising the equipment", "actions": "Actions", "end": "End of the turn",
              "adversaries": "The activated Adversaries move", "camp": "Back at Camp"}
    counted = {"action": ("{left} of {of} action left", "{left} of {of} actions left")}

    board = RoomsBoard()
    steps = RollSteps()
    cards = CARDS
    plays_back = True  # a Search card read, its words and what it did, over the board (`replay`)

    def seats(self, game) -> list[tuple[int, str]]:
        return [(p.seat, p.name) for p in game.table.explorers]

    def stage(self, game) -> str:
        """The episode played (its epilogue read out too), Back at Camp between two, or the campaign's end."""
        if game.over:
            return "the campaign has ended"
        if camp_screen.at_camp(game):
            return f"Back at Camp after {game.cards[game.table.episode].title}"
        return game.cards[game.table.episode].title

    def replay(self, game, events: list) -> tuple[str, list]:
        """The Search cards read in these events, each with what it did, for the table to play back."""
        return read_out.heading(game, events), read_out.steps(game, events)

    def turn_seat(self, game) -> int | None:
        """The Explorer whose turn it is while an episode is played (nobody's Back at Camp)."""
        table = game.table
        return table.active if table.opened and table.areas and not game.over else None

    def seat_panel(self, faces, seat: int):
        return ExplorerPanel(faces, seat)

    def panels(self, faces) -> list[Panel]:
        return [Panel("Expedition", "expedition", ExpeditionPanel(faces))]

    def zone_words(self, game, zone: str) -> str | None:
        return words.zone_words(game, zone)

    def piece_options(self, game, piece: str):
        """The answers of the pending question that act on this piece: a Search token searched, an item equipped,
        given or used, an Adversary's miniature fought."""
        decision = looking.decision(game)
        if decision is None or piece not in game.state.pieces:
            return []
        card = game.card(piece)
        found = []
        for option in (*decision.options, *decision.refused):
            data = option.data
            if any(data.get(k) == piece for k in ACTS_ON) or (card.type == "adversary" and data.get("foe") == card.id):
                found.append(option)
        return found

    def zone_options(self, game, zone: str):
        """A Search symbol printed on a zone's floor, clicked: its search, as a token's click offers its own (play10:
        the printed L of the Glass Dunes did nothing, its search only under "What now?"); refused with the reason
        where the question refuses it."""
        decision = looking.decision(game)
        if decision is None:
            return []
        printed = set(rooms.printed(game, zone))
        return [o for o in (*decision.options, *decision.refused)
                if o.data.get("printed") and o.data.get("symbol") in printed]

    def headline(self, outcome: str) -> str:
        return {"win": "The campaign ends in glory.", "loss": "The campaign ends in oblivion."}.get(
            outcome, "The campaign has ended.")

    def facts(self, game) -> dict[str, tuple[str, int]]:
        events = game.state.log.events
        turns = sum(1 for e in events if isinstance(e, TurnBegun))
        found = sum(1 for e in events if isinstance(e, SearchCardRead))  # a search reads one card (none left: refused)
        return {"episodes": ("Episodes played", len(game.table.history)),
                "vp": ("Victory points", game.table.victory_points),
                "turns": ("Turns taken", turns), "searched": ("Searches made", found)}


PRESENTATION = ArkeisTable()
