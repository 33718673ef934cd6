"""Cinderfane, our own Arkeis campaign: it validates and lists, uses every special component of the rulebook and
gives every Adversary its profiles, a scripted plan plays its five episodes through Back at Camp (a player joining,
the difficulty raised) and wins the campaign through the decisions alone, its epilogues say their words and
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
from engine.rulesets.arkeis import RULESET, grapple, harm, markers
from gui.packtool import main

from .conftest import cast, load_dice, seats, token_at

FOLDER = packs_dir() / "cinderfane"
GAMES = 24 if os.environ.get("FOGBOUND_HEAVY") else 4
USUAL = {"reorganise": "done", "extra_die": "extra", "set_die": "none", "reroll": "keep", "fate": "done",
         "heal": "no", "equip": "equip", "sell": "done", "build": "done", "experience": "done",
         "discard_fate": "keep", "inspection": "roll", "fight_roll": "roll",
         "upgrade": "none"}
# the camp's questions a plan answers itself (`camp`)
CAMP = {"epilogue": "camp", "change_explorer": "done", "difficulty": "keep"}


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
    while not game.over and game.pending.kind in USUAL | dict.fromkeys(("wound", "flee", "log", "upgrade_order", "elite",
                                                                        "start_effect", "adversary_effect")):
        game.choose(USUAL.get(game.pending.kind) or game.legal_options()[0])


def act(game, key: str) -> None:
    settle(game)
    assert key in game.legal_options(), f"{key} not in {game.legal_options()} ({game.pending.prompt})"
    game.choose(key)
    settle(game)


def camp(game, *answers: str) -> None:
    """From the epilogue to the next episode's first question: these answers in order where the question they
    answer is asked, the usual ones otherwise."""
    waiting = list(answers)
    while not game.over and game.pending.kind != "first_player":
        if waiting and waiting[0] in game.legal_options():
            game.choose(waiting.pop(0))
        else:
            game.choose(USUAL.get(game.pending.kind) or CAMP.get(game.pending.kind) or game.legal_options()[0])
    assert not waiting, f"never asked: {waiting}"


def until_turn_of(game, seat: int) -> None:
    while game.table.active != seat or game.pending.kind != "action":
        act(game, "end")


def test_cinderfane_validates_and_lists(cinderfane, capsys):
    assert main(["validate", str(FOLDER)]) == 0
    assert capsys.readouterr().out.startswith("ok: Cinderfane")
    assert main(["list", str(FOLDER)]) == 0
    out = capsys.readouterr().out
    assert "Rooms and floors — 19 cards" in out and "Episode 4: The Cinder Avatar" in out
    # the components the episodes bring: the Bell Counter on the Hall's time track, the Embers and Wakened Eyes
    assert all(name in out for name in ("Bell Counter", "Ember", "Wakened Eye", "Staircase A", "Staircase B"))
    assert cinderfane.cards["hall-of-bells"].get("time")["spaces"] == 8
    episodes = sorted((c for c in cinderfane.cards.values() if c.type == "episode"), key=lambda c: c.get("order"))
    assert [e.id for e in episodes] == ["sealed-niche", "hall-of-bells", "orrery-heart", "drowned-cistern",
                                        "cinder-avatar"]
    assert all(e.get("epilogues")["positive"]["text"] and e.get("epilogues")["negative"]["text"] for e in episodes)


def test_the_grown_campaign_uses_every_special_component_and_every_adversary_has_its_profiles(cinderfane):
    cards = list(cinderfane.cards.values())
    episodes = [c for c in cards if c.type == "episode"]
    searches = [c for c in cards if c.type == "search"]
    verbs = {key for c in cards for field in ("effects", "start", "support", "use", "opening", "stock_empty")
             for op in walk(c.get(field)) for key in op}
    verbs |= {key for c in searches if c.get("action") for op in walk(c.get("action")["effects"]) for key in op}
    verbs |= {key for e in episodes for m in (e.get("time") or {}).get("at", ()) for op in walk(m["effects"])
              for key in op}
    verbs |= {key for c in cards if c.type == "profile" for row in c.get("fight") for op in walk(row["effects"])
              for key in op}
    assert {"unchain", "staircase", "power", "activate", "deactivate", "spawn",
            "search_token", "approach", "harm", "fated", "discard", "coins", "room", "choose", "inspect",
            "take", "cure", "heal", "poison", "wound", "flee"} <= verbs
    assert any(e.get("chains") for e in episodes) and any(e.get("trapdoors") for e in episodes)
    assert {s["mark"] for e in episodes for s in e.get("staircases") or ()} | {"b"} == {"a", "b"}
    assert sum(1 for e in episodes if e.get("time")) >= 2 and any(e.get("start_card") for e in episodes)
    assert any(c.get("kind") == "relic" and c.get("use") for c in searches)            # a relic to use
    assert any(c.get("action") for c in searches) and any(c.get("stays") for c in searches)
    assert {c.get("kind") for c in searches} == {"relic", "equipment", "event", "threat", "special"}
    for adversary in (c for c in cards if c.type == "adversary"):
        profiles = [p for p in cards if p.type == "profile" and p.get("adversary") == adversary.id]
        assert sum(1 for p in profiles if not p.get("elite")) == 5 and any(p.get("elite") for p in profiles), adversary.id
        assert any(c.get("adversaries") and any(a["adversary"] == adversary.id for a in c.get("adversaries"))
                   for c in episodes), f"{adversary.id} is on no episode's map"
    assert any(c.type == "upgrade" and (c.get("infirmary") or c.get("exchange")) for c in cards)
    assert len({c.get("explorer") for c in cards if c.type == "experience"}) == 6


def walk(effects):
    """Every op table of an effect list, nested ones too."""
    for op in effects or ():
        yield op
        for value in op.values():
            if hasattr(value, "get"):
                for key in ("success", "failure", "then", "otherwise"):
                    yield from walk(value.get(key))
            if isinstance(value, (list, tuple)):
                for branch in value:
                    if hasattr(branch, "get"):
                        yield from walk(branch.get("effects"))


def test_a_plan_wins_the_grown_campaign_through_the_decisions(cinderfane):
    """Five episodes, a third player joining after the second, the difficulty raised before the fourth, camp upgrades
    built and used in the order the table decides, an Experience card bought and used."""
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
    load_dice(game, "fight", "blade", "blade", "blade")
    act(game, "fight:mite")
    assert not [p for p in game.zones.cards("zone:gallery:2") if game.card(p).type == "adversary"]
    until_turn_of(game, 0)
    act(game, "move:zone:gallery:2")
    load_dice(game, "inspection", "key", "glyph")
    act(game, f"search:{token_at(game, 'door:niche-door')}")
    assert game.pending.kind == "epilogue" and "The bricks give" in game.pending.context["text"]
    camp(game)
    first = game.table.history[0]
    assert first["epilogue"] == "positive" and first["earned"]["vp"] == 2 and "field-kitchen" in game.table.available
    # Episode 1: the Tolling weighs on Ysolde; Jonah strikes down the Warden on the stair, Ysolde reads the Bell
    assert game.table.episode == "hall-of-bells" and game.zones.size("fate:stock") == 7
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
    until_turn_of(game, 0)
    act(game, "move:zone:stair:2")
    assert 2 <= markers.time_space(game) < 5                              # the bell tolls each round; no swarm yet
    load_dice(game, "inspection", "glyph", "blank")
    act(game, f"search:{token_at(game, 'door:belfry-door')}")
    # Back at Camp: the Trading Post built; Mara's player joins the group
    camp(game, "camp", "build:trading-post", "join:mara")
    assert [p.explorer for p in game.table.explorers] == ["ysolde", "jonah", "mara"]
    assert game.zones.cards("camp:built") == ["trading-post"]
    # Episode 2, three Explorers: through the Orrery Gate; the Warden takes an Ember and wakes, and comes to the gate,
    # where Jonah fells it; Ysolde goes round by the upper ring and reads the Orrery's Key
    assert game.table.episode == "orrery-heart" and game.zones.size("fate:stock") == 7   # the stock for three
    act(game, "first:0")
    warden = next(m for m in game.zones.cards("zone:orrery:2") if game.card(m).id == "warden")
    act(game, "move:zone:sand-court:2")
    load_dice(game, "inspection", "key", "key")
    act(game, f"search:{token_at(game, 'door:orrery-gate')}")
    assert game.zones.size(f"power:{warden}") == 1 and game.zones.zone_of(warden) == "zone:orrery:1"
    act(game, "move:zone:sand-court:2")
    act(game, "move:zone:orrery:1")
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
    # Back at Camp: the intermediate elite mode for the next episode, the Wardens' elite profile chosen at its opening
    camp(game, "camp", "elite:intermediate", "elite:warden", "done")
    assert game.table.elite == "intermediate" and "warden-high-priest" in game.zones.cards("profiles:warden")
    # Episode 3: the water rises round by round
    assert game.table.episode == "drowned-cistern" and game.zones.size("fate:stock") == 7
    act(game, "first:0")
    assert game.zones.size("fate:stock") == 7 + 1          # the opening: few Fate tokens had, one more in the stock
    act(game, "move:zone:cistern:2")
    load_dice(game, "inspection", "key", "blank")
    act(game, f"search:{token_at(game, 'door:sluice-gate')}")             # the gate opens; a token T behind it
    assert [game.card(p).get("symbol") for p in game.zones.cards("zone:sluice:2")] == ["t"]
    act(game, "move:zone:cistern:2")
    act(game, "move:zone:sluice:1")
    act(game, "move:zone:cistern:3")
    act(game, f"search:{token_at(game, 'cistern:3')}")                    # Rising Water: a Threat for Mara
    assert game.zones.cards("threats:2") == ["rising-water"]
    act(game, "move:zone:cistern:4")
    act(game, f"search:{token_at(game, 'cistern:4')}")
    until_turn_of(game, 1)
    while game.table.active == 1 and grapple.adversaries_in(game, "zone:sluice:1"):
        load_dice(game, "fight", "blade", "blade", "blade")
        act(game, "fight:asp")
    act(game, "move:zone:sluice:2")
    until_turn_of(game, 2)
    act(game, "card:rising-water")                                        # bailed out: the Threat is discarded
    assert not game.zones.cards("threats:2")
    act(game, "move:zone:flooded-steps:1")
    until_turn_of(game, 0)
    assert markers.time_space(game) == 3 and not [m for m in game.zones.cards("zone:flooded-steps:2")
                                                   if game.card(m).id == "mite"]   # the water shorted the mites
    act(game, "move:zone:cistern:3")
    act(game, "move:zone:flooded-steps:1")
    act(game, f"search:{token_at(game, 'sluice:2')}")                     # the Old Culvert: a Staircase B
    act(game, "move:zone:flooded-steps:1")
    until_turn_of(game, 1)
    act(game, "move:zone:flooded-steps:2")
    while game.table.active == 1 and grapple.adversaries_in(game, "zone:flooded-steps:2"):
        load_dice(game, "fight", "blade", "blade", "blade")
        act(game, "fight:asp")
    until_turn_of(game, 2)
    act(game, "move:zone:flooded-steps:2")
    act(game, f"search:{token_at(game, 'flooded-steps:2')}")              # the Pump Lever stays in play
    assert game.zones.cards("in-play") == ["pump-lever"]
    until_turn_of(game, 0)
    act(game, "card:pump-lever")
    assert all(game.card(p).type == "search_token" for p in game.zones.cards("door:pump-door"))   # the chain is off
    act(game, "move:zone:sluice:2")
    until_turn_of(game, 0)
    load_dice(game, "inspection", "key", "glyph")
    act(game, f"search:{token_at(game, 'door:pump-door')}")
    assert game.table.history[3]["epilogue"] == "positive"
    # Back at Camp: the Infirmary Tent built, the upgrades used in the order the table decides, Mara's Field Kit bought
    camp(game, "camp", "build:infirmary", "use:infirmary", "trade", "buy:field-kit", "done")
    assert game.zones.cards("experience:2") == ["field-kit"]
    # Episode 4: the Avatar wakes with two Embers; Ysolde douses the brazier before it takes a step, climbs the
    # Well's staircase to the Forge and reads the Heart of Cinders
    act(game, "first:0")
    avatar = game.zones.cards("zone:forge:4")[0]
    assert game.zones.size(f"power:{avatar}") == 2 and game.zones.size(f"active:{avatar}") == 1
    act(game, "move:zone:ash-bridge:2")
    act(game, f"search:{token_at(game, 'door:well-door')}")
    assert not game.zones.size(f"active:{avatar}") and game.zones.cards("door:heart-door") == ["search-z:1"]
    act(game, "move:zone:ash-bridge:2")
    act(game, "move:zone:well:1")
    act(game, "move:zone:ash-bridge:2")
    act(game, f"search:{token_at(game, 'ash-bridge:2')}")
    until_turn_of(game, 0)
    act(game, "move:zone:well:1")
    act(game, "move:zone:forge:2")
    assert game.zones.zone_of(avatar) == "zone:forge:4"
    until_turn_of(game, 0)
    load_dice(game, "inspection", "glyph", "glyph", "blank")
    act(game, f"search:{token_at(game, 'door:heart-door')}")
    assert game.over and game.state.outcome == "win" and "The Avatar kneels" in game.state.log.events[-1].reason
    ledger = RULESET.ledger(game)
    assert [e["episode"] for e in ledger["campaign"]["episodes"]] == \
        ["sealed-niche", "hall-of-bells", "orrery-heart", "drowned-cistern", "cinder-avatar"]
    assert all(e["epilogue"] == "positive" for e in ledger["campaign"]["episodes"])
    assert ledger["campaign"]["victory_points"] == game.table.victory_points >= 20
    assert [p["explorer"] for p in ledger["group"]] == ["ysolde", "jonah", "mara"]


def test_a_negative_epilogue_says_its_words_and_still_makes_its_upgrade_available(cinderfane):
    game = RULESET.new_game(cinderfane, seats("mara"), {}, 3)
    act(game, "first:0")
    stock = game.zones.size("fate:stock")
    harm.take_fate(game, 0, stock)    # the stock runs out: the episode's consequence follows the effect
    game.state.pending = None
    game.start()
    settle(game)
    assert game.pending.kind == "epilogue" and "mites' ticking" in game.pending.context["text"]
    game.choose("camp")
    said = [e for e in game.state.log.events if e.kind == "message" and e.data.get("rule") == "epilogue"]
    assert said and said[-1].data["epilogue"] == "negative" and "mites' ticking" in said[-1].data["text"]
    assert game.table.history[0]["epilogue"] == "negative" and "field-kitchen" in game.table.available


def test_random_campaigns_keep_every_piece_once_replay_and_reload(cinderfane):
    """Random players through the whole campaign, joining and leaving at camp as they please: every piece in one zone
    after every decision, a save made mid-game loading as it was, the same seed playing the same campaign."""
    groups = set()
    for seed in range(GAMES):
        table = seats(*cast(cinderfane, seed, 5))
        options = {"elite": ("none", "regular", "intermediate")[seed % 3]}
        game = RULESET.new_game(cinderfane, table, options, seed)
        count = len(game.state.pieces)
        made = []

        def check(g):
            made.append(1)
            g.zones.check()
            assert set(g.zones.where) == set(g.state.pieces) and len(g.state.pieces) == count
            groups.add(g.table.seats)
            if len(made) % 53 == 0:
                data = json.loads(json.dumps(game_to_plain(g)))
                loaded = game_from_plain(data, RULESET, cinderfane.cards)
                RULESET.check_state(loaded)
                assert game_to_plain(loaded) == data

        play_randomly(game, seed, max_decisions=6000, check=check)
        assert game.over, f"seed {seed}: the campaign did not end ({len(made)} decisions)"
        assert len(game.table.history) == 5, "every episode is played, each epilogue leading Back at Camp"
        twin = RULESET.new_game(cinderfane, table, options, seed)
        play_randomly(twin, seed, max_decisions=6000)
        assert game_to_plain(twin) == game_to_plain(game)
    assert len(groups) > 1, "the group changed size in some campaign"


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


def test_the_explorers_are_told_apart_by_name_and_face(cinderfane):
    """No Explorer's name reads as another's ("Casimir Lode" and "Casimir Lode, aged nineteen"), and every portrait
    shows a lit face, not a dark silhouette."""
    from PIL import Image, ImageStat

    explorers = [c for c in cinderfane.cards.values() if c.type == "explorer"]
    titles = [c.title for c in explorers]
    assert not [(a, b) for a in titles for b in titles if a != b and a in b]
    for card in explorers:
        with Image.open(FOLDER / "art" / card.get("art")) as picture:
            face = picture.convert("RGB").crop((170, 95, 230, 150))         # between the eyes and the chin
            assert ImageStat.Stat(face.convert("L")).mean[0] > 70, card.id             # a silhouette: about 30
            red, green, blue = ImageStat.Stat(face).mean
            assert red > blue, card.id                                       # skin, not the grey of the wall
