"""Replays: the effect of the top card of one's own discard pile, of a rival's, or of a revealed offer card,
played as if just played, for no Action of its own; the replayed card stays where it lies, and nothing is
played from an empty pile, a card of the wrong kind, or a card that replays itself."""
from __future__ import annotations

from .conftest import arrange, gold, hold, new, refuses
from .more import more  # noqa: F401  (fixture)

WAYFARER, BELL, ENVOY, LEVY, WITCH, CANDLE = (f"villager-{c}" for c in
                                              ("wayfarer", "bell-ringer", "envoy", "levy", "hedge-witch", "candle"))
N_BELL, N_CANDLE, N_WAYFARER, N_LEVY = "noble-bell-ringer", "noble-candle", "noble-wayfarer", "noble-levy"


def actions(game) -> list[str]:
    return [e.what for e in game.state.log.events if e.kind == "realms_action"]


def test_a_starting_card_on_top_of_the_discard_pile_is_played_again_for_no_action(more):
    game = new(more)
    hold(game, 0, BELL, "echo", CANDLE)
    game.choose(f"play:{BELL}")
    game.choose("play:echo")
    assert game.zones.size("purse:0") == 2          # the Bell-ringer's Gold, twice
    assert game.zones.cards("discard:0")[-2:] == [BELL, "echo"]
    assert actions(game) == [BELL, "echo"] and game.table.active == 1


def test_a_replay_of_the_wrong_kind_or_from_an_empty_pile_plays_nothing(more):
    game = new(more)
    hold(game, 0, "echo", "mirror", CANDLE)
    assert game.zones.size("discard:0") == 0
    game.choose("play:mirror")                       # nothing lies in the pile
    assert game.zones.size("purse:0") == 0 and game.zones.cards("discard:0") == ["mirror"]
    game.choose("play:echo")                         # the Mirror is no starting card
    told = [e.text for e in game.state.log.events if e.kind == "message" and e.data.get("rule") == "replay_nothing"]
    assert told == ["Nothing is replayed: there is no card to replay", "Nothing is replayed: Mirror is not a starting card"]
    assert game.table.active == 1


def test_a_card_that_replays_is_not_replayed(more):
    game = new(more)
    hold(game, 0, BELL, "echo", "mirror")
    game.zones.move("echo", "discard:0")
    game.choose("play:mirror")
    assert game.zones.size("purse:0") == 0
    assert any(e.kind == "message" and e.text == "Nothing is replayed: Echo replays a card itself"
               for e in game.state.log.events)


def test_a_rivals_top_discard_is_played_as_ones_own_and_stays_in_its_pile(more):
    game = new(more)
    hold(game, 0, "mimic", BELL, CANDLE)
    arrange(game, {N_WAYFARER: "discard:1"})
    game.choose("play:mimic")
    assert [o.key for o in game.pending.options] == ["replay:1"]
    game.choose("replay:1")
    assert game.pending.kind == "effect"             # the Wayfarer's '- or -'
    game.choose("effect:1")
    assert game.zones.size("purse:0") == 1 and game.zones.size("purse:1") == 0
    assert game.zones.top("discard:1") == N_WAYFARER and game.zones.top("discard:0") == "mimic"


def test_a_replayed_effect_that_cannot_be_paid_is_refused_and_with_none_payable_nothing_is_played(more):
    game = new(more)
    hold(game, 0, "mimic", BELL, CANDLE)
    arrange(game, {"noble-envoy": "discard:1"})
    game.choose("play:mimic")
    game.choose("replay:1")
    assert [o.key for o in game.pending.options] == ["effect:0"]
    refuses(game, "effect:1", r"you cannot pay 1 Gold \(you have 0\)")
    game = new(more)
    hold(game, 0, "mimic", BELL, CANDLE)
    arrange(game, {N_LEVY: "discard:1"})             # both of its alternatives pay 1 Gold
    game.choose("play:mimic")
    game.choose("replay:1")
    assert game.pending.kind == "action" and game.zones.size("purse:0") == 0
