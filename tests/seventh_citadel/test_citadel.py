"""Back at the Citadel between scenarios: a consequence ends the scenario whatever was under way; the
characters come back, the Preparation phase applies what cards in play keep for it, and the players go on
to the scenario the epilogue names or one they have not played; the board and the past return, each deck
is whole again, and the new scenario begins with its own life points, groundshiver and start terrain."""
from __future__ import annotations

import pytest

from engine.core.ruleset import Seat, next_game
from engine.rulesets.seventh_citadel import RULESET
from engine.rulesets.seventh_citadel.table import ADVENTURE, DRAWN, GLOBAL, PAST, deck, discard, hand, purse
from tests.seventh_citadel.conftest import as_listed, give, new, reask, refuses, reveal
from tests.seventh_citadel.test_traits import facing


def at_the_gate(pack):
    game = new(pack, players=2)
    facing(game, "gate")
    kept = {"sword": give(game, "sword", purse(0)), "skill": give(game, "a-star", hand(0)),
            "spent": give(game, "a-left", discard(0)), "toll": give(game, "toll", GLOBAL)}
    game.table.scores["production"] = 3
    game.table.player(1).life, game.table.player(1).at = 0, None
    reask(game)
    return game, kept


def test_the_scenario_ends_and_the_next_one_begins_at_the_citadel(pack):
    game, kept = at_the_gate(pack)
    game.choose("act:0:gate:0")
    reveal(game)
    assert game.pending.kind == "scenario" and game.legal_options() == ["scenario:second-steps"]
    refuses(game, "scenario:first-steps", "not a legal answer")   # played to its end already
    assert game.table.scores["production"] == 2                     # the toll's Preparation effect...
    assert game.zones.zone_of(kept["toll"]) == ADVENTURE            # ...then it returned itself
    assert RULESET.ledger(game)["bookmark"]["finished"] == ["first-steps"]
    game.choose("scenario:second-steps")
    assert game.zones.cards("board:0,0") == ["t-2"] and game.zones.zone_of("t-1") == ADVENTURE
    assert game.zones.zone_of("gate") == ADVENTURE and game.zones.size(PAST) == 0
    assert [(p.life, p.at) for p in game.table.players] == [(8, "board:0,0"), (8, "board:0,0")]
    assert {kept["skill"], kept["spent"]} <= set(game.zones.cards(deck(0)))
    assert game.zones.size(hand(0)) == game.zones.size(discard(0)) == game.zones.size(DRAWN) == 0
    assert game.zones.zone_of(kept["sword"]) == purse(0)
    assert (game.table.scenario, game.table.groundshiver, game.table.pictograph) == ("second-steps", 3, "fox")
    assert game.pending.kind == "action" and "save" in game.legal_options()
    RULESET.check_state(game)


def test_the_epilogue_names_the_next_scenario_and_nothing_after_the_end_applies(pack):
    game, _ = at_the_gate(pack)
    game.table.finished = []
    game.choose("act:0:gate:1")                             # +1 life point, the end, +1 life point
    reveal(game)
    assert game.legal_options() == ["scenario:second-steps"]
    assert game.table.player(0).life == 11                  # 10, +1 before the end only
    assert game.table.player(1).life == 1                   # the unconscious character wakes at the Citadel


def test_with_every_scenario_played_any_may_be_played_again(pack):
    game, _ = at_the_gate(pack)
    game.table.finished = ["second-steps"]
    game.choose("act:0:gate:0")
    reveal(game)
    assert game.legal_options() == ["scenario:first-steps", "scenario:second-steps"]


def test_between_scenarios_the_next_session_goes_on_from_the_ledger(pack):
    game, kept = at_the_gate(pack)
    game.choose("act:0:gate:0")
    reveal(game)
    again = next_game(RULESET, pack, [Seat("Ann", "arden"), Seat("Bo", "brisk")],
                      {"scenario": "second-steps", "mode": "standard"}, 4, ledger=RULESET.ledger(game))
    assert again.table.finished == ["first-steps"] and again.table.scores["production"] == 2
    assert again.zones.zone_of(kept["sword"]) == purse(0) and again.zones.cards("board:0,0") == ["t-2"]


def test_built_buildings_apply_their_preparation_effects_those_for_its_beginning_first(pack):
    game, _ = at_the_gate(pack)
    game.table.leaflet.buildings = {"watchtower": 2, "forge": 1}   # both built
    game.choose("act:0:gate:0")
    reveal(game)
    as_listed(game)
    assert game.table.scores["defense"] == 1                # 0, forge +2 first, then watchtower −1
    game, _ = at_the_gate(pack)
    game.table.leaflet.buildings = {"watchtower": 1, "forge": 1}   # the watchtower is not built yet
    game.choose("act:0:gate:0")
    reveal(game)
    assert game.table.scores["defense"] == 2


def test_the_players_choose_the_order_of_the_preparation_phases_effects(pack):
    """They happen at the same moment: the players say which applies next (the last goes by itself); one "at the
    beginning" of the phase still comes first, by itself."""
    for first, then in (("Heavy Toll", "Watchtower"), ("Watchtower", "Heavy Toll")):
        game, _ = at_the_gate(pack)
        game.table.leaflet.buildings = {"watchtower": 2, "forge": 1}
        game.choose("act:0:gate:0")
        reveal(game)
        assert game.pending.kind == "preparation_order" and game.pending.owner == "table"
        offered = {o.label.split(":")[0]: o.key for o in game.pending.options}
        assert set(offered) == {"Heavy Toll", "Watchtower"}             # the forge's is not offered: it is first
        game.choose(offered[first])
        assert game.pending.kind == "scenario"
        changed = [e.what for e in game.state.log.events if e.kind == "value_changed" and e.what.startswith("score:")]
        said = {"Heavy Toll": "score:production", "Watchtower": "score:defense"}
        assert changed[-3:] == ["score:defense", said[first], said[then]]   # the forge, then in the order chosen


def test_the_scenarios_epilogue_is_read_back_at_the_citadel(pack):
    game = RULESET.new_game(pack, [Seat("Ann", "arden")], {"scenario": "second-steps"}, 1)
    facing(game, "gate")
    game.table.scores["influence"] = 1
    reask(game)
    game.choose("act:0:gate:0")
    reveal(game)
    assert game.pending.kind == "dialogue" and game.table.scores["influence"] == 2   # paragraph 120's effect
    refuses(game, "choice:0", "the influence score is under 3")
    game.choose("choice:1")
    assert game.pending.kind == "scenario" and game.legal_options() == ["scenario:first-steps"]


def test_the_smithy_lets_the_players_unblock_up_to_two_weapons_armor_or_shields_of_anyone(pack):
    """The Smithy: "players collectively unblock up to 2 cards with the keyword WEAPON and/or ARMOR and/or SHIELD":
    the players say which, any character's, one at a time; each goes back in front of its owner; they may stop."""
    from engine.rulesets.seventh_citadel.table import blocked

    for stop in (False, True):
        game, kept = at_the_gate(pack)
        game.zones.move(kept["sword"], blocked(0))
        shield, chest = give(game, "shield", blocked(1)), give(game, "chest", blocked(1))   # an OBJECT: not offered
        game.table.leaflet.buildings = {"smithy": 1}
        game.choose("act:0:gate:0")
        reveal(game)
        as_listed(game)                                     # the toll's effect, then the Smithy's
        assert game.pending.kind == "unblock_collectively" and game.pending.owner == "table"
        assert [(o.key, o.label) for o in game.pending.options] == [
            (f"unblock:{kept['sword']}", "Unblock Ann's Sword"), (f"unblock:{shield}", "Unblock Bo's Round Shield"),
            ("done", "No more")]
        refuses(game, f"unblock:{chest}", "not a legal answer")
        game.choose(f"unblock:{shield}")
        assert game.zones.zone_of(shield) == purse(1)
        game.choose("done" if stop else f"unblock:{kept['sword']}")
        assert game.zones.zone_of(kept["sword"]) == (blocked(0) if stop else purse(0))
        assert game.zones.zone_of(chest) == blocked(1) and game.pending.kind == "scenario"


def back_with_two(pack, scenario: str = "second-steps"):
    """Ann and Bo, both conscious, end a scenario at its gate: the epilogue is next."""
    game = RULESET.new_game(pack, [Seat("Ann", "arden"), Seat("Bo", "brisk")], {"scenario": scenario}, 1)
    facing(game, "gate")
    game.choose("act:0:gate:0")
    while game.pending.kind in ("involve", "more"):
        game.choose("go" if game.pending.kind == "involve" else "reveal")
    return game


def test_the_players_choose_who_reads_the_epilogue_and_makes_its_choices(pack):
    """Back at the Citadel nobody is the active player: the players say who reads the epilogue, and the one they
    choose makes its choices (paragraph 120 offers two); a player alone reads it without being asked."""
    game = back_with_two(pack)
    assert game.pending.kind == "reader" and game.pending.owner == "table"
    assert [(o.key, o.label) for o in game.pending.options] == [("reads:0", "Ann reads the epilogue"),
                                                                 ("reads:1", "Bo reads the epilogue")]
    refuses(game, "reads:2", "not a legal answer")
    refuses(game, "choice:1", "not a legal answer")          # no paragraph is open yet
    assert RULESET.turn(game).phase == "epilogue"
    game.choose("reads:1")
    assert game.pending.kind == "dialogue" and game.pending.owner == "seat:1"
    # the line over the table still says "The scenario's epilogue" (the Citadel's frame is at its next step already)
    assert RULESET.turn(game).phase == "epilogue"
    refuses(game, "choice:1", "player 1 is not the one asked", seat=0)   # Ann does not answer for the reader
    game.choose("choice:1", 1)
    assert game.pending.kind == "scenario" and RULESET.turn(game).phase == "citadel"


def test_the_epilogues_you_is_the_reader_the_players_chose(pack, tmp_path):
    """An epilogue whose words apply to "you" (2 life points gained, here): to the reader the players chose; one that
    only moves the community's scores and offers no choice is read without a question; one going on to a paragraph that
    gives "you" a life point asks."""
    from engine import rulesets
    from engine.content.loader import load_pack
    from tests.pack_edits import edited
    from tests.seventh_citadel.conftest import PACK

    paragraph = ('paragraph = 120\neffects = [{ score = { influence = 1 } }]\nchoices = [\n'
                 '  { label = "Hold a feast", requires = { score = { influence = 3 } }, '
                 'then = [{ score = { defense = 2 } }] },\n'
                 '  { label = "Rest" },\n]\n')
    cases = [("effects = [{ gain_life = 2 }]", True), ("effects = [{ score = { influence = 1 } }]", False),
             ("goto = 100", True)]                              # paragraph 100: a life point and choices
    for n, (effects, asked) in enumerate(cases):
        folder = edited(PACK, tmp_path / str(n), "cards/dialogues.toml", paragraph,
                        f"paragraph = 120\n{effects}\n")
        with pytest.MonkeyPatch.context() as patch:
            patch.setitem(rulesets.PACKAGES, "seventh-citadel", "engine.rulesets.seventh_citadel")
            changed = load_pack(folder)
        game = back_with_two(changed)
        lives = [game.table.player(s).life for s in (0, 1)]
        assert (game.pending.kind == "reader") is asked
        if "goto" in effects:
            continue
        if asked:
            game.choose("reads:1")
            assert [game.table.player(s).life for s in (0, 1)] == [lives[0], lives[1] + 2]
        assert game.pending.kind == "scenario"


def test_an_epilogue_the_dialogue_book_lacks_is_refused_by_the_pack_check(tmp_path):
    from tests.seventh_citadel.test_pack import broken
    said = broken(tmp_path, "epilogue = 120", "epilogue = 121", "pack.toml")
    assert "scenario[1].epilogue" in said and "no paragraph 121" in said


def test_the_arena_lets_the_players_return_two_weapons_for_its_reward_or_keep_them(pack):
    """The Arena: "one player gains 1 Reflex Skill card, if available, and shuffles it into their Action Deck and/or
    players may return 2 WEAPON cards to get ...": the players say who gains the reflex skill (Bo: his deck grows by
    it); then the offer, not a must. The players say which cards (any character's), one at a time; nothing is
    returned until both are chosen, and keeping them pays nothing."""
    from engine.rulesets.seventh_citadel.table import BOX

    for pays in (False, True):
        game, kept = at_the_gate(pack)
        flail = give(game, "flail", purse(1))
        give(game, "chest", purse(1))                       # an OBJECT: not offered
        game.table.leaflet.buildings = {"arena": 1}
        game.table.scores["defense"] = 0
        game.choose("act:0:gate:0")
        reveal(game)
        as_listed(game)                                     # the toll's effect, then the Arena's
        assert game.pending.kind == "preparation_player" and game.legal_options() == ["applies:0", "applies:1"]
        before = [len(game.zones.cards(deck(s))) for s in (0, 1)]
        game.choose("applies:1")
        assert [len(game.zones.cards(deck(s))) for s in (0, 1)] == [before[0], before[1] + 1]
        assert "reflex-luck" in game.zones.cards(deck(1)) and "reflex-luck" not in game.zones.cards(BOX)
        assert game.pending.kind == "return_for" and game.pending.owner == "table"
        assert game.legal_options() == [f"pay:{kept['sword']}", f"pay:{flail}", "keep"]
        refuses(game, "pay:chest", "not a legal answer")
        game.choose(f"pay:{kept['sword']}")
        assert game.legal_options() == [f"pay:{flail}", "keep"] and game.zones.zone_of(kept["sword"]) == purse(0)
        game.choose(f"pay:{flail}" if pays else "keep")
        assert game.table.scores["defense"] == (2 if pays else 0)
        assert (game.zones.zone_of(kept["sword"]), game.zones.zone_of(flail)) == (
            (ADVENTURE, ADVENTURE) if pays else (purse(0), purse(1)))
        assert game.pending.kind == "scenario"
