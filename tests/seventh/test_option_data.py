"""Options say what they mean as data, so the table never parses keys or recounts a rule."""
from __future__ import annotations

from engine.rulesets.seventh_continent import actions, resolution
from engine.rulesets.seventh_continent.actions import ActionRef, action_def
from engine.rulesets.seventh_continent.forecast import in_progress
from engine.rulesets.seventh_continent.odds import face_of, tally
from engine.rulesets.seventh_continent.table import DRAWN

from .conftest import act, explore_east, finish, go_east, start


def test_every_action_option_carries_what_it_acts_on(pack):
    game = start(pack, ("char-bruno", "char-ludo"))
    acts = [o for o in game.pending.options if o.key.startswith("act:") and "piece" in o.data]
    assert acts
    for option in acts:
        _, seat, piece, index = option.key.split(":")
        spec = action_def(game, piece, int(index))
        assert option.data == {"act": "action", "active": int(seat), "involved": [int(seat)], "piece": piece,
                               "index": int(index), "icon": spec["icon"], "cost": spec["cost"],
                               "difficulty": spec["difficulty"], "locked": bool(spec.get("locked"))}


def test_an_action_on_a_face_down_card_names_its_space_never_the_card(pack):
    game = start(pack, ("char-bruno", "char-ludo"))
    fogs = {game.zones.zone_of(p): p for p in game.table.face_down if game.zones.zone_of(p).startswith("board:")}
    foggy = [o for o in game.pending.options if o.data.get("index") == actions.BACK]
    assert foggy and {o.data["space"] for o in foggy} <= set(fogs)
    for option in foggy:
        hidden = fogs[option.data["space"]]
        assert "piece" not in option.data and hidden not in option.key and hidden not in str(option.data)
        assert option.key == f"act:{option.data['active']}:{option.data['space']}:-1"
    game.choose(foggy[0].key)
    assert game.state.stack[-1].data.piece == fogs[foggy[0].data["space"]]  # the step found the card there


def test_a_pieces_actions_are_the_turns_options_or_refused_with_the_rules_reason(pack):
    game = start(pack, ("char-bruno", "char-ludo"))
    offered = resolution.offered(game, "t-1")
    assert offered and all(o.why_not is None and o.key in game.pending.keys() for o in offered)
    act(game, 0, "t-1", 1)
    game.choose("go")  # an action now runs: every action is refused, with the reason the rules give
    again = resolution.offered(game, "t-1")
    assert [o.key for o in again] == [o.key for o in offered]
    for option in again:
        ref = ActionRef(option.data["piece"], option.data["index"])
        assert option.why_not and option.why_not == actions.why_not(game, option.data["active"], ref)


def test_the_decisions_of_an_action_say_which_action_runs(pack):
    game = start(pack, ("char-bruno", "char-ludo"))
    act(game, 0, "t-1", 1)
    assert game.pending.kind == "involve"
    assert game.pending.context["piece"] == "t-1" and game.pending.context["active"] == 0
    game.choose("go")
    running = in_progress(game)
    assert running["piece"] == "t-1" and running["involved"] == [0] and "phase" in running


def test_place_and_move_options_name_their_zone(pack):
    game = start(pack, ("char-bruno", "char-ludo"))
    fog = game.zones.top("board:1,0")
    act(game, 0, fog, -1)
    for _ in range(50):
        decision = game.pending
        if decision.kind == "place":
            assert all(o.data["zone"] == o.key.split(":", 1)[1] and o.data["piece"] for o in decision.options)
        if decision.kind == "action":
            break
        keys = decision.keys()
        game.choose(next((k for k in ("draw", "reveal", "go", "done", "none") if k in keys), keys[-1]))
    act(game, 0, "t-1", 1)
    finish(game, until="move")
    assert all(o.data["zone"] == o.key[3:] for o in game.pending.options)


def test_the_result_counts_the_revealed_cards_once(pack):
    game = start(pack)
    explore_east(game)
    act(game, 0, "t-1", 1)
    results = []
    for _ in range(30):
        if game.pending.kind == "extra":
            drawn = list(game.zones.cards(DRAWN))
            events = game.choose("reveal")
            results = [e for e in events if e.kind == "message" and e.data.get("rule") == "result"]
            break
        keys = game.legal_options()
        game.choose(next((k for k in ("draw", "go", "done") if k in keys), keys[0]))
    assert results, "the action reached its result"
    counted = tally(face_of(game.card(p)) for p in drawn)
    assert results[0].data["successes"] >= counted.successes  # effects may only add to the count
    assert counted.successes == counted.stars + min(counted.left, counted.right)
