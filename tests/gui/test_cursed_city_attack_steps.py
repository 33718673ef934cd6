"""A Cursed City weapon action walked in the step dialog: before any die is rolled it shows the engine's forecast
of every weapon and target open to the hero (each outcome's chance, the wounds to expect after defence, plainly and
with a die re-rolled), the chosen weapon's chance of a hit on the bar once weapon and target are known, the step
reached, and the dice as they landed once rolled."""
from __future__ import annotations

import pytest

from engine.content.loader import list_packs, load_pack
from engine.core.ruleset import Seat
from engine.rulesets.cursed_city import RULESET, forecast
from engine.rulesets.cursed_city.heroes import arms
from engine.rulesets.cursed_city.table import ROLLED
from gui.dialogs.step import percent
from gui.rulesets.cursed_city.dice_tray import CityDiceTray, last_roll
from gui.rulesets.cursed_city.steps import AttackSteps
from gui.session import Session
from tests.cursed_city import plan


@pytest.fixture(scope="module")
def mirewick():
    return load_pack(next(s for s in list_packs() if s.id == "mirewick").folder)


def _until(window, game, wanted, limit=400):
    for _ in range(limit):
        if wanted(game):
            return
        assert window.choose(plan.answer(game)), window.problems
    raise AssertionError("never reached")


def _weapons_offered(game):
    d = game.pending
    return d is not None and d.kind == "hero_action" and any("odds" in o.data for o in d.options)


def test_the_odds_of_every_open_attack_are_shown_before_the_roll(window, mirewick):
    game = RULESET.new_game(mirewick, [Seat("Ada"), Seat("Bram")],
                            {"journey": "cinder-market", "heroes": ["orsa", "brannoc", "vell", "idrenne"]}, 2)
    window.enter(Session(game, mirewick))
    _until(window, game, _weapons_offered)
    assert window.step.isVisible() and not window.decision.isVisible()
    assert not game.zones.cards(ROLLED)                      # nothing rolled yet
    hero = game.pending.context["hero"]
    text = window.step.odds_text.text()
    offered = [o for o in game.pending.options if "odds" in o.data]
    for option in offered:
        weapon = arms(game, hero)[option.data["action"]]
        from engine.rulesets.cursed_city.attacks import targets
        for target in targets(game, hero, weapon):
            f = forecast.attack(game, hero, weapon, target)
            number = target.rsplit(":", 1)[-1]
            named = f"{game.card(target).title} {number}"
            block = next(b for b in text.split(f"<b>{weapon['name']}</b> → ")[1:] if named in b.split("<br>")[0])
            plain, again = (part.replace("&nbsp;", " ") for part in block.split("<br>")[1:3])
            for o, word in (("fail", "fail"), ("success", "success"), ("crit", "critical")):
                assert f"{word} {percent(float(f.odds[o]))}" in plain
                assert f"{word} {percent(float(f.odds_reroll[o]))}" in again
            assert f"<b>{float(f.expected):.2f}</b> wounds, slain {percent(float(f.slay))}" in plain
            assert "with a die re-rolled" in again
            assert f"<b>{float(f.expected_reroll):.2f}</b> wounds, slain {percent(float(f.slay_reroll))}" in again
    assert "Weapon" in window.step.step_labels[0].text() and "font-weight:bold" in window.step.step_labels[0].styleSheet()
    # answers are still the engine's options, in the step dialog
    assert [b.text() for b in window.step.box.buttons] or window.step.box.buttons


def test_a_single_attack_shows_its_chance_of_a_hit_on_the_bar_and_the_dice_after(window, mirewick, qtbot):
    game = RULESET.new_game(mirewick, [Seat("Ada"), Seat("Bram")],
                            {"journey": "cinder-market", "heroes": ["orsa", "brannoc", "vell", "idrenne"]}, 2)
    window.enter(Session(game, mirewick))
    pages = AttackSteps()

    def one_attack_left(g):
        return g.pending is not None and g.pending.kind in ("spend_die", "target") and len(pages.forecasts(g)) == 1
    _until(window, game, one_attack_left)
    (weapon, target, f), = pages.forecasts(game)
    hit = float(f.odds["success"] + f.odds["crit"])
    again = float(f.odds_reroll["success"] + f.odds_reroll["crit"])
    assert window.step.odds_bar.isVisible()
    assert window.step.odds_bar.value() == round((again if f.can_reroll else hit) * 100)
    assert percent(again if f.can_reroll else hit) in window.step.odds_text.text()
    current = pages.step(game.pending)
    assert "font-weight:bold" in window.step.step_labels[current].styleSheet()
    rolled_before = len(game.state.log.events)
    while game.pending.kind in ("spend_die", "target"):
        assert window.choose(plan.answer(game))
    rolls = [e for e in game.state.log.events[rolled_before:] if e.kind == "message" and e.data.get("rule") == "roll"]
    assert rolls, "the attack was rolled"
    # the dice as they landed and what they did: in the dice tray, and on the hero's next action page
    tray = window.findChildren(CityDiceTray)[0]
    roll = last_roll(game)
    assert roll.settled and roll.after[0] == rolls[0].text
    text = tray.words.text()
    assert f"Last roll: {roll.title}" in text
    for die in roll.dice.values():
        assert die.faces and die.caption in text
    if window.step.isVisible() and game.pending.kind == "hero_action":
        assert "Last roll" in window.step.odds_text.text()


def test_other_questions_stay_in_the_decision_dialog(window, mirewick):
    game = RULESET.new_game(mirewick, [Seat("Ada"), Seat("Bram")],
                            {"journey": "cinder-market", "heroes": ["orsa", "brannoc", "vell", "idrenne"]}, 2)
    window.enter(Session(game, mirewick))
    assert game.pending.kind == "hero_pick"             # each player chooses a hero in turn: a plain question
    assert not window.step.isVisible()
    while game.pending.kind == "hero_pick":
        game.choose(game.legal_options()[0])
    assert game.pending.kind == "deploy_order"          # the leader puts the players in order: a plain question
    game.choose("player:0")
    assert game.pending.kind == "deploy"
    _until(window, game, lambda g: g.pending.kind == "move")
    assert window.decision.isVisible()
    # the attack page, if one was open, is only finishing (its answers gone, closing by itself)
    assert not window.step.isVisible() or (window.step.finished_action and not window.step.box.isVisible())


def test_what_the_last_roll_did_reads_as_sentences():
    """The next action's page said 'success.; Gutter rat is slain.': the log's sentences were joined by '; '."""
    from types import SimpleNamespace

    from gui.rulesets.cursed_city import steps

    title = "Orsa the Lamplighter"
    roll = SimpleNamespace(settled=True, title=f"{title} attacks", after=[f"{title} rolls a success.",
                                                                          "Gutter rat 1 is slain."],
                           dice={"d": SimpleNamespace(caption="White die", faces=["5"])})
    said = steps._roll_said(roll)
    assert f"{title} rolls a success. Gutter rat 1 is slain." in said
    assert ".;" not in said


def test_what_the_heros_last_action_did_stays_on_the_next_actions_page(window, mirewick):
    """Seen in Mirewick: Vell's Cut-throat ('Drowned sergeant suffers no damage') was said only in the log; the
    dialog asking for Vell's next action still showed Brannoc's last roll. The page says what the hero's last action
    did, whatever it was, and never a roll made before it."""
    game = RULESET.new_game(mirewick, [Seat("Ada"), Seat("Bram")],
                            {"journey": "cinder-market", "heroes": ["orsa", "brannoc", "vell", "idrenne"]}, 2)
    window.enter(Session(game, mirewick))

    def may_use_an_ability_and_fight(g):
        d = g.pending
        return _weapons_offered(g) and any(o.key.startswith("act:ability:") for o in d.options)
    _until(window, game, may_use_an_ability_and_fight)
    hero = game.pending.context["hero"]
    assert window.choose(next(o.key for o in game.pending.options if o.key.startswith("act:ability:")))
    while game.pending.kind != "hero_action":
        assert window.choose(game.pending.options[0].key)
    assert game.pending.context["hero"] == hero and _weapons_offered(game)
    text = window.step.odds_text.text()
    assert "<b>Last action</b>" in text and "Last roll" not in text
    assert game.card(hero).title in text.split("<b>Last action</b>")[1].split("<br>")[0]
