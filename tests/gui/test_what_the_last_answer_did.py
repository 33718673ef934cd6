"""What an answer produced stays in front of the player: the decision dialog that asks the next question says what
the last answer did (seen in Mirewick at 1280x720: a Search found a treasure, and the next question, "which
action?", came at once with nothing of the find on screen but a line in the log under the dialog)."""
from __future__ import annotations

from PySide6.QtWidgets import QApplication

from engine.core.events import Message
from tests.cursed_city import plan
from tests.gui.conftest import start_through_wizard


def test_the_next_question_says_what_the_last_answer_did(window, qtbot):
    session = start_through_wizard(window, qtbot, players=1, pack_id="mirewick")
    game = session.game
    log = game.state.log.events
    said = []
    for _ in range(600):  # on to an answer the rules answered with words, the next question in the decision dialog
        before = len(log)
        assert session.choose(plan.answer(game))
        QApplication.processEvents()
        said = [e.text for e in log[before:] if isinstance(e, Message)]
        if said and window.decision.isVisible():
            break
    assert said and window.decision.isVisible()
    shown = window.decision.happened.text()
    assert window.decision.happened.isVisible() and said[-1] in shown
    assert "chose" not in shown and "goes from" not in shown   # not the answer given, not the dice paid
    window.undo()                                              # undone: nothing of it is said
    QApplication.processEvents()
    assert not window.decision.isVisible() or said[-1] not in window.decision.happened.text()


def test_what_the_question_says_itself_is_not_said_twice(window, qtbot):
    """Seen at a Cursed City journey's end: 'Which journey next?' reads out how the journey ended, and the line of
    what the last answer did said the same sentences again above it."""
    session = start_through_wizard(window, qtbot, players=1, pack_id="mirewick")
    game = session.game
    for _ in range(3000):
        if game.pending.kind == "journey":
            break
        assert session.choose(plan.answer(game))
    QApplication.processEvents()
    assert game.pending.kind == "journey" and window.decision.isVisible()
    own = game.pending.context["text"]
    assert "experience" in own
    assert "experience" not in window.decision.happened.text()


def test_what_the_last_answer_did_reads_as_sentences(qtbot):
    """Played Cinderfane at 150 %: "Last: Ada's turn The Time marker moves on to space 4 of 8." ran a turn's heading
    into the next line."""
    from gui.dialogs.decision import DecisionDialog

    dialog = DecisionDialog()
    qtbot.addWidget(dialog)
    dialog._say_happened(["Ada's turn", "The Time marker moves on to space 4 of 8.", "Revealed: “Warden's Purse”.",
                          "<b>Eliminated:</b> the Ash Mite"])
    assert dialog.happened.text() == ("<b>Last:</b> Ada's turn. The Time marker moves on to space 4 of 8. "
                                      "Revealed: “Warden's Purse”. <b>Eliminated:</b> the Ash Mite.")
