"""Zones count the moves made: a ruleset keeps what it derives from where pieces lie until the next move."""
import copy

from engine.core.zones import Zones


def test_every_move_and_creation_counts_and_nothing_else_does():
    zones = Zones()
    zones.create("a", "deck")
    zones.create("b", "deck")
    assert zones.revision == 2
    zones.move("a", "hand")
    zones.move("a", "deck", 0)
    assert zones.revision == 4
    zones.cards("deck"), zones.top("deck"), zones.zone_of("a"), zones.check()
    assert zones.revision == 4


def test_the_count_is_never_saved_nor_compared():
    zones = Zones()
    zones.create("a", "deck")
    zones.move("a", "hand")
    again = Zones.from_plain(zones.to_plain())
    assert again == zones and again.revision != zones.revision
    assert "revision" not in zones.to_plain() and copy.deepcopy(zones).revision == zones.revision


def test_a_shuffle_and_a_new_zone_count_and_a_zone_already_there_does_not():
    import random
    zones = Zones()
    zones.add_zone("deck")
    assert zones.revision == 1
    zones.add_zone("deck")
    assert zones.revision == 1
    for piece in "abcdef":
        zones.create(piece, "deck")
    before = list(zones.cards("deck"))
    zones.shuffle("deck", random.Random(3))
    assert zones.revision == 8 and sorted(zones.cards("deck")) == before and zones.cards("deck") != before
    zones.check()
