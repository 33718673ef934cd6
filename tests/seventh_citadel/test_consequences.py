"""Consequences on cards: unblock (a skill back into the deck, a purse card back in front of its owner),
banish and return this card; the ops after a question go on once it is answered."""
from __future__ import annotations

from engine.rulesets.seventh_citadel.table import ADVENTURE, BANISHED, blocked, deck, purse
from tests.seventh_citadel.conftest import give, new, reveal
from tests.seventh_citadel.test_traits import facing
from tests.seventh_citadel.test_turn import second_terrain


def test_unblocking_up_to_n_cards_then_the_rest_of_the_consequences(pack):
    game = new(pack)
    facing(game, "smith")
    skill, coat, bow = give(game, "a-star", blocked(0)), give(game, "armor", blocked(0)), give(game, "shield", blocked(0))
    game.choose("act:0:smith:0")
    reveal(game)
    assert game.pending.kind == "unblock" and len(game.pending.options) == 4
    game.choose(f"unblock:{skill}")
    game.choose(f"unblock:{coat}")
    assert game.zones.zone_of(skill) == deck(0) and game.zones.zone_of(coat) == purse(0)
    assert game.zones.zone_of(bow) == blocked(0)            # two at most
    assert game.table.player(0).life == 13 and game.zones.zone_of("smith") == BANISHED


def test_after_moving_the_consequences_go_on_and_return_this(pack):
    game = new(pack)
    east = second_terrain(game)
    facing(game, "smith")
    game.choose("act:0:smith:1")
    reveal(game)
    game.choose(f"to:{east}")
    assert game.table.player(0).at == east and game.table.player(0).life == 13
    assert game.zones.zone_of("smith") == ADVENTURE


def test_a_returned_skill_goes_back_to_the_box_not_into_the_adventure_deck(pack):
    """Issue 27: a skill's original deck is its divider in the box; returned into the adventure deck it would
    later turn up as a numbered card."""
    from engine.rulesets.seventh_citadel.table import BOX, hand
    game = new(pack)
    vow = give(game, "adv-vow", hand(0))
    game.choose(f"act:0:{vow}:0")                           # think: gain 2 life points, return this
    reveal(game)
    assert game.zones.zone_of(vow) == BOX and game.table.player(0).life == 14
    assert vow not in game.zones.cards(ADVENTURE)


def test_each_involved_character_takes_a_card_the_active_player_first_then_clockwise(pack):
    game = new(pack, players=3)
    facing(game, "stall")
    game.choose("act:1:stall:0")
    game.choose("involve:0")                                # Ann joins before Cy...
    game.choose("involve:2")
    reveal(game)
    takers = []
    while game.pending.kind == "purse":
        takers.append(game.pending.owner)
        seat = game.pending.owner.split(":")[1]
        game.choose(f"keep:{seat}")
    assert takers == ["seat:1", "seat:2", "seat:0"]         # ...yet Cy, left of Bo, takes before her


def test_a_choice_printed_on_a_card_is_the_active_players_and_an_ending_branch_says_so(pack):
    """The rulebook's temporary event: "Do you continue on as best as you can? ... OR Do you risk taking a few moments
    to rest?": the active player picks a branch and its consequences apply; one that ends the adventure is marked as
    an answer that cannot be taken back, and is never the default. Each answer says what it does, as the card viewer
    words it."""
    game = new(pack)
    facing(game, "cairn")                                   # examine: take card 85, Out of Breath
    game.choose("act:0:cairn:0")
    reveal(game)
    assert game.pending.kind == "choose" and game.pending.owner == "seat:0"
    assert [o.label for o in game.pending.options] == [      # each says what it does: a dialog may cover the card
        "Go on as best you can: one random involved character: lose 1 life point", "Rest a moment: gain 1 life point",
        "Lie down in the ash: your adventure ends here"]
    assert [o.irreversible is not None for o in game.pending.options] == [False, False, True]
    assert "adventure ends here" in game.pending.option("branch:2").irreversible
    game.choose("branch:1")
    assert game.table.player(0).life == 13 and game.zones.zone_of("breath") == "past"


def test_a_card_of_yours_returned_by_its_name(pack):
    """The rulebook's Potion of vigor: "return their 'You are exhausted' card and share 10 life points": Weary Bones,
    a state that may not be discarded, goes back to its deck; without it, nothing is returned."""
    game = new(pack)
    bones, vigor = give(game, "mark", purse(0)), give(game, "vigor", purse(0))
    game.choose(f"act:0:{vigor}:0")
    reveal(game)
    assert game.zones.zone_of(bones) == ADVENTURE and game.table.player(0).life == 14
    assert game.zones.zone_of(vigor) == "past"
