"""Arkeis' step pages: a fight or an inspection test walked Odds → Dice → Re-roll → Fate → Results, with the
engine's forecast before the dice are thrown (each result's chance, with and without the help at hand) and the
faces the dice show after."""
from __future__ import annotations

from engine.rulesets.arkeis import forecast, grapple
from engine.rulesets.arkeis.table import READING, ROLLED, STOCK
from gui.dialogs.step import percent
from gui.rulesets import BasePages, Chances, Shown, step_of
from gui.rulesets.arkeis import die_faces
from gui.rulesets.arkeis.expedition import logbook_html
from engine.rulesets.arkeis.events import DiceRolled, Eliminated, Inspected
from engine.rulesets.arkeis.frames import Fight, InspectionTest

def shown(found: forecast.Forecast | None) -> Shown | None:
    if found is None:
        return None
    return Shown(found.draws, Chances(float(found.odds.success), float(found.odds.loss)),
                 Chances(float(found.bare.success), float(found.bare.loss)))


STEP_OF_KIND = {"fight_roll": 0, "inspection": 0, "extra_die": 1, "set_die": 1, "reroll": 2, "fate": 3}
TESTS = ("fight", "inspect")


def running(game):
    """The innermost fight or inspection test on the stack, or None."""
    return next((f for f in reversed(game.state.stack) if f.proc in TESTS), None)


def dice_now(game, ended: int | None = None) -> tuple[str, int] | None:
    """The role and number of the dice of the roll being made (as counted so far, or as thrown), else of the last
    roll thrown; of an action that ended when the log was `ended` long, its last roll alone (a roll made since is
    another action's); None before any."""
    roll = next((f for f in reversed(game.state.stack) if f.proc == "roll"), None) if ended is None else None
    if roll is not None:
        return roll.data.role, len(roll.data.dice) if roll.data.dice is not None else roll.data.count
    test = running(game) if ended is None else None
    if test is not None:
        found = forecast.running(game)
        if found is not None:
            return ("fight" if test.proc == "fight" else "inspection"), found.draws
    last = next((e for e in reversed(game.state.log.events[:ended]) if isinstance(e, DiceRolled)), None)
    return (str(last.role), len(last.dice)) if last is not None else None


def face_words(game, piece: str) -> str:
    return die_faces.face_words(die_faces.landed(game, piece))


class RollSteps(BasePages):
    """The step dialog's content for a fight or an inspection test of Arkeis."""

    names = ("Odds", "Dice", "Re-roll", "Fate", "Results")
    unit = "die"  # an action rolls dice

    def runs(self, game, decision) -> bool:
        return running(game) is not None

    def step(self, decision) -> int:
        return step_of(decision, STEP_OF_KIND, self.names)

    def action(self, game, decision) -> dict:
        frame = running(game)
        if frame is None:
            return {}
        d: Fight | InspectionTest = frame.data
        if isinstance(d, Fight):
            foes = grapple.adversaries_in(game, d.zone, d.foe)
            return {"active": d.seat, "icon": "fight", "piece": foes[0] if foes else None, "phase": "result"}
        return {"active": d.seat, "icon": "inspection", "piece": game.zones.top(READING), "phase": "result"}

    def figures(self, game, decision, ended=None) -> str:
        """The dice of the roll as they stand now (counted, thrown, or the last thrown once the action is over, the
        action's own while its dialog stays open) and the Fate stock as it is now: never one from before the last
        change."""
        frame = running(game) if ended is None else None
        counted = dice_now(game, ended)
        if frame is None and counted is None:
            return ""
        kind, dice = counted if counted is not None else ("fight" if frame.proc == "fight" else "inspection", None)
        shown = f"{kind.capitalize()} dice <b>{dice}</b> · " if dice is not None else ""
        line = f"{shown}Fate stock <b>{game.zones.size(STOCK)}</b>"
        if decision is not None and decision.kind == "log":  # where the symbols go: the grid, in the dialog itself
            line += f"<br><b>The logbook</b>{logbook_html(game)}"
        return line

    def odds(self, game, extra: int = 0):
        return shown(forecast.running(game, extra))

    def details(self, game) -> str:
        """Each fight result's chance to apply at least once, plainly and with the help at hand."""
        found = forecast.running(game)
        if found is None:
            return ""
        lines = [f"<b>{row.symbol.capitalize()}</b> ({row.words}): {percent(float(row.bare))}"
                 + (f", {percent(float(row.helped))} with help" if row.helped != row.bare else "") for row in found.rows]
        if found.rows:
            lines.append(f"No Adversary of the name left in the zone after the roll: {percent(float(found.cleared))}")
        lines.append(f"<i>Success: {found.goal}. Help at hand: {found.help}.</i>")
        return "<br>".join(lines)

    def drawn(self, game) -> list[str]:
        return list(game.zones.cards(ROLLED))

    def drawn_zone(self) -> str:
        return ROLLED

    def picture(self, game, piece: str, width: int):
        """A rolled die drawn with the face it landed on (its card shows only what kind of die it is)."""
        if game.card(piece).type != "die":
            return None
        return die_faces.DieFace(str(game.card(piece).get("dice")), die_faces.landed(game, piece), width)

    def worth(self, game, piece: str) -> str:
        return face_words(game, piece) if game.card(piece).type == "die" else ""

    def tally(self, game, pieces: list[str]) -> str:
        dice = [p for p in pieces if game.card(p).type == "die"]
        return "The dice show: " + ", ".join(face_words(game, p) for p in dice) if dice else ""

    def outcome(self, event) -> tuple[bool, str] | None:
        """The verdict first, as the step dialog marks it ("Succeeded.", "Eliminated: the Ash Mite."), never "The"."""
        if isinstance(event, Inspected):
            return bool(event.success), "Succeeded." if event.success else "Failed."
        if isinstance(event, Eliminated):
            return True, f"Eliminated: the {event.title}." if event.title else event.text
        return None
