"""Life points, Recovery and unconsciousness: a Recovery shuffles random cards of the discard pile back
for life points (1 for 2 cards, or the Story and Survival variants), never more than the character has;
a deck that runs out mid-draw forces one without ending the action; at 0 life points a character falls
unconscious at once, and when all have, the adventure is lost."""
from __future__ import annotations

from engine.rulesets.seventh_citadel import life
from engine.rulesets.seventh_citadel.table import ADVENTURE, BANISHED, DRAWN, deck, discard, hand, purse
from tests.seventh_citadel.conftest import act, give, new, reask, refuses, stack, reveal


def to_discard(game, seat: int, count: int) -> None:
    for _ in range(count):
        game.zones.move(game.zones.top(deck(seat)), discard(seat))


def test_a_recovery_costs_one_life_point_for_two_random_cards_of_the_discard_pile(pack):
    game = new(pack)
    assert "recover:0" not in game.legal_options()          # nothing to shuffle back yet
    to_discard(game, 0, 6)
    reask(game)
    game.choose("recover:0")
    assert [o.key for o in game.pending.options] == ["spend:1", "spend:2", "spend:3", "cancel"]
    game.choose("spend:2")
    assert game.table.player(0).life == 10
    assert game.zones.size(deck(0)) == 8 and game.zones.size(discard(0)) == 2
    assert game.pending.kind == "action"                    # a Recovery is no action


def test_no_more_life_points_than_the_character_has(pack):
    game = new(pack)
    to_discard(game, 0, 8)
    game.table.player(0).life = 2
    reask(game)
    game.choose("recover:0")
    assert [o.key for o in game.pending.options] == ["spend:1", "spend:2", "cancel"]
    refuses(game, "spend:3", "not a legal answer")


def test_the_story_and_survival_variants(pack):
    game = new(pack, mode="story")
    to_discard(game, 0, 6)
    reask(game)
    game.choose("recover:0")
    assert [o.data["cards"] for o in game.pending.options[:-1]] == [3, 6]
    game = new(pack, mode="survival")
    to_discard(game, 0, 9)
    game.table.player(0).life = 5
    reask(game)
    game.choose("recover:0")
    assert [(o.data["life"], o.data["cards"]) for o in game.pending.options[:-1]] == [(2, 3), (4, 6)]


def test_a_deck_running_out_mid_draw_forces_a_recovery_and_the_action_goes_on(pack):
    game = new(pack)
    to_discard(game, 0, 9)                                  # one card left in the deck
    act(game, 0, "t-1", 0)                                  # pull: cost 5
    assert game.pending.kind == "recovery" and game.zones.size(DRAWN) == 1
    assert "cancel" not in game.legal_options()             # it may not be declined
    game.choose("spend:3")
    assert game.table.player(0).life == 9 and game.zones.size(DRAWN) == 5
    assert game.pending.kind == "more"                      # the same action, not over


def test_discarding_from_the_deck_past_its_end_recovers_too(pack):
    game = new(pack)
    stack(game, 0, "a-right", "a-right")
    act(game, 0, "t-1", 4)                                  # climb: cost 2
    while game.zones.size(deck(0)) > 2:
        game.zones.move(game.zones.cards(deck(0))[0], discard(0))
    reveal(game)                                   # it fails: discard the top 3 of the deck
    assert game.pending.kind == "recovery"                  # 2 discarded, then a Recovery, then the third
    game.choose("spend:1")
    assert game.zones.size(deck(0)) == 1 and game.table.player(0).life == 11


def test_falling_unconscious(pack):
    game = new(pack, players=2)
    torch = give(game, "torch", purse(0))                   # TEMPORARY
    skill = give(game, "a-improvise", hand(0))
    stack(game, 0, "a-right", "a-right", "a-left", "a-left", "a-blank")
    game.table.player(0).life = 1
    act(game, 0, "t-1", 0)
    game.choose("go")
    game.choose(f"select:{torch}")
    reveal(game)
    game.choose("done")                                     # the torch's +1 is not applied: 2 of 3
    assert game.pending.kind == "banish" and game.table.player(0).at is None
    assert game.zones.zone_of(torch) == ADVENTURE           # returned
    held = list(game.zones.cards(hand(0)))
    assert len(held) == 3 and game.zones.size(discard(0)) == 0   # the pile went back: 3 cards drawn
    assert any(getattr(e, "piece", None) == skill and e.source == hand(0) and e.target == discard(0)
               for e in game.state.log.events)            # the hand was discarded before the pile went back
    game.choose(f"banish:{held[0]}")
    assert game.zones.zone_of(held[0]) == BANISHED and game.zones.size(hand(0)) == 2
    assert not any(o.data.get("active") == 0 for o in game.pending.options)   # no action for the unconscious
    assert not game.over


def test_falling_unconscious_returns_the_temporary_cards_blocked_under_the_character_too(pack):
    """"Return all of your cards with the keyword TEMPORARY": a blocked one is still the character's card."""
    from engine.rulesets.seventh_citadel.table import blocked
    game = new(pack, players=2)
    torch = give(game, "torch", blocked(0))                 # TEMPORARY, blocked
    game.table.player(0).life = 1
    reask(game)
    to_discard(game, 0, 2)
    reask(game)
    game.choose("recover:0")
    game.choose("spend:1")                                  # the last life point: unconscious
    assert game.pending.kind == "banish" and game.zones.zone_of(torch) == ADVENTURE


def test_when_every_character_is_unconscious_the_adventure_is_lost(pack):
    game = new(pack)
    game.table.player(0).life = 1
    stack(game, 0, "a-right", "a-right", "a-left", "a-left", "a-blank")
    act(game, 0, "t-1", 0)
    reveal(game)
    while game.pending and game.pending.kind == "result":
        game.choose("done")
    assert game.over and game.state.outcome == "loss"
    assert game.state.log.events[-1].reason == "every character is unconscious"


def test_regaining_consciousness_and_the_limit_of_99(pack):
    game = new(pack, players=2)
    game.table.player(1).life, game.table.player(1).at = 0, None
    game.table.player(0).at = "board:1,0"
    life.change(game, 1, 2)
    assert game.table.player(1).at == "board:1,0"           # on a conscious character's terrain
    life.change(game, 0, 200)
    assert game.table.player(0).life == 99


def test_the_characters_share_life_points_and_one_unconscious_wakes(pack):
    game = new(pack, players=2)
    game.table.player(1).life, game.table.player(1).at = 0, None
    tonic = give(game, "potion", purse(0))
    act(game, 0, tonic, 0)                                  # share 3 life points, then discard this
    reveal(game)
    assert game.pending.kind == "share" and [o.key for o in game.pending.options] == ["share:0", "share:1"]
    game.choose("share:1")
    assert game.table.player(1).at == "board:0,0"           # conscious again, beside the active player
    game.choose("share:1")
    game.choose("share:0")
    assert [p.life for p in game.table.players] == [11, 2]
    assert game.zones.zone_of(tonic) == "past" and game.pending.kind == "action"


def test_nobody_takes_an_action_they_cannot_pay_for(pack):
    game = new(pack, mode="survival")                       # 2 life points for 3 cards
    to_discard(game, 0, 10)
    game.table.player(0).life = 1                           # too few for a Recovery
    reask(game)
    refuses(game, "act:0:t-1:0", "no card is left to draw, and no Recovery is possible")
    assert "act:0:arden:0" in game.legal_options()          # a cost of 0 is still paid


LETTER = '''[[card]]
id = "letter"
type = "purse"
title = "Folded Letter"
number = 100
back = "green"
weight = 0
hidden = [101]

[[card]]
id = "stranger"
type = "temporary_event"
title = "A Kind Stranger"
number = 101
back = "green"
source = 100
on_reveal = [{ share_life = 1 }]

'''


def test_who_comes_to_with_no_active_player_stands_on_the_terrain_the_players_choose(pack, tmp_path):
    """"If there is no active player, they put their figure onto any chosen character's Terrain card": a number spotted
    between actions (no active player) brings a stranger who shares a life point; the one it wakes stands where the
    players say, beside either of the others."""
    import pytest

    from engine import rulesets
    from engine.content.loader import load_pack
    from tests.pack_edits import edited
    from tests.seventh_citadel.conftest import PACK
    from tests.seventh_citadel.test_turn import second_terrain

    folder = edited(PACK, tmp_path, "cards/adventure.toml", '[[card]]\nid = "t-1"\n', LETTER + '[[card]]\nid = "t-1"\n')
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(rulesets.PACKAGES, "seventh-citadel", "engine.rulesets.seventh_citadel")
        letter_pack = load_pack(folder)
    game = new(letter_pack, players=3)
    game.table.player(1).at = second_terrain(game)
    game.table.player(2).life, game.table.player(2).at = 0, None
    give(game, "letter", purse(0))
    game.choose("hidden:letter:0")                          # Ann spots a number on her letter, between actions
    game.choose("101")
    game.choose("share:2")                                  # the stranger's life point to Cy, who comes to
    assert game.pending.kind == "wake" and game.table.player(2).life == 1 and game.table.player(2).at is None
    assert game.legal_options() == ["wake:2:board:0,0", "wake:2:board:1,0"]
    refuses(game, "wake:2:board:0,1", "not a legal answer")
    game.choose("wake:2:board:1,0")                         # beside Bo, on Cracked Causeway
    assert game.table.player(2).at == "board:1,0" and game.table.waking == []
    assert game.pending.kind == "action"
