"""The 7th Continent's step pages: an action walked Item → Cost → Result → Skill → Consequence, with the
engine's odds before the draw and the engine's count of the revealed cards after."""
from __future__ import annotations

from engine.rulesets.seventh_continent.forecast import forecast, in_progress
from engine.rulesets.seventh_continent.odds import face_of, tally
from engine.rulesets.seventh_continent.table import DRAWN
from engine.rulesets.sevenths.board import fog_words
from engine.rulesets.sevenths.events import ActionResult
from engine.rulesets.sevenths.tally import successes
from gui import looking
from gui.dialogs.step import counted
from gui.rulesets import BasePages, step_of

STEP_OF_KIND = {"involve": 0, "use_item": 0, "cost": 1, "extra": 1, "result": 2, "skill": 3}


def _named(game, shown: dict) -> dict:
    """An explore on the fog names where it lies ("the fog north of Gull Stair Landing"), as the choice offered it,
    not "a face-down card"."""
    piece = looking.piece_of(game, shown)
    if piece in game.table.face_down:
        shown["where"] = fog_words(game, piece)
    return shown


def _face(game, piece: str):
    try:
        return face_of(game.card(piece))
    except ValueError:
        return None


class ActionSteps(BasePages):
    """The step dialog's content for an action of The 7th Continent."""

    names = ("Item", "Cost", "Result", "Skill", "Consequence")

    def runs(self, game, decision) -> bool:
        return in_progress(game) is not None or (decision is not None and decision.kind == "involve")

    def step(self, decision) -> int:
        return step_of(decision, STEP_OF_KIND, self.names)

    def action(self, game, decision) -> dict:
        """The running action, else the one the decision sets up; {} when none."""
        running = in_progress(game)
        if running is not None:
            return _named(game, dict(running, **{k: v for k, v in (decision.context if decision else {}).items()
                                                 if k in ("cost", "difficulty", "locked", "successes")}))
        if decision is not None and ("piece" in decision.context or "space" in decision.context):
            return _named(game, dict(decision.context))
        return {}

    def odds(self, game, extra: int = 0):
        return forecast(game, extra=extra)

    def drawn(self, game) -> list[str]:
        return list(game.zones.cards(DRAWN))

    def drawn_zone(self) -> str:
        return DRAWN

    def worth(self, game, piece: str) -> str:
        face = _face(game, piece)
        if face is None:
            return ""
        if face.curse:
            return "curse: 0"
        bits = ["★" * face.stars, "◐" * face.left, "◑" * face.right, "lucky 7" * bool(face.sevens)]
        return " ".join(b for b in bits if b) or "0"

    def tally(self, game, pieces: list[str]) -> str:
        count = tally(f for f in (_face(game, p) for p in pieces) if f is not None)
        pairs = min(count.left, count.right)
        unpaired = abs(count.left - count.right)
        return (f"★ {count.stars} + {counted(pairs, 'pair')} of half-stars (◐ {count.left}, ◑ {count.right})"
                + (f" — {counted(unpaired, 'half-star')} unpaired" if unpaired else ""))

    def outcome(self, event) -> tuple[bool, str] | None:
        if not isinstance(event, ActionResult):
            return None
        return bool(event.success), (f"{event.text} {successes(event.successes)} for a difficulty of "
                                     f"{event.difficulty}.")
