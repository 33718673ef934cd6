"""The card language says what episodes print: Adversaries and Search tokens laid in a named zone, Adversaries
hurt by type or drawn nearer, a relic used (not an action), a card's own action, a card discarding itself, coins
and XP found, effects hanging on the Fate tokens the Explorers have, start-of-turn effects of every card in front
of an Explorer; and a use that can achieve nothing is refused with the reason, the table untouched."""
from __future__ import annotations

from engine.rulesets.arkeis import harm

from .conftest import arrange, new, refuses


def camp(game, kind: str) -> int:
    return sum(1 for t in game.zones.cards("camp") if game.card(t).get("token") == kind)


def search_new(game, symbol: str) -> None:
    """Lay a Search token of this symbol in the active Explorer's zone and search it."""
    here = game.zones.zone_of(f"mini:{game.table.explorers[game.table.active].explorer}")
    arrange(game, {f"search-{symbol}:1": here})
    game.choose(f"search:search-{symbol}:1")


def refused_for(game, key: str) -> str | None:
    return {o.key: o.why_not for o in game.pending.refused}.get(key)


def test_a_support_use_with_nobody_to_treat_is_refused_with_the_reason(pack):
    game = new(pack, "mender", "brawler")
    arrange(game, {"herb-pouch": "equipped:0"})
    assert refused_for(game, "use:herb-pouch") == "no Explorer in your zone has a Trauma"
    refuses(game, "use:herb-pouch", "no Explorer in your zone has a Trauma")
    arrange(game, {"dread": "trauma:1"})
    assert "use:herb-pouch" in game.legal_options()


def test_a_relic_is_used_without_an_action_and_refused_when_it_would_heal_nobody(pack):
    game = new(pack, "mender")
    arrange(game, {"healing-salve": "backpack:0"})
    assert refused_for(game, "relic:healing-salve") == "you have no Injury to remove"
    harm.injure(game, 0, 3)
    arrange(game, {})
    game.choose("relic:healing-salve")
    assert len(harm.injuries(game, 0)) == 1 and game.zones.zone_of("healing-salve") == "box:silent-archive"
    assert game.pending.kind == "action" and game.pending.context["taken"] == 0       # not an action


def test_a_threat_gives_an_action_that_discards_it(pack):
    game = new(pack, "mender")
    arrange(game, {"cursed-altar": "threats:0"})
    game.choose("card:cursed-altar")
    assert game.zones.zone_of("cursed-altar") == "box:silent-archive" and len(harm.injuries(game, 0)) == 1
    assert game.pending.context["taken"] == 1


def test_a_card_lays_a_search_token_and_adversaries_in_the_zones_it_names(pack):
    game = new(pack, "mender")
    search_new(game, "x")
    assert [game.card(p).get("symbol") for p in game.zones.cards("zone:terrace:1")] == ["a"]
    assert [game.card(p).id for p in game.zones.cards("zone:garden:1") if game.card(p).type == "adversary"] == \
        ["beetle", "beetle"]


def test_a_card_hurts_every_adversary_of_a_type_and_fills_the_camp_box(pack):
    game = new(pack, "mender")
    warden = [p for p in game.zones.cards("zone:gallery:2") if game.card(p).id == "warden"]
    search_new(game, "y")
    assert not [p for p in game.zones.cards("zone:crypt:2") if game.card(p).id == "beetle"]   # mechanical, 1 health
    assert [p for p in game.zones.cards("zone:gallery:2") if game.card(p).id == "warden"] == warden   # human
    assert camp(game, "coin") == 2 and camp(game, "xp") == 1


def test_an_omen_hangs_on_the_fate_tokens_the_explorers_have_and_beetles_creep_nearer(pack):
    game = new(pack, "mender", "brawler")
    stock = game.zones.size("fate:stock")
    search_new(game, "z")
    assert game.zones.size("fate:stock") == stock + 1 and not game.zones.cards("zone:vault:1")
    assert [game.card(p).id for p in game.zones.cards("zone:crypt:1")] == ["beetle", "beetle"]   # one zone nearer
    game = new(pack, "mender", "brawler")
    harm.take_fate(game, 0, 2)
    harm.take_fate(game, 1, 1)
    search_new(game, "z")
    assert [game.card(p).id for p in game.zones.cards("zone:vault:1")] == ["warden"]


def test_equipment_in_front_of_the_explorer_acts_at_the_start_of_its_turn(pack):
    game = new(pack, "mender")
    harm.injure(game, 0, 2)
    arrange(game, {"warm-charm": "equipped:0"})
    game.choose("end")
    assert len(harm.injuries(game, 0)) == 1


def test_effect_words_name_adversaries_rooms_zones_and_doors_as_players_do_and_never_a_hidden_card():
    """Words for players name what an effect names by its title ("add 2 mite to each zone" named the pack's id);
    only what lies face up is named so: a Search card, a Trauma or an upgrade never."""
    from engine.content.loader import list_packs, load_pack
    from engine.rulesets.arkeis import naming
    from engine.rulesets.arkeis.ops import VOCABULARY

    pack = load_pack(next(s for s in list_packs() if s.id == "cinderfane").folder)
    said = naming.worded(VOCABULARY, pack.cards)
    hall = pack.cards["hall-of-bells"].get("time")["at"]
    assert said.words(next(m for m in hall if m["space"] == 5)["effects"]) == "add 2 Ash Mites to each zone of your room"
    assert said.words(pack.cards["drowned-cistern"].get("opening")) == \
        "if the Explorers have 6 Fate tokens or more, add 1 Cinder Warden to the Sluice Gallery (2); else add 1 Fate " \
        "token to the stock"
    assert "take the chain off the door between the Ember Forge (2) and the Heart Sanctum" in \
        said.words(pack.cards["the-brazier"].get("effects"))
    named = set(naming.names(pack.cards).values())
    assert not [c.title for c in pack.cards.values() if c.type in ("search", "trauma", "upgrade", "experience")
                and (c.title in named or f"the {c.title}" in named)]
    for card in pack.cards.values():
        for field in ("effects", "opening", "start"):
            words = said.words(card.get(field)) if card.get(field) else ""
            for other in pack.cards.values():
                if other.type in ("adversary", "room", "floor", "search", "trauma", "upgrade"):
                    assert f" {other.id} " not in f" {words} ", (card.id, field, words)


def test_a_card_hurts_each_explorer_in_the_room_the_acting_one_first(tmp_path):
    """"Each Explorer in the room takes 1 Injury", as trap cards say: the card language had no verb for several
    Explorers (an effect acted on the acting Explorer only)."""
    from engine.content.loader import load_pack
    from tests.pack_edits import edited

    from .conftest import PACK, place, token_at

    folder = edited(PACK, tmp_path, "cards/search.toml", 'effects = [{ injure = 1 }]',
                    'effects = [{ each = { who = "room", effects = [{ injure = 1 }] } }]')
    game = new(load_pack(folder), "mender", "brawler", "scholar")
    place(game, 0, "atrium:2")
    place(game, 1, "atrium:3")
    place(game, 2, "crypt:1")                                    # another room: not hurt
    events = game.choose(f"search:{token_at(game, 'door:gallery-door')}")
    assert [len(harm.injuries(game, s)) for s in (0, 1, 2)] == [1, 1, 0]
    hurt = [e.text for e in events if e.kind == "message" and "takes 1 Injury" in e.text]
    assert hurt[0].startswith("Ann") and hurt[1].startswith("Bo")


def test_an_epilogue_applies_the_penalties_it_indicates_back_at_camp(tmp_path):
    """"Each epilogue will have consequences ... Apply the various bonuses and penalties indicated": an epilogue
    could only give (victory points, coins, XP, upgrades); now its effects apply before the cards go into the
    backpacks, and are read out with it."""
    from engine.content.loader import load_pack
    from tests.pack_edits import edited

    from .conftest import PACK, load_dice, place, token_at

    folder = edited(PACK, tmp_path, "cards/episode.toml", 'intro = "Dust, and a door that should not be open."',
                    'intro = "Dust."\nepilogues = { positive = { text = "The codex bites.", effects = '
                    '[{ each = { who = "all", effects = [{ trauma = true }] } }] } }')
    game = new(load_pack(folder), "mender", "brawler")
    place(game, 0, "gallery:2")
    arrange(game, {m: "minis:warden" for m in list(game.zones.cards("zone:gallery:2")) if game.card(m).id == "warden"})
    load_dice(game, "inspection", "key", "key")
    game.choose(f"search:{token_at(game, 'door:vault-door')}")
    game.choose("roll")
    while game.pending.kind == "log":
        game.choose("skip")
    assert game.pending.kind == "epilogue"
    assert "And: each Explorer at the table: take a Trauma card." in game.pending.context["text"]
    assert not game.zones.cards("trauma:0") and not game.zones.cards("trauma:1")
    game.choose("camp")
    assert len(game.zones.cards("trauma:0")) == 1 and len(game.zones.cards("trauma:1")) == 1


def test_the_plain_verbs_say_their_amount_and_print_their_icon_with_it():
    """Injure, heal, fate, stock, reroll and rewind: words on the card viewer, an icon and the amount on a face."""
    from engine.core.effects import icon, number, word
    from engine.rulesets.arkeis.ops import VOCABULARY

    assert VOCABULARY.words([{"injure": 2}, {"fate": 1}, {"rewind": 3}, {"reroll": 1}, {"stock": 2}, {"heal": 1}]) == \
        "take 2 Injuries; take 1 Fate token from the stock; the Time marker moves back 3 spaces; take 1 Reroll token; " \
        "add 2 Fate tokens to the stock; remove 1 Injury"
    assert VOCABULARY.marks([{"injure": 2}, {"heal": 1}]) == [icon("injury"), number(2), word("·"), icon("heal"),
                                                              number(1)]
