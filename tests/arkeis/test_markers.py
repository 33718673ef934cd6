"""The Time marker, Power tokens and Activation markers, components the rulebook lists without rules (their
rules come with the episodes, READING.md): a time track whose marker moves on each round and by effects, its
spaces' effects applied as it reaches them; a Power token taking an Injury in an Adversary's place; an activated
Adversary moving one zone nearer the nearest Explorer after every turn, never through a closed door. Each token
a piece in one zone, put back in its supply when its Adversary leaves the map and Back at Camp."""
from __future__ import annotations

import json
from fractions import Fraction

import pytest

from engine import rulesets
from engine.content.loader import load_pack
from engine.content.problems import PackError
from engine.core.serial import game_from_plain, game_to_plain
from engine.rulesets.arkeis import RULESET, forecast, harm, markers
from tests.pack_edits import edit, edited, refusal

from .conftest import (PACK, adversaries, arrange, explorer_zone, hold_profile, load_dice, new, place, refuses,
                       token_at)

TRACK = 'explorers = "atrium:1"\ntime = { spaces = 3, at = [{ space = 2, effects = [{ fate = 1 }] }, ' \
        '{ space = 3, effects = [{ epilogue = "negative" }] }] }'
HINGES = 'symbol = "b"\nkind = "event"\neffects = [{ injure = 1 }]'


def timed_pack(tmp_path, hinges: str = ""):
    folder = edited(PACK, tmp_path, "cards/episode.toml", 'explorers = "atrium:1"', TRACK)
    if hinges:
        edit(folder, "cards/search.toml", HINGES, f'symbol = "b"\nkind = "event"\neffects = {hinges}')
    return load_pack(folder)


def marked_pack(tmp_path, effects: str):
    """The Gallery door's card does these effects (the Explorer searching it from the Atrium)."""
    return load_pack(edited(PACK, tmp_path, "cards/search.toml", HINGES, f'symbol = "b"\nkind = "event"\neffects = {effects}'))


def where(game, kind: str) -> list[str]:
    """Where the pieces of a token kind lie, sorted."""
    return sorted(game.zones.zone_of(p) for p in game.state.pieces if game.card(p).get("token") == kind)


# -- the Time marker -----------------------------------------------------------------------------------------
def test_the_time_marker_moves_on_each_round_and_its_spaces_act_as_it_reaches_them(tmp_path):
    game = new(timed_pack(tmp_path), "mender", "brawler")
    assert where(game, "time") == ["time:1"]
    stock = game.zones.size("fate:stock")
    game.choose("end")                                  # the first player's first turn: time does not pass yet
    assert markers.time_space(game) == 1
    game.choose("end")                                  # the second player's: still the first round
    assert markers.time_space(game) == 2                # the second round begins: space 2 takes a Fate token
    assert game.zones.size("fate:stock") == stock - 1 and harm.fate_had(game, 0) == 1
    game.choose("end")
    game.choose("end")                                  # the third round: the last space reads the negative epilogue
    assert game.table.history[0]["epilogue"] == "negative"
    game.choose("camp")
    assert where(game, "time") == ["tokens:time"]       # the marker goes back near the table


def test_a_card_moves_the_time_marker_on_or_back(tmp_path):
    game = new(timed_pack(tmp_path, '[{ time = 1 }, { rewind = 2 }, { time = 1 }]'), "mender")
    place(game, 0, "atrium:2")
    stock = game.zones.size("fate:stock")
    events = game.choose(f"search:{token_at(game, 'door:gallery-door')}")
    said = [e.data["space"] for e in events if e.kind == "message" and e.data.get("rule") == "time"]
    assert said == [2, 1, 2]                            # on, back (never before space 1), on again
    assert game.zones.size("fate:stock") == stock - 2   # space 2 acted each time the marker reached it
    assert where(game, "time") == ["time:2"]


def test_time_moved_in_an_episode_without_a_track_does_nothing_but_say_so(tmp_path):
    """A profile (which no episode owns) may move time on: in an episode without a track, nothing moves."""
    game = new(load_pack(edited(PACK, tmp_path, "cards/adversaries.toml", "start = [{ injure = 1 }]\nsearching",
                                "start = [{ time = 1 }]\nsearching")), "mender")
    adversaries(game, "warden", "atrium:1")
    hold_profile(game, 0, "warden-stern")
    events = game.choose("end")
    assert [e.text for e in events if e.kind == "message" and e.data.get("rule") == "no_time_track"] == \
        ["Time does not pass: the episode has no time track."]
    assert where(game, "time") == ["tokens:time"]


# -- Power tokens --------------------------------------------------------------------------------------------
def test_a_power_token_takes_an_injury_in_the_adversarys_place(tmp_path):
    game = new(marked_pack(tmp_path, '[{ power = { adversary = "warden", where = "map", count = 2 } }]'), "brawler")
    game.choose("move:zone:atrium:2")
    game.choose(f"search:{token_at(game, 'door:gallery-door')}")
    warden = next(m for m in game.zones.cards("zone:gallery:2") if game.card(m).id == "warden")
    assert where(game, "power") == ["power:" + warden] * 2 + ["tokens:power"]
    place(game, 0, "gallery:2")
    hold_profile(game, 0, "warden-weary")               # health 2: with two Power tokens, four Injuries
    game.choose("fight:warden")
    bare = forecast.running(game)
    assert bare.cleared == 0                            # three Fight dice cannot give four Injuries
    game.choose("roll")                                  # the brawler's extra die is offered
    load_dice(game, "fight", "strike", "strike", "strike")
    game.choose("extra")
    while game.pending.kind != "action":
        game.choose(game.legal_options()[0])
    assert where(game, "power") == ["tokens:power"] * 3            # two Injuries taken by the tokens
    assert game.zones.size(f"wounds:{warden}") == 1 and game.zones.zone_of(warden) == "zone:gallery:2"


def test_the_forecast_counts_power_tokens_as_health(pack):
    game = new(pack, "mender")
    warden = adversaries(game, "warden", "atrium:1")[0]
    hold_profile(game, 0, "warden-weary")
    plain = forecast.fight(game, 0, "warden", 2).cleared
    arrange(game, {game.zones.top("tokens:power"): f"power:{warden}"})
    assert plain == Fraction(1, 9) and forecast.fight(game, 0, "warden", 2).cleared == 0


def test_an_eliminated_adversarys_tokens_go_back_to_their_supply(tmp_path):
    game = new(marked_pack(tmp_path, '[{ power = { adversary = "warden", where = "map" } }, '
                                      '{ activate = { adversary = "warden", where = "map" } }]'), "mender")
    place(game, 0, "atrium:2")
    game.choose(f"search:{token_at(game, 'door:gallery-door')}")
    warden = next(m for m in game.zones.cards("zone:gallery:2") if game.card(m).id == "warden")
    assert where(game, "activation") == ["active:" + warden, "tokens:activation"]
    place(game, 0, "gallery:2")
    hold_profile(game, 0, "warden-weary")
    load_dice(game, "fight", "strike", "strike")
    game.choose("fight:warden")
    game.choose("roll")
    load_dice(game, "fight", "strike", "strike")
    game.choose("fight:warden")
    game.choose("roll")
    assert game.zones.zone_of(warden) == "minis:warden"
    assert where(game, "power") == ["tokens:power"] * 3 and where(game, "activation") == ["tokens:activation"] * 2


# -- Activation markers ------------------------------------------------------------------------------------------
def test_an_activated_adversary_moves_towards_the_nearest_explorer_after_each_turn(tmp_path):
    game = new(marked_pack(tmp_path, '[{ activate = { adversary = "warden", where = "map" } }]'), "mender")
    place(game, 0, "atrium:2")
    warden = next(m for m in game.zones.cards("zone:gallery:2") if game.card(m).id == "warden")
    game.choose(f"search:{token_at(game, 'door:gallery-door')}")        # the door opens, the Warden wakes
    events = game.choose("end")
    assert game.zones.zone_of(warden) == "zone:gallery:1"
    assert [e.text for e in events if e.kind == "message" and e.data.get("rule") == "adversary_moved"] == \
        ["The activated Tomb Warden moves to the Gallery (1)."]
    game.choose("end")
    assert game.zones.zone_of(warden) == "zone:atrium:2" and game.zones.cards("held:0")   # it grapples
    game.choose("end")
    assert game.zones.zone_of(warden) == "zone:atrium:2"                 # it stays with the Explorer


def test_an_activated_adversary_never_passes_a_closed_door(pack):
    game = new(pack, "mender")
    warden = adversaries(game, "warden", "gallery:2")[0]
    arrange(game, {game.zones.top("tokens:activation"): f"active:{warden}"})
    game.choose("end")                                                   # the Gallery's door is closed
    assert game.zones.zone_of(warden) == "zone:gallery:2"


def test_where_two_ways_are_as_near_the_explorer_whose_turn_ends_chooses(pack):
    game = new(pack, "mender")
    warden = adversaries(game, "warden", "atrium:4")[0]
    arrange(game, {game.zones.top("tokens:activation"): f"active:{warden}"})
    place(game, 0, "atrium:1")
    game.choose("end")
    assert game.pending.kind == "adversary_move" and game.legal_options() == ["towards:zone:atrium:2",
                                                                             "towards:zone:atrium:3"]
    refuses(game, "towards:zone:atrium:1", "not a legal answer")
    events = game.choose("towards:zone:atrium:3")
    assert game.zones.zone_of(warden) == "zone:atrium:3" and explorer_zone(game, 0) == "zone:atrium:1"
    assert [e.data["zone"] for e in events if e.kind == "message" and e.data.get("rule") == "adversary_moved"] == \
        ["zone:atrium:3"]


def test_markers_on_the_map_are_saved_and_loaded_back_the_same(tmp_path):
    pack = timed_pack(tmp_path)
    game = new(pack, "mender", "brawler")
    warden = adversaries(game, "warden", "atrium:4")[0]
    arrange(game, {game.zones.top("tokens:activation"): f"active:{warden}",
                   game.zones.top("tokens:power"): f"power:{warden}"})
    game.choose("end")
    game.choose("towards:zone:atrium:2")
    game.choose("end")
    data = json.loads(json.dumps(game_to_plain(game)))
    loaded = game_from_plain(data, RULESET, pack.cards)
    RULESET.check_state(loaded)
    assert game_to_plain(loaded) == data and markers.time_space(loaded) == 2


# -- the pack ------------------------------------------------------------------------------------------------
def test_a_time_track_and_markers_the_pack_cannot_hold_are_refused_naming_file_card_and_field(tmp_path):
    message = refusal(PACK, tmp_path, "cards/episode.toml", 'explorers = "atrium:1"',
                      'explorers = "atrium:1"\ntime = { spaces = 3, at = [{ space = 4, effects = [{ fate = 1 }] }, '
                      '{ space = 2, effects = [{ power = { adversary = "ghoul" } }] }] }',
                      "arkeis", "engine.rulesets.arkeis")
    assert "episode.toml" in message and "silent-archive" in message
    assert "time.at[0].space: space 4 is past the track's last, 3" in message
    assert "time.at[1].effects[0].power.adversary: names 'ghoul', which is not an adversary of the pack" in message


def test_time_moved_by_a_card_of_an_episode_without_a_track_is_refused(tmp_path):
    message = refusal(PACK, tmp_path, "cards/search.toml", HINGES,
                      'symbol = "b"\nkind = "event"\neffects = [{ time = 1 }]', "arkeis", "engine.rulesets.arkeis")
    assert "stiff-hinges" in message
    assert "effects[0]: time moves the Time marker, but the episode 'silent-archive' has no time track" in message


def test_markers_a_pack_has_no_tokens_for_are_refused(tmp_path):
    folder = edited(PACK, tmp_path, "cards/components.toml", 'token = "power"\ncount = 3', 'token = "activation"\ncount = 3')
    edit(folder, "cards/search.toml", HINGES, 'symbol = "b"\nkind = "event"\neffects = [{ power = { adversary = "warden" } }]')
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(rulesets.PACKAGES, "arkeis", "engine.rulesets.arkeis")
        with pytest.raises(PackError, match=r'effects\[0\]: power needs power tokens'):
            load_pack(folder)
