"""Actions an Event allows (the rulebook's "additional Actions allowed by Event cards, before or after your 2
Actions"): an Event is read between turns, so a seat it grants Actions takes them in its coming turn, in any
order with its own two, under the same once-a-turn limits; the turn after is back to two."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from engine.content.loader import load_pack
from engine.core.serial import game_from_plain, game_to_plain
from engine.rulesets.realms_and_ruins import RULESET

from .conftest import PACK, arrange, cubes, hold, new, refuses, seats
from .test_events import event_after_buying

MARCH = Path(__file__).parent / "extra" / "march.toml"
BELL, CANDLE, WAYFARER = "villager-bell-ringer", "villager-candle", "villager-wayfarer"
NOBLE = ("noble-bell-ringer", "noble-candle", "noble-wayfarer")


@pytest.fixture(scope="module")
def march(tmp_path_factory):
    folder = tmp_path_factory.mktemp("march") / "pack"
    shutil.copytree(PACK, folder)
    shutil.copy(MARCH, folder / "cards" / "march.toml")
    return load_pack(folder)


def actions_asked(game) -> tuple[int, int]:
    context = game.pending.context
    return context["taken"], context["of"]


def marched(march, game=None):
    """Ann buys the Event symbol; both rivals are asked in turn, Ann marches and Bo sleeps; Bo's turn begins."""
    game = game or new(march)
    event_after_buying(game, "forced-march")
    assert game.pending.owner == "seat:0" and game.pending.kind == "chapter_choice"
    assert [o.label for o in game.pending.options] == ["March through the night", "Sleep"]
    game.choose("choice:0")
    assert game.pending.owner == "seat:1"
    game.choose("choice:1")
    return game


def test_an_event_grants_a_seat_one_more_action_on_its_next_turn_only(march):
    game = marched(march)
    assert game.table.granted == {"0": 1} and game.table.active == 1
    assert actions_asked(game) == (0, 2)                     # Bo slept: two Actions as ever
    hold(game, 1, *NOBLE)
    game.choose(f"play:{NOBLE[0]}")
    game.choose(f"play:{NOBLE[1]}")
    assert game.table.active == 0 and game.table.granted == {}
    hold(game, 0, BELL, CANDLE, WAYFARER)
    assert actions_asked(game) == (0, 3)                     # Ann marched: three this turn
    game.choose(f"play:{BELL}")
    game.choose(f"play:{CANDLE}")
    assert game.table.active == 0 and actions_asked(game) == (2, 3)
    game.choose(f"play:{WAYFARER}")                          # the third, after her own two
    game.choose("effect:1")
    assert game.table.active == 1                            # three taken: the turn is over
    hold(game, 1, *NOBLE)
    game.choose(f"play:{NOBLE[0]}")
    game.choose(f"play:{NOBLE[1]}")
    assert game.table.active == 0 and actions_asked(game) == (0, 2)   # and the turn after, two again
    granted = [(e.seat, e.count, e.now) for e in game.state.log.events if e.kind == "realms_actions_granted"]
    assert granted == [(0, 1, False), (0, 1, True)]


def test_the_granted_action_keeps_the_once_a_turn_limits_and_may_end_the_turn_early(march):
    game = marched(march)
    hold(game, 1, *NOBLE)
    game.choose(f"play:{NOBLE[0]}")
    game.choose(f"play:{NOBLE[1]}")
    cubes(game, "0", 2, "realm:castle")
    arrange(game, {"meeple:villager": "realm:castle"})      # the Castle's Offer costs 1 Follower there
    hold(game, 0, BELL, CANDLE, WAYFARER)
    game.choose("buy:slot:castle:0")
    refuses(game, "buy:slot:castle:1", "you bought a card this turn already")
    game.choose(f"play:{BELL}")
    assert actions_asked(game) == (2, 3) and "end" in game.pending.keys()
    game.choose("end")                                       # an Action allowed is not an Action owed
    assert game.pending.kind == "add"                        # between turns: the replacement's symbol
    game.choose("add:magic")
    assert game.table.active == 1


def test_a_game_saved_with_actions_owed_reloads_identically_and_a_forged_debt_is_refused(march):
    game = marched(march)
    data = game_to_plain(game)
    loaded = game_from_plain(data, RULESET, march.cards)
    RULESET.check_state(loaded)
    assert loaded.table.granted == {"0": 1}
    for seat, count in (("0", 12), ("5", 1), ("x", 1)):
        forged = game_from_plain(game_to_plain(game), RULESET, march.cards)
        forged.table.granted = {seat: count}
        with pytest.raises(ValueError, match="more Actions"):
            RULESET.check_state(forged)


def test_the_verb_is_said_in_words(march):
    from engine.rulesets.realms_and_ruins.ops import VOCABULARY

    assert VOCABULARY.words([{"actions": 1}]) == "take 1 more Action on your next turn"
    assert VOCABULARY.words([{"actions": 2}]) == "take 2 more Actions on your next turn"


def test_a_table_that_plays_up_to_twice_strictly_refuses_a_third_card_not_a_third_action(march):
    seed = next(n for n in range(50)
                if RULESET.new_game(march, seats(2), {"twice": "yes"}, n).table.active == 0)
    game = marched(march, RULESET.new_game(march, seats(2), {"twice": "yes"}, seed))
    hold(game, 1, *NOBLE)
    game.choose(f"play:{NOBLE[0]}")
    game.choose(f"play:{NOBLE[1]}")
    cubes(game, "0", 2, "realm:castle")
    arrange(game, {"meeple:villager": "realm:castle"})
    hold(game, 0, BELL, CANDLE, WAYFARER)
    game.choose(f"play:{BELL}")
    game.choose(f"play:{CANDLE}")
    assert actions_asked(game) == (2, 3)
    refuses(game, f"play:{WAYFARER}", "you played a card twice this turn already")
    game.choose("buy:slot:castle:0")                        # the third Action, of another kind
    assert game.pending.owner != "seat:0" or game.pending.kind != "action"
