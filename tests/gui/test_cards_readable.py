"""Every card a dialog shows can be read where it is chosen (issue 17, #10): the loupe follows it, a double-click,
Space or Enter opens the viewer; the viewer's words are the card's whole text."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from engine.core.decisions import Decision, Option
from gui.faces.render import layout
from gui.panels.card_picture import CardPicture
from tests.gui.conftest import pick_pack, start_through_wizard

PLAIN = ("go", "reveal", "done", "none", "cancel")


def _drawn_cards(window, qtbot):
    """Take the first action and go on until its drawn cards lie face up in the step dialog."""
    session = start_through_wizard(window, qtbot)
    game = session.game
    assert session.choose(next(o.key for o in game.pending.options if "icon" in o.data))
    for _ in range(20):
        if window.step.revealed or game.pending is None or game.pending.kind == "action":
            break
        keys = game.pending.keys()
        assert session.choose(next((k for k in PLAIN if k in keys), keys[0]))
    window.step.finish_reveals()
    QApplication.processEvents()  # widgets laid into a shown dialog show at the next turn of the loop
    pictures = window.step.findChildren(CardPicture)
    assert pictures, "the drawn cards are shown"
    return game, [p for p in pictures if p.isVisible()]


def _hover(widget, pos: QPoint):
    move = QMouseEvent(QEvent.Type.MouseMove, QPointF(pos), QPointF(widget.mapToGlobal(pos)), Qt.MouseButton.NoButton,
                       Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(widget, move)


def test_a_drawn_card_opens_by_double_click_space_and_enter(window, qtbot):
    game, pictures = _drawn_cards(window, qtbot)
    picture = pictures[0]
    qtbot.mouseDClick(picture, Qt.MouseButton.LeftButton)
    assert window.viewer.isVisible() and window.viewer.card.id == game.state.pieces[picture.piece]
    window.viewer.close()
    window.viewer = None
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Return):
        picture.setFocus()
        qtbot.keyClick(picture, key)
        assert window.viewer is not None and window.viewer.isVisible()
        window.viewer.close()
        window.viewer = None


def test_the_loupe_follows_and_pins_a_drawn_card(window, qtbot):
    game, pictures = _drawn_cards(window, qtbot)
    picture = pictures[-1]
    window.magnifier_action.trigger()  # M
    assert window.magnifier.enabled
    _hover(picture, QPoint(10, 10))
    assert window.magnifier.current is not None
    assert window.magnifier.current[0].id == game.state.pieces[picture.piece]
    window.magnifier.hide()
    picture.setFocus()
    qtbot.keyClick(picture, Qt.Key.Key_P)
    assert window.magnifier.pinned is not None and window.magnifier.pinned[0].id == picture.card_id


def test_a_found_card_in_a_decision_can_be_read(window, qtbot):
    session = start_through_wizard(window, qtbot)
    game = session.game
    piece = next(p for p in game.zones.cards("hand:0"))
    decision = Decision("seat:0", "found_card", "Who takes it?",
                        [Option("seat:0", "Ada takes it", {"piece": piece}), Option("none", "Nobody")])
    window.decision.show_decision(game, decision, window.faces)
    QApplication.processEvents()
    pictures = [p for p in window.decision.findChildren(CardPicture) if p.isVisible()]
    assert [p.piece for p in pictures] == [piece]
    qtbot.mouseDClick(pictures[0], Qt.MouseButton.LeftButton)
    assert window.viewer.isVisible() and window.viewer.card.id == game.state.pieces[piece]
    assert game.pending is not decision  # reading the card answered nothing


def test_the_viewer_reads_recipes_item_effects_and_abilities(pack):
    words = layout(pack.ruleset)
    crafting = next(c for c in pack.cards.values() if c.get("craft"))
    text = words.text(crafting, False)
    made = crafting.get("craft")["item"]
    assert "Craft:" in text and made["title"] in text
    for resource, count in crafting.get("craft")["resources"].items():
        assert f"{count} {resource}" in text
    if made.get("effects"):
        assert "Its effect:" in text
    character = pack.cards["ilse"]
    assert "Ability. dig: draw 1 card fewer." in words.text(character, False)
    learnt = next(c for c in pack.cards.values() if c.get("xp"))
    assert f"{learnt.get('xp')} XP" in words.text(learnt, False)
    assert "successs" not in "".join(words.text(c, False) for c in pack.cards.values())


def test_the_wizard_shows_a_characters_abilities(window, qtbot):
    window.welcome.new_button.click()
    wizard = window.wizard
    pick_pack(wizard, qtbot)
    qtbot.mouseClick(wizard.next_button, Qt.MouseButton.LeftButton)
    story = wizard.story.toPlainText()
    assert "Ability." in story


def test_the_card_a_question_is_about_can_be_read(window, qtbot):
    """A found item's "where does it go?" shows the item itself, to magnify or open."""
    session = start_through_wizard(window, qtbot)
    game = session.game
    piece = next(p for p in game.zones.cards("hand:0"))
    decision = Decision("seat:0", "found_item", "Found it. Where does it go?",
                        [Option("new:0", "Ada: a new item"), Option("past", "Leave it")], context={"piece": piece})
    window.decision.show_decision(game, decision, window.faces)
    QApplication.processEvents()
    subject = window.decision.box.subject
    assert subject is not None and subject.piece == piece and subject.isVisible()
    subject.setFocus()
    qtbot.keyClick(subject, Qt.Key.Key_Return)
    assert window.viewer.isVisible() and window.viewer.card.id == game.state.pieces[piece]
