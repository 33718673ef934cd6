"""Ashenreach, the bundled adventure of The 7th Citadel: it validates (loader and pack command) with the issue's
size (200 cards and more, a Dialogue Book of 40 paragraphs and more, a leaflet with buildings, a Destiny page
and side quests), a scripted plan wins it from the introductory scenario through both scenarios of the threat
to the Ember Warden overcome (and its last scenario alone), going on from the ledger between scenarios
(`next_game`), it can be lost both ways (every character unconscious, and the Dialogue Book's "your adventure
ends here"), and random games of 1 to 4 players keep every piece in exactly one zone, replay from their seed
and reload mid-game to identical continuations."""
from __future__ import annotations

import json
import os
import re

import pytest

from engine import rulesets
from engine.content.loader import list_packs, load_pack
from engine.content.paths import packs_dir
from engine.core.bot import play_randomly
from engine.core.ruleset import Seat, next_game
from engine.core.serial import game_from_plain, game_to_plain
from engine.core.view import view
from engine.rulesets.seventh_citadel import RULESET
from engine.rulesets.seventh_citadel.table import BANISHED, DRAWN, QUEST_ITEMS, WORLD_MAP, blocked, deck, purse
from gui.packtool import main
from tests.seventh_citadel import plan_ashenreach as plan

FOLDER = packs_dir() / "ashenreach"
HEAVY = bool(os.environ.get("FOGBOUND_HEAVY"))
CHARACTERS = ("maren", "tobin", "ysolde", "corvo")


@pytest.fixture(scope="module")
def ashenreach():
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(rulesets.PACKAGES, "seventh-citadel", "engine.rulesets.seventh_citadel")
        return load_pack(FOLDER)


def new(pack, players: int = 1, seed: int = plan.SEED, scenario: str = "last-ember"):
    seats = [Seat(f"Player {n + 1}", CHARACTERS[n]) for n in range(players)]
    return RULESET.new_game(pack, seats, {"scenario": scenario, "mode": "standard"}, seed)


def campaign(pack, seed: int):
    """An adventure from its beginning: the introductory scenario."""
    return new(pack, seed=seed, scenario=plan.INTRO)


def test_it_loads_with_enough_for_an_evening(ashenreach):
    cards = ashenreach.cards.values()
    kinds = {card.type for card in cards}
    assert len(ashenreach.cards) >= 60
    assert {"character", "skill", "terrain", "purse", "quest_item", "permanent_event", "temporary_event",
            "dialogue", "die"} <= kinds
    assert sum(1 for c in cards if c.type == "terrain") >= 10 and sum(1 for c in cards if c.type == "dialogue") >= 10
    assert {c.get("area") for c in cards if c.get("area") and c.get("number") is None} == {"I", "II", "III", "IV"}
    assert all((FOLDER / "art" / c.get("art")).is_file() for c in cards if c.get("art"))


def test_it_has_the_size_of_an_adventure(ashenreach):
    copies = [int(c.get("copies") or 1) for c in ashenreach.cards.values() if c.type not in ("dialogue", "die")]
    assert sum(copies) >= 200
    assert sum(1 for c in ashenreach.cards.values() if c.type == "dialogue") >= 40
    scenarios = ashenreach.meta["scenario"]
    assert [s["id"] for s in scenarios if s.get("intro")] == [plan.INTRO]
    assert len([s for s in scenarios if s.get("threat") == "The Ember Warden"]) >= 2
    leaflet = ashenreach.meta["leaflet"]
    assert len(leaflet["destiny"]) >= 10 and len(leaflet["buildings"]) >= 10
    assert {s["kind"] for s in leaflet["destiny"]} == {"building", "community", "reflex", "advanced", "card", "focus",
                                                       "map"}
    quests = [op["side_quest"]["title"] for c in ashenreach.cards.values() if c.type == "dialogue"
              for op in c.get("effects") or () if "side_quest" in op]
    assert len(set(quests)) >= 4
    assert len(ashenreach.meta["glossary"]) >= 5


def test_the_pack_command_validates_and_lists_it(ashenreach, capsys, monkeypatch):
    monkeypatch.setitem(rulesets.PACKAGES, "seventh-citadel", "engine.rulesets.seventh_citadel")
    assert "ashenreach" in [p.id for p in list_packs()]
    assert main(["validate", str(FOLDER)]) == 0
    assert capsys.readouterr().out.startswith("ok: Ashenreach")
    assert main(["list", str(FOLDER)]) == 0
    listed = capsys.readouterr().out
    assert "The Ember Warden" in listed and "Citadel Gate" in listed and "Hearth Hall" in listed
    assert "Characters and their skills — 70 cards" in listed and "The Dialogue Book — 42 cards" in listed



@pytest.mark.skipif(not HEAVY, reason="printing 220 card faces takes a while: FOGBOUND_HEAVY=1")
def test_the_pack_command_prints_it(ashenreach, tmp_path, capsys, monkeypatch):
    monkeypatch.setitem(rulesets.PACKAGES, "seventh-citadel", "engine.rulesets.seventh_citadel")
    assert main(["print-sheet", str(FOLDER), str(tmp_path / "ashenreach.pdf")]) == 0
    assert (tmp_path / "ashenreach.pdf").stat().st_size > 100_000


def test_the_plan_wins_from_setup_to_the_warden_overcome(ashenreach):
    game = new(ashenreach)
    seen = []
    while not game.over:
        game.choose(plan.answer(game))
        held = {game.state.pieces[p] for p in game.zones.cards(QUEST_ITEMS)}
        step = ("lens" in held, "key" in held)
        if not seen or seen[-1] != step:
            seen.append(step)
    assert seen[:3] == [(False, False), (True, False), (True, True)]  # the lens first, then the key
    assert game.state.outcome == "win"
    ended = [e for e in game.state.log.events if e.kind == "game_ended"][-1]
    assert ended.reason == "the threat is overcome"
    read = [e.card for e in game.state.log.events if e.kind == "revealed" and e.card.startswith("d-")]
    assert read[-3:] == ["d-40", "d-41", "d-50"]  # the key turned, the Warden out, and down again


def scenarios_through(game) -> list[str]:
    """Play the plan to the end of the game; the scenarios begun, in order."""
    begun = []
    while not game.over:
        game.choose(plan.answer(game))
        if not begun or begun[-1] != game.table.scenario:
            begun.append(game.table.scenario)
    return begun


def test_the_plan_wins_the_adventure_from_the_introduction_to_the_threat_defeated(ashenreach):
    game = campaign(ashenreach, plan.SEED)
    assert game.table.scenario == plan.INTRO and game.legal_options()   # the Citadel Courtyard, at dawn
    assert scenarios_through(game) == [plan.INTRO, "silent-bells", "last-ember"]
    assert game.state.outcome == "win" and game.table.finished == [plan.INTRO, "silent-bells"]
    read = [e.card for e in game.state.log.events if e.kind == "revealed" and e.card.startswith("d-")]
    # the hearth lit and its epilogue; the key from the crypt, home through the Postern, its epilogue; the Warden
    for paragraph in ("d-64", "d-90", "d-74", "d-80", "d-91", "d-41", "d-50"):
        assert paragraph in read, paragraph
    assert read.index("d-64") < read.index("d-74") < read.index("d-50")
    assert "d-20" not in read and not any(game.state.pieces[p] == "forge" for p in game.state.pieces
                                          if game.zones.zone_of(p).startswith("board:"))   # the key came from the crypt
    assert game.table.leaflet.destiny and game.table.leaflet.world_map["citadel"] == "map-citadel"


def test_the_ledger_carries_the_adventure_from_scenario_to_scenario(ashenreach):
    """Each scenario is a session: at the Citadel the campaign keeps the ledger, and the next session goes on
    from it (`next_game`) with the leaflet, the bookmark, the World Map and the characters' cards."""
    game = campaign(ashenreach, plan.SEED)
    seats = [Seat("Player 1", "maren")]
    sessions = 0
    while not game.over:
        if game.pending.kind == "scenario":                 # at the Citadel, the Preparation phase over
            kept = json.loads(json.dumps(RULESET.ledger(game)))
            named = kept["bookmark"]["next"]
            assert named == game.legal_options()[0].split(":", 1)[1] and not kept["over"]
            hope = [p for p in kept["characters"]["maren"]["purse"] + kept["characters"]["maren"]["blocked"]
                    if game.state.pieces[p] == "hope"]
            game = next_game(RULESET, ashenreach, seats, {"scenario": plan.INTRO}, 100 + sessions, ledger=kept)
            sessions += 1
            assert game.table.scenario == named and game.table.finished == kept["bookmark"]["finished"]
            assert game.table.leaflet.destiny == kept["leaflet"]["destiny"]
            assert game.table.leaflet.buildings == kept["leaflet"]["buildings"]
            assert [q.title for q in game.table.leaflet.side_quests] == [q["title"] for q in kept["leaflet"]["side_quests"]]
            assert game.table.leaflet.world_map == kept["leaflet"]["world_map"]
            assert set(game.zones.cards(WORLD_MAP)) == set(kept["leaflet"]["world_map"].values())
            assert game.table.scores == kept["community"]["scores"]
            assert list(game.zones.cards(QUEST_ITEMS)) == kept["quest_items"]
            maren = kept["characters"]["maren"]
            assert sorted(game.zones.cards(deck(0))) == sorted(maren["deck"] + maren["discard"] + maren["hand"])
            assert list(game.zones.cards(purse(0))) == maren["purse"]
            assert list(game.zones.cards(blocked(0))) == maren["blocked"]
            assert {game.zones.zone_of(p) for p in hope} <= {purse(0), blocked(0)}
            RULESET.check_state(game)
            continue
        game.choose(plan.answer(game))
    assert sessions == 2 and game.state.outcome == "win"
    kept = RULESET.ledger(game)
    assert kept["over"] is True                             # the threat overcome: a new beginning keeps nothing
    again = next_game(RULESET, ashenreach, seats, {"scenario": plan.INTRO}, 7, ledger=kept)
    assert again.table.scenario == plan.INTRO and again.table.leaflet.destiny == [] and not again.zones.size(QUEST_ITEMS)


def test_the_plan_usually_wins_the_adventure(ashenreach):
    seeds = range(200 if HEAVY else 6)
    wins = 0
    for seed in seeds:
        game = campaign(ashenreach, seed)
        while not game.over:
            game.choose(plan.answer(game))
        wins += game.state.outcome == "win"
    assert wins >= (0.9 if HEAVY else 0.75) * len(seeds)


def test_the_plan_usually_wins(ashenreach):
    seeds = range(200 if HEAVY else 16)
    wins = 0
    for seed in seeds:
        game = new(ashenreach, seed=seed)
        while not game.over:
            # every question is asked of the table or of one seat (a space opened after an action, too)
            assert re.fullmatch(r"table|seat:\d", game.pending.owner), (seed, game.pending.kind, game.pending.owner)
            game.choose(plan.answer(game))
        wins += game.state.outcome == "win"
    assert wins >= (0.9 if HEAVY else 0.75) * len(seeds)  # the Warden is a real threat: a few seeds are lost


def test_a_shout_at_the_vault_without_the_key_ends_the_adventure(ashenreach):
    game = new(ashenreach)
    while not (game.pending.kind == "dialogue" and game.pending.context.get("paragraph") == 40):
        game.choose(plan.answer(game))
    assert game.pending.why_not("choice:1") == "nobody holds Anvil Stone"
    game.choose("choice:2")   # shout into the keyhole
    game.choose("choice:0")   # shout again, with no key in hand
    assert game.state.outcome == "loss"
    assert [e.reason for e in game.state.log.events if e.kind == "game_ended"] == ["your adventure ends here"]


def _checked_random_games(pack, seeds, arrange=lambda game: None) -> list:
    """Random games of 1 to 4 players over the three scenarios: every piece in one zone, the same seed the same
    game, a reload mid-game the same continuation, no face-down card named; `arrange` sets each game (and its
    twin) up first. Their final states."""
    finals = []
    for seed in seeds:
        players = 1 + seed % 4
        scenario = ("last-ember", plan.INTRO, "silent-bells")[seed % 3]
        game, twin = new(pack, players, seed, scenario), new(pack, players, seed, scenario)
        arrange(game)
        arrange(twin)
        count = len(game.state.pieces)
        made = []

        def check(g):
            made.append(1)
            g.zones.check()
            assert set(g.zones.where) == set(g.state.pieces) and len(g.zones.where) == count
            if len(made) % 41 == 0:
                data = json.loads(json.dumps(game_to_plain(g)))
                loaded = game_from_plain(data, RULESET, pack.cards)
                RULESET.check_state(loaded)
                assert game_to_plain(loaded) == data
                copy = game_from_plain(json.loads(json.dumps(data)), RULESET, pack.cards)
                play_randomly(copy, seed + 100, max_decisions=30)
                again = game_from_plain(json.loads(json.dumps(data)), RULESET, pack.cards)
                play_randomly(again, seed + 100, max_decisions=30)
                assert game_to_plain(copy) == game_to_plain(again)  # the same continuation from the reload
            seen = view(g, 0)
            for piece in g.table.face_down:
                assert not seen.named(piece)
            for piece in g.zones.cards(DRAWN):
                assert seen.named(piece) == any(f.proc == "action" and f.data.revealed for f in g.state.stack)

        play_randomly(game, seed, max_decisions=3000 if HEAVY else 400, check=check)
        play_randomly(twin, seed, max_decisions=3000 if HEAVY else 400)
        assert made and game_to_plain(twin) == game_to_plain(game)
        finals.append(game)
    return finals


def test_random_games_conserve_pieces_replay_and_reload(ashenreach):
    ends = {game.state.outcome for game in _checked_random_games(ashenreach, range(16 if HEAVY else 4))}
    if HEAVY:
        assert "loss" in ends


def _dry(game) -> None:
    """Each area deck thinned to one card (the others banished, out of the past's reach): a fog put into play
    soon finds its deck empty, the past returns, and a card just flipped may come back as the next fog."""
    for zone in [z for z in game.zones.contents if z.startswith("exploration:")]:
        for piece in game.zones.cards(zone)[:-1]:
            game.zones.move(piece, BANISHED)


def test_random_games_where_the_area_decks_run_dry_conserve_pieces_replay_and_reload(ashenreach):
    finals = _checked_random_games(ashenreach, range(100, 116 if HEAVY else 104), _dry)
    refilled = [g for g in finals if any(getattr(e, "data", {}).get("rule") == "past_returned"
                                         for e in g.state.log.events)]
    assert refilled  # the decks did run dry, and the past refilled them


def test_at_the_citadel_each_building_built_does_what_the_leaflet_prints(ashenreach):
    game = new(ashenreach, players=2, scenario="silent-bells")
    game.table.leaflet.buildings = {b["id"]: int(b["boxes"]) for b in ashenreach.meta["leaflet"]["buildings"]}
    game.table.scores["production"] = 2
    before = [p.life for p in game.table.players]
    visit = next(o.key for o in game.pending.options if o.data.get("icon") == "visit")
    game.choose(visit)
    game.choose("go")                                       # Bo stays out of it; cost 0, difficulty 0: at once
    assert game.pending.kind == "dialogue" and game.pending.context["paragraph"] == 80
    assert game.pending.why_not("choice:0") == "nobody holds The Ashen Key"
    game.choose("choice:1")                                 # home without the key, on to The Last Ember
    while game.pending.kind != "scenario":
        kind, keys = game.pending.kind, game.legal_options()
        game.choose({"purse": "keep:0", "share": "share:1", "unblock": "done",
                     "preparation_order": keys[0]}.get(kind, keys[-1]))
    read = [e.card for e in game.state.log.events if e.kind == "revealed" and e.card.startswith("d-")]
    assert read[-3:] == ["d-91", "d-98", "d-95"]            # the epilogue, the dovecote's pigeon, the tavern's talk
    held = [game.state.pieces[p] for p in game.zones.cards(purse(0))]
    assert "hope" in held and "draught" in held             # the cemetery (32 life points > 10), the apothecary
    assert sum(p.life for p in game.table.players) == sum(before) + 5   # the sanatorium: 5 more, shared
    assert game.table.player(1).life == before[1] + 5
    assert game.legal_options() == ["scenario:last-ember"]
    game.choose("scenario:last-ember")
    assert [p.life for p in game.table.players] == [18, 18 + 5]   # The Last Ember's 18 each, and what was shared


def test_at_the_citadel_the_players_choose_which_player_applies_a_buildings_effect(ashenreach):
    """The Smithy's "unblock up to 2 cards" is one player's: the players say whose (a score needs nobody)."""
    game = new(ashenreach, players=2, scenario="silent-bells")
    game.table.leaflet.buildings = {"smithy": 3, "watchtower": 2}
    coat = next(p for p, card in sorted(game.state.pieces.items()) if card == "coat")
    game.zones.move(coat, blocked(1))
    game.choose(next(o.key for o in game.pending.options if o.data.get("icon") == "visit"))
    game.choose("go")
    game.choose("choice:1")                                 # home without the key
    while game.pending.kind not in ("preparation_player", "scenario"):
        game.choose({"preparation_order": game.legal_options()[0]}.get(game.pending.kind, game.legal_options()[-1]))
    assert game.pending.kind == "preparation_player" and game.pending.owner == "table"
    assert game.legal_options() == ["applies:0", "applies:1"] and "Smithy" in game.pending.prompt
    # played at the table: "Cemetery: which player applies it?" answered "Ada" said neither what nor why
    assert game.pending.prompt == "Smithy: unblock up to 2 cards. Which player applies it?"
    assert [o.label for o in game.pending.options] == ["Player 1 applies the Smithy effect",
                                                       "Player 2 applies the Smithy effect"]
    game.choose("applies:1")                                # Bo's blocked cards, not Ann's
    assert game.pending.kind == "unblock" and game.pending.owner == "seat:1"
    game.choose(f"unblock:{coat}")
    assert game.zones.zone_of(coat) == purse(1)


def test_the_odds_report_is_what_a_new_game_shows_each_character_drawing_its_deck(ashenreach):
    """`fogbound-pack odds` prints each character's starting deck by the same draw the game counts: in a game just
    set up, an action drawing K cards of a character's deck has the report's chance of N successes."""
    from engine.rulesets.seventh_citadel import odds
    from engine.rulesets.seventh_citadel.frames import ActionLocals

    game = new(ashenreach, players=4)
    for seat, character in enumerate(CHARACTERS):
        table = odds.odds_table(odds.starting_deck(ashenreach, character))
        action = ActionLocals(seat, [seat], "", 0, "", 0, 0)
        assert len(game.zones.cards(deck(seat))) == 11
        for n, row in enumerate(table, 1):
            assert row == odds.action_chances(game, action, range(1, len(row) + 1), n), (character, n)


def test_bellwrights_notes_are_read_once(ashenreach):
    """Our pack's quest item: reading the notes (cost 1) gives 2 knowledge and 2 cards recovered, once; read again
    and again it made a deck that never ran out (a planner table read them 187 times in one scenario)."""
    from tests.seventh_citadel.conftest import reask

    game = new(ashenreach)
    notes = next(p for p, d in sorted(game.state.pieces.items()) if d == "notes")
    game.zones.move(notes, QUEST_ITEMS)
    reask(game)
    game.choose(f"act:0:{notes}:0")
    game.choose("reveal")
    assert game.zones.zone_of(notes) == BANISHED
    assert game.pending.kind == "action"
    assert f"act:0:{notes}:0" not in game.legal_options()
