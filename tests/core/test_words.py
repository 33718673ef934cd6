"""Counts are said as players say them, one word for one and the plural for any other count, in every ruleset's
questions and answers ("draw 3 cards", never "draw 3 card(s)")."""
from __future__ import annotations

import re

import pytest

from engine.core.words import counted
from tests.online.harness import PACKS, random_game

HEDGED = re.compile(r"\w\((?:s|es)\)")


def test_one_word_for_one_and_the_plural_for_any_other_count():
    assert [counted(1, "card"), counted(2, "card"), counted(0, "success"), counted(1, "success")] == \
        ["1 card", "2 cards", "0 successes", "1 success"]
    assert [counted(2, "die"), counted(3, "story"), counted(2, "key"), counted(2, "life point")] == \
        ["2 dice", "3 stories", "2 keys", "2 life points"]


@pytest.mark.parametrize("ruleset_id", sorted(PACKS))
def test_no_question_nor_answer_hedges_a_plural(ruleset_id):
    hedged = set()
    for game in random_game(ruleset_id, 3, 400):
        if game.pending is not None:
            words = [game.pending.prompt, *(o.label for o in game.pending.options)]
            hedged.update(w for w in words if HEDGED.search(w))
    assert not hedged, sorted(hedged)[:5]
