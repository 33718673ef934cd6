"""Cursed City's dice tray: each hero's activation dice as they lie on the activation spaces, the destiny dice,
the last roll of outcome dice (each die's face as it landed, re-rolled for inspiration, and what the roll did)
and the last roll of the quest dice. Read from the state and the engine's events: the tray works out no rule."""
from __future__ import annotations

from dataclasses import dataclass, field
from html import escape

from engine.rulesets.cursed_city import rolls, wounds
from engine.rulesets.cursed_city.table import ACTION_DICE, DESTINY_AVAILABLE, ROLLED
from gui import looking
from gui.panels.dice_tray import DiceTray, TrayDie, dice_row, roll_html
from gui.rulesets.cursed_city.log import face_words
from engine.core.events import Message
from engine.rulesets.cursed_city.events import JourneyBegun, QuestRolled, RollSettled

COLOURS = {"fail": "#5a5048", "success": "#2f6d3a", "critical success": "#a0781c"}
NUMBERED = "#3c4a6a"


@dataclass
class Roll:
    """The last roll of outcome dice: what was rolled, each die's faces, and what followed."""

    title: str
    dice: dict[str, TrayDie]
    after: list[str] = field(default_factory=list)
    settled: bool = False


def last_roll(game) -> Roll | None:
    """The last roll of outcome dice the log tells, rebuilt from its events."""
    events = game.state.log.events
    end = next((n for n in range(len(events) - 1, -1, -1) if _thrown(events[n])), None)
    if end is None or any(isinstance(e, JourneyBegun) for e in events[end + 1:]):
        return None                                     # none yet in this journey: the last one's is over
    begin = end
    while begin > 0 and (_thrown(events[begin - 1]) or events[begin - 1].kind == "die_rolled"):
        begin -= 1
    roll = Roll("Rolling…", {})
    for event in events[begin:]:
        event = looking.event(game, event)
        if event is None:
            continue
        if event.kind == "piece_moved" and _thrown(event):
            if roll.settled:
                break                                   # the next roll
            roll.dice[event.piece] = TrayDie([], [], game.card(event.piece).title)
        elif event.kind == "die_rolled" and event.piece in roll.dice and not roll.settled:
            die = roll.dice[event.piece]
            die.faces.append(face_words(game, event.piece, event.face))
            die.how.append("rolled" if len(die.faces) == 1 else "re-rolled for 1 inspiration")
            die.colour = COLOURS.get(die.faces[-1], NUMBERED)
        elif event.kind == "chosen" and roll.settled:
            break
        elif isinstance(event, RollSettled) and not roll.settled:
            roll.settled = True
            roll.title = event.what or event.text.rsplit(":", 1)[0]   # a log written before says it in its words
            roll.after.append(event.text)
        elif isinstance(event, Message) and roll.settled:
            if isinstance(event, (QuestRolled, RollSettled)):
                break
            roll.after.append(event.text)
    return roll


def _thrown(event) -> bool:
    return event.kind == "piece_moved" and event.source == ACTION_DICE and event.target == ROLLED


def activation_html(game) -> str:
    """Each hero's dice on their activation spaces (a wound where one lies), and the destiny dice to take."""
    rows = []
    for hero in game.table.heroes:
        dice = []
        for k in range(game.table.spaces):
            held = game.zones.cards(wounds.slot(hero.id, k))
            die = next((p for p in held if game.card(p).type == "die"), None)
            if die is not None and die in game.state.showing:
                dice.append(TrayDie([str(rolls.value(game, die))], caption=f"{k + 1}", colour=NUMBERED))
            elif held:
                dice.append(TrayDie(["wound"], caption=f"{k + 1}", colour="#8a2a2a"))
            else:
                dice.append(TrayDie(["–"], caption=f"{k + 1}", colour="#6f6a64"))
        rows.append(f"<b>{escape(game.cards[hero.id].title)}</b>" + dice_row(dice, 36))
    destiny = [TrayDie([str(rolls.value(game, p))], caption="", colour="#6b3fa0")
               for p in game.zones.cards(DESTINY_AVAILABLE) if p in game.state.showing]
    rows.append("<b>Destiny dice to take</b>" + (dice_row(destiny, 36) if destiny else "<br><i>none</i>"))
    return "".join(rows)


def quest_html(game) -> str:
    said = next((e for e in reversed(game.state.log.events) if isinstance(e, QuestRolled)), None)
    return f"<b>Quest dice</b><br>{escape(said.text)}" if said is not None else ""


def tray_html(game) -> str:
    roll = last_roll(game)
    parts = [roll_html(f"Last roll: {roll.title}", list(roll.dice.values()), roll.after)
             if roll is not None else "<i>No attack, defence or recuperate roll yet.</i>"]
    spaces = f"<small>(each hero's activation spaces 1 to {game.table.spaces})</small>"
    parts += [quest_html(game), f"<hr><b>Activation dice</b> {spaces}", activation_html(game)]
    return "<br>".join(p for p in parts if p)


class CityDiceTray(DiceTray):
    """The dice tray panel."""

    def __init__(self, faces, parent=None):
        super().__init__(tray_html, parent)
