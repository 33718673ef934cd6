"""The odds shown during an action follow the deck, the cost and the draws."""
from engine.rulesets.seventh_continent.forecast import forecast
from tests.seventh.conftest import act, start


def test_forecast_before_and_during_the_draw(pack):
    game = start(pack, ("char-bruno", "char-ludo"))
    act(game, 0, "t-1", 0)                 # dig: cost 6, difficulty 1
    game.choose("involve:1")
    before = forecast(game)
    assert before.draws == 6 and before.difficulty == 1 and 0.5 < before.odds.success < 1
    game.choose("trade")                   # 5 cards, 2 successes: harder
    after = forecast(game)
    assert after.draws == 5 and after.difficulty == 2 and after.odds.success < before.odds.success
    game.choose("draw")
    assert forecast(game).draws == 5
    assert forecast(game, extra=1).odds.success > forecast(game).odds.success


def test_forecast_with_only_curses_left_is_hopeless(pack):
    game = start(pack)
    deck = game.zones.contents["action_deck"]
    for piece in [p for p in deck if game.card(p).type != "curse"]:
        game.zones.move(piece, "box")
    act(game, 0, "t-1", 0)                 # draws what is left: nothing but curses
    assert forecast(game).odds.success == 0


def test_no_forecast_outside_an_action(pack):
    assert forecast(start(pack)) is None
