"""States' harmful effects apply whether players like it or not; an item's own action uses it."""
from engine.rulesets.seventh_continent.forecast import forecast
from tests.seventh.conftest import act, give_hand, give_item, refresh, stack_deck, start


def test_a_cost_penalty_is_applied_not_offered(pack):
    game = start(pack)
    give_hand(game, 0, "a-107")                   # Sluggish: draw one more card
    stack_deck(game, ["s-star"] * 7)
    act(game, 0, "t-1", 0)                        # dig, cost 6
    assert game.zones.size("drawn") == 7          # alone, drawn at once: 6 + 1
    assert not any(k.startswith("effect:a-107") for k in game.legal_options())


def test_a_result_penalty_is_applied_and_the_forecast_counts_it(pack):
    game = start(pack, ("char-bruno", "char-ludo"))
    give_hand(game, 0, "a-106")                   # Shaky: one success fewer
    stack_deck(game, ["s-star"] * 6)
    act(game, 0, "t-1", 0)
    game.choose("involve:1")
    shaky = forecast(game)
    plain = start(pack, ("char-bruno", "char-ludo"))
    stack_deck(plain, ["s-star"] * 6)
    act(plain, 0, "t-1", 0)
    plain.choose("involve:1")
    assert shaky.odds.success < forecast(plain).odds.success
    game.choose("draw")
    game.choose("reveal")                          # six stars, minus one: still a success
    result = [e for e in game.state.log.events if e.kind == "message" and e.data.get("rule") == "result"][-1]
    assert result.data["successes"] == 5 and result.data["success"]


def test_taking_an_items_own_action_lowers_its_durability(pack):
    game = start(pack)
    spyglass = give_item(game, 0, "a-24")
    refresh(game)
    act(game, 0, "a-24", 0)                       # observe, on the item itself
    game.choose("reveal")
    assert game.table.item(spyglass).die == 1 and game.table.xp == 1
    act(game, 0, "a-24", 0)
    game.choose("reveal")                          # the last use: the item is destroyed
    assert game.zones.zone_of("a-24") == "past" and not game.table.items_of(0)
