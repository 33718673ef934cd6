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
    row = html.split(after, 1)[1].split("</table></td></tr></table>", 1)[0]   # each die is a table in the row's
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


def test_the_last_rolls_title_is_what_the_roll_event_says_was_rolled(game):
    """The tray reads what was rolled from the typed event (`RollSettled.what`), not from its sentence; a log written
    before the field is read from its words."""
    import copy

    from engine.core.serial import game_from_plain, game_to_plain
    from engine.rulesets.cursed_city.events import RollSettled

    def copy_with_last_roll(change):
        plain = copy.deepcopy(game_to_plain(game))     # the plain log shares the events' data
        said = [e for e in plain["log"] if e.get("data", {}).get("rule") == "roll"][-1]
        change(said)
        return game_from_plain(plain, game.ruleset, game.cards)

    settled = [e for e in game.state.log.events if isinstance(e, RollSettled)][-1]
    assert settled.what and last_roll(game).title == settled.what
    reworded = copy_with_last_roll(lambda e: e.update(text="In other words: " + e["text"]))
    assert last_roll(reworded).title == settled.what
    older = copy_with_last_roll(lambda e: e["data"].pop("what"))
    assert last_roll(older).title == settled.text.rsplit(":", 1)[0] == settled.what


def test_the_combat_track_says_what_the_journey_asks(game):
    """Seen in play: the journey's aim was read out once as it began (before the heroes were picked) and then said
    nowhere at the table; the combat track's panel keeps it under the journey's name."""
    from gui.rulesets.cursed_city.panels import track_html

    assert escape(game.cards[game.table.journey].get("text")) in track_html(game)


def test_a_new_journey_begins_with_no_roll_in_the_tray():
    """Seen in play: the Dice panel showed the last journey's last attack while the next journey's heroes deployed."""
    pack = load_pack(next(s for s in list_packs() if s.id == "mirewick").folder)
    game = RULESET.new_game(pack, [Seat("Ada")],
                            {"journey": "cinder-market", "heroes": ["orsa", "brannoc", "vell", "idrenne"]}, 2)
    for _ in range(3000):
        if game.pending.kind == "journey":
            break
        game.choose(plan.answer(game))
    assert last_roll(game) is not None
    game.choose(game.pending.keys()[0])
    assert game.pending.kind == "deploy" and last_roll(game) is None
    assert "No attack, defence or recuperate roll yet" in tray_html(game)
