"""How the Explorers of Cinderfane stand (`prospects`, which the planning bot reads at the end of its tries): the
campaign's episodes played, the episode's aim nearer (a closed door on the way costs its Search), and what keeps
them in it: the Fate stock, the time track, Injuries and Traumas (issue 31: without them the planner's tries
played on to the campaign's end, about a second a decision)."""
from __future__ import annotations

import pytest

from engine.bots.planner import PlanningBot
from engine.core.ruleset import Seat
from engine.rulesets.arkeis import RULESET, grapple, harm, markers
from engine.rulesets.arkeis.op_parts import effects_frame
from engine.rulesets.arkeis.prospects import aim_symbols, aim_zones
from engine.rulesets.arkeis.table import SEARCH_TOKENS, UNBOUGHT, backpack, door, injured, miniatures, zone
from tests.saves import real_saves as real


@pytest.fixture(scope="module")
def cinderfane():
    return real.pack("arkeis")


def episode(pack, which: str = "sealed-niche", explorers: tuple[str, ...] = ("tobin", "mara")):
    """An episode of Cinderfane set out, the first player chosen: the table waits on the first action."""
    seats = [Seat(f"Seat {n + 1}", e) for n, e in enumerate(explorers)]
    options = {o.key: o.default for o in RULESET.setup_options(pack)}
    game = RULESET.new_game(pack, seats, {**options, "episode": which}, 0)
    game.choose("first:0")
    return game


def stand(game, *zones: str) -> None:
    for seat, name in enumerate(zones):
        game.move(grapple.figure(game, seat), zone(*name.split(":")))
    grapple.update(game)


def read(game, which: str) -> None:
    """The episode's epilogue read, as a Search card says it (mid-action): the table waits on it, back at camp."""
    game.state.stack.append(effects_frame(0, [{"epilogue": which}]))
    game.state.pending = None
    game.start()
    assert game.pending.kind == "epilogue" and game.table.epilogue == which


def stands(game) -> float:
    return RULESET.prospects(game, 0)


def test_the_explorers_stand_better_the_nearer_they_are_to_the_episodes_aim(cinderfane):
    """The Sealed Niche's aim is the Search token C on the Niche's door: searched from the Gallery's far end."""
    game = episode(cinderfane)
    stand(game, "antechamber:1", "antechamber:1")
    back = stands(game)
    stand(game, "antechamber:2", "antechamber:1")
    one_on = stands(game)
    stand(game, "antechamber:2", "antechamber:2")
    both_on = stands(game)
    assert back < one_on < both_on


def test_a_closed_door_on_the_way_counts_its_search(cinderfane):
    game = episode(cinderfane)
    stand(game, "antechamber:2", "antechamber:2")
    closed = stands(game)
    token = next(p for p in game.zones.cards(door("gallery-door")))
    game.move(token, SEARCH_TOKENS)        # searched: the Gallery's door opens
    assert stands(game) > closed


def test_the_aim_is_read_from_the_episodes_cards_whatever_its_symbol(cinderfane):
    """The Hall of Bells: its aim is the bell behind the Belfry's door (H), not the Stair's (G)."""
    game = episode(cinderfane, "hall-of-bells")
    assert aim_symbols(game) == {"h"}
    assert aim_zones(game) == set(game.table.doors["belfry-door"].between)


def test_each_fate_token_taken_from_the_stock_stands_worse(cinderfane):
    game = episode(cinderfane)
    before = stands(game)
    harm.take_fate(game, 0)
    once = stands(game)
    harm.take_fate(game, 1)
    assert before > once > stands(game)


def test_time_passing_on_the_track_stands_worse(cinderfane):
    game = episode(cinderfane, "hall-of-bells")
    before = stands(game)
    markers.advance(game, 3)
    assert stands(game) < before


def test_injuries_stand_worse_and_a_trauma_worse_than_the_injuries_it_clears(cinderfane):
    game = episode(cinderfane)
    whole = stands(game)
    harm.injure(game, 0, 4)
    four = stands(game)
    harm.injure(game, 0, 1)                # the fifth: the four cleared, a Trauma taken
    assert game.zones.size(injured(0)) == 0
    assert whole > four > stands(game)


def test_an_adversary_grappling_an_explorer_stands_worse(cinderfane):
    game = episode(cinderfane)
    stand(game, "antechamber:2", "antechamber:2")
    free = stands(game)
    game.move(game.zones.top(miniatures("mite")), zone("antechamber", 2))
    grapple.update(game)
    assert grapple.grappled(game, 0)
    assert stands(game) < free


def test_a_search_card_drawn_and_kept_stands_better(cinderfane):
    game = episode(cinderfane)
    before = stands(game)
    game.move("crowbar", backpack(0))     # found under the token A and kept
    assert stands(game) > before


def test_the_positive_epilogue_stands_better_than_being_about_to_read_it(cinderfane):
    about_to = episode(cinderfane)
    stand(about_to, "gallery:2", "gallery:2")
    read_one = episode(cinderfane)
    read(read_one, "positive")
    assert stands(read_one) > stands(about_to)


def test_the_negative_epilogue_stands_worse_than_an_episode_going_well_and_than_the_positive(cinderfane):
    """An earlier episode's negative epilogue brings the campaign's end nearer, but a table never ends an episode
    badly to be done with it while it stands well in it."""
    well = episode(cinderfane)
    stand(well, "antechamber:2", "antechamber:2")
    negative, positive = episode(cinderfane), episode(cinderfane)
    read(negative, "negative")
    read(positive, "positive")
    assert not negative.over
    assert stands(negative) < stands(well)
    assert stands(negative) < stands(positive)




def test_back_at_camp_an_experience_card_bought_stands_better_than_the_xp_kept(cinderfane):
    game = episode(cinderfane, explorers=("tobin",))
    read(game, "positive")
    kept = stands(game)
    card = next(c for c in game.zones.cards(UNBOUGHT) if game.card(c).get("explorer") == "tobin")
    game.move(card, backpack(0))
    assert stands(game) > kept

def test_the_planner_never_lets_a_player_join_or_leave_back_at_camp(cinderfane):
    """Back at Camp every answer stands alike (the next episode is not set out yet): the planner took the first,
    a new player joining, whom no bot played, and the game stopped there (issue 31)."""
    game = episode(cinderfane, explorers=("tobin",))
    read(game, "positive")
    while game.pending.kind != "change_explorer":
        game.choose(game.legal_options()[0])
    seating = [o.key for o in game.pending.options if o.key.startswith(("join:", "leave:"))]
    assert seating and all(game.pending.option(k).data.get("seating") for k in seating)
    answer = PlanningBot(0, worlds=2, finishes=1).answer(game, None)
    assert answer not in seating
    game.choose(answer)
    assert game.table.seats == 1
