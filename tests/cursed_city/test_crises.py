"""Crises: the journey's table by day and at night, the leader's pick, the acting hero away until it would
next activate, and the journey failed when every other hero falls meanwhile."""
from __future__ import annotations

import pytest

from engine.rulesets.cursed_city import rolls, wounds
from engine.rulesets.cursed_city.battlefield import battlefield, where
from engine.rulesets.cursed_city.table import AWAY, DESTINY_AVAILABLE, DISCOVERY, WOUNDS, slot

from .conftest import clear, first, put, show, start


@pytest.fixture
def game(pack):
    game = start(pack)
    clear(game)
    return game


def _on_top(game, card_id: str) -> None:
    piece = next(p for p in game.state.pieces if game.state.pieces[p] == card_id)
    game.zones.move(piece, DISCOVERY)


def _search(game, hero: str, card_id: str, dice=(4, 0, 0, 0), destiny=()) -> None:
    """The hero, first to activate and beside the object at 7,0, searches and finds this card."""
    put(game, hero, (6, 1))
    _on_top(game, card_id)
    for p in list(game.zones.cards(DESTINY_AVAILABLE)):
        game.zones.move(p, "destiny:discarded")
    for p, value in zip(list(game.zones.cards("destiny:discarded")), destiny):
        game.zones.move(p, DESTINY_AVAILABLE)
        rolls.set_value(game, p, value)
    show(game, hero, list(dice))
    first(game, hero)
    if game.pending.kind == "gambit":
        game.choose("go")
    game.choose("act:search")
    if game.pending.kind == "spend_die":
        game.choose(game.legal_options()[0])


def test_a_crisis_sends_the_leaders_pick_away_and_it_returns_when_it_would_next_activate(game):
    _search(game, "warden", "bell-in-the-dark")
    assert game.pending.kind == "crisis" and game.pending.owner == "seat:0"
    entry = game.pending.context["entry"]
    assert entry in ("cellar-collapse", "lost-child")          # the day column
    game.choose("hero:hexer")
    if game.pending.kind == "wound":                           # which activation space takes the wound
        game.choose(game.legal_options()[0])
    assert game.zones.zone_of("hexer") == AWAY and where(game, "hexer") is None
    if entry == "lost-child":
        assert game.table.hero("hexer").ip == 1
    else:
        assert len(wounds.counters(game, "hexer")) == 1
    assert "init:hexer" in game.zones.cards("track")           # an acting hero keeps its initiative card
    for _ in range(40):                                        # on through the turn, every hero ending at once
        if game.pending.context.get("hero") == "hexer" and game.pending.kind == "hero_action":
            break
        keys = game.legal_options()
        game.choose("end" if "end" in keys else keys[0])
    back = where(game, "hexer")
    others = [where(game, h) for h in ("warden", "ranger", "duellist")]
    assert back is not None and any(battlefield(game).adjacent(back, c) for c in others if c)


def test_at_night_the_night_column(game):
    game.table.nightfall = game.table.nightfall_spaces - 1
    _search(game, "warden", "bell-in-the-dark")
    assert game.pending.context["entry"] == "whispering-fog"


def test_with_one_hero_standing_no_crisis_occurs(game):
    for hero in ("ranger", "hexer", "duellist"):
        wounds.out_of_action(game, hero)
    _search(game, "warden", "bell-in-the-dark")
    assert game.pending.kind == "hero_action"
    assert any(e.data.get("rule") == "no_crisis" for e in game.state.log.events if e.kind == "message")


def test_every_other_hero_falling_while_one_is_away_fails_the_journey(game):
    for hero in ("ranger", "hexer"):
        wounds.out_of_action(game, hero)
    for k in range(4):                                         # the duellist: one more point puts it down
        counter = game.zones.top(WOUNDS)
        game.zones.move(counter, slot("duellist", k))
        game.table.grievous.append(counter)
    _search(game, "duellist", "bell-in-the-dark", dice=(0, 0, 0, 0), destiny=(4, 5))   # paid with destiny dice
    game.choose("hero:warden")                                 # the warden goes to resolve the crisis
    if game.pending.kind == "wound":
        game.choose(game.legal_options()[0])
    assert not game.over and game.zones.zone_of("warden") == AWAY
    _on_top(game, "spring-blade")
    game.choose("act:search")                                  # a trap: the duellist falls
    assert not game.over and game.table.history == [{"journey": "night-errand", "success": False}]
    assert [e.data["why"] for e in game.state.log.events if e.kind == "message" and e.data.get("rule") ==
            "journey_ends"] == ["every other hero fell while Warden was away in a crisis"]


def test_the_leader_picks_where_the_acting_hero_comes_back_among_equally_near_spaces(game):
    """'An empty space as close as possible to another hero': ties are the leader's (the engine took the lowest
    position by itself)."""
    _search(game, "warden", "bell-in-the-dark")
    game.choose("hero:hexer")
    for _ in range(40):                                        # on through the turn, every hero ending at once
        if game.pending.kind == "crisis_return":
            break
        keys = game.legal_options()
        game.choose("end" if "end" in keys else keys[0])
    assert game.pending.kind == "crisis_return" and game.pending.owner == f"seat:{game.table.leader}"
    assert len(game.pending.options) > 1
    last = game.pending.options[-1]
    game.choose(last.key)
    assert where(game, "hexer") == tuple(last.data["cell"])
    assert game.pending.kind == "hero_action" and game.pending.context["hero"] == "hexer"


def test_the_leader_picks_a_hero_for_a_crisis_with_its_entry_read_out(game):
    """Seen in Mirewick: 'The widow's candle: which hero resolves it?' with nothing to say what the crisis is or
    what it does to the hero sent; the entry's words come with the question."""
    _search(game, "warden", "bell-in-the-dark")
    assert game.pending.kind == "crisis"
    entry = game.cards[game.pending.context["entry"]]
    assert entry.get("text") and game.pending.context["text"] == entry.get("text")
