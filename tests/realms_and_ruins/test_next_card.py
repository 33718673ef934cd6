"""'Next card' modifiers: they wait across turns until their owner plays a card they fit, hold for that
whole card (the effects it replays included) and are used up then."""
from __future__ import annotations

from .conftest import cubes, gold, hold, new, refuses
from .more import more  # noqa: F401  (fixture)

WAYFARER, BELL, ENVOY, LEVY, WITCH, CANDLE = (f"villager-{c}" for c in
                                              ("wayfarer", "bell-ringer", "envoy", "levy", "hedge-witch", "candle"))
N_BELL, N_CANDLE, N_WAYFARER = "noble-bell-ringer", "noble-candle", "noble-wayfarer"


def test_the_next_card_pays_no_gold_even_on_a_later_turn_and_only_that_card(more):
    game = new(more)
    hold(game, 0, "haggler", BELL, CANDLE)
    game.choose("play:haggler")
    game.choose("end")
    hold(game, 1, N_BELL, N_CANDLE, N_WAYFARER)
    game.choose(f"play:{N_BELL}")
    game.choose("end")
    hold(game, 0, LEVY, ENVOY, BELL)
    assert game.zones.size("purse:0") == 0
    game.choose(f"play:{LEVY}")                      # playable with no Gold: its Gold is waived
    assert [o.label for o in game.pending.options] == [  # and the choice says so
        "pay 1 Gold; gain 1 Follower (you pay 0 of its 1 Gold)", "pay 1 Gold; remove 1 Follower (you pay 0 of its 1 Gold)"]
    game.choose("effect:0")
    game.choose("gain:village")
    assert game.zones.size("purse:0") == 0 and game.table.waiting == {}
    game.choose(f"play:{ENVOY}")
    refuses(game, "effect:1", r"you cannot pay 1 Gold")   # used up by the card before


def test_a_doubling_waits_for_a_card_that_moves_and_doubles_every_move_of_it(more):
    game = new(more)
    hold(game, 0, "beacon", BELL, "rover")
    game.choose("play:beacon")
    game.choose(f"play:{BELL}")                      # no Move: the modifier goes on waiting
    assert game.table.waiting == {"0": ["double_moves"]}
    hold(game, 1, N_BELL, N_CANDLE, N_WAYFARER)
    game.choose(f"play:{N_BELL}")
    game.choose("end")
    hold(game, 0, "rover", BELL, CANDLE)
    gold(game, 0, 2)
    game.choose("play:rover")                        # pay 2, then 0 to 3 Moves: now 0 to 6
    assert game.pending.kind == "move" and "(6 left)" in game.pending.prompt
    for _ in range(6):
        game.choose("move:hero1:castle:village" if game.zones.zone_of("meeple:noble") == "realm:castle"
                    else "move:hero1:village:castle")
    assert game.pending.kind == "action" and game.table.waiting == {}
    assert len([e for e in game.state.log.events if e.kind == "realms_performed" and e.verb == "move"]) == 6


def test_a_replay_inside_the_next_card_is_free_as_well(more):
    game = new(more)
    hold(game, 0, "haggler", "echo", CANDLE)
    game.choose("play:haggler")
    game.choose("end")
    hold(game, 1, N_BELL, N_CANDLE, N_WAYFARER)
    game.choose(f"play:{N_BELL}")
    game.choose("end")
    hold(game, 0, "echo", CANDLE, BELL)
    game.zones.move(LEVY, "discard:0")              # the Levy lies on top of the discard pile
    cubes(game, "1", 1, "realm:castle")
    game.choose("play:echo")
    assert game.pending.kind == "effect"             # the Levy's '- or -', both free
    assert game.pending.refused == []
    game.choose("effect:1")
    game.choose("remove:1:castle")
    assert game.zones.size("purse:0") == 0 and game.zones.top("discard:0") == "echo"


def test_what_waits_for_a_seat_is_said_for_its_panel(more):
    """A "next card" modifier not yet used, a refill an interrupt skips and Actions an Event allowed, in words."""
    from engine.rulesets.realms_and_ruins import owed

    game = new(more)
    assert owed.said(game, 0) == []
    game.table.waiting["0"] = ["free_gold"]
    game.table.locked.update({"0": 2, "1": 1})
    game.table.granted["1"] = 2
    assert owed.said(game, 0) == ["next card pays no Gold",
                                  "no refill at the end of this turn and the next (an interrupt played)"]
    assert owed.said(game, 1) == ["no refill at the end of the next turn (an interrupt played)",
                                  "2 more Actions next turn (an Event allowed it)"]


def test_the_log_says_whose_card_waits_in_words_every_seat_reads(more):
    game = new(more)
    hold(game, 0, "haggler", BELL, CANDLE)
    game.choose("play:haggler")
    said = [e.text for e in game.state.log.events if e.kind == "message" and e.data.get("rule") == "next_card"]
    assert said == ["Ann's next card pays no Gold"]           # read by every seat: no "your"
    game.choose("play:villager-bell-ringer")
    used = [e.text for e in game.state.log.events if e.kind == "message" and e.data.get("rule") == "next_card_used"]
    assert used == ["Ann's card pays no Gold"]
