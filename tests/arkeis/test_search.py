"""Searching: a token in the Explorer's zone or on one of its doors, a card taken at random among those with
that symbol on their backs (the others stay unread), the token kept when the card goes back in the pile,
discarded otherwise (a door it closed opens), and every card sent where its kind says."""
from __future__ import annotations

from engine.content.loader import load_pack
from engine.core.view import view
from engine.rulesets.arkeis import forecast, harm
from tests.pack_edits import edited, refusal

from .conftest import PACK, arrange, give, hold_profile, load_dice, new, place, refuses, token_at


def search_keys(game) -> list[str]:
    return sorted(k for k in game.legal_options() if k.startswith("search:"))


def test_tokens_in_the_zone_and_on_its_doors_can_be_searched(pack):
    game = new(pack)
    assert search_keys(game) == []
    assert {o.key: o.why_not for o in game.pending.refused}["search"] == "no Search token in your zone or on its doors"
    place(game, 0, "atrium:2")
    assert search_keys(game) == ["search:search-b:2"]               # on the Gallery's door
    place(game, 0, "gallery:1")
    assert search_keys(game) == ["search:search-b:2"]               # the same door, from the other side


def test_a_searched_door_token_is_discarded_and_the_door_opens(pack):
    game = new(pack)
    place(game, 0, "atrium:2")
    game.choose("search:search-b:2")
    assert game.zones.zone_of("stiff-hinges") == "box:silent-archive"              # an event goes back to the episode box
    assert len(harm.injuries(game, 0)) == 1
    assert game.zones.zone_of("search-b:2") == "tokens:search"
    assert "move:zone:gallery:1" in game.legal_options()


def test_one_card_of_the_symbol_at_random_the_others_stay_unread(pack):
    drawn = set()
    for seed in range(12):
        game = new(pack, seed=seed)
        place(game, 0, "atrium:3")
        events = game.choose(f"search:{token_at(game, 'atrium:3')}")
        revealed = [e.card for e in events if e.kind == "revealed" and e.zone == "reading"]
        assert len(revealed) == 1 and game.card(revealed[0]).get("symbol") == "a"
        drawn.add(revealed[0])
        unread = [p for p in game.zones.cards("search:a")]
        assert len(unread) == 2 and not any(view(game, 0).named(p) for p in unread)
    assert drawn == {"pry-bar", "hollow-bust", "crossroads"}


def test_a_card_put_back_keeps_its_token_in_place(pack):
    game = new(pack)
    token = game.zones.cards("door:vault-door")[0]
    place(game, 0, "gallery:2")
    arrange(game, {m: "minis:warden" for m in list(game.zones.cards("zone:gallery:2")) if game.card(m).id == "warden"})
    load_dice(game, "inspection", "blank", "lore")
    game.choose(f"search:{token}")
    assert game.pending.kind == "inspection" and forecast.plain(forecast.running(game))["plain"] == "5/9"
    game.choose("roll")
    game.choose("skip")                                             # the lore rolled is not logged
    assert game.zones.zone_of("sealed-codex") == "search:c" and game.zones.zone_of(token) == "door:vault-door"
    assert harm.fate_had(game, 0) == 1                              # the inspection failed


def test_kinds_go_where_they_belong(pack):
    game = new(pack, "mender")
    arrange(game, {p: "box:silent-archive" for p in ("hollow-bust", "crossroads")})
    place(game, 0, "atrium:3")
    game.choose(f"search:{token_at(game, 'atrium:3')}")                                # the Pry-bar: equipment
    assert game.pending.kind == "equip"
    game.choose("equip")
    assert game.zones.cards("equipped:0") == ["pry-bar"]
    place(game, 0, "crypt:2")
    arrange(game, {m: "minis:beetle" for m in list(game.zones.cards("zone:crypt:2")) if game.card(m).id == "beetle"})
    game.choose(f"search:{token_at(game, 'crypt:2')}")                                # a Threat: above the profile
    assert game.zones.cards("threats:0") == ["whispering-idol"]


def test_a_card_that_stays_in_play_and_a_choice_that_takes_another_card(pack):
    game = new(pack, "mender")
    arrange(game, {p: "box:silent-archive" for p in ("hollow-bust", "pry-bar")})
    place(game, 0, "atrium:3")
    game.choose(f"search:{token_at(game, 'atrium:3')}")
    assert game.pending.kind == "choice" and game.legal_options() == ["choice:0", "choice:1"]
    game.choose("choice:0")                                         # left: take a card marked e
    assert game.pending.kind == "equip" and game.zones.cards("reading") == ["crossroads"]
    game.choose("keep")
    assert game.zones.zone_of("herb-pouch") == "backpack:0"
    assert game.zones.zone_of("crossroads") == "in-play"
    assert token_at(game, "garden:1")      # a card taken by its back uses no token


def test_a_choice_printed_on_a_card_says_what_each_answer_does(pack):
    """The card's popup has closed when its choice is asked: each answer carries what it does, in the card
    language's words (play10's "Strike it anyway" / "Step back", which said neither cost)."""
    game = new(pack, "mender")
    arrange(game, {p: "box:silent-archive" for p in ("hollow-bust", "pry-bar")})
    place(game, 0, "atrium:3")
    game.choose(f"search:{token_at(game, 'atrium:3')}")
    name = game.table.explorers[0].name
    assert game.pending.prompt == f"{name} chooses one:"
    assert [o.label for o in game.pending.options] == ["Left: take a Search card marked e", "Right: take 1 Injury"]
    game.choose("choice:1")
    assert len(harm.injuries(game, 0)) == 1                         # the answer did what its label said


def test_an_adversary_may_forbid_searching_or_make_it_cost_injuries(pack):
    game = new(pack, "mender")
    place(game, 0, "gallery:2")                                     # the Tomb Warden is here
    hold_profile(game, 0, "warden-stern")
    refuses(game, f"search:{token_at(game, 'gallery:2')}", "the Tomb Warden you grapple with forbids it")
    hold_profile(game, 0, "warden-weary")
    arrange(game, {p: "box:silent-archive" for p in ("hollow-bust", "crossroads")})
    game.choose(f"search:{token_at(game, 'gallery:2')}")
    assert len(harm.injuries(game, 0)) == 1


def test_a_trauma_penalises_each_search_after_it(pack):
    game = new(pack, "mender")
    give(game, 0, "jarred-wrist", "trauma")
    arrange(game, {p: "box:silent-archive" for p in ("hollow-bust", "crossroads")})
    place(game, 0, "atrium:3")
    game.choose(f"search:{token_at(game, 'atrium:3')}")
    game.choose("keep")
    assert len(harm.injuries(game, 0)) == 1


def test_searching_adds_the_adversaries_a_card_brings_and_profiles_are_taken(pack):
    game = new(pack, "mender")
    arrange(game, {p: "box:silent-archive" for p in ("pry-bar", "crossroads")})
    place(game, 0, "atrium:3")
    game.choose(f"search:{token_at(game, 'atrium:3')}")                                # the Hollow Bust: a beetle wakes here
    assert [game.card(p).id for p in game.zones.cards("zone:atrium:3") if game.card(p).type == "adversary"] == ["beetle"]
    held = game.zones.cards("held:0")
    assert len(held) == 1 and game.card(held[0]).get("adversary") == "beetle" and game.table.face_up[held[0]]
    assert harm.fate_had(game, 0) == 1


def printed_pack(tmp_path, symbols: str):
    """The test pack with Search symbols printed on the Garden's floor."""
    return edited(PACK, tmp_path, "cards/map.toml", 'title = "Garden"\nsize = "small"',
                  f'title = "Garden"\nsize = "small"\nsymbols = {symbols}')


def test_a_symbol_printed_on_a_floor_is_searched_and_stays(tmp_path):
    game = new(load_pack(printed_pack(tmp_path, '[{ zone = 1, symbol = "a" }]')))
    place(game, 0, "garden:1")
    assert "search:printed:a" in search_keys(game)
    game.choose("search:printed:a")
    found = [e.data["card"] for e in game.state.log.events if e.kind == "message" and e.data.get("rule") == "card_read"]
    assert len(found) == 1 and game.card(found[0]).get("symbol") == "a"
    while game.pending.kind != "action":
        game.choose(game.legal_options()[0])
    assert game.table.active == 0 and "search:printed:a" in search_keys(game)   # nothing to discard: it stays
    tokens = [p for p in game.zones.cards("zone:garden:1") if game.card(p).type == "search_token"]
    assert len(tokens) == 1                                          # the token E beside it is untouched


def test_a_printed_symbol_is_searched_only_while_its_pile_has_cards(tmp_path):
    game = new(load_pack(printed_pack(tmp_path, '[{ zone = 1, symbol = "g" }]')))
    place(game, 0, "garden:1")
    assert "search:printed:g" in search_keys(game)
    arrange(game, {"sunstone": "backpack:0"})
    refuses(game, "search:printed:g", "no card marked g is left")


def test_a_printed_symbol_on_no_zone_or_no_card_is_refused(tmp_path):
    message = refusal(PACK, tmp_path, "cards/map.toml", 'title = "Garden"\nsize = "small"',
                      'title = "Garden"\nsize = "small"\nsymbols = [{ zone = 2, symbol = "a" }, { zone = 1, symbol = "q" }]',
                      "arkeis", "engine.rulesets.arkeis")
    assert "[garden] symbols[0].zone: a small floor has no zone 2" in message
    assert "[garden] symbols[1].symbol: no Search card of the pack has 'q' on its back" in message
