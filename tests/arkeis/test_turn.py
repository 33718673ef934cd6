"""The Explorer's turn: start-of-turn effects of its cards (a Threat taken at the opening waits a turn),
then its Adversaries' (each name once), free reorganising, up to two actions (Rebecca's lending one to an
Explorer of her room), end-of-turn healing, and the next Explorer clockwise."""
from __future__ import annotations

from engine import rulesets
from engine.content.loader import load_pack
from engine.rulesets.arkeis import RULESET, harm
from tests.pack_edits import edited

from .conftest import PACK, adversaries, arrange, give, hold_profile, new, place, refuses, seats


def test_two_actions_then_the_next_explorer_clockwise(pack):
    game = new(pack, "mender", "brawler", "scholar", first=1)
    assert game.pending.owner == "seat:1"
    game.choose("move:zone:atrium:2")
    game.choose("move:zone:atrium:4")
    assert game.table.active == 2 and game.pending.owner == "seat:2"
    game.choose("end")
    assert game.table.active == 0


def test_a_threat_acts_at_the_start_of_its_holders_turns(pack):
    game = new(pack, "mender", "brawler")
    arrange(game, {"whispering-idol": "threats:1"})
    game.choose("end")
    assert game.zones.size("backpack:1") == 1 and game.zones.size("fate:stock") == 5


def test_a_threat_taken_at_the_opening_does_nothing_on_the_first_turn(pack):
    game = new(pack, "mender")
    game.table.quiet_threats.append("whispering-idol")
    arrange(game, {"whispering-idol": "threats:0"})
    game.choose("end")                      # the first turn of its holder is the next one: quiet
    assert harm.fate_had(game, 0) == 0
    game.choose("end")
    assert harm.fate_had(game, 0) == 1


def test_an_adversarys_start_effect_applies_once_whatever_its_number(pack):
    game = new(pack, "mender", "brawler")
    adversaries(game, "beetle", "atrium:1", 3)
    hold_profile(game, 1, "beetle-burrowing")   # start: take 1 Injury
    game.choose("end")
    assert len(harm.injuries(game, 1)) == 1


def test_several_start_effects_in_the_order_the_explorer_chooses(pack):
    game = new(pack, "mender", "brawler")
    adversaries(game, "beetle", "atrium:1")
    adversaries(game, "warden", "atrium:1")
    hold_profile(game, 1, "beetle-burrowing")
    hold_profile(game, 1, "warden-watchful")
    game.choose("end")
    assert game.pending.kind == "adversary_effect"
    assert set(game.legal_options()) == {"adversary_effect:beetle-burrowing", "adversary_effect:warden-watchful"}
    events = game.choose("adversary_effect:warden-watchful")
    moved = [e.target for e in events if e.kind == "piece_moved"]
    assert moved == ["backpack:1", "injured:1"]        # the Fate token first, then the Injury


def test_the_swarming_beetles_fill_every_zone_of_the_room(pack):
    game = new(pack, "mender", "brawler")
    adversaries(game, "beetle", "atrium:1")
    hold_profile(game, 1, "beetle-swarming")
    game.choose("end")
    for n in (1, 2, 3, 4):
        assert any(game.card(p).id == "beetle" for p in game.zones.cards(f"zone:atrium:{n}"))


def test_when_the_box_runs_short_of_miniatures_as_many_come_as_there_are_where_the_explorer_chooses(pack):
    """'If there aren't enough available, add as many as you can': which zones of the room get the two beetles
    left is the acting Explorer's choice, one miniature at a time."""
    game = new(pack, "mender", "brawler")
    adversaries(game, "beetle", "atrium:1")
    adversaries(game, "beetle", "garden:1", game.zones.size("minis:beetle") - 2)   # two left near the table
    hold_profile(game, 1, "beetle-swarming")
    before = {n: len(beetles_in(game, f"atrium:{n}")) for n in (1, 2, 3, 4)}
    game.choose("end")
    assert game.pending.kind == "spawn_zone" and game.pending.owner == "seat:1"
    assert game.legal_options() == [f"spawn:zone:atrium:{n}" for n in (1, 2, 3, 4)]
    title = game.cards["beetle"].title
    assert game.pending.prompt == f"Too few {title} miniatures for every zone (2 left): where does the next one come?"
    article = "An" if title[0].lower() in "aeiou" else "A"
    assert all(o.label.startswith(f"{article} {title} comes to ") for o in game.pending.options)
    game.choose("spawn:zone:atrium:4")
    assert game.legal_options() == [f"spawn:zone:atrium:{n}" for n in (1, 2, 3)]   # the fourth zone has its one
    events = game.choose("spawn:zone:atrium:2")
    after = {n: len(beetles_in(game, f"atrium:{n}")) for n in (1, 2, 3, 4)}
    assert {n: after[n] - before[n] for n in after} == {1: 0, 2: 1, 3: 0, 4: 1}
    assert game.zones.size("minis:beetle") == 0
    assert any(e.kind == "message" and e.data.get("rule") == "no_miniature" for e in events)
    assert game.pending.kind == "reorganise" or game.pending.kind == "action"
    game.zones.check()


def test_with_miniatures_enough_for_every_zone_nobody_is_asked_where(pack):
    game = new(pack, "mender", "brawler")
    adversaries(game, "beetle", "atrium:1")
    adversaries(game, "beetle", "garden:1", game.zones.size("minis:beetle") - 4)   # one for each zone of the room
    hold_profile(game, 1, "beetle-swarming")
    game.choose("end")
    assert game.pending.kind != "spawn_zone" and game.zones.size("minis:beetle") == 0


def beetles_in(game, zone: str) -> list[str]:
    return [p for p in game.zones.cards(f"zone:{zone}") if game.card(p).id == "beetle"]


def test_reorganising_equips_swaps_and_gives_before_the_actions(pack):
    game = new(pack, "mender", "brawler")
    give(game, 1, "pry-bar")
    give(game, 1, "herb-pouch")
    game.choose("end")
    assert game.pending.kind == "reorganise"
    game.choose("equip:pry-bar")
    assert game.zones.cards("equipped:1") == ["pry-bar"]
    game.choose("give:herb-pouch:0")
    assert game.zones.cards("backpack:0") == ["herb-pouch"]
    game.choose("unequip:pry-bar")
    game.choose("done")
    assert game.pending.kind == "action" and game.zones.cards("backpack:1") == ["pry-bar"]


def test_rebecca_lends_one_action_to_an_explorer_of_her_room(pack):
    game = new(pack, "envoy", "brawler")
    place(game, 1, "atrium:4")
    game.choose("lend:1")
    # Rebecca decides which action she gives; the Brawler's own moves are the ones offered
    assert game.pending.owner == "seat:0" and game.pending.kind == "lent_action"
    assert "move:zone:terrace:1" in game.legal_options() and game.pending.context["performer"] == 1
    game.choose("move:zone:terrace:1")
    assert game.zones.zone_of("mini:brawler") == "zone:terrace:1"
    assert game.pending.owner == "seat:0" and game.pending.context["taken"] == 1
    refused = {o.key: o.why_not for o in game.pending.refused}
    assert refused["lend"] == "you have given an action this turn already"
    game.choose("move:zone:atrium:3")
    assert game.table.active == 1


def test_rebecca_lends_only_once_a_turn_and_only_within_her_room(pack):
    game = new(pack, "envoy", "brawler")
    place(game, 1, "terrace:1")
    refuses(game, "lend", "no other Explorer is in your room")
    place(game, 1, "atrium:1")
    game.choose("lend:1")
    game.choose("move:zone:atrium:2")
    place(game, 1, "atrium:1")
    refuses(game, "lend", "given an action this turn already")
    assert "lend:1" not in game.legal_options()


def test_rhiat_heals_another_explorer_of_his_zone_at_the_end_of_his_turn(pack):
    game = new(pack, "mender", "brawler")
    harm.injure(game, 1, 2)
    harm.injure(game, 0, 1)
    game.choose("end")
    assert game.legal_options() == ["heal:1", "no"]
    game.choose("heal:1")
    assert len(harm.injuries(game, 1)) == 1 and len(harm.injuries(game, 0)) == 1
    assert game.table.active == 1


def test_the_opening_card_is_read_by_the_first_player_and_its_threat_waits_a_turn(pack, tmp_path, monkeypatch):
    monkeypatch.setitem(rulesets.PACKAGES, "arkeis", "engine.rulesets.arkeis")
    folder = edited(PACK, tmp_path, "cards/episode.toml", 'explorers = "atrium:1"', 'explorers = "atrium:1"\nstart_card = "d"')
    game = RULESET.new_game(load_pack(folder), seats("mender", "brawler"), {}, 0)
    game.choose("first:1")
    assert game.zones.cards("threats:1") == ["whispering-idol"] and game.table.active == 1
    assert harm.fate_had(game, 1) == 0      # the first player's first turn: the Threat is quiet
    game.choose("end")
    assert game.table.active == 0 and harm.fate_had(game, 1) == 0
    game.choose("end")                      # its second turn: it acts
    assert game.table.active == 1 and harm.fate_had(game, 1) == 1


def test_a_gray_trauma_keeps_the_explorer_from_its_ability(pack):
    game = new(pack, "mender", "brawler")
    harm.injure(game, 1, 1)
    arrange(game, {"dread": "trauma:0"})            # black: the ability is unhindered
    game.choose("end")
    assert game.pending.kind == "heal"
    game.choose("no")
    game.choose("end")
    arrange(game, {"lost-nerve": "trauma:0"})       # gray: no healing at the end of the turn
    game.choose("end")
    assert game.table.active == 1 and game.pending.kind == "action"
