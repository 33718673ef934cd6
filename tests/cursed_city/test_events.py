"""The event phase: the leader's quest-dice roll on the event table and each event it names (a destiny denied or
fulfilled, our time grows short, an inspiring effort, a born hero, the will of the master), driven through the
decisions of a whole turn."""
from __future__ import annotations

import pytest

from engine.core.decisions import IllegalChoice
from engine.rulesets.cursed_city import hostiles, turn, wounds
from engine.rulesets.cursed_city.table import DESTINY_AVAILABLE, OUT

from .conftest import answer_until, clear, start


def _turn(pack, event: str, cleared: bool = True):
    """A one-player game whose event table names only this event, its first turn's activations under way."""
    game = start(pack)
    if cleared:
        clear(game)
    game.table.events = [{"roll": [1, 12], "event": event}]
    game.choose("go")
    return game


def _next_turn(game) -> None:
    answer_until(game, "gambit")
    assert game.table.turn == 2


def _said(game, rule: str) -> list:
    return [e for e in game.state.log.events if e.kind == "message" and e.data.get("rule") == rule]


def test_our_time_grows_short_moves_the_nightfall_token_once_more(pack):
    for event, spaces in (("time_grows_short", 2), ("destiny_fulfilled", 1)):
        game = _turn(pack, event)
        before = game.table.nightfall
        _next_turn(game)
        assert game.table.nightfall == before + spaces      # (the event, then) the next turn's journey phase


def test_a_destiny_denied_skips_the_next_destiny_roll(pack):
    game = _turn(pack, "destiny_denied")
    shown = sorted(game.zones.cards(DESTINY_AVAILABLE))
    _next_turn(game)
    assert len(_said(game, "destiny_denied")) == 1 and not game.table.skip_destiny
    assert len(_said(game, "destiny")) == 1                               # the first turn's roll alone
    assert sorted(game.zones.cards(DESTINY_AVAILABLE)) == shown          # nothing rolled again


def test_a_destiny_fulfilled_makes_every_destiny_die_available_next_turn(pack):
    game = _turn(pack, "destiny_fulfilled")
    _next_turn(game)
    assert len(game.zones.cards(DESTINY_AVAILABLE)) == 5 and not game.table.fulfil_destiny


def test_an_inspiring_effort_gives_the_leaders_pick_one_inspiration(pack):
    game = _turn(pack, "inspiring_effort")
    wounds.out_of_action(game, "hexer")
    answer_until(game, "inspiring_effort")
    assert game.pending.owner == "seat:0"
    assert game.legal_options() == ["hero:warden", "hero:ranger", "hero:duellist"]     # heroes out of action: no
    before = game.snapshot()
    with pytest.raises(IllegalChoice):
        game.choose("hero:hexer")
    assert game.snapshot().state.table == before.state.table
    game.choose("hero:ranger")
    assert game.table.hero("ranger").ip == 1 and game.table.hero("warden").ip == 0


def test_a_born_hero_comes_back_beside_another_hero_and_recuperates_free(pack):
    game = _turn(pack, "born_hero")
    wounds.out_of_action(game, "hexer")
    _next_turn(game)
    assert game.zones.zone_of("hexer").startswith("space:") and game.zones.zone_of("hexer") != OUT
    assert [e for e in _said(game, "roll") if "recuperates (free)" in e.text]


def test_the_will_of_the_master_moves_the_group_furthest_from_the_heroes(pack, monkeypatch):
    game = _turn(pack, "will_of_the_master", cleared=False)
    seen = {}
    real = turn.EVENTS["will_of_the_master"]

    def watched(g, f, answer):
        # how far each group's furthest model stands as the event is resolved, and where the log was then
        if not seen:
            seen["mark"] = len(g.state.log.events)
            seen["far"] = {grp.n: max(hostiles._far(hostiles.model_to_heroes(g, p)) for p in hostiles.on_battlefield(g, grp))
                           for grp in g.table.groups if hostiles.on_battlefield(g, grp)}
        return real(g, f, answer)

    monkeypatch.setitem(turn.EVENTS, "will_of_the_master", watched)
    _next_turn(game)
    assert seen["far"], "no group stood on the battlefield at the event"
    moved = {e.piece for e in game.state.log.events[seen["mark"]:] if e.kind == "piece_moved"
             and e.source.startswith("space:") and game.card(e.piece).type == "hostile"}
    groups = {grp.n for grp in game.table.groups for p in grp.models if p in moved}
    assert len(groups) == 1 and seen["far"][groups.pop()] == max(seen["far"].values())


def test_the_leader_picks_among_the_equally_near_spaces_where_a_born_hero_is_placed(pack):
    """'The nearest empty space to another hero': ties are the leader's (the engine took the lowest position)."""
    game = _turn(pack, "born_hero")
    wounds.out_of_action(game, "hexer")
    answer_until(game, "born_hero_space")
    assert game.pending.owner == f"seat:{game.table.leader}" and len(game.pending.options) > 1
    last = game.pending.options[-1]
    game.choose(last.key)
    assert game.zones.zone_of("hexer") == "space:{},{}".format(*last.data["cell"])


def test_a_born_heros_free_recuperate_reads_its_roll_as_any_recuperate(pack, monkeypatch):
    """A critical success removes 2 wounds or a grievous wound (the engine removed 1 counter whatever the roll,
    and only turned a grievous one back); with both to recover, the hero's player picks which."""
    from engine.rulesets.cursed_city import rolls
    from engine.rulesets.cursed_city.table import WOUNDS, slot

    for pick in ("heal:wounds", "heal:grievous"):
        game = _turn(pack, "born_hero")
        counters = []
        for k in (1, 2, 3):
            piece = game.zones.top(WOUNDS)
            game.zones.move(piece, slot("hexer", k))
            counters.append(piece)
        game.table.grievous.append(counters[2])
        game.zones.move("hexer", OUT)
        monkeypatch.setattr(rolls, "best", lambda faces: "crit")
        answer_until(game, "recuperate")
        assert game.pending.owner == f"seat:{game.table.hero('hexer').seat}"
        assert [o.label for o in game.pending.options] == ["Remove 2 wounds", "Remove 1 grievous wound"]
        game.choose(pick)
        monkeypatch.undo()
        left = wounds.counters(game, "hexer")
        if pick == "heal:wounds":
            assert left == [counters[2]] and counters[2] in game.table.grievous
        else:
            assert sorted(left) == sorted(counters[:2]) and counters[2] not in game.table.grievous
