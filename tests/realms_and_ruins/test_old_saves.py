"""Games saved before steps read the chosen option's data (frozen in data/, saved by the build of ae7fc18, whose
frames kept what each answer meant under 'offered' and 'choices', whose toll answers carried no 'take' and whose
Gold stolen no amount):
each loads, takes every answer of the question it was saved on, and plays on to the end."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from engine.core.bot import random_move
from engine.core.serial import game_from_plain
from engine.rulesets.realms_and_ruins import RULESET

DATA = Path(__file__).parent / "data"
SAVED = {"action": "action", "verb": "move", "toll": "toll", "window": "interrupt", "steal": "steal",
         "inner": "move_hero"}  # inner: a Hero moved by a 'may' list its card's list pushed, the cursor moved on by hand


def _load(name: str, pack):
    game = game_from_plain(json.loads((DATA / f"{name}.json").read_text()), RULESET, pack.cards)
    RULESET.check_state(game)
    return game


@pytest.mark.parametrize("name", sorted(SAVED))
def test_an_old_save_loads_takes_each_answer_it_was_saved_on_and_plays_to_the_end(pack, name):
    decision = _load(name, pack).pending
    assert decision.kind == SAVED[name]
    for n, option in enumerate(decision.options):
        game = _load(name, pack)
        # in a window, the interrupt is answered by a seat that may play one
        seat = (decision.eligible or decision.waiting)[0] if decision.owner == "any" else None
        game.choose(option.key, seat)
        # what the old frames kept of the options is gone once their question is answered
        assert not any(getattr(f.data, "offered", None) or getattr(f.data, "choices", None) for f in game.state.stack)
        chooser = random.Random(n)
        made = 0
        while not game.over and made < 3000:
            game.choose(*random_move(game, chooser))
            made += 1
        assert game.over


def test_an_old_toll_answer_takes_the_gold_or_leaves_it_as_it_was_asked(pack):
    taken, left = _load("toll", pack), _load("toll", pack)
    owner, payer = taken.state.stack[-1].data.owed[0]
    before = taken.zones.size(f"purse:{owner}")
    taken.choose("take")
    left.choose("leave")
    assert taken.zones.size(f"purse:{owner}") > before == left.zones.size(f"purse:{owner}")


def test_an_old_steal_takes_all_the_rival_can_give_as_it_did(pack):
    """Saved before its options said how much Gold; loaded, the step asks it anew (the load check), as today."""
    game = _load("steal", pack)
    option = game.pending.options[0]
    me, rival = game.state.stack[-1].data.seat, option.data["seat"]
    owed = min(game.state.stack[-1].data.amount, game.zones.size(f"purse:{rival}"))
    before = game.zones.size(f"purse:{me}")
    game.choose(option.key)
    assert game.zones.size(f"purse:{me}") == before + owed


def test_an_old_list_pushed_by_a_may_goes_on_after_the_may_not_at_it(pack):
    """The old loop moved the cursor past a pushing op by hand, the runner moves it itself: a save made inside the
    pushed list goes on after it, and its 'you may' is not asked again."""
    game = _load("inner", pack)
    game.choose(game.pending.options[0].key)
    assert game.pending.kind == "action" and [f.proc for f in game.state.stack] == ["turn"]


@pytest.mark.parametrize("edit, words", [({"bonus": 1}, "unknown fields for Play: ['bonus']"),
                                         ({"left": "1"}, "expected an integer")])
def test_a_hand_edited_frame_with_an_unknown_key_or_a_wrong_type_is_refused_with_a_reason(pack, edit, words):
    plain = json.loads((DATA / "inner.json").read_text())
    plain["stack"][-1]["data"].update(edit)
    with pytest.raises(ValueError, match=r"procedure 'realm_effect'") as refused:
        game_from_plain(plain, RULESET, pack.cards)
    assert words in str(refused.value)
