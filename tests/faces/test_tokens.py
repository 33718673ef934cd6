"""Card faces and the card viewer print an op as its declaration in the ruleset's vocabulary says."""
from __future__ import annotations

import dataclasses

from engine.core.effects import Handler, icon, word
from engine.rulesets.seventh_continent.ops import VOCABULARY
from gui.faces.rows import Token
from gui.rulesets.seventh_continent.faces.consequences import consequence_tokens, effect_tokens
from gui.rulesets.seventh_continent.faces.card_text import consequence_words, effect_words


def test_faces_and_viewer_follow_the_declaration(monkeypatch):
    xp = VOCABULARY.ops["xp"]
    monkeypatch.setitem(VOCABULARY.ops, "xp", dataclasses.replace(
        xp, words=lambda op, v: f"learn {op['xp']}", marks=lambda op, v: [icon("star"), word("learn")]))
    assert consequence_words([{"xp": 2}]) == "learn 2"
    assert consequence_tokens([{"xp": 2}, {"take": 7}]) == [
        Token("icon", icon="star"), Token("word", text="learn"), Token("word", text="·"), Token("numbox", text="7")]


def test_a_registered_handler_is_printed_in_its_own_words(monkeypatch):
    monkeypatch.setitem(VOCABULARY.handlers, "bell_toll", Handler("bell_toll", lambda g, f, op: None, "the bell tolls"))
    effect = {"handler": "bell_toll", "step": "result"}
    assert "the bell tolls" in effect_words(effect)
    assert Token("word", text="the bell tolls") in effect_tokens(effect)
    assert consequence_words([{"handler": "bell_toll"}]) == "the bell tolls"


def test_unknown_ops_are_shown_by_name():
    assert consequence_tokens([{"teleport": 3}]) == [Token("icon", icon="special"), Token("word", text="teleport 3")]
