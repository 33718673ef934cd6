"""Cinderfane, our own Arkeis campaign: it validates and lists, a scripted plan plays its three episodes
through Back at Camp and wins the campaign through the decisions alone, its epilogues say their words and
give what their stickers give, and random games keep every piece in one zone. More games with FOGBOUND_HEAVY=1."""
from __future__ import annotations

import json
import os

import pytest

from engine import rulesets
from engine.content.loader import load_pack
from engine.content.paths import packs_dir
from engine.core.bot import play_randomly
from engine.core.serial import game_from_plain, game_to_plain
from engine.rulesets.arkeis import RULESET, harm, markers
from gui.packtool import main

from .conftest import cast, load_dice, seats, token_at

FOLDER = packs_dir() / "cinderfane"
GAMES = 24 if os.environ.get("FOGBOUND_HEAVY") else 4
USUAL = {"reorganise": "done", "extra_die": "extra", "set_die": "none", "reroll": "keep", "fate": "done",
         "heal": "no", "equip": "equip", "sell": "done", "build": "done", "experience": "done",
         "discard_fate": "keep", "inspection": "roll", "fight_roll": "roll",
         "change_explorer": "done", "epilogue": "camp", "difficulty": "keep"}


@pytest.fixture(scope="module")
def cinderfane():
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(rulesets.PACKAGES, "arkeis", "engine.rulesets.arkeis")
        return load_pack(FOLDER)


@pytest.fixture(autouse=True)
def registered(monkeypatch):
    monkeypatch.setitem(rulesets.PACKAGES, "arkeis", "engine.rulesets.arkeis")


def settle(game) -> None:
    """Answer the questions a plan does not script as a player would."""
    while not game.over and game.pending.kind in USUAL | {"wound": None, "flee": None, "log": None}:
        game.choose(USUAL.get(game.pending.kind) or game.legal_options()[0])


def act(game, key: str) -> None:
    settle(game)
    assert key in game.legal_options(), f"{key} not in {game.legal_options()} ({game.pending.prompt})"
    game.choose(key)
    settle(game)


def until_turn_of(game, seat: int) -> None:
    while game.table.active != seat or game.pending.kind != "action":
        act(game, "end")


def test_cinderfane_validates_and_lists(cinderfane, capsys):
    assert main(["validate", str(FOLDER)]) == 0
    assert capsys.readouterr().out.startswith("ok: Cinderfane")
    assert main(["list", str(FOLDER)]) == 0
    out = capsys.readouterr().out
    assert "Rooms and floors — 12 cards" in out and "Episode 2: The Orrery Heart" in out
    # the components the episodes bring: the Bell Counter on the Hall's time track, the Embers and Wakened Eyes
    assert all(name in out for name in ("Bell Counter", "Ember", "Wakened Eye", "Staircase A"))
    assert cinderfane.cards["hall-of-bells"].get("time")["spaces"] == 8
    episodes = sorted((c for c in cinderfane.cards.values() if c.type == "episode"), key=lambda c: c.get("order"))
    assert [e.id for e in episodes] == ["sealed-niche", "hall-of-bells", "orrery-heart"]
    assert all(e.get("epilogues")["positive"]["text"] and e.get("epilogues")["negative"]["text"] for e in episodes)


def test_a_plan_wins_the_campaign_through_the_decisions(cinderfane):
    game = RULESET.new_game(cinderfane, seats("ysolde", "jonah"), {}, 5)
    # Episode 0: Ysolde forces the Gallery's door, Jonah clears the mites, Ysolde opens the Niche
    act(game, "first:0")
    act(game, "move:zone:antechamber:2")
    act(game, f"search:{token_at(game, 'door:gallery-door')}")           # Stuck Seal: 1 Injury, the door opens
    assert len(harm.injuries(game, 0)) == 1 and not game.zones.size("door:gallery-door")
    act(game, "move:zone:antechamber:2")
    act(game, "move:zone:gallery:1")
    act(game, "move:zone:gallery:1")
    act(game, "end")
    act(game, "move:zone:gallery:2")                                      # Jonah meets the two mites
    assert game.zones.cards("held:1")
    load_dice(game, "fight", "blade", "blade", "blade")
    act(game, "fight:mite")
    assert not [p for p in game.zones.cards("zone:gallery:2") if game.card(p).type == "adversary"]
    until_turn_of(game, 0)
    act(game, "move:zone:gallery:2")
    load_dice(game, "inspection", "key", "glyph")
    act(game, f"search:{token_at(game, 'door:niche-door')}")
    first = game.table.history[0]
    assert first["epilogue"] == "positive" and len(first["checked"]) == 2
    assert first["earned"]["vp"] == 2 and "field-kitchen" in game.table.available
    # Episode 1: the Tolling weighs on Ysolde; Jonah strikes down the Warden on the stair, Ysolde reads the Bell
    assert game.table.episode == "hall-of-bells" and game.pending.kind == "first_player"
    assert harm.injuries(game, 0) == [] and game.zones.size("fate:stock") == 7
    act(game, "first:0")
    assert [game.card(c).id for c in game.zones.cards("threats:0")] == ["the-tolling"] and markers.time_space(game) == 1
    act(game, "move:zone:bell-hall:2")
    act(game, f"search:{token_at(game, 'door:stair-door')}")
    act(game, "move:zone:bell-hall:2")
    act(game, "move:zone:stair:1")
    act(game, "move:zone:stair:1")
    act(game, "end")
    act(game, "move:zone:stair:2")
    load_dice(game, "fight", "blade", "blade", "blade")
    act(game, "fight:warden")
    assert not [p for p in game.zones.cards("zone:stair:2") if game.card(p).type == "adversary"]
    until_turn_of(game, 0)
    act(game, "move:zone:stair:2")
    assert 2 <= markers.time_space(game) < 5                              # the bell tolls each round; no swarm yet
    load_dice(game, "inspection", "glyph", "blank")
    act(game, f"search:{token_at(game, 'door:belfry-door')}")
    assert game.table.history[1]["epilogue"] == "positive" and game.table.victory_points >= 5
    # Episode 2: through the Orrery Gate; the Warden takes an Ember and wakes, and comes to the gate: Jonah fells it
    # there, Ysolde goes round by the upper ring and reads the Heart of Cinders
    assert game.table.episode == "orrery-heart" and markers.time_space(game) == 0
    act(game, "first:0")
    warden = next(m for m in game.zones.cards("zone:orrery:2") if game.card(m).id == "warden")
    act(game, "move:zone:sand-court:2")
    load_dice(game, "inspection", "key", "key")
    act(game, f"search:{token_at(game, 'door:orrery-gate')}")
    assert game.zones.size(f"power:{warden}") == 1 and game.zones.size(f"active:{warden}") == 1
    assert game.zones.zone_of(warden) == "zone:orrery:1"                 # after Ysolde's turn, at the gate
    act(game, "move:zone:sand-court:2")
    act(game, "move:zone:orrery:1")
    assert game.zones.zone_of(warden) == "zone:orrery:1"                 # it stays with Jonah
    until_turn_of(game, 1)
    while game.zones.zone_of(warden) == "zone:orrery:1":
        load_dice(game, "fight", "blade", "blade", "blade")
        act(game, "fight:warden")
    assert game.zones.zone_of(warden) == "minis:warden" and not game.zones.size(f"power:{warden}")
    until_turn_of(game, 0)
    act(game, "move:zone:orrery:1")
    act(game, "move:zone:orrery:2")
    until_turn_of(game, 0)
    act(game, "move:zone:orrery:4")
    load_dice(game, "inspection", "glyph", "glyph", "blank")
    act(game, f"search:{token_at(game, 'door:well-door')}")
    assert game.over and game.state.outcome == "win"
    ledger = RULESET.ledger(game)["campaign"]
    assert [e["episode"] for e in ledger["episodes"]] == ["sealed-niche", "hall-of-bells", "orrery-heart"]
    assert ledger["victory_points"] == game.table.victory_points >= 10


def test_a_negative_epilogue_says_its_words_and_still_makes_its_upgrade_available(cinderfane):
    game = RULESET.new_game(cinderfane, seats("mara"), {}, 3)
    act(game, "first:0")
    stock = game.zones.size("fate:stock")
    harm.take_fate(game, 0, stock)    # the stock runs out: the episode's consequence follows the effect
    game.state.pending = None
    game.start()
    settle(game)
    said = [e for e in game.state.log.events if e.kind == "message" and e.data.get("rule") == "epilogue"]
    assert said and said[-1].data["epilogue"] == "negative" and "mites' ticking" in said[-1].data["text"]
    assert game.table.history[0]["epilogue"] == "negative" and "field-kitchen" in game.table.available


def test_random_campaigns_keep_every_piece_once_and_reload(cinderfane):
    for seed in range(GAMES):
        table = seats(*cast(cinderfane, seed, 5))
        game = RULESET.new_game(cinderfane, table, {"elite": ("none", "regular")[seed % 2]}, seed)
        count = len(game.state.pieces)
        made = []

        def check(g):
            made.append(1)
            g.zones.check()
            assert set(g.zones.where) == set(g.state.pieces) and len(g.state.pieces) == count
            if len(made) % 53 == 0:
                data = json.loads(json.dumps(game_to_plain(g)))
                loaded = game_from_plain(data, RULESET, cinderfane.cards)
                RULESET.check_state(loaded)
                assert game_to_plain(loaded) == data

        play_randomly(game, seed, max_decisions=4000, check=check)
        assert game.over, f"seed {seed}: the campaign did not end ({len(made)} decisions)"
        assert len(game.table.history) == 3, "every episode is played, each epilogue leading Back at Camp"


def test_the_hidden_stairwell_lays_the_undercroft_and_a_staircase_back_to_the_hall(cinderfane):
    game = RULESET.new_game(cinderfane, seats("mara"), {"episode": "hall-of-bells"}, 2)
    act(game, "first:0")
    stair = "zone:stair:2"
    for warden in [m for m in game.zones.cards(stair) if game.card(m).type == "adversary"]:
        game.zones.move(warden, f"minis:{game.card(warden).id}")
    game.zones.move("mini:mara", stair)
    game.state.pending = None
    game.start()
    settle(game)
    act(game, f"search:{token_at(game, 'stair:2')}")
    assert game.table.staircases == [["zone:undercroft:1", "zone:bell-hall:4"]]
    until_turn_of(game, 0)
    act(game, "move:zone:undercroft:1")
    climb = next(o for o in game.pending.options if o.key == "move:zone:bell-hall:4")
    assert climb.label.endswith("by the staircase")
    act(game, climb.key)
    assert game.zones.zone_of("mini:mara") == "zone:bell-hall:4"
