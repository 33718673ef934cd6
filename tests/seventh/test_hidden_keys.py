"""An answer names nothing its seat may not see: no option's key or data holds the id of a piece hidden from the
seats asked (the explore option names the board space a face-down card lies in, never the card)."""
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.view import sees
from tests.seventh.conftest import start
from tests.seventh.test_random_games import CASTS, play


def _named(value):
    """Every string an option's data holds, however deep."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _named(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _named(item)


def hidden_names(game) -> list[str]:
    """(option key, hidden piece) for every option of the pending question naming a piece an asked seat cannot see
    (a character card in the box is named by the join answer's own words: the players choose it by its title)."""
    decision = game.pending
    if decision is None:
        return []
    seats = decision.seats() or [None]
    found = []
    for option in [*decision.options, *decision.refused]:
        words = set(option.key.split(":")) | set(_named(option.data))
        for piece in words & set(game.state.pieces):
            if not all(sees(game, piece, seat) for seat in seats) and game.card(piece).title not in option.label:
                found.append((option.key, piece))
    return found


def test_the_explore_options_of_a_new_game_name_no_face_down_card(pack):
    game = start(pack, ("char-bruno", "char-ludo"))
    assert any("space" in o.data for o in game.pending.options)
    assert hidden_names(game) == []


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), cast=st.sampled_from(CASTS), bot=st.integers(0, 2**31))
def test_no_answer_of_a_random_game_names_a_hidden_piece(pack, seed, cast, bot):
    game = start(pack, cast, seed=seed)
    seen = []
    play(game, bot, 150, check=lambda g: seen.extend(hidden_names(g)))
    assert hidden_names(game) == [] and seen == []
