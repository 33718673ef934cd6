"""The Citadel leaflet: hope checks the Destiny page's symbols (the centre first, then one joined to a
checked one) and each symbol does what its kind says (a building's box, a score, a reflex or advanced
skill gained, a card given); side quests written on their page and moved on."""
from __future__ import annotations

import pytest

from engine.rulesets.seventh_citadel import leaflet
from engine.rulesets.seventh_citadel.table import BOX, blocked, deck, purse
from tests.seventh_citadel.conftest import give, new, reask, refuses, reveal
from tests.seventh_citadel.test_traits import facing


def hope(game, seat: int = 0) -> str:
    """Take a hope card's action (cost 0, difficulty 0): its consequence asks for a Destiny symbol."""
    piece = give(game, "hope", purse(seat))
    game.choose(f"act:{seat}:{piece}:0")
    while game.pending.kind in ("involve", "more"):
        game.choose("go" if game.pending.kind == "involve" else "reveal")
    assert game.pending.kind == "destiny"
    return piece


def test_the_centre_first_then_a_symbol_joined_to_a_checked_one(pack):
    game = new(pack)
    card = hope(game)
    assert game.legal_options() == ["symbol:heart"]
    refuses(game, "symbol:crowd", "not a legal answer")
    said = game.choose("symbol:heart")
    # the symbol as the leaflet prints it, never the pack's id ("heart")
    assert "A symbol of the Destiny page is checked: Rebuild." in [e.text for e in said if e.kind == "message"]
    assert game.legal_options() == ["box:watchtower", "box:forge", "box:guild", "box:academy", "box:cemetery",
                                    "box:sanatorium", "box:market", "box:well", "box:arena", "box:plot",
                                    "box:smithy"]
    game.choose("box:watchtower")
    assert game.table.leaflet.destiny == ["heart"] and game.table.leaflet.buildings == {"watchtower": 1}
    assert game.zones.zone_of(card) == blocked(0)           # then blocked under the character card
    hope(game)
    assert game.legal_options() == ["symbol:crowd", "symbol:drill"]
    refuses(game, "symbol:lead", "not a legal answer")      # joined to crowd only, not checked yet
    refuses(game, "symbol:heart", "not a legal answer")     # checked already


def test_a_building_is_built_when_its_boxes_are_checked(pack):
    game = new(pack)
    game.table.leaflet.destiny = ["heart", "crowd"]
    game.table.leaflet.pages["destiny"][0]["adjacent"].append("build-again")
    game.table.leaflet.pages["destiny"].append({"id": "build-again", "kind": "building"})
    hope(game)
    game.choose("symbol:build-again")
    said = game.choose("box:forge")
    assert leaflet.built(game, "forge") and not leaflet.built(game, "watchtower")
    # the building by its title ("Forge"), never by the pack's id ("forge")
    assert [e.text for e in said if e.kind == "message" and e.data.get("rule") == "built"] == ["The Forge is built."]
    game.table.leaflet.destiny.remove("build-again")
    hope(game)
    game.choose("symbol:build-again")
    assert "box:forge" not in game.legal_options()          # a built building takes no more boxes
    refuses(game, "box:forge", "not a legal answer")


def test_a_building_with_an_effect_once_built_applies_it_at_once(pack):
    """The Buildings page: "Immediately after this is built, ..."; the Deep Well gives 3 Knowledge once, not at each
    Preparation phase."""
    game = new(pack)
    hope(game)
    game.choose("symbol:heart")
    game.choose("box:well")
    assert leaflet.built(game, "well") and game.table.scores["knowledge"] == 3
    assert game.pending.kind == "action"


def test_a_community_symbol_raises_a_score_by_2_up_to_25(pack):
    game = new(pack)
    game.table.leaflet.destiny = ["heart"]
    game.table.scores["defense"] = 24
    hope(game)
    game.choose("symbol:crowd")
    assert game.legal_options() == ["score:influence", "score:knowledge", "score:production", "score:defense"]
    game.choose("score:defense")
    assert game.table.scores["defense"] == 25


def test_reflex_and_advanced_skills_gained_into_the_decks(pack):
    game = new(pack, players=2)
    game.table.leaflet.destiny = ["heart"]
    before = game.zones.size(deck(1))
    hope(game)
    game.choose("symbol:drill")
    assert game.legal_options() == ["gain:0", "gain:1"]
    game.choose("gain:1")
    assert game.zones.size(deck(1)) == before + 1 and "reflex-luck" in game.zones.cards(deck(1))
    game.choose("under:1")                                  # the hope card under Bo's character card
    hope(game)
    game.choose("symbol:train")                             # 4 of the 5 advanced skills in the box
    offered = sorted({o.data["piece"] for o in game.pending.options})
    assert len(offered) == 4 and all(game.card(p).get("kind") == "advanced" for p in offered)
    game.choose(f"gain:{offered[0]}:0")
    assert len(game.pending.options) == 3 * 2               # the second card, to either player
    game.choose(f"gain:{offered[1]}:0")                     # one player may gain both
    assert {game.zones.zone_of(p) for p in offered[:2]} == {deck(0)}
    assert {game.zones.zone_of(p) for p in offered[2:]} == {BOX}
    assert game.pending.kind == "slip_under"


def test_a_card_symbol_gives_its_card_to_a_player_of_the_players_choice(pack):
    game = new(pack, players=2)
    game.table.leaflet.destiny = ["heart", "crowd"]
    hope(game)
    game.choose("symbol:lead")
    assert game.pending.kind == "purse" and {"keep:0", "keep:1"} <= set(game.legal_options())
    game.choose("keep:1")
    assert game.state.pieces[game.zones.cards(purse(1))[0]] == "banner"


def test_a_side_quest_is_written_once_and_moved_on(pack):
    game = new(pack)
    facing(game, "ferry")
    game.choose("act:0:ferry:0")
    reveal(game)
    (quest,) = game.table.leaflet.side_quests
    assert (quest.title, quest.paragraph, quest.status) == ("The Drowned Bell", 110, "active")
    refuses(game, "choice:1", "nobody involved has a BELL card")
    game.choose("choice:0")
    assert [(q.title, q.status) for q in game.table.leaflet.side_quests] == [("The Drowned Bell", "initiated")]
    game.choose("act:0:ferry:0")
    reveal(game)                                   # read again: still written once, still initiated
    assert [(q.title, q.status) for q in game.table.leaflet.side_quests] == [("The Drowned Bell", "initiated")]


def test_a_focus_symbol_returns_two_character_skills_of_one_or_two_players(pack):
    game = new(pack, players=2)
    game.table.leaflet.destiny = ["heart", "drill", "train"]
    grit = give(game, "adv-grit", deck(0))
    hope(game)
    game.choose("symbol:hone")
    cards = {o.data["card"] for o in game.pending.options}
    assert {pack.cards[c].get("character") for c in cards} == {"arden", "brisk"} and "adv-grit" not in cards
    refuses(game, f"return:{deck(0)}:adv-grit", "not a legal answer")   # an advanced skill is no character skill
    assert grit not in " ".join(game.legal_options())     # a card in a deck is named by its kind, not its piece
    first = next(o for o in game.pending.options if o.data["seat"] == 0 and o.data["zone"] == deck(0))
    second = next(o for o in game.pending.options if o.data["seat"] == 1)
    in_deck = game.zones.size(deck(0))
    game.choose(first.key)
    assert game.zones.size(deck(0)) == in_deck - 1 and "from the deck" in first.label
    assert game.pending.kind == "destiny"
    before = game.zones.size(BOX)
    game.choose(second.key)
    assert game.zones.size(BOX) == before + 1 and game.pending.kind != "destiny"
    assert {game.state.pieces[p] for p in game.zones.cards(BOX)} >= {first.data["card"], second.data["card"]}


def test_hope_cards_blocked_all_together_for_10_shared_life_points(pack):
    game = new(pack, players=2)
    *mine, theirs = [p for p in game.zones.cards("adventure") if game.state.pieces[p] == "hope"][:3]
    for piece, seat in zip([*mine, theirs], (0, 0, 1)):
        game.zones.move(piece, purse(seat))
    reask(game)
    game.choose(f"act:0:{mine[0]}:1")
    while game.pending.kind in ("involve", "more"):
        game.choose("go" if game.pending.kind == "involve" else "reveal")
    assert {game.zones.zone_of(p) for p in mine} == {blocked(0)} and game.zones.zone_of(theirs) == purse(1)
    for _ in range(10):
        game.choose("share:1")
    assert [p.life for p in game.table.players] == [10, 20]


def test_the_world_map_gets_a_card_an_arrow_of_a_card_in_it_shows(pack):
    from engine.rulesets.seventh_citadel.table import WORLD_MAP

    game = new(pack)
    assert game.table.leaflet.world_map == {"citadel": "wm-90"} and game.zones.zone_of("wm-90") == WORLD_MAP
    game.table.leaflet.destiny = ["heart", "crowd"]
    hope(game)
    game.choose("symbol:chart")
    assert game.legal_options() == ["map:91:north", "map:92:east"]
    refuses(game, "map:93:far-north", "not a legal answer")   # no card in the map points there yet
    game.choose("map:91:north")
    assert game.table.leaflet.world_map == {"citadel": "wm-90", "north": "wm-91"}
    assert game.zones.zone_of("wm-91") == WORLD_MAP
    game.table.leaflet.destiny.remove("chart")
    hope(game)
    game.choose("symbol:chart")
    assert game.legal_options() == ["map:92:east", "map:93:far-north"]


def test_built_buildings_add_to_community_and_advanced_symbols(pack):
    game = new(pack)
    game.table.leaflet.destiny = ["heart"]
    game.table.leaflet.buildings = {"guild": 1}             # built: a community symbol raises 2 scores
    hope(game)
    game.choose("symbol:crowd")
    game.choose("score:defense")
    assert game.pending.kind == "destiny"
    game.choose("score:knowledge")
    assert (game.table.scores["defense"], game.table.scores["knowledge"]) == (2, 2)
    assert game.pending.kind != "destiny"
    game = new(pack)
    game.table.leaflet.destiny = ["heart", "drill"]
    game.table.leaflet.buildings = {"academy": 1}           # built: 8 advanced skills to choose from
    hope(game)
    game.choose("symbol:train")
    assert len({o.data["piece"] for o in game.pending.options}) == 8


def test_the_advanced_skills_drawn_from_the_box_are_seen_while_the_players_choose(pack):
    from engine.core.view import sees

    game = new(pack, players=2)
    game.table.leaflet.destiny = ["heart", "drill"]
    hope(game)
    game.choose("symbol:train")
    offered = {o.data["piece"] for o in game.pending.options}
    left_in_box = [p for p in game.zones.cards(BOX) if p not in offered]
    assert all(sees(game, p, seat) for p in offered for seat in (0, 1))
    assert not any(sees(game, p, 0) for p in left_in_box)
    game.choose(game.pending.options[0].key)
    game.choose(game.pending.options[0].key)
    assert not any(sees(game, p, 0) for p in game.zones.cards(BOX))   # the two not taken: back, unseen


def test_a_blank_building_takes_the_title_and_the_effects_of_the_card_the_players_choose(pack):
    """The leaflet's blank buildings: "Immediately after this is built, take all N cards. Choose one, write its title
    above, and return the other cards." The Empty plot shows both 95 cards; the players choose the Library, which the
    plot then is (its title, its Preparation effect at the beginning of the phase); the Bakery goes back."""
    from engine.rulesets.seventh_citadel import RULESET
    from engine.rulesets.seventh_citadel.table import ADVENTURE, WRITTEN
    from tests.seventh_citadel.test_citadel import at_the_gate

    game = new(pack)
    plot = next(b for b in leaflet.buildings(game) if b["id"] == "plot")
    assert leaflet.does(game, plot) == ("as soon as it is built: take every card 95, choose one and write its title "
                                        "above this building, which then does what it prints; return the others")
    hope(game)
    game.choose("symbol:heart")
    game.choose("box:plot")
    assert game.pending.kind == "write_building" and game.pending.owner == "table"
    assert [(o.key, o.label) for o in game.pending.options] == [
        ("write:bakery", "Bakery — in each Preparation phase: production +1"),
        ("write:library", "Library — at the beginning of each Preparation phase: knowledge +2")]
    refuses(game, "write:t-2", "not a legal answer")
    game.choose("write:library")
    assert game.zones.zone_of("library") == WRITTEN and game.zones.zone_of("bakery") == ADVENTURE
    assert game.table.leaflet.written == {"plot": "library"}
    assert leaflet.title_of(leaflet.buildings(game), "plot") == "Library"
    plot = next(b for b in leaflet.buildings(game) if b["id"] == "plot")    # what the Buildings page says of it
    said = leaflet.does(game, plot, leaflet.built(game, "plot"))
    assert said == "at the beginning of each Preparation phase: knowledge +2"
    RULESET.check_state(game)
    # the next Preparation phase: the plot applies the Library's effect, at its beginning
    gate, _ = at_the_gate(pack)
    gate.table.leaflet = game.table.leaflet
    gate.zones.move("library", WRITTEN)
    gate.table.scores["knowledge"] = 0
    gate.choose("act:0:gate:0")
    reveal(gate)
    assert gate.table.scores["knowledge"] == 2


def test_what_is_written_above_a_blank_building_goes_on_from_the_ledger(pack):
    from engine.core.ruleset import Seat, next_game
    from engine.rulesets.seventh_citadel import RULESET
    from engine.rulesets.seventh_citadel.table import WRITTEN

    game = new(pack)
    hope(game)
    game.choose("symbol:heart")
    game.choose("box:plot")
    game.choose("write:bakery")
    written = RULESET.ledger(game)
    assert written["leaflet"]["written"] == {"plot": "bakery"}
    again = next_game(RULESET, pack, [Seat("Ann", "arden")], {"scenario": "second-steps", "mode": "standard"}, 4,
                      ledger=written)
    assert again.zones.zone_of("bakery") == WRITTEN and leaflet.title_of(leaflet.buildings(again), "plot") == "Bakery"
    assert next(b for b in leaflet.buildings(again) if b["id"] == "plot")["preparation"] == [{"score": {"production": 1}}]
    written["leaflet"]["written"] = {"plot": "t-2"}
    with pytest.raises(ValueError, match="no building cards of this pack"):
        next_game(RULESET, pack, [Seat("Ann", "arden")], {"scenario": "second-steps", "mode": "standard"}, 4,
                  ledger=written)
