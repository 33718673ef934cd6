"""Training and the skill tree: two cards discarded in the chosen order, a Follower of the supply on a free
slot for good, the root first and then skills a branch joins to a learned one, skills of several slots
learned when full, and the limits that refuse training."""
from __future__ import annotations

from engine.rulesets.realms_and_ruins import skills as trees
from engine.rulesets.realms_and_ruins.ops import VOCABULARY
from gui.rulesets.realms_and_ruins.skills import skill_lines

from .conftest import arrange, hold, new, refuses

WAYFARER, BELL, ENVOY, LEVY, WITCH, CANDLE = (f"villager-{c}" for c in
                                              ("wayfarer", "bell-ringer", "envoy", "levy", "hedge-witch", "candle"))


def learn(game, seat: int, *skills: str) -> None:
    """Fill every slot of these skills with Followers of the seat's supply (setting the table)."""
    moves = {}
    free = list(game.zones.cards(f"supply:{seat}"))
    for skill in skills:
        for _ in range(game.cards[skill].get("slots") - game.zones.size(f"skill:{seat}:{skill}")):
            moves[free.pop()] = f"skill:{seat}:{skill}"
    arrange(game, moves)


def train(game, first: str, second: str, skill: str) -> None:
    game.choose("train")
    game.choose(f"discard:{first}")
    game.choose(f"discard:{second}")
    game.choose(f"train:{skill}")


def test_training_discards_two_cards_in_the_chosen_order_and_the_root_brings_the_hero_card(pack):
    game = new(pack)
    hold(game, 0, BELL, CANDLE, WAYFARER)
    game.choose("train")
    assert game.pending.kind == "train_discard" and game.pending.private
    game.choose(f"discard:{CANDLE}")
    game.choose(f"discard:{BELL}")                  # the second lies on top
    assert [o.key for o in game.pending.options] == ["train:villager-calling"]   # the root only
    game.choose("train:villager-calling")
    assert game.zones.size("skill:0:villager-calling") == 1 and game.zones.size("supply:0") == 14
    # the root is learned at once: the Hero card leaves its slot for the top of the discard pile
    assert game.zones.cards("discard:0") == [CANDLE, BELL, "villager"]
    assert game.zones.size("hero:0") == 0
    assert [(e.action) for e in game.state.log.events if e.kind == "realms_action"] == ["train"]


def test_a_branch_opens_the_skills_it_joins_to_a_learned_one_only(pack):
    game = new(pack)
    learn(game, 0, "villager-calling")
    hold(game, 0, BELL, CANDLE, WAYFARER)
    game.choose("train")
    game.choose(f"discard:{CANDLE}")
    game.choose(f"discard:{BELL}")
    assert sorted(o.key for o in game.pending.options) == ["train:villager-open-road", "train:villager-purse-strings"]
    refuses(game, "train:villager-kinship", "not a legal answer")
    refuses(game, "train:villager-calling", "not a legal answer")    # learned: no free slot


def test_a_skill_of_two_slots_is_learned_by_its_second_follower_only(pack):
    game = new(pack)
    learn(game, 0, "villager-calling")
    hold(game, 0, BELL, CANDLE, WAYFARER, ENVOY)
    train(game, CANDLE, BELL, "villager-open-road")
    assert game.zones.size("skill:0:villager-open-road") == 1
    assert not any(e.kind == "message" and e.data.get("skill") == "villager-open-road" for e in game.state.log.events)
    # the skills beyond it stay shut while it is not learned
    game.choose("train")
    game.choose(f"discard:{WAYFARER}")
    game.choose(f"discard:{ENVOY}")
    assert "train:villager-thrift" not in [o.key for o in game.pending.options]
    game.choose("train:villager-open-road")
    learned = [e for e in game.state.log.events if e.kind == "message" and e.data.get("rule") == "skill_learned"]
    assert [e.data["skill"] for e in learned] == ["villager-open-road"]
    assert game.table.active == 1                   # two Actions: the turn is over
    assert game.zones.size("skill:0:villager-open-road") == 2 and game.zones.size("supply:0") == 12


def test_training_is_refused_without_two_cards_a_follower_or_a_free_slot(pack):
    game = new(pack)
    hold(game, 0, BELL)
    refuses(game, "train", "training discards 2 cards: you hold 1")
    hold(game, 0, BELL, CANDLE)
    arrange(game, {p: "realm:village" for p in list(game.zones.cards("supply:0"))})
    refuses(game, "train", "no Follower is left in your supply")
    arrange(game, {p: "supply:0" for p in list(game.zones.cards("realm:village"))})
    learn(game, 0, *(c.id for c in pack.cards.values() if c.type == "skill" and c.get("hero") == "villager"))
    refuses(game, "train", "no skill of your tree has a free slot")


def test_followers_on_the_hero_board_are_out_of_the_supply_for_good(pack):
    game = new(pack)
    hold(game, 0, ENVOY, BELL, CANDLE)
    arrange(game, {p: "realm:castle" for p in list(game.zones.cards("supply:0"))[:13]})   # 2 left
    learn(game, 0, "villager-calling", "villager-purse-strings")                          # both on the board
    assert game.zones.size("supply:0") == 0
    arrange(game, {game.zones.cards("gold")[-1]: "purse:0"})
    game.choose(f"play:{ENVOY}")
    game.choose("effect:1")                          # pay 1, gain 1: the supply is empty, nothing is gained
    assert game.zones.size("skill:0:villager-calling") == 1 and game.zones.size("skill:0:villager-purse-strings") == 1
    assert game.pending.kind == "action" and game.zones.size("realm:village") == 1   # the Villager's figure only


def test_a_loaded_table_with_a_crowded_skill_or_an_unknown_modifier_is_refused(pack):
    import json

    import pytest

    from engine.core.serial import game_from_plain, game_to_plain
    from engine.rulesets.realms_and_ruins import RULESET

    game = new(pack)
    learn(game, 0, "villager-calling")
    data = json.loads(json.dumps(game_to_plain(game)))
    RULESET.check_state(game_from_plain(data, RULESET, pack.cards))
    crowded = json.loads(json.dumps(data))
    crowded["zones"]["skill:0:villager-calling"].append(crowded["zones"]["supply:0"].pop())
    with pytest.raises(ValueError, match="Calling of Ann holds 2 Followers on 1 slots"):
        RULESET.check_state(game_from_plain(crowded, RULESET, pack.cards))
    odd = json.loads(json.dumps(data))
    odd["table"]["waiting"] = {"0": ["free_lunch"]}
    with pytest.raises(ValueError, match="unknown 'next card' modifier 'free_lunch'"):
        RULESET.check_state(game_from_plain(odd, RULESET, pack.cards))


def test_the_tables_hero_board_reads_the_tree_and_says_each_skill_in_the_engines_words(pack):
    game = new(pack)
    before = skill_lines(game, 0)
    assert "○ <b>Calling</b> (root) <i>open to Training</i>" in before and "learned" not in before
    hold(game, 0, BELL, CANDLE, WAYFARER)
    game.choose("train")
    game.choose(f"discard:{CANDLE}")
    game.choose(f"discard:{BELL}")
    game.choose("train:villager-calling")
    after = skill_lines(game, 0)
    assert "● <b>Calling</b> (root) <b>learned</b>" in after
    assert "○○ <b>Open Road</b> <i>open to Training</i>" in after and "○ <b>Kinship</b><br>" in after
    for skill in trees.tree(game, 0):                     # one place for the words: the engine's
        assert trees.say(skill, VOCABULARY).replace("'", "&#x27;") in after
    assert "your Hero card may instead perform 2 Moves" in after and "mappingproxy" not in after
