"""The rulebook's dig example (page "Action resolution"), step by step, with our own cards."""
from engine.core import events as ev
from tests.seventh.conftest import act, give_hand, give_item, stack_deck, start


def test_dig_example_step_by_step(pack):
    game = start(pack, ("char-bruno", "char-ludo"))
    bruno_hand = [give_hand(game, 0, "s-star") for _ in range(3)]  # at the 2-player limit already
    shovel = give_item(game, 0, "a-20")
    drawn = stack_deck(game, ["s-right7", "curse-death", "s-left"])
    deck_before = game.zones.size("action_deck")

    act(game, 0, "t-1", 0)                       # Bruno digs (cost 6, difficulty 1)
    assert game.pending.kind == "involve"
    game.choose("involve:1")                     # Ludo offers his help

    # Step 1: Bruno uses the shovel: its die loses a pip
    assert game.pending.kind == "use_item"
    game.choose(f"use:{shovel}")
    assert game.table.item(shovel).die == 1

    # Step 2: the shovel lowers the cost by 2; together they lower it by 1 more for +1 difficulty
    assert game.pending.kind == "cost"
    game.choose("effect:a-20:0")
    assert game.pending.context["cost"] == 4
    game.choose("trade")
    assert (game.pending.context["cost"], game.pending.context["difficulty"]) == (3, 2)
    game.choose("draw")
    assert game.zones.cards("drawn") == drawn and game.zones.size("action_deck") == deck_before - 3

    # Step 3: reveal: a right half with a 7, a curse (from the deck: harmless), a left half
    events = game.choose("reveal")
    assert [e.card for e in events if isinstance(e, ev.Revealed)] == drawn
    assert game.pending.kind == "result" and game.pending.context["successes"] == 1
    game.choose("effect:a-20:1")                 # the shovel: +1 success per 7 revealed
    assert any(isinstance(e, ev.Message) and e.data.get("successes") == 2 and e.data["success"]
               for e in game.state.log.events[-3:])

    # Step 4: Bruno's hand is full, so Ludo keeps a revealed skill; the curse is never offered
    assert game.pending.kind == "skill"
    assert not any("curse" in k for k in game.legal_options())
    game.choose(f"keep:{drawn[2]}:1")
    assert drawn[2] in game.zones.cards("hand:1")

    # Step 5: the others go to the discard pile; Step 6: success, Bruno takes card 22 (an item)
    assert set(game.zones.cards("discard")) == {drawn[0], drawn[1]}
    assert game.pending.kind == "found_item"
    game.choose("new:0")
    bow_item = game.table.items_of(0)[-1]
    assert game.zones.cards(bow_item.zone) == ["a-22"] and bow_item.die == 4
    # Step 7: nobody is over the limit; a new turn begins; Bruno's hand is unchanged
    assert game.pending.kind == "action"
    assert sorted(game.zones.cards("hand:0")) == sorted(["char-bruno", *bruno_hand])
    game.zones.check()
