"""One effect vocabulary: an op declared once feeds the schema, the play, the words, the faces and the
validator; handlers are coded by name, and a name no ruleset codes fails validation."""
from __future__ import annotations

import pytest

from engine.content.loader import load_pack
from engine.content.schema_check import check_table
from engine.core.effects import Handler, Mark, Op, Vocabulary, icon, word
from engine.rulesets.seventh_continent.ops import VOCABULARY
from tests.content.test_problems import has, problems_of


def _toy() -> tuple[Vocabulary, list]:
    done = []
    gain = Op("gain", {"type": "integer", "minimum": 1}, lambda g, f, op: done.append(op["gain"]),
              lambda op, v: f"gain {op['gain']} gold", lambda op, v: [icon("coin"), word(f"+{op['gain']}")],
              lambda op, most: [] if op["gain"] <= most else [("gain", f"more than {most}")])
    twice = Op("twice", {"$ref": "#/$defs/list"}, lambda g, f, op: None,
               lambda op, v: f"twice: {v.words(op['twice'])}", lambda op, v: [word("2×")] + v.marks(op["twice"]),
               nested=lambda op: [("twice", op["twice"])])
    return Vocabulary([gain, twice]), done


def _schema(vocabulary: Vocabulary) -> dict:
    one = vocabulary.schema({"type": ["string", "integer"]}, {"type": "string"})
    return {"$defs": {"list": {"type": "array", "items": {"$ref": "#/$defs/one"}}, "one": one},
            "$ref": "#/$defs/list"}


def test_one_declaration_feeds_schema_words_marks_walk_and_references():
    vocabulary, done = _toy()
    schema = _schema(vocabulary)
    effects = [{"gain": 2}, {"twice": [{"gain": 9}]}]
    assert check_table(effects, schema, "f", "c", None) == []
    wrong = check_table([{"gain": 0}, {"lose": 1}], schema, "f", "c", None)
    assert [(p.field, p.message) for p in wrong] == [
        ("[0].gain", "must be at least 1, not 0"),
        ("[1]", "is not a known consequence (lose); use one of: gain, twice or handler")]
    assert vocabulary.words(effects) == "gain 2 gold; twice: gain 9 gold"
    assert vocabulary.marks(effects) == [Mark("icon", "coin"), Mark("word", "+2"), Mark("word", "·"),
                                         Mark("word", "2×"), Mark("icon", "coin"), Mark("word", "+9")]
    walked = list(vocabulary.walk(effects, "then"))
    assert [path for path, _ in walked] == ["then[0]", "then[1]", "then[1].twice[0]"]
    assert [vocabulary.references(table, 5) for _, table in walked] == [[], [], [("gain", "more than 5")]]
    vocabulary.apply(None, None, {"gain": 3})
    assert done == [3]


def test_handlers_are_found_by_name_and_an_unknown_one_is_a_problem():
    vocabulary, _ = _toy()
    assert vocabulary.references({"handler": "flood", "rows": 2}, None) == [
        ("handler", "'flood' is not a handler this ruleset codes (none are registered)")]
    seen = []
    vocabulary.register(Handler("flood", lambda g, f, op: seen.append(op["rows"]), words="the tide rises"))
    assert vocabulary.references({"handler": "flood", "rows": 2}, None) == []
    vocabulary.apply(None, None, {"handler": "flood", "rows": 2})
    assert seen == [2]
    assert vocabulary.words([{"handler": "flood"}]) == "the tide rises"
    assert vocabulary.marks([{"handler": "flood"}]) == [Mark("icon", "special"), Mark("word", "the tide rises")]


def test_unknown_handler_in_a_pack_names_file_card_and_field(tiny):
    tiny.replace("cards/events.toml", "on_reveal = [{ banish_green = 40 }]",
                 'on_reveal = [{ banish_green = 40 }, { handler = "reveal_map", area = "II" }]')
    tiny.replace("cards/people.toml", 'figure = "teal"', 'figure = "teal"\neffects = [{ handler = "reroll_once" }]')
    found = problems_of(tiny.folder)
    has(found, "cards/events.toml", "e-043-rope-bottom", "on_reveal[1].handler", "'reveal_map' is not a handler")
    has(found, "cards/people.toml", "char-wren", "effects[0].handler", "'reroll_once' is not a handler")
    assert len(found) == 2


def test_a_handler_the_ruleset_registers_validates(tiny, monkeypatch):
    tiny.replace("cards/events.toml", "on_reveal = [{ banish_green = 40 }]",
                 'on_reveal = [{ banish_green = 40 }, { handler = "reveal_map", area = "II" }]')
    monkeypatch.setitem(VOCABULARY.handlers, "reveal_map", Handler("reveal_map", lambda g, f, op: None))
    assert load_pack(tiny.folder).cards["e-043-rope-bottom"].get("on_reveal")[1]["area"] == "II"


@pytest.mark.parametrize("effects, words", [
    ([{"take": 12, "banner": "raft"}], "take card 12 plus the value of the raft banner"),
    ([{"each_involved": [{"durability": 2}]}], "each involved character: lose 2 durability in all"),
    ([{"discard": "this"}, {"banish": "x-1"}], "discard this card; banish card x-1"),
    ([{"choose": [{"label": "Run", "then": [{"move": True}]}, {"label": "Stay", "then": [{"xp": 1}]}]}],
     "choose one: Run (the involved characters move to a reachable terrain) or Stay (gain 1 XP)"),
    ([{"teleport": 3}], "teleport 3"),
])
def test_seventh_continent_words(effects, words):
    assert VOCABULARY.words(effects) == words


def test_every_op_a_pack_may_write_is_declared_with_words_and_marks():
    samples = {"take": 5, "each_involved": [], "discard": "this", "banish": "this", "return": "this",
               "replace_gold": True, "banish_green": 5, "durability": 1, "move": True, "explore": True,
               "discard_actions": 1, "shuffle_back": 1, "xp": 1, "buy_skills": True, "adventure_over": True,
               "lift": "bell", "choose": []}
    assert VOCABULARY.names() == list(samples) + ["handler"]
    for name, value in samples.items():
        op = VOCABULARY.op_of({name: value})
        assert op is not None and op.name == name
        assert VOCABULARY.words([{name: value}]) != f"{name} {value}", name
        assert VOCABULARY.marks([{name: value}]), name
