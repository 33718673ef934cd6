"""What players met at the table (issue 17), each held by a test: a new action's step dialog starts empty, the
hand counter counts what the limit counts, the default answer wastes nothing, choices read differently."""
from __future__ import annotations

from engine.core import events as ev
from engine.core.decisions import Decision, Option
from engine.rulesets.seventh_continent.free_actions import counted_hand
from gui.dialogs.decision import DecisionDialog
from gui.panels.choices import ChoicesPanel
from tests.gui.conftest import start_through_wizard

PLAIN = ("go", "reveal", "done", "none", "cancel")


def _first_action(game) -> str:
    return next(o.key for o in game.pending.options if "icon" in o.data)


def test_a_new_action_does_not_keep_the_last_ones_cards(window, qtbot, game):
    session = start_through_wizard(window, qtbot)
    played = session.game
    assert session.choose(_first_action(played))
    step = window.step
    for _ in range(20):  # on to the result: the drawn cards are face up in the dialog
        if step.revealed or played.pending is None or played.pending.kind == "action":
            break
        keys = played.pending.keys()
        assert session.choose(next((k for k in PLAIN if k in keys), keys[0]))
    step.finish_reveals()
    assert step.cards and step.revealed
    # the next action starts at once, chosen by no one (a consequence's event): nothing drawn yet
    game.choose(_first_action(game))
    assert game.pending.kind == "involve"
    step.follow(game, [ev.Message("A new event begins.")])
    step.show_decision(game, game.pending)
    assert step.cards == [] and not step.revealed
    assert step.outcome.text() == ""
    assert "★" not in step.tally.text()


def test_the_hand_counter_counts_what_the_hand_limit_counts(window, qtbot):
    session = start_through_wizard(window, qtbot)
    game = session.game
    held = game.zones.cards("hand:0")
    assert held and len(counted_hand(game, 0)) < len(held)  # the character card lies in the hand
    from gui.dialogs.step import counted

    assert f"Hand {counted(len(counted_hand(game, 0)), 'card')}," in window.players[0].header.text()


def test_the_default_answer_is_the_one_the_rules_mark(qtbot, game):
    decision = Decision("table", "result", "Add successes?",
                        [Option("effect:1", "Tenacity: +1"), Option("done", "1 of 1 success(es): that is all",
                                                                    {"default": True})])
    assert decision.default() == 1
    dialog = DecisionDialog()
    qtbot.addWidget(dialog)
    dialog.show_decision(game, decision)
    assert dialog.box.buttons[1].isDefault() and not dialog.box.buttons[0].isDefault()
    assert Decision("table", "x", "?", [Option("a", "A"), Option("b", "B")]).default() == 0


def test_the_choices_panel_starts_on_the_default_answer(qtbot, game, monkeypatch):
    panel = ChoicesPanel()
    qtbot.addWidget(panel)
    decision = Decision("table", "result", "Add successes?",
                        [Option("effect:1", "Tenacity: +1"), Option("done", "that is all", {"default": True})])
    monkeypatch.setattr(type(game), "pending", property(lambda self: decision))
    panel.show_game(game)
    assert panel.current_row() == 1


def test_every_choice_reads_differently(game):
    labels = [o.label for o in game.pending.options]
    assert len(labels) == len(set(labels)), sorted(labels)


def test_the_title_names_the_game_and_leaves_the_application_name_to_the_system(window, qtbot):
    start_through_wizard(window, qtbot)
    assert window.windowTitle() == "Test crossing"
    window.close_game()
    assert "Fogbound" not in window.windowTitle()


def test_a_clean_quit_is_not_taken_for_a_crash_and_continue_keeps_the_progress(window, qtbot, folders, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from gui import last_play as opening
    from gui.main_window import MainWindow
    from engine.core.serial import game_to_plain

    session = start_through_wizard(window, qtbot)
    game = session.game
    assert session.choose(_first_action(game))
    assert window.save_to("Before the fog")
    assert session.choose("go")  # play on after saving: only the autosave holds this
    played = game_to_plain(game)
    window.close()  # Game → Quit
    again = MainWindow(folders)
    qtbot.addWidget(again)
    again.show()
    assert "not closed properly" not in again.welcome.last.text()
    assert opening.closed_properly(again.last_campaign())
    monkeypatch.setattr(QMessageBox, "exec", lambda self: (_ for _ in ()).throw(AssertionError(self.text())))
    again.continue_last()  # nothing to ask: the autosave is the state the players left
    assert game_to_plain(again.session.game) == played
    again.close()


def test_a_game_left_without_closing_is_named_and_continue_offers_the_autosave_first(window, qtbot, folders,
                                                                                   monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from engine.core.serial import game_to_plain
    from gui import last_play as opening

    session = start_through_wizard(window, qtbot)
    game = session.game
    assert session.choose(_first_action(game))
    assert window.save_to("Before the fog")
    assert session.choose("go")
    session.flush()
    played = game_to_plain(game)
    campaign = window.last_campaign()
    campaign.last_played = "2000-01-01T00:00:00Z"  # as a crash leaves it: no play time recorded after
    monkeypatch.setattr(window, "last_campaign", lambda: campaign)
    window.session.close()
    window.session = None
    assert not opening.closed_properly(campaign)
    window.show_welcome()
    assert "not closed properly" in window.welcome.last.text()
    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda self: shown.append([b.text() for b in self.buttons()]) or 0)
    monkeypatch.setattr(QMessageBox, "clickedButton", lambda self: self.defaultButton())
    window.continue_last()
    assert shown and any("autosave" in text for text in shown[0]) and any("Before the fog" in t for t in shown[0])
    assert game_to_plain(window.session.game) == played  # the default answer keeps the progress


def test_the_log_reads_the_same_after_a_save_is_opened(window, qtbot):
    from gui import last_play as opening

    session = start_through_wizard(window, qtbot)
    game = session.game
    assert session.choose(_first_action(game))
    before = window.log.plain_text()
    assert ":" in before and "act:" not in before
    session.flush()
    campaign = session.campaign
    window.close_game()
    assert window.open_campaign(campaign, opening.AUTOSAVE)
    assert window.log.plain_text() == before


def test_the_load_dialog_shows_shortcut_letters_not_ampersands(window, qtbot):
    from PySide6.QtWidgets import QLabel

    from gui.dialogs.saving import LoadDialog

    dialog = LoadDialog(window.campaigns, window)
    qtbot.addWidget(dialog)
    titled = [label for label in dialog.findChildren(QLabel) if "&" in label.text()]
    assert titled and all(label.buddy() is not None for label in titled)


def test_save_times_are_shown_in_local_time(monkeypatch):
    import time

    from gui.dialogs.saving import when

    monkeypatch.setenv("TZ", "Asia/Kolkata")
    time.tzset()
    try:
        assert when("2025-03-01T20:15:00Z") == "2025-03-02 01:45"
    finally:
        monkeypatch.delenv("TZ")
        time.tzset()


def test_a_double_click_opens_the_viewer_and_no_menu(window, qtbot, monkeypatch):
    from PySide6.QtWidgets import QApplication, QMenu

    session = start_through_wizard(window, qtbot)
    terrain = session.game.zones.cards("board:0,0")[0]
    popped = []
    monkeypatch.setattr(QMenu, "popup", lambda self, *a: popped.append(self))
    window.card_clicked(terrain)   # the first click of a double-click...
    window.card_opened(terrain)    # ...and the double-click
    qtbot.wait(QApplication.doubleClickInterval() + 100)
    assert window.viewer.isVisible() and popped == []
    window.viewer.close()
    window.card_clicked(terrain)   # a single click still opens the menu, once a double-click cannot follow
    qtbot.waitUntil(lambda: bool(popped), timeout=QApplication.doubleClickInterval() + 1000)


def test_undo_works_while_the_step_dialog_has_the_focus(window, qtbot):
    from PySide6.QtCore import Qt

    session = start_through_wizard(window, qtbot)
    game = session.game
    assert session.choose(_first_action(game))
    assert window.step.isVisible()
    assert window.undo_action in window.step.actions() and window.undo_action in window.decision.actions()
    window.step.activateWindow()
    window.step.setFocus()
    qtbot.keyClick(window.step, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert game.pending.kind == "action"


def test_digits_and_enter_answer_after_the_board_was_touched(window, qtbot):
    from PySide6.QtCore import Qt

    session = start_through_wizard(window, qtbot)
    game = session.game
    window.board.setFocus()
    first = window.choices.numbered[0].data(0, Qt.ItemDataRole.UserRole)
    qtbot.keyClick(window.board, Qt.Key.Key_1)
    chosen = [e.option for e in game.state.log.events if e.kind == "chosen"]
    assert chosen[-1] == first
    window.board.setFocus()
    qtbot.keyClick(window.board, Qt.Key.Key_Return)  # the step dialog's default answer
    assert [e.option for e in game.state.log.events if e.kind == "chosen"][-1] != first


def test_the_log_stays_on_its_latest_lines_after_undo(window, qtbot):
    session = start_through_wizard(window, qtbot)
    game = session.game
    for _ in range(3):
        assert session.choose(_first_action(game))
        assert session.undo()
    assert session.choose(_first_action(game))
    assert session.undo()
    text = window.log.text
    qtbot.wait(50)  # the text lays itself out when the window next paints
    assert text.textCursor().atEnd()
    bar = text.verticalScrollBar()
    assert bar.value() == bar.maximum()
