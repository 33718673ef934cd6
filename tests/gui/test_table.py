"""The table driven through its widgets: wizard, step dialog, undo/redo, save, reopen, damaged saves, the log."""
from __future__ import annotations

from PySide6.QtCore import Qt

import saves
from engine.core.serial import game_to_plain
from gui import last_play
from gui.dialogs import opening
from gui.dialogs.card_actions import card_actions
from gui.dialogs.step import counted
from tests.gui.conftest import answer_until_action, pick_pack, see_the_end, start_through_wizard


def test_wizard_starts_a_campaign_with_its_players(window, qtbot, folders):
    session = start_through_wizard(window, qtbot, players=3)
    game = session.game
    assert [p.name for p in game.table.players] == ["Ada", "Bram", "Cass"]
    assert len({p.character for p in game.table.players}) == 3
    assert session.campaign.name == "Test crossing"
    assert window.stack.currentWidget() is window.board
    assert game.pending.kind == "action"
    assert window.choices.count() == len(game.pending.options) + len(game.pending.refused)
    session.flush()
    assert saves.has_autosave(session.campaign)


def test_wizard_refuses_two_players_on_one_character(window, qtbot):
    window.welcome.new_button.click()
    wizard = window.wizard
    pick_pack(wizard, qtbot, "hollowmere")  # its roles are characters
    qtbot.mouseClick(wizard.next_button, Qt.MouseButton.LeftButton)
    wizard.characters[1].setCurrentIndex(wizard.characters[0].currentIndex())
    qtbot.mouseClick(wizard.next_button, Qt.MouseButton.LeftButton)
    assert window.session is None
    assert "different character" in wizard.problem.text()


def test_an_action_through_the_step_dialog(window, qtbot):
    session = start_through_wizard(window, qtbot)
    game = session.game
    choice = next(i for i in range(window.choices.count()) if (window.choices.key_at(i) or "").startswith("act:"))
    window.choices.select(choice)
    qtbot.mouseClick(window.choices.take, Qt.MouseButton.LeftButton)
    assert window.step.isVisible()
    assert game.pending.kind == "involve"
    # keyboard: the last option ("go ahead alone") by its number key
    go = window.step.box.button_for("go")
    qtbot.mouseClick(go, Qt.MouseButton.LeftButton)
    assert game.pending.kind == "extra"
    assert "chance of success" in window.step.odds_text.text().lower()
    assert window.step.odds_bar.isVisible()
    qtbot.mouseClick(window.step.box.button_for("reveal"), Qt.MouseButton.LeftButton)
    window.step.finish_reveals()
    assert window.step.revealed  # the drawn cards are face up now
    assert window.step.outcome.text()
    revealed = {e.card for e in game.state.log.events if e.kind == "revealed" and e.zone == "drawn"}
    assert window.step.revealed == revealed  # exactly the cards the engine revealed
    result = [e for e in game.state.log.events if e.kind == "message" and e.data.get("rule") == "result"][-1]
    shown = window.step.outcome.text()
    assert ("Success" if result.data["success"] else "Failure") in shown
    # counts said as players say them (Play6 at 1920×1080: "0 success(es)", "1 half-star(s) unpaired")
    assert f"{counted(result.data['successes'], 'success')} for a difficulty of {result.data['difficulty']}" in shown
    assert "(s)" not in window.step.tally.text() and "(es)" not in shown
    assert window.step.drawn_heading.text() == "<b>Drawn</b>"               # cards are drawn
    answer_until_action(session)
    assert game.pending.kind == "action"
    assert not window.step.box.isVisible() or not window.step.isVisible()


def test_card_click_lists_actions_greyed_with_reasons(window, qtbot):
    session = start_through_wizard(window, qtbot)
    game = session.game
    terrain = game.zones.cards("board:0,0")[0]
    listed = card_actions(game, terrain)
    assert listed and all(entry["why_not"] is None for entry in listed)
    session.choose(listed[0]["key"])  # an action now runs: every other one is refused, with the reason
    greyed = card_actions(game, terrain)
    assert greyed and all(entry["why_not"] for entry in greyed)
    window.card_clicked(terrain)
    menu_texts = [a.text() for a in window.card_menu.actions() if a.data()]
    assert menu_texts and not any(a.isEnabled() for a in window.card_menu.actions() if a.data())
    assert any(" — " in text for text in menu_texts)  # each greyed action says why


def test_undo_redo_shortcuts(window, qtbot):
    session = start_through_wizard(window, qtbot)
    game = session.game
    start = game_to_plain(game)
    session.choose(next(k for k in game.pending.keys() if k.startswith("act:")))
    after = game_to_plain(game)
    assert window.undo_action.isEnabled()
    assert window.undo_action.shortcut().toString() == "Ctrl+Z"
    window.undo_action.trigger()
    assert game_to_plain(game) == start
    assert "Ctrl+Shift+Z" in [s.toString() for s in window.redo_action.shortcuts()]
    window.redo_action.trigger()
    assert game_to_plain(game) == after
    lines_before = len(window.log.lines)
    window.undo_action.trigger()
    assert len(window.log.lines) < lines_before  # the log follows the undo


def test_save_quit_reopen_from_slot_and_autosave(window, qtbot, folders):
    from gui.main_window import MainWindow

    session = start_through_wizard(window, qtbot)
    game = session.game
    session.choose(next(k for k in game.pending.keys() if k.startswith("act:")))
    assert window.save_to("Before the fog")
    saved = game_to_plain(game)
    session.choose("go")  # play on after saving: only the autosave holds this
    played = game_to_plain(game)
    window.close()
    assert window.session is None

    again = MainWindow(folders)
    qtbot.addWidget(again)
    again.show()
    assert again.welcome.continue_button.isVisibleTo(again.welcome)
    campaign = again.last_campaign()
    assert last_play.autosave_is_newer(campaign)
    assert again.open_campaign(campaign, "Before the fog")
    assert game_to_plain(again.session.game) == saved
    again.close_game()
    assert again.open_campaign(again.last_campaign(), opening.AUTOSAVE)
    assert game_to_plain(again.session.game) == played
    again.close()


def test_a_damaged_save_names_the_problem_and_offers_the_backup(window, qtbot, folders, monkeypatch):
    session = start_through_wizard(window, qtbot)
    game = session.game
    assert window.save_to("Camp")
    first = game_to_plain(game)
    session.choose(next(k for k in game.pending.keys() if k.startswith("act:")))
    assert window.save_to("Camp")  # the first version becomes the backup
    campaign = session.campaign
    window.close_game()
    slot_file = campaign.folder / "slots" / f"{campaign.slot('Camp').file}.json"
    slot_file.write_bytes(slot_file.read_bytes()[:-40])  # cut short, as by a crash
    asked = []
    monkeypatch.setattr(opening.QMessageBox, "question",
                        lambda parent, title, text, *a: asked.append(text) or opening.QMessageBox.StandardButton.Open)
    assert window.open_campaign(window.last_campaign(), "Camp")
    assert asked and "cannot be opened" in asked[0] and "older copy" in asked[0]
    assert game_to_plain(window.session.game) == first
    window.close_game()
    # with no good backup left: a plain message, no traceback, nothing opened
    for backup in (campaign.folder / "backups" / "slots").rglob("*.json"):
        backup.write_text("not a save")
    slot_file.write_text("{")
    assert not window.open_campaign(window.last_campaign(), "Camp")
    assert window.problems and "cannot be opened" in window.problems[-1]
    assert window.session is None


def test_log_exports_plain_text(window, qtbot, tmp_path):
    session = start_through_wizard(window, qtbot)
    session.choose(next(k for k in session.game.pending.keys() if k.startswith("act:")))
    answer_until_action(session)
    path = window.log.export(tmp_path / "log.txt")
    text = path.read_text(encoding="utf-8")
    assert "The adventure begins." in text
    assert "chose:" in text
    assert "Traceback" not in text
    assert len(text.splitlines()) == len(window.log.lines)


def test_decision_dialog_keys(qtbot, game):
    from engine.core.decisions import Decision, Option
    from gui.dialogs.decision import DecisionDialog

    dialog = DecisionDialog()
    qtbot.addWidget(dialog)
    got = []
    dialog.chosen.connect(got.append)
    decision = Decision("seat:0", "durability", "Which die loses a point?",
                        [Option("wear:item:1", "Rope"), Option("wear:item:2", "Lamp"), Option("cancel", "Not now")])
    dialog.show_decision(game, decision)
    qtbot.keyClick(dialog.box.buttons[0], Qt.Key.Key_2)
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert got == ["wear:item:2", "cancel"]
    numbered = Decision("seat:0", "hidden_number", "Which number?", [Option("cancel", "Never mind")], number=(1, 999))
    dialog.show_decision(game, numbered)
    assert dialog.box.number_row.isVisibleTo(dialog)
    dialog.box.number.setValue(42)
    dialog.box.number_button.click()
    assert got[-1] == "42"


def test_decision_dialog_shows_the_refused_answers_greyed_with_their_reason(qtbot, game):
    from engine.core.decisions import Decision, Option
    from gui.dialogs.decision import DecisionDialog

    dialog = DecisionDialog()
    qtbot.addWidget(dialog)
    got = []
    dialog.chosen.connect(got.append)
    decision = Decision("seat:0", "effect", "Lend a Hand: which effect?", [Option("effect:0", "perform 1 Move")],
                        refused=[Option("effect:1", "pay 1 Gold; gain 1 Follower", why_not="you cannot pay 1 Gold")])
    dialog.show_decision(game, decision)
    assert [b.words.text() for b in dialog.box.buttons] == ["1  perform 1 Move"]
    [greyed] = dialog.box.refused
    assert greyed.words.text() == "pay 1 Gold; gain 1 Follower — you cannot pay 1 Gold" and not greyed.isEnabled()
    qtbot.mouseClick(greyed, Qt.MouseButton.LeftButton)
    qtbot.keyClick(dialog.box.buttons[0], Qt.Key.Key_2)
    assert got == []                                   # never taken, by the pointer or a number key
    dialog.show_decision(game, Decision("seat:0", "effect", "Again?", [Option("effect:0", "perform 1 Move")]))
    assert dialog.box.refused == []


def test_game_end_screen_shows_the_summary(window, qtbot, pack):
    """Play a one-player game headless up to its last decision, then take that one through the table."""
    import random

    from engine.rulesets.seventh_continent import Seat, new_game
    from gui.session import Session

    game = new_game(pack, [Seat("Ada", "anselm")], ["drowned-bell"], seed=2)
    rnd = random.Random(2)
    for _ in range(5000):
        decision = game.pending
        keys = decision.keys()
        key = ("cancel" if "cancel" in keys else str(decision.number[0])) if decision.number else rnd.choice(keys)
        state = game.snapshot()
        game.choose(key)
        if game.over:
            game.restore(state)
            break
    else:
        raise AssertionError("the random game never ended")
    window.enter(Session(game, pack))
    assert window.choose(key)
    see_the_end(window)
    assert window.stack.currentWidget() is window.end_screen
    assert window.end_screen.headline.text()
    assert "Actions taken" in window.end_screen.summary.text()
    reason = window.end_screen.reason.text()
    assert reason[:1].isupper() and reason.endswith(".")  # why the game is over, a sentence
    window.end_screen.show_board.emit()
    assert window.stack.currentWidget() is window.board


def test_a_second_new_game_gets_a_free_campaign_name(window, qtbot):
    names = []
    for _ in range(2):
        window.welcome.new_button.click()
        window.wizard.wait_for_pack()
        qtbot.waitUntil(lambda: window.wizard.pack is not None)
        names.append(window.wizard.campaign_name.text())
        window.wizard._next()
        window.wizard._next()  # the suggested name as it is
        assert window.session is not None, window.problems
        window.close_game()
    assert names[0] != names[1]
    assert all(window.campaigns.find(name) for name in names)


def test_enter_in_the_number_box_enters_the_number_typed(qtbot, game):
    """Seen in Brinefall at 200 %: 2 typed into "How much: 0 to 2 pays?" and Enter did nothing (only a click on
    "Enter the number" took it); with another answer offered beside the box, Enter would have taken that one."""
    from PySide6.QtWidgets import QApplication

    from engine.core.decisions import Decision, Option
    from gui.dialogs.decision import DecisionDialog

    dialog = DecisionDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    got = []
    dialog.chosen.connect(got.append)
    for options in ([], [Option("cancel", "Never mind")]):
        dialog.show_decision(game, Decision("seat:0", "pay", "How much?", options, number=(0, 12)))
        box = dialog.box.number
        box.setFocus()
        QApplication.processEvents()
        box.selectAll()
        qtbot.keyClicks(box, "7")
        qtbot.keyClick(box, Qt.Key.Key_Return)
        assert got[-1:] == ["7"], got
        got.clear()
