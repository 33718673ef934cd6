"""Cursed City's step pages: a weapon action walked Weapon → Die → Target → Re-roll → Result, with the engine's
forecast before the dice are rolled (each outcome's chance and the wounds to expect after defence, plainly and
with a die re-rolled for inspiration, for each weapon and target still open); the last roll's dice and what it did
on the hero's next action."""
from __future__ import annotations

from html import escape

from PySide6.QtGui import QColor

from engine.rulesets.cursed_city import forecast, rolls
from engine.rulesets.cursed_city.attacks import targets
from engine.rulesets.cursed_city.frames import Activation, Strike
from engine.rulesets.cursed_city.heroes import arms
from gui.dialogs.step import percent
from gui.panels.words import results
from gui.rulesets import BasePages, Chances, Shown, step_of
from gui.rulesets.cursed_city.dice_tray import last_roll
from gui.rulesets.cursed_city.die_faces import OUTCOME, DieFace

STEP_OF_KIND = {"hero_action": 0, "spend_die": 1, "target": 2, "reroll": 3}
OUTCOME_WORDS = {"fail": "Fail", "success": "Success", "crit": "Critical"}


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
        acting: Activation = frame.data
        armed = arms(game, acting.hero)
        if acting.action in armed and acting.stage != "done":
            w = armed[acting.action]
            found = targets(game, acting.hero, w)
            if decision.kind == "target":
                found = [o.data["piece"] for o in decision.options if o.data.get("piece") in found]
            return acting.hero, [(w, found)]
    return None


def striking(game, decision):
    """The strike whose roll is being re-rolled, or None."""
    if decision is None or decision.kind != "reroll":
        return None
    return _frame(game, "strike")


class AttackSteps(BasePages):
    """The step dialog's content for a weapon action (and a hero's defence roll against a hostile's attack)."""

    names = ("Weapon", "Die", "Target", "Re-roll", "Result")
    unit = "die"  # an attack rolls dice

    def runs(self, game, decision) -> bool:
        return attack_at_hand(game, decision) is not None or striking(game, decision) is not None

    def step(self, decision) -> int:
        return step_of(decision, STEP_OF_KIND, self.names)

    def action(self, game, decision) -> dict:
        strike = striking(game, decision)
        if strike is not None:
            d: Strike = strike.data
            hero = d.attacker if game.card(d.attacker).type == "hero" else d.target
            return {"active": game.table.hero(hero).seat, "icon": "attack", "piece": d.target, "phase": "result"}
        found = attack_at_hand(game, decision)
        if found is None:
            return {}
        hero, _ = found
        # asked which action (an attack among them), the step is the hero's activation; an attack once one is chosen
        icon = "activation" if decision.kind == "hero_action" else "attack"
        return {"active": game.table.hero(hero).seat, "icon": icon, "piece": hero, "phase": "roll"}

    def figures(self, game, decision, ended=None) -> str:
        strike = striking(game, decision)
        found = attack_at_hand(game, decision)
        if strike is not None:
            d: Strike = strike.data
            w = d.weapon
            hero = d.attacker if game.card(d.attacker).type == "hero" else d.target
            roll = "defence" if hero == d.target else f"{escape(w['name'])}, damage {w['damage'][0]}/{w['damage'][1]}"
            return (f"{escape(game.card(d.attacker).title)} strikes {escape(game.card(d.target).title)} · "
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
        return _last_action(game) + _table(game, open_)

    # the dice are not laid out in the dialog: one decision rolls an attack and goes on (often to the hero's next
    # action), and the dice tray, the log and the next action's page say what each die showed and what it did
    def drawn(self, game) -> list[str]:
        return []

    def drawn_zone(self) -> str:
        return ""

    def worth(self, game, piece: str) -> str:
        return ""

    def tally(self, game, pieces: list[str]) -> str:
        return ""

    def outcome(self, event) -> tuple[bool, str] | None:
        return None

    def picture(self, game, piece: str, width: int):
        """A die drawn as it lies (its card says only that it is a die): an activation or destiny die with the
        number it shows, an outcome die (as a re-roll offers it) in its colour with its mark."""
        card = game.card(piece)
        if card.type != "die" or piece not in game.state.showing:
            return None
        face = rolls.showing(game, piece)
        if face.outcome:
            colour = card.get("colour")
            return DieFace(face.outcome, False, card.title, width, rolls.SAID[face.outcome],
                           QColor(colour) if colour else OUTCOME)
        destiny = piece.startswith("destiny:")
        return DieFace(face.value, destiny, "Destiny die" if destiny else "Activation die", width)


def _model(game, piece: str) -> str:
    number = piece.rsplit(":", 1)[-1]
    title = game.card(piece).title
    return f"{title} {number}" if number.isdigit() else title


def _last_action(game) -> str:
    """What the hero's last action did, when their next action is being chosen: a roll as the dice tray reads it,
    anything else (an ability, a search, a move) in the log's words; nothing from before that action."""
    decision = game.pending
    if decision is None or decision.kind != "hero_action":
        return ""
    events = game.state.log.events
    start = next((n for n in range(len(events) - 1, -1, -1)
                  if events[n].kind == "chosen" and getattr(events[n], "decision", "") == "hero_action"), None)
    if start is None:
        return ""
    roll = last_roll(game)
    hero = game.card(decision.context["hero"]).title
    if roll is not None and roll.settled and roll.title.startswith(hero) and any(
            e.kind == "die_rolled" for e in events[start:]):
        return _roll_said(roll)
    said = results(game, events, start + 1)
    return f"<b>Last action</b>: {' '.join(said)}<br>" if said else ""


def _roll_said(roll) -> str:
    faces = ", ".join(f"{escape(d.caption)} {escape(d.faces[-1])}" for d in roll.dice.values())
    # what it did is said in the log's own sentences, one after the other ("…: success. Gutter rat 1 is slain.")
    return f"<b>Last roll</b>: {faces} — {' '.join(escape(t) for t in roll.after)}<br>"


def _table(game, open_) -> str:
    """The odds of each open attack, the targets it fares the same against said together: each outcome's chance,
    the wounds to expect and the chance to slay, plainly and with a die re-rolled."""
    groups: dict = {}
    for w, target, f in open_:
        key = (w["name"], tuple(f.odds.values()), tuple(f.odds_reroll.values()), f.expected, f.expected_reroll,
               f.slay, f.slay_reroll, f.can_reroll)
        groups.setdefault(key, (w, f, []))[2].append(target)
    said = []
    for w, f, found in groups.values():
        aimed = ", ".join(escape(_model(game, t)) for t in found)
        again = "with a die re-rolled" + ("" if f.can_reroll else " (needs inspiration)")
        said.append(f"<b>{escape(w['name'])}</b> → {aimed}<br>"
                    f"&nbsp;&nbsp;{_chances(f.odds, f.expected, f.slay)}<br>"
                    f"&nbsp;&nbsp;<i>{again}:</i> {_chances(f.odds_reroll, f.expected_reroll, f.slay_reroll)}")
    return ("<br>".join(said) + "<br><small><i>Wounds: what the target is left to suffer on average, after its "
            "defence roll. A re-roll costs 1 inspiration: one die, once a roll, while it is not a critical.</i></small>")


def _chances(odds: dict, wounds, slay) -> str:
    """An attack's chances on a line that wraps between them, never inside one ("critical 27 %" stays whole)."""
    whole = lambda words: words.replace(" ", "&nbsp;")  # noqa: E731
    parts = " · ".join(whole(f"{OUTCOME_WORDS[o].lower()} {percent(float(odds[o]))}") for o in OUTCOME_WORDS)
    return f"{parts} — {whole(f'<b>{float(wounds):.2f}</b> wounds')}, {whole(f'slain {percent(float(slay))}')}"
