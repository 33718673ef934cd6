"""The 7th Citadel's step pages: an action walked Gear up → Draw → Result → Consequence, with the engine's
odds before the reveal (`engine.rulesets.seventh_citadel.odds`) and the engine's count of the revealed cards."""
from __future__ import annotations

from engine.rulesets.seventh_citadel import odds as rules_odds
from engine.rulesets.seventh_citadel.actions import action_def, cost_of
from engine.rulesets.seventh_citadel.frames import ActionLocals
from engine.rulesets.seventh_citadel.life import Recovered
from engine.rulesets.seventh_citadel.resolution import cancelled, need, planned
from engine.rulesets.seventh_citadel.traits import taking
from engine.rulesets.seventh_citadel.result_area import count, face_of
from engine.rulesets.seventh_citadel.table import DRAWN
from engine.rulesets.sevenths.board import fog_words
from engine.rulesets.sevenths.tally import counted, successes
from engine.rulesets.sevenths.events import ActionResult
from gui.rulesets import BasePages, Chances, Shown, step_of

STEP_OF_KIND = {"involve": 0, "active": 0, "gear_up": 0, "cost": 1, "fewer": 1, "more": 1, "recovery": 1, "result": 2,
                "convert_times": 2, "convert_icon": 2, "reveal_more": 2}


def _named(game, shown: dict) -> dict:
    """A pathfind on the fog names where it lies ("the fog north of Citadel Gate"), as the choice offered it did,
    not "a face-down card" (played at the table: the step dialog said the one, What now? the other)."""
    if shown["piece"] in game.table.face_down:
        shown["where"] = fog_words(game, shown["piece"])
    return shown


def running(game):
    """The frame of the action under way, or None."""
    return next((f for f in reversed(game.state.stack) if f.proc == "action"), None)


class ActionSteps(BasePages):
    """The step dialog's content for an action of The 7th Citadel."""

    names = ("Gear up", "Draw", "Result", "Consequence")

    def runs(self, game, decision) -> bool:
        return running(game) is not None or (decision is not None and decision.kind in ("involve", "active"))

    def step(self, decision) -> int:
        return step_of(decision, STEP_OF_KIND, self.names)

    def action(self, game, decision) -> dict:
        """The running action, else the one the decision sets up; {} when none."""
        frame = running(game)
        if frame is not None:
            d: ActionLocals = frame.data
            return _named(game, {"active": d.active, "involved": list(d.involved), "piece": d.piece, "icon": d.icon,
                                 "cost": d.cost, "chain": d.chain, "difficulty": need(game, d),
                                 "phase": "result" if d.revealed else "draw", "successes": d.successes})
        turn = next((f for f in reversed(game.state.stack) if f.proc == "turn"), None)
        if turn is not None and turn.data.piece is not None:
            d = turn.data
            spec = action_def(game, d.piece, d.index)
            # its cost and difficulty as printed (the cost the groundshiver lowers), not 0 before the action begins
            return _named(game, {"active": d.seat, "involved": list(d.involved), "piece": d.piece, "icon": spec["icon"],
                                 "cost": cost_of(game, spec), "chain": bool(spec.get("chain")),
                                 "difficulty": spec.get("difficulty", spec.get("rows", [{}])[0].get("difficulty", 0))})
        return {}

    def odds(self, game, extra: int = 0):
        frame = running(game)
        if frame is None or frame.data.revealed:
            return None
        d: ActionLocals = frame.data
        draws = planned(game, d) + extra  # the cards a Recovery asked in the middle of the draw completes it with too
        wanted = need(game, d)
        helped, bare = rules_odds.forecast(game, d, draws, wanted)
        # a draw never loses the game by itself: the deck ran out means a Recovery
        return Shown(draws, Chances(float(helped)), Chances(float(bare)))

    def drawn(self, game) -> list[str]:
        return list(game.zones.cards(DRAWN))

    def drawn_zone(self) -> str:
        return DRAWN

    def worth(self, game, piece: str) -> str:
        card = game.card(piece)
        if card.type != "skill":
            return ""
        face = face_of(card)
        bits = ["★" * face.stars, "◐" * face.left, "◑" * face.right]
        icons = ", ".join(face.icons)
        return (" ".join(b for b in bits if b) or "0") + (f" · {icons}" if icons else "")

    def tally(self, game, pieces: list[str]) -> str:
        faces = [face_of(game.card(p)) for p in pieces if game.card(p).type == "skill"]
        frame = running(game)
        cap = None
        if frame is not None and frame.data.chain:
            cap = frame.data.cost + frame.data.extra
        found = count(faces, cap)
        left, right = sum(f.left for f in faces), sum(f.right for f in faces)
        icons = [i for f in faces for i in f.icons]
        words = (f"{successes(found.successes)} from the stars: ★ {sum(f.stars for f in faces)}, "
                 f"half-stars ◐ {left} / ◑ {right} (a pair makes one)")
        if cap is not None:
            words += f"; chain: the stars of {cap} card{'' if cap == 1 else 's'} count"
        if frame is not None and len(faces) == game.zones.size(DRAWN):  # every card turned over: the engine's count
            taken = cancelled(game, frame.data)
            if taken:
                words += f"; {_creature(taking(frame.data.traits, len(faces)))} ignores {successes(taken)}"
        if icons:
            words += f" · class icons: {', '.join(icons)}"
        return words

    def outcome(self, event) -> tuple[bool, str] | None:
        if not isinstance(event, ActionResult):
            return None
        taken = f" ({_creature(event.by)} ignored {successes(event.cancelled)})" if event.cancelled else ""
        return bool(event.success), f"{event.text} {counted(event.successes, event.need)}{taken}."

    def told_before_result(self, game, event) -> bool:
        """A Recovery taken in the middle of the draw (the deck ran out), and the life points it cost."""
        return isinstance(event, Recovered) or (event.kind == "value_changed" and event.what.startswith("life:"))


def _creature(traits) -> str:
    """The traits that took successes away, as the player aid names them: "the creature's Tough"."""
    return "the creature's " + " and ".join(name.capitalize() for name in traits)
