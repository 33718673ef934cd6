"""What the players see: cards nobody saw stay unnamed wherever they go (the engine's view)."""
from engine.core.view import event_for, sees, view
from engine.rulesets.seventh_continent.table import BANISHED
from engine.rulesets.sevenths import numbered
from tests.seventh.conftest import act, finish, stack_deck, start


def test_a_green_card_banished_unseen_is_never_named_but_a_seen_one_is(pack):
    game = start(pack, ("char-bruno", "char-ludo"))
    stack_deck(game, ["s-star", "s-star"])
    act(game, 0, "t-1", 2)                                # search: take 50 into the satchel
    finish(game)
    act(game, 0, "a-50-green", 0)                         # observe: banish it, gold in its place
    finish(game)
    assert sees(game, "a-50-green", None)                 # everyone read it before it went
    mark = len(game.state.log.events)
    unseen = numbered.banish_green(game, 105)
    assert game.zones.zone_of(unseen) == BANISHED
    assert not sees(game, unseen, None)
    assert [s.piece for s in view(game, 0).zones[BANISHED]].count(None) == 1
    assert all(getattr(event_for(game, e, 0), "piece", None) != unseen for e in game.state.log.events[mark:])


def test_the_decks_are_closed_and_show_only_their_backs(pack):
    game = start(pack)
    seen = view(game, 0)
    assert seen.zones["action_deck"] and all(s.piece is None and s.back == "action" for s in seen.zones["action_deck"])
    assert all(s.piece is None and s.back.startswith("exploration") for s in seen.zones["exploration:I"])
    assert all(s.piece is None for s in seen.zones["adventure"])
    fog = game.zones.top("board:1,0")
    assert not sees(game, fog, 0) and sees(game, game.zones.top("board:0,0"), 0)
