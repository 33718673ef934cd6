"""Cursed City's step pages: a weapon action walked Weapon → Die → Target → Re-roll → Result, with the engine's
forecast before the dice are rolled (each outcome's chance and the wounds to expect after defence, plainly and
with a die re-rolled for inspiration, for each weapon and target still open), then the dice as they landed."""
from __future__ import annotations

from dataclasses import dataclass
from html import escape

from engine.rulesets.cursed_city import forecast
from engine.rulesets.cursed_city.attacks import targets
from engine.rulesets.cursed_city.heroes import arms
from engine.rulesets.cursed_city.table import ROLLED
from gui.dialogs.step import percent
from gui.rulesets.cursed_city.dice_tray import last_roll
from gui.rulesets.cursed_city.log import face_words

STEP_OF_KIND = {"hero_action": 0, "spend_die": 1, "target": 2, "reroll": 3}
OUTCOME_WORDS = {"fail": "Fail", "success": "Success", "crit": "Critical"}


@dataclass(frozen=True)
class Chances:
    success: float
    loss: float


@dataclass(frozen=True)
class Shown:
    """The engine's forecast as the step dialog reads it: a hit's chance, with the re-roll and without."""

    draws: int
    odds: Chances
    bare: Chances
    unit: str = "die"


def _frame(game, proc: str):
    return next((f for f in reversed(game.state.stack) if f.proc == proc), None)


def weapon_options(decision) -> list:
    """The weapon actions a hero may take now (their options carry the roll's odds)."""
    return [o for o in decision.options if "odds" in o.data]


def attack_at_hand(game, decision):
    """(hero, [(weapon, [targets])]) of the weapon action being chosen or set up, or None."""
    if decision is None:
        return None
    if decision.kind == "hero_action":
        chosen = weapon_options(decision)
        if not chosen:
            return None
        hero = decision.context["hero"]
        armed = arms(game, hero)
        return hero, [(armed[o.data["action"]], targets(game, hero, armed[o.data["action"]])) for o in chosen]
    frame = _frame(game, "hero")
    if decision.kind in ("spend_die", "target") and frame is not None:
        action = frame.data.get("action", "")
        armed = arms(game, frame.data["hero"])
        if action in armed and frame.data.get("stage") != "done":
            w = armed[action]
            found = targets(game, frame.data["hero"], w)
            if decision.kind == "target":
                found = [o.data["piece"] for o in decision.options if o.data.get("piece") in found]
            return frame.data["hero"], [(w, found)]
    return None


def striking(game, decision):
    """The strike whose roll is being re-rolled, or None."""
    if decision is None or decision.kind != "reroll":
        return None
    return _frame(game, "strike")


class AttackSteps:
    """The step dialog's content for a weapon action (and a hero's defence roll against a hostile's attack)."""

    names = ("Weapon", "Die", "Target", "Re-roll", "Result")

    def runs(self, game, decision) -> bool:
        return attack_at_hand(game, decision) is not None or striking(game, decision) is not None

    def step(self, decision) -> int:
        if decision is not None and decision.kind in STEP_OF_KIND:
            return STEP_OF_KIND[decision.kind]
        return len(self.names) - 1

    def action(self, game, decision) -> dict:
        strike = striking(game, decision)
        if strike is not None:
            d = strike.data
            hero = d["attacker"] if game.card(d["attacker"]).type == "hero" else d["target"]
            return {"active": game.table.hero(hero).seat, "icon": "attack", "piece": d["target"], "phase": "result"}
        found = attack_at_hand(game, decision)
        if found is None:
            return {}
        hero, _ = found
        return {"active": game.table.hero(hero).seat, "icon": "attack", "piece": hero, "phase": "roll"}

    def figures(self, game, decision) -> str:
        strike = striking(game, decision)
        found = attack_at_hand(game, decision)
        if strike is not None:
            d = strike.data
            w = d["weapon"]
            hero = d["attacker"] if game.card(d["attacker"]).type == "hero" else d["target"]
            roll = "defence" if hero == d["target"] else f"{escape(w['name'])}, damage {w['damage'][0]}/{w['damage'][1]}"
            return (f"{escape(game.card(d['attacker']).title)} strikes {escape(game.card(d['target']).title)} · "
                    f"{roll} · inspiration <b>{game.table.hero(hero).ip}</b>")
        if found is None:
            return ""
        hero, pairs = found
        what = (f"{escape(pairs[0][0]['name'])}: <b>{len(pairs[0][0]['dice'])}</b> dice, damage "
                f"{pairs[0][0]['damage'][0]}/{pairs[0][0]['damage'][1]}" if len(pairs) == 1
                else f"{len(pairs)} weapons to choose from")
        return f"{escape(game.card(hero).title)} · {what} · inspiration <b>{game.table.hero(hero).ip}</b>"

    def forecasts(self, game, decision=None) -> list[tuple[dict, str, forecast.Forecast]]:
        """(weapon, target, the engine's forecast) for every attack still open at this decision."""
        decision = game.pending if decision is None else decision
        found = attack_at_hand(game, decision)
        if found is None:
            return []
        hero, pairs = found
        return [(w, t, forecast.attack(game, hero, w, t)) for w, found_targets in pairs for t in found_targets]

    def odds(self, game, extra: int = 0):
        if extra:
            return None    # no die is added to a roll
        open_ = self.forecasts(game)
        if len(open_) != 1:
            return None
        _, _, f = open_[0]
        hit = lambda odds: float(odds["success"] + odds["crit"])  # noqa: E731
        return Shown(len(f.dice), Chances(hit(f.odds_reroll if f.can_reroll else f.odds), 0.0),
                     Chances(hit(f.odds), 0.0))

    def details(self, game) -> str:
        """Each open attack's outcomes, plainly and with a die re-rolled, and the wounds to expect after defence."""
        open_ = self.forecasts(game)
        if not open_:
            return ""
        return _last_attack(game) + _table(game, open_)

    def drawn(self, game) -> list[str]:
        return list(game.zones.cards(ROLLED))

    def drawn_zone(self) -> str:
        return ROLLED

    def worth(self, game, piece: str) -> str:
        if game.card(piece).type != "die" or piece not in game.state.showing:
            return ""
        return face_words(game, piece, game.state.showing[piece])

    def tally(self, game, pieces: list[str]) -> str:
        dice = [p for p in pieces if game.card(p).type == "die"]
        return "The dice show: " + ", ".join(self.worth(game, p) for p in dice) + " (the best die counts)" if dice else ""

    def outcome(self, event) -> tuple[bool, str] | None:
        d = event.data
        if d.get("rule") == "roll":
            return d.get("outcome") != "fail", event.text
        return None


def _model(game, piece: str) -> str:
    number = piece.rsplit(":", 1)[-1]
    title = game.card(piece).title
    return f"{title} {number}" if number.isdigit() else title


def _row(name: str, odds: dict, wounds, slay) -> str:
    cells = "".join(f"<td align='right'>{percent(float(odds[o]))}</td>" for o in OUTCOME_WORDS)
    return (f"<tr><td>{name}</td>{cells}<td align='right'>{float(wounds):.2f}</td>"
            f"<td align='right'>{percent(float(slay))}</td></tr>")


def _last_attack(game) -> str:
    """The hero's roll just made, when the next action is being chosen: the dice tray's reading of it."""
    decision = game.pending
    if decision is None or decision.kind != "hero_action":
        return ""
    roll = last_roll(game)
    hero = game.card(decision.context["hero"]).title
    if roll is None or not roll.settled or not roll.title.startswith(hero):
        return ""
    faces = ", ".join(f"{escape(d.caption)} {escape(d.faces[-1])}" for d in roll.dice.values())
    return f"<b>Last roll</b>: {faces} — {'; '.join(escape(t) for t in roll.after)}<br>"


def _table(game, open_) -> str:
    """The odds of each open attack, a row plainly and a row with a die re-rolled."""
    head = "".join(f"<th align='right'>&nbsp;{w}&nbsp;</th>" for w in (*OUTCOME_WORDS.values(), "Wounds", "Slain"))
    rows = [f"<tr><th align='left'>Attack</th>{head}</tr>"]
    for w, target, f in open_:
        name = f"{escape(w['name'])} → {escape(_model(game, target))}"
        rows.append(_row(name, f.odds, f.expected, f.slay))
        rows.append(_row("&nbsp;&nbsp;<i>with a die re-rolled</i>" + ("" if f.can_reroll else " (no inspiration)"),
                         f.odds_reroll, f.expected_reroll, f.slay_reroll))
    return ("<table cellspacing='0' cellpadding='1'>" + "".join(rows) + "</table>"
            "<small><i>Wounds: what the target is left to suffer on average, after its defence roll. "
            "A re-roll costs 1 inspiration, one die, while the roll is not a critical.</i></small>")
