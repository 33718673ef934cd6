"""Warhammer Quest: Cursed City at the table: the battlefield's tiles of square spaces with the heroes, hostiles
and mysterious objects as tokens (heroes dragged onto lit spaces), a panel of each player's heroes with the
dice on their activation spaces and their wounds, the combat track with its encounter cards and the destiny
dice, its printed pieces and its words."""
from __future__ import annotations

from gui import looking
from gui.rulesets import BaseTable, Panel
from gui.rulesets.cursed_city import hostile_turns, log, words
from gui.rulesets.cursed_city.board import CityBoard
from gui.rulesets.cursed_city.dice_tray import CityDiceTray
from gui.rulesets.cursed_city.faces import CARDS
from gui.rulesets.cursed_city.panels import HeroesPanel, TrackPanel
from gui.rulesets.cursed_city.steps import AttackSteps
from gui.rulesets.cursed_city.guide import GUIDE
from gui.rulesets.seat_in_front import seat_asked


class CursedCityTable(BaseTable):
    """What the generic table asks of Cursed City."""

    guide = GUIDE
    phases = {"setup": "Setting up the journey", "journey": "Journey phase", "destiny": "Destiny phase",
              "initiative": "Initiative phase", "activation": "Activation phase", "event": "Event phase",
              "journeys_end": "The journey's end"}
    counted = {"die": ("{left} action die left", "{left} action dice left"),
               "destiny die": ("{left} destiny die", "{left} destiny dice")}

    board = CityBoard()
    steps = AttackSteps()  # a weapon action walked with its odds; other questions in the decision dialog
    cards = CARDS
    players_below = True  # a journey's tiles lie in a long row: the heroes' boards go below it
    plays_back = True  # the hostiles' activations are played back on the board (`replay`)

    def seats(self, game) -> list[tuple[int, str]]:
        return list(enumerate(game.table.names))

    def turn_seat(self, game) -> int | None:
        """The players share the heroes: the panel of the player asked, else of the hero acting, comes to the front."""
        return seat_asked(game)

    def seat_panel(self, faces, seat: int):
        self._folder(faces)
        return HeroesPanel(faces, seat)

    def panels(self, faces) -> list[Panel]:
        self._folder(faces)
        return [Panel("Combat track", "combat-track", TrackPanel(faces)), Panel("Dice", "dice", CityDiceTray(faces), below=True)]

    def _folder(self, faces) -> None:
        """The tiles the board draws are pictures of the pack being played, which the panels' faces know."""
        self.board.folder = getattr(getattr(faces, "pack", None), "folder", None) or getattr(faces, "pack_folder", None)

    def stage(self, game) -> str:
        """The journey played now, or the journey's end after it (the result, the levels, the next journey)."""
        now = game.cards[game.table.journey].title
        at_end = game.ruleset.turn(game)
        return f"The journey's end: {now}" if at_end is not None and at_end.phase == "journeys_end" else now

    def zone_words(self, game, zone: str) -> str | None:
        return words.zone_words(game, zone)

    def log_line(self, game, events: list, i: int) -> str | None:
        return log.log_line(game, events, i)

    def replay(self, game, events: list) -> tuple[str, list]:
        """What the hostiles did by themselves in these events, step by step, for the table to play back."""
        return hostile_turns.heading(game), hostile_turns.steps(game, events)

    def piece_options(self, game, piece: str):
        """The answers of the pending decision that act on this piece (a hero's actions, a target)."""
        decision = looking.decision(game)
        if decision is None:
            return []
        return [o for o in (*decision.options, *decision.refused)
                if piece in (o.data.get("piece"), o.data.get("hero"))]

    def headline(self, outcome: str) -> str:
        return {"win": "The quest is won: the lamps of the city burn again.",
                "loss": "The quest is lost."}.get(outcome, "The quest has ended.")

    def facts(self, game) -> dict[str, tuple[str, int]]:
        t = game.table
        return {"journeys": ("Journeys played", len(t.history)),
                "won": ("Journeys won", sum(1 for j in t.history if j["success"])),
                "dead": ("Heroes dead", sum(1 for v in t.roster.values() if v.dead)),
                "turns": ("Turns of the last journey", t.turn)}


PRESENTATION = CursedCityTable()
