"""What each side of a 7th Citadel card shows before it is revealed (issue 27): an exploration card's foggy back shows
its area and the action printed there (a pathfind that flips it, or the card's own), an adventure card's back its
number, its version's pictograph and the number of the card that leads to one taken without a numbox; never a
title or anything of the face."""
from __future__ import annotations

from engine.content.loader import load_pack
from gui.rulesets.seventh_citadel.faces import CARDS
from tests.seventh_citadel.conftest import PACK


def test_the_backs_say_what_the_rulebook_prints_on_them_and_nothing_of_the_face():
    from engine import rulesets

    rulesets.PACKAGES.setdefault("seventh-citadel", "engine.rulesets.seventh_citadel")
    cards = load_pack(PACK).cards
    fog = CARDS.text(cards["fog-3"], face_down=True)
    assert "area II" in fog and "pathfind, which flips it" in fog and "Ash Devil" not in fog
    assert CARDS.back_descriptor(cards["fog-3"]) == {"kind": "exploration", "area": "II",
                                                     "action": "PATHFIND · flip this"}
    stair = CARDS.text(cards["t-5"], face_down=True)
    assert "adventure card 5" in stair and "showing 1" in stair and "Hidden Stair" not in stair
    assert CARDS.back_descriptor(cards["t-5"]) == {"kind": "green", "number": 5, "source": 1}
    owl = CARDS.back_descriptor(cards["owl-version"])
    assert owl == {"kind": "green", "number": 60, "version": "owl"}
    assert CARDS.back_descriptor(cards["plain-60"]) == {"kind": "green", "number": 60}
    causeway = CARDS.back_descriptor(cards["t-2"])
    assert causeway["text"].startswith("Beyond the rubble") and "Cracked Causeway" not in str(causeway)
    assert "It reads: Beyond the rubble" in CARDS.text(cards["t-2"], face_down=True)
    for card in ("fog-3", "t-2", "t-5", "owl-version"):   # each kind of back draws
        assert CARDS.back(cards[card], 252, 352).size == (252, 352)
