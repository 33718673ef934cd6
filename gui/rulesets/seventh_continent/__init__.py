"""The 7th Continent at the table: its jigsaw board, its panels, its step pages, its printed cards and its words."""
from __future__ import annotations

from engine.rulesets.seventh_continent import resolution
from gui.rulesets import BaseTable, Panel
from gui.rulesets.seat_in_front import seat_asked
from gui.rulesets.seventh_continent import piles, words
from gui.rulesets.seventh_continent.board import ContinentBoard
from gui.rulesets.seventh_continent.decks import DecksPanel
from gui.rulesets.seventh_continent.faces import CARDS
from gui.rulesets.seventh_continent.players import PlayerPanel
from gui.rulesets.seventh_continent.steps import ActionSteps
from gui.rulesets.seventh_continent.guide import GUIDE

ITEM_ACTS = ("relinquish", "give", "swap")  # free actions on a whole item, offered on its cards


class SeventhContinentTable(BaseTable):
    """What the generic table asks of The 7th Continent."""

    guide = GUIDE
    whose = "{name} acts"  # the players take no turns: one of them takes this action
    phases = {"choosing": "Any player may act", "action": "An action"}
    counted = {"action card": ("{left} card in the action deck", "{left} cards in the action deck")}

    board = ContinentBoard()
    steps = ActionSteps()
    cards = CARDS

    def turn_seat(self, game) -> int | None:
        return seat_asked(game)

    def seats(self, game) -> list[tuple[int, str]]:
        return [(p.seat, p.name) for p in game.table.players]

    def seat_panel(self, faces, seat: int):
        return PlayerPanel(faces, seat)

    def panels(self, faces) -> list[Panel]:
        return [Panel("Decks", "decks", DecksPanel(faces)), Panel("Satchel", "satchel", piles.satchel(faces)),
                Panel("Past", "past", piles.past(faces)), Panel("Banished", "banished", piles.banished(faces))]

    def zone_words(self, game, zone: str) -> str | None:
        return words.zone_words(game, zone)

    def piece_options(self, game, piece: str):
        """Its actions, and what the pending question offers to do with the item it belongs to (relinquish,
        give, swap)."""
        found = resolution.offered(game, piece)
        where = game.zones.where.get(piece)
        if game.pending is not None and where is not None:
            found += [option for option in game.pending.options
                      if option.data.get("act") in ITEM_ACTS and where in (option.data.get("zone"), option.data.get("with"))]
        return found

    def headline(self, outcome: str) -> str:
        return {"win": "The curse is lifted!", "loss": "The fog wins."}.get(outcome, "The game has ended.")

    def facts(self, game) -> dict[str, tuple[str, int]]:
        events = game.state.log.events
        actions = sum(1 for e in events if e.kind == "chosen" and e.decision == "action")
        laid = sum(1 for e in events if e.kind == "piece_moved" and e.target.startswith("board:"))
        return {"actions": ("Actions taken", actions), "explored": ("Cards explored", laid)}


PRESENTATION = SeventhContinentTable()
