"""Taking cards: numboxes, gold cards, the past returning, banners, hidden numbers; exploring; the end."""
import pytest

from engine.core.decisions import IllegalChoice
from engine.core.serial import game_to_plain
from engine.rulesets.seventh_continent.cards import number_of
from engine.rulesets.seventh_continent.table import BANISHED, PAST
from engine.rulesets.sevenths import numbered
from tests.seventh.conftest import act, explore_east, finish, give_item, go_east, stack_deck, start


def test_numbox_takes_green_before_gold_and_the_past_returns(pack):
    game = start(pack)
    green = numbered.find(game, 50)
    assert green == "a-50-green"
    game.zones.move(green, PAST)
    assert numbered.find(game, 50) == "a-50-gold"      # no green available: gold
    game.zones.move("a-50-gold", PAST)
    assert numbered.find(game, 50) == "a-50-green"     # none: the whole past returns first
    assert game.zones.size(PAST) == 0


def test_replace_with_gold_and_banish_green(pack):
    game = start(pack, ("char-bruno", "char-ludo"))
    stack_deck(game, ["s-star", "s-star"])
    act(game, 0, "t-1", 2)                                # search (all): take 50, a quest item
    finish(game)
    assert "a-50-green" in game.zones.cards("satchel")
    act(game, 0, "a-50-green", 0)                         # observe: banish this, gold in its place
    finish(game)
    assert game.zones.zone_of("a-50-green") == BANISHED
    assert game.zones.zone_of("a-50-gold") == "satchel"
    game2 = start(pack)
    assert numbered.banish_green(game2, 105) in ("a-105#1", "a-105#2")
    assert sum(1 for p in game2.zones.cards(BANISHED) if number_of(game2.card(p)) == 105) == 1


def test_banner_adds_the_item_value_only_when_used(pack):
    game = start(pack)
    raft = give_item(game, 0, "a-23")
    act(game, 0, "t-1", 3)                                # swim (locked), take 40 or 40+raft
    game.choose(f"use:{raft}")
    game.choose("effect:a-23:0")                          # cost 1 - 1 = 0
    game.choose("reveal") if game.pending.kind == "extra" else None
    assert game.pending.kind == "banner"
    assert game.legal_options() == ["take:40", "take:45", f"relinquish:{raft}"]   # relinquishing: at any time
    game.choose("take:45")
    finish(game)
    assert game.zones.zone_of("a-45") in ("hand:0", PAST)

    plain = start(pack)
    give_item(plain, 0, "a-23")
    act(plain, 0, "t-1", 3)
    game_keys = plain.legal_options()
    plain.choose("done")                                  # the raft is not used this time
    finish(plain, until="found_card")                     # card 40 straight away, no banner choice
    assert plain.pending.kind == "found_card" and plain.pending.context == {"piece": "a-40"}  # no banner asked
    assert "Riverside" in plain.pending.prompt
    assert "use:" in game_keys[0]


def test_exploring_opens_the_space_with_the_arrow_numbox(pack):
    game = start(pack)
    fog = explore_east(game)
    assert game.zones.zone_of(fog) == PAST
    assert game.zones.cards("board:1,0") == ["t-2"]
    assert game.zones.size("board:0,0") == 1              # t-2's arrow W points at t-1: no fog there


def test_mandatory_action_of_a_temporary_event_follows_at_once(pack):
    game = start(pack, ("char-bruno", "char-ludo"))
    act(game, 0, "t-1", 4)                                # listen: take 60, a temporary event
    game.choose("involve:1")
    finish(game, until="cost")                            # its on-reveal gives 2 XP...
    assert game.table.xp == 2
    # ...and the next action is not free: the mandatory climb, by the same involved players
    action = game.state.stack[-1]
    assert action.proc == "action"
    assert action.data.piece == "a-60" and action.data.involved == [0, 1] and action.data.mandatory
    finish(game, until="found_item")                      # the climb succeeds: card 21
    finish(game)
    assert game.zones.zone_of("a-60") == PAST             # resolved: to the past


def test_hidden_number_refused_unless_the_back_shows_the_source(pack):
    game = start(pack)
    go_east(game)
    assert game.table.player(0).at == "board:1,0"
    before = game_to_plain(game)
    game.choose("hidden:0:t-2")
    assert game.pending.kind == "hidden_number" and game.pending.number == (100, 999)
    with pytest.raises(IllegalChoice, match="not the right number"):
        game.choose("317")
    assert game.pending.kind == "hidden_number"
    game.choose("cancel")
    assert game_to_plain(game)["zones"] == before["zones"]
    game.choose("hidden:0:t-2")
    game.choose("316")
    assert game.pending.kind == "place" and game.legal_options() == ["slot:board:1,0"]   # the spotted card's slot
    assert game.pending.owner == "seat:0" and game.pending.context["piece"] == "t-316"
    game.choose("slot:board:1,0")
    assert game.zones.cards("board:1,0") == ["t-316"] and game.zones.zone_of("t-2") == PAST


def test_durability_loss_is_shared_and_destroys_at_zero(pack):
    game = start(pack, ("char-bruno", "char-ludo"))
    go_east(game, together=True)
    shovel = give_item(game, 0, "a-20")                   # durability 2
    bow = give_item(game, 1, "a-22")                      # durability 4
    act(game, 0, "t-2", 3)                                # cut: lose 3 durability
    game.choose("involve:1")
    finish(game, until="durability")
    game.choose(f"wear:{shovel}")
    game.choose(f"wear:{shovel}")                         # the shovel reaches 0: destroyed
    assert game.zones.zone_of("a-20") == PAST
    assert f"wear:{shovel}" not in game.legal_options()
    game.choose(f"wear:{bow}")
    assert game.table.item(bow).die == 3


def test_terrain_forbids_actions(pack):
    game = start(pack)
    go_east(game)
    assert "act:0:t-2:1" not in game.legal_options()      # rest is forbidden here


def test_adventure_over_alone_loses(pack):
    game = start(pack)
    go_east(game)
    act(game, 0, "t-2", 2)                                # fight, difficulty 9: failure ends it
    finish(game)
    assert game.state.outcome == "loss"


def test_adventure_over_for_one_of_two_eliminates(pack):
    game = start(pack, ("char-bruno", "char-ludo"))
    go_east(game)                                         # Bruno goes alone
    give_item(game, 0, "a-22")
    act(game, 0, "t-2", 2)
    finish(game)
    assert game.state.outcome is None and 0 in game.table.eliminated
    assert not game.table.items_of(0)
    assert not any(game.card(p).get("character") == "char-bruno" for z in ("action_deck", "discard")
                   for p in game.zones.cards(z))


def test_lifting_every_curse_wins(pack):
    game = start(pack)
    said = act(game, 0, "t-1", 5)                         # pray: the bell is lifted
    while game.pending is not None:
        keys = game.legal_options()
        said += game.choose(next((k for k in ("draw", "reveal", "go", "done", "none") if k in keys), keys[-1]))
    assert game.state.outcome == "win" and game.pending is None
    # the curse by its card's title, as the players chose it: never the pack's id ("bell")
    lifted = [e.text for e in said if e.kind == "message" and e.data.get("rule") == "curse_lifted"]
    assert lifted == ["A curse is lifted: The Bell."]


def test_a_card_lifting_a_curse_reads_its_name_in_words_not_the_packs_id():
    from engine.rulesets.seventh_continent.ops import VOCABULARY

    said = VOCABULARY.words([{"lift": "drowned-bell"}])
    assert said == "the curse of the Drowned Bell is lifted"


def test_a_printed_choice_reads_each_branch_by_its_label_on_the_card_viewer():
    from engine.rulesets.seventh_continent.ops import VOCABULARY

    said = VOCABULARY.words([{"choose": [{"label": "Stay with the voices", "then": [{"adventure_over": True}]},
                                         {"label": "Walk on", "then": [{"xp": 1}]}]}])
    assert said == "choose one: Stay with the voices (the adventure is over) or Walk on (gain 1 XP)"


def test_a_printed_choice_whose_branch_ends_the_adventure_says_so_and_is_never_the_default(pack):
    """Issue 27: a branch the card prints "your adventure is over" is an irreversible answer (the table asks to
    confirm it); the other branch is ordinary."""
    game = start(pack, ("char-bruno", "char-ludo"))
    go_east(game)                                         # Bruno goes alone
    act(game, 0, "t-2", 4)                                # listen: stay with the voices, or walk on
    finish(game, until="choose")
    stay, walk = game.pending.options
    assert "Bruno's adventure is over" in stay.irreversible and walk.irreversible is None
    assert game.pending.default() == 1
    game.choose(stay.key)
    assert 0 in game.table.eliminated and game.state.outcome is None


def test_discard_banish_and_return_say_which_card_and_the_pack_check_knows_the_card_they_name():
    """"this" (or nothing said) is the card whose effect it is; another id is that card, and the pack must have it."""
    from engine.core.effects import icon, word
    from engine.rulesets.seventh_continent.ops import VOCABULARY
    from engine.rulesets.seventh_continent.pack_index import Index

    assert VOCABULARY.words([{"discard": "this"}, {"banish": True}]) == "discard this card; banish this card"
    assert VOCABULARY.words([{"return": "camp-fire"}]) == "return card camp-fire to its deck"
    assert VOCABULARY.marks([{"banish": True}]) == [icon("banish"), word("banish this")]
    assert VOCABULARY.marks([{"return": "camp-fire"}]) == [icon("return"), word("return camp-fire")]
    index = Index(ids={"camp-fire": None})
    assert VOCABULARY.references({"discard": "this"}, index) == []
    assert VOCABULARY.references({"banish": "camp-fire"}, index) == []
    assert VOCABULARY.references({"return": "ash-tree"}, index) == [
        ("return", "names card 'ash-tree', which is not in the pack")]
