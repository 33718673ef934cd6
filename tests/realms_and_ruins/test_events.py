"""Events and the Event book: an Event symbol revealed between turns makes the buyer the Decision Maker in
that Offer's Realm; the Event card sends the reader to a chapter; entries are read in order (effects of their
participants, branches, choices with their conditions and costs, markers, flags) until the book ends."""
from __future__ import annotations

from .conftest import arrange, cubes, gold, hold, new, refuses

BELL, CANDLE, WITCH = "villager-bell-ringer", "villager-candle", "villager-hedge-witch"


def chapters_read(game) -> list[int]:
    return [e.number for e in game.state.log.events if e.kind == "realms_chapter"]


def event_after_buying(game, event: str, gold_left: int = 0, offer: str = "harvester") -> None:
    """Seat 0 buys from the Village and ends its turn; the card revealed shows the Event symbol, and
    `event` is the top Event card."""
    gold(game, 0, 4 + gold_left)
    arrange(game, {offer: "offer:village:0", event: "events"})
    slot = next(f"slot:village:{n}" for n in range(2) if game.zones.size(f"slot:village:{n}"))
    game.choose(f"buy:{slot}")
    game.choose("end")


def test_an_event_symbol_makes_the_buyer_decision_maker_and_a_refused_choice_says_why(pack):
    game = new(pack)
    event_after_buying(game, "toll-road")
    assert game.zones.cards("event_open") == ["toll-road"] and chapters_read(game) == [101]
    decision = game.pending
    assert decision.owner == "seat:0" and decision.kind == "chapter_choice"
    assert [o.key for o in decision.options] == ["choice:1"]
    refuses(game, "choice:0", r"you cannot pay 1 Gold \(you have 0\)")
    game.choose("choice:1")                        # 103: everyone, clockwise from the Decision Maker,
    for seat in (0, 1):                            # gains a Follower in the Event Realm, and only there
        assert game.pending.owner == f"seat:{seat}" and game.pending.keys() == ["gain:village"]
        game.choose("gain:village")
    assert chapters_read(game) == [101, 103]
    assert [game.card(p).type for p in game.zones.cards("realm:village")].count("follower") == 2
    assert game.zones.cards("events_done") == ["toll-road"] and game.zones.size("event_open") == 0
    assert game.table.active == 1 and game.pending.owner == "seat:1"


def test_a_choice_paid_for_goes_to_its_chapter_and_the_entrys_effects_are_the_decision_makers(pack):
    game = new(pack)
    event_after_buying(game, "toll-road", gold_left=1)
    game.choose("choice:0")                        # pay 1 Gold, then 102: win 3 Gold
    assert chapters_read(game) == [101, 102]
    assert game.zones.size("purse:0") == 3 and game.zones.size("purse:1") == 0
    assert game.table.active == 1


def test_a_condition_refuses_a_choice_a_flag_is_carried_and_a_branch_follows_it(pack):
    game = new(pack)
    event_after_buying(game, "hooded-figure")
    refuses(game, "choice:0", "only if you have 1 Follower or more in the Realms")
    game = new(pack)
    cubes(game, "0", 1, "realm:castle")
    event_after_buying(game, "hooded-figure")
    game.choose("choice:0")                        # follow the figure: 112
    assert chapters_read(game) == [110, 112]
    assert game.table.flags == {"hooded": [0]} and game.table.allies == [0]
    # later, the same Event again: the flag sends the Decision Maker straight to 113, with no choice asked
    hold(game, 1, "noble-bell-ringer", "noble-candle", "noble-wayfarer")
    game.choose("play:noble-bell-ringer")
    game.choose("end")
    assert game.table.active == 0
    hold(game, 0, BELL, CANDLE, WITCH)
    arrange(game, {"hooded-figure": "events"})
    arrange(game, {"marshal": "offer:castle:0"})
    game.zones.move("meeple:villager", "realm:castle")
    arrange(game, {})
    slot = next(f"slot:castle:{n}" for n in range(2) if game.zones.size(f"slot:castle:{n}"))
    game.choose(f"buy:{slot}")                     # the '1 Follower' marker: the castle Follower is lost
    game.choose("end")
    assert chapters_read(game)[-2:] == [110, 113] and game.zones.size("purse:0") == 1


def test_each_participant_chooses_for_themselves_then_a_marker_and_a_chosen_rival_act_where_it_lies(pack):
    game = new(pack, 3)
    cubes(game, "1", 1, "realm:magic")
    event_after_buying(game, "gathering")
    for seat, answer, refused in ((0, "choice:1", "choice:0"), (1, "choice:0", None), (2, "choice:1", "choice:0")):
        decision = game.pending
        assert decision.owner == f"seat:{seat}" and decision.kind == "chapter_choice"
        if refused:                                # answering the call costs a Follower this seat lacks
            assert decision.why_not(refused) == "you cannot lose 1 Follower (you have 0 in the Realms)"
        game.choose(answer)
        if answer == "choice:0":
            game.choose("lose:magic")
    assert game.zones.size("purse:0") == 1 and game.zones.size("purse:2") == 1 and game.zones.size("supply:1") == 15
    assert game.pending.kind == "mark" and game.pending.owner == "seat:0"
    game.choose("mark:castle")
    assert game.zones.size("event_marks:castle") == 1
    assert game.pending.kind == "participant" and game.pending.keys() == ["participant:1", "participant:2"]
    game.choose("participant:2")
    assert game.pending.owner == "seat:2" and game.pending.keys() == ["gain:castle"]
    game.choose("gain:castle")
    game.choose("gain:castle")
    assert chapters_read(game) == [120, 121, 122]
    assert game.zones.size("event_markers") == 7 and game.zones.size("event_marks:castle") == 0
    assert game.table.active == 1


def test_a_card_with_both_symbols_adds_its_othersiders_then_starts_its_event(pack):
    game = new(pack)
    event_after_buying(game, "toll-road", offer="stargazer")   # Add 1 Othersider and an Event
    assert game.pending.kind == "add" and game.pending.owner == "seat:0"
    game.choose("add:castle")
    assert game.table.ruined == ["castle"]
    assert game.pending.kind == "chapter_choice" and chapters_read(game) == [101]
    game.choose("choice:1")
    game.choose("gain:village")
    game.choose("gain:village")
    assert game.table.active == 1


def test_without_events_the_symbol_is_ignored(pack):
    from engine.rulesets.realms_and_ruins import RULESET
    from .conftest import seats
    seed = 0
    while True:
        game = RULESET.new_game(pack, seats(2), {"events": "no"}, seed)
        if game.table.active == 0:
            break
        seed += 1
    event_after_buying(game, "toll-road")
    assert game.table.active == 1 and chapters_read(game) == []
    assert any(e.kind == "message" and e.data.get("rule") == "event_ignored" for e in game.state.log.events)


def buy_the_event_symbol(game) -> None:
    gold(game, 0, 4)
    arrange(game, {"harvester": "offer:village:0"})
    game.choose("buy:" + next(f"slot:village:{n}" for n in range(2) if game.zones.size(f"slot:village:{n}")))
    game.choose("end")


def test_an_empty_event_deck_is_formed_again_from_its_discards_and_with_none_no_event_occurs(pack):
    game = new(pack)
    for card in ("toll-road", "hooded-figure", "gathering"):
        arrange(game, {card: "events_done"})
    buy_the_event_symbol(game)
    assert game.zones.size("events") == 2 and game.zones.size("event_open") == 1
    assert game.zones.size("events_done") == 0 and game.pending.owner == "seat:0"

    game = new(pack)
    for card in ("toll-road", "hooded-figure", "gathering"):
        arrange(game, {card: "box"})
    buy_the_event_symbol(game)
    assert game.table.active == 1
    assert any(e.kind == "message" and e.data.get("rule") == "no_event" for e in game.state.log.events)


def test_a_symbol_short_of_othersiders_moves_one_from_the_realm_with_the_most_never_the_chosen_one(pack):
    game = new(pack)
    gold(game, 0, 4)
    cubes(game, "0", 5, "realm:village")
    cubes(game, "othersiders", 4, "realm:village")
    cubes(game, "0", 3, "realm:magic")
    cubes(game, "othersiders", 2, "realm:magic")
    cubes(game, "1", 2, "realm:castle")
    cubes(game, "othersiders", 1, "realm:castle")
    cubes(game, "othersiders", 8, "box")              # the supply is empty
    arrange(game, {"ferryman": "offer:village:0"})   # adds 1 Othersider
    game.choose("buy:" + next(f"slot:village:{n}" for n in range(2) if game.zones.size(f"slot:village:{n}")))
    game.choose("end")
    game.choose("add:village")                       # the Village holds the most, but it is the one chosen
    othersiders = {r: sum(game.card(p).type == "othersider" for p in game.zones.cards(f"realm:{r}"))
                   for r in ("village", "magic", "castle")}
    assert othersiders == {"village": 5, "magic": 1, "castle": 1} and game.table.ruined == []
    assert game.table.active == 1                    # one Realm had the most: nobody was asked


def test_an_event_may_refill_a_hand_an_interrupt_kept_from_refilling(pack):
    game = new(pack)
    hold(game, 0, BELL)
    game.table.locked = {"0": 1}                     # seat 0 interrupted a card on the last turn
    event_after_buying(game, "hooded-figure")
    assert game.zones.size("hand:0") == 1            # no refill at the end of this turn
    game.choose("choice:1")                          # turn away: 111, draw up to the hand limit
    assert chapters_read(game) == [110, 111] and game.zones.size("hand:0") == 3


def test_a_game_saved_in_the_middle_of_an_event_goes_on_identically(pack):
    import json

    from engine.core.serial import game_from_plain, game_to_plain
    from engine.rulesets.realms_and_ruins import RULESET

    from .conftest import plain
    game = new(pack, 3)
    event_after_buying(game, "gathering")
    for answer in ("choice:1", "choice:1", "choice:1"):
        game.choose(answer)
    assert game.pending.kind == "mark"
    loaded = game_from_plain(json.loads(json.dumps(game_to_plain(game))), RULESET, pack.cards)
    RULESET.check_state(loaded)
    for g in (game, loaded):
        for answer in ("mark:magic", "participant:1", "gain:magic", "gain:magic"):
            g.choose(answer)
    assert plain(loaded) == plain(game) and chapters_read(loaded) == [120, 121, 122]


def test_a_choice_of_the_book_is_asked_with_its_entry_read_out(pack):
    """The entry's words say what each choice does ('pay 1 Gold and...'): they come with the question, or the
    chooser sees two bare labels (Brinefall's Festival of Nets asked 'dance' or 'work the stalls' alone)."""
    game = new(pack)
    event_after_buying(game, "toll-road")
    decision = game.pending
    page = next(c for c in game.cards.values() if c.type == "chapter" and c.get("number") == 101)
    assert decision.kind == "chapter_choice" and page.get("text")
    assert decision.context["text"] == page.get("text")
