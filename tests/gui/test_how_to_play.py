"""How to play: a guide for each rule system in our own words (the goal, a turn, each step of the step dialog, the
icons and words, the keys), opened from Help and from the new-game wizard, with a picture of its table; and a
first-game hint over the board the player can turn off."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from engine import rulesets as registry
from gui import rulesets
from gui.dialogs.how_to_play import HowToPlay, guide_html, shot
from gui.faces.icons import GLYPHS
from tests.gui.conftest import pick_pack, start_through_wizard

# the rulebooks lie beside the repository (shared/rules), or beside the folder of its worktrees
REPO = Path(__file__).resolve().parents[2]
RULEBOOKS = next((p / "shared" / "rules" for p in (REPO.parent, REPO.parent.parent) if (p / "shared" / "rules").is_dir()),
                 REPO.parent / "shared" / "rules")
SHINGLE = 8  # words in a row: a guide shares no run this long with a rulebook


@pytest.mark.parametrize("ruleset_id", registry.ids())
def test_every_rule_system_has_its_guide(ruleset_id):
    presentation = rulesets.presentation(ruleset_id)
    guide = presentation.guide
    assert guide is not None and guide.goal and guide.turn and guide.glossary
    if presentation.steps.names:  # each page of its step dialog is explained, in the dialog's order
        assert tuple(name for name, _words in guide.steps) == tuple(presentation.steps.names)
    else:
        assert guide.steps and guide.steps_heading != "The step dialog"  # its actions, question by question
    assert all(name in GLYPHS for name, _words in guide.icons), "an icon the guide names is not ours to draw"
    page = guide_html(ruleset_id)
    for heading in ("What you are after", "A turn", "Playing at the table", "Keys"):
        assert heading in page
    assert shot(ruleset_id) is not None, "the guide's picture of the table is missing (assets/tools/shoot_guides.py)"


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9']+", re.sub(r"<[^>]+>", " ", text).lower())


def _shingles(words: list[str]) -> set[tuple[str, ...]]:
    return {tuple(words[i:i + SHINGLE]) for i in range(len(words) - SHINGLE + 1)}


@pytest.mark.skipif(not RULEBOOKS.is_dir(), reason="the rulebooks are not beside the repository")
def test_the_guides_are_in_our_own_words():
    books = set()
    for path in RULEBOOKS.glob("*.*"):
        books |= _shingles(_words(path.read_text(encoding="utf-8", errors="replace")))
    for ruleset_id in registry.ids():
        copied = _shingles(_words(guide_html(ruleset_id))) & books
        assert not copied, (ruleset_id, sorted(" ".join(s) for s in copied)[:5])


def test_help_opens_the_guide_of_the_game_being_played(window, qtbot):
    start_through_wizard(window, qtbot, pack_id="ashenreach")
    window.show_how_to_play()
    guide = window.guide
    assert isinstance(guide, HowToPlay) and guide.isVisible()
    assert guide.which.currentData() == "seventh-citadel" and "How to play The 7th Citadel" in guide.text()
    guide.show_system("arkeis")  # any other rule system from the same window
    assert "Back at Camp" in guide.text()


def test_the_wizard_opens_the_guide_of_the_pack_chosen(window, qtbot):
    window.welcome.new_button.click()
    wizard = window.wizard
    pick_pack(wizard, qtbot, "mirewick")
    assert wizard.guide_button.isEnabled() and "Cursed City" in wizard.guide_button.text()
    wizard.guide_button.click()
    assert window.guide.which.currentData() == "cursed-city" and "combat track" in window.guide.text()


def test_a_first_game_hint_says_what_to_do_and_can_be_turned_off(window, qtbot, monkeypatch):
    import random

    import gui.starting

    monkeypatch.setattr(gui.starting.random, "SystemRandom", lambda: random.Random(7))  # the fog hides a terrain
    session = start_through_wizard(window, qtbot)
    assert window.hint.isVisible() and "Click a card for its actions" in window.hint.words()
    game = session.game
    explore = next(o.key for o in game.pending.options if o.data.get("icon") == "explore")
    assert session.choose(explore)
    for _ in range(30):  # on to where the revealed terrain is placed
        if game.pending.kind in window.presentation.board.card_drops:
            break
        assert game.pending.kind != "action", "the exploration placed nothing"
        keys = game.pending.keys()
        assert session.choose("cancel" if game.pending.number else next(
            (k for k in ("go", "reveal", "done", "none") if k in keys), keys[0]))
    QApplication.processEvents()
    assert "Drag what waits beside the board (“Place me”) to a lit space" in window.hint.words()
    window.hint.linkActivated.emit("hints:off")  # its link
    assert not window.hint.isVisible() and not window.hints_action.isChecked()
    assert window.settings.hints is False  # kept for the next games
    window.refresh([])
    assert not window.hint.isVisible()
    window.hints_action.trigger()  # Help → First-game hints
    assert window.settings.hints and window.hint.isVisible()


def test_the_hint_for_a_piece_already_on_the_board_says_drag_it_not_what_waits_beside_it(window, qtbot):
    from tests.cursed_city import plan

    session = start_through_wizard(window, qtbot, players=1, pack_id="mirewick")
    game = session.game
    for _ in range(300):  # the heroes deployed (from beside the board), on to a hero's Move
        if game.pending.kind == "move":
            break
        key = plan.answer(game)
        if game.pending.kind == "hero_action" and "act:move" in game.pending.keys():
            key = "act:move"
        assert session.choose(key)
    assert game.pending.kind == "move" and window.board.board.floating is None
    QApplication.processEvents()
    assert "Place me" not in window.hint.words() and "Drag the figure to a lit space" in window.hint.words()
