"""Between episodes: the epilogue's earnings, Back at Camp in order (cards into the backpacks, the episode's
cards back in its box, healing, selling, Reroll tokens shared out), the Explorers keeping their Fate tokens,
Traumas and items, the next episode set up; the last epilogue ends the campaign with its victory points."""
from __future__ import annotations

from engine.rulesets.arkeis import RULESET, harm

from engine.content.loader import load_pack
from tests.pack_edits import edited

from .conftest import PACK, adversaries, arrange, load_dice, new, place, refuses, token_at


def keep(game) -> None:
    """Nobody changes Explorers at camp, nor the difficulty."""
    if game.pending.kind == "change_explorer":
        game.choose("done")
    if game.pending.kind == "difficulty":
        game.choose("keep")


def open_the_codex(game, *logged: str) -> None:
    """Search the Sealed Codex with two keys rolled, logging these spaces (the others skipped)."""
    place(game, 0, "gallery:2")
    arrange(game, {m: "minis:warden" for m in list(game.zones.cards("zone:gallery:2")) if game.card(m).id == "warden"})
    load_dice(game, "inspection", "key", "key")
    game.choose(f"search:{token_at(game, 'door:vault-door')}")
    game.choose("roll")
    if game.pending.kind == "set_die":
        game.choose("none")
    for space in logged:
        game.choose(space)
    while game.pending.kind == "log":
        game.choose("skip")
    if not game.over and game.pending.kind == "epilogue":
        game.choose("camp")


def test_the_epilogue_leads_back_to_camp_and_its_earnings_into_the_camp_box(pack):
    game = new(pack, "mender", "brawler")
    game.table.checked = [[0, 1], [1, 0]]
    open_the_codex(game, "space:0:0", "space:1:1")    # column 1 (1 XP), row 2 (3 coins), column 2 (the artifact)
    assert not game.over and game.table.history[0]["epilogue"] == "positive"
    assert game.table.history[0]["earned"] == {"xp": 1, "coins": 3} and game.table.victory_points == 0
    assert sum(1 for t in game.zones.cards("camp") if game.card(t).get("token") == "coin") == 3
    assert sum(1 for t in game.zones.cards("camp") if game.card(t).get("token") == "xp") == 1
    assert game.pending.kind == "sell" and "sell:sunstone" in game.legal_options()     # the artifact is kept


def test_the_epilogue_is_read_out_before_anyone_goes_back_to_camp(pack, tmp_path):
    folder = edited(PACK, tmp_path, "cards/episode.toml", 'intro = "Dust, and a door that should not be open."',
                    'intro = "Dust."\nepilogues = { positive = { text = "The codex opens on a map.", vp = 1 } }')
    game = new(load_pack(folder), "mender")
    place(game, 0, "gallery:2")
    arrange(game, {m: "minis:warden" for m in list(game.zones.cards("zone:gallery:2")) if game.card(m).id == "warden"})
    load_dice(game, "inspection", "key", "key")
    game.choose(f"search:{token_at(game, 'door:vault-door')}")
    game.choose("roll")
    while game.pending.kind == "log":
        game.choose("skip")
    assert game.pending.kind == "epilogue" and game.legal_options() == ["camp"]
    assert game.pending.context["text"] == "The codex opens on a map.\n\nEarned: 1 victory point." and game.pending.context["earned"] == "1 victory point"
    assert game.zones.cards("camp") == [] and game.table.areas      # nothing taken to camp yet, the map still laid
    game.choose("camp")
    assert game.pending.kind == "change_explorer" and not game.table.areas    # nothing to sell or build


def test_back_at_camp_keeps_what_the_explorers_carry_and_clears_the_rest(pack):
    game = new(pack, "mender", "brawler")
    harm.injure(game, 1, 3)
    harm.take_fate(game, 1, 2)
    arrange(game, {"pry-bar": "equipped:1", "dread": "trauma:1", "whispering-idol": "threats:0", "reroll:1": "backpack:1"})
    open_the_codex(game)
    assert game.pending.kind == "sell" and game.legal_options() == ["sell:pry-bar", "done"]
    assert game.zones.cards("backpack:1")[-1] == "pry-bar" and not harm.injuries(game, 1)
    assert game.zones.zone_of("whispering-idol") == "box:silent-archive"
    assert game.zones.zone_of("sealed-codex") == "box:silent-archive"
    game.choose("sell:pry-bar")
    assert game.zones.zone_of("pry-bar") == "box:silent-archive"
    assert sum(1 for t in game.zones.cards("camp") if game.card(t).get("token") == "coin") == 2
    keep(game)
    assert game.pending.kind == "reroll"
    game.choose("give:0")
    assert game.zones.zone_of("reroll:1") == "backpack:0"
    assert game.pending.kind == "first_player" and game.table.episode == "drowned-stair"
    assert harm.fate_had(game, 1) == 2 and game.zones.cards("trauma:1") == ["dread"]
    assert game.zones.size("fate:stock") == 3
    assert game.zones.zone_of("mini:mender") == "zone:vault:1" and game.zones.cards("rooms:placed") == ["vault",
                                                                                                     "cistern"]
    assert not [z for z in game.zones.contents if z.startswith("zone:atrium") and game.zones.cards(z)]


def test_robert_gives_his_coins_left_to_the_camp_box(pack):
    game = new(pack, "gambler")
    open_the_codex(game)
    assert sum(1 for t in game.zones.cards("camp") if game.card(t).get("token") == "coin") == 2
    keep(game)
    game.choose("first:0")
    assert [game.card(t).id for t in game.zones.cards("profile:0")] == ["coin", "coin"]   # two more next episode


def test_young_roberts_fate_tokens_left_let_the_explorers_discard_theirs(pack):
    game = new(pack, "young-gambler", "brawler")
    harm.take_fate(game, 1, 3)
    open_the_codex(game)
    assert game.pending.kind == "discard_fate" and game.legal_options() == ["discard:1", "keep"]
    before = list(game.zones.cards("profile:0"))
    game.choose("discard:1")
    game.choose("discard:1")                        # two tokens on the profile: two discarded from backpacks
    keep(game)
    assert harm.fate_had(game, 1) == 1 and game.pending.kind == "first_player"
    assert not set(before) & set(game.zones.cards("profile:0"))     # the next episode brings two fresh ones
    assert game.zones.size("profile:0") == 2


def test_the_last_epilogue_ends_the_campaign_with_its_victory_points(pack):
    game = new(pack, "mender")
    open_the_codex(game, "space:0:0", "space:1:1")
    keep(game)
    game.choose("first:0")
    game.choose(f"search:{token_at(game, 'door:stair-door')}")
    assert game.over and game.state.outcome == "win"
    assert game.state.log.events[-1].reason == "the campaign ends with the positive epilogue of The Drowned Stair: 0 victory points."
    ledger = RULESET.ledger(game)
    assert [e["episode"] for e in ledger["campaign"]["episodes"]] == ["silent-archive", "drowned-stair"]
    assert ledger["campaign"]["episodes"][0]["checked"] == [[0, 0], [1, 1]]


def coins_and_xp(game, coins: int, xp: int) -> None:
    coin_tokens, xp_tokens = game.zones.cards("tokens:coin"), game.zones.cards("tokens:xp")
    arrange(game, {t: "camp" for t in coin_tokens[len(coin_tokens) - coins:] + xp_tokens[len(xp_tokens) - xp:]})


def test_upgrades_are_built_with_coins_in_limited_spaces_and_a_replaced_one_is_lost(pack):
    game = new(pack, "brawler")
    game.table.available = ["observatory", "workshop", "herb-garden"]
    coins_and_xp(game, 6, 0)
    open_the_codex(game)
    assert game.pending.kind == "build"
    assert game.legal_options() == ["build:observatory", "build:workshop", "build:herb-garden", "done"]
    game.choose("build:workshop")
    game.choose("build:herb-garden")                # the camp's two spaces are full
    assert game.legal_options() == ["build:observatory:workshop", "build:observatory:herb-garden", "done"]
    game.choose("build:observatory:workshop")
    assert game.zones.cards("camp:built") == ["herb-garden", "observatory"]
    assert game.zones.cards("camp:lost") == ["workshop"] and not game.table.available
    assert sum(1 for t in game.zones.cards("camp") if game.card(t).get("token") == "coin") == 0
    # the Herb Garden gives 1 XP after this episode already: too little for the Brawler's cards
    assert sum(1 for t in game.zones.cards("camp") if game.card(t).get("token") == "xp") == 1
    keep(game)
    assert game.pending.kind == "first_player"


def test_xp_buys_an_explorers_experience_card_used_from_the_next_episode(pack):
    game = new(pack, "brawler", "scholar")
    coins_and_xp(game, 0, 3)
    open_the_codex(game)
    keep(game)
    assert game.pending.kind == "experience"
    assert game.legal_options() == ["buy:haymaker", "buy:field-training", "done"]   # level 3 needs an upgrade
    game.choose("buy:haymaker")
    assert game.legal_options() == ["buy:field-training", "done"]
    game.choose("done")
    assert game.zones.cards("experience:0") == ["haymaker"]
    game.choose("first:0")
    adversaries(game, "beetle", "vault:1")
    assert next(o for o in game.pending.options if o.key == "fight:beetle").data["dice"] == 3


def test_a_player_changes_explorers_at_camp_and_possessions_stay_with_each_explorer(pack):
    game = new(pack, "mender", "brawler")
    harm.take_fate(game, 0, 2)
    arrange(game, {"pry-bar": "backpack:0", "dread": "trauma:0"})
    open_the_codex(game)
    while game.pending.kind != "change_explorer":
        game.choose("done")
    assert "play:0:gambler" in game.legal_options() and "play:0:brawler" not in game.legal_options()
    game.choose("play:0:gambler")
    assert game.table.explorers[0].explorer == "gambler" and game.table.explorers[0].name == "Ann"
    assert set(game.zones.cards("kept:mender")) >= {"pry-bar", "dread"} and not game.zones.cards("trauma:0")
    assert harm.fate_had(game, 0) == 0 and RULESET.ledger(game)["explorers"]["mender"]["fate"] == 2
    refuses(game, "play:1:young-gambler", "not a legal answer")      # never at the table with Hugo Pell
    game.choose("done")
    keep(game)
    assert game.pending.kind == "first_player" and game.zones.zone_of("mini:gambler") == "zone:vault:1"
    assert game.zones.zone_of("mini:mender") == "rooms:nearby" and game.zones.size("profile:0") == 2   # his coins


def test_an_explorer_taken_up_again_brings_back_what_they_kept(pack):
    game = new(pack, "mender")
    arrange(game, {"pry-bar": "backpack:0", "dread": "trauma:0", "field-training": "experience:0"})
    open_the_codex(game)
    while game.pending.kind != "change_explorer":
        game.choose("done")
    game.choose("play:0:scholar")
    game.choose("play:0:mender")
    assert game.table.explorers[0].explorer == "mender" and not game.zones.cards("kept:mender")
    assert game.zones.cards("trauma:0") == ["dread"] and "pry-bar" in game.zones.cards("backpack:0")
    assert game.zones.cards("experience:0") == ["field-training"]


def test_upgrades_whose_order_matters_are_used_in_the_order_the_explorers_decide(pack):
    def used(first: str) -> tuple[list[str], int]:
        game = new(pack, "brawler")
        arrange(game, {"dread": "trauma:0", "sick-tent": "camp:built", "peddler": "camp:built"})
        open_the_codex(game)
        assert game.pending.kind == "upgrade_order"
        assert game.legal_options() == ["use:sick-tent", "use:peddler"]
        game.choose(f"use:{first}")
        if game.pending.kind == "upgrade":            # the Peddler's coin came first: the tent may heal
            assert game.legal_options() == ["cure:dread", "none"]
            game.choose("cure:dread")
        return game.zones.cards("trauma:0"), sum(1 for t in game.zones.cards("camp") if game.card(t).get("token") == "coin")
    assert used("peddler") == ([], 0)                  # the coin pays for the Trauma
    assert used("sick-tent") == (["dread"], 1)         # no coin yet when the tent is used


def test_upgrades_that_give_only_are_used_without_asking_the_order(pack):
    game = new(pack, "brawler")
    arrange(game, {"herb-garden": "camp:built", "peddler": "camp:built"})
    open_the_codex(game)
    assert game.pending.kind != "upgrade_order"
    assert sum(1 for t in game.zones.cards("camp") if game.card(t).get("token") == "coin") == 1
