"""The Dialogue Book's glossary at the table: the words a paragraph marks with a star are explained where the
paragraph is read, under its words in the question's box and in the Dialogue Book panel (underlined there,
pointing at one tells what it means); a question without starred words shows no glossary."""
from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication

from engine.content.loader import load_pack
from engine.rulesets.seventh_citadel import dialogues
from gui.dialogs.decision import DecisionBox
from gui.rulesets.seventh_citadel.panels import DialoguePanel
from gui.session import Session
from tests.seventh_citadel.conftest import PACK, new


@pytest.fixture(scope="module")
def pack():
    return load_pack(PACK)


def reading(window, pack, paragraph: int):
    """A game whose active player reads this paragraph, at the table."""
    game = new(pack)
    game.state.pending = None
    game.state.stack.append(dialogues.read_frame(0, 0, [0], paragraph))
    game.start()
    assert game.pending.kind == "dialogue"
    window.enter(Session(game, pack))
    QApplication.processEvents()
    return game


def asking(window, game) -> DecisionBox:
    """The box on the screen that asks the pending question."""
    return next(b for b in window.findChildren(DecisionBox) if b.isVisible() and b.decision is game.pending)


def test_the_question_explains_the_words_its_paragraph_stars_under_them(window, pack):
    game = reading(window, pack, 100)
    box = asking(window, game)
    assert "The smith* wipes his hands" in box.words.text()
    notes = box.glossary.text()
    assert box.glossary.isVisible()
    for term in ("smith", "Hollow Drum"):
        assert f"<b>{term}*</b>" in notes and game.table.glossary[term].split(",")[0] in notes
    assert notes.index("smith*") < notes.index("Hollow Drum*")          # in the order the paragraph marks them


def test_the_dialogue_book_underlines_each_starred_word_and_tells_what_it_means(window, pack):
    game = reading(window, pack, 100)
    book = window.findChildren(DialoguePanel)[0]
    shown = book.text.text()
    links = re.findall(r"<a href='(term:[^']*)'[^>]*>([^<]*)</a>\*", shown)
    assert [word for _, word in links] == ["smith", "Hollow Drum"]       # the words as the paragraph writes them
    assert [book.meaning(link) for link, _ in links] == [game.table.glossary["smith"], game.table.glossary["Hollow Drum"]]
    assert f"<b>smith*</b>: {game.table.glossary['smith']}" in shown    # and explained under the paragraph
    assert book.meaning("term:anvil") == "" and book.meaning("http://elsewhere") == ""


def test_a_paragraph_that_stars_no_word_shows_no_glossary(window, pack):
    game = reading(window, pack, 110)
    box = asking(window, game)
    assert not box.glossary.isVisible() and box.glossary.text() == ""
    assert "<a href" not in window.findChildren(DialoguePanel)[0].text.text()
