"""The 7th Citadel at the table: the jigsaw board it shares with The 7th Continent (with the dice of compound
actions on their cards), each player's panel (life points, deck, discard pile, hand, purse and its weight,
blocked cards), the shared panels (the Dialogue Book as read; the Citadel leaflet with the hope cards held, and
the World Map; the quest items, global events, past and banished cards), the Citadel screen between scenarios,
the step pages of an action's four steps, its printed cards and its words."""
from __future__ import annotations

from engine.rulesets.seventh_citadel.actions import BACK
from engine.rulesets.seventh_citadel.table import BOOK
from gui.rulesets import BaseTable, Panel
from gui.rulesets.seat_in_front import seat_asked
from gui.rulesets.seventh_citadel import panels, words
from gui.rulesets.seventh_citadel.board import CitadelBoard
from gui.rulesets.seventh_citadel.citadel_screen import CitadelScreen, at_the_citadel
from gui.rulesets.seventh_citadel.faces import CARDS
from gui.rulesets.seventh_citadel.players import PlayerPanel
from gui.rulesets.seventh_citadel.steps import ActionSteps
from gui.rulesets.seventh_citadel.guide import GUIDE


class SeventhCitadelTable(BaseTable):
    """What the generic table asks of The 7th Citadel."""

    guide = GUIDE
    whose = "{name} acts"  # the players take no turns: one of them takes this action
    phases = {"choosing": "The table chooses who acts", "action": "An action",
              "citadel": "Back at the Citadel", "epilogue": "The scenario's epilogue", "preparation": "The Preparation phase"}
    counted = {"action card": ("{left} card in their action deck", "{left} cards in their action deck")}

    board = CitadelBoard()
    steps = ActionSteps()
    cards = CARDS

    def turn_seat(self, game) -> int | None:
        return seat_asked(game)

    def seats(self, game) -> list[tuple[int, str]]:
        return [(p.seat, p.name) for p in game.table.players]

    def seat_panel(self, faces, seat: int):
        return PlayerPanel(faces, seat)

    def panels(self, faces) -> list[Panel]:
        # three tabs beside "What now?" and the log, each title short: on a laptop's screen they share one column
        # with them, and every tab shows at a glance (eight did not: half of them hid behind the tab bar's arrows)
        return [Panel("Book", "dialogue", panels.DialoguePanel()),
                Panel("Citadel", "citadel", panels.citadel(faces)),
                Panel("Cards", "shared", panels.shared_cards(faces))]

    def interlude(self, faces) -> CitadelScreen:
        """The Citadel screen, in the board's place while the party is back at the Citadel between scenarios."""
        return CitadelScreen(faces)

    def stage(self, game) -> str:
        """The scenario played now, or Back at the Citadel after the one just ended."""
        titles = {s["id"]: s.get("title", s["id"]) for s in game.table.scenarios}
        frame = at_the_citadel(game)
        if frame is not None:
            ended = frame.data.ended
            return f"Back at the Citadel after {titles.get(ended, ended)}" if ended else "Back at the Citadel"
        return titles.get(game.table.scenario, "")

    def zone_words(self, game, zone: str) -> str | None:
        return words.zone_words(game, zone)

    def log_line(self, game, events: list, i: int) -> str | None:
        return words.log_line(game, events, i)

    def result_line(self, game, events: list, i: int) -> str | None:
        """A paragraph of the Dialogue Book an action read (a Listen's answer) is shown whole among its results,
        where the player is looking, not only in the Book's panel."""
        event = events[i]
        if event.kind == "revealed" and event.zone == BOOK and event.card in game.state.pieces:
            return panels.paragraph(game, event.card)
        return None

    def piece_options(self, game, piece: str):
        """The pending question's answers about this piece (its actions, discarding or giving it), refused ones
        with the engine's reasons: the table offers on a card exactly what the rules offer."""
        decision = game.pending
        if decision is None:
            return []
        return [o for o in (*decision.options, *decision.refused) if _about(game, o) == piece]

    def headline(self, outcome: str) -> str:
        return {"win": "The threat is overcome!", "loss": "Your adventure ends here."}.get(outcome, "The game has ended.")

    def facts(self, game) -> dict[str, tuple[str, int]]:
        events = game.state.log.events
        actions = sum(1 for e in events if e.kind == "chosen" and e.decision == "action")
        laid = sum(1 for e in events if e.kind == "piece_moved" and e.target.startswith("board:"))
        read = len({e.card for e in events if e.kind == "revealed" and e.zone == "book"})
        return {"actions": ("Actions taken", actions), "explored": ("Cards put on the board", laid),
                "read": ("Paragraphs read", read)}


PRESENTATION = SeventhCitadelTable()


def _about(game, option) -> str | None:
    """The card an option is about: the one it names, or for a card showing its back (a pathfind named by
    where it lies) the face-down card lying there."""
    if "piece" in option.data:
        return option.data["piece"]
    space = option.data.get("space")
    if space is None or option.data.get("index") != BACK:
        return None
    return next((p for p in game.zones.cards(space) if p in game.table.face_down), None)
