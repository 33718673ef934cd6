"""Chains and trapdoors, the components the rulebook lists without rules (their rules come with the episodes):
a chain on a door keeps it shut, Search token or not, until an effect takes it off; a trapdoor is a way down,
one way, from its zone to another, the fall costing the Injuries it says. Both laid at set-up or by a card."""
from __future__ import annotations

from engine.content.loader import load_pack
from engine.rulesets.arkeis import harm
from tests.pack_edits import edit, edited, refusal

from .conftest import PACK, explorer_zone, new, place, refuses, token_at


def chained_pack(tmp_path):
    """The gallery's door chained at set-up; its Search token's card takes the chain off and chains the terrace's."""
    folder = edited(PACK, tmp_path, "cards/episode.toml", 'explorers = "atrium:1"',
                    'explorers = "atrium:1"\nchains = ["gallery-door"]')
    edit(folder, "cards/search.toml", 'symbol = "b"\nkind = "event"\neffects = [{ injure = 1 }]',
         'symbol = "b"\nkind = "event"\neffects = [{ injure = 1 }, { unchain = "gallery-door" }, '
         '{ chain = "terrace-door" }]')
    return load_pack(folder)


def test_a_chained_door_stays_shut_until_an_effect_takes_the_chain_off(tmp_path):
    game = new(chained_pack(tmp_path), "mender")
    assert [game.card(p).id for p in game.zones.cards("door:gallery-door")] == ["search-b", "chain"]
    game.choose("move:zone:atrium:2")
    refuses(game, "move:zone:gallery:1", "a chain holds the door shut")
    game.choose(f"search:{token_at(game, 'door:gallery-door')}")       # the token is still searched
    assert not game.zones.cards("door:gallery-door") and game.zones.size("tokens:chain") == 1
    assert len(harm.injuries(game, 0)) == 1
    game.choose("end")
    game.choose("move:zone:gallery:1")                                     # the chain is off: the door is open
    assert explorer_zone(game, 0) == "zone:gallery:1"
    place(game, 0, "atrium:4")
    refuses(game, "move:zone:terrace:1", "a chain holds the door shut")   # the card chained this one


def test_a_search_token_taken_from_a_chained_door_leaves_it_shut(tmp_path):
    folder = edited(PACK, tmp_path, "cards/episode.toml", 'explorers = "atrium:1"',
                    'explorers = "atrium:1"\nchains = ["gallery-door"]')
    game = new(load_pack(folder), "mender")
    game.choose("move:zone:atrium:2")
    game.choose(f"search:{token_at(game, 'door:gallery-door')}")
    assert [game.card(p).id for p in game.zones.cards("door:gallery-door")] == ["chain"]
    refuses(game, "move:zone:gallery:1", "a chain holds the door shut")


def test_a_trapdoor_is_a_way_down_one_way_and_the_fall_hurts(tmp_path):
    folder = edited(PACK, tmp_path, "cards/episode.toml", 'explorers = "atrium:1"',
                    'explorers = "atrium:1"\ntrapdoors = [{ zone = "atrium:4", to = "crypt:2", injuries = 1 }]')
    game = new(load_pack(folder), "mender")
    trapdoor = next(p for p in game.zones.cards("zone:atrium:4") if game.card(p).id == "trapdoor")
    assert f"drop:{trapdoor}" not in game.legal_options()                 # only from its own zone
    game.choose("move:zone:atrium:2")
    game.choose("move:zone:atrium:4")
    drop = next(o for o in game.pending.options if o.key == f"drop:{trapdoor}")
    assert drop.label == "Drop through the trapdoor to the Crypt (2) (take 1 Injury)"
    game.choose("end")
    game.choose(drop.key)
    assert explorer_zone(game, 0) == "zone:crypt:2" and len(harm.injuries(game, 0)) == 1
    assert game.zones.cards("held:0")                                      # it lands among the beetles
    assert not [k for k in game.legal_options() if k.startswith("drop:")]  # no way back up through it


def test_a_card_opens_a_trapdoor_under_the_explorer(tmp_path):
    folder = edited(PACK, tmp_path, "cards/search.toml",
                    'effects = [{ room = { room = "cistern", at = [2, 1], doors = [{ id = "cistern-door", between = '
                    '["terrace:2", "cistern:1"] }] } }]', 'effects = [{ trapdoor = { to = "atrium:1" } }]')
    game = new(load_pack(folder), "mender")
    place(game, 0, "terrace:2")
    game.choose(f"search:{token_at(game, 'terrace:2')}")
    trapdoor = next(p for p in game.zones.cards("zone:terrace:2") if game.card(p).id == "trapdoor")
    assert game.table.trapdoors[trapdoor].to == "zone:atrium:1"
    game.choose(f"drop:{trapdoor}")
    assert explorer_zone(game, 0) == "zone:atrium:1" and not harm.injuries(game, 0)


def test_chains_and_trapdoors_the_episode_cannot_lay_are_refused(tmp_path):
    message = refusal(PACK, tmp_path, "cards/episode.toml", 'explorers = "atrium:1"',
                      'explorers = "atrium:1"\nchains = ["back-door", "vault-door", "crypt-door", "gallery-door"]\n'
                      'trapdoors = [{ zone = "terrace:3", to = "crypt:2" }, { zone = "crypt:1", to = "crypt:1" }]',
                      "arkeis", "engine.rulesets.arkeis")
    assert "chains[0]: 'back-door' is not a door of the episode" in message
    assert "chains: needs 4 Chain tokens; the pack has 2" in message
    assert "trapdoors[1].to: leads to the zone it opens in" in message
    assert "trapdoors[0].zone: 'terrace:3' is not a zone of the episode's layout" in message


def test_a_staircase_joins_two_zones_both_ways(tmp_path):
    folder = edited(PACK, tmp_path, "cards/episode.toml", 'explorers = "atrium:1"',
                    'explorers = "atrium:1"\nstaircases = [{ mark = "a", between = ["atrium:1", "garden:1"] }]')
    game = new(load_pack(folder), "mender")
    assert [game.card(p).id for p in game.zones.cards("zone:garden:1") if game.card(p).type == "token"] == \
        ["staircase-a"]
    climb = next(o for o in game.pending.options if o.key == "move:zone:garden:1")
    assert climb.label == "Move to the Garden by the staircase"
    game.choose(climb.key)
    assert explorer_zone(game, 0) == "zone:garden:1"
    game.choose("move:zone:atrium:1")                                      # and back up
    assert explorer_zone(game, 0) == "zone:atrium:1"


def test_staircases_the_pack_cannot_lay_are_refused(tmp_path):
    message = refusal(PACK, tmp_path, "cards/episode.toml", 'explorers = "atrium:1"',
                      'explorers = "atrium:1"\nstaircases = [{ mark = "a", between = ["atrium:1", "terrace:3"] }, '
                      '{ mark = "a", between = ["atrium:2", "garden:1"] }]', "arkeis", "engine.rulesets.arkeis")
    assert "staircases[0].between: 'terrace:3' is not a zone of the episode's layout" in message
    assert "staircases: needs 4 Staircase A tokens; the pack has 2" in message


def staircase_card_pack(tmp_path, between: str = '["atrium:2", "garden:1"]'):
    """The Gallery's door card also lays a staircase A (from the Atrium down to the Garden, unless told)."""
    folder = edited(PACK, tmp_path, "cards/search.toml", 'symbol = "b"\nkind = "event"\neffects = [{ injure = 1 }]',
                    'symbol = "b"\nkind = "event"\neffects = [{ injure = 1 }, { staircase = { mark = "a", between = '
                    f'{between} }} }}]')
    return load_pack(folder)


def staircase_tokens(game) -> dict[str, str]:
    return {p: game.zones.zone_of(p) for p in game.state.pieces if game.card(p).id == "staircase-a"}


def test_a_card_lays_a_staircase_and_the_two_zones_are_joined_both_ways(tmp_path):
    game = new(staircase_card_pack(tmp_path), "mender")
    game.choose("move:zone:atrium:2")
    refuses(game, "move:zone:garden:1", "not a legal answer")                 # no staircase yet
    assert set(staircase_tokens(game).values()) == {"tokens:staircase"}
    game.choose(f"search:{token_at(game, 'door:gallery-door')}")
    assert sorted(staircase_tokens(game).values()) == ["zone:atrium:2", "zone:garden:1"]
    assert game.table.staircases == [["zone:atrium:2", "zone:garden:1"]]
    game.choose("end")
    climb = next(o for o in game.pending.options if o.key == "move:zone:garden:1")
    assert climb.label == "Move to the Garden by the staircase"
    game.choose(climb.key)
    assert explorer_zone(game, 0) == "zone:garden:1"
    game.choose("move:zone:atrium:2")                                        # and back up
    assert explorer_zone(game, 0) == "zone:atrium:2"


def test_a_staircase_card_naming_a_zone_not_laid_out_lays_nothing(tmp_path):
    game = new(staircase_card_pack(tmp_path, '["atrium:2", "cistern:1"]'), "mender")
    game.choose("move:zone:atrium:2")
    game.choose(f"search:{token_at(game, 'door:gallery-door')}")
    assert set(staircase_tokens(game).values()) == {"tokens:staircase"} and game.table.staircases == []
    said = [e.text for e in game.state.log.events if e.kind == "message" and e.data.get("rule") == "no_staircase"]
    assert said == ["No staircase is laid: zone:cistern:1 is not on the map."]


def test_a_staircase_card_the_pack_cannot_lay_is_refused_naming_file_card_and_field(tmp_path):
    message = refusal(PACK, tmp_path, "cards/search.toml", 'symbol = "b"\nkind = "event"\neffects = [{ injure = 1 }]',
                      'symbol = "b"\nkind = "event"\neffects = [{ staircase = { mark = "a", between = '
                      '["crypt:3", "nowhere:1"] } }, { staircase = { mark = "b", between = ["crypt:1", "crypt:1"] } }]',
                      "arkeis", "engine.rulesets.arkeis")
    assert "search.toml" in message and "stiff-hinges" in message
    assert "effects[0].staircase.between[0]: 'crypt' has 2 zones, not 3" in message
    assert "effects[0].staircase.between[1]: names 'nowhere', which is not a room or floor of the pack" in message
    assert "effects[1].staircase.between: joins a zone to itself" in message
