"""Cursed City's dice tray: every hero's activation dice as they lie on the activation spaces (a wound where one
lies), the destiny dice to take, the last roll die by die (re-rolls said) with what it did, the last quest roll."""
from __future__ import annotations

import re
from html import escape

import pytest

from engine.content.loader import list_packs, load_pack
from engine.core.ruleset import Seat
from engine.rulesets.cursed_city import RULESET, rolls, wounds
from engine.rulesets.cursed_city.table import DESTINY_AVAILABLE
from gui.rulesets.cursed_city.dice_tray import last_roll, tray_html
from tests.cursed_city import plan


@pytest.fixture(scope="module")
def game():
    pack = load_pack(next(s for s in list_packs() if s.id == "mirewick").folder)
    game = RULESET.new_game(pack, [Seat("Ada"), Seat("Bram")],
                            {"journey": "cinder-market", "heroes": ["orsa", "brannoc", "vell", "idrenne"]}, 2)
    for _ in range(30):
        game.choose(plan.answer(game))
    return game


def _cells(html: str, after: str) -> list[str]:
    """The faces of the dice row that follows a heading."""
    row = html.split(after, 1)[1].split("</table>", 1)[0]
    return re.findall(r"<b>([^<]*)</b></font><br><font color='#f3e9d8'>", row)


def test_each_heros_activation_dice_as_they_lie(game):
    html = tray_html(game)
    for hero in game.table.heroes:
        shown = []
        for k in range(game.table.spaces):
            held = game.zones.cards(wounds.slot(hero.id, k))
            die = next((p for p in held if game.card(p).type == "die"), None)
            shown.append(str(rolls.value(game, die)) if die else "Wound" if held else "–")
        assert _cells(html, f"<b>{game.cards[hero.id].title}</b>") == shown
    destiny = [str(rolls.value(game, p)) for p in game.zones.cards(DESTINY_AVAILABLE)]
    if destiny:
        assert _cells(html, "<b>Destiny dice to take</b>") == destiny
    else:
        assert "<b>Destiny dice to take</b><br><i>none</i>" in html


def test_the_last_roll_die_by_die_and_what_it_did(game):
    roll = last_roll(game)
    events = game.state.log.events
    settled = [e for e in events if e.kind == "message" and e.data.get("rule") == "roll"][-1]
    assert roll.settled and roll.after[0] == settled.text and roll.title == settled.text.rsplit(":", 1)[0]
    html = tray_html(game)
    assert f"Last roll: {roll.title}" in html
    faces = _cells(html, "Last roll:")
    assert faces == [d.faces[-1][:1].upper() + d.faces[-1][1:] for d in roll.dice.values()]
    quest = [e for e in events if e.kind == "message" and e.data.get("rule") == "quest_roll"]
    if quest:
        assert escape(quest[-1].text) in html          # a hero's name with an apostrophe is escaped as HTML


def test_the_rolls_are_said_in_the_tray_and_not_again_on_the_combat_track(game):
    from gui.rulesets.cursed_city.panels import track_html

    settled = [e for e in game.state.log.events if e.kind == "message" and e.data.get("rule") == "roll"][-1]
    assert settled.text in tray_html(game)
    assert settled.text not in track_html(game) and "Last roll" not in track_html(game)
