"""The 7th Citadel at the table: Ashenreach started through the wizard, its panels (each player's life points,
deck, hand, purse and weight; the quest items; the Dialogue Book as read), the step dialog walking the four
steps, a compound action's die on its card, and the bundled adventure's scripted plan played through the window."""
from __future__ import annotations

from PySide6.QtWidgets import QApplication

from engine.content.loader import list_packs, load_pack
from engine.core.ruleset import Seat
from engine.rulesets.seventh_citadel import RULESET
from gui import rulesets
from gui.rulesets.seventh_citadel.board import DieItem
from gui.rulesets.seventh_citadel.panels import DialoguePanel
from gui.rulesets.seventh_citadel.players import PlayerPanel
from gui.session import Session
from tests.gui.conftest import pick_pack, see_the_end
from tests.seventh_citadel import plan_ashenreach as plan


def _ashenreach():
    return load_pack(next(s for s in list_packs() if s.id == "ashenreach").folder)


def _start(window, qtbot, players=1, scenario="last-ember"):
    from PySide6.QtCore import Qt

    window.welcome.new_button.click()
    wizard = window.wizard
    pick_pack(wizard, qtbot, "ashenreach")
    assert [f.option.label for f in wizard.fields] == ["Scenario", "Recovery"]
    radios = wizard.fields[0].buttons.buttons()
    # a new adventure offers its scenarios in the order they are played, the introductory one first and chosen
    assert [r.property("key") for r in radios] == ["ashes-at-dawn", "silent-bells", "last-ember"]
    assert wizard.fields[0].value() == "ashes-at-dawn"
    next(r for r in radios if r.property("key") == scenario).click()
    assert wizard.fields[0].value() == scenario
    qtbot.mouseClick(wizard.next_button, Qt.MouseButton.LeftButton)
    wizard.count.setValue(players)
    qtbot.mouseClick(wizard.next_button, Qt.MouseButton.LeftButton)
    assert window.session is not None, window.problems
    return window.session


def _option(game, piece_id: str, icon: str) -> str:
    return next(o.key for o in game.pending.options
                if o.data.get("icon") == icon and game.state.pieces.get(o.data.get("piece")) == piece_id)


def test_the_presentation_is_found_by_the_rulesets_id():
    shown = rulesets.presentation("seventh-citadel")
    assert rulesets.package("seventh-citadel") == "gui.rulesets.seventh_citadel"
    assert shown.steps.names == ("Gear up", "Draw", "Result", "Consequence")


def test_a_new_game_shows_each_players_belongings_and_a_read_paragraph(window, qtbot):
    session = _start(window, qtbot, players=2)
    game = session.game
    players = window.findChildren(PlayerPanel)
    assert len(players) == 2
    header = players[0].header.text()
    assert "♥ <b>18</b> life points" in header and "action deck <b>11</b> cards" in header
    assert "weight 0 of 7" in players[0].labels["purse"].text()
    book = window.findChildren(DialoguePanel)[0]
    assert "Nothing read yet" in book.text.text()
    assert window.choose(_option(game, "gate", "listen"))
    for _ in range(5):
        if game.pending.kind == "dialogue":
            break
        assert window.choose("go" if "go" in game.pending.keys() else game.pending.keys()[0])
    assert game.pending.kind == "dialogue"
    assert window.step.isVisible() and [label.text() for label in window.step.step_labels[:4]] == \
        ["1  Gear up", "2  Draw", "3  Result", "4  Consequence"]
    assert "Out there the land falls apart" in window.step.box.words.text()  # read out beside its choices
    assert "§1" in book.text.text() and "(reading now)" in book.text.text()
    assert "§2" not in book.text.text()  # a paragraph shows only once it is reached


def test_a_player_who_left_the_adventure_is_said_to_have_left_not_to_be_unconscious(window, qtbot):
    session = _start(window, qtbot, players=2)
    assert session.choose("leave:1")  # the session's own answer: the window would ask first, it cannot be taken back
    while session.game.pending.kind == "hand_over":
        assert session.choose(session.game.pending.keys()[0])
    assert session.game.table.left == [1]
    QApplication.processEvents()
    left, staying = (panel.header.text() for panel in sorted(window.findChildren(PlayerPanel), key=lambda p: -p.seat))
    assert "has left the adventure" in left and "unconscious" not in left
    assert "has left" not in staying


def test_a_compound_action_shows_its_die_on_its_card(window, qtbot):
    pack = _ashenreach()
    game = RULESET.new_game(pack, [Seat("Ann", "maren")], {"scenario": "last-ember", "mode": "standard"}, plan.SEED)
    window.enter(Session(game, pack))
    while not game.table.dice:
        assert window.choose(plan.answer(game)), window.problems
    QApplication.processEvents()
    dice = [item for item in window.board.scene().items() if isinstance(item, DieItem)]
    (rest,) = game.table.dice.values()
    assert [d.value for d in dice] == [rest.value]


def test_the_plan_wins_the_whole_adventure_through_the_table(window, qtbot):
    """From Ashes at Dawn to the Ember Warden overcome, every answer through the window; between two scenarios the
    Citadel screen takes the board's place, and its questions are answered there."""
    pack = _ashenreach()
    game = RULESET.new_game(pack, [Seat("Ann", "maren")], {"scenario": plan.INTRO, "mode": "standard"}, plan.SEED)
    window.enter(Session(game, pack))
    begun, at_the_citadel = [game.table.scenario], []
    while not game.over:
        assert window.choose(plan.answer(game)), window.problems
        if window.stack.currentWidget() is window.interlude and game.table.scenario not in at_the_citadel:
            at_the_citadel.append(game.table.scenario)
            assert window.interlude.isVisible() and not window.board.isVisible()
        if game.table.scenario != begun[-1]:
            begun.append(game.table.scenario)
            assert window.stack.currentWidget() is window.board      # the next scenario is on the board again
    assert begun == [plan.INTRO, "silent-bells", "last-ember"] and at_the_citadel == [plan.INTRO, "silent-bells"]
    assert game.state.outcome == "win" and not window.problems
    QApplication.processEvents()
    see_the_end(window)
    assert window.stack.currentWidget() is window.end_screen
    assert window.end_screen.headline.text() == "The threat is overcome!"


def test_the_step_dialog_shows_the_engines_odds_before_the_reveal(window, qtbot):
    from gui.dialogs.step import percent

    pack = _ashenreach()
    game = RULESET.new_game(pack, [Seat("Ann", "maren")], {"scenario": "last-ember", "mode": "standard"}, plan.SEED)
    window.enter(Session(game, pack))
    assert window.choose(_option(game, "gate", "rest"))
    while game.pending.kind != "more":
        assert window.choose(game.pending.keys()[game.pending.default()])
    said = window.step.odds_text.text()
    assert f"with 2 cards: <b>{percent(game.pending.context['odds'])}</b>" in said
    assert f"With one more card: <b>{percent(game.pending.context['odds_one_more'])}</b>" in said
    assert window.step.step_labels[1].text() == "2  Draw"


def test_the_fog_offers_its_pathfind_though_the_option_names_only_where_it_lies():
    from tests.seventh_citadel.conftest import PACK, new

    shown = rulesets.presentation("seventh-citadel")
    game = new(load_pack(PACK))
    fog = game.zones.cards("board:1,0")[0]
    offered = shown.piece_options(game, fog)
    assert [o.key for o in offered] == ["act:0:board:1,0:-1"] and "piece" not in offered[0].data


def test_the_step_dialog_names_a_pathfind_on_the_fog_by_where_it_lies(window):
    """Played at the table: What now? offered 'pathfind on the fog north of Citadel Gate' and the step dialog then
    said 'Pathfind — a face-down card'; it names the fog's place as the choice did, never the card."""
    from tests.seventh_citadel.conftest import PACK, new

    pack = load_pack(PACK)
    game = new(pack)
    window.enter(Session(game, pack))
    fog = game.zones.cards("board:1,0")[0]
    assert window.choose("act:0:board:1,0:-1"), window.problems
    QApplication.processEvents()
    from engine.rulesets.sevenths.board import fog_words

    where = fog_words(game, fog)
    assert where.startswith("the fog ") and window.step.isVisible()
    assert window.step.title.text() == f"Pathfind — {where}"
    assert game.card(fog).title not in window.step.windowTitle()
    while game.pending.kind != "place":                     # flipped, resolved and discarded: the fog's place stays
        assert window.choose(game.pending.keys()[game.pending.default()])
    QApplication.processEvents()
    assert game.zones.zone_of(fog) == "past" and window.step.title.text() == f"Pathfind — {where}"


def test_the_step_dialog_keeps_naming_the_card_of_the_action_once_it_is_discarded(window):
    """Issue 27: a fight won discards its creature; the step dialog then asked which card to keep under the title
    "Fight — a face-down card". The card was seen face up: it keeps its name."""
    from tests.seventh_citadel.conftest import PACK, new, stack
    from tests.seventh_citadel.test_traits import facing

    pack = load_pack(PACK)
    game = new(pack)
    facing(game, "wolf")
    stack(game, 0, "a-star")
    window.enter(Session(game, pack))
    assert window.choose("act:0:wolf:0"), window.problems
    assert window.choose("reveal")
    QApplication.processEvents()
    assert game.pending.kind == "keep" and game.zones.zone_of("wolf") == "past"
    assert window.step.isVisible() and window.step.title.text() == "Fight — Grey Wolf"
    assert window.step.windowTitle() == "Fight — Grey Wolf"   # as its heading says it (Play6: "Action: fight on")


def test_the_step_dialog_shows_the_actions_cost_while_the_others_are_asked_to_get_involved(window):
    """Played at the table: asked who else gets involved in a pathfind costing 1, the step dialog said 'Cost 0'."""
    from tests.seventh_citadel.conftest import PACK, new

    pack = load_pack(PACK)
    game = new(pack, players=2)
    window.enter(Session(game, pack))
    assert window.choose("act:0:board:1,0:-1"), window.problems
    QApplication.processEvents()
    assert game.pending.kind == "involve" and window.step.isVisible()
    assert "Cost <b>4</b> · Difficulty <b>0</b>" in window.step.figures.text()
