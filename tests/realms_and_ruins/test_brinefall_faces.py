"""Brinefall at the table looks like a published game: every card a player is shown (Offers, starting cards, Hero
cards, Realm boards, Events) has a picture of its own, painted by our code, framed in its suit's colour with its
suit's emblem; each Hero stands on the board as a pawn in its own colour bearing its initial."""
from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from engine.content.loader import load_pack
from gui.faces.art import art_path
from gui.faces.render import render_face
from gui.rulesets.realms_and_ruins import palette

BRINEFALL = Path(__file__).resolve().parents[2] / "assets" / "packs" / "brinefall"
SHOWN = ("offer", "starting", "hero", "realm", "event")


@pytest.fixture(scope="module")
def brinefall():
    return load_pack(BRINEFALL)


def test_every_card_shown_has_a_picture_of_its_own(brinefall):
    cards = [c for c in brinefall.cards.values() if c.type in SHOWN]
    assert len(cards) == 36 + 18 + 3 + 3 + 12
    digests = {}
    for card in cards:
        path = art_path(card, brinefall.folder)
        assert path is not None and path.is_file(), f"{card.id} has no picture"
        digests.setdefault(hashlib.sha256(path.read_bytes()).hexdigest(), []).append(card.id)
    assert all(len(ids) == 1 for ids in digests.values()), [ids for ids in digests.values() if len(ids) > 1]


def test_the_painter_has_a_recipe_for_every_picture_and_nothing_more():
    import sys

    sys.path.insert(0, str(BRINEFALL.parents[1] / "tools"))
    from paint_brinefall import ALBUM  # noqa: PLC0415 - the painting tools are no package
    from painting.album import art_names

    names = set(art_names(BRINEFALL))
    recipes = set(ALBUM.terrains) | set(ALBUM.scenes) | set(ALBUM.items) | set(ALBUM.portraits)
    assert names == recipes
    assert {p.name for p in (BRINEFALL / "art").glob("*.png")} == names


def test_each_suit_frames_its_cards_in_its_own_colour_and_the_heroes_differ(brinefall):
    suits = [c.id for c in brinefall.cards.values() if c.type == "realm"]
    colours = {palette.suit_colour(s) for s in suits}
    assert len(colours) == 3 and palette.NEUTRAL not in colours
    assert {palette.emblem_of(s) for s in suits} == {"house", "tower", "lighthouse"}
    heroes = [c for c in brinefall.cards.values() if c.type == "hero"]
    assert len({palette.hero_colour(h) for h in heroes}) == 3


def test_a_face_shows_its_picture(brinefall):
    card = brinefall.cards["eel-seller"]
    with_art = render_face(card, brinefall.folder, "table", False, brinefall.ruleset)
    without = render_face(card, None, "table", False, brinefall.ruleset)
    assert with_art.size == without.size and with_art.tobytes() != without.tobytes()


def test_each_hero_stands_as_a_pawn_in_its_colour_with_its_initial(brinefall):
    from engine.core.ruleset import Seat
    from engine.rulesets.realms_and_ruins import RULESET
    from gui.rulesets.realms_and_ruins.board import PAWN_SCALE, RealmsBoard

    game = RULESET.new_game(brinefall, [Seat("Ann", "netmender"), Seat("Bo", "harbour-captain"),
                                        Seat("Cy", "tide-reader")], {}, 1)
    figures = RealmsBoard().figures(game)
    assert [f.initial for f in figures] == ["M", "D", "I"]
    assert len({f.colour.rgb() for f in figures}) == 3 and all(f.scale == PAWN_SCALE > 1 for f in figures)


def test_an_interrupts_price_is_printed_as_a_card_says_it(brinefall):
    from gui.rulesets.realms_and_ruins.faces.text import rule_lines

    prices = {c.id: rule_lines(c)[0].split("; ", 1)[1] for c in brinefall.cards.values() if c.get("interrupt")}
    assert sorted(prices.values()) == ["discard 1 card.", "give them 1 Gold.", "lose 1 of your Followers."], prices
