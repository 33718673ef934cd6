"""The step dialog and the card menu show the engine's data: its odds, its view of what is hidden."""
from __future__ import annotations

from engine.core.view import sees
from engine.rulesets.seventh_continent.forecast import forecast
from gui.dialogs.card_actions import actions_menu
from gui.dialogs.step import percent
from tests.gui.conftest import start_through_wizard


def fog_action(game):
    """An action offered on a piece nobody at the table may name."""
    return next(o for o in game.pending.options if "space" in o.data and not sees(game, game.zones.top(o.data["space"]), None))


def test_the_odds_shown_are_the_engines_forecast(window, qtbot):
    session = start_through_wizard(window, qtbot, players=1)
    game = session.game
    option = next(o for o in game.pending.options if o.data.get("icon") and "piece" in o.data and sees(game, o.data["piece"], None))
    session.choose(option.key)
    for _ in range(5):
        if forecast(game) is not None and game.pending.kind in ("cost", "extra"):
            break
        session.choose(game.pending.options[0].key)
    expected = forecast(game)
    assert expected is not None
    assert percent(expected.odds.success) in window.step.odds_text.text()
    assert game.card(option.data["piece"]).title in window.step.title.text()


def test_a_hidden_piece_is_never_named_by_the_step_dialog_or_its_menu(window, qtbot):
    session = start_through_wizard(window, qtbot, players=1)
    game = session.game
    option = fog_action(game)
    piece = game.zones.top(option.data["space"])
    assert piece not in option.key and piece not in str(option.data)
    hidden = game.card(piece).title
    menu = actions_menu(game, piece, lambda key: None)
    assert all(hidden not in action.text() for action in menu.actions())
    assert hidden not in menu.accessibleName()
    session.choose(option.key)
    assert window.step.isVisible()
    assert hidden not in window.step.title.text() and hidden not in window.step.windowTitle()


def test_refused_answers_are_shown_greyed_with_their_reason_and_cannot_be_taken(window, qtbot):
    from engine.core.decisions import Decision, Option
    session = start_through_wizard(window, qtbot, players=1)
    game = session.game
    game.state.pending = Decision("table", "pick", "Which?", [Option("a", "Take A")],
                                  refused=[Option("b", "Take B", why_not="B is gone")])
    chosen = []
    window.choices.chosen.connect(chosen.append)
    window.choices.show_game(game)
    assert window.choices.count() == 2
    greyed = window.choices.answers[1]
    assert "B is gone" in greyed.text(0) and not greyed.flags() & greyed.flags().ItemIsEnabled
    window.choices._activated(greyed)
    assert chosen == []


def test_an_explore_two_may_join_shows_the_face_down_card_by_its_place_not_its_name(window, qtbot):
    session = start_through_wizard(window, qtbot)
    game = session.game
    option = fog_action(game)
    hidden = game.card(game.zones.top(option.data["space"])).title
    session.choose(option.key)
    assert game.pending.kind == "involve" and "piece" not in game.pending.context
    # named by where it lies, as What now? offered it (played at the table, the dialog said "a face-down card")
    from engine.rulesets.sevenths.board import fog_words
    where = fog_words(game, game.zones.top(option.data["space"]))
    assert where.startswith("the fog ") and window.step.isVisible()
    assert window.step.title.text().endswith(f"— {where}")
    assert hidden not in window.step.title.text() and hidden not in window.step.windowTitle()
